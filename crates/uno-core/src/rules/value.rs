//! The [`Rules`] value (R14): its fields, a deck preset's defaults
//! ([`Rules::preset`]), its validation, and read access to its plain
//! (non-house) values. Reading it from a file is in `spec.rs`; the
//! questions it answers are in `questions.rs`.

use serde::{Deserialize, Serialize};

use super::effect::WcRule;
use super::house::House;
use super::presets::DeckPreset;
use super::scoring::{GameEnd, Scoring, ScoringMethod};
use super::teams::Teams;
use crate::card::{Card, CardCounts, MAX_CUSTOM, NUM_TYPES};
use crate::error::{RulesError, SetupError};
use crate::seat::Seat;

/// R3: how the first card of a round is treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstCard {
    Official,
    AsDealerPlayed,
    IgnoreActions,
}

/// A game's complete rules (R14). The only ways in are [`RulesSpec::resolve`]
/// (and what calls it: [`Rules::named`], [`Rules::from_spec`],
/// [`Rules::from_toml`], [`Rules::from_json`]) and [`Rules::preset`]; the
/// fields are private to the rules module, so every value of this type has
/// been validated.
///
/// The value answers the questions the engine, views and bots ask (what
/// may be stacked on what, who may jump in with what, may a hand finish
/// with this card, what a card does, which decisions can arise), so no
/// code outside this module reads a house-rule switch (R13).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The deck preset this table starts from (for printing).
    pub(super) preset: DeckPreset,
    /// Card counts per type (R1, or a custom deck).
    pub(super) deck: [u8; NUM_TYPES],
    pub(super) first_card: FirstCard,
    pub(super) hand_size: u8,
    /// R8.2: whether a W+4 may be challenged.
    pub(super) challenge: bool,
    /// R2.2 option: a fixed dealer seat for round 1 instead of the draw.
    pub(super) dealer: Option<Seat>,
    pub(super) badtz_maru_counts_self: bool,
    pub(super) zero_counts_ten: bool,
    pub(super) house: House,
    pub(super) scoring: Scoring,
    /// Rules of `WC1`, `WC2`, … in order.
    pub(super) wc: Vec<WcRule>,
    /// R15: partnerships.
    pub(super) teams: Teams,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::preset(DeckPreset::Classic)
    }
}

impl Rules {
    /// The rules of a deck preset with its defaults (R1, R3, R8.5, R12).
    pub fn preset(p: DeckPreset) -> Rules {
        let mut r = Rules {
            preset: p,
            deck: p.counts(),
            first_card: FirstCard::Official,
            hand_size: 7,
            challenge: true,
            dealer: None,
            badtz_maru_counts_self: false,
            zero_counts_ten: false,
            house: House::default(),
            scoring: Scoring {
                method: ScoringMethod::WinnerTakesAll,
                target: 500,
                game_end: GameEnd::Target,
            },
            wc: Vec::new(),
            teams: Teams::None,
        };
        match p {
            DeckPreset::ShuffleHands => {
                r.wc = vec![
                    WcRule::honour("Next player: tell a joke"),
                    WcRule::honour("Next player: sing a line of a song"),
                    WcRule::honour("Next player: say UNO backwards three times"),
                ];
            }
            DeckPreset::MarioKart => {
                r.first_card = FirstCard::IgnoreActions;
                r.scoring.method = ScoringMethod::None;
            }
            _ => {}
        }
        r
    }

    /// Total number of cards in the deck.
    pub fn deck_size(&self) -> usize {
        self.deck.iter().map(|&n| n as usize).sum()
    }

    /// R2.3: the deck deals `players` hands of [`Rules::hand_size`] and
    /// turns a first card, and (R15.1) the teams can be formed at that
    /// table, or this says why not. Every way of starting a game asks it.
    pub fn check_deal(&self, players: usize) -> Result<(), SetupError> {
        self.teams.check_players(players)?;
        let needed = self.hand_size() as usize * players + 1;
        if self.deck_size() < needed {
            return Err(SetupError::DeckTooSmall {
                deck: self.deck_size(),
                hand: self.hand_size(),
                players: players as u8,
            });
        }
        Ok(())
    }

