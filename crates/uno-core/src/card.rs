//! Cards, colours and card sets (RULES.md R1, R12.1).
//!
//! A card is one of 64 *card types*; copies of a type are indistinguishable,
//! so a hand is a multiset of types ([`CardCounts`]) and a set of types fits a
//! `u64` ([`CardMask`]). Layout of the type index:
//!
//! | index | card |
//! |---|---|
//! | `colour * 13 + rank` (0–51) | ranks 0–9, 10 Skip, 11 Reverse, 12 Draw Two |
//! | 52 | `W` |
//! | 53 | `W+4` |
//! | 54 | `WSH` |
//! | 55 | `WBM` |
//! | 56 | `WIB` |
//! | 57–63 | `WC1` … `WC7` |

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The four colours, in notation order R, Y, G, B.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Color {
    Red = 0,
    Yellow = 1,
    Green = 2,
    Blue = 3,
}

impl Color {
    pub const ALL: [Color; 4] = [Color::Red, Color::Yellow, Color::Green, Color::Blue];

    pub fn letter(self) -> char {
        match self {
            Color::Red => 'R',
            Color::Yellow => 'Y',
            Color::Green => 'G',
            Color::Blue => 'B',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Yellow => "yellow",
            Color::Green => "green",
            Color::Blue => "blue",
        }
    }

    pub fn from_index(i: u8) -> Color {
        Color::ALL[(i & 3) as usize]
    }

    fn from_letter(c: char) -> Option<Color> {
        match c.to_ascii_uppercase() {
            'R' => Some(Color::Red),
            'Y' => Some(Color::Yellow),
            'G' => Some(Color::Green),
            'B' => Some(Color::Blue),
            _ => None,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Color {
    type Err = ParseCardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let mut chars = t.chars();
        if let (Some(c), None) = (chars.next(), chars.next()) {
            if let Some(col) = Color::from_letter(c) {
                return Ok(col);
            }
        }
        match t.to_ascii_lowercase().as_str() {
            "red" => Ok(Color::Red),
            "yellow" => Ok(Color::Yellow),
            "green" => Ok(Color::Green),
            "blue" => Ok(Color::Blue),
            _ => Err(ParseCardError::Color(s.to_string())),
        }
    }
}

impl Serialize for Color {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match self {
            Color::Red => "R",
            Color::Yellow => "Y",
            Color::Green => "G",
            Color::Blue => "B",
        })
    }
}

impl<'de> Deserialize<'de> for Color {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// The face of a coloured card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rank {
    Number(u8),
    Skip,
    Reverse,
    DrawTwo,
}

/// The wild card kinds (R5.3, R8, R9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WildKind {
    Wild,
    DrawFour,
    ShuffleHands,
    BadtzMaru,
    ItemBox,
    /// `WC1` is `Custom(1)`.
    Custom(u8),
}

/// What a card is, decoded from its type index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    Colored(Color, Rank),
    Wild(WildKind),
}

/// Maximum number of distinct `WC` cards (`WC1` … `WC7`).
pub const MAX_CUSTOM: u8 = 7;
/// Number of card types.
pub const NUM_TYPES: usize = 64;

/// One card type (see the module docs for the index layout).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(transparent)]
pub struct Card(u8);

impl Card {
    pub const WILD: Card = Card(52);
    pub const WILD_DRAW_FOUR: Card = Card(53);
    pub const SHUFFLE_HANDS: Card = Card(54);
    pub const BADTZ_MARU: Card = Card(55);
    pub const ITEM_BOX: Card = Card(56);
    const CUSTOM_BASE: u8 = 56;

    pub const fn colored(color: Color, rank_index: u8) -> Card {
        Card(color as u8 * 13 + rank_index)
    }
    pub const fn number(color: Color, n: u8) -> Card {
        Card::colored(color, n)
    }
    pub const fn skip(color: Color) -> Card {
        Card::colored(color, 10)
    }
    pub const fn reverse(color: Color) -> Card {
        Card::colored(color, 11)
    }
    pub const fn draw_two(color: Color) -> Card {
        Card::colored(color, 12)
    }
    /// `WC{n}`, `n` in 1..=7.
    pub fn custom(n: u8) -> Card {
        assert!((1..=MAX_CUSTOM).contains(&n));
        Card(Card::CUSTOM_BASE + n)
    }

