//! `uno-server`: the UNO game server (`uno serve`) and `uno backup`. The
//! programs that are its clients (`uno loadtest`, `uno bot`, `uno verify`,
//! the test client) live in `uno-client`.
//!
//! Module map:
//! - [`config`]: `uno serve`'s arguments, limits and timings.
//! - [`protocol`]: the wire protocol: client messages and their parser,
//!   server messages, stable error codes (docs/protocol.md).
//! - [`store`]: all database access ([`Db`], the storage API): SQLite in
//!   WAL mode ([`Store`]) or PostgreSQL ([`store::pg`]), the same
//!   migrations, group commit, room leases for several instances.
//! - [`fair`]: seed commitments and unguessable tokens.
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
//! - [`hub`]: the rooms in memory: creation, loading (replay of the
//!   action log), unloading; guests; counters.
//! - [`conn`]: one client connection, generic over its transport.
//! - `api_error`: an error code as an HTTP response (routes and upgrade).
//! - [`http`]: the routes: web page, JSON API.
//! - [`lobby_feed`]: `GET /api/lobby/events`, the public lobby pushed to
//!   the home page as server-sent events.
//! - [`catalogue`]: what `GET /api/rules` serves: the engine's catalogue
//!   and the bot levels.
//! - [`ws`]: the WebSocket upgrade and transport (no per-socket buffers
//!   between messages).
//! - [`backup`]: `uno backup`: SQLite's online backup of a live database.
//! - [`metrics`]: Prometheus metrics (`uno serve --metrics-addr`).
//! - [`ratings`]: Glicko-2 ratings of players and bots (`skillratings`),
//!   the leaderboard and player pages (routes in `http/ratings.rs`).
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

mod api_error;
pub mod backup;
pub mod bot_accounts;
pub mod bot_limits;
pub mod catalogue;
pub mod config;
pub mod conn;
pub mod fair;
pub mod heap;
pub mod http;
pub mod hub;
mod limits;
pub mod lobby;
pub mod lobby_feed;
pub mod metrics;
pub mod protocol;
pub mod ratings;
mod room;
#[cfg(test)]
mod room_tests;
pub mod store;
pub mod ws;

use std::future::{Future, IntoFuture};
use std::net::SocketAddr;

pub use backup::BackupArgs;
pub use config::{Config, LogFormat, ServeArgs};
pub use hub::Hub;
pub use store::{Db, Store, StoreError};
use tokio::net::TcpListener;

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

/// Serves HTTP and WebSocket on `listener` with default limits until
/// `shutdown` completes.
pub async fn serve(
    listener: TcpListener,
    db: Db,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    serve_with(listener, db, Config::default(), shutdown).await
}

/// [`serve`] with explicit limits and timings.
pub async fn serve_with(
    listener: TcpListener,
    db: Db,
    cfg: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    serve_hub(listener, Hub::new(db, cfg), shutdown).await
}

/// [`serve`] with a hub made by the caller (tests inspect it).
///
/// When `shutdown` completes the server drains ([`Hub::drain`]): the
/// listener stops accepting, no room is created or loaded any more, every
/// room commits what it has queued, tells its clients to reconnect and
/// ends, and its lease is released; this returns once that is done or
/// after the configured drain timeout (`--drain-timeout-s`).
pub async fn serve_hub(
    listener: TcpListener,
    hub: Hub,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    use axum::serve::ListenerExt;
    // A shared database: keep this instance's room leases alive.
    let leases = hub
        .db()
        .shared()
        .then(|| tokio::spawn(hub::lease_loop(hub.clone())));
    let presence = tokio::spawn(lobby::presence_loop(hub.clone()));
    let feed = tokio::spawn(lobby_feed::feed_loop(hub.clone()));
    let app = http::router(hub.clone());
    // No Nagle delay: a game's messages are small and must go out at once.
    let listener = listener.tap_io(|tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!("TCP_NODELAY: {e}");
        }
    });
    // The signal stops the listener (axum's graceful shutdown) and marks
    // the hub as draining before anything else runs.
    let (signalled_tx, signalled) = tokio::sync::oneshot::channel::<()>();
    let h = hub.clone();
    let graceful = async move {
        shutdown.await;
        h.begin_drain();
        let _ = signalled_tx.send(());
    };
    let server = tokio::spawn(
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(graceful)
        .into_future(),
    );
    if signalled.await.is_ok() {
        let deadline = tokio::time::Instant::now() + hub.cfg().drain_timeout;
        // The rooms close (and release their leases) while axum finishes
        // the HTTP requests in flight; renewing leases stops first.
        if let Some(l) = &leases {
            l.abort();
        }
        hub.drain(deadline).await;
        if tokio::time::timeout_at(deadline, server).await.is_err() {
            tracing::warn!("HTTP requests still in flight at the drain timeout: dropped");
        }
    } else {
        // The server ended without the signal (it cannot, short of a
        // panic): say why.
        match server.await {
            Ok(r) => r?,
            Err(e) => return Err(ServerError::Other(format!("the HTTP server failed: {e}"))),
        }
    }
    if let Some(l) = leases {
        l.abort();
    }
    presence.abort();
    feed.abort();
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
    tracing::info!("shutting down");
}