    pub(super) fn validate(&self) -> Result<(), RulesError> {
        if let Some((a, b)) = self.house.conflict() {
            return Err(RulesError::HouseConflict(a.name(), b.name()));
        }
        if self.scoring.game_end == GameEnd::Elimination
            && self.scoring.method != ScoringMethod::Penalty
        {
            return Err(RulesError::EliminationNeedsPenalty);
        }
        if self.teams.on() {
            // R15.4, R15.5: modes that are not played by teams.
            if self.scoring.game_end == GameEnd::Elimination {
                return Err(RulesError::TeamsElimination);
            }
            if self.players_leave_when_out() {
                return Err(RulesError::TeamsLastHoldingLoses);
            }
        }
        if self.hand_size == 0 {
            return Err(RulesError::HandSize);
        }
        if self.scoring.target == 0 {
            return Err(RulesError::Target);
        }
        if self.deck_size() == 0 {
            return Err(RulesError::EmptyDeck);
        }
        if self.deck_size() == self.deck[Card::WILD_DRAW_FOUR.index()] as usize {
            return Err(RulesError::NoStartingCard);
        }
        if self.wc.len() > MAX_CUSTOM as usize {
            return Err(RulesError::TooManyWcRules(self.wc.len()));
        }
        for n in 1..=MAX_CUSTOM {
            let c = Card::custom(n);
            if self.deck[c.index()] > 0 && self.wc.len() < n as usize {
                return Err(RulesError::MissingWcRule(c.to_string()));
            }
        }
        Ok(())
    }
}

impl Rules {
    /// R12.2, R13: whether the game keeps a score. Not under scoring
    /// `none` (one round is the whole game), nor under `last_holding_loses`,
    /// whose "scoring is `none`" whatever method is set (see
    /// [`Rules::unused_scoring`]). What a front end asks before it shows
    /// scores or a target.
    pub fn keeps_score(&self) -> bool {
        self.scoring.method != ScoringMethod::None && !self.players_leave_when_out()
    }

    /// R13 `last_holding_loses`: "That player loses: scoring is `none`,
    /// `round_winner` is the first player out, and every other player is a
    /// game winner" (R12.2 `none`: one round is the whole game). A scoring
    /// method other than `none`, a target or a game end set with it is
    /// then not used; this is the one place that says so, for every tool
    /// that resolves rules from what a user gave (`uno sim`, `uno arena`,
    /// `uno rules check`) to warn on standard error. A warning, not an
    /// error: saved rooms and scenario files carry the deck preset's own
    /// scoring explicitly, and so does a rules file printed back. So a
    /// value equal to the deck preset's default (`winner_takes_all`,
    /// target 500, game end `target` on the classic deck) is not reported:
    /// it cannot be told from one written out by the tools. `None` without
    /// `last_holding_loses` or when nothing else was asked for.
    pub fn unused_scoring(&self) -> Option<String> {
        if !self.players_leave_when_out() {
            return None;
        }
        let base = Rules::preset(self.preset).scoring;
        let s = self.scoring;
        let mut unused = Vec::new();
        if s.method != ScoringMethod::None && s.method != base.method {
            unused.push(format!("scoring {}", s.method.name()));
        }
        if s.target != base.target {
            unused.push(format!("target {}", s.target));
        }
        if s.game_end != base.game_end {
            unused.push(format!("game end {}", s.game_end));
        }
        if unused.is_empty() {
            return None;
        }
        let (list, verb) = match unused.len() {
            1 => (unused[0].clone(), "is"),
            _ => (unused.join(", "), "are"),
        };
        Some(format!(
            "{list} {verb} not used: under last_holding_loses one round is the whole game, \
             the player left holding cards loses and every other player wins, unscored \
             (R13: \"scoring is `none`\"; R12.2)"
        ))
    }
}

