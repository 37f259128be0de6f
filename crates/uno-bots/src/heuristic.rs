//! Rule-based play: one scoring heuristic, parameterised by a [`Style`].
//! `easy` and `medium` are two styles of it, and `hard` uses a third
//! (deterministic, uninformed) as the default policy of its playouts.
//! The numbers in the scores are [`Weights`]: `easy` and `medium` play
//! hand-set ones, and `hard`'s playouts play its own seat with weights
//! fitted against `medium` ([`Weights::TUNED`], [`Weights::TUNED_DUEL`];
//! `examples/tune.rs`).
//!
//! At an ordinary turn every playable card (and, under `multi_play`, every
//! multi-card play) gets a score; the best one is played, or the seat draws
//! when nothing scores above drawing. The score rewards, roughly in order:
//! going out (unless a hand-moving last card would hand the win to someone
//! else, R11.2); hurting a next player who is about to go out (Skip, Draw
//! Two, W+4, effects aimed at the next player); staying in the colour the
//! hand holds most of (R5); shedding points (R12.1); hand moves (R13 7/0,
//! R8.4) that leave us with fewer cards. It penalises spending a wild while
//! other cards can be played, and leaving only action or wild cards under
//! `no_action_finish`. Wild colours go to the colour the hand holds most,
//! or one the next player seems to lack.
//!
//! Other decisions: stack when a card can be stacked (R13); challenge a W+4
//! (R8.3) when the estimated chance that its player held the colour is
//! high enough; swap hands with the player holding the fewest cards; aim
//! chosen draws (Green Shell, R9; R14 `chosen`) at the leader; comply with
//! honour rules (R8.5); call UNO with the play; catch exposed players
//! (R10.2); jump in (R13) when the card is worth playing.

use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use smallvec::smallvec;
use uno_core::card::NUM_TYPES;
use uno_core::game::MAX_SEATS;
use uno_core::rules::{Effect, ScoringMethod, Target};
use uno_core::{
    Action, Card, CardCounts, CardMask, Color, Direction, Observation, Pending, Play, Rules, Seat,
};

use crate::knowledge::Knowledge;

/// The knobs that make one heuristic play at different strengths.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Chance of a uniformly random playable card at an ordinary turn.
    pub blunder: f64,
    /// Each play's score is perturbed by up to this much either way.
    pub noise: f32,
    /// Chance of not calling UNO with a play that leaves one card (R10.1).
    pub forget_uno: f64,
    /// Chance of letting a catch (R10.2) or a late UNO call pass.
    pub miss_catch: f64,
    /// Chance of letting a jump-in (R13) pass.
    pub miss_jump_in: f64,
    /// Chance of taking an honour rule's penalty instead of complying.
    pub honour_penalty: f64,
    /// Chance of a W+4 bluff (R5.4) when the next player is about to go out.
    pub bluff: f64,
    /// Challenge a W+4 (R8.3) above this estimated chance of guilt.
    pub challenge_at: f32,
    /// What plays, colours and draws are worth.
    pub weights: Weights,
}

impl Style {
    /// Plays carelessly: random slips, forgotten calls, missed catches.
    pub const EASY: Style = Style {
        blunder: 0.15,
        noise: 1.5,
        forget_uno: 0.25,
        miss_catch: 0.5,
        miss_jump_in: 0.5,
        honour_penalty: 0.25,
        bluff: 0.0,
        challenge_at: 0.45,
        weights: Weights::MEDIUM,
    };
    /// Plays every rule of thumb, uses the knowledge tracker, bluffs rarely.
    pub const MEDIUM: Style = Style {
        blunder: 0.0,
        noise: 0.0,
        forget_uno: 0.0,
        miss_catch: 0.0,
        miss_jump_in: 0.0,
        honour_penalty: 0.0,
        bluff: 0.25,
        challenge_at: 0.25,
        weights: Weights::MEDIUM,
    };
    /// The default policy of `hard`'s playouts: medium without its
    /// (rare) random choices.
    pub const PLAYOUT: Style = Style {
        bluff: 0.0,
        ..Style::MEDIUM
    };
}

/// The numbers behind the heuristic's scores: what a play, a colour, a
/// draw are worth. `easy` and `medium` play the hand-set
/// [`Weights::MEDIUM`]; `hard` plays its own seat in its playouts with
/// [`Weights::TUNED`], fitted against `medium` by `examples/tune.rs`.
/// Only the rules of the classic deck are tuned; what house rules add
/// (hand moves, items, `no_action_finish`) keeps fixed values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// R10-R13 threat of a hand of 2, 3 and 4 cards (1 for one card, 0
    /// from five): how close it is to going out.
    pub threat: [f32; 3],
    /// Per card of the played colour still held after the play (R5.1).
    pub keep_color: f32,
    /// For a colour the next player seems to lack.
    pub next_lacks: f32,
    /// Against the colour the next player named or played last.
    pub next_named: f32,
    /// Per point shed (R12.1); half of it per point held breaks ties
    /// between colours to name.
    pub points: f32,
    /// A Draw Two (R7.3): always, and times the next player's threat.
    pub draw_two: f32,
    pub draw_two_threat: f32,
    /// An honest W+4 (R7.5): always, and times the next player's threat.
    pub draw_four: f32,
    pub draw_four_threat: f32,
    /// Scales of the rules' card effects (skips and the like, R7, R14):
    /// always, times the next player's threat, times the leader's.
    pub effect: f32,
    pub effect_next: f32,
    pub effect_lead: f32,
    /// A Reverse with two players (a skip, R7.2): always, and times the
    /// threat; with more, times the next player's threat less the
    /// previous one's.
    pub reverse_duel: f32,
    pub reverse_duel_threat: f32,
    pub reverse_threat: f32,
    /// Against spending a wild while other cards are left.
    pub keep_wild: f32,
    /// Naming a colour: for one the next player lacks, against the one it
    /// named or played last.
    pub color_lacks: f32,
    pub color_named: f32,
    /// The score a play must beat to be made rather than drawing (R6.1),
    /// and to play a card just drawn rather than keep it (R6.2).
    pub draw: f32,
    pub pass: f32,
}