    /// The type index, 0..64.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    #[inline]
    pub const fn from_index(i: usize) -> Card {
        Card((i & 63) as u8)
    }
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    #[inline]
    pub const fn is_wild(self) -> bool {
        self.0 >= 52
    }
    #[inline]
    pub fn color(self) -> Option<Color> {
        if self.0 < 52 {
            Some(Color::from_index(self.0 / 13))
        } else {
            None
        }
    }
    /// 0..=12 for coloured cards (10 Skip, 11 Reverse, 12 Draw Two).
    #[inline]
    pub const fn rank_index(self) -> Option<u8> {
        if self.0 < 52 {
            Some(self.0 % 13)
        } else {
            None
        }
    }
    #[inline]
    pub fn number_value(self) -> Option<u8> {
        match self.rank_index() {
            Some(r) if r <= 9 => Some(r),
            _ => None,
        }
    }
    #[inline]
    pub fn is_number(self) -> bool {
        self.number_value().is_some()
    }
    /// Skip, Reverse or Draw Two.
    #[inline]
    pub fn is_action(self) -> bool {
        matches!(self.rank_index(), Some(10..=12))
    }
    #[inline]
    pub fn is_draw_two(self) -> bool {
        self.rank_index() == Some(12)
    }
    #[inline]
    pub fn is_draw_four(self) -> bool {
        self == Card::WILD_DRAW_FOUR
    }

    pub fn face(self) -> Face {
        if let Some(c) = self.color() {
            let r = self.0 % 13;
            let rank = match r {
                0..=9 => Rank::Number(r),
                10 => Rank::Skip,
                11 => Rank::Reverse,
                _ => Rank::DrawTwo,
            };
            Face::Colored(c, rank)
        } else {
            Face::Wild(match self.0 {
                52 => WildKind::Wild,
                53 => WildKind::DrawFour,
                54 => WildKind::ShuffleHands,
                55 => WildKind::BadtzMaru,
                56 => WildKind::ItemBox,
                n => WildKind::Custom(n - Card::CUSTOM_BASE),
            })
        }
    }

    /// R12.1 card values.
    pub fn points(self, zero_counts_ten: bool) -> u32 {
        match self.rank_index() {
            Some(0) if zero_counts_ten => 10,
            Some(r @ 0..=9) => r as u32,
            Some(_) => 20,
            None => 50,
        }
    }

