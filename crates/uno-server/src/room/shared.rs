//! What every room task shares with the hub and the connections: the
//! database, the configuration, counters, the map of loaded rooms and the
//! engine's compiled tables. The hub ([`crate::hub`]) fills the map; a
//! room takes itself out of it when it unloads.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, AtomicU64};
use std::sync::Mutex;

use futures_channel::mpsc;
use uno_core::{CompiledRules, Rules};

use super::RoomCmd;
use crate::config::Config;
use crate::ids::RoomCode;
use crate::store::Db;

pub use crate::metrics::Stats;

/// A loaded room in the map: its command queue, its generation (a room
/// loaded again is a new one) and the client whose room count it holds.
pub(crate) struct Entry {
    pub(crate) tx: mpsc::Sender<RoomCmd>,
    pub(crate) gen: u64,
    pub(crate) client: Option<IpAddr>,
}

/// What every room and connection shares.
pub(crate) struct Shared {
    pub(crate) db: Db,
    pub(crate) cfg: Config,
    pub(crate) stats: Stats,
    pub(crate) rooms: Mutex<HashMap<RoomCode, Entry>>,
    pub(crate) per_client: Mutex<HashMap<IpAddr, usize>>,
    /// New bot accounts per client address (`POST /api/bots`).
    pub(crate) bot_limiter: crate::bot_limits::BotLimiter,
    pub(crate) next_gen: AtomicU64,
    pub(crate) next_conn: AtomicU64,
    pub(crate) started: std::time::Instant,
    /// The engine's tables for each rule set in use, shared by every game
    /// with those rules (a few KiB each).
    pub(crate) compiled: Mutex<HashMap<Rules, CompiledRules>>,
    /// Limits on public rooms and quick matches (crate::listing).
    pub(crate) public_limits: crate::limits::Limiter,
    /// When this instance last reported its presence (ms).
    pub(crate) presence_ms: AtomicI64,
    /// The count of open connections it last reported.
    pub(crate) presence_online: AtomicI64,
    /// The lobby pushed to listening pages (crate::lobby_feed): the lobby
    /// as last read, and the pages listening for its changes.
    pub(crate) lobby_feed:
        tokio::sync::watch::Sender<std::sync::Arc<crate::store::listing::Listing>>,
    /// The server is shutting down: no new room is created or loaded
    /// ([`crate::Hub::drain`]).
    pub(crate) draining: std::sync::atomic::AtomicBool,
    /// Wakes this instance's analysis workers (crate::analysis).
    pub(crate) analysis_wake: tokio::sync::Notify,
}

/// Distinct rule sets whose tables are shared at most.
const MAX_COMPILED: usize = 1024;

impl Shared {
    pub(crate) fn new(db: Db, cfg: Config) -> Shared {
        let public_limits = crate::limits::Limiter::new(cfg.public_rate);
        Shared {
            db,
            cfg,
            stats: Stats::default(),
            rooms: Mutex::new(HashMap::new()),
            per_client: Mutex::new(HashMap::new()),
            bot_limiter: Default::default(),
            next_gen: AtomicU64::new(1),
            next_conn: AtomicU64::new(1),
            started: std::time::Instant::now(),
            compiled: Mutex::new(HashMap::new()),
            public_limits,
            presence_ms: AtomicI64::new(0),
            presence_online: AtomicI64::new(0),
            lobby_feed: tokio::sync::watch::Sender::new(Default::default()),
            draining: std::sync::atomic::AtomicBool::new(false),
            analysis_wake: tokio::sync::Notify::new(),
        }
    }

    /// The compiled tables for `rules`, shared when possible.
    pub(crate) fn compiled(&self, rules: &Rules) -> CompiledRules {
        let mut c = self.compiled.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(t) = c.get(rules) {
            return t.clone();
        }
        let t = CompiledRules::new(rules.clone());
        if c.len() < MAX_COMPILED {
            c.insert(rules.clone(), t.clone());
        }
        t
    }

    /// Removes a room that decided to unload. False if it was replaced.
    pub(crate) fn unload(&self, code: &RoomCode, gen: u64) -> bool {
        let mut rooms = self.rooms.lock().unwrap_or_else(|p| p.into_inner());
        match rooms.get(code) {
            Some(e) if e.gen == gen => {
                let e = rooms.remove(code).expect("present");
                drop(rooms);
                if let Some(ip) = e.client {
                    self.release_client(ip);
                }
                if self.db.shared() {
                    let db = self.db.clone();
                    let code = code.clone();
                    tokio::spawn(async move {
                        if let Err(e) = db.release(&code).await {
                            tracing::warn!(room = %code, "cannot release the lease: {e}");
                        }
                    });
                }
                true
            }
            _ => false,
        }
    }

    pub(crate) fn release_client(&self, ip: IpAddr) {
        let mut pc = self.per_client.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = pc.get_mut(&ip) {
            *n -= 1;
            if *n == 0 {
                pc.remove(&ip);
            }
        }
    }
}
