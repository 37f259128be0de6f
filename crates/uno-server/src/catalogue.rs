//! What `GET /api/rules` serves: the engine's rules catalogue
//! ([`uno_core::catalogue`]: presets, house rules, options, scoring, and
//! every colour, card and R9 item with its name) and the bot levels a host
//! can seat, from [`uno_bots::Level`]. The web page takes all of its names
//! from here.

use serde::Serialize;
use uno_bots::Level;
use uno_core::catalogue::Catalogue;

/// The catalogue as served.
#[derive(Clone, Debug, Serialize)]
pub struct ServedCatalogue {
    #[serde(flatten)]
    pub rules: Catalogue,
    /// Every bot level of [`Level::ALL`], in that order.
    pub bot_levels: Vec<BotLevelEntry>,
}

/// One bot level.
#[derive(Clone, Debug, Serialize)]
pub struct BotLevelEntry {
    /// The name `add_bot` takes (docs/protocol.md).
    pub name: &'static str,
    pub title: &'static str,
    /// How it plays, in one line.
    pub description: &'static str,
    /// Offered to people choosing an opponent (the lobby lists these).
    pub offered: bool,
    /// A host may seat it (`add_bot` accepts it).
    pub seatable: bool,
}

/// The catalogue `GET /api/rules` serves.
pub fn served() -> ServedCatalogue {
    ServedCatalogue {
        rules: uno_core::catalogue::catalogue(),
        bot_levels: Level::ALL
            .iter()
            .map(|&l| BotLevelEntry {
                name: l.name(),
                title: l.title(),
                description: l.describe(),
                offered: l.offered(),
                seatable: crate::room::parse_level(l.name()).is_ok(),
            })
            .collect(),
    }
}
