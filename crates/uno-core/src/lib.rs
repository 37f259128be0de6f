//! `uno-core`: the UNO rules engine. Pure: no I/O, no async, no printing.
//!
//! Module map:
//! - [`card`]: cards, colours, notation, card sets and counts (R1, R12.1).
//! - [`rules`]: rules as data: presets, house rules (one [`HouseRule`]
//!   enum with its table of data), scoring, the effect vocabulary,
//!   TOML/JSON loading and printing (R1, R3, R12–R14), and
//!   [`rules::lookup`], the one lookup of the names a person types
//!   (`Hello_Kitty`, `Jump-In`) for every front end.
//! - [`catalogue`]: every preset, house rule (with its R13 implications
//!   and exclusions), option and scoring method a rules file can name,
//!   with descriptions and rule numbers, as one serializable value for
//!   user interfaces (`GET /api/rules`, the web page, `uno rules`).
//! - [`action`]: the actions a seat can send, and their one parser (for
//!   scenario files and the wire protocol alike).
//! - [`error`]: typed errors with stable `code()`s (a leaf: cards and
//!   seats only).
//! - [`event`]: events, and their projection for one viewer.
//! - [`game`]: the state, the pending decision (`Phase`), `apply`, the
//!   effect resolver and legal actions (R2–R13); the draw pile, shuffled
//!   as it is drawn (the same cards in the same order as a shuffle at
//!   once).
//! - [`seed`]: the one seed derivation of every front end: the seeds of a
//!   series' games ([`game_seed`]), a table's rotation
//!   ([`rotation_seed`]) and bots ([`seat_seed`]); and [`round_seed`],
//!   the one-way derivation of each round's seed from the game's seed:
//!   round `r` of a game seeded `s` draws every card from
//!   `round_seed(s, r)` alone, so a round's seed can be revealed when it
//!   ends without revealing later deals.
//! - [`seat`]: [`Seat`], a seat number (R2.4) as its own type: a seat
//!   cannot be taken for a count or an index of something else.
//! - [`seatset`]: [`SeatSet`], a set of seats as one mask (out,
//!   eliminated, blocked, winners).
//! - [`setup`]: unvalidated deals and positions, validated into a `Game`.
//! - [`turns`]: the one turn loop's semantics ([`Decision`]): rounds of
//!   out-of-turn offers (R10.2, R13), the seeded rotation. Its state is
//!   private to the crate: only [`Table`] drives it, so no front end keeps
//!   turn bookkeeping by hand.
//! - [`table`]: [`Table`], the contract every front end drives (the
//!   simulator and the arena, the terminal game, the server, the Python
//!   table): a game and its turn loop in one value; whose decision comes
//!   next, `apply` (which keeps the bookkeeping), `pass` on an offer, the
//!   next round, and the default action of a seat that does not answer.
//! - [`view`]: what one seat may know.
//! - [`vocab`]: the shared vocabulary (`Direction`, the R9 `Item`s, the
//!   kinds of pending decision, [`Pending`]) that the rules, events, the
//!   game and views all use.
//! - [`scenario`]: the scenario file format (SCENARIOS.md): parse, run,
//!   report.
//!
//! ```
//! use uno_core::{Game, Rules, Action, Seat, Viewer};
//! let mut game = Game::new(Rules::named("classic").unwrap(), 4, 42).unwrap();
//! let seat = game.to_act().unwrap();
//! let mut legal = Vec::new();
//! game.legal_actions(seat, &mut legal);
//! let events = game.apply_collect(seat, &legal[0]).unwrap();
//! let _mine: Vec<_> = events.iter().map(|e| e.project(Viewer::Seat(Seat::new(0)))).collect();
//! let view = game.view(Viewer::Seat(Seat::new(0)));
//! assert_eq!(view.hand.len(), game.hand_size(Seat::new(0)));
//! ```

pub mod action;
pub mod card;
pub mod catalogue;
pub mod error;
pub mod event;
pub mod game;
pub mod rules;
pub mod scenario;
pub mod seat;
pub mod seatset;
pub mod seed;
pub mod setup;
pub mod table;
pub mod turns;
pub mod view;
pub mod vocab;

pub use action::{Action, Play};
pub use card::{Card, CardCounts, CardMask, Color};
pub use error::{ActionError, Problem, ProblemArg, SetupError};
pub use event::{Event, EventKind, EventSink, NoEvents, RefereeEvent, SeenEvent, Viewer};
pub use game::{CompiledRules, Game, Phase, RoundDeal};
pub use rules::{DeckPreset, Effect, HouseRule, Rules, RulesFormat, RulesSpec};
pub use seat::Seat;
pub use seatset::SeatSet;
pub use seed::{game_seed, rotation_seed, round_seed, seat_seed};
pub use setup::{Position, Setup, Start};
pub use table::{default_action, PassError, Table};
pub use turns::Decision;
pub use view::{Observation, SeatView};
pub use vocab::{Direction, Pending};
