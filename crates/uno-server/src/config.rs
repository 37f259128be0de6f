//! Command-line arguments of `uno serve` and the limits and timings they
//! set ([`Config`], shared by every room).

use std::time::Duration;

/// `uno serve`: the game server.
#[derive(Clone, Debug, clap::Args)]
pub struct ServeArgs {
    /// Address to listen on (port 0: any free port; the address is printed)
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub bind: String,
    /// The database: a SQLite file (created and migrated at start) or a
    /// PostgreSQL URL (postgres://user@host:port/db, migrated at start),
    /// which several instances may share. Default: $DATABASE_URL if set,
    /// else ./uno.db
    #[arg(long)]
    pub db: Option<String>,
    /// On a shared (PostgreSQL) database: how long this instance's claim
    /// on a room lasts without renewal, in ms. When the instance dies,
    /// another takes its rooms over this long after its last renewal
    #[arg(long, default_value_t = 3000)]
    pub lease_ms: u64,
    /// On SIGTERM or Ctrl-C: how long, in seconds, the server may take to
    /// drain (finish queued writes, tell every client to reconnect,
    /// release its room leases) before it exits anyway
    #[arg(long, default_value_t = 5)]
    pub drain_timeout_s: u64,
    /// On a shared database: the address other instances report for this
    /// one in `wrong_instance` errors (default: http://<the bound address>)
    #[arg(long)]
    pub advertise: Option<String>,
    /// Largest client message, in bytes
    #[arg(long, default_value_t = 4096)]
    pub max_message_bytes: usize,
    /// Messages per second a connection may send (burst: twice that)
    #[arg(long, default_value_t = 20)]
    pub msg_rate: u32,
    /// Rooms one client address may hold open at once
    #[arg(long, default_value_t = 20)]
    pub max_rooms_per_client: usize,
    /// Behind a reverse proxy or load balancer: the request header that
    /// carries the client's address (e.g. X-Forwarded-For, whose first
    /// address is taken, or X-Real-IP), for the rooms-per-client limit.
    /// Only set it when the proxy sets the header: clients can forge it
    #[arg(long)]
    pub client_ip_header: Option<String>,
    /// Rooms the server holds in memory at most
    #[arg(long, default_value_t = 20_000)]
    pub max_rooms: usize,
    /// Members (players and spectators) per room
    #[arg(long, default_value_t = 40)]
    pub max_members: usize,
    /// Grace window for UNO catches, in ms: a catch arriving this soon
    /// after the exposing play waits so the exposed player's call can win
    #[arg(long, default_value_t = 1000)]
    pub uno_grace_ms: u64,
    /// How long a bot "thinks" before it acts, in ms
    #[arg(long, default_value_t = 800)]
    pub bot_delay_ms: u64,
    /// Pause between rounds before the next one is dealt, in ms
    #[arg(long, default_value_t = 4000)]
    pub round_pause_ms: u64,
    /// A seated player disconnected this long (in s) gets a bot in their seat
    #[arg(long, default_value_t = 30)]
    pub disconnect_grace_s: u64,
    /// Consecutive turn-timer expiries after which a bot takes the seat
    #[arg(long, default_value_t = 2)]
    pub timeouts_before_bot: u32,
    /// A room nobody is connected to is unloaded from memory after this
    /// many seconds (it stays in the database and comes back on demand)
    #[arg(long, default_value_t = 300)]
    pub idle_unload_s: u64,
    /// A quick-match table waiting this long (in ms) with someone at it
    /// fills its empty seats with bots and starts
    #[arg(long, default_value_t = 20_000)]
    pub quick_wait_ms: u64,
    /// A public table nobody is connected to leaves the lobby (turns
    /// private) after this many seconds of waiting
    #[arg(long, default_value_t = 120)]
    pub public_idle_s: u64,
    /// Public rooms and quick matches a client (and an address) may ask
    /// for per minute
    #[arg(long, default_value_t = 20)]
    pub public_rate: u32,
    /// The day (YYYY-MM-DD) the daily deal takes for today instead of the
    /// UTC date: for tests and rehearsals only (crate::daily). Every
    /// instance sharing a database must be given the same day
    #[arg(long, value_parser = crate::days::parse_day)]
    pub daily_day: Option<String>,
    /// The address players reach the page at (e.g. https://uno.example.org),
    /// behind any proxy: the passkeys' relying party (its host) and origin,
    /// and the one origin that cookie-authorised requests and WebSocket
    /// upgrades carrying the session cookie may come from (accounts,
    /// docs/operations.md "Accounts and passkeys"). Default:
    /// http://localhost:PORT (and http://127.0.0.1:PORT) of the bound port
    #[arg(long)]
    pub public_url: Option<String>,
    /// Passkey registrations, sign-ins and code attempts a client address
    /// may make per minute (per account too, where one is named)
    #[arg(long, default_value_t = 10)]
    pub account_rate: u32,
    /// Log filter (also RUST_LOG)
    #[arg(long, default_value = "info")]
    pub log: String,
    /// Log lines on standard error as plain text or as one JSON object
    /// per line (for a log collector)
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
    /// Workers that run finished games' analyses (the coach) on this
    /// instance, each on a core of its own while it runs; 0: this
    /// instance runs none (another instance on the same database may)
    #[arg(long, default_value_t = 1)]
    pub analysis_workers: usize,
    /// Analyses queued at most (in the database, every instance's
    /// requests together); further requests are refused (`analysis_busy`)
    #[arg(long, default_value_t = 100)]
    pub analysis_queue: usize,
    /// The coach's budget per decision of an analysis, in simulated
    /// actions (`uno analyse --steps`; docs/coach.md)
    #[arg(long, default_value_t = 50_000)]
    pub analysis_steps: u64,
    /// Serve Prometheus metrics at http://ADDR/metrics, on a listener of
    /// its own (keep it private: e.g. 127.0.0.1:9464). Off when not given
    #[arg(long)]
    pub metrics_addr: Option<String>,
}

