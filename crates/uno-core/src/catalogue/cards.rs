//! The catalogue's cards: every colour, card type and R9 item as the
//! engine names them, for user interfaces (the web page draws and names
//! cards from this list instead of keeping its own copy).
//!
//! Read from the engine's own items: the card types from [`Card::all`]
//! (notation from `Display`, kind from [`Card::face`], points from
//! [`Card::points`], R12.1), the deck presets' counts from
//! [`DeckPreset::counts`] (R1), the items from [`Item::for_card`] and
//! [`Item::effects`] (R9). What is written here is only the English: the
//! display titles and the items' effect sentences.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::card::{Card, Color, Face, Rank, WildKind};
use crate::rules::{DeckPreset, Effect};
use crate::vocab::Item;

/// The colours, card types and items of the catalogue (flattened into
/// [`super::Catalogue`]: its `colors`, `cards` and `items`).
#[derive(Clone, Debug, Serialize)]
pub struct CardSection {
    /// The four colours, in notation order R, Y, G, B.
    pub colors: Vec<ColorEntry>,
    /// Every card type the engine knows (R1, R8, R9, R14 custom decks), in
    /// the engine's order, which is also the order a hand is sorted in:
    /// red 0–9, Skip, Reverse, Draw Two, then yellow, green, blue, then
    /// `W`, `W+4`, `WSH`, `WBM`, `WIB`, `WC1` … `WC7`.
    pub cards: Vec<CardEntry>,
    /// The R9 items, in the order of the R9 table.
    pub items: Vec<ItemEntry>,
}

/// One colour (R1).
#[derive(Clone, Debug, Serialize)]
pub struct ColorEntry {
    /// The notation's letter: `R`, `Y`, `G`, `B`.
    pub letter: Color,
    /// The engine's name: `red`, …
    pub name: &'static str,
    /// The display name: `Red`, …
    pub title: &'static str,
}

/// One card type.
#[derive(Clone, Debug, Serialize)]
pub struct CardEntry {
    /// The notation (R1): `R7`, `GS`, `BR`, `Y+2`, `W`, `W+4`, `WSH`, …
    pub code: String,
    /// The display name: `Red 7`, `Blue Draw Two`, `Wild Draw Four`, …
    pub title: String,
    /// Its colour's letter; `null` for a wild.
    pub color: Option<Color>,
    /// What it is: `number`, `skip`, `reverse`, `draw_two`, `wild`,
    /// `wild_draw_four`, `shuffle_hands`, `badtz_maru`, `item_box`,
    /// `custom`.
    pub kind: &'static str,
    /// A number card's value, a `WC` card's number; `null` otherwise.
    pub number: Option<u8>,
    /// The rule that describes it.
    pub rule: &'static str,
    /// Its points left in a hand (R12.1; a 0 counts 10 with
    /// `zero_counts_ten`).
    pub points: u32,
    /// How many of it each deck preset holds (presets without it are
    /// left out).
    pub decks: BTreeMap<&'static str, u8>,
}

/// One R9 item.
#[derive(Clone, Debug, Serialize)]
pub struct ItemEntry {
    /// The engine's name, as events carry it (`item_revealed`'s `item`).
    pub name: &'static str,
    /// The display name: `Mushroom`, …
    pub title: &'static str,
    /// The colour of the turned card that gives it; `null`: a wild.
    pub color: Option<Color>,
    /// What it does, `{player}` standing for the Item Box's player:
    /// "{player} plays again at once".
    pub effect: &'static str,
    /// The same, said to the Item Box's player: "you play again at once".
    pub effect_you: &'static str,
    /// What it does in R14's vocabulary, as the engine resolves it.
    pub effects: &'static [Effect],
    pub rule: &'static str,
}

impl ItemEntry {
    /// The effect sentence for a player named `player`.
    pub fn effect_for(&self, player: &str) -> String {
        self.effect.replace("{player}", player)
    }
}

/// The R9 items, in the order of the R9 table (red, yellow, green, blue,
/// a wild).
pub const ITEMS: [Item; 5] = [
    Item::Mushroom,
    Item::BananaPeel,
    Item::GreenShell,
    Item::Lightning,
    Item::BobOmb,
];

/// The colours, cards and items of the catalogue.
pub fn section() -> CardSection {
    CardSection {
        colors: Color::ALL.iter().map(|&c| color_entry(c)).collect(),
        cards: Card::all().map(card_entry).collect(),
        items: ITEMS.iter().map(|&i| item_entry(i)).collect(),
    }
}

