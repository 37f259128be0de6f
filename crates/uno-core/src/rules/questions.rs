//! The questions the rules answer (R5, R8, R9, R13, R14): what may be
//! stacked on what, who may jump in with what, may a hand finish with
//! this card, what a card does, which decisions can arise. These are the
//! definitions; [`super::CompiledRules`] caches their answers as bit
//! masks for the engine's hot path. A house rule's behaviour lives here.

use super::effect::{Effect, Target, WcRule};
use super::house::HouseRule;
use super::value::Rules;
use crate::card::{Card, CardMask, Color};
use crate::vocab::Pending;

/// The questions house rules (R13) and card behaviour (R5, R8, R9, R14)
/// answer. These are the definitions; [`super::CompiledRules`] caches their
/// answers as bit masks for the engine's hot path.
impl Rules {
    /// The effect list of a card type under these rules: the themed wilds
    /// in R14's vocabulary, house effects of 7 and 0 (R13), `WC` rules.
    /// Draw Two and W+4 are penalty cards handled by the penalty mechanism
    /// (R7.3, R8.2, R13 stacking), so their lists are empty.
    pub fn effects(&self, card: Card) -> Vec<Effect> {
        use crate::card::{Face, Rank, WildKind};
        match card.face() {
            Face::Colored(_, Rank::Skip) => vec![Effect::Skip(Target::Next)],
            Face::Colored(_, Rank::Reverse) => vec![Effect::Reverse],
            Face::Colored(_, Rank::DrawTwo) => vec![],
            Face::Colored(_, Rank::Number(7)) if self.house.has(HouseRule::SevenSwap) => {
                vec![Effect::SwapHands(Target::Chosen)]
            }
            Face::Colored(_, Rank::Number(0)) if self.house.has(HouseRule::ZeroRotates) => {
                vec![Effect::RotateHands]
            }
            Face::Colored(_, Rank::Number(0)) if self.house.has(HouseRule::ZeroSwap) => {
                vec![Effect::SwapHands(Target::Chosen)]
            }
            Face::Colored(_, Rank::Number(_)) => vec![],
            Face::Wild(WildKind::Wild | WildKind::DrawFour) => vec![],
            Face::Wild(WildKind::ShuffleHands) => vec![Effect::ShuffleHands],
            Face::Wild(WildKind::BadtzMaru) => vec![Effect::FewestCardsDraw(4)],
            Face::Wild(WildKind::ItemBox) => vec![Effect::RevealAndItem],
            Face::Wild(WildKind::Custom(n)) => self
                .wc
                .get(n as usize - 1)
                .map(WcRule::effects)
                .unwrap_or_default(),
        }
    }

    /// R5.2/R5.3: the card types that match `top` with `color` in play:
    /// the colour, the same number or symbol, and every wild (R5.4's
    /// `wd4_strict` is applied by [`Rules::playable`], not here).
    pub fn matches(&self, top: Card, color: Color) -> CardMask {
        CardMask(super::compiled::match_row(top, color))
    }

    /// R5.4/R9: the card types that count as holding `color` (a held Wild
    /// Item Box counts as every colour in a deck that has them).
    pub fn color_mask(&self, color: Color) -> CardMask {
        let mut m = CardMask::of_color(color).0;
        if self.in_deck(Card::ITEM_BOX) {
            m |= Card::ITEM_BOX.bit();
        }
        CardMask(m)
    }

    /// The card types of `hand` (`hand_len` cards in all) playable at an
    /// ordinary turn on `top` with `color` in play: R5 matching, less a W+4
    /// the hand may not play under `wd4_strict` (R5.4), less a last card
    /// R13 `no_action_finish` forbids. The one definition of "playable"
    /// ([`crate::Game::playable_mask`] is this, cached).
    pub fn playable(
        &self,
        top: Card,
        color: Option<Color>,
        hand: CardMask,
        hand_len: usize,
    ) -> CardMask {
        let Some(col) = color else {
            return CardMask::EMPTY;
        };
        CardMask(super::compiled::playable_bits(
            super::compiled::match_row(top, col),
            self.house.has(HouseRule::Wd4Strict),
            self.color_mask(col).0,
            self.finish_mask(),
            hand.0,
            hand_len,
        ))
    }

