//! The HTTP routes: the embedded web page, the JSON API and the
//! WebSocket upgrade (docs/protocol.md). Every error is a JSON body
//! `{"error": {"code", "message"}}` with a fitting status; internal
//! details stay in the log.

use std::net::SocketAddr;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, RawQuery, State};
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde::Serialize;
use serde_json::{json, Value};
use uno_core::scenario::Scenario;
use uno_core::{Action, Game, RulesSpec, Seat, Viewer};

pub use crate::api_error::ApiError;
use crate::hub::{CreateRoom, Hub, JoinRoom};
use crate::ids::GameId;
use crate::protocol::{ErrorCode, PROTOCOL_VERSION};
use crate::store::{GameRow, HistoryQuery, StoreError};

mod daily;
mod ratings;

mod web {
    include!(concat!(env!("OUT_DIR"), "/web_files.rs"));
}

type ApiResult<T> = Result<Json<T>, ApiError>;

pub(crate) use crate::request::body;

/// `key=value` pairs of a query string (values here are codes and numbers:
/// no percent-decoding needed).
fn query(q: &Option<String>) -> Vec<(String, String)> {
    q.as_deref()
        .unwrap_or("")
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (p.to_string(), String::new()),
        })
        .collect()
}

fn query_num<T: std::str::FromStr>(
    q: &[(String, String)],
    key: &str,
) -> Result<Option<T>, ApiError> {
    match q.iter().find(|(k, _)| k == key) {
        None => Ok(None),
        Some((_, v)) => v
            .parse()
            .map(Some)
            .map_err(|_| ApiError(ErrorCode::BadMessage(format!("{key} must be a number")))),
    }
}

fn game_id(s: &str) -> Result<GameId, ApiError> {
    s.parse().map_err(|_| ApiError(ErrorCode::NoSuchGame))
}

pub fn router(hub: Hub) -> Router {
    Router::new()
        .route("/", get(index))
        .route("/r/{code}", get(index))
        .route("/api", get(api_index))
        .route("/api/health", get(|| async { Json(json!({"ok": true})) }))
        .route("/api/stats", get(stats))
        .route("/api/rules", get(rules_catalogue))
        .route("/api/guests", post(create_guest))
        .route("/api/bots", post(create_bot))
        .route("/api/bots/invitation", get(bot_invitation))
        .route("/api/players/{id}/stats", get(player_stats))
        .route("/api/players/{id}", get(ratings::player))
        .route("/api/leaderboard", get(ratings::leaderboard))
        .route("/api/lobby", get(lobby))
        .route("/api/lobby/events", get(crate::lobby_feed::route))
        .route("/api/quick", post(quick))
        .route("/api/rooms", post(create_room))
        .route("/api/rooms/{code}", get(room_info))
        .route("/api/rooms/{code}/join", post(join_room))
        .route("/api/games", get(history))
        .route("/api/games/{id}", get(game))
        .route("/api/games/{id}/replay", get(replay))
        .route("/api/games/{id}/scenario", get(scenario))
        .route("/api/daily", get(daily::today))
        .route("/api/daily/start", post(daily::start))
        .route("/api/daily/{day}", get(daily::day))
        .route(
            "/api/games/{id}/analysis",
            get(crate::analysis::status).post(crate::analysis::request),
        )
        .route("/ws", get(crate::ws::route))
        .merge(crate::accounts::routes())
        .fallback(fallback)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(axum::middleware::map_response(json_errors))
        .with_state(hub)
}

/// The largest request body (docs/protocol.md "HTTP API").
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// The errors axum answers by itself, as the API's JSON errors: a body
/// over [`MAX_BODY_BYTES`] (`413`, `message_too_large`: axum says it in
/// plain text) and a method a path does not take (`405`,
/// `method_not_allowed`, with its `Allow` header: axum's body is empty).
async fn json_errors(res: Response) -> Response {
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if is_json {
        return res;
    }
    match res.status() {
        StatusCode::PAYLOAD_TOO_LARGE => {
            ApiError(ErrorCode::MessageTooLarge(MAX_BODY_BYTES)).into_response()
        }
        StatusCode::METHOD_NOT_ALLOWED => {
            let allow = res.headers().get(header::ALLOW).cloned();
            let mut out = ApiError(ErrorCode::MethodNotAllowed).into_response();
            if let Some(a) = allow {
                out.headers_mut().insert(header::ALLOW, a);
            }
            out
        }
        _ => res,
    }
}

