//! The fixed action space and the observation vector (docs/python.md has
//! the tables). Seats are relative: slot `k` is the seat `k` places after
//! the observer clockwise (R2.4), so a policy is the same at every seat.

use uno_core::card::NUM_TYPES;
use uno_core::game::MAX_SEATS;
use uno_core::{Action, Card, Color, Direction, Observation, Pending, Play, Rules, Seat};

use crate::evidence::Evidence;

/// Plays of one coloured card: `card * 2 + uno` (0..104).
const COLORED_PLAYS: usize = 52 * 2;
/// Colour slots of a wild: 0 = none named with the play, 1..=4 = R, Y, G, B.
const WILD_SLOTS: usize = 5;
/// Single-card plays: coloured cards, then wilds `104 + (w * 5 + slot) * 2 + uno`.
pub const PLAYS: usize = COLORED_PLAYS + 12 * WILD_SLOTS * 2;
pub const DRAW: usize = PLAYS;
pub const PASS: usize = DRAW + 1;
pub const ACCEPT: usize = PASS + 1;
pub const CHALLENGE: usize = ACCEPT + 1;
pub const CHOOSE_COLOR: usize = CHALLENGE + 1;
/// `CHOOSE_PLAYER + k - 1`: the seat `k` places clockwise (k in 1..=9).
pub const CHOOSE_PLAYER: usize = CHOOSE_COLOR + 4;
pub const UNO: usize = CHOOSE_PLAYER + MAX_SEATS - 1;
/// `CATCH + k - 1`: catch the seat `k` places clockwise.
pub const CATCH: usize = UNO + 1;
pub const COMPLY: usize = CATCH + MAX_SEATS - 1;
pub const PENALTY: usize = COMPLY + 1;
pub const NEXT_ROUND: usize = PENALTY + 1;
/// Let an out-of-turn chance pass (only offered with one).
pub const DECLINE: usize = NEXT_ROUND + 1;
/// Actions of every rule set; `multi_play` (R13) adds a block after them.
pub const BASE_ACTIONS: usize = DECLINE + 1;

/// What an action index means for a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decoded {
    Act(Action),
    Decline,
}

/// The action space of one rule set and seat count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Space {
    pub players: usize,
    /// R13 multi_play: most copies of one number card of one colour
    /// (the multi-play block has `(copies + 1)^4` count vectors).
    pub multi: Option<usize>,
}

impl Space {
    pub fn new(rules: &Rules, players: usize) -> Space {
        let multi = rules.multi_play().then(|| {
            Card::all()
                .filter(|c| c.is_number())
                .map(|c| rules.count(c) as usize)
                .max()
                .unwrap_or(1)
                .max(1)
        });
        Space { players, multi }
    }

    fn radix(&self) -> usize {
        self.multi.map_or(0, |m| m + 1)
    }
    fn kinds(&self) -> usize {
        self.radix().pow(4)
    }

    pub fn size(&self) -> usize {
        BASE_ACTIONS
            + match self.multi {
                None => 0,
                Some(_) => 10 * 4 * 4 * self.kinds() * 2,
            }
    }

    fn rel(&self, seat: Seat, target: Seat) -> usize {
        (target.index() + self.players - seat.index()) % self.players
    }

    /// The index of an action the engine lists for `seat`, if the space
    /// holds it (it holds every action `legal_actions` lists).
    pub fn encode(&self, seat: Seat, a: &Action) -> Option<usize> {
        Some(match a {
            Action::Play(p) => return self.encode_play(p),
            Action::Draw => DRAW,
            Action::Pass => PASS,
            Action::Accept => ACCEPT,
            Action::Challenge => CHALLENGE,
            Action::ChooseColor { color } => CHOOSE_COLOR + *color as usize,
            Action::ChoosePlayer { target } => {
                let k = self.rel(seat, *target);
                if k == 0 {
                    return None;
                }
                CHOOSE_PLAYER + k - 1
            }
            Action::Uno => UNO,
            Action::Catch { target } => {
                let k = self.rel(seat, *target);
                if k == 0 {
                    return None;
                }
                CATCH + k - 1
            }
            Action::Comply => COMPLY,
            Action::Penalty => PENALTY,
            Action::NextRound => NEXT_ROUND,
        })
    }