impl Weights {
    /// The hand-set weights of `easy` and `medium`.
    pub const MEDIUM: Weights = Weights {
        threat: [0.6, 0.3, 0.1],
        keep_color: 0.5,
        next_lacks: 1.0,
        next_named: 0.4,
        points: 0.02,
        draw_two: 0.8,
        draw_two_threat: 3.0,
        draw_four: 1.5,
        draw_four_threat: 4.0,
        effect: 1.0,
        effect_next: 1.0,
        effect_lead: 1.0,
        reverse_duel: 0.6,
        reverse_duel_threat: 2.0,
        reverse_threat: 1.5,
        keep_wild: 2.0,
        color_lacks: 1.2,
        color_named: 0.6,
        draw: -4.0,
        pass: -1.5,
    };

    /// Fitted for a table of three or more against `medium`.
    pub const TUNED: Weights = Weights {
        threat: [0.605, 0.323, 0.083],
        keep_color: 0.552,
        next_lacks: 1.035,
        next_named: 0.361,
        points: -0.036,
        draw_two: 0.412,
        draw_two_threat: 3.699,
        draw_four: 0.770,
        draw_four_threat: 3.032,
        effect: 0.895,
        effect_next: 1.198,
        effect_lead: 0.558,
        reverse_duel: 0.486,
        reverse_duel_threat: 1.960,
        reverse_threat: 1.371,
        keep_wild: 2.626,
        color_lacks: 1.094,
        color_named: 0.619,
        draw: -4.686,
        pass: -1.336,
    };

    /// Fitted for 1v1 against `medium`.
    pub const TUNED_DUEL: Weights = Weights {
        threat: [0.571, 0.334, 0.090],
        keep_color: 0.531,
        next_lacks: 0.963,
        next_named: 0.335,
        points: -0.019,
        draw_two: 0.507,
        draw_two_threat: 3.660,
        draw_four: 0.871,
        draw_four_threat: 3.447,
        effect: 1.038,
        effect_next: 1.386,
        effect_lead: 0.542,
        reverse_duel: 0.569,
        reverse_duel_threat: 1.632,
        reverse_threat: 1.318,
        keep_wild: 2.888,
        color_lacks: 1.133,
        color_named: 0.645,
        draw: -4.302,
        pass: -0.892,
    };

    /// The fitted weights for a table of `players`.
    pub fn tuned(players: usize) -> Weights {
        if players <= 2 {
            Weights::TUNED_DUEL
        } else {
            Weights::TUNED
        }
    }

    /// How many numbers [`Weights::to_array`] gives.
    pub const LEN: usize = 22;

    /// Names of the numbers of [`Weights::to_array`], in order.
    pub const NAMES: [&'static str; Weights::LEN] = [
        "threat2",
        "threat3",
        "threat4",
        "keep_color",
        "next_lacks",
        "next_named",
        "points",
        "draw_two",
        "draw_two_threat",
        "draw_four",
        "draw_four_threat",
        "effect",
        "effect_next",
        "effect_lead",
        "reverse_duel",
        "reverse_duel_threat",
        "reverse_threat",
        "keep_wild",
        "color_lacks",
        "color_named",
        "draw",
        "pass",
    ];

    /// All weights as numbers (for tuning).
    pub fn to_array(&self) -> [f32; Weights::LEN] {
        let w = self;
        [
            w.threat[0],
            w.threat[1],
            w.threat[2],
            w.keep_color,
            w.next_lacks,
            w.next_named,
            w.points,
            w.draw_two,
            w.draw_two_threat,
            w.draw_four,
            w.draw_four_threat,
            w.effect,
            w.effect_next,
            w.effect_lead,
            w.reverse_duel,
            w.reverse_duel_threat,
            w.reverse_threat,
            w.keep_wild,
            w.color_lacks,
            w.color_named,
            w.draw,
            w.pass,
        ]
    }

    /// The weights of [`Weights::to_array`]'s numbers.
    pub fn from_array(a: [f32; Weights::LEN]) -> Weights {
        Weights {
            threat: [a[0], a[1], a[2]],
            keep_color: a[3],
            next_lacks: a[4],
            next_named: a[5],
            points: a[6],
            draw_two: a[7],
            draw_two_threat: a[8],
            draw_four: a[9],
            draw_four_threat: a[10],
            effect: a[11],
            effect_next: a[12],
            effect_lead: a[13],
            reverse_duel: a[14],
            reverse_duel_threat: a[15],
            reverse_threat: a[16],
            keep_wild: a[17],
            color_lacks: a[18],
            color_named: a[19],
            draw: a[20],
            pass: a[21],
        }
    }

