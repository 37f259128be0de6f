//! Typed errors with stable codes (SCENARIOS.md "Output").
//!
//! A leaf of the crate: it depends on cards and seats alone, so the rules, the game
//! and the setup can all return these errors without importing each
//! other ([`RulesError`] is also `uno_core::rules::RulesError`).

use crate::card::Card;
use crate::seat::Seat;

/// A refusal in no language: a reason id and its arguments, so that each
/// reader's client words it in its own language (issue 32: the server
/// sends codes and data). A client looks up `problem-<reason>` with
/// `args` and falls back on the error's English text for a reason it
/// does not know. The reasons are stable, like the codes.
/// Serialized as `{"reason": "deck-too-small", "args": {"deck": 108, …}}`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Problem {
    pub reason: &'static str,
    #[serde(serialize_with = "args_as_map")]
    pub args: Vec<(&'static str, ProblemArg)>,
}

fn args_as_map<S: serde::Serializer>(
    args: &[(&'static str, ProblemArg)],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_map(args.iter().map(|(k, v)| (k, v)))
}

/// One argument of a [`Problem`]: numbers stay numbers, so that a
/// language can choose its plural form.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(untagged)]
pub enum ProblemArg {
    Num(i64),
    Text(String),
}

impl Problem {
    fn new(reason: &'static str) -> Problem {
        Problem {
            reason,
            args: Vec::new(),
        }
    }

    fn num(mut self, name: &'static str, n: impl TryInto<i64>) -> Problem {
        let n = n.try_into().unwrap_or(i64::MAX);
        self.args.push((name, ProblemArg::Num(n)));
        self
    }

    fn text(mut self, name: &'static str, t: impl ToString) -> Problem {
        self.args.push((name, ProblemArg::Text(t.to_string())));
        self
    }
}

/// Why an action was rejected. The game is unchanged after any of these
/// (R4.4: no penalty is applied in software).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    #[error("seat {0} is not at this table")]
    NoSuchSeat(Seat),
    #[error("the game is over")]
    GameOver,
    #[error("the round is over: only next_round is possible")]
    RoundOver,
    #[error("the round is not over yet")]
    RoundNotOver,
    #[error("seat {by} cannot act now: the game waits for seat {to_act} (R4.4)")]
    NotYourTurn { by: Seat, to_act: Seat },
    #[error("the game waits for {expected}, not {verb}")]
    DecisionPending {
        verb: &'static str,
        expected: &'static str,
    },
    #[error("pass is only possible right after drawing a playable card (R6.2)")]
    PassNotAllowed,
    #[error("no single Wild Draw Four waits to be challenged (R8.2, R13)")]
    CannotChallenge,
    #[error("{0} is not in the hand")]
    CardNotInHand(Card),
    #[error("{card} cannot be played now: {why}")]
    CardNotPlayable { card: Card, why: &'static str },
    #[error("a colour must be named with {0} (R5.3)")]
    ColorRequired(Card),
    #[error("seat {target} is not a valid target: {why}")]
    InvalidTarget { target: Seat, why: &'static str },
    #[error("several cards at once: {0}")]
    MultiPlayNotAllowed(&'static str),
    #[error(
        "the last card may not be an action or wild card (R13 no_action_finish): draw instead"
    )]
    ActionFinishNotAllowed,
}

impl ActionError {
    /// The stable code of SCENARIOS.md.
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::NoSuchSeat(_) => "no_such_seat",
            ActionError::GameOver => "game_over",
            ActionError::RoundOver => "round_over",
            ActionError::RoundNotOver => "round_not_over",
            ActionError::NotYourTurn { .. } => "not_your_turn",
            ActionError::DecisionPending { .. } => "decision_pending",
            ActionError::PassNotAllowed => "pass_not_allowed",
            ActionError::CannotChallenge => "cannot_challenge",
            ActionError::CardNotInHand(_) => "card_not_in_hand",
            ActionError::CardNotPlayable { .. } => "card_not_playable",
            ActionError::ColorRequired(_) => "color_required",
            ActionError::InvalidTarget { .. } => "invalid_target",
            ActionError::MultiPlayNotAllowed(_) => "multi_play_not_allowed",
            ActionError::ActionFinishNotAllowed => "action_finish_not_allowed",
        }
    }
}

/// Why a setup (a deal or a position) cannot become a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{0} players: a game needs 2 to 10 (R2.1)")]
    Players(usize),
    #[error("invalid rules: {0}")]
    Rules(#[from] RulesError),
    #[error("the deck has {deck} cards, too few to deal {hand} to each of {players} players and turn a first card")]
    DeckTooSmall { deck: usize, hand: u8, players: u8 },
    #[error("{card} appears {have} {} but the deck has only {deck}", if *.have == 1 { "time" } else { "times" })]
    TooManyCopies { card: Card, have: usize, deck: u8 },
    #[error("position: {0}")]
    Position(String),
    #[error("seat {0} is outside the table")]
    Seat(Seat),
    /// R15.1: `teams = "pairs"` needs 4, 6, 8 or 10 players.
    #[error("{0} players: teams = \"pairs\" needs 4, 6, 8 or 10 players (R15.1)")]
    TeamPlayers(usize),
}

