//! Card effects counted from the engine's events (`--effects`): cards
//! played by type, items, challenges, catches, jump-ins, swaps.
//!
//! Only events caused by the players' actions are counted; the events of
//! dealing a round (`next_round`, and the start of round 1, which the fast
//! path deals without events) are not, so the first card turned (R3) is
//! never counted as played.

use serde::Serialize;
use uno_core::card::{Face, Rank, WildKind};
use uno_core::event::{DrawReason, Item};
use uno_core::{Event, EventKind};

/// Cards played, by type (every card of a multi-play counts).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Played {
    pub numbers: u64,
    pub skip: u64,
    pub reverse: u64,
    pub draw_two: u64,
    #[serde(rename = "W")]
    pub wild: u64,
    #[serde(rename = "W+4")]
    pub wild_draw_four: u64,
    #[serde(rename = "WSH")]
    pub shuffle_hands: u64,
    #[serde(rename = "WC")]
    pub customizable: u64,
    #[serde(rename = "WBM")]
    pub badtz_maru: u64,
    #[serde(rename = "WIB")]
    pub item_box: u64,
}

/// R9 items revealed by Wild Item Box plays.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Items {
    pub mushroom: u64,
    pub banana_peel: u64,
    pub green_shell: u64,
    pub lightning: u64,
    pub bob_omb: u64,
    /// Nothing left to turn (R9).
    pub none: u64,
}

/// How often each effect fired, over all games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct EffectCounts {
    pub played: Played,
    pub items: Items,
    /// R8.3 challenges the challenger won (the W+4 was a bluff) and lost.
    pub challenges_won: u64,
    pub challenges_lost: u64,
    /// R10 UNO calls that counted, successful catches, failed catches.
    pub uno_calls: u64,
    pub catches: u64,
    pub catches_failed: u64,
    /// R13 jump-ins (Draw Two jump-ins under `jump_in_draw_two` included).
    pub jump_ins: u64,
    /// Hands swapped (7/0 swaps, R14 swap_hands), rotated (zero_rotates)
    /// and shuffled (WSH).
    pub swaps: u64,
    pub rotations: u64,
    pub shuffles: u64,
    /// R8.5 honour rules complied with and refused (penalty drawn).
    pub honour_complied: u64,
    pub honour_refused: u64,
    /// R6.4 reshuffles of the discard pile.
    pub reshuffles: u64,
    /// Seats eliminated (R12.2 elimination).
    pub eliminations: u64,
}

impl EffectCounts {
    /// Counts the events one action caused.
    pub fn count(&mut self, events: &[Event]) {
        for e in events {
            self.count_one(&e.kind);
        }
    }

    fn count_one(&mut self, kind: &EventKind) {
        match kind {
            EventKind::Played { cards, jump_in, .. } => {
                if *jump_in {
                    self.jump_ins += 1;
                }
                for c in cards {
                    let p = &mut self.played;
                    let slot = match c.face() {
                        Face::Colored(_, Rank::Number(_)) => &mut p.numbers,
                        Face::Colored(_, Rank::Skip) => &mut p.skip,
                        Face::Colored(_, Rank::Reverse) => &mut p.reverse,
                        Face::Colored(_, Rank::DrawTwo) => &mut p.draw_two,
                        Face::Wild(WildKind::Wild) => &mut p.wild,
                        Face::Wild(WildKind::DrawFour) => &mut p.wild_draw_four,
                        Face::Wild(WildKind::ShuffleHands) => &mut p.shuffle_hands,
                        Face::Wild(WildKind::Custom(_)) => &mut p.customizable,
                        Face::Wild(WildKind::BadtzMaru) => &mut p.badtz_maru,
                        Face::Wild(WildKind::ItemBox) => &mut p.item_box,
                    };
                    *slot += 1;
                }
            }
            EventKind::ItemRevealed { item, .. } => {
                let i = &mut self.items;
                *match item {
                    Item::Mushroom => &mut i.mushroom,
                    Item::BananaPeel => &mut i.banana_peel,
                    Item::GreenShell => &mut i.green_shell,
                    Item::Lightning => &mut i.lightning,
                    Item::BobOmb => &mut i.bob_omb,
                } += 1;
            }
            EventKind::NoItem { .. } => self.items.none += 1,
            EventKind::Challenged { guilty, .. } => {
                if *guilty {
                    self.challenges_won += 1;
                } else {
                    self.challenges_lost += 1;
                }
            }
            EventKind::UnoCalled { .. } => self.uno_calls += 1,
            EventKind::Caught { .. } => self.catches += 1,
            EventKind::CatchFailed { .. } => self.catches_failed += 1,
            EventKind::HandsSwapped { .. } => self.swaps += 1,
            EventKind::HandsRotated { .. } => self.rotations += 1,
            EventKind::HandsShuffled { .. } => self.shuffles += 1,
            EventKind::Complied { .. } => self.honour_complied += 1,
            EventKind::Drew {
                reason: DrawReason::Honour,
                ..
            } => self.honour_refused += 1,
            EventKind::Reshuffled { .. } => self.reshuffles += 1,
            EventKind::Eliminated { .. } => self.eliminations += 1,
            _ => {}
        }
    }

