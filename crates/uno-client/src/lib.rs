//! `uno-client`: the programs that are clients of the UNO server
//! (`uno-server`), kept out of the server crate.
//!
//! Module map:
//! - [`client`]: a small HTTP and WebSocket client (the load test, the bot
//!   bridge, the tests).
//! - [`loadtest`]: `uno loadtest`.
//! - [`botlink`]: `uno bot`, a local bot program at a table on a server.
//! - [`verify`]: `uno verify`, a game's fairness checked after the fact.

pub mod botlink;
pub mod client;
pub mod loadtest;
pub mod verify;

pub use loadtest::LoadtestArgs;
pub use verify::VerifyArgs;