    /// R10-R13 threat: how close a hand of `size` cards is to going out.
    #[inline]
    fn threat(&self, size: usize) -> f32 {
        match size {
            0 | 1 => 1.0,
            2 => self.threat[0],
            3 => self.threat[1],
            4 => self.threat[2],
            _ => 0.0,
        }
    }
}

/// The value of a card's effects, split by whom they hit.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct EffectValue {
    /// Always.
    base: f32,
    /// Times the next player's threat.
    next: f32,
    /// Times the leader's threat.
    lead: f32,
}

/// What the heuristic needs to know of each card type under one rule set
/// (R14 makes every wild's behaviour data, so it is read from the rules).
#[derive(Clone, Debug)]
pub struct CardTable {
    key: usize,
    rules: Rules,
    /// Wilds that name a colour with the play (all but item boxes, R5.3).
    pub names_color: u64,
    /// Cards whose effects swap hands with a chosen player (R13 7/0, R14).
    pub swap: u64,
    /// Cards whose effects rotate hands (R13 zero_rotates, R14).
    pub rotate: u64,
    /// Cards whose effects shuffle hands (R8.4, R14).
    pub shuffle: u64,
    /// Cards whose effects reverse the direction (R7.2, R14).
    pub reverse: u64,
    /// Cards with a `chosen` draw or skip: aimed at a player (R9, R14).
    pub attack_chosen: u64,
    /// Cards that turn an item (R9).
    pub item: u64,

    value: [EffectValue; NUM_TYPES],
    /// R5.4/R9: the cards that count as holding each colour
    /// ([`Rules::color_mask`]: a held WIB counts as the colour in play).
    holds: [u64; 4],
    /// Cards a hand may finish with ([`Rules::may_finish_with`], R13
    /// `no_action_finish`).
    finish: u64,
    /// Whether some card may not finish a hand (R13 `no_action_finish`).
    finish_limited: bool,
}

impl CardTable {
    pub fn new(rules: &Rules) -> CardTable {
        let mut t = CardTable {
            key: rules as *const Rules as usize,
            rules: rules.clone(),
            names_color: 0,
            swap: 0,
            rotate: 0,
            shuffle: 0,
            reverse: 0,
            attack_chosen: 0,
            item: 0,
            value: [EffectValue::default(); NUM_TYPES],
            holds: Color::ALL.map(|col| rules.color_mask(col).0),
            finish: 0,
            finish_limited: Card::all().any(|c| !rules.may_finish_with(c)),
        };
        for c in Card::all() {
            let effects = rules.effects(c);
            if rules.names_color(c) {
                t.names_color |= c.bit();
            }
            if rules.may_finish_with(c) {
                t.finish |= c.bit();
            }
            let mut v = EffectValue::default();
            for e in &effects {
                match *e {
                    Effect::Draw(Target::Next, n) => {
                        v.base += 0.5 * n as f32;
                        v.next += n as f32;
                    }
                    Effect::Draw(Target::Previous, n) => v.base += 0.4 * n as f32,
                    Effect::Draw(Target::Chosen, n) => {
                        t.attack_chosen |= c.bit();
                        v.base += 0.5 * n as f32;
                        v.lead += n as f32;
                    }
                    Effect::Draw(Target::SelfSeat, n) => v.base -= 0.9 * n as f32,
                    Effect::Draw(Target::AllOthers, n) | Effect::EveryoneElseDraws(n) => {
                        v.base += n as f32;
                        v.lead += 0.5 * n as f32;
                    }
                    Effect::Skip(Target::Next) => {
                        v.base += 0.6;
                        v.next += 2.0;
                    }
                    Effect::Skip(Target::Chosen) => {
                        t.attack_chosen |= c.bit();
                        v.base += 0.5;
                        v.lead += 1.5;
                    }
                    Effect::Skip(Target::Previous) => v.base += 0.2,
                    Effect::Skip(Target::SelfSeat) => v.base -= 1.0,
                    Effect::Skip(Target::AllOthers) => {
                        v.base += 1.5;
                        v.next += 2.0;
                    }
                    Effect::Reverse => t.reverse |= c.bit(),
                    Effect::SwapHands(_) => t.swap |= c.bit(),
                    Effect::RotateHands => t.rotate |= c.bit(),
                    Effect::ShuffleHands => t.shuffle |= c.bit(),
                    Effect::ExtraTurn => v.base += 1.2,
                    Effect::FewestCardsDraw(n) => {
                        v.base += 0.5 * n as f32;
                        v.lead += n as f32;
                    }
                    Effect::RevealAndItem => {
                        t.item |= c.bit();
                        v.base += 0.8;
                    }
                    Effect::NameColor => {}
                    Effect::Honour { penalty, .. } => v.base += 0.1 * penalty as f32,
                }
            }
            t.value[c.index()] = v;
        }
        t
    }

    /// The table for `rules`, reusing `cache` when it is for the same
    /// rules (games cloned from one another share their rules' address).
    pub fn for_rules(cache: &mut Option<Arc<CardTable>>, rules: &Rules) -> Arc<CardTable> {
        CardTable::refresh(cache, rules);
        Arc::clone(cache.as_ref().expect("filled above"))
    }