impl SetupError {
    /// The refusal in no language ([`Problem`]).
    pub fn problem(&self) -> Problem {
        match self {
            SetupError::Players(n) => Problem::new("players").num("count", *n),
            SetupError::Rules(r) => r.problem(),
            SetupError::DeckTooSmall {
                deck,
                hand,
                players,
            } => Problem::new("deck-too-small")
                .num("deck", *deck)
                .num("hand", *hand)
                .num("players", *players),
            SetupError::TooManyCopies { card, have, deck } => Problem::new("too-many-copies")
                .text("card", card)
                .num("have", *have)
                .num("deck", *deck),
            SetupError::Position(detail) => Problem::new("position").text("detail", detail),
            SetupError::Seat(seat) => Problem::new("seat").num("seat", seat.index() + 1),
            SetupError::TeamPlayers(n) => Problem::new("team-players").num("count", *n),
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            SetupError::Players(_) | SetupError::TeamPlayers(_) => "players",
            SetupError::Rules(r) => r.code(),
            SetupError::DeckTooSmall { .. } => "deck_too_small",
            SetupError::TooManyCopies { .. } => "too_many_copies",
            SetupError::Position(_) => "impossible_position",
            SetupError::Seat(_) => "seat_outside_table",
        }
    }
}

/// Why a rules value is not acceptable.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("unknown rules preset {0:?} (expected classic, shuffle-hands, hello-kitty, mario-kart, killer or german)")]
    UnknownPreset(String),
    #[error("unknown house rule {0:?} (see `uno rules`)")]
    UnknownHouseRule(String),
    /// R13: two house rules that exclude each other (such as
    /// `zero_rotates` and `zero_swap`), by their names.
    #[error("{0} and {1} cannot both be on (R13)")]
    HouseConflict(&'static str, &'static str),
    #[error("game_end = elimination needs scoring method penalty (R12.2)")]
    EliminationNeedsPenalty,
    /// R15.4: elimination (R12.2) is not played by teams.
    #[error("game_end = elimination cannot be played with teams (R15.4)")]
    TeamsElimination,
    /// R15.5: `last_holding_loses` (R13) is not played by teams.
    #[error("last_holding_loses cannot be played with teams (R15.5)")]
    TeamsLastHoldingLoses,
    #[error("hand_size must be at least 1")]
    HandSize,
    #[error("target must be at least 1")]
    Target,
    #[error("the deck lists {0} with count {1}, more than 255")]
    DeckCount(String, u32),
    #[error("bad deck entry: {0}")]
    DeckCard(String),
    #[error("the deck is empty")]
    EmptyDeck,
    #[error("the deck has no card that can start a round (R3 needs a card other than W+4)")]
    NoStartingCard,
    #[error("{0} is in the deck but has no rule (R14: give it one in `wc`)")]
    MissingWcRule(String),
    #[error("wc lists {0} rules, more than the 7 WC cards there can be")]
    TooManyWcRules(usize),
    #[error("{0}")]
    Parse(String),
}

impl RulesError {
    /// The refusal in no language ([`Problem`]).
    pub fn problem(&self) -> Problem {
        match self {
            RulesError::UnknownPreset(name) => Problem::new("unknown-preset").text("name", name),
            RulesError::UnknownHouseRule(name) => {
                Problem::new("unknown-house-rule").text("name", name)
            }
            RulesError::HouseConflict(a, b) => Problem::new("house-conflict")
                .text("first", a)
                .text("second", b),
            RulesError::EliminationNeedsPenalty => Problem::new("elimination-needs-penalty"),
            RulesError::TeamsElimination => Problem::new("teams-elimination"),
            RulesError::TeamsLastHoldingLoses => Problem::new("teams-last-holding-loses"),
            RulesError::HandSize => Problem::new("hand-size"),
            RulesError::Target => Problem::new("target"),
            RulesError::DeckCount(card, n) => Problem::new("deck-count")
                .text("card", card)
                .num("count", *n),
            RulesError::DeckCard(entry) => Problem::new("deck-card").text("entry", entry),
            RulesError::EmptyDeck => Problem::new("empty-deck"),
            RulesError::NoStartingCard => Problem::new("no-starting-card"),
            RulesError::MissingWcRule(card) => Problem::new("missing-wc-rule").text("card", card),
            RulesError::TooManyWcRules(n) => Problem::new("too-many-wc-rules").num("count", *n),
            RulesError::Parse(detail) => Problem::new("parse").text("detail", detail),
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            RulesError::UnknownPreset(_) => "unknown_preset",
            RulesError::UnknownHouseRule(_) => "unknown_house_rule",
            RulesError::Parse(_) => "parse_error",
            _ => "invalid_rules",
        }
    }
}

#[cfg(test)]
mod problem_tests {
    use super::*;

    /// Issue 32: a refusal goes out as a reason id and its arguments, the
    /// numbers as numbers (for plurals), the cards as codes.
    #[test]
    fn problems_carry_a_reason_and_typed_arguments() {
        let e = SetupError::DeckTooSmall {
            deck: 108,
            hand: 30,
            players: 4,
        };
        assert_eq!(
            serde_json::to_value(e.problem()).unwrap(),
            serde_json::json!({"reason": "deck-too-small", "args": {"deck": 108, "hand": 30, "players": 4}})
        );
        let e = SetupError::Rules(RulesError::HouseConflict("zero_rotates", "zero_swap"));
        assert_eq!(
            serde_json::to_value(e.problem()).unwrap(),
            serde_json::json!({"reason": "house-conflict", "args": {"first": "zero_rotates", "second": "zero_swap"}})
        );
        assert_eq!(SetupError::TeamPlayers(3).problem().reason, "team-players");
        assert_eq!(
            SetupError::Seat(Seat::new(0)).problem().args,
            vec![("seat", ProblemArg::Num(1))]
        );
    }
}