/// Logs to standard error, filtered by `RUST_LOG` or `default`: as text,
/// in colour only on a terminal (a log file or journal gets plain text),
/// or as one JSON object per line (docs/operations.md "Logs").
///
/// What is logged never holds a hand, a seed before its reveal, or a
/// token: fields are room codes, seats, member and connection numbers,
/// error texts.
pub fn init_logging(default: &str, format: LogFormat) {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => builder
            .with_ansi(std::io::stderr().is_terminal())
            .try_init(),
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
}

/// `uno serve`: opens the database (migrating it), binds, prints the
/// address on standard output, and serves until Ctrl-C or SIGTERM, then
/// drains ([`Hub::drain`], at most `--drain-timeout-s`) and returns.
pub fn run(args: &ServeArgs) -> Result<(), ServerError> {
    init_logging(&args.log, args.log_format);
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let spec = args.db_spec();
    rt.block_on(async {
        let listener = TcpListener::bind(&args.bind).await?;
        let addr = listener.local_addr()?;
        let instance = store::Instance::new(std::time::Duration::from_millis(
            args.lease_ms.clamp(500, 600_000),
        ));
        instance.set_addr(
            args.advertise
                .clone()
                .unwrap_or_else(|| format!("http://{addr}")),
        );
        let db = Db::connect(&spec, instance).await?;
        // The URL's password is not printed.
        let shown = if store::is_postgres_url(&spec) {
            redact(&spec)
        } else {
            spec.clone()
        };
        {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            writeln!(
                out,
                "uno serve: listening on http://{addr} (database {shown})"
            )?;
            out.flush()?;
        }
        tracing::info!(%addr, db = %shown, backend = db.backend(), "serving");
        let hub = Hub::new(db, Config::from(args));
        if let Some(m) = &args.metrics_addr {
            let ml = TcpListener::bind(m).await?;
            let maddr = ml.local_addr()?;
            {
                use std::io::Write;
                let mut out = std::io::stdout().lock();
                writeln!(out, "uno serve: metrics on http://{maddr}/metrics")?;
                out.flush()?;
            }
            tracing::info!(addr = %maddr, "serving metrics");
            let h = hub.clone();
            tokio::spawn(async move {
                if let Err(e) = metrics::serve(ml, h, std::future::pending()).await {
                    tracing::error!("metrics listener: {e}");
                }
            });
        }
        serve_hub(listener, hub, shutdown_signal()).await
    })?;
    // Drained (Hub::drain): what is left after the drain timeout (rooms,
    // connections, bot threads) is dropped with the runtime.
    rt.shutdown_timeout(std::time::Duration::from_millis(200));
    tracing::info!("stopped");
    Ok(())
}

/// A database URL without its password.
fn redact(url: &str) -> String {
    let Some(scheme_end) = url.find("://").map(|i| i + 3) else {
        return url.to_string();
    };
    let rest = &url[scheme_end..];
    let auth_end = rest.find('/').unwrap_or(rest.len());
    match rest[..auth_end].rfind('@') {
        Some(at) => {
            let user = &rest[..at];
            let user = user.split(':').next().unwrap_or("");
            format!("{}{user}@{}", &url[..scheme_end], &rest[at + 1..])
        }
        None => url.to_string(),
    }
}