    fn encode_play(&self, p: &Play) -> Option<usize> {
        if p.target.is_some() {
            return None;
        }
        let uno = usize::from(p.uno);
        if p.cards.len() == 1 {
            let c = p.cards[0];
            if c.is_wild() {
                let slot = p.color.map_or(0, |c| c as usize + 1);
                return Some(COLORED_PLAYS + ((c.index() - 52) * WILD_SLOTS + slot) * 2 + uno);
            }
            if p.color.is_some() {
                return None;
            }
            return Some(c.index() * 2 + uno);
        }
        // Multi-play: (number, first colour, last colour, extra counts).
        let m = self.multi?;
        let first = p.first();
        let last = p.last();
        let num = first.number_value()? as usize;
        let mut k = [0usize; 4];
        for c in &p.cards[1..] {
            if c.number_value()? as usize != num {
                return None;
            }
            k[c.color()? as usize] += 1;
        }
        if k.iter().any(|&x| x > m) || p.color.is_some() {
            return None;
        }
        let r = self.radix();
        let code = k.iter().rev().fold(0, |acc, &x| acc * r + x);
        let f = first.color()? as usize;
        let l = last.color()? as usize;
        Some(BASE_ACTIONS + ((((num * 4 + f) * 4 + l) * self.kinds() + code) * 2 + uno))
    }

    /// The action an index stands for at `seat`; `Err` for an index
    /// outside the space or a seat offset beyond the table.
    pub fn decode(&self, seat: Seat, index: i64) -> Result<Decoded, String> {
        let size = self.size();
        if index < 0 || index as usize >= size {
            return Err(format!(
                "action index {index} is outside the action space 0..{size}"
            ));
        }
        let i = index as usize;
        let n = self.players;
        let target = |k: usize| -> Result<Seat, String> {
            if k >= n {
                return Err(format!(
                    "action index {index} names the seat {k} places on, but the table has {n} seats"
                ));
            }
            Seat::try_from((seat.index() + k) % n).map_err(|e| e.to_string())
        };
        let a = if i < COLORED_PLAYS {
            Action::Play(Play {
                uno: i % 2 == 1,
                ..Play::card(Card::from_index(i / 2))
            })
        } else if i < PLAYS {
            let j = i - COLORED_PLAYS;
            let uno = j % 2 == 1;
            let w = j / 2 / WILD_SLOTS;
            let slot = j / 2 % WILD_SLOTS;
            let card = Card::from_index(52 + w);
            let mut p = Play::card(card);
            p.uno = uno;
            if slot > 0 {
                p.color = Some(Color::from_index(slot as u8 - 1));
            }
            Action::Play(p)
        } else if i >= BASE_ACTIONS {
            let mut j = i - BASE_ACTIONS;
            let uno = j % 2 == 1;
            j /= 2;
            let code = j % self.kinds();
            j /= self.kinds();
            let l = j % 4;
            j /= 4;
            let f = j % 4;
            let num = (j / 4) as u8;
            let r = self.radix();
            let mut k = [0usize; 4];
            let mut c = code;
            for x in &mut k {
                *x = c % r;
                c /= r;
            }
            if k[l] == 0 {
                return Err(format!(
                    "action index {index} is a multi-play whose top card is not among its cards"
                ));
            }
            let first = Card::number(Color::from_index(f as u8), num);
            let last = Card::number(Color::from_index(l as u8), num);
            let mut cards: uno_core::action::PlayCards = smallvec::smallvec![first];
            k[l] -= 1;
            for col in Color::ALL {
                for _ in 0..k[col as usize] {
                    cards.push(Card::number(col, num));
                }
            }
            cards.push(last);
            Action::Play(Play {
                cards,
                color: None,
                target: None,
                uno,
            })
        } else {
            match i {
                DRAW => Action::Draw,
                PASS => Action::Pass,
                ACCEPT => Action::Accept,
                CHALLENGE => Action::Challenge,
                x if (CHOOSE_COLOR..CHOOSE_COLOR + 4).contains(&x) => Action::ChooseColor {
                    color: Color::from_index((x - CHOOSE_COLOR) as u8),
                },
                x if (CHOOSE_PLAYER..UNO).contains(&x) => Action::ChoosePlayer {
                    target: target(x - CHOOSE_PLAYER + 1)?,
                },
                UNO => Action::Uno,
                x if (CATCH..COMPLY).contains(&x) => Action::Catch {
                    target: target(x - CATCH + 1)?,
                },
                COMPLY => Action::Comply,
                PENALTY => Action::Penalty,
                NEXT_ROUND => Action::NextRound,
                DECLINE => return Ok(Decoded::Decline),
                _ => unreachable!("every index below BASE_ACTIONS is covered"),
            }
        };
        Ok(Decoded::Act(a))
    }
}

