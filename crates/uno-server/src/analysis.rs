//! A finished game's analysis in the background (issue 31 §1,
//! docs/coach.md "On the server", docs/protocol.md "Analysis").
//!
//! - `POST /api/games/{id}/analysis` with `Authorization: Bearer
//!   <player_token>`: a player who sat at the game asks for the coach's
//!   analysis of their own seat. The request is a row in the database
//!   (store/analysis.rs), so any instance's workers may run it and any
//!   instance serves it. Limits: [`PER_PLAYER`] jobs queued or running per
//!   player (`analysis_limit`), `--analysis-queue` jobs queued
//!   (`analysis_busy`).
//! - `GET /api/games/{id}/analysis`, the same header: its status,
//!   progress (decisions rated / total) and, once done, the result: the
//!   document `uno analyse --json --seat N` prints, for the viewer's seat
//!   only. Nobody else's seat is ever served.
//! - [`worker_loop`]: `--analysis-workers` per instance (default 1)
//!   claim queued jobs with a lease, run the coach on a blocking thread
//!   (`spawn_blocking`: the async runtime stays free) with the budget
//!   `--analysis-steps` per decision, report progress (which renews the
//!   lease) and store the result. A job whose worker died (its instance
//!   stopped) is claimed again once its lease has lapsed.
//!
//! Not queued by itself at a game's end: an analysis costs seconds of
//! CPU per seat, most finished games are never looked at again, and the
//! pool is small on purpose; the player asks for it from the replay page.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::Json;
use serde_json::{json, Value};
use uno_bots::coach::CoachConfig;
use uno_bots::hard::HardConfig;
use uno_bots::review::{count_decisions, review_picked};
use uno_core::scenario::Scenario;
use uno_core::Seat;

use crate::api_error::ApiError;
use crate::hub::Hub;
use crate::ids::{GameId, GuestId, JobId};
use crate::protocol::ErrorCode;
use crate::store::analysis::{AnalysisWrite, JobRow, REFUSED_PLAYER, REFUSED_QUEUE};
use crate::store::{now_ms, Db, GameRow, StoreError, Write};

impl Hub {
    /// Wakes this instance's analysis workers (a job was queued).
    pub(crate) fn analysis_wake(&self) -> &tokio::sync::Notify {
        &self.0.analysis_wake
    }
}

/// Jobs a player may have queued or running at once.
pub const PER_PLAYER: i64 = 2;

/// The coach's budget per decision on the server: `steps` simulated
/// actions (`--analysis-steps`), a quarter of `uno analyse`'s default,
/// with fewer samples and belief particles, so that a worker holds a core
/// for a short time per decision (docs/coach.md has the measurement).
pub fn coach_config(steps: u64) -> CoachConfig {
    CoachConfig {
        min_samples: 24,
        max_samples: 200,
        steps,
        search: HardConfig {
            particles: 128,
            ..HardConfig::default()
        },
    }
}