    /// R5.4 `wd4_strict`: a W+4 may be played (or stacked, R13) only by a
    /// hand that holds no card of the colour in play.
    #[inline]
    pub fn wd4_must_be_legal(&self) -> bool {
        self.house.has(HouseRule::Wd4Strict)
    }

    /// R13 `stack_draw_two`, `stack_draw_four`, `stack_mixed`: whether
    /// `card` may be stacked on a waiting penalty made by `penalty_card`
    /// (a Draw Two or a W+4; anything else makes no penalty). A Draw Two
    /// takes any Draw Two (`stack_draw_two`) or a W+4 (`stack_mixed`); a
    /// W+4 takes only a W+4 (`stack_draw_four`). Under `wd4_strict` a
    /// stacked W+4 must also be legal, which depends on the hand
    /// ([`Rules::wd4_must_be_legal`]).
    pub fn may_stack(&self, penalty_card: Card, card: Card) -> bool {
        let h = self.house;
        if penalty_card.is_draw_two() {
            (card.is_draw_two() && h.has(HouseRule::StackDrawTwo))
                || (card.is_draw_four() && h.has(HouseRule::StackMixed))
        } else if penalty_card.is_draw_four() {
            card.is_draw_four() && h.has(HouseRule::StackDrawFour)
        } else {
            false
        }
    }

    /// R13: whether any card may be stacked on a penalty made by
    /// `penalty_card` (so the player facing it decides `stack_or_draw`).
    pub fn stacking_on(&self, penalty_card: Card) -> bool {
        Card::all().any(|c| self.may_stack(penalty_card, c))
    }

    /// R13 `jump_in`: whether a player other than the one to act may play
    /// `card` out of turn at an ordinary turn with `top` on the discard
    /// pile: the card must be identical to the top card; wilds never.
    pub fn may_jump_in(&self, top: Card, card: Card) -> bool {
        self.house.has(HouseRule::JumpIn) && card == top && !card.is_wild()
    }

    /// R13 `jump_in_draw_two` (German rules): whether any player may play
    /// `card` out of turn while a penalty made by `penalty_card` waits:
    /// any Draw Two on a Draw Two penalty.
    pub fn may_jump_in_on(&self, penalty_card: Card, card: Card) -> bool {
        self.house.has(HouseRule::JumpInDrawTwo) && penalty_card.is_draw_two() && card.is_draw_two()
    }

    /// R13 `jump_in`, `jump_in_draw_two`: whether a jump-in can be offered
    /// at all while the game waits for `pending` (`None`: an ordinary
    /// turn; `StackOrDraw`: a waiting stacked penalty).
    pub fn jump_in_possible(&self, pending: Option<Pending>) -> bool {
        match pending {
            None => self.house.has(HouseRule::JumpIn),
            Some(Pending::StackOrDraw) => self.house.has(HouseRule::JumpInDrawTwo),
            Some(_) => false,
        }
    }

    /// R13 `no_action_finish`: whether a hand may play `card` as its last
    /// card (only number cards may be, under that rule).
    #[inline]
    pub fn may_finish_with(&self, card: Card) -> bool {
        !self.house.has(HouseRule::NoActionFinish) || card.is_number()
    }

    /// The card types a hand may finish with (R13 `no_action_finish`).
    fn finish_mask(&self) -> u64 {
        Card::all()
            .filter(|&c| self.may_finish_with(c))
            .fold(0, |m, c| m | c.bit())
    }

    /// R6.3/R13 `draw_until_playable`: a player who cannot or will not
    /// play draws until a playable card comes (else one card).
    #[inline]
    pub fn draws_until_playable(&self) -> bool {
        self.house.has(HouseRule::DrawUntilPlayable)
    }

    /// R13 `multi_play`: several number cards of one number may be played
    /// at once at an ordinary turn.
    #[inline]
    pub fn multi_play(&self) -> bool {
        self.house.has(HouseRule::MultiPlay)
    }

    /// R13 `last_holding_loses`: players who go out leave the round, which
    /// goes on until one player still holds cards; that player loses.
    #[inline]
    pub fn players_leave_when_out(&self) -> bool {
        self.house.has(HouseRule::LastHoldingLoses)
    }

    /// R5.3, R8.5, R9, R14: whether playing `card` names a colour with the
    /// play: every wild but the Wild Item Box, whose colour comes from the
    /// turned card (R9). A WC names one whatever its rule.
    #[inline]
    pub fn names_color(&self, card: Card) -> bool {
        card.is_wild() && card != Card::ITEM_BOX
    }

