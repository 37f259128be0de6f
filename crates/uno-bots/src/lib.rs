//! `uno-bots`: players for the engine that see only what a seat may see.
//!
//! Module map:
//! - [`bot`]: the [`Bot`] trait, levels by name, [`make_bot`].
//! - [`random`]: the research-toolkit "random agent" baseline.
//! - [`chaos`]: a uniformly random legal action of any kind (robustness).
//! - [`driver`]: plays a game with a line-up of bots, offering out-of-turn
//!   chances (catch, UNO, jump-in) fairly.
//!
//! A bot receives an [`uno_core::Observation`] (its seat's view with its
//! legal actions) and, if it asks for them, the events projected for its
//! seat. It never receives the [`uno_core::Game`].

pub mod bot;
pub mod chaos;
pub mod driver;
pub mod random;

pub use bot::{make_bot, Bot, BotError, Level};
pub use driver::{play_game, BotFault, Outcome, PerSeat, Until};