/// The seat that the guest with the token in `Authorization: Bearer …`
/// held in game `g`: `not_authenticated` without the header, `bad_token`
/// for a token that names no guest, `None` for a guest who did not sit
/// there.
pub async fn seat_of_token(
    hub: &Hub,
    headers: &HeaderMap,
    g: &GameRow,
) -> Result<Option<Seat>, ApiError> {
    let Some(auth) = headers.get(header::AUTHORIZATION) else {
        return Err(ApiError(ErrorCode::NotAuthenticated));
    };
    let token = auth
        .to_str()
        .ok()
        .and_then(|a| a.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or(ApiError(ErrorCode::BadToken))?;
    let (guest, _) = hub
        .db()
        .guest_by_token(crate::fair::token_hash(token))
        .await?
        .ok_or(ApiError(ErrorCode::BadToken))?;
    Ok(seat_of_guest(g, guest))
}

/// The seat guest `guest` held in game `g`, if any (a bot's seat has no
/// guest).
pub fn seat_of_guest(g: &GameRow, guest: GuestId) -> Option<Seat> {
    g.seats
        .iter()
        .take(g.players)
        .position(|s| s.guest_id == Some(guest))
        .and_then(|i| u8::try_from(i).ok())
        .map(Seat::new)
}

async fn finished(hub: &Hub, id: &str) -> Result<GameRow, ApiError> {
    let id: GameId = id.parse().map_err(|_| ApiError(ErrorCode::NoSuchGame))?;
    match hub.db().game(id).await? {
        Some(g) if g.finished_ms.is_some() => Ok(g),
        _ => Err(ApiError(ErrorCode::NoSuchGame)),
    }
}

/// The player's seat and guest id, or the refusal.
async fn player(hub: &Hub, headers: &HeaderMap, g: &GameRow) -> Result<(Seat, GuestId), ApiError> {
    let seat = seat_of_token(hub, headers, g)
        .await?
        .ok_or(ApiError(ErrorCode::NotSeated))?;
    let guest = g
        .seats
        .get(seat.index())
        .and_then(|s| s.guest_id)
        .ok_or(ApiError(ErrorCode::NotSeated))?;
    Ok((seat, guest))
}

/// A job as the API shows it.
fn job_json(j: &JobRow) -> Value {
    let mut v = json!({
        "game_id": j.game,
        "seat": j.seat,
        "status": j.state,
        "done": j.done,
        "total": j.total,
    });
    if let Some(e) = &j.error {
        v["error"] = json!(e);
    }
    if let Some(r) = &j.result {
        v["analysis"] = serde_json::from_str(r).unwrap_or(Value::Null);
    }
    v
}

/// `POST /api/games/{id}/analysis`.
pub async fn request(
    State(hub): State<Hub>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let g = finished(&hub, &id).await?;
    let (seat, guest) = player(&hub, &headers, &g).await?;
    let seat_no = seat.index() as u8;
    let n = hub
        .db()
        .write(Write::Analysis(AnalysisWrite::Request {
            game: g.id,
            seat: seat_no,
            guest,
            per_player: PER_PLAYER,
            queue: hub.cfg().analysis_queue as i64,
        }))
        .await?;
    match n {
        REFUSED_PLAYER => return Err(ApiError(ErrorCode::AnalysisLimit(PER_PLAYER as usize))),
        REFUSED_QUEUE => return Err(ApiError(ErrorCode::AnalysisBusy)),
        _ => {}
    }
    hub.analysis_wake().notify_one();
    let job = hub
        .db()
        .analysis_job(g.id, seat_no)
        .await?
        .ok_or_else(|| StoreError::Data("the analysis job just written is gone".into()))?;
    let status = if job.state == "queued" {
        StatusCode::ACCEPTED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(job_json(&job))))
}

/// `GET /api/games/{id}/analysis`.
pub async fn status(
    State(hub): State<Hub>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    let g = finished(&hub, &id).await?;
    let (seat, _) = player(&hub, &headers, &g).await?;
    let job = hub
        .db()
        .analysis_job(g.id, seat.index() as u8)
        .await?
        .ok_or(ApiError(ErrorCode::NoAnalysis))?;
    Ok(Json(job_json(&job)))
}

/// A finished game's events as a replay shows them to `viewer`: to a
/// player who sat at it (a seat), every card (after the end its hands
/// are no secret to them); to anyone else, what a spectator saw.
pub fn open_events(viewer: uno_core::Viewer, ev: &[uno_core::Event]) -> Vec<Value> {
    ev.iter()
        .map(|e| match viewer {
            uno_core::Viewer::Seat(_) => json!(e.referee()),
            uno_core::Viewer::Spectator => json!(e.project(viewer)),
        })
        .collect()
}