    /// Makes `cache` hold the table for `rules`.
    pub fn refresh(cache: &mut Option<Arc<CardTable>>, rules: &Rules) {
        let key = rules as *const Rules as usize;
        match cache {
            Some(t) if t.key == key => {}
            Some(t) if t.rules == *rules => {
                let mut fresh = CardTable::clone(t);
                fresh.key = key;
                *cache = Some(Arc::new(fresh));
            }
            _ => *cache = Some(Arc::new(CardTable::new(rules))),
        }
    }

    /// R5.4/R9: the cards that count as holding `col`
    /// ([`Rules::color_mask`]).
    pub fn color_mask(&self, col: Color) -> CardMask {
        CardMask(self.holds[col as usize])
    }
    /// [`Rules::names_color`] (R5.3, R8.5, R9).
    pub fn names_color(&self, c: Card) -> bool {
        self.names_color & c.bit() != 0
    }
    pub fn moves_hands(&self, c: Card) -> bool {
        (self.swap | self.rotate | self.shuffle) & c.bit() != 0
    }
}

/// A Draw Two, for asking the rules about Draw Two penalties (R13).
const D2: Card = Card::draw_two(Color::Red);

/// The next seat still in the round from `s` in `dir`.
pub(crate) fn neighbour(obs: &Observation<'_>, s: Seat, dir: Direction) -> Seat {
    let n = obs.players() as Seat;
    let mut t = s;
    for _ in 0..n {
        t = match dir {
            Direction::Cw => (t + 1) % n,
            Direction::Ccw => (t + n - 1) % n,
        };
        if obs.is_active(t) {
            return t;
        }
    }
    s
}

/// The table as one seat sees it, summarised for scoring.
struct Ctx {
    w: Weights,
    active: usize,
    len: usize,
    /// Coloured cards held per colour.
    colors: [u8; 4],
    threat_next: f32,
    threat_prev: f32,
    threat_lead: f32,
    min_opp: usize,
    /// Cards an item box could turn (R9, R6.4: all but the top card).
    turnable: usize,
    /// Hand size of the seat whose hand would rotate to us.
    prev_size: usize,
    /// Cards in all active hands (for R8.4's expected share).
    in_hands: usize,
    /// R5.4: we hold the colour in play, so a W+4 would be a bluff.
    holds_cur: bool,
    /// Colours the next player probably lacks (bit per colour).
    next_lacks: u8,
    next_named: Option<Color>,
    /// Cards a hand may finish with (R13 `no_action_finish`).
    finish: u64,
    /// Whether some card may not finish a hand (R13 `no_action_finish`).
    finish_limited: bool,
    /// R13 `stack_draw_two`: a Draw Two may be stacked on a Draw Two.
    stacking_two: bool,
}

/// The public facts a decision reads, for any seat: from an observation,
/// or, to model another seat's decision, from tracked events.
#[derive(Clone, Copy, Debug)]
pub struct Seen {
    pub me: Seat,
    pub players: usize,
    pub sizes: [u8; MAX_SEATS],
    /// Seats out of the round (bit per seat).
    pub gone: u16,
    pub dir: Direction,
    pub top: Card,
    pub color: Option<Color>,
    /// Cards an item box could turn (R9, R6.4: all but the top card).
    pub turnable: usize,
}

impl Seen {
    pub fn of(obs: &Observation<'_>) -> Seen {
        let mut sizes = [0u8; MAX_SEATS];
        let mut gone = 0;
        for s in 0..obs.players() as Seat {
            sizes[s as usize] = obs.hand_size(s).min(255) as u8;
            if !obs.is_active(s) {
                gone |= 1 << s;
            }
        }
        Seen {
            me: obs.seat(),
            players: obs.players(),
            sizes,
            gone,
            dir: obs.direction(),
            top: obs.top(),
            color: obs.color(),
            turnable: obs.draw_pile_size() + obs.discard_pile().len().saturating_sub(1),
        }
    }

    pub fn is_active(&self, s: Seat) -> bool {
        self.gone & (1 << s) == 0
    }

    /// The next seat still in the round from `s` in `dir`.
    pub fn neighbour(&self, s: Seat, dir: Direction) -> Seat {
        let n = self.players as Seat;
        let mut t = s;
        for _ in 0..n {
            t = match dir {
                Direction::Cw => (t + 1) % n,
                Direction::Ccw => (t + n - 1) % n,
            };
            if self.is_active(t) {
                return t;
            }
        }
        s
    }

    /// The card types of `hand` playable at an ordinary turn: the rules'
    /// one definition ([`Rules::playable`]: R5, R5.4, R13
    /// `no_action_finish`), as [`Observation::playable_mask`] gives it for
    /// the seat's own hand.
    pub fn playable(&self, table: &CardTable, hand: &CardCounts) -> CardMask {
        table
            .rules
            .playable(self.top, self.color, hand.mask(), hand.len())
    }
}

impl Ctx {
    fn new(obs: &Observation<'_>, table: &CardTable, know: Option<&Knowledge>, w: &Weights) -> Ctx {
        Ctx::build(&Seen::of(obs), obs.hand(), table, know, w)
    }

    /// R5.4: whether `hand` holds a card of `col` (a WIB counts, R9).
    fn holds(table: &CardTable, hand: &CardCounts, col: Color) -> bool {
        hand.mask().0 & table.color_mask(col).0 != 0
    }