fn color_title(c: Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Yellow => "Yellow",
        Color::Green => "Green",
        Color::Blue => "Blue",
    }
}

fn color_entry(c: Color) -> ColorEntry {
    ColorEntry {
        letter: c,
        name: c.name(),
        title: color_title(c),
    }
}

/// A card's display name: "Red 7", "Blue Draw Two", "Wild Draw Four",
/// "Wild Customizable 2" (the engine's `long_name`, capitalized).
pub fn card_title(card: Card) -> String {
    match card.face() {
        Face::Colored(c, r) => {
            let rank = match r {
                Rank::Number(n) => return format!("{} {n}", color_title(c)),
                Rank::Skip => "Skip",
                Rank::Reverse => "Reverse",
                Rank::DrawTwo => "Draw Two",
            };
            format!("{} {rank}", color_title(c))
        }
        Face::Wild(w) => match w {
            WildKind::Wild => "Wild".into(),
            WildKind::DrawFour => "Wild Draw Four".into(),
            WildKind::ShuffleHands => "Wild Shuffle Hands".into(),
            WildKind::BadtzMaru => "Wild Badtz-Maru".into(),
            WildKind::ItemBox => "Wild Item Box".into(),
            WildKind::Custom(n) => format!("Wild Customizable {n}"),
        },
    }
}

fn card_entry(card: Card) -> CardEntry {
    let (kind, number, rule) = match card.face() {
        Face::Colored(_, r) => match r {
            Rank::Number(n) => ("number", Some(n), "R1"),
            Rank::Skip => ("skip", None, "R7.1"),
            Rank::Reverse => ("reverse", None, "R7.2"),
            Rank::DrawTwo => ("draw_two", None, "R7.3"),
        },
        Face::Wild(w) => match w {
            WildKind::Wild => ("wild", None, "R8.1"),
            WildKind::DrawFour => ("wild_draw_four", None, "R8.2"),
            WildKind::ShuffleHands => ("shuffle_hands", None, "R8.4"),
            WildKind::BadtzMaru => ("badtz_maru", None, "R8.6"),
            WildKind::ItemBox => ("item_box", None, "R9"),
            WildKind::Custom(n) => ("custom", Some(n), "R8.5"),
        },
    };
    CardEntry {
        code: card.to_string(),
        title: card_title(card),
        color: card.color(),
        kind,
        number,
        rule,
        points: card.points(false),
        decks: DeckPreset::ALL
            .iter()
            .map(|&p| (p.name(), p.counts()[card.index()]))
            .filter(|&(_, n)| n > 0)
            .collect(),
    }
}

