//! Running a scenario: build the game ([`Setup::build`]), apply the
//! actions in order, stop at the first rejected one (exit status 1), and
//! report SCENARIOS.md's "Output".

use serde::Serialize;

use super::parse::rules_error_path;
use super::{Scenario, ScenarioError};
use crate::action::form::{index, join};
use crate::action::Seat;
use crate::card::{Card, Color};
use crate::error::{ActionError, SetupError};
use crate::event::{Event, RefereeEvent};
use crate::game::Game;
use crate::setup::{Setup, Start};
use crate::vocab::{Direction, Pending};

/// An action the game rejected (SCENARIOS.md "Output" `error`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rejection {
    /// The action's position in the list, from 0.
    pub index: usize,
    /// [`ActionError::code`].
    pub code: &'static str,
    pub message: String,
    #[serde(skip)]
    pub error: ActionError,
}

/// The state part of the output (SCENARIOS.md "Output" `state`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScenarioState {
    pub round: u32,
    pub to_act: Option<Seat>,
    pub pending: Option<Pending>,
    pub direction: Direction,
    pub top: Option<Card>,
    pub color: Option<Color>,
    /// Every seat's cards, sorted.
    pub hands: Vec<Vec<Card>>,
    pub draw_pile_size: usize,
    pub penalty: u16,
    pub exposed: Vec<Seat>,
    pub round_over: bool,
    pub round_winner: Option<Seat>,
    pub scores: Vec<i64>,
    pub game_over: bool,
    pub game_winners: Vec<Seat>,
    /// R15.6: the team of every seat (absent without teams).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<u8>>,
    /// R15.3: the team of the round's winner (absent without teams).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round_winning_team: Option<u8>,
    /// R15.4: the teams of the game's winners (absent without teams).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub game_winning_teams: Vec<u8>,
}

impl ScenarioState {
    /// The referee's picture of `game`.
    pub fn of(game: &Game) -> ScenarioState {
        ScenarioState {
            round: game.round(),
            to_act: game.to_act(),
            pending: game.pending(),
            direction: game.direction(),
            top: game.discard_pile().last().copied(),
            color: game.color(),
            hands: Seat::all(game.players())
                .map(|s| game.hand(s).to_vec())
                .collect(),
            draw_pile_size: game.draw_pile_size(),
            penalty: game.penalty(),
            exposed: game.exposed().into_iter().collect(),
            round_over: game.round_over(),
            round_winner: game.round_winner(),
            scores: game.scores().to_vec(),
            game_over: game.game_over(),
            game_winners: game.game_winners(),
            teams: game.teams(),
            round_winning_team: game.round_winning_team(),
            game_winning_teams: game.winning_teams(),
        }
    }
}

/// What running a scenario gives (SCENARIOS.md "Output").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScenarioOutput {
    /// Every action was applied.
    pub ok: bool,
    /// How many actions were applied (those before a rejected one).
    pub applied: usize,
    pub error: Option<Rejection>,
    /// The state after the last applied action.
    pub state: ScenarioState,
    /// Everything that happened, start-up included, as the referee sees it.
    pub events: Vec<RefereeEvent>,
}

impl ScenarioOutput {
    /// 0 when every action was applied, 1 when one was rejected.
    pub fn exit_code(&self) -> u8 {
        if self.ok {
            0
        } else {
            1
        }
    }

    /// Pretty JSON, as `uno scenario` prints it.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("the output always serializes")
    }
}

impl Scenario {
    /// The engine's [`Setup`] for this scenario.
    pub fn setup(&self) -> Result<Setup, ScenarioError> {
        let rules = self.rules.resolve().map_err(|error| ScenarioError::Rules {
            path: rules_error_path(&self.rules, &error),
            error,
        })?;
        let start = match (&self.deck, &self.position) {
            (Some(_), Some(_)) => return Err(ScenarioError::DeckAndPosition),
            (None, Some(p)) => Start::Position(p.clone()),
            (deck, None) => Start::Deal {
                top: deck.clone().unwrap_or_default(),
            },
        };
        Ok(Setup {
            rules,
            players: self.players,
            seed: self.seed,
            dealer: self.dealer,
            start,
        })
    }

    /// Builds the starting game, reporting start-up events to `events`.
    pub fn build(&self, events: &mut Vec<Event>) -> Result<Game, ScenarioError> {
        let setup = self.setup()?;
        setup.build(events).map_err(|error| {
            let path = match &error {
                SetupError::Players(_) | SetupError::TeamPlayers(_) => "players",
                SetupError::Rules(_) | SetupError::DeckTooSmall { .. } => "rules",
                SetupError::Seat(_) if self.position.is_none() => "dealer",
                _ if self.position.is_some() => "position",
                _ => "deck",
            };
            ScenarioError::Setup {
                path: path.into(),
                error,
            }
        })
    }

    /// Runs the scenario: builds the game and applies the actions in order,
    /// stopping at the first rejected one (R4.4: it changes nothing, so the
    /// state reported is the state just before it).
    pub fn run(&self) -> Result<ScenarioOutput, ScenarioError> {
        let (game, out) = self.run_game()?;
        drop(game);
        Ok(out)
    }

    /// Like [`Scenario::run`], also handing back the game as it ends.
    pub fn run_game(&self) -> Result<(Game, ScenarioOutput), ScenarioError> {
        let mut events = Vec::new();
        let mut game = self.build(&mut events)?;
        let mut error = None;
        let mut applied = 0;
        for (i, a) in self.actions.iter().enumerate() {
            if a.by.index() >= game.players() {
                // Only a hand-built Scenario can get here: parse checks seats.
                return Err(ScenarioError::SeatOutsideTable {
                    path: join(&index("actions", i), "by"),
                    seat: a.by.get().into(),
                    players: game.players(),
                });
            }
            match game.apply(a.by, &a.action, &mut events) {
                Ok(()) => applied += 1,
                Err(e) => {
                    error = Some(Rejection {
                        index: i,
                        code: e.code(),
                        message: e.to_string(),
                        error: e,
                    });
                    break;
                }
            }
        }
        let out = ScenarioOutput {
            ok: error.is_none(),
            applied,
            error,
            state: ScenarioState::of(&game),
            events: events.iter().map(Event::referee).collect(),
        };
        Ok((game, out))
    }
}