    /// Every card type, in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..NUM_TYPES as u8).map(Card)
    }

    /// A readable name ("red 7", "wild draw four").
    pub fn long_name(self) -> String {
        match self.face() {
            Face::Colored(c, r) => {
                let r = match r {
                    Rank::Number(n) => n.to_string(),
                    Rank::Skip => "skip".into(),
                    Rank::Reverse => "reverse".into(),
                    Rank::DrawTwo => "draw two".into(),
                };
                format!("{} {}", c.name(), r)
            }
            Face::Wild(w) => match w {
                WildKind::Wild => "wild".into(),
                WildKind::DrawFour => "wild draw four".into(),
                WildKind::ShuffleHands => "wild shuffle hands".into(),
                WildKind::BadtzMaru => "wild Badtz-Maru".into(),
                WildKind::ItemBox => "wild item box".into(),
                WildKind::Custom(n) => format!("wild customizable {n}"),
            },
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.face() {
            Face::Colored(c, r) => match r {
                Rank::Number(n) => write!(f, "{c}{n}"),
                Rank::Skip => write!(f, "{c}S"),
                Rank::Reverse => write!(f, "{c}R"),
                Rank::DrawTwo => write!(f, "{c}+2"),
            },
            Face::Wild(w) => match w {
                WildKind::Wild => write!(f, "W"),
                WildKind::DrawFour => write!(f, "W+4"),
                WildKind::ShuffleHands => write!(f, "WSH"),
                WildKind::BadtzMaru => write!(f, "WBM"),
                WildKind::ItemBox => write!(f, "WIB"),
                WildKind::Custom(n) => write!(f, "WC{n}"),
            },
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a card or colour did not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseCardError {
    #[error("unknown card {0:?} (expected notation such as R7, GS, BR, Y+2, W, W+4, WSH, WC1, WBM, WIB)")]
    Card(String),
    #[error("unknown colour {0:?} (expected R, Y, G or B)")]
    Color(String),
}

impl FromStr for Card {
    type Err = ParseCardError;
    /// Parses the compact notation of RULES.md, case-insensitively.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCardError::Card(s.to_string());
        let t = s.trim().to_ascii_uppercase();
        match t.as_str() {
            "W" => return Ok(Card::WILD),
            "W+4" => return Ok(Card::WILD_DRAW_FOUR),
            "WSH" => return Ok(Card::SHUFFLE_HANDS),
            "WBM" => return Ok(Card::BADTZ_MARU),
            "WIB" => return Ok(Card::ITEM_BOX),
            _ => {}
        }
        if let Some(n) = t.strip_prefix("WC") {
            let n: u8 = n.parse().map_err(|_| err())?;
            if (1..=MAX_CUSTOM).contains(&n)
                && !t.contains('+')
                && n.to_string().len() == t.len() - 2
            {
                return Ok(Card::custom(n));
            }
            return Err(err());
        }
        let mut chars = t.chars();
        let color = chars.next().and_then(Color::from_letter).ok_or_else(err)?;
        let rest = chars.as_str();
        let rank = match rest {
            "S" => 10,
            "R" => 11,
            "+2" => 12,
            d if d.len() == 1 && d.as_bytes()[0].is_ascii_digit() => d.as_bytes()[0] - b'0',
            _ => return Err(err()),
        };
        Ok(Card::colored(color, rank))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of card types as a bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardMask(pub u64);

impl CardMask {
    pub const EMPTY: CardMask = CardMask(0);
    /// All coloured cards of one colour.
    pub const fn of_color(c: Color) -> CardMask {
        CardMask(((1u64 << 13) - 1) << (c as u8 * 13))
    }
    /// All cards of one rank index (0..=12), any colour.
    pub const fn of_rank(r: u8) -> CardMask {
        CardMask((1u64 << r) | (1u64 << (r + 13)) | (1u64 << (r + 26)) | (1u64 << (r + 39)))
    }
    /// All wild card types.
    pub const WILDS: CardMask = CardMask(!((1u64 << 52) - 1));
    pub const DRAW_TWOS: CardMask = CardMask::of_rank(12);
    /// Every number card (ranks 0–9, any colour).
    pub const NUMBERS: CardMask = CardMask(
        ((1u64 << 10) - 1)
            | (((1u64 << 10) - 1) << 13)
            | (((1u64 << 10) - 1) << 26)
            | (((1u64 << 10) - 1) << 39),
    );

    #[inline]
    pub const fn contains(self, c: Card) -> bool {
        self.0 & c.bit() != 0
    }
    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut m = self.0;
        std::iter::from_fn(move || {
            if m == 0 {
                None
            } else {
                let i = m.trailing_zeros();
                m &= m - 1;
                Some(Card(i as u8))
            }
        })
    }
}

/// For each 8 bits, the word whose byte `i` is 0xFF where bit `i` is set
/// ([`CardCounts::count_in`]).
const BYTES_OF_BITS: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            if (b >> i) & 1 == 1 {
                t[b] |= 0xFF << (8 * i);
            }
            i += 1;
        }
        b += 1;
    }
    t
};

/// A multiset of cards: a count per card type, with a mask of the non-zero
/// types and the total kept in step. Used for hands and decks.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardCounts {
    counts: [u8; NUM_TYPES],
    mask: u64,
    len: u16,
}

impl Default for CardCounts {
    fn default() -> Self {
        CardCounts {
            counts: [0; NUM_TYPES],
            mask: 0,
            len: 0,
        }
    }
}