    fn build(
        seen: &Seen,
        hand: &CardCounts,
        table: &CardTable,
        know: Option<&Knowledge>,
        w: &Weights,
    ) -> Ctx {
        let me = seen.me;
        let next = seen.neighbour(me, seen.dir);
        let prev = seen.neighbour(me, seen.dir.flipped());
        let mut colors = [0u8; 4];
        for c in hand.mask().iter() {
            if let Some(col) = c.color() {
                colors[col as usize] += hand.count(c);
            }
        }
        let mut active = 0;
        let mut min_opp = usize::MAX;
        let mut in_hands = 0;
        for s in 0..seen.players as Seat {
            if !seen.is_active(s) {
                continue;
            }
            active += 1;
            let k = seen.sizes[s as usize] as usize;
            in_hands += k;
            if s != me {
                min_opp = min_opp.min(k);
            }
        }
        let min_opp = if min_opp == usize::MAX { 7 } else { min_opp };
        let holds_cur = seen.color.is_some_and(|col| Ctx::holds(table, hand, col));
        let mut next_lacks = 0;
        let mut next_named = None;
        if let Some(k) = know {
            for col in Color::ALL {
                if k.lacks_color(next, col) {
                    next_lacks |= 1 << col as u8;
                }
            }
            next_named = k.last_named(next).or(k.last_color(next));
        }
        let size = |s: Seat| seen.sizes[s as usize] as usize;
        Ctx {
            w: *w,
            turnable: seen.turnable,
            active,
            len: hand.len(),
            colors,
            threat_next: w.threat(size(next)),
            threat_prev: w.threat(size(prev)),
            threat_lead: w.threat(min_opp),
            min_opp,
            prev_size: size(prev),
            in_hands,
            holds_cur,
            next_lacks,
            next_named,
            finish: table.finish,
            finish_limited: table.finish_limited,
            stacking_two: table.rules.may_stack(D2, D2),
        }
    }
}

/// What the deterministic heuristic ([`Style::PLAYOUT`]) would do at an
/// ordinary turn holding `hand` in the situation `seen`: the card it would
/// play with the colour it would name, or `None` for a draw. One-card
/// plays only (under `multi_play` it may prefer several cards). The
/// model of other players' choices behind [`crate::knowledge::Belief`].
pub fn model_turn(
    table: &CardTable,
    seen: &Seen,
    hand: &CardCounts,
    know: Option<&Knowledge>,
) -> Option<(Card, Option<Color>)> {
    let ctx = Ctx::build(seen, hand, table, know, &Weights::MEDIUM);
    let mut best: Option<(f32, Card)> = None;
    for c in seen.playable(table, hand).iter() {
        if !Heuristic::allowed(&ctx, c) || (c.is_draw_four() && ctx.holds_cur) {
            continue;
        }
        let s = Heuristic::score(&ctx, table, hand, &[c]);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, c));
        }
    }
    match best {
        Some((s, c)) if s > ctx.w.draw => {
            let color = table.names_color(c).then(|| {
                let mut rem = *hand;
                rem.remove(c);
                Heuristic::best_color(&ctx, &rem)
            });
            Some((c, color))
        }
        _ => None,
    }
}

/// The rule-based policy (see the module docs).
#[derive(Clone, Debug)]
pub struct Heuristic {
    style: Style,
    rng: Pcg64Mcg,
    buf: Vec<Action>,
    table: Option<Arc<CardTable>>,
}

/// Plays scoring at or below this are never made (they lose on the spot).
const NEVER: f32 = -100.0;

impl Heuristic {
    pub fn new(style: Style, seed: u64) -> Heuristic {
        Heuristic {
            style,
            rng: Pcg64Mcg::seed_from_u64(seed),
            buf: Vec::new(),
            table: None,
        }
    }

    pub fn style(&self) -> &Style {
        &self.style
    }

    /// Plays with other weights from now on.
    pub fn set_weights(&mut self, weights: Weights) {
        self.style.weights = weights;
    }

    /// The card table for `rules`, moved out of the cache (no reference
    /// counting on this hot path); `put_table` puts it back.
    fn take_table(&mut self, rules: &Rules) -> Arc<CardTable> {
        CardTable::refresh(&mut self.table, rules);
        self.table.take().expect("filled by refresh")
    }

    fn put_table(&mut self, table: Arc<CardTable>) {
        self.table = Some(table);
    }

    fn roll(&mut self, p: f64) -> bool {
        p > 0.0 && self.rng.random_bool(p.min(1.0))
    }

    /// The best colour to name, with `hand` the cards kept.
    fn best_color(ctx: &Ctx, hand: &CardCounts) -> Color {
        let mut counts = [0f32; 4];
        for c in hand.mask().iter() {
            if let Some(col) = c.color() {
                counts[col as usize] +=
                    hand.count(c) as f32 + 0.5 * ctx.w.points * c.points(false) as f32;
            }
        }
        let mut best = Color::Red;
        let mut best_v = f32::MIN;
        for col in Color::ALL {
            let i = col as usize;
            let mut v = counts[i];
            if ctx.next_lacks & (1 << i) != 0 {
                v += ctx.w.color_lacks;
            }
            if ctx.next_named == Some(col) {
                v -= ctx.w.color_named;
            }
            if v > best_v {
                best_v = v;
                best = col;
            }
        }
        best
    }

