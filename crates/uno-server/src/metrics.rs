//! Prometheus metrics (docs/scaling.md "Metrics"), through the official
//! Rust client (`prometheus-client`), in the Prometheus text exposition
//! format (version 0.0.4).
//!
//! Every number is counted where the thing happens, once:
//! - per server ([`Stats`], held by the hub): connections (the connection
//!   task), actions by outcome (`Room::apply`, the one place every action
//!   goes through: a client's, a bot's, the server's own for a timed-out
//!   turn), the action round trip (from the frame's arrival at its
//!   connection to its `update` handed to that connection), games
//!   finished, rooms created, bot faults (`Room::refused`, the room driver's `bot_act`). `/api/stats`
//!   reads the same counters.
//! - per process ([`store`]): the database's commit time and writes per
//!   commit (the group-commit writers of both back-ends), failed commits,
//!   and room-lease takeovers (`PgDb::claim`).
//! - at scrape time: rooms loaded (the hub's map), resident and heap
//!   memory.
//!
//! `/metrics` is served on its own listener (`uno serve --metrics-addr`),
//! never on the public one ([`serve`]).

use std::future::Future;
use std::sync::OnceLock;

use prometheus_client::encoding::prometheus_text;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::{Registry, Unit};
use tokio::net::TcpListener;

/// Labels of one time series: `name="value"` pairs.
type Labels<const N: usize> = [(&'static str, &'static str); N];

/// A histogram of durations, in seconds: 0.1 ms to 6.6 s, doubling.
fn seconds_histogram() -> Histogram {
    Histogram::new(exponential_buckets(0.0001, 2.0, 17))
}

/// A histogram of writes per commit: 1 to 512 (the writers' batch limit).
fn batch_histogram() -> Histogram {
    Histogram::new(exponential_buckets(1.0, 2.0, 10))
}

/// What became of an action in `Room::apply`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// Legal, committed, announced.
    Accepted,
    /// The engine refused it (not legal at this point of the game).
    Refused,
    /// Legal, but the database did not record it: refused to the client
    /// with an error, nothing announced (the game state is rolled back).
    NotRecorded,
}

impl Outcome {
    fn label(self) -> &'static str {
        match self {
            Outcome::Accepted => "accepted",
            Outcome::Refused => "refused",
            Outcome::NotRecorded => "not_recorded",
        }
    }
}

/// Who submitted an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Source {
    Client,
    Bot,
    /// The server on a player's behalf (a turn timer ran out, a bot's
    /// answer was refused and replaced).
    Server,
}

impl Source {
    fn label(self) -> &'static str {
        match self {
            Source::Client => "client",
            Source::Bot => "bot",
            Source::Server => "server",
        }
    }
}

/// A fault of an in-process bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BotFault {
    /// Its action or reaction was refused by the engine.
    Illegal,
    /// It panicked while deciding (the `hard` bot's search runs on a
    /// blocking thread, where a panic is caught).
    Crash,
}

impl BotFault {
    fn label(self) -> &'static str {
        match self {
            BotFault::Illegal => "illegal",
            BotFault::Crash => "crash",
        }
    }
}

/// One server's counters (the hub's): `/metrics` and `/api/stats`.
pub struct Stats {
    pub(crate) connections: Gauge,
    pub(crate) connections_total: Counter,
    actions: Family<Labels<2>, Counter>,
    round_trip: Histogram,
    pub(crate) games: Counter,
    pub(crate) rooms_created: Counter,
    bot_faults: Family<Labels<2>, Counter>,
}

impl Default for Stats {
    fn default() -> Self {
        let actions = Family::<Labels<2>, Counter>::default();
        // Each series exists from the start (at 0), so that a rate over
        // it is defined before the first refusal.
        for o in [Outcome::Accepted, Outcome::Refused, Outcome::NotRecorded] {
            for s in [Source::Client, Source::Bot, Source::Server] {
                let _ = actions.get_or_create(&[("outcome", o.label()), ("source", s.label())]);
            }
        }
        Stats {
            connections: Gauge::default(),
            connections_total: Counter::default(),
            actions,
            round_trip: seconds_histogram(),
            games: Counter::default(),
            rooms_created: Counter::default(),
            bot_faults: Family::default(),
        }
    }
}

impl Stats {
    pub(crate) fn action(&self, outcome: Outcome, source: Source) {
        self.actions
            .get_or_create(&[("outcome", outcome.label()), ("source", source.label())])
            .inc();
    }

    /// Actions accepted (all sources).
    pub(crate) fn actions_accepted(&self) -> u64 {
        [Source::Client, Source::Bot, Source::Server]
            .iter()
            .map(|s| {
                self.actions
                    .get_or_create(&[
                        ("outcome", Outcome::Accepted.label()),
                        ("source", s.label()),
                    ])
                    .get()
            })
            .sum()
    }

    /// An action's round trip: `arrived` is when its frame reached the
    /// connection task; now its `update` has been handed to that
    /// connection (after the commit).
    pub(crate) fn round_trip(&self, arrived: tokio::time::Instant) {
        self.round_trip.observe(arrived.elapsed().as_secs_f64());
    }

    pub(crate) fn add_game(&self) {
        self.games.inc();
    }

    pub(crate) fn conn_opened(&self) {
        self.connections.inc();
        self.connections_total.inc();
    }

    pub(crate) fn conn_closed(&self) {
        self.connections.dec();
    }

    pub(crate) fn bot_fault(&self, kind: BotFault, level: &'static str) {
        self.bot_faults
            .get_or_create(&[("kind", kind.label()), ("level", level)])
            .inc();
    }
}