fn mime(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("woff2") => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// A language's messages, `locales/TAG/uno.ftl` (uno-i18n embeds them).
fn locale_file(path: &str) -> Option<Response> {
    let tag = path.strip_prefix("locales/")?.strip_suffix("/uno.ftl")?;
    let src = uno_i18n::ftl(tag)?;
    Some(
        (
            [
                (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            ],
            src,
        )
            .into_response(),
    )
}

fn web_file(path: &str) -> Option<Response> {
    if path.starts_with("locales/") {
        return locale_file(path);
    }
    let (p, bytes) = web::WEB_FILES.iter().find(|(p, _)| *p == path)?;
    Some(
        (
            [
                (header::CONTENT_TYPE, mime(p)),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            ],
            *bytes,
        )
            .into_response(),
    )
}

/// The page, its `<html lang>` from `Accept-Language` (the page itself then
/// follows `navigator.languages` or the language the player picked).
async fn index(headers: axum::http::HeaderMap) -> Response {
    let Some((_, bytes)) = web::WEB_FILES.iter().find(|(p, _)| *p == "index.html") else {
        return ApiError(ErrorCode::NotFound).into_response();
    };
    let wish = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let lang = uno_i18n::negotiate::accept_language(wish);
    let page = String::from_utf8_lossy(bytes).replacen(
        "<html lang=\"en\">",
        &format!("<html lang=\"{lang}\">"),
        1,
    );
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        page,
    )
        .into_response()
}

async fn fallback(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    if !path.starts_with("api") {
        if let Some(r) = web_file(path) {
            return r;
        }
    }
    ApiError(ErrorCode::NotFound).into_response()
}

async fn api_index() -> Json<Value> {
    Json(json!({
        "protocol": PROTOCOL_VERSION,
        "docs": "docs/protocol.md",
        "endpoints": [
            "GET /api/health",
            "GET /api/stats",
            "GET /api/rules",
            "POST /api/guests",
            "GET /api/players/{id}",
            "POST /api/bots",
            "GET /api/bots/invitation",
            "GET /api/players/{id}/stats",
            "GET /api/leaderboard?limit=N&bots=0",
            "GET /api/lobby",
            "GET /api/lobby/events",
            "POST /api/quick",
            "POST /api/rooms",
            "GET /api/rooms/{code}",
            "POST /api/rooms/{code}/join",
            "GET /api/games?room=CODE&player=ID&limit=N&before=ID",
            "GET /api/games/{id}",
            "GET /api/games/{id}/replay?step=K",
            "GET /api/games/{id}/scenario",
            "GET /api/daily",
            "GET /api/daily/{day}",
            "POST /api/daily/start",
            "GET /api/account",
            "POST /api/account/passkeys/register",
            "POST /api/account/passkeys/register/finish",
            "POST /api/account/passkeys/sign-in",
            "POST /api/account/passkeys/sign-in/finish",
            "POST /api/account/recovery",
            "POST /api/account/transfer",
            "POST /api/account/transfer/redeem",
            "POST /api/account/sign-out",
            "POST /api/account/delete",
            "POST /api/games/{id}/analysis",
            "GET /api/games/{id}/analysis",
            "GET /ws (WebSocket)"
        ]
    }))
}

async fn stats(State(hub): State<Hub>) -> Json<crate::hub::ServerStats> {
    Json(hub.server_stats())
}

/// The engine's rules catalogue (R1, R3, R12–R14): every preset, house
/// rule, option and scoring method a room's rules can name, for the web
/// page's rule forms.
async fn rules_catalogue() -> Json<crate::catalogue::ServedCatalogue> {
    Json(crate::catalogue::served())
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct NewGuest {
    nickname: String,
}

async fn create_guest(State(hub): State<Hub>, bytes: Bytes) -> ApiResult<crate::hub::Guest> {
    let req: NewGuest = body(&bytes)?;
    Ok(Json(hub.create_guest(&req.nickname).await?))
}

/// `POST /api/bots` (crate::bot_accounts).
async fn create_bot(
    State(hub): State<Hub>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    bytes: Bytes,
) -> Result<(StatusCode, Json<crate::bot_accounts::BotAccount>), ApiError> {
    let req: crate::bot_accounts::NewBot = body(&bytes)?;
    let ip = client_ip(hub.cfg(), &headers, addr.ip());
    let bot = hub.create_bot_account(&req.nickname, Some(ip)).await?;
    Ok((StatusCode::CREATED, Json(bot)))
}

/// `GET /api/bots/invitation` with a bot account's bearer token
/// (crate::bot_accounts).
async fn bot_invitation(
    State(hub): State<Hub>,
    headers: axum::http::HeaderMap,
) -> ApiResult<Value> {
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|a| a.to_str().ok())
        .and_then(|a| a.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or(ApiError(ErrorCode::BadToken))?;
    let room = hub.take_bot_invitation(token).await?;
    Ok(Json(json!({ "room": room })))
}

async fn player_stats(
    State(hub): State<Hub>,
    Path(id): Path<String>,
) -> ApiResult<crate::store::PlayerStats> {
    let id: i64 = id.parse().map_err(|_| ApiError(ErrorCode::NoSuchPlayer))?;
    let s = hub.db().player_stats(id).await?;
    Ok(Json(s.ok_or(ErrorCode::NoSuchPlayer)?))
}

/// `limit` of a listing: 1 to 100 (default 20); out of range is refused.
fn query_limit(q: &[(String, String)]) -> Result<Option<u32>, ApiError> {
    let limit: Option<u32> = query_num(q, "limit")?;
    match limit {
        Some(n) if !(1..=100).contains(&n) => Err(ApiError(ErrorCode::BadMessage(
            "limit must be 1 to 100".into(),
        ))),
        _ => Ok(limit),
    }
}

pub use crate::request::client_ip;

async fn create_room(
    State(hub): State<Hub>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    bytes: Bytes,
) -> Result<(StatusCode, Json<crate::hub::Membership>), ApiError> {
    check_rules_field(&bytes)?;
    let req: CreateRoom = body(&bytes)?;
    let ip = client_ip(hub.cfg(), &headers, addr.ip());
    let m = hub.create_room(req, Some(ip)).await?;
    Ok((StatusCode::CREATED, Json(m)))
}

/// A rules object that does not load (an unknown name, a value out of
/// range such as `hand_size: 1000`) is `invalid_rules`, as a preset name
/// that does not exist is, not a malformed request (`bad_message`).
fn check_rules_field(bytes: &Bytes) -> Result<(), ApiError> {
    let Ok(Value::Object(req)) = serde_json::from_slice::<Value>(bytes) else {
        return Ok(()); // `body` says what is wrong with it
    };
    match req.get("rules") {
        // A preset's name, or left out (null): `body` reads them.
        None | Some(Value::String(_) | Value::Null) => Ok(()),
        // Anything else must be a rules table (R14): an array or a number
        // gets the spec's own "expected a table of rules".
        Some(rules) => <RulesSpec as Deserialize>::deserialize(rules)
            .map(|_| ())
            .map_err(|e| ApiError(ErrorCode::InvalidRules(e.to_string().into()))),
    }
}

/// `GET /api/lobby`: public tables and live counts (crate::listing).
async fn lobby(State(hub): State<Hub>) -> ApiResult<crate::store::listing::Listing> {
    Ok(Json(hub.listing().await?))
}

/// `POST /api/quick`: a quick match (crate::listing).
async fn quick(
    State(hub): State<Hub>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    bytes: Bytes,
) -> ApiResult<crate::listing::QuickAnswer> {
    let req: crate::listing::QuickRequest = body(&bytes)?;
    let ip = client_ip(hub.cfg(), &headers, addr.ip());
    Ok(Json(hub.quick(req, Some(ip)).await?))
}

async fn room_info(
    State(hub): State<Hub>,
    Path(code): Path<String>,
) -> ApiResult<crate::protocol::RoomInfo> {
    let code = crate::hub::normalize_code(&code)?;
    Ok(Json(hub.room_info(&code).await?))
}

async fn join_room(
    State(hub): State<Hub>,
    Path(code): Path<String>,
    bytes: Bytes,
) -> ApiResult<crate::hub::Membership> {
    let code = crate::hub::normalize_code(&code)?;
    let req: JoinRoom = body(&bytes)?;
    Ok(Json(hub.join(&code, req).await?))
}

async fn history(State(hub): State<Hub>, RawQuery(q): RawQuery) -> ApiResult<Value> {
    let q = query(&q);
    let hq = HistoryQuery {
        room: q
            .iter()
            .find(|(k, _)| k == "room")
            .map(|(_, v)| v.to_ascii_uppercase()),
        player: query_num(&q, "player")?,
        limit: query_limit(&q)?,
        before: query_num(&q, "before")?,
    };
    let games = hub.db().history(hq).await?;
    Ok(Json(json!({ "games": games })))
}

async fn finished(hub: &Hub, id: GameId) -> Result<GameRow, ApiError> {
    let row = hub.db().game(id).await?;
    match row {
        Some(g) if g.finished_ms.is_some() => Ok(g),
        _ => Err(ApiError(ErrorCode::NoSuchGame)),
    }
}

fn rebuild(g: &GameRow) -> Result<(Game, Vec<uno_core::Event>), ApiError> {
    let rules = g
        .rules
        .resolve()
        .map_err(|e| StoreError::Data(e.to_string()))?;
    let mut events = Vec::new();
    let game = Game::new_with_events(rules, g.players, g.seed, None, &mut events)
        .map_err(|e| StoreError::Data(e.to_string()))?;
    Ok((game, events))
}

async fn game(State(hub): State<Hub>, Path(id): Path<String>) -> ApiResult<Value> {
    let id = game_id(&id)?;
    let g = finished(&hub, id).await?;
    let summary = hub.db().summary(id).await?;
    let rules = serde_json::to_value(&g.rules).map_err(|e| StoreError::Data(e.to_string()))?;
    let seal = crate::daily::seal_of(&hub, &g).await?;
    let mut out = json!({
        "game": summary,
        "rules": rules,
        "seed": g.seed.to_string(),
        "salt": g.salt,
        "commitment": g.commitment,
        // Each round's seed, salt and commitment (fair.rs), as revealed
        // when it ended.
        "round_reveals": (1..=g.rounds.unwrap_or(0))
            .map(|r| crate::fair::round_reveal(g.seed, &g.salt, r))
            .collect::<Vec<_>>(),
        "actions": g.actions.len(),
        "replay": format!("/api/games/{id}/replay"),
        "scenario": format!("/api/games/{id}/scenario"),
    });
    if seal == crate::daily::Seal::Sealed {
        crate::daily::redact(&mut out);
    }
    Ok(Json(out))
}

#[derive(Serialize)]
struct ReplayStep {
    /// 0 is the deal; step k is the k-th action.
    step: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    by: Option<Seat>,
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<Action>,
    events: Vec<Value>,
}

/// Whose eyes a replay is seen through: the seat of the guest whose
/// token comes in `Authorization: Bearer <player_token>` when that guest
/// played in this game (after the game its hands are no secret to the
/// players who sat at it: they see every card, `crate::analysis::open_*`),
/// else a spectator's. A token that names no guest is refused
/// (`bad_token`); a spectator or a guest who did not play never receives
/// a hidden card.
async fn replay_viewer(
    hub: &Hub,
    headers: &axum::http::HeaderMap,
    g: &GameRow,
) -> Result<Viewer, ApiError> {
    if headers.get(header::AUTHORIZATION).is_none() {
        return Ok(Viewer::Spectator);
    }
    // The same token check as the analysis routes (one place).
    let seat = crate::analysis::seat_of_token(hub, headers, g).await?;
    Ok(seat.map_or(Viewer::Spectator, Viewer::Seat))
}

/// A finished game's events, step by step, as a spectator saw them (or,
/// for a player of the game who sends their token, as their own seat saw
/// them: `replay_viewer`); with `?step=K`, that step and the state after it.
async fn replay(
    State(hub): State<Hub>,
    Path(id): Path<String>,
    headers: axum::http::HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Value> {
    let id = game_id(&id)?;
    let only: Option<usize> = query_num(&query(&q), "step")?;
    let g = finished(&hub, id).await?;
    if only.is_some_and(|k| k > g.actions.len()) {
        return Err(ApiError(ErrorCode::NotFound));
    }
    let viewer = replay_viewer(&hub, &headers, &g).await?;
    // A daily deal's game (crate::daily): before its day is over only its
    // player replays it, from their seat; after, anyone, every hand open.
    let seal = crate::daily::seal_of(&hub, &g).await?;
    if seal == crate::daily::Seal::Sealed && viewer == Viewer::Spectator {
        return Err(ApiError(ErrorCode::DailyNotRevealed));
    }
    let (mut game, events) = rebuild(&g)?;
    // After a game its hands are no secret to those who sat at it
    // (crate::analysis::open_events), except a daily deal before its day
    // is over: the same deal still waits for everyone else.
    let sealed = seal == crate::daily::Seal::Sealed;
    let seen = |ev: &[uno_core::Event]| -> Vec<Value> {
        if sealed {
            ev.iter().map(|e| json!(e.project(viewer))).collect()
        } else {
            crate::analysis::open_events(viewer, ev)
        }
    };
    let state = |game: &Game| {
        if sealed {
            json!(game.view(viewer))
        } else {
            crate::analysis::open_state(game, viewer)
        }
    };
    let mut steps = vec![ReplayStep {
        step: 0,
        by: None,
        action: None,
        events: seen(&events),
    }];
    let mut ev = Vec::new();
    let upto = only.unwrap_or(g.actions.len());
    for (i, (seat, action)) in g.actions.iter().take(upto).enumerate() {
        ev.clear();
        game.apply(*seat, action, &mut ev)
            .map_err(|e| StoreError::Data(format!("game {id} does not replay: {e}")))?;
        if only.is_none() || i + 1 == upto {
            steps.push(ReplayStep {
                step: i + 1,
                by: Some(*seat),
                action: Some(action.clone()),
                events: seen(&ev),
            });
        }
    }
    let mut out = match only {
        Some(k) => {
            let step = steps.pop().expect("one step");
            json!({
                "game_id": id,
                "steps": g.actions.len(),
                "step": k,
                "by": step.by,
                "viewer": seat_of(viewer),
                "action": step.action,
                "events": step.events,
                "state": state(&game),
            })
        }
        None => json!({
            "game_id": id,
            "players": g.players,
            "seed": g.seed.to_string(),
            "salt": g.salt,
            "commitment": g.commitment,
            "steps": steps,
            "viewer": seat_of(viewer),
            "state": state(&game),
        }),
    };
    match seal {
        crate::daily::Seal::Sealed => crate::daily::redact(&mut out),
        crate::daily::Seal::Revealed => crate::daily::open_hands(&mut out, &game),
        crate::daily::Seal::None => {}
    }
    Ok(Json(out))
}

/// The seat a replay is seen from (`null`: a spectator's view).
fn seat_of(v: Viewer) -> Option<Seat> {
    match v {
        Viewer::Seat(s) => Some(s),
        Viewer::Spectator => None,
    }
}

/// A finished game as a scenario file (`uno scenario`, `uno verify`).
async fn scenario(State(hub): State<Hub>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let id = game_id(&id)?;
    let g = finished(&hub, id).await?;
    if crate::daily::seal_of(&hub, &g).await? == crate::daily::Seal::Sealed {
        return Err(ApiError(ErrorCode::DailyNotRevealed));
    }
    let (game, _) = rebuild(&g)?;
    let s = Scenario::from_record(game.rules(), g.players, g.seed, None, &g.actions);
    Ok(([(header::CONTENT_TYPE, "application/json")], s.to_json()).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{HeaderMap, HeaderValue};

    #[test]
    fn the_client_address_comes_from_the_configured_header_only() {
        let peer: std::net::IpAddr = "10.0.0.1".parse().unwrap();
        let mut h = HeaderMap::new();
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("203.0.113.7, 10.0.0.1"),
        );
        let mut cfg = crate::Config::default();
        assert_eq!(
            client_ip(&cfg, &h, peer),
            peer,
            "not trusted unless configured"
        );
        cfg.client_ip_header = Some("x-forwarded-for".into());
        assert_eq!(client_ip(&cfg, &h, peer).to_string(), "203.0.113.7");
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("not an address"),
        );
        assert_eq!(
            client_ip(&cfg, &h, peer),
            peer,
            "a malformed header falls back"
        );
        h.remove("x-forwarded-for");
        assert_eq!(client_ip(&cfg, &h, peer), peer);
    }
}
