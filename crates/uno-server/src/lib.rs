//! `uno-server`: the UNO game server (`uno serve`) and `uno backup`. The
//! programs that are its clients (`uno loadtest`, `uno bot`, `uno verify`,
//! the test client) live in `uno-client`.
//!
//! Module map:
//! - [`config`]: `uno serve`'s arguments, limits and timings.
//! - [`protocol`]: the wire protocol: client messages and their parser,
//!   server messages, stable error codes (docs/protocol.md).
//! - [`seating`]: a room as stored: its settings and its next game's
//!   seats (the room changes them, the store writes them as JSON).
//! - [`store`]: all database access ([`Db`], the storage API): SQLite in
//!   WAL mode ([`Store`]) or PostgreSQL ([`store::pg`]), the same
//!   migrations, group commit, room leases for several instances.
//! - [`fair`]: seed commitments and unguessable tokens.
//! - [`ids`]: the ids as types: [`ids::RoomCode`] (checked once where it
//!   comes in), [`ids::MemberId`], [`ids::ConnId`], [`ids::GuestId`],
//!   [`ids::GameId`]; the store alone turns them into database values.
//! - [`heap`]: a counting global allocator (live heap bytes in the stats).
//! - `room`: one task per room, owning its members, lobby and game
//!   (`room/mod.rs`: its state, one `Stage` value, and the commands it
//!   takes), a reducer in modules by concern:
//!   - `room::driver`: the task's loop, the one place that performs the
//!     room's steps (store writes, a bot's decision) and delivers messages;
//!   - `room::cmd`: the client commands, one file each (`parse`, `apply`:
//!     `act.rs`, `take_seat.rs`, `configure.rs`, …);
//!   - `room::lobby`: joining, the next game's seats, the host role;
//!   - `room::play`: dealing, the fairness window for UNO catches,
//!     applying an action (committed before it is announced), the end;
//!   - `room::timers`: the turn timer, round pauses, unloading, deadlines
//!     (what is due, as steps);
//!   - `room::standin`: bot seats and bots standing in for absent players;
//!   - `room::broadcast`: room state, `welcome` and `update` per receiver;
//!   - `room::persist`: a new room, a stored room replayed.
//! - `room_tests` (tests only): rooms driven through the hub in paused
//!   time, without sockets.
//! - [`listing`]: the public listing (`GET /api/lobby`), quick match and
//!   each instance's presence; its tables in `store/listing.rs`. (A
//!   room's own seating is `room::lobby`.)
//! - [`hub`]: the rooms in memory: creation, loading (replay of the
//!   action log), unloading; guests; counters.
//! - [`conn`]: one client connection, generic over its transport.
//! - `api_error`: an error code as an HTTP response (routes and upgrade).
//! - `errors`: the one mapping of storage errors to protocol codes
//!   (`storage_unavailable` whenever the database cannot store anything).
//! - [`http`]: the routes: web page, JSON API; `request`: a JSON body and
//!   the client's address, as every route reads them.
//! - [`lobby_feed`]: `GET /api/lobby/events`, the public lobby pushed to
//!   the home page as server-sent events.
//! - [`catalogue`]: what `GET /api/rules` serves: the engine's catalogue
//!   and the bot levels.
//! - [`ws`]: the WebSocket upgrade and transport (no per-socket buffers
//!   between messages).
//! - [`backup`]: `uno backup`: SQLite's online backup of a live database.
//! - [`metrics`]: Prometheus metrics (`uno serve --metrics-addr`).
//! - [`process`]: the process plumbing: runtime, signals, logging, and the
//!   tasks beside the routes (metrics listener, lease renewal, presence),
//!   every one joining the drain; [`serve`], [`serve_hub`], [`run`].
//! - [`ratings`]: Glicko-2 ratings of players and bots (`skillratings`),
//!   the leaderboard and player pages (routes in `http/ratings.rs`).
//! - [`accounts`]: accounts with passkeys (WebAuthn), sessions, recovery
//!   and transfer codes, the cross-site checks; tables in
//!   `store/accounts.rs`.
//! - [`analysis`]: finished games' analyses by the coach, run in the
//!   background by a bounded pool of workers (jobs in the database:
//!   `store/analysis.rs`), and their routes.
//! - [`bot_accounts`]: bot accounts (`POST /api/bots`), invitations;
//!   [`bot_limits`]: their per-address limit.
//!
//! ```no_run
//! # async fn demo() -> Result<(), uno_server::ServerError> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! let db = uno_server::Db::open(std::path::Path::new("uno.db"))?;
//! uno_server::serve(listener, db, std::future::pending()).await
//! # }
//! ```

pub mod accounts;
pub mod analysis;
mod api_error;
pub mod backup;
pub mod bot_accounts;
pub mod bot_limits;
pub mod catalogue;
pub mod config;
pub mod conn;
pub mod daily;
pub mod days;
mod errors;
pub mod fair;
pub mod heap;
pub mod http;
pub mod hub;
pub mod ids;
mod limits;
pub mod listing;
pub mod lobby_feed;
pub mod metrics;
pub mod process;
pub mod protocol;
pub mod ratings;
mod request;
mod room;
#[cfg(test)]
mod room_tests;
pub mod seating;
pub mod store;
pub mod ws;

pub use backup::BackupArgs;
pub use config::{Config, LogFormat, ServeArgs};
pub use hub::Hub;
pub use process::{init_logging, run, serve, serve_hub, serve_hub_with_metrics, serve_with};
pub use store::{Db, Store, StoreError};

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Store(#[from] StoreError),
    #[error("{0}")]
    Other(String),
}
