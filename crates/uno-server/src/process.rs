//! The process plumbing of `uno serve`, in one place: the runtime
//! ([`run`]), the signals that start the drain (Ctrl-C, SIGTERM),
//! logging ([`init_logging`]), and the tasks a server runs beside its
//! routes: the HTTP listener, room-lease renewal (a shared database), the
//! public listing's presence reports and the metrics listener
//! (`--metrics-addr`). Every one of them joins the drain ([`serve_hub`]):
//! when the shutdown future completes they are told to stop and awaited
//! (at most until the drain timeout), so nothing the server spawned
//! outlives it.

use std::future::{Future, IntoFuture};
use std::net::SocketAddr;

use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio::time::Instant;

use crate::{store, Config, Db, Hub, LogFormat, ServeArgs, ServerError};

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
    serve_hub_with_metrics(listener, None, hub, shutdown).await
}

/// Stops and joins the tasks a server spawned.
struct Tasks {
    stop: watch::Sender<bool>,
    running: Vec<(&'static str, JoinHandle<()>)>,
}

impl Tasks {
    fn new() -> Tasks {
        Tasks {
            stop: watch::channel(false).0,
            running: Vec::new(),
        }
    }

    /// A future that completes when the tasks are told to stop.
    fn stopped(&self) -> impl Future<Output = ()> + Send + 'static {
        let mut rx = self.stop.subscribe();
        async move {
            let _ = rx.wait_for(|s| *s).await;
        }
    }

    /// Runs `task` until it ends or the tasks are told to stop.
    fn spawn(&mut self, name: &'static str, task: impl Future<Output = ()> + Send + 'static) {
        let stopped = self.stopped();
        self.running.push((
            name,
            tokio::spawn(async move {
                tokio::select! {
                    _ = task => {}
                    _ = stopped => {}
                }
            }),
        ));
    }

    /// Tells every task to stop and waits for each (until `deadline`).
    async fn join(self, deadline: Instant) {
        self.stop.send_replace(true);
        for (name, t) in self.running {
            if tokio::time::timeout_at(deadline, t).await.is_err() {
                tracing::warn!(task = name, "still running at the drain timeout: dropped");
            }
        }
    }
}

/// [`serve_hub`], with the Prometheus metrics served on `metrics` too
/// (crate::metrics) until the drain is over: scrapes during the drain see
/// it; after it the metrics listener is closed and its task joined.
pub async fn serve_hub_with_metrics(
    listener: TcpListener,
    metrics: Option<TcpListener>,
    hub: Hub,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServerError> {
    use axum::serve::ListenerExt;
    // A shared database: keep this instance's room leases alive. Renewal
    // stops first when the drain begins (the rooms release their leases).
    let mut leases = Tasks::new();
    if hub.db().shared() {
        leases.spawn("lease renewal", crate::hub::lease_loop(hub.clone()));
    }
    // What runs until the drain is over.
    let mut tasks = Tasks::new();
    tasks.spawn(
        "listing presence",
        crate::listing::presence_loop(hub.clone()),
    );
    tasks.spawn("lobby feed", crate::lobby_feed::feed_loop(hub.clone()));
    for n in 0..hub.cfg().analysis_workers {
        tasks.spawn(
            "analysis worker",
            crate::analysis::worker_loop(hub.clone(), n),
        );
    }
    if let Some(ml) = metrics {
        let h = hub.clone();
        let stopped = tasks.stopped();
        // Stopped gracefully (a scrape in flight is answered), not dropped.
        let task = tokio::spawn(async move {
            if let Err(e) = crate::metrics::serve(ml, h, stopped).await {
                tracing::error!("metrics listener: {e}");
            }
        });
        tasks.running.push(("metrics listener", task));
    }
    // The accounts' relying party and origins (crate::accounts), from
    // `--public-url` or the bound port.
    let accounts = crate::accounts::Accounts::new(hub.cfg(), listener.local_addr()?)
        .map_err(ServerError::Other)?;
    let app = crate::http::router(hub.clone())
        .layer(axum::extract::Extension(std::sync::Arc::new(accounts)));
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
    let deadline = || Instant::now() + hub.cfg().drain_timeout;
    if signalled.await.is_ok() {
        let deadline = deadline();
        // The rooms close (and release their leases) while axum finishes
        // the HTTP requests in flight; renewing leases stops first.
        leases.join(deadline).await;
        hub.drain(deadline).await;
        if tokio::time::timeout_at(deadline, server).await.is_err() {
            tracing::warn!("HTTP requests still in flight at the drain timeout: dropped");
        }
        tasks.join(deadline).await;
        return Ok(());
    }
    // The server ended without the signal (it cannot, short of a panic):
    // say why.
    let r = server.await;
    leases.join(deadline()).await;
    tasks.join(deadline()).await;
    match r {
        Ok(r) => Ok(r?),
        Err(e) => Err(ServerError::Other(format!("the HTTP server failed: {e}"))),
    }
}

/// Completes on Ctrl-C or SIGTERM.
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
        let metrics = if let Some(m) = &args.metrics_addr {
            let ml = TcpListener::bind(m).await?;
            let maddr = ml.local_addr()?;
            {
                use std::io::Write;
                let mut out = std::io::stdout().lock();
                writeln!(out, "uno serve: metrics on http://{maddr}/metrics")?;
                out.flush()?;
            }
            tracing::info!(addr = %maddr, "serving metrics");
            Some(ml)
        } else {
            None
        };
        serve_hub_with_metrics(listener, metrics, hub, shutdown_signal()).await
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