    /// R13 `seven_swap`/`zero_swap`: whether a play of `card` may carry a
    /// chosen swap target (a number card whose effect swaps with a chosen
    /// player).
    pub fn takes_target(&self, card: Card) -> bool {
        card.is_number()
            && self
                .effects(card)
                .iter()
                .any(|e| matches!(e, Effect::SwapHands(Target::Chosen)))
    }

    /// R10.4: whether `card`'s effects move cards between hands (such a
    /// play exposes no one): R8.4 Shuffle Hands, R13 `seven_swap`,
    /// `zero_rotates`, `zero_swap`, a WC's `swap_hands`/`rotate_hands`.
    pub fn moves_hands(&self, card: Card) -> bool {
        self.effects(card).iter().any(Effect::moves_hands)
    }

    /// The pending decisions (SCENARIOS.md, [`Pending`]) that can arise
    /// in a game under these rules, in [`Pending`]'s order:
    /// `choose_color` always (R3 a wild first card, R5.3, R9); `play_or_pass`
    /// always (R6.2); `accept_or_challenge` when a W+4 is in the deck and
    /// challenges are on (R8.2); `stack_or_draw` when a penalty card in the
    /// deck can be stacked on (R13 stacking); `choose_player` when a card
    /// in the deck may need a chosen player (R13 `seven_swap`/`zero_swap`,
    /// a WC with a `chosen` target, R9's green shell); `comply_or_penalty`
    /// when an honour WC is in the deck (R8.5).
    pub fn decisions(&self) -> Vec<Pending> {
        let in_deck = |c: Card| self.in_deck(c);
        let draw_twos = Color::ALL.map(Card::draw_two);
        let penalty_cards = draw_twos
            .iter()
            .copied()
            .chain([Card::WILD_DRAW_FOUR])
            .filter(|&c| in_deck(c));
        let stack = penalty_cards
            .into_iter()
            .any(|p| Card::all().any(|c| in_deck(c) && self.may_stack(p, c)));
        let effects: Vec<(Card, Vec<Effect>)> = Card::all()
            .filter(|&c| in_deck(c))
            .map(|c| (c, self.effects(c)))
            .collect();
        let chosen = |e: &Effect| match e {
            Effect::Draw(t, _) | Effect::Skip(t) | Effect::SwapHands(t) => *t == Target::Chosen,
            Effect::Honour { target, .. } => *target == Target::Chosen,
            // R9: the green shell hits a chosen player.
            Effect::RevealAndItem => true,
            _ => false,
        };
        let choose_player = effects.iter().any(|(_, es)| es.iter().any(chosen));
        let honour = effects
            .iter()
            .any(|(_, es)| es.iter().any(|e| matches!(e, Effect::Honour { .. })));
        [
            (Pending::ChooseColor, true),
            (
                Pending::AcceptOrChallenge,
                self.challenge && in_deck(Card::WILD_DRAW_FOUR),
            ),
            (Pending::PlayOrPass, true),
            (Pending::ChoosePlayer, choose_player),
            (Pending::StackOrDraw, stack),
            (Pending::ComplyOrPenalty, honour),
        ]
        .into_iter()
        .filter(|&(_, on)| on)
        .map(|(p, _)| p)
        .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{house_variants, DeckPreset, OptionsSpec, RulesSpec, Table};

    fn with(house: &[&str]) -> Rules {
        RulesSpec {
            house: house.iter().map(|s| s.to_string()).collect(),
            ..Default::default()
        }
        .resolve()
        .unwrap()
    }

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    /// R13, rule by rule: each house rule alone changes exactly the
    /// answers its line in the rule book defines, on a few cards.
    #[test]
    fn r13_each_house_rule_answers_as_the_rule_book_defines() {
        let (d2, g2, wd4, w, r5, b5, rs) = (
            c("R+2"),
            c("G+2"),
            c("W+4"),
            c("W"),
            c("R5"),
            c("B5"),
            c("RS"),
        );
        for rule in HouseRule::ALL {
            let name = rule.name();
            let r = with(&[name]);
            let on = |n: &str| r.house_rules().contains(&n);
            assert!(on(name), "{name}");
            // stack_draw_two: any Draw Two on a Draw Two penalty.
            let two = on("stack_draw_two");
            assert_eq!(r.may_stack(d2, g2), two, "{name}: R+2 on R+2 penalty");
            assert_eq!(r.stacking_on(d2), two || on("stack_mixed"), "{name}");
            assert!(!r.may_stack(d2, r5) && !r.may_stack(r5, d2), "{name}");
            // stack_draw_four: W+4 on W+4; never a Draw Two on a W+4.
            assert_eq!(r.may_stack(wd4, wd4), on("stack_draw_four"), "{name}");
            assert!(!r.may_stack(wd4, d2), "{name}: not the other way round");
            // stack_mixed: a W+4 on a Draw Two penalty.
            assert_eq!(r.may_stack(d2, wd4), on("stack_mixed"), "{name}");
            // jump_in: identical cards only, wilds never.
            let j = on("jump_in");
            assert_eq!(r.may_jump_in(r5, r5), j, "{name}");
            assert_eq!(r.may_jump_in(rs, rs), j, "{name}");
            assert!(!r.may_jump_in(r5, b5) && !r.may_jump_in(w, w) && !r.may_jump_in(wd4, wd4));
            assert_eq!(r.jump_in_possible(None), j, "{name}");
            // jump_in_draw_two: any Draw Two on a Draw Two penalty.
            let j2 = on("jump_in_draw_two");
            assert_eq!(r.may_jump_in_on(d2, g2), j2, "{name}");
            assert!(
                !r.may_jump_in_on(wd4, g2) && !r.may_jump_in_on(d2, wd4),
                "{name}"
            );
            assert_eq!(r.jump_in_possible(Some(Pending::StackOrDraw)), j2, "{name}");
            assert!(!r.jump_in_possible(Some(Pending::ChooseColor)), "{name}");
            // seven_swap / zero_swap / zero_rotates: effects, targets, hands.
            let seven = on("seven_swap");
            assert_eq!(r.takes_target(c("Y7")), seven, "{name}");
            assert_eq!(r.moves_hands(c("Y7")), seven, "{name}");
            assert_eq!(r.takes_target(c("Y0")), on("zero_swap"), "{name}");
            assert_eq!(
                r.moves_hands(c("Y0")),
                on("zero_swap") || on("zero_rotates")
            );
            assert_eq!(
                r.effects(c("Y0")) == vec![Effect::RotateHands],
                on("zero_rotates"),
                "{name}"
            );
            assert!(!r.takes_target(r5) && !r.moves_hands(r5), "{name}");
            // draw_until_playable, multi_play, last_holding_loses, wd4_strict.
            assert_eq!(r.draws_until_playable(), on("draw_until_playable"));
            assert_eq!(r.multi_play(), on("multi_play"), "{name}");
            assert_eq!(r.players_leave_when_out(), on("last_holding_loses"));
            assert_eq!(r.wd4_must_be_legal(), on("wd4_strict"), "{name}");
            // no_action_finish: only a number card may be the last.
            let naf = on("no_action_finish");
            assert!(
                r.may_finish_with(r5) && r.may_finish_with(c("G0")),
                "{name}"
            );
            for card in [rs, d2, w, wd4, c("BR")] {
                assert_eq!(r.may_finish_with(card), !naf, "{name} {card}");
            }
            // Not house rules: names_color (R5.3/R9), points (R12.1).
            assert!(r.names_color(w) && r.names_color(wd4) && !r.names_color(Card::ITEM_BOX));
            assert!(!r.names_color(r5), "{name}");
            assert_eq!(r.card_points(d2), 20);
            assert_eq!(r.card_points(w), 50);
        }
    }

    /// R5, R5.4, R13 no_action_finish: the one definition of "playable".
    #[test]
    fn r5_playable_applies_wd4_strict_and_no_action_finish() {
        let hand = |cards: &[&str]| CardMask(cards.iter().fold(0, |m, s| m | c(s).bit()));
        let plain = Rules::default();
        let top = c("R5");
        let red = Some(Color::Red);
        let h = hand(&["R1", "B5", "G7", "W+4"]);
        let all = hand(&["R1", "B5", "W+4"]);
        assert_eq!(plain.playable(top, red, h, 4), all);
        assert_eq!(plain.playable(top, None, h, 4), CardMask::EMPTY);
        // R5.4 wd4_strict: holding red, the W+4 is not playable.
        let strict = with(&["wd4_strict"]);
        assert_eq!(strict.playable(top, red, h, 4), hand(&["R1", "B5"]));
        assert_eq!(
            strict.playable(top, red, hand(&["G7", "W+4"]), 2),
            hand(&["W+4"])
        );
        // R13 no_action_finish: a last Skip may not be played.
        let naf = with(&["no_action_finish"]);
        assert_eq!(naf.playable(top, red, hand(&["RS"]), 1), CardMask::EMPTY);
        assert_eq!(plain.playable(top, red, hand(&["RS"]), 1), hand(&["RS"]));
        assert_eq!(naf.playable(top, red, hand(&["R1"]), 1), hand(&["R1"]));
        // R9: in the Mario Kart deck a held WIB counts as the colour.
        let mk = Rules::preset(DeckPreset::MarioKart);
        assert!(mk.color_mask(Color::Blue).contains(Card::ITEM_BOX));
        assert!(!plain.color_mask(Color::Blue).contains(Card::ITEM_BOX));
    }

    /// The compiled tables answer exactly what the rules answer, for
    /// every card, under every house rule and preset of every deck.
    #[test]
    fn r14_compiled_tables_agree_with_the_questions() {
        let d2 = c("B+2");
        for deck in DeckPreset::ALL {
            for (house, r) in house_variants(deck) {
                let t = Table::new(r.clone());
                let top = c("G3");
                for card in Card::all() {
                    let msg = format!("{} {house:?} {card}", deck.name());
                    assert_eq!(t.may_finish_with(card), r.may_finish_with(card), "{msg}");
                    assert_eq!(
                        t.may_stack_on_draw_two(card),
                        r.may_stack(d2, card),
                        "{msg}"
                    );
                    assert_eq!(t.may_stack_on_draw_four(card), r.may_stack(c("W+4"), card));
                    assert_eq!(
                        t.may_jump_in(card, card),
                        r.may_jump_in(card, card),
                        "{msg}"
                    );
                    assert_eq!(t.may_jump_in(top, card), r.may_jump_in(top, card), "{msg}");
                    assert_eq!(t.may_jump_in_on_draw_two(card), r.may_jump_in_on(d2, card));
                    assert_eq!(t.names_color & card.bit() != 0, r.names_color(card));
                    assert_eq!(t.takes_target & card.bit() != 0, r.takes_target(card));
                    assert_eq!(t.hand_moving & card.bit() != 0, r.moves_hands(card));
                    for col in Color::ALL {
                        let hand = CardMask(card.bit() | c("W+4").bit() | c("R2").bit());
                        for len in [1, 3] {
                            assert_eq!(
                                t.playable(card, Some(col), hand.0, len),
                                r.playable(card, Some(col), hand, len),
                                "{msg} {col:?} {len}"
                            );
                        }
                    }
                }
                assert_eq!(t.stacking_on_draw_two(), r.stacking_on(d2));
                assert_eq!(t.stacking_on_draw_four(), r.stacking_on(c("W+4")));
                assert_eq!(t.jump_in_at_turns(), r.jump_in_possible(None));
                assert_eq!(
                    t.jump_in_on_penalties(),
                    r.jump_in_possible(Some(Pending::StackOrDraw))
                );
            }
        }
    }

    /// Which pending decisions can arise (SCENARIOS.md), by rules.
    #[test]
    fn r13_r8_decisions_that_can_arise() {
        use Pending::*;
        assert_eq!(
            Rules::default().decisions(),
            vec![ChooseColor, AcceptOrChallenge, PlayOrPass]
        );
        let no_challenge = RulesSpec {
            options: OptionsSpec {
                challenge: Some(false),
                ..Default::default()
            },
            ..Default::default()
        }
        .resolve()
        .unwrap();
        assert_eq!(no_challenge.decisions(), vec![ChooseColor, PlayOrPass]);
        assert!(with(&["stack_draw_two"]).decisions().contains(&StackOrDraw));
        assert!(with(&["seven_swap"]).decisions().contains(&ChoosePlayer));
        assert!(!with(&["zero_rotates"]).decisions().contains(&ChoosePlayer));
        let sh = Rules::named("shuffle-hands").unwrap().decisions();
        assert!(sh.contains(&ComplyOrPenalty) && !sh.contains(&ChoosePlayer));
        let mk = Rules::named("mario-kart").unwrap().decisions();
        assert!(mk.contains(&ChoosePlayer) && mk.contains(&AcceptOrChallenge));
    }
}