fn item_entry(item: Item) -> ItemEntry {
    // R9's table, said of the Item Box's player.
    let (name, title, color, effect, effect_you) = match item {
        Item::Mushroom => (
            "mushroom",
            "Mushroom",
            Some(Color::Red),
            "{player} plays again at once",
            "you play again at once",
        ),
        Item::BananaPeel => (
            "banana_peel",
            "Banana Peel",
            Some(Color::Yellow),
            "the player before {player} draws 2",
            "the player before you draws 2",
        ),
        Item::GreenShell => (
            "green_shell",
            "Green Shell",
            Some(Color::Green),
            "{player} chooses a player who draws 1",
            "you choose a player who draws 1",
        ),
        Item::Lightning => (
            "lightning",
            "Lightning",
            Some(Color::Blue),
            "everyone else draws 1, then {player} plays again",
            "everyone else draws 1, then you play again",
        ),
        Item::BobOmb => (
            "bob_omb",
            "Bob-omb",
            None,
            "{player} draws 2 and names the colour",
            "you draw 2 and name the colour",
        ),
    };
    ItemEntry {
        name,
        title,
        color,
        effect,
        effect_you,
        effects: item.effects(),
        rule: "R9",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
    use serde_json::json;
    use std::collections::BTreeSet;

    /// R1: every card of every deck preset is listed, with the preset's
    /// count; nothing is listed twice; a card is in a preset's `decks`
    /// exactly when the preset's rules hold it.
    #[test]
    fn r1_every_card_of_every_deck_preset_is_listed() {
        let s = section();
        let codes: BTreeSet<&str> = s.cards.iter().map(|c| c.code.as_str()).collect();
        assert_eq!(codes.len(), s.cards.len(), "a card is listed twice");
        for p in DeckPreset::ALL {
            let rules = Rules::preset(p);
            let mut total = 0;
            for card in Card::all() {
                let entry = s.cards.iter().find(|e| e.code == card.to_string());
                let entry = entry.unwrap_or_else(|| panic!("{card} is not listed"));
                let n = rules.count(card);
                assert_eq!(entry.decks.get(p.name()).copied().unwrap_or(0), n);
                total += n as usize;
            }
            assert_eq!(total, rules.deck_size(), "{}", p.name());
        }
        // The edition cards are there, under the engine's notation.
        for (code, title, kind, deck) in [
            (
                "WSH",
                "Wild Shuffle Hands",
                "shuffle_hands",
                "shuffle-hands",
            ),
            ("WC3", "Wild Customizable 3", "custom", "shuffle-hands"),
            ("WBM", "Wild Badtz-Maru", "badtz_maru", "hello-kitty"),
            ("WIB", "Wild Item Box", "item_box", "mario-kart"),
        ] {
            let e = s.cards.iter().find(|e| e.code == code).unwrap();
            assert_eq!((e.title.as_str(), e.kind), (title, kind));
            assert!(e.decks.contains_key(deck), "{code} in {deck}");
        }
    }

    /// Every card type the engine knows is listed in its order, and each
    /// entry's notation parses back to the card, with its colour, its
    /// points (R12.1) and a title that is the engine's long name.
    #[test]
    fn cards_agree_with_the_engine() {
        let s = section();
        assert_eq!(s.cards.len(), Card::all().count());
        for (card, e) in Card::all().zip(&s.cards) {
            assert_eq!(e.code.parse::<Card>(), Ok(card));
            assert_eq!(e.color, card.color());
            assert_eq!(e.points, card.points(false));
            assert_eq!(e.title.to_lowercase(), card.long_name().to_lowercase());
            assert_eq!(e.number.is_some(), card.is_number() || e.kind == "custom");
            assert!(e.rule.starts_with('R'));
        }
        let b2 = &s.cards[Card::draw_two(Color::Blue).index()];
        assert_eq!(
            (b2.code.as_str(), b2.title.as_str()),
            ("B+2", "Blue Draw Two")
        );
        let w4 = &s.cards[Card::WILD_DRAW_FOUR.index()];
        assert_eq!(
            (w4.code.as_str(), w4.title.as_str()),
            ("W+4", "Wild Draw Four")
        );
        assert_eq!(w4.points, 50);
        // The plain wild is in every deck but Mario Kart's (R1).
        assert!(!s.cards[Card::WILD.index()].decks.contains_key("mario-kart"));
    }

    /// R9: every item a turned card can give is listed once, under the
    /// name events carry, with the colour that gives it and its effects.
    #[test]
    fn r9_every_item_is_listed() {
        let s = section();
        let mut reached = BTreeSet::new();
        for card in Card::all() {
            let item = Item::for_card(card);
            let name = json!(item);
            let e = s.items.iter().find(|e| json!(e.name) == name);
            let e = e.unwrap_or_else(|| panic!("{name} is not listed"));
            assert_eq!(e.color, card.color(), "{card} gives {name}");
            assert_eq!(e.effects, item.effects());
            reached.insert(e.name);
        }
        assert_eq!(reached.len(), s.items.len(), "an item no card gives");
        let titles: Vec<_> = s.items.iter().map(|e| e.title).collect();
        assert_eq!(
            titles,
            [
                "Mushroom",
                "Banana Peel",
                "Green Shell",
                "Lightning",
                "Bob-omb"
            ]
        );
        for e in &s.items {
            assert!(e.effect.contains("{player}"), "{}", e.name);
            assert!(e.effect_you.contains("you"), "{}", e.name);
            assert!(!e.effect_for("Ada").contains('{'));
        }
    }

    #[test]
    fn colors_in_notation_order() {
        let v = serde_json::to_value(section()).unwrap();
        assert_eq!(
            v["colors"][3],
            json!({"letter": "B", "name": "blue", "title": "Blue"})
        );
        assert_eq!(v["cards"][0]["color"], "R");
        assert_eq!(v["cards"][52]["color"], serde_json::Value::Null);
        assert_eq!(
            v["items"][4]["effects"],
            json!(["draw(self, 2)", "name_color"])
        );
    }
}
