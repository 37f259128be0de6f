//! Unvalidated starting points ([`Setup`]) and their validation into a
//! [`Game`]: a deal (R2, R3) or a position (SCENARIOS.md).

use serde::{Deserialize, Serialize};

use crate::action::Seat;
use crate::card::{Card, CardCounts, Color, NUM_TYPES};
use crate::error::SetupError;
use crate::event::EventSink;
use crate::game::{Direction, Game, Phase};
use crate::rules::Rules;

/// A position to start from (SCENARIOS.md `position`). May be nonsense:
/// [`Setup::build`] checks it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    pub hands: Vec<Vec<Card>>,
    /// Bottom first: the last card is the top.
    pub discard: Vec<Card>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<Color>,
    /// Top first; when absent, the rest of the deck shuffled by the seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_pile: Option<Vec<Card>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_act: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub direction: Option<Direction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
}

/// How a round starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A deal (R2.3) from a deck whose top cards are `top` (top first), the
    /// rest shuffled by the seed.
    Deal {
        top: Vec<Card>,
    },
    Position(Position),
}

/// Everything needed to start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub players: usize,
    pub seed: u64,
    /// The dealing seat; `None`: R2.2's draw (or the rules' fixed dealer).
    pub dealer: Option<Seat>,
    pub start: Start,
}

fn count_cards<'a>(cards: impl IntoIterator<Item = &'a Card>) -> [usize; NUM_TYPES] {
    let mut k = [0usize; NUM_TYPES];
    for c in cards {
        k[c.index()] += 1;
    }
    k
}

fn check_copies(rules: &Rules, k: &[usize; NUM_TYPES]) -> Result<(), SetupError> {
    for c in Card::all() {
        let have = k[c.index()];
        let deck = rules.count(c);
        if have > deck as usize {
            return Err(SetupError::TooManyCopies {
                card: c,
                have,
                deck,
            });
        }
    }
    Ok(())
}

impl Setup {
    /// Validates the setup and starts the game, reporting start-up events.
    pub fn build<E: EventSink>(&self, ev: &mut E) -> Result<Game, SetupError> {
        let n = self.players;
        if !(2..=10).contains(&n) {
            return Err(SetupError::Players(n));
        }
        if let Some(d) = self.dealer {
            if d.index() >= n {
                return Err(SetupError::Seat(d));
            }
        }
        match &self.start {
            Start::Deal { top } => {
                check_copies(&self.rules, &count_cards(top))?;
                let mut g = Game::blank(self.rules.clone(), n, self.seed)?;
                if top.is_empty() {
                    return Game::new_with_events(
                        self.rules.clone(),
                        n,
                        self.seed,
                        self.dealer,
                        ev,
                    );
                }
                self.rules.check_deal(n)?;
                let dealer = match self.dealer.or(self.rules.dealer()) {
                    Some(d) if d.index() < n => d,
                    Some(d) => return Err(SetupError::Seat(d)),
                    // R2.2: the draw for dealer, as `Game::new` makes it.
                    None => g.draw_for_dealer(ev),
                };
                g.fill_pile(top);
                g.begin_round(dealer, ev);
                Ok(g)
            }
            Start::Position(p) => self.build_position(p),
        }
    }

    fn build_position(&self, p: &Position) -> Result<Game, SetupError> {
        let n = self.players;
        // Later rounds are dealt from the whole deck (R2.3): it must hold a deal.
        self.rules.check_deal(n)?;
        let bad = |m: String| Err(SetupError::Position(m));
        if p.hands.len() != n {
            return bad(format!("{} hands for {n} players", p.hands.len()));
        }
        let lhl = self.rules.players_leave_when_out();
        for (s, h) in p.hands.iter().enumerate() {
            if h.is_empty() && !lhl {
                return bad(format!(
                    "seat {s} has an empty hand (only possible under last_holding_loses)"
                ));
            }
        }
        let active = p.hands.iter().filter(|h| !h.is_empty()).count();
        if active < 2 {
            return bad("at least two players must hold cards".into());
        }
        let Some(&top) = p.discard.last() else {
            return bad("the discard pile is empty".into());
        };
        let color = match (top.color(), p.color) {
            (Some(c), None) => c,
            (Some(c), Some(given)) if c == given => c,
            (Some(c), Some(given)) => {
                return bad(format!(
                    "color {given} does not match the top card {top} ({c})"
                ))
            }
            (None, Some(given)) => given,
            (None, None) => return bad(format!("color is required when the top card is {top}")),
        };
        let to_act = p.to_act.unwrap_or_default();
        for (what, seat) in [("to_act", Some(to_act)), ("dealer", p.dealer)] {
            if let Some(s) = seat {
                if s.index() >= n {
                    let _ = what;
                    return Err(SetupError::Seat(s));
                }
            }
        }
        if p.hands[to_act.index()].is_empty() {
            return bad(format!("to_act seat {to_act} holds no cards"));
        }
        if let Some(sc) = &p.scores {
            if sc.len() != n {
                return bad(format!("{} scores for {n} players", sc.len()));
            }
            // R15.4: a team's total is one number, on both partners' rows.
            for s in Seat::all(n) {
                if let Some(q) = self.rules.partner(s, n) {
                    if sc[s.index()] != sc[q.index()] {
                        return bad(format!(
                            "seats {s} and {q} are partners but their scores differ (R15.4: a team has one total)"
                        ));
                    }
                }
            }
        }
        if p.round == Some(0) {
            return bad("round numbers start at 1".into());
        }
        let listed = p
            .hands
            .iter()
            .flatten()
            .chain(&p.discard)
            .chain(p.draw_pile.iter().flatten());
        let used = count_cards(listed);
        check_copies(&self.rules, &used)?;

        let mut g = Game::blank(self.rules.clone(), n, self.seed)?;
        g.round = p.round.unwrap_or(1);
        // The position's round draws from its own generator.
        g.reseed(g.round);
        for (s, h) in Seat::all(p.hands.len()).zip(&p.hands) {
            g.hands[s.index()] = CardCounts::from_cards(h.iter().copied());
            if h.is_empty() {
                // SCENARIOS positions: an empty hand went out before the
                // scenario began (R13 `last_holding_loses`), in seat
                // order; the first of them is the round's winner.
                g.out.insert(s);
                g.first_out.get_or_insert(s);
            }
        }
        g.discard = p.discard.clone();
        match &p.draw_pile {
            Some(d) => g.set_draw_pile(d.iter().rev().copied().collect()),
            None => {
                let in_play: Vec<Card> = p
                    .hands
                    .iter()
                    .flatten()
                    .chain(&p.discard)
                    .copied()
                    .collect();
                // The rest of the deck, shuffled by the round's seed.
                g.fill_pile(&in_play);
                g.draw.drop_top(in_play.len());
            }
        }
        g.color = Some(color);
        g.dir = p.direction.unwrap_or(Direction::Cw);
        // The seat before the one to act, as if it had dealt (R2.4).
        let default_dealer = to_act.step(Direction::Ccw, n);
        g.dealer = p.dealer.or(self.dealer).unwrap_or(default_dealer);
        if let Some(sc) = &p.scores {
            g.scores[..n].copy_from_slice(sc);
        }
        g.phase = Phase::Turn {
            seat: to_act,
            exposed: None,
        };
        Ok(g)
    }
}