// ----- observations --------------------------------------------------------

pub const OBS_HAND: usize = 0;
pub const OBS_TOP: usize = OBS_HAND + NUM_TYPES;
pub const OBS_COLOR: usize = OBS_TOP + NUM_TYPES;
/// 0 turn, 1 play_or_pass, 2 choose_color, 3 choose_player,
/// 4 accept_or_challenge, 5 stack_or_draw, 6 comply_or_penalty,
/// 7 out-of-turn chance, 8 nothing to decide (round over).
pub const OBS_DECISION: usize = OBS_COLOR + 4;
pub const OBS_DRAWN: usize = OBS_DECISION + 9;
pub const OBS_HAND_SIZES: usize = OBS_DRAWN + NUM_TYPES;
pub const OBS_ACTIVE: usize = OBS_HAND_SIZES + MAX_SEATS;
pub const OBS_TO_ACT: usize = OBS_ACTIVE + MAX_SEATS;
pub const OBS_EXPOSED: usize = OBS_TO_ACT + MAX_SEATS;
pub const OBS_SCORES: usize = OBS_EXPOSED + MAX_SEATS;
pub const OBS_DIRECTION: usize = OBS_SCORES + MAX_SEATS;
pub const OBS_PENALTY: usize = OBS_DIRECTION + 1;
pub const OBS_DRAW_PILE: usize = OBS_PENALTY + 1;
pub const OBS_DISCARD_SIZE: usize = OBS_DRAW_PILE + 1;
pub const OBS_PLAYERS: usize = OBS_DISCARD_SIZE + 1;
pub const OBS_HONOUR: usize = OBS_PLAYERS + 1;
pub const OBS_DISCARD: usize = OBS_HONOUR + 1;
pub const OBS_REVEALED: usize = OBS_DISCARD + NUM_TYPES;
/// The card types of the own hand playable at an ordinary turn now (R5;
/// the engine's `playable_mask`): derived from the hand and the top card,
/// a feature that spares a learner working it out.
pub const OBS_PLAYABLE: usize = OBS_REVEALED + NUM_TYPES;
/// Own cards by colour (R, Y, G, B) and wild cards.
pub const OBS_HAND_COLORS: usize = OBS_PLAYABLE + NUM_TYPES;
/// R15: the seats of the observer's team, by relative slot (slot 0, the
/// observer, included); all zero without teams. Public: teams are in the
/// rules.
pub const OBS_TEAM: usize = OBS_HAND_COLORS + 5;
/// Length of the observation without history.
pub const OBS_BASE: usize = OBS_TEAM + MAX_SEATS;
/// [`OBS_BASE`] of the first layout (before [`OBS_TEAM`]), which weights
/// files written then still have: [`crate::learned::Policy`] reads them
/// with the team block added and ignored, so they play as they did.
pub const OBS_BASE_NO_TEAMS: usize = OBS_TEAM;

/// Observation length with the last `history` discards (each one-hot)
/// and, with `evidence`, the [`EVIDENCE_LEN`] block after them.
pub fn obs_len(history: usize, evidence: bool) -> usize {
    OBS_BASE + history * NUM_TYPES + if evidence { EVIDENCE_LEN } else { 0 }
}

/// Values per opponent in the evidence block ([`write_evidence`]).
pub const EVIDENCE_PER_SEAT: usize = 14;
/// Offsets inside one opponent's part of the evidence block.
pub const EV_LACKS: usize = 0;
pub const EV_NAMED: usize = EV_LACKS + 4;
pub const EV_LAST_COLOR: usize = EV_NAMED + 4;
pub const EV_KNOWN: usize = EV_LAST_COLOR + 4;
pub const EV_BLUFF: usize = EV_KNOWN + 1;
/// The evidence block: one part per other seat, slots 1 to 9.
pub const EVIDENCE_LEN: usize = (MAX_SEATS - 1) * EVIDENCE_PER_SEAT;