/// The state a replay shows `viewer` after a step: the seat's view, and
/// for a player who sat at the game `hands`, every seat's hand.
pub fn open_state(game: &uno_core::Game, viewer: uno_core::Viewer) -> Value {
    let mut v = json!(game.view(viewer));
    if let uno_core::Viewer::Seat(_) = viewer {
        v["hands"] = Seat::all(game.players())
            .map(|s| {
                game.hand(s)
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    v
}

/// The scenario of a game row (rules, seats, seed, actions).
fn scenario_of(g: &GameRow) -> Result<Scenario, String> {
    let rules = g.rules.resolve().map_err(|e| e.to_string())?;
    Ok(Scenario::from_record(
        &rules, g.players, g.seed, None, &g.actions,
    ))
}

/// What the blocking review sends the worker's async side.
enum Report {
    Total(usize),
    Done(usize),
    Finished(Result<String, String>),
}

/// Sets the flag when dropped: the review stops rating when the worker
/// task is gone (a shutdown).
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Reviews seat `seat` of `scenario` with `cfg` (blocking), reporting on
/// `tx`; stops rating once `cancel` is set.
fn run_review(
    scenario: &Scenario,
    seat: Seat,
    cfg: CoachConfig,
    seed: u64,
    cancel: &AtomicBool,
    tx: &tokio::sync::mpsc::UnboundedSender<Report>,
) -> Result<String, String> {
    let seats = [seat];
    let total = count_decisions(scenario, &seats).map_err(|e| e.to_string())?;
    let _ = tx.send(Report::Total(total));
    let mut done = 0;
    let r = review_picked(
        scenario,
        &seats,
        cfg,
        seed,
        |_| !cancel.load(Ordering::Relaxed),
        |_| {
            done += 1;
            let _ = tx.send(Report::Done(done));
        },
    )
    .map_err(|e| e.to_string())?;
    if cancel.load(Ordering::Relaxed) {
        return Err("cancelled".into());
    }
    Ok(uno_bots::review_json::to_json(&r, &cfg, seed).to_string())
}

/// One worker: claims jobs and runs them until the task is dropped.
pub async fn worker_loop(hub: Hub, n: usize) {
    let name = match hub.db().instance() {
        Some(i) => format!("{}#{n}", i.id),
        None => format!(
            "local/{}/{:08x}#{n}",
            std::process::id(),
            rand::random::<u32>()
        ),
    };
    loop {
        let claimed = claim(hub.db(), &name, hub.cfg().analysis_lease).await;
        match claimed {
            Ok(Some(id)) => {
                if let Err(e) = run_job(&hub, &name, id).await {
                    tracing::warn!(job = %id, "analysis job: {e}");
                }
                continue;
            }
            Ok(None) => {}
            Err(e) => tracing::warn!("cannot claim an analysis job: {e}"),
        }
        // Woken by a request on this instance, or every poll interval
        // (another instance's requests, lapsed claims).
        let _ = tokio::time::timeout(hub.cfg().analysis_poll, hub.analysis_wake().notified()).await;
    }
}

async fn claim(db: &Db, name: &str, lease: Duration) -> Result<Option<JobId>, StoreError> {
    // A read first: an idle worker writes nothing.
    if !db.analysis_claimable().await? {
        return Ok(None);
    }
    db.analysis_claim(name, now_ms() + lease.as_millis() as i64)
        .await
}

async fn run_job(hub: &Hub, name: &str, id: JobId) -> Result<(), StoreError> {
    let db = hub.db();
    let lease = hub.cfg().analysis_lease;
    let job = db
        .analysis_job_by_id(id)
        .await?
        .ok_or_else(|| StoreError::Data(format!("analysis job {id} is gone")))?;
    let scenario = match db.game(job.game).await? {
        Some(g) => scenario_of(&g),
        None => Err(format!("game {} is not stored", job.game)),
    };
    let scenario = match scenario {
        Ok(s) => s,
        Err(e) => return finish(db, id, name, Err(e)).await,
    };
    let cfg = coach_config(hub.cfg().analysis_steps);
    let seed = job.game.as_seed();
    let seat = Seat::new(job.seat);
    let cancel = Arc::new(AtomicBool::new(false));
    let _guard = CancelOnDrop(cancel.clone());
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let flag = cancel.clone();
    let task = tokio::task::spawn_blocking(move || {
        let r = run_review(&scenario, seat, cfg, seed, &flag, &tx);
        let _ = tx.send(Report::Finished(r));
    });
    let (mut done, mut total) = (0i64, 0i64);
    let mut last_write = tokio::time::Instant::now();
    let renew_every = (lease / 3).max(Duration::from_millis(50));
    let progress_every = Duration::from_millis(250);
    let mut outcome = None;
    loop {
        let report = tokio::time::timeout(renew_every, rx.recv()).await;
        let due = match report {
            Ok(Some(Report::Total(n))) => {
                total = n as i64;
                true
            }
            Ok(Some(Report::Done(n))) => {
                done = n as i64;
                last_write.elapsed() >= progress_every || done == total
            }
            Ok(Some(Report::Finished(r))) => {
                outcome = Some(r);
                break;
            }
            Ok(None) => break,
            Err(_) => true, // nothing new: renew the claim all the same
        };
        if due {
            last_write = tokio::time::Instant::now();
            let held = db
                .write(Write::Analysis(AnalysisWrite::Progress {
                    id,
                    worker: name.to_string(),
                    done,
                    total,
                    lease_until: now_ms() + lease.as_millis() as i64,
                }))
                .await?;
            if held == 0 {
                cancel.store(true, Ordering::Relaxed);
                tracing::warn!(job = %id, "lost the claim on an analysis job");
                let _ = task.await;
                return Ok(());
            }
        }
    }
    let _ = task.await;
    let outcome = outcome.unwrap_or_else(|| Err("the analysis stopped".into()));
    if cancel.load(Ordering::Relaxed) {
        return Ok(());
    }
    if let Err(e) = &outcome {
        tracing::warn!(job = %id, "analysis failed: {e}");
    }
    finish(db, id, name, outcome).await
}

async fn finish(
    db: &Db,
    id: JobId,
    name: &str,
    result: Result<String, String>,
) -> Result<(), StoreError> {
    db.write(Write::Analysis(AnalysisWrite::Finish {
        id,
        worker: name.to_string(),
        result,
    }))
    .await
    .map(|_| ())
}