/// The database's numbers, for the whole process (every store it opens).
pub struct StoreMetrics {
    commit: Family<Labels<1>, Histogram, fn() -> Histogram>,
    batch: Family<Labels<1>, Histogram, fn() -> Histogram>,
    commit_failures: Family<Labels<1>, Counter>,
    lease_takeovers: Counter,
}

/// The process's store metrics.
pub fn store() -> &'static StoreMetrics {
    static S: OnceLock<StoreMetrics> = OnceLock::new();
    S.get_or_init(|| StoreMetrics {
        commit: Family::new_with_constructor(seconds_histogram as fn() -> Histogram),
        batch: Family::new_with_constructor(batch_histogram as fn() -> Histogram),
        commit_failures: Family::default(),
        lease_takeovers: Counter::default(),
    })
}

impl StoreMetrics {
    /// One group commit of `writes` writes on `backend` ("sqlite" or
    /// "postgres"), which took `elapsed`; `ok`: whether it committed.
    pub(crate) fn commit(
        &self,
        backend: &'static str,
        writes: usize,
        elapsed: std::time::Duration,
        ok: bool,
    ) {
        let l = [("backend", backend)];
        self.commit.get_or_create(&l).observe(elapsed.as_secs_f64());
        self.batch.get_or_create(&l).observe(writes as f64);
        if !ok {
            self.commit_failed(backend);
        }
    }

    /// A group commit that failed before it could start (no connection).
    pub(crate) fn commit_failed(&self, backend: &'static str) {
        self.commit_failures
            .get_or_create(&[("backend", backend)])
            .inc();
    }

    /// This instance took over a room whose lease another instance held
    /// and let expire.
    pub(crate) fn lease_takeover(&self) {
        self.lease_takeovers.inc();
    }
}

/// What `/metrics` reads at scrape time: a server's counters and its
/// gauges of the moment. The hub implements it (`crate::hub`), so this
/// module, which the rooms and the stores below the hub count into, does
/// not import the hub back.
pub trait Scraped {
    /// The server's counters.
    fn counters(&self) -> &Stats;
    /// Rooms loaded, resident and heap memory, read now.
    fn gauges(&self) -> Gauges;
}

/// The gauges read at scrape time ([`Scraped::gauges`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Gauges {
    pub rooms_loaded: usize,
    pub rss_bytes: Option<u64>,
    pub heap_bytes: Option<u64>,
}

/// The metrics of `hub` (and of the process) in the Prometheus text
/// exposition format.
pub fn render(hub: &(impl Scraped + ?Sized)) -> String {
    let s = hub.counters();
    let server = hub.gauges();
    let mut r = Registry::with_prefix("uno");
    let rooms = Gauge::<i64>::default();
    rooms.set(server.rooms_loaded as i64);
    r.register(
        "rooms_loaded",
        "Rooms held in memory by this instance (each has its task).",
        rooms,
    );
    r.register(
        "rooms_created",
        "Rooms created through this instance.",
        s.rooms_created.clone(),
    );
    r.register(
        "connections",
        "WebSocket connections open now.",
        s.connections.clone(),
    );
    r.register(
        "connections_opened",
        "WebSocket connections opened.",
        s.connections_total.clone(),
    );
    r.register(
        "actions",
        "Game actions by outcome (accepted, refused by the engine, not_recorded by the database) and source (client, bot, server).",
        s.actions.clone(),
    );
    r.register_with_unit(
        "action_round_trip",
        "From an action's frame arriving at its connection to its update handed to that connection (includes the commit and a held UNO catch's grace window).",
        Unit::Seconds,
        s.round_trip.clone(),
    );
    r.register(
        "games_finished",
        "Games played to the end.",
        s.games.clone(),
    );
    r.register(
        "bot_faults",
        "In-process bot faults by kind (illegal: the engine refused its answer; crash: it panicked) and level.",
        s.bot_faults.clone(),
    );
    let st = store();
    r.register_with_unit(
        "db_commit",
        "Time of one group commit (all the writes queued up, one transaction), by back-end.",
        Unit::Seconds,
        st.commit.clone(),
    );
    r.register(
        "db_commit_writes",
        "Writes per group commit, by back-end.",
        st.batch.clone(),
    );
    r.register(
        "db_commit_failures",
        "Group commits that failed, by back-end.",
        st.commit_failures.clone(),
    );
    r.register(
        "lease_takeovers",
        "Rooms this process took over from an instance whose lease had expired (shared database).",
        st.lease_takeovers.clone(),
    );
    if let Some(rss) = server.rss_bytes {
        let g = Gauge::<i64>::default();
        g.set(rss as i64);
        r.register_with_unit(
            "resident_memory",
            "Resident memory of the process.",
            Unit::Bytes,
            g,
        );
    }
    if let Some(heap) = server.heap_bytes {
        let g = Gauge::<i64>::default();
        g.set(heap as i64);
        r.register_with_unit(
            "heap",
            "Live heap of the process (the uno binary's counting allocator).",
            Unit::Bytes,
            g,
        );
    }
    let mut out = String::new();
    // Writing to a String cannot fail.
    let _ = prometheus_text::encode(&mut out, &r);
    out
}

/// The `Content-Type` of [`render`]'s text.
pub const CONTENT_TYPE: &str = prometheus_text::CONTENT_TYPE;

/// Serves `GET /metrics` (and nothing else) on `listener` until
/// `shutdown` completes. A listener of its own: the metrics are for the
/// operator's scraper, not for players (docs/operations.md).
pub async fn serve(
    listener: TcpListener,
    hub: impl Scraped + Clone + Send + Sync + 'static,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    use axum::http::header;
    use axum::routing::get;
    let app = axum::Router::new().route(
        "/metrics",
        get(move || {
            let hub = hub.clone();
            async move { ([(header::CONTENT_TYPE, CONTENT_TYPE)], render(&hub)) }
        }),
    );
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown)
        .await
}