/// Writes what the observer remembers of the other seats
/// ([`Evidence`], kept from the events projected for its seat: public
/// plays, draws and passes, and the hands it was shown) into `out`
/// (length [`EVIDENCE_LEN`]), slot `k` (the seat `k` places clockwise)
/// at `(k - 1) * EVIDENCE_PER_SEAT`:
/// - `EV_LACKS` + colour (R, Y, G, B): evidence that the seat holds no
///   card of that colour (it drew at its turn rather than play one, R5/
///   R6.1; or its W+4 was found innocent, R8.3): `1 / (1 + k)`, where `k`
///   is the fewest cards it may have taken since that could be of the
///   colour (the card drawn at that turn counts until it is known
///   unplayable: 1, then 0.5, 0.33); 0 without such evidence;
/// - `EV_NAMED` + colour: the colour it last named with a wild, one-hot;
/// - `EV_LAST_COLOR` + colour: the colour of the last coloured card it
///   played, one-hot;
/// - `EV_KNOWN`: how many cards of its hand the observer knows (shown by a
///   challenge, R8.3, or its own old hand after a swap, R13);
/// - `EV_BLUFF`: how often its W+4s were found guilty (a prior of one in
///   six before any challenge).
///
/// Every value comes from what the seat saw: a player at the table could
/// keep the same notes.
pub fn write_evidence(ev: &Evidence, out: &mut [f32]) {
    out.fill(0.0);
    let n = ev.players();
    let me = ev.seat().index();
    for k in 1..n {
        let s = Seat::new(((me + k) % n) as u8);
        let part = &mut out[(k - 1) * EVIDENCE_PER_SEAT..k * EVIDENCE_PER_SEAT];
        for c in Color::ALL {
            if let Some(k) = ev.color_void(s, c) {
                part[EV_LACKS + c as usize] = 1.0 / (1.0 + f32::from(k));
            }
        }
        if let Some(c) = ev.last_named(s) {
            part[EV_NAMED + c as usize] = 1.0;
        }
        if let Some(c) = ev.last_color(s) {
            part[EV_LAST_COLOR + c as usize] = 1.0;
        }
        part[EV_KNOWN] = ev.known_of(s).len() as f32;
        part[EV_BLUFF] = ev.bluff_rate(s);
    }
}

/// Writes what `obs`'s seat sees into `out` (length [`obs_len`]). Reads
/// the engine's [`Observation`] only. `offer`: the seat is offered an
/// out-of-turn chance rather than the pending decision.
pub fn write_obs(obs: &Observation<'_>, offer: bool, history: usize, out: &mut [f32]) {
    out.fill(0.0);
    let me = obs.seat().index();
    let n = obs.players();
    for c in obs.hand().iter() {
        out[OBS_HAND + c.index()] += 1.0;
        out[OBS_HAND_COLORS + c.color().map_or(4, |k| k as usize)] += 1.0;
    }
    for c in obs.playable_mask().iter() {
        out[OBS_PLAYABLE + c.index()] = 1.0;
    }
    out[OBS_TOP + obs.top().index()] = 1.0;
    if let Some(c) = obs.color() {
        out[OBS_COLOR + c as usize] = 1.0;
    }
    let decision = if obs.round_over() {
        8
    } else if offer || obs.to_act() != Some(obs.seat()) {
        7
    } else {
        match obs.pending() {
            None => 0,
            Some(Pending::PlayOrPass) => 1,
            Some(Pending::ChooseColor) => 2,
            Some(Pending::ChoosePlayer) => 3,
            Some(Pending::AcceptOrChallenge) => 4,
            Some(Pending::StackOrDraw) => 5,
            Some(Pending::ComplyOrPenalty) => 6,
        }
    };
    out[OBS_DECISION + decision] = 1.0;
    if let Some(c) = obs.drawn() {
        out[OBS_DRAWN + c.index()] = 1.0;
    }
    let slot = |s: Seat| (s.index() + n - me) % n;
    let scores = obs.scores();
    for (s, &score) in Seat::all(n).zip(scores) {
        let k = slot(s);
        out[OBS_HAND_SIZES + k] = obs.hand_size(s) as f32;
        out[OBS_ACTIVE + k] = f32::from(u8::from(obs.is_active(s)));
        out[OBS_SCORES + k] = score as f32;
    }
    if let Some(t) = obs.to_act() {
        out[OBS_TO_ACT + slot(t)] = 1.0;
    }
    if let Some(e) = obs.exposed() {
        out[OBS_EXPOSED + slot(e)] = 1.0;
    }
    if let Some(team) = obs.team_of(obs.seat()) {
        for s in Seat::all(n) {
            if obs.team_of(s) == Some(team) {
                out[OBS_TEAM + slot(s)] = 1.0;
            }
        }
    }
    out[OBS_DIRECTION] = match obs.direction() {
        Direction::Cw => 1.0,
        Direction::Ccw => -1.0,
    };
    out[OBS_PENALTY] = f32::from(obs.penalty());
    out[OBS_DRAW_PILE] = obs.draw_pile_size() as f32;
    let pile = obs.discard_pile();
    out[OBS_DISCARD_SIZE] = pile.len() as f32;
    out[OBS_PLAYERS] = n as f32;
    out[OBS_HONOUR] = f32::from(u8::from(obs.honour().is_some()));
    for c in pile {
        out[OBS_DISCARD + c.index()] += 1.0;
    }
    if let Some(r) = obs.revealed() {
        for c in &r.cards {
            out[OBS_REVEALED + c.index()] += 1.0;
        }
    }
    // The last `history` discards, newest first (the top card is first).
    for (h, c) in pile.iter().rev().take(history).enumerate() {
        out[OBS_BASE + h * NUM_TYPES + c.index()] = 1.0;
    }
}