impl fmt::Debug for CardCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl CardCounts {
    pub fn new() -> Self {
        Self::default()
    }
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    #[inline]
    pub fn count(&self, c: Card) -> u8 {
        self.counts[c.index()]
    }
    #[inline]
    pub fn mask(&self) -> CardMask {
        CardMask(self.mask)
    }
    /// The copies held of the types in `types` (the sum of their counts),
    /// without a loop over the types: each 8 types' counts are one word,
    /// masked bytewise and summed in byte lanes (a hand of at most 255
    /// cards cannot carry a lane over), then across the lanes.
    #[inline]
    pub fn count_in(&self, types: CardMask) -> u32 {
        if self.len > 255 {
            return types.iter().map(|c| u32::from(self.count(c))).sum();
        }
        let m = types.0 & self.mask;
        let mut lanes = 0u64;
        for (w, chunk) in self.counts.chunks_exact(8).enumerate() {
            let word = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
            lanes += word & BYTES_OF_BITS[((m >> (8 * w)) & 0xFF) as usize];
        }
        (lanes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
    }
    #[inline]
    pub fn contains(&self, c: Card) -> bool {
        self.mask & c.bit() != 0
    }
    #[inline]
    pub fn add(&mut self, c: Card) {
        self.add_n(c, 1);
    }
    #[inline]
    pub fn add_n(&mut self, c: Card, n: u8) {
        if n == 0 {
            return;
        }
        let slot = &mut self.counts[c.index()];
        *slot = slot.saturating_add(n);
        self.mask |= c.bit();
        self.len += n as u16;
    }
    /// Removes one copy; returns false (and changes nothing) if absent.
    #[inline]
    pub fn remove(&mut self, c: Card) -> bool {
        let slot = &mut self.counts[c.index()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        if *slot == 0 {
            self.mask &= !c.bit();
        }
        self.len -= 1;
        true
    }
    pub fn clear(&mut self) {
        *self = Self::default();
    }
    /// Cards in type order, each repeated by its count.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        CardMask(self.mask)
            .iter()
            .flat_map(move |c| std::iter::repeat_n(c, self.counts[c.index()] as usize))
    }
    pub fn to_vec(&self) -> Vec<Card> {
        self.iter().collect()
    }
    /// R12.1: the value of all cards.
    pub fn points(&self, zero_counts_ten: bool) -> u32 {
        CardMask(self.mask)
            .iter()
            .map(|c| c.points(zero_counts_ten) * self.counts[c.index()] as u32)
            .sum()
    }
    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> Self {
        let mut h = Self::default();
        for c in cards {
            h.add(c);
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// `count_in` is the sum of the counts of the types asked for,
        /// for hands of any size (a type held up to 255 times, hands past
        /// 255 cards take the loop) and any mask.
        #[test]
        fn count_in_sums_the_counts(
            cards in proptest::collection::vec((0usize..Card::all().count(), 1u8..=40), 0..30),
            types in proptest::num::u64::ANY,
        ) {
            let mut hand = CardCounts::default();
            for &(i, n) in &cards {
                hand.add_n(Card::from_index(i), n);
            }
            let want: u32 = CardMask(types).iter().map(|c| u32::from(hand.count(c))).sum();
            proptest::prop_assert_eq!(hand.count_in(CardMask(types)), want);
        }
    }

    #[test]
    fn notation_round_trips_for_every_type() {
        for c in Card::all() {
            let s = c.to_string();
            assert_eq!(s.parse::<Card>().unwrap(), c, "{s}");
            assert_eq!(s.to_lowercase().parse::<Card>().unwrap(), c, "{s}");
        }
    }

    #[test]
    fn bad_notation_is_rejected() {
        for s in [
            "Q7", "R10", "R", "", "W+2", "WC0", "WC8", "WC01", "RR2", "R+4", "X",
        ] {
            assert!(s.parse::<Card>().is_err(), "{s} parsed");
        }
    }

    #[test]
    fn r12_1_points() {
        assert_eq!("R7".parse::<Card>().unwrap().points(false), 7);
        assert_eq!("R0".parse::<Card>().unwrap().points(false), 0);
        assert_eq!("R0".parse::<Card>().unwrap().points(true), 10);
        assert_eq!("GS".parse::<Card>().unwrap().points(false), 20);
        assert_eq!("Y+2".parse::<Card>().unwrap().points(false), 20);
        assert_eq!(Card::WILD_DRAW_FOUR.points(false), 50);
        assert_eq!(Card::custom(2).points(false), 50);
    }

    #[test]
    fn counts_keep_mask_and_len() {
        let mut h = CardCounts::new();
        let r5: Card = "R5".parse().unwrap();
        h.add(r5);
        h.add(r5);
        assert_eq!(h.len(), 2);
        assert!(h.remove(r5));
        assert!(h.contains(r5));
        assert!(h.remove(r5));
        assert!(!h.contains(r5));
        assert!(!h.remove(r5));
        assert!(h.is_empty());
    }

    #[test]
    fn masks() {
        assert_eq!(CardMask::of_color(Color::Blue).iter().count(), 13);
        assert!(CardMask::DRAW_TWOS.contains("G+2".parse().unwrap()));
        assert!(CardMask::WILDS.contains(Card::custom(7)));
        assert!(!CardMask::WILDS.contains("B+2".parse().unwrap()));
    }
}