/// How `uno serve` writes its log.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines (in colour on a terminal).
    #[default]
    Text,
    /// One JSON object per line: `timestamp`, `level`, `message` and the
    /// event's other fields, `target`, and `span` (the room it happened
    /// in, as `span.room`).
    Json,
}

impl ServeArgs {
    /// The database to open: `--db`, else `$DATABASE_URL`, else `./uno.db`.
    pub fn db_spec(&self) -> String {
        self.db
            .clone()
            .or_else(|| std::env::var("DATABASE_URL").ok().filter(|s| !s.is_empty()))
            .unwrap_or_else(|| "./uno.db".to_string())
    }
}

impl Default for ServeArgs {
    fn default() -> Self {
        use clap::Parser;
        #[derive(clap::Parser)]
        struct Wrap {
            #[command(flatten)]
            args: ServeArgs,
        }
        Wrap::parse_from(["uno"]).args
    }
}

/// The server's limits and timings.
#[derive(Clone, Debug)]
pub struct Config {
    pub max_message_bytes: usize,
    pub msg_rate: u32,
    pub max_rooms_per_client: usize,
    /// The header that names the client's address (lower-case), if any.
    pub client_ip_header: Option<String>,
    pub max_rooms: usize,
    pub max_members: usize,
    pub uno_grace: Duration,
    pub bot_delay: Duration,
    pub round_pause: Duration,
    pub disconnect_grace: Duration,
    pub timeouts_before_bot: u32,
    pub idle_unload: Duration,
    /// A quick-match table's wait before bots fill it (issue 21).
    pub quick_wait: Duration,
    /// A public table nobody is at leaves the lobby after this long.
    pub public_idle: Duration,
    /// Public rooms and quick matches per client and per address a minute.
    pub public_rate: u32,
    /// `--public-url` (accounts), if given.
    pub public_url: Option<String>,
    /// Account requests per client address (and account) a minute.
    pub account_rate: u32,
    /// A connection must authenticate within this time.
    pub hello_timeout: Duration,
    /// Messages queued for a slow client before it is disconnected.
    pub outbox: usize,
    /// Sustained rate-limit violations before a connection is closed.
    pub max_violations: u32,
    /// The longest a shutdown may drain ([`crate::Hub::drain`]).
    pub drain_timeout: Duration,
    /// `--daily-day`: the daily deal's "today" instead of the UTC date.
    pub daily_day: Option<String>,
    /// Analysis workers on this instance (crate::analysis).
    pub analysis_workers: usize,
    /// Analyses queued at most.
    pub analysis_queue: usize,
    /// The coach's budget per decision (simulated actions).
    pub analysis_steps: u64,
    /// How long a worker's claim on a job lasts without a progress
    /// report; a job whose claim lapsed is claimed again.
    pub analysis_lease: Duration,
    /// How often an idle worker looks for jobs queued elsewhere.
    pub analysis_poll: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config::from(&ServeArgs::default())
    }
}

impl From<&ServeArgs> for Config {
    fn from(a: &ServeArgs) -> Config {
        Config {
            max_message_bytes: a.max_message_bytes.clamp(256, 1 << 20),
            msg_rate: a.msg_rate.max(1),
            max_rooms_per_client: a.max_rooms_per_client,
            client_ip_header: a
                .client_ip_header
                .as_ref()
                .map(|h| h.trim().to_ascii_lowercase())
                .filter(|h| !h.is_empty()),
            max_rooms: a.max_rooms,
            max_members: a.max_members.clamp(2, 1000),
            uno_grace: Duration::from_millis(a.uno_grace_ms),
            bot_delay: Duration::from_millis(a.bot_delay_ms),
            round_pause: Duration::from_millis(a.round_pause_ms),
            disconnect_grace: Duration::from_secs(a.disconnect_grace_s),
            timeouts_before_bot: a.timeouts_before_bot.max(1),
            idle_unload: Duration::from_secs(a.idle_unload_s),
            quick_wait: Duration::from_millis(a.quick_wait_ms),
            public_idle: Duration::from_secs(a.public_idle_s),
            public_rate: a.public_rate.max(1),
            public_url: a
                .public_url
                .as_ref()
                .map(|u| u.trim().trim_end_matches('/').to_string())
                .filter(|u| !u.is_empty()),
            account_rate: a.account_rate.max(1),
            hello_timeout: Duration::from_secs(10),
            outbox: 256,
            max_violations: 50,
            drain_timeout: Duration::from_secs(a.drain_timeout_s.clamp(1, 600)),
            daily_day: a.daily_day.clone(),
            analysis_workers: a.analysis_workers.min(64),
            analysis_queue: a.analysis_queue,
            analysis_steps: a.analysis_steps.clamp(1_000, 10_000_000),
            analysis_lease: Duration::from_secs(30),
            analysis_poll: Duration::from_secs(2),
        }
    }
}

impl Config {
    /// Fast settings for tests: no bot delay, no round pause.
    pub fn fast() -> Config {
        Config {
            bot_delay: Duration::ZERO,
            round_pause: Duration::ZERO,
            ..Config::default()
        }
    }
}
