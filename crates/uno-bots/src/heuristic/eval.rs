//! The heuristic's evaluation: the table summarised for one seat
//! (`Ctx`), the score of a play, the colour to name, and
//! [`model_turn`], the deterministic choice at an ordinary turn that
//! [`crate::belief`] uses to model the other players.

use uno_core::{Card, CardCounts, Color, Observation, Seat};

use super::style::Style;
use super::weights::Weights;
use crate::evidence::Evidence;
use crate::table::{CardTable, Seen};

/// A Draw Two, for asking the rules about Draw Two penalties (R13).
const D2: Card = Card::draw_two(Color::Red);

/// The table as one seat sees it, summarised for scoring.
pub(super) struct Ctx {
    pub(super) w: Weights,
    active: usize,
    pub(super) len: usize,
    /// Coloured cards held per colour.
    colors: [u8; 4],
    pub(super) threat_next: f32,
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
    pub(super) holds_cur: bool,
    /// Colours the next player probably lacks (bit per colour).
    next_lacks: u8,
    next_named: Option<Color>,
    /// Cards a hand may finish with (R13 `no_action_finish`).
    finish: u64,
    /// Whether some card may not finish a hand (R13 `no_action_finish`).
    finish_limited: bool,
    /// R13 `stack_draw_two`: a Draw Two may be stacked on a Draw Two.
    stacking_two: bool,
    /// R15: the next player is our partner (hitting them hurts us).
    next_is_partner: bool,
    /// R15: the seat after the next player is our partner: a card that
    /// makes the next player lose their turn hands it to the partner.
    partner_after_next: bool,
    /// R15: how close the partner is to going out (0 without one).
    partner_threat: f32,
    /// R15: colours the partner probably lacks (bit per colour).
    partner_lacks: u8,
    /// R15: the colour the partner last played or named (likely held).
    partner_named: Option<Color>,
}

/// R15: what hitting the partner (a Draw Two, Skip or W+4 on them) costs
/// when another play is as good.
const PARTNER_HIT: f32 = 3.0;
/// R15: what handing the turn to a partner about to go out is worth, times
/// the partner's threat.
const PARTNER_PASS: f32 = 2.5;
/// R15: a colour the partner seems to hold, times (½ + the partner's
/// threat); a colour it lacks counts as much against.
const PARTNER_COLOR: f32 = 0.8;

impl Ctx {
    pub(super) fn new(
        obs: &Observation<'_>,
        table: &CardTable,
        know: Option<&Evidence>,
        style: &Style,
        partner_seen: Option<[u8; 4]>,
    ) -> Ctx {
        let mut ctx = Ctx::build(
            &Seen::of(obs),
            obs.hand(),
            table,
            know,
            &style.weights,
            style.team,
        );
        if let Some(counts) = partner_seen.filter(|_| style.team) {
            ctx.see_partner(counts);
        }
        ctx
    }

    /// Research ([`super::Heuristic::see_partner`]): the partner's
    /// colours as they are, not as inferred: the colours it holds none
    /// of, and the one it holds most of in place of the one it last
    /// played or named.
    fn see_partner(&mut self, counts: [u8; 4]) {
        self.partner_lacks = 0;
        self.partner_named = None;
        let mut most = 0;
        for col in Color::ALL {
            let n = counts[col as usize];
            if n == 0 {
                self.partner_lacks |= 1 << col as u8;
            } else if n > most {
                most = n;
                self.partner_named = Some(col);
            }
        }
    }

    /// R5.4: whether `hand` holds a card of `col` (a WIB counts, R9).
    fn holds(table: &CardTable, hand: &CardCounts, col: Color) -> bool {
        hand.mask().0 & table.color_mask(col).0 != 0
    }

