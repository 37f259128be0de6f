//! `uno-bots`: players for the engine that see only what a seat may see.
//!
//! Module map, bottom up: each module uses only those above it in this
//! list (no import runs back up, directly or through a re-export at the
//! crate root; `scripts/check-structure` checks it).
//! - [`bot`]: the [`Bot`] trait (observations and seen events only),
//!   alone at the bottom; nothing of the crate under it.
//! - [`player`]: the [`Player`] trait the simulator's driver plays (every
//!   `Bot`, and the research-only `peek`).
//! - [`table`]: what a decision reads of the table: each card type's
//!   effects under the rules ([`table::CardTable`]) and the public facts
//!   of the moment ([`table::Seen`]).
//! - [`evidence`]: what a seat infers from its projected events (known
//!   cards, likely voids, bluff rates).
//! - [`heuristic`]: the rule-based policy behind `easy` and `medium`
//!   (two [`heuristic::Style`]s) and `hard`'s playouts, scored by
//!   [`heuristic::Weights`] (hand-set, or fitted by `examples/tune.rs`);
//!   reads the table and the evidence.
//! - [`belief`]: a particle belief over the hidden hands, weighed by how
//!   well each hypothesis explains the other players' choices (`hard`),
//!   as the heuristic would make them.
//! - [`knowledge`]: the evidence with an optional belief; feeds
//!   `Observation::determinize`.
//!
//! The levels, each a [`Bot`]:
//! - [`random`]: the research-toolkit "random agent" baseline.
//! - [`chaos`]: a uniformly random legal action of any kind (robustness
//!   tests; never offered to people).
//! - [`rule_bot`]: `easy` and `medium`.
//! - [`learned`]: `learned`, a policy network trained in Python (`uno_env`)
//!   and evaluated in Rust from embedded safetensors weights; its
//!   [`encode`] module is the one observation vector and action space,
//!   shared with the Python environment.
//! - [`hard`]: `hard`, determinized search with information-set trees
//!   (and its search [`Budget`]).
//!
//! The coach, above `hard`:
//! - [`coach`]: every candidate of one seat's decision rated by its chance
//!   to win, by `hard`'s search made flat (`uno analyse`, hints).
//! - [`review`]: a recorded game's decisions rated by the coach, each
//!   from its seat's information at the time.
//!
//! Research only, apart from the levels:
//! - [`peek`]: [`peek::Peek`], `hard`'s search on the true hands, a
//!   [`Player`] and never a `Bot`.
//!
//! The factory, above every player it makes:
//! - [`level`]: [`Level`], the levels by name, and [`make_bot`].
//! - [`any`]: [`AnyBot`], any level behind one type, `random` dispatched
//!   statically for simulations; [`AnyPlayer`], that or `peek`.
//! - [`spec`]: [`BotSpec`], a level or `peek` with a budget or a weights
//!   file, as the simulator and the arena name a bot.
//!
//! Playing games, at the top:
//! - [`runner`]: [`SeatRunner`], the one seat runner every front end has
//!   its bots play with on a `uno_core::Table`: each bot is handed its
//!   seat's observation and the events its seat saw, and one fallback
//!   policy covers a rejected answer.
//! - [`driver`]: plays a game with a line-up of players on the engine's
//!   table (`uno_core::Table`) with the seat runner, out-of-turn chances
//!   (catch, UNO, jump-in) included.
//! - [`external`]: a bot in a child process over `docs/bot-protocol.md`.
//!
//! A bot receives an [`uno_core::Observation`] (its seat's view with its
//! legal actions) and, if it asks for them, the events projected for its
//! seat. It never receives the [`uno_core::Game`]; `hard` searches games
//! sampled by `Observation::determinize`, which re-deals every card its
//! seat cannot see. The one exception, `peek` ([`peek::Peek`]), is not a
//! `Bot` but a research-only [`Player`].

pub mod any;
pub mod belief;
pub mod bot;
pub mod chaos;
pub mod coach;
pub mod driver;
pub mod evidence;
pub mod external;
pub mod hard;
pub mod heuristic;
pub mod knowledge;
pub mod learned;
pub mod level;
pub mod peek;
pub mod player;
pub mod random;
pub mod review;
pub mod review_json;
pub mod rule_bot;
pub mod runner;
pub mod spec;
pub mod table;

pub use any::{AnyBot, AnyPlayer};
pub use bot::Bot;
pub use driver::{
    alone_against, play_game, BotFault, LoneResult, MeasureError, Outcome, PerSeat, Until,
};
pub use hard::Budget;
pub use learned::encode;
pub use level::{make_bot, BotError, Level};
pub use player::Player;
pub use runner::{show_events, Answer, SeatRunner, Settled, Slot, Step};
pub use spec::{BotSpec, SpecError};