    /// The score of playing `cards` (the last one on top) naming `color`.
    fn score(ctx: &Ctx, table: &CardTable, hand: &CardCounts, cards: &[Card]) -> f32 {
        let last = *cards.last().expect("a play has a card");
        let left = ctx.len - cards.len();
        let moves = table.moves_hands(last);
        if left == 0 && !moves {
            return 1000.0;
        }
        let mut rem = *hand;
        for &c in cards {
            rem.remove(c);
        }
        let mut s = cards.len() as f32;
        // Staying in a colour we hold (R5.1).
        if let Some(col) = last.color() {
            let i = col as usize;
            let kept = ctx.colors[i] as f32
                - cards.iter().filter(|c| c.color() == Some(col)).count() as f32;
            s += ctx.w.keep_color * kept;
            if ctx.next_lacks & (1 << i) != 0 {
                s += ctx.w.next_lacks;
            }
            if ctx.next_named == Some(col) {
                s -= ctx.w.next_named;
            }
        }
        // Shedding points (R12.1).
        s += ctx.w.points * cards.iter().map(|c| c.points(false)).sum::<u32>() as f32;
        // The card's own effect.
        if last.is_draw_two() {
            let k = if ctx.stacking_two { 0.7 } else { 1.0 };
            s += k * (ctx.w.draw_two + ctx.w.draw_two_threat * ctx.threat_next);
        } else if last.is_draw_four() {
            if ctx.holds_cur {
                // A bluff (R5.4): only when the next player is about to win.
                s += 1.0 + 3.0 * ctx.threat_next - 2.5;
            } else {
                s += ctx.w.draw_four + ctx.w.draw_four_threat * ctx.threat_next;
            }
        }
        let v = table.value[last.index()];
        let w = &ctx.w;
        s += w.effect * v.base
            + w.effect_next * v.next * ctx.threat_next
            + w.effect_lead * v.lead * ctx.threat_lead;
        if table.reverse & last.bit() != 0 {
            s += if ctx.active <= 2 {
                w.reverse_duel + w.reverse_duel_threat * ctx.threat_next
            } else {
                w.reverse_threat * (ctx.threat_next - ctx.threat_prev)
            };
        }
        if moves {
            let after = if table.swap & last.bit() != 0 {
                ctx.min_opp
            } else if table.rotate & last.bit() != 0 {
                ctx.prev_size
            } else {
                // R8.4: a fair share of all cards.
                (ctx.in_hands - cards.len()) / ctx.active.max(1)
            };
            if left == 0 {
                // R11.2: our empty hand goes to someone else.
                return NEVER / 2.0 + 0.8 * (left as f32 - after as f32);
            }
            s += 0.8 * (left as f32 - after as f32);
        }
        // R9 with almost every card in the hands, the item is known and
        // may come back every turn (a Mushroom loop): keep the box.
        if table.item & last.bit() != 0 && ctx.turnable <= 2 {
            s -= 6.0;
        }
        // Wilds are worth keeping while other cards can be played.
        if last.is_wild() && left > 1 {
            s -= w.keep_wild;
        }
        // R13 no_action_finish: do not keep only cards we cannot end on.
        if ctx.finish_limited && left <= 2 && !rem.iter().any(|c| ctx.finish & c.bit() != 0) {
            s -= if left == 1 { 4.0 } else { 1.5 };
        }
        s
    }

    fn play_action(
        &mut self,
        ctx: &Ctx,
        table: &CardTable,
        hand: &CardCounts,
        cards: &[Card],
    ) -> Action {
        let last = *cards.last().expect("a play has a card");
        let mut p = Play {
            cards: cards.iter().copied().collect(),
            color: None,
            target: None,
            uno: false,
        };
        if table.names_color(last) {
            let mut rem = *hand;
            for &c in cards {
                rem.remove(c);
            }
            p.color = Some(Heuristic::best_color(ctx, &rem));
        }
        p.uno = ctx.len == cards.len() + 1
            && !table.moves_hands(last)
            && !self.roll(self.style.forget_uno);
        Action::Play(p)
    }

    /// Whether a single-card play of `c` is allowed for `ctx` (R13
    /// no_action_finish), for the search's own simulated masks; an
    /// `Observation`'s mask applies it already.
    fn allowed(ctx: &Ctx, c: Card) -> bool {
        !(ctx.len == 1 && ctx.finish & c.bit() == 0)
    }

    /// An ordinary turn (R4.1).
    fn turn(&mut self, obs: &Observation<'_>, know: Option<&Knowledge>) -> Action {
        let table = self.take_table(obs.rules());
        let r = self.turn_with(&table, obs, know);
        self.put_table(table);
        r
    }