    pub fn merge(&mut self, o: &EffectCounts) {
        let (a, b) = (&mut self.played, &o.played);
        a.numbers += b.numbers;
        a.skip += b.skip;
        a.reverse += b.reverse;
        a.draw_two += b.draw_two;
        a.wild += b.wild;
        a.wild_draw_four += b.wild_draw_four;
        a.shuffle_hands += b.shuffle_hands;
        a.customizable += b.customizable;
        a.badtz_maru += b.badtz_maru;
        a.item_box += b.item_box;
        let (a, b) = (&mut self.items, &o.items);
        a.mushroom += b.mushroom;
        a.banana_peel += b.banana_peel;
        a.green_shell += b.green_shell;
        a.lightning += b.lightning;
        a.bob_omb += b.bob_omb;
        a.none += b.none;
        self.challenges_won += o.challenges_won;
        self.challenges_lost += o.challenges_lost;
        self.uno_calls += o.uno_calls;
        self.catches += o.catches;
        self.catches_failed += o.catches_failed;
        self.jump_ins += o.jump_ins;
        self.swaps += o.swaps;
        self.rotations += o.rotations;
        self.shuffles += o.shuffles;
        self.honour_complied += o.honour_complied;
        self.honour_refused += o.honour_refused;
        self.reshuffles += o.reshuffles;
        self.eliminations += o.eliminations;
    }

    /// `(name, count)` pairs in a fixed order, for the text summary.
    pub fn rows(&self) -> Vec<(&'static str, u64)> {
        let p = &self.played;
        let i = &self.items;
        vec![
            ("number cards", p.numbers),
            ("Skip", p.skip),
            ("Reverse", p.reverse),
            ("Draw Two", p.draw_two),
            ("W", p.wild),
            ("W+4", p.wild_draw_four),
            ("WSH", p.shuffle_hands),
            ("WC", p.customizable),
            ("WBM", p.badtz_maru),
            ("WIB", p.item_box),
            ("item: mushroom", i.mushroom),
            ("item: banana peel", i.banana_peel),
            ("item: green shell", i.green_shell),
            ("item: lightning", i.lightning),
            ("item: bob-omb", i.bob_omb),
            ("item: none", i.none),
            ("challenges won", self.challenges_won),
            ("challenges lost", self.challenges_lost),
            ("UNO calls", self.uno_calls),
            ("catches", self.catches),
            ("failed catches", self.catches_failed),
            ("jump-ins", self.jump_ins),
            ("hand swaps", self.swaps),
            ("hand rotations", self.rotations),
            ("hand shuffles", self.shuffles),
            ("honour complied", self.honour_complied),
            ("honour refused", self.honour_refused),
            ("reshuffles", self.reshuffles),
            ("eliminations", self.eliminations),
        ]
    }
}