/// Read access to the plain (non-house) values of R1–R12 and R14.
impl Rules {
    /// The deck preset these rules start from (R1; for printing).
    pub fn deck_preset(&self) -> DeckPreset {
        self.preset
    }
    /// Card counts per type, indexed by [`Card::index`] (R1, R14).
    pub fn deck(&self) -> &[u8; NUM_TYPES] {
        &self.deck
    }
    /// How many cards of type `card` the deck holds (R1, R14).
    #[inline]
    pub fn count(&self, card: Card) -> u8 {
        self.deck[card.index()]
    }
    /// Whether the deck holds at least one `card` (R1, R14).
    #[inline]
    pub fn in_deck(&self, card: Card) -> bool {
        self.count(card) > 0
    }
    /// R3: how the first card of a round is treated.
    pub fn first_card(&self) -> FirstCard {
        self.first_card
    }
    /// R2.3: cards dealt to each player.
    pub fn hand_size(&self) -> u8 {
        self.hand_size
    }
    /// R2.2 option: a fixed dealer seat for round 1 instead of the draw.
    pub fn dealer(&self) -> Option<Seat> {
        self.dealer
    }
    /// R12: how points are counted and when the game ends.
    pub fn scoring(&self) -> Scoring {
        self.scoring
    }
    /// R15: the partnerships (`Teams::None`: each for themselves).
    #[inline]
    pub fn teams(&self) -> Teams {
        self.teams
    }
    /// R15.1: the team of `seat` at a table of `players`; `None` without
    /// teams.
    #[inline]
    pub fn team_of(&self, seat: Seat, players: usize) -> Option<u8> {
        self.teams.team_of(seat, players)
    }
    /// R15.1: the partner of `seat` at a table of `players`; `None`
    /// without teams.
    #[inline]
    pub fn partner(&self, seat: Seat, players: usize) -> Option<Seat> {
        self.teams.partner(seat, players)
    }
    /// R8.5/R14: the rules of `WC1`, `WC2`, … in order.
    pub fn wc(&self) -> &[WcRule] {
        &self.wc
    }
    /// R8.2: whether a single W+4 may be challenged (a stacked one never
    /// may, R13 `stack_draw_four`).
    #[inline]
    pub fn challenge_allowed(&self) -> bool {
        self.challenge
    }
    /// R8.6: whether the Badtz-Maru's player counts among those with the
    /// fewest cards.
    #[inline]
    pub fn badtz_maru_counts_self(&self) -> bool {
        self.badtz_maru_counts_self
    }
    /// R12.1: the points a card scores in a hand (a 0 counts 10 under the
    /// `zero_counts_ten` option).
    #[inline]
    pub fn card_points(&self, card: Card) -> u32 {
        card.points(self.zero_counts_ten)
    }
    /// R12.1: the points of a whole hand ([`Rules::card_points`] summed).
    #[inline]
    pub fn hand_points(&self, hand: &CardCounts) -> u32 {
        hand.points(self.zero_counts_ten)
    }
    /// The names of the R13 house rules that are on, in R13's order (for
    /// display and the file form; code asks the questions below instead).
    pub fn house_rules(&self) -> Vec<&'static str> {
        self.house.iter().map(|r| r.name()).collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{GameEnd, Rules, RulesSpec, ScoringMethod};

    fn lhl(preset: &str, method: Option<ScoringMethod>) -> RulesSpec {
        let mut s = RulesSpec {
            preset: Some(preset.into()),
            house: vec!["last_holding_loses".into()],
            ..RulesSpec::default()
        };
        s.scoring.method = method;
        s
    }

    /// R13 last_holding_loses: "scoring is `none`". An explicit other
    /// method (or target, game end) is reported as not used; the deck
    /// preset's own default, as saved rooms and printed rules carry it,
    /// and `none` are not; without the house rule nothing is.
    #[test]
    fn last_holding_loses_reports_a_scoring_it_does_not_use() {
        let w = lhl("classic", Some(ScoringMethod::Penalty))
            .resolve()
            .unwrap()
            .unused_scoring()
            .expect("penalty is not used");
        assert!(w.starts_with("scoring penalty is not used"), "{w}");
        assert!(w.contains("R13"), "{w}");
        let mut s = lhl("classic", Some(ScoringMethod::Penalty));
        s.scoring.target = Some(200);
        s.scoring.game_end = Some(GameEnd::Elimination);
        let w = s.resolve().unwrap().unused_scoring().unwrap();
        assert!(
            w.starts_with("scoring penalty, target 200, game end elimination are not used"),
            "{w}"
        );
        for quiet in [
            lhl("classic", None),
            lhl("classic", Some(ScoringMethod::WinnerTakesAll)),
            lhl("classic", Some(ScoringMethod::None)),
            lhl("mario-kart", Some(ScoringMethod::None)),
            // A printed-back spec (what a saved room holds) is quiet too.
            lhl("killer", None).resolve().unwrap().to_spec(),
        ] {
            let r = quiet.resolve().unwrap();
            assert_eq!(r.unused_scoring(), None, "{quiet:?}");
        }
        let mut plain = lhl("classic", Some(ScoringMethod::Penalty));
        plain.house.clear();
        assert_eq!(plain.resolve().unwrap().unused_scoring(), None);
        // R12.2, R13: no score is kept under either.
        assert!(plain.resolve().unwrap().keeps_score());
        assert!(!lhl("classic", Some(ScoringMethod::Penalty))
            .resolve()
            .unwrap()
            .keeps_score());
        assert!(!lhl("classic", None).resolve().unwrap().keeps_score());
        assert!(!Rules::named("mario-kart").unwrap().keeps_score());
        assert!(Rules::named("classic").unwrap().keeps_score());
        // Mario Kart scores `none` by default: winner_takes_all there was
        // asked for.
        let w = lhl("mario-kart", Some(ScoringMethod::WinnerTakesAll))
            .resolve()
            .unwrap()
            .unused_scoring();
        assert!(w.is_some_and(|w| w.starts_with("scoring winner_takes_all")));
    }
}