/// A readable name for an action index at `seat` (for logs and docs).
pub fn describe(space: &Space, seat: Seat, index: i64) -> Result<String, String> {
    Ok(match space.decode(seat, index)? {
        Decoded::Decline => "decline".to_string(),
        Decoded::Act(a) => a.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use uno_core::Game;

    /// Every action the engine lists encodes to an index that decodes
    /// back to the same action, for rules with and without multi_play.
    #[test]
    fn legal_actions_round_trip() {
        for (preset, house) in [
            ("classic", vec![]),
            ("classic", vec!["multi_play", "jump_in", "seven_swap"]),
            ("mario-kart", vec![]),
            ("hello-kitty", vec![]),
        ] {
            let rules = uno_core::RulesSpec {
                preset: Some(preset.into()),
                house: house.iter().map(|s: &&str| s.to_string()).collect(),
                ..Default::default()
            }
            .resolve()
            .unwrap();
            for players in [2usize, 3, 7] {
                let space = Space::new(&rules, players);
                let mut game = Game::new(rules.clone(), players, 7).unwrap();
                let mut seen = 0;
                for step in 0..400 {
                    if game.round_over() {
                        break;
                    }
                    let all = game.all_legal_actions();
                    for (s, a) in &all {
                        let i = space.encode(*s, a).expect("encodable");
                        assert!(i < space.size());
                        assert_eq!(space.decode(*s, i as i64).unwrap(), Decoded::Act(a.clone()));
                        seen += 1;
                    }
                    let (s, a) = &all[step % all.len()];
                    game.apply(*s, a, &mut uno_core::NoEvents).unwrap();
                }
                assert!(seen > 50);
            }
        }
    }

    /// R15: the observer's team by relative slot, at 4 and 6 seats (the
    /// partner opposite); nothing without teams.
    #[test]
    fn the_team_block_marks_the_observers_team() {
        for (teams, players, partner_slot) in
            [(true, 4, Some(2)), (true, 6, Some(3)), (false, 4, None)]
        {
            let rules = uno_core::RulesSpec {
                preset: Some("classic".into()),
                teams: teams.then_some(uno_core::rules::Teams::Pairs),
                ..Default::default()
            }
            .resolve()
            .unwrap();
            let game = Game::new(rules, players, 3).unwrap();
            let mut out = vec![0.0; obs_len(0, false)];
            for s in Seat::all(players) {
                write_obs(&game.observe(s), false, 0, &mut out);
                let block = &out[OBS_TEAM..OBS_BASE];
                let marked: Vec<usize> = (0..MAX_SEATS).filter(|&k| block[k] == 1.0).collect();
                match partner_slot {
                    Some(p) => assert_eq!(marked, vec![0, p], "seat {s} of {players}"),
                    None => assert!(marked.is_empty(), "seat {s}: {block:?}"),
                }
                assert!(block.iter().all(|&x| x == 0.0 || x == 1.0));
            }
        }
    }

    #[test]
    fn out_of_range_indices_are_refused() {
        let rules = Rules::named("classic").unwrap();
        let space = Space::new(&rules, 3);
        assert!(space.decode(Seat::new(0), -1).is_err());
        assert!(space.decode(Seat::new(0), space.size() as i64).is_err());
        // Catch the seat 5 places on at a 3-seat table.
        assert!(space.decode(Seat::new(0), (CATCH + 4) as i64).is_err());
        assert_eq!(
            space.decode(Seat::new(0), DECLINE as i64).unwrap(),
            Decoded::Decline
        );
    }
}