    fn turn_with(
        &mut self,
        table: &CardTable,
        obs: &Observation<'_>,
        know: Option<&Knowledge>,
    ) -> Action {
        let ctx = Ctx::new(obs, table, know, &self.style.weights);
        let hand = obs.hand();
        // The observation's mask already leaves out a last action card
        // under R13 no_action_finish.
        let mask = obs.playable_mask();
        let mut cands: smallvec::SmallVec<[Card; 16]> = mask.iter().collect();
        if cands.is_empty() {
            return Action::Draw;
        }
        if self.roll(self.style.blunder) {
            let c = cands[self.rng.random_range(0..cands.len())];
            return self.play_action(&ctx, table, hand, &[c]);
        }
        let bluff_ok = ctx.threat_next >= 0.6 && self.roll(self.style.bluff);
        if ctx.holds_cur && !bluff_ok {
            cands.retain(|c| !c.is_draw_four());
        }
        let mut best: Option<(f32, smallvec::SmallVec<[Card; 4]>)> = None;
        for &c in &cands {
            let mut s = Heuristic::score(&ctx, table, hand, &[c]);
            if self.style.noise > 0.0 {
                s += self.rng.random_range(-self.style.noise..self.style.noise);
            }
            if best.as_ref().is_none_or(|(b, _)| s > *b) {
                best = Some((s, smallvec![c]));
            }
        }
        if obs.rules().multi_play() && Heuristic::has_multi(hand, mask) {
            obs.legal_actions(&mut self.buf);
            for a in &self.buf {
                if let Action::Play(p) = a {
                    if p.cards.len() > 1 && p.uno == (p.cards.len() + 1 == ctx.len) {
                        let s = Heuristic::score(&ctx, table, hand, &p.cards);
                        if best.as_ref().is_none_or(|(b, _)| s > *b) {
                            best = Some((s, p.cards.iter().copied().collect()));
                        }
                    }
                }
            }
        }
        match best {
            Some((s, cards)) if s > ctx.w.draw => self.play_action(&ctx, table, hand, &cards),
            _ => Action::Draw,
        }
    }

    /// R13 multi_play: whether some playable number has a second copy.
    fn has_multi(hand: &CardCounts, mask: CardMask) -> bool {
        mask.iter().filter_map(|c| c.number_value()).any(|n| {
            Color::ALL
                .iter()
                .map(|&col| hand.count(Card::number(col, n)) as u32)
                .sum::<u32>()
                >= 2
        })
    }

    /// R6.2: play the card just drawn, or keep it.
    fn play_or_pass(&mut self, obs: &Observation<'_>, know: Option<&Knowledge>) -> Action {
        let table = self.take_table(obs.rules());
        let r = self.play_or_pass_with(&table, obs, know);
        self.put_table(table);
        r
    }

    fn play_or_pass_with(
        &mut self,
        table: &CardTable,
        obs: &Observation<'_>,
        know: Option<&Knowledge>,
    ) -> Action {
        let Some(card) = obs.drawn() else {
            return Action::Pass;
        };
        let ctx = Ctx::new(obs, table, know, &self.style.weights);
        if !Heuristic::allowed(&ctx, card) {
            return Action::Pass;
        }
        if card.is_draw_four()
            && ctx.holds_cur
            && !(ctx.threat_next >= 0.6 && self.roll(self.style.bluff))
        {
            return Action::Pass;
        }
        let hand = obs.hand();
        let s = Heuristic::score(&ctx, table, hand, &[card]);
        if s > ctx.w.pass {
            self.play_action(&ctx, table, hand, &[card])
        } else {
            Action::Pass
        }
    }

    /// R8.3: the estimated chance that the W+4 waiting for us is a bluff.
    pub fn guilt_estimate(obs: &Observation<'_>, know: Option<&Knowledge>) -> f32 {
        let me = obs.seat();
        let offender = neighbour(obs, me, obs.direction().flipped());
        let (offender, prev) = match know.and_then(|k| k.last_wd4()) {
            Some((s, c)) => (s, c),
            None => {
                let d = obs.discard_pile();
                let prev = d.len().checked_sub(2).and_then(|i| d[i].color());
                (offender, prev)
            }
        };
        let Some(prev) = prev else {
            return 0.0;
        };
        if know.is_some_and(|k| k.lacks_color(offender, prev)) {
            return 0.02;
        }
        // The share of `prev` among the cards we cannot see.
        let rules = obs.rules();
        let mut unseen = [0i32; 64];
        for c in Card::all() {
            unseen[c.index()] = rules.count(c) as i32 - obs.hand().count(c) as i32;
        }
        for &c in obs.discard_pile() {
            unseen[c.index()] -= 1;
        }
        let total: i32 = unseen.iter().map(|&k| k.max(0)).sum();
        let mut of_col: i32 = CardMask::of_color(prev)
            .iter()
            .map(|c| unseen[c.index()].max(0))
            .sum();
        if rules.in_deck(Card::ITEM_BOX) {
            of_col += unseen[Card::ITEM_BOX.index()].max(0);
        }
        let f = if total > 0 {
            of_col as f32 / total as f32
        } else {
            0.25
        };
        let h = obs.hand_size(offender) as i32;
        let mut holds = 1.0 - (1.0 - f).powi(h);
        let recent = know.is_some_and(|k| {
            k.last_color(offender) == Some(prev) || k.last_named(offender) == Some(prev)
        });
        if recent {
            holds = 0.5 + 0.5 * holds;
        }
        // How readily the offender bluffs: public challenges, else a prior.
        let r = know.map_or(0.17, |k| k.bluff_rate(offender));
        let b = (r * 0.43 / (1.0 - r).max(0.05)).min(1.0);
        let num = b * holds;
        num / (num + (1.0 - holds)).max(1e-6)
    }

    /// R8.2/R13: a waiting penalty: stack, challenge or take it.
    fn penalty(&mut self, obs: &Observation<'_>, know: Option<&Knowledge>) -> Action {
        let table = self.take_table(obs.rules());
        let r = self.penalty_with(&table, obs, know);
        self.put_table(table);
        r
    }