    fn build(
        seen: &Seen,
        hand: &CardCounts,
        table: &CardTable,
        know: Option<&Evidence>,
        w: &Weights,
        team: bool,
    ) -> Ctx {
        let me = seen.me;
        let next = seen.neighbour(me, seen.dir);
        let prev = seen.neighbour(me, seen.dir.flipped());
        // R15: the partner, public in the rules (team-blind: none).
        let partner = if team {
            table
                .rules()
                .partner(me, seen.players)
                .filter(|&p| seen.is_active(p))
        } else {
            None
        };
        let mut colors = [0u8; 4];
        for c in hand.mask().iter() {
            if let Some(col) = c.color() {
                colors[col as usize] += hand.count(c);
            }
        }
        let mut active = 0;
        let mut min_opp = usize::MAX;
        let mut in_hands = 0;
        for s in Seat::all(seen.players) {
            if !seen.is_active(s) {
                continue;
            }
            active += 1;
            let k = seen.sizes[s.index()] as usize;
            in_hands += k;
            if s != me && Some(s) != partner {
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
        let size = |s: Seat| seen.sizes[s.index()] as usize;
        let mut partner_lacks = 0;
        let mut partner_named = None;
        if let (Some(k), Some(p)) = (know, partner) {
            for col in Color::ALL {
                if k.lacks_color(p, col) {
                    partner_lacks |= 1 << col as u8;
                }
            }
            partner_named = k.last_named(p).or(k.last_color(p));
        }
        let next_is_partner = partner == Some(next);
        // A partner is never a threat to us (R15.3: its win is ours).
        let threat_of = |s: Seat| {
            if Some(s) == partner {
                0.0
            } else {
                w.threat(size(s))
            }
        };
        Ctx {
            w: *w,
            turnable: seen.turnable,
            active,
            len: hand.len(),
            colors,
            threat_next: threat_of(next),
            threat_prev: threat_of(prev),
            threat_lead: w.threat(min_opp),
            min_opp,
            prev_size: size(prev),
            in_hands,
            holds_cur,
            next_lacks,
            next_named,
            finish: table.finish(),
            finish_limited: table.finish_limited(),
            stacking_two: table.rules().may_stack(D2, D2),
            next_is_partner,
            partner_after_next: partner.is_some()
                && !next_is_partner
                && partner == Some(seen.neighbour(next, seen.dir)),
            partner_threat: partner.map_or(0.0, |p| w.threat(size(p))),
            partner_lacks,
            partner_named,
        }
    }
}

/// What the deterministic heuristic ([`super::Style::PLAYOUT`]) would do at an
/// ordinary turn holding `hand` in the situation `seen`: the card it would
/// play with the colour it would name, or `None` for a draw. One-card
/// plays only (under `multi_play` it may prefer several cards). The
/// model of other players' choices behind [`crate::belief::Belief`].
pub fn model_turn(
    table: &CardTable,
    seen: &Seen,
    hand: &CardCounts,
    know: Option<&Evidence>,
) -> Option<(Card, Option<Color>)> {
    let ctx = Ctx::build(seen, hand, table, know, &Weights::MEDIUM, true);
    let mut best: Option<(f32, Card)> = None;
    for c in seen.playable(table, hand).iter() {
        if !allowed(&ctx, c) || (c.is_draw_four() && ctx.holds_cur) {
            continue;
        }
        let s = score(&ctx, table, hand, &[c]);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, c));
        }
    }
    match best {
        Some((s, c)) if s > ctx.w.draw => {
            let color = table.names_color(c).then(|| {
                let mut rem = *hand;
                rem.remove(c);
                best_color(&ctx, &rem)
            });
            Some((c, color))
        }
        _ => None,
    }
}

/// Plays scoring at or below this are never made (they lose on the spot).
const NEVER: f32 = -100.0;

/// The best colour to name, with `hand` the cards kept.
pub(super) fn best_color(ctx: &Ctx, hand: &CardCounts) -> Color {
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
        v += partner_color(ctx, i);
        if v > best_v {
            best_v = v;
            best = col;
        }
    }
    best
}

/// R15: what leaving colour `i` on top is worth to the partner: a colour
/// it seems to hold helps it go out, one it lacks does not.
fn partner_color(ctx: &Ctx, i: usize) -> f32 {
    if ctx.partner_threat <= 0.0 && ctx.partner_named.is_none() {
        return 0.0;
    }
    let weight = PARTNER_COLOR * (0.5 + ctx.partner_threat);
    let mut v = 0.0;
    if ctx.partner_named.is_some_and(|c| c as usize == i) {
        v += weight;
    }
    if ctx.partner_lacks & (1 << i) != 0 {
        v -= weight;
    }
    v
}

/// The score of playing `cards` (the last one on top) naming `color`.
pub(super) fn score(ctx: &Ctx, table: &CardTable, hand: &CardCounts, cards: &[Card]) -> f32 {
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
        let kept =
            ctx.colors[i] as f32 - cards.iter().filter(|c| c.color() == Some(col)).count() as f32;
        s += ctx.w.keep_color * kept;
        if ctx.next_lacks & (1 << i) != 0 {
            s += ctx.w.next_lacks;
        }
        if ctx.next_named == Some(col) {
            s -= ctx.w.next_named;
        }
        s += partner_color(ctx, i);
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
    let v = table.value(last);
    let w = &ctx.w;
    // R15: a card that costs the next player their turn.
    let hits_next = last.is_draw_two() || last.is_draw_four() || v.next > 0.0;
    if hits_next {
        if ctx.next_is_partner {
            // Not on the partner when another play is as good.
            s -= PARTNER_HIT + ctx.w.draw_two_threat * ctx.partner_threat;
        } else if ctx.partner_after_next {
            // The turn goes straight to a partner about to go out.
            s += PARTNER_PASS * ctx.partner_threat;
        }
    }
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

/// Whether a single-card play of `c` is allowed for `ctx` (R13
/// no_action_finish), for the search's own simulated masks; an
/// `Observation`'s mask applies it already.
pub(super) fn allowed(ctx: &Ctx, c: Card) -> bool {
    !(ctx.len == 1 && ctx.finish & c.bit() == 0)
}