    fn penalty_with(
        &mut self,
        table: &CardTable,
        obs: &Observation<'_>,
        know: Option<&Knowledge>,
    ) -> Action {
        obs.legal_actions(&mut self.buf);
        let ctx = Ctx::new(obs, table, know, &self.style.weights);
        // Stack (R13), with a Draw Two before a W+4.
        let mut stack: Option<Card> = None;
        for a in &self.buf {
            if let Action::Play(p) = a {
                let c = p.first();
                if stack.is_none_or(|s| s.is_draw_four() && !c.is_draw_four()) {
                    stack = Some(c);
                }
            }
        }
        if let Some(c) = stack {
            return self.play_action(&ctx, table, obs.hand(), &[c]);
        }
        let can_challenge = self.buf.contains(&Action::Challenge);
        if can_challenge && Heuristic::guilt_estimate(obs, know) > self.style.challenge_at {
            return Action::Challenge;
        }
        Action::Accept
    }

    /// A player to choose (R13 swaps, R9 Green Shell, R14 `chosen`): the
    /// one with the fewest cards, whether we take their hand or hit them.
    fn choose_player(&mut self, obs: &Observation<'_>) -> Action {
        let me = obs.seat();
        let low_wins = obs.rules().scoring().method == ScoringMethod::Penalty;
        let mut best: Option<(Seat, (usize, i64))> = None;
        for t in 0..obs.players() as Seat {
            if t == me || !obs.is_active(t) {
                continue;
            }
            // Fewest cards first (the best hand to take, the leader to hit);
            // ties: the best score.
            let sc = obs.scores()[t as usize];
            let key = (obs.hand_size(t), if low_wins { sc } else { -sc });
            if best.is_none_or(|(_, k)| key < k) {
                best = Some((t, key));
            }
        }
        match best {
            Some((target, _)) => Action::ChoosePlayer { target },
            None => {
                obs.legal_actions(&mut self.buf);
                self.buf.first().cloned().unwrap_or(Action::Draw)
            }
        }
    }

    /// The seat's decision when the game waits for it.
    pub fn act(&mut self, obs: &Observation<'_>, know: Option<&Knowledge>) -> Action {
        // Free actions first (R10.2): they do not end the turn.
        if let Some(e) = obs.exposed() {
            if !self.roll(self.style.miss_catch) {
                return if e == obs.seat() {
                    Action::Uno
                } else {
                    Action::Catch { target: e }
                };
            }
        }
        // With the draw pile empty, cards only move in small circles (a
        // recycled Reverse, Item Box or Badtz-Maru, R6.4), and a fixed
        // policy can follow one for ever: there, one decision in four is a
        // random legal one, so every round ends.
        if obs.draw_pile_size() == 0
            && matches!(obs.pending(), None | Some(Pending::PlayOrPass))
            && self.rng.random_bool(0.25)
        {
            obs.legal_actions(&mut self.buf);
            self.buf
                .retain(|a| !matches!(a, Action::Uno | Action::Catch { .. }));
            if !self.buf.is_empty() {
                let i = self.rng.random_range(0..self.buf.len());
                return self.buf.swap_remove(i);
            }
        }
        match obs.pending() {
            None => self.turn(obs, know),
            Some(Pending::PlayOrPass) => self.play_or_pass(obs, know),
            Some(Pending::AcceptOrChallenge) | Some(Pending::StackOrDraw) => {
                self.penalty(obs, know)
            }
            Some(Pending::ChooseColor) => {
                let table = CardTable::for_rules(&mut self.table, obs.rules());
                let ctx = Ctx::new(obs, &table, know, &self.style.weights);
                Action::ChooseColor {
                    color: Heuristic::best_color(&ctx, obs.hand()),
                }
            }
            Some(Pending::ChoosePlayer) => self.choose_player(obs),
            Some(Pending::ComplyOrPenalty) => {
                if self.roll(self.style.honour_penalty) {
                    Action::Penalty
                } else {
                    Action::Comply
                }
            }
        }
    }

    /// Out-of-turn chances: an UNO call, a catch, a jump-in (R10, R13).
    pub fn react(&mut self, obs: &Observation<'_>, know: Option<&Knowledge>) -> Option<Action> {
        let me = obs.seat();
        if let Some(e) = obs.exposed() {
            if !self.roll(self.style.miss_catch) {
                return Some(if e == me {
                    Action::Uno
                } else {
                    Action::Catch { target: e }
                });
            }
        }
        let rules = obs.rules();
        if !(rules.jump_in_possible(None) || rules.jump_in_possible(Some(Pending::StackOrDraw))) {
            return None;
        }
        obs.legal_actions(&mut self.buf);
        let mut pick: Option<Card> = None;
        for a in &self.buf {
            if let Action::Play(p) = a {
                pick = Some(p.first());
                break;
            }
        }
        let c = pick?;
        if self.roll(self.style.miss_jump_in) {
            return None;
        }
        let table = CardTable::for_rules(&mut self.table, obs.rules());
        let ctx = Ctx::new(obs, &table, know, &self.style.weights);
        if !Heuristic::allowed(&ctx, c) {
            return None;
        }
        let hand = obs.hand();
        let s = if c.is_draw_two() && obs.pending() == Some(Pending::StackOrDraw) {
            // R13 jump_in_draw_two: the penalty passes on from us.
            1.0
        } else {
            Heuristic::score(&ctx, &table, hand, &[c])
        };
        (s > ctx.w.pass).then(|| self.play_action(&ctx, &table, hand, &[c]))
    }
}
