//! Accounts with passkeys (issue 32 §2; docs/protocol.md "Accounts"): a
//! guest saves itself with a passkey (WebAuthn, `webauthn-rs`) and becomes
//! an account keeping its id (so its ratings, history and name stay); on
//! another browser it signs in with the passkey, a recovery code or a
//! one-time transfer code and is the same player.
//!
//! The design, in short:
//! - a signed-in browser holds a *session*: a random token in the cookie
//!   `uno_session` (`HttpOnly`, `SameSite=Strict`, `Secure` when the public
//!   URL is https), stored only as its sha256; the cookie authorises the
//!   account's own requests (`/api/account/…`) and nothing else;
//! - each session also gets a *player token* of its own, returned once in
//!   the body of the sign-in and kept by the page where a guest keeps its
//!   token: it is what plays (rooms, quick match, replays), exactly as a
//!   guest's token does, and signing out or deleting the account revokes
//!   it. Making an account replaces the guest's old token (nobody can play
//!   as the account with it any more);
//! - every cookie-authorised request is checked against cross-site use
//!   ([`guard`]: a JSON body, and `Origin`/`Sec-Fetch-Site` naming this
//!   server), the WebSocket upgrade refuses a foreign `Origin` whenever the
//!   cookie comes with it ([`upgrade_allowed`]), and registrations, sign-ins
//!   and code attempts are rate-limited per address and per account;
//! - a ceremony's state (the WebAuthn challenge) is kept in the database
//!   (store/accounts.rs) with an expiry and taken before it is checked, so
//!   a ceremony finishes once, on whichever instance.
//!
//! The routes are in `accounts/passkeys.rs` (the WebAuthn ceremonies) and
//! `accounts/codes.rs` (recovery and transfer codes, status, sign out,
//! delete); the per-server state ([`Accounts`]) reaches them as an axum
//! extension that `process` adds beside the routes.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Bytes;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::de::DeserializeOwned;
use serde_json::json;
use webauthn_rs::prelude::{Url, Webauthn, WebauthnBuilder};

use crate::api_error::ApiError;
use crate::hub::Hub;
use crate::ids::GuestId;
use crate::limits::Limiter;
use crate::protocol::ErrorCode;
use crate::store::accounts::{AccountWrite, NewSession};
use crate::store::{now_ms, StoreError, Write};

mod codes;
mod passkeys;

/// The session cookie's name.
pub const COOKIE: &str = "uno_session";
/// How long a session (and its player token) lasts.
pub const SESSION_MS: i64 = 30 * 24 * 3600 * 1000;
/// How long a ceremony (a registration or sign-in) may take.
pub const CEREMONY_MS: i64 = 5 * 60 * 1000;
/// How long a transfer code lasts.
pub const TRANSFER_MS: i64 = 10 * 60 * 1000;
/// Recovery codes made with an account.
pub const RECOVERY_CODES: usize = 8;

/// The accounts' per-server state: the WebAuthn relying party, this
/// server's own origins, the cookie's `Secure` flag and the rate limits.
pub struct Accounts {
    webauthn: Webauthn,
    origins: Vec<String>,
    secure: bool,
    limits: Limiter,
}

impl Accounts {
    /// From `--public-url` (or, without it, `http://localhost:PORT` of the
    /// bound address, also reachable as `http://127.0.0.1:PORT`).
    pub fn new(cfg: &crate::Config, bound: SocketAddr) -> Result<Accounts, String> {
        let (public, mut origins) = match &cfg.public_url {
            Some(u) => (u.clone(), vec![]),
            None => {
                let port = bound.port();
                (
                    format!("http://localhost:{port}"),
                    vec![
                        format!("http://127.0.0.1:{port}"),
                        format!("http://{bound}"),
                    ],
                )
            }
        };
        let url = Url::parse(&public).map_err(|e| format!("--public-url {public}: {e}"))?;
        let rp_id = url
            .host_str()
            .ok_or_else(|| format!("--public-url {public}: no host"))?
            .to_string();
        let origin = url.origin().ascii_serialization();
        origins.insert(0, origin);
        origins.dedup();
        let webauthn = WebauthnBuilder::new(&rp_id, &url)
            .and_then(|b| b.rp_name("UNO").build())
            .map_err(|e| format!("--public-url {public}: {e}"))?;
        Ok(Accounts {
            webauthn,
            origins,
            secure: url.scheme() == "https",
            limits: Limiter::new(cfg.account_rate),
        })
    }

    /// This server's own origins (the public URL's first).
    pub fn origins(&self) -> &[String] {
        &self.origins
    }

    fn own_origin(&self, origin: &[u8]) -> bool {
        self.origins.iter().any(|o| o.as_bytes() == origin)
    }
}

/// The account routes (merged into `crate::http::router`).
pub fn routes() -> Router<Hub> {
    Router::new()
        .route("/api/account", get(codes::status))
        .route(
            "/api/account/passkeys/register",
            post(passkeys::register_start),
        )
        .route(
            "/api/account/passkeys/register/finish",
            post(passkeys::register_finish),
        )
        .route(
            "/api/account/passkeys/sign-in",
            post(passkeys::sign_in_start),
        )
        .route(
            "/api/account/passkeys/sign-in/finish",
            post(passkeys::sign_in_finish),
        )
        .route("/api/account/recovery", post(codes::recovery_sign_in))
        .route("/api/account/transfer", post(codes::transfer_create))
        .route("/api/account/transfer/redeem", post(codes::transfer_redeem))
        .route("/api/account/sign-out", post(codes::sign_out))
        .route("/api/account/delete", post(codes::delete))
}

/// The per-server state as handlers take it.
pub(crate) type Acc = axum::extract::Extension<Arc<Accounts>>;

// ----- errors -------------------------------------------------------------------

/// An account request's error: the API's codes, or the accounts' own (the
/// same JSON body `{"error": {"code", "message"}}`).
#[derive(Debug)]
pub enum AccountError {
    Api(ErrorCode),
    Own(&'static str, StatusCode, String),
}

impl AccountError {
    fn own(code: &'static str, status: StatusCode, msg: impl Into<String>) -> AccountError {
        AccountError::Own(code, status, msg.into())
    }
    pub(crate) fn not_signed_in() -> AccountError {
        Self::own(
            "not_signed_in",
            StatusCode::UNAUTHORIZED,
            "no live session: sign in first",
        )
    }
    pub(crate) fn bad_origin(why: &str) -> AccountError {
        Self::own("bad_origin", StatusCode::FORBIDDEN, why)
    }
    pub(crate) fn refused(why: impl Into<String>) -> AccountError {
        Self::own("passkey_refused", StatusCode::UNAUTHORIZED, why)
    }
    pub(crate) fn ceremony() -> AccountError {
        Self::own(
            "ceremony_expired",
            StatusCode::BAD_REQUEST,
            "no such ceremony in progress: it expired, was already finished, or never began",
        )
    }
    pub(crate) fn bad_code() -> AccountError {
        Self::own(
            "bad_code",
            StatusCode::UNAUTHORIZED,
            "that code is wrong, already used or expired",
        )
    }
}

impl From<ErrorCode> for AccountError {
    fn from(e: ErrorCode) -> Self {
        AccountError::Api(e)
    }
}

impl From<StoreError> for AccountError {
    fn from(e: StoreError) -> Self {
        AccountError::Api(crate::errors::store_code(&e))
    }
}

impl IntoResponse for AccountError {
    fn into_response(self) -> Response {
        match self {
            AccountError::Api(e) => ApiError(e).into_response(),
            AccountError::Own(code, status, message) => (
                status,
                Json(json!({"error": {"code": code, "message": message}})),
            )
                .into_response(),
        }
    }
}

pub(crate) type AccResult<T> = Result<T, AccountError>;

// ----- cross-site defence -------------------------------------------------------

/// The checks every state-changing account request passes before anything
/// else (CSRF): its body is JSON (`Content-Type: application/json`, which a
/// form on another site cannot send without a CORS preflight this server
/// never grants), and, when the browser says where the request comes from,
/// it comes from this server: `Origin` one of [`Accounts::origins`], or
/// without `Origin`, `Sec-Fetch-Site` `same-origin` (or `none`: typed by
/// the user). Programs that send neither header are not browsers, and
/// cannot carry a victim's cookie.
pub(crate) fn guard(acc: &Accounts, headers: &HeaderMap) -> AccResult<()> {
    let json = headers
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !json {
        return Err(AccountError::own(
            "json_required",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "send the body as Content-Type: application/json",
        ));
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        if !acc.own_origin(origin.as_bytes()) {
            return Err(AccountError::bad_origin(
                "this request comes from another site",
            ));
        }
    } else if let Some(site) = headers.get("sec-fetch-site") {
        if !matches!(site.as_bytes(), b"same-origin" | b"none") {
            return Err(AccountError::bad_origin(
                "this request comes from another site",
            ));
        }
    }
    Ok(())
}

/// Whether a WebSocket upgrade may proceed: always without the session
/// cookie (a token in the first message authorises a socket); with it,
/// only from this server's own origins (or a program that sends no
/// `Origin`), so a page on another site never gets a socket that carries
/// the player's cookie.
pub fn upgrade_allowed(acc: Option<&Accounts>, headers: &HeaderMap) -> bool {
    if session_token(headers).is_none() {
        return true;
    }
    match (acc, headers.get(header::ORIGIN)) {
        (_, None) => true,
        (Some(acc), Some(o)) => acc.own_origin(o.as_bytes()),
        (None, Some(_)) => false,
    }
}

/// Takes one request from the address's (and the account's) budget.
pub(crate) fn limit(
    acc: &Accounts,
    hub: &Hub,
    headers: &HeaderMap,
    peer: SocketAddr,
    guest: Option<GuestId>,
) -> AccResult<()> {
    let ip = crate::request::client_ip(hub.cfg(), headers, peer.ip());
    acc.limits.check(Some(ip), guest).map_err(AccountError::Api)
}

// ----- sessions -----------------------------------------------------------------

/// The session token in the request's cookie, if any.
pub(crate) fn session_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .map(|(_, v)| v.trim().to_string())
        .filter(|v| !v.is_empty())
}

/// The account the request's live session belongs to.
pub(crate) async fn signed_in(hub: &Hub, headers: &HeaderMap) -> AccResult<(GuestId, [u8; 32])> {
    let token = session_token(headers).ok_or_else(AccountError::not_signed_in)?;
    let hash = crate::fair::token_hash(&token);
    let guest = hub
        .db()
        .session_guest(hash)
        .await?
        .ok_or_else(AccountError::not_signed_in)?;
    Ok((guest, hash))
}

/// A new session's secrets: the cookie's token and the player token, and
/// what the store keeps of them.
pub(crate) struct Minted {
    pub cookie_token: String,
    pub player_token: String,
    pub session: NewSession,
}

pub(crate) fn mint_session() -> Minted {
    let cookie_token = crate::fair::new_token();
    let player_token = crate::fair::new_token();
    Minted {
        session: NewSession {
            token_hash: crate::fair::token_hash(&cookie_token),
            player_hash: crate::fair::token_hash(&player_token),
            expires_ms: now_ms() + SESSION_MS,
        },
        cookie_token,
        player_token,
    }
}

/// The `Set-Cookie` value that sets (`Some`) or clears (`None`) the session.
pub(crate) fn cookie(acc: &Accounts, token: Option<&str>) -> HeaderValue {
    let secure = if acc.secure { "; Secure" } else { "" };
    let v = match token {
        Some(t) => format!(
            "{COOKIE}={t}; Path=/; HttpOnly; SameSite=Strict; Max-Age={}{secure}",
            SESSION_MS / 1000
        ),
        None => format!("{COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0{secure}"),
    };
    HeaderValue::from_str(&v).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// Signs a browser in to `guest`'s account: a new session, its cookie, and
/// the answer `{player_id, nickname, player_token}`.
pub(crate) async fn sign_in(acc: &Accounts, hub: &Hub, guest: GuestId) -> AccResult<Response> {
    let m = mint_session();
    hub.db()
        .write(Write::Account(AccountWrite::Session {
            guest,
            session: m.session,
        }))
        .await?;
    let info = hub
        .db()
        .account(guest)
        .await?
        .ok_or_else(AccountError::not_signed_in)?;
    Ok(with_cookie(
        acc,
        Some(&m.cookie_token),
        json!({
            "player_id": guest,
            "nickname": info.nickname,
            "player_token": m.player_token,
        }),
    ))
}

/// A JSON answer that sets or clears the session cookie.
pub(crate) fn with_cookie(
    acc: &Accounts,
    token: Option<&str>,
    body: serde_json::Value,
) -> Response {
    let mut r = Json(body).into_response();
    r.headers_mut()
        .insert(header::SET_COOKIE, cookie(acc, token));
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

/// Parses a JSON body (`bad_json`, `bad_message`), as the other routes do.
pub(crate) fn body<T: DeserializeOwned>(bytes: &Bytes) -> AccResult<T> {
    crate::request::body(bytes).map_err(|e| AccountError::Api(e.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn acc() -> Accounts {
        Accounts::new(&crate::Config::default(), "127.0.0.1:8123".parse().unwrap()).unwrap()
    }

    fn h(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut m = HeaderMap::new();
        for (k, v) in pairs {
            m.append(*k, HeaderValue::from_static(v));
        }
        m
    }

    #[test]
    fn the_default_origins_are_the_bound_port_on_localhost() {
        let a = acc();
        assert_eq!(a.origins()[0], "http://localhost:8123");
        assert!(a.origins().contains(&"http://127.0.0.1:8123".to_string()));
        assert!(!a.secure);
        let mut cfg = crate::Config {
            public_url: Some("https://uno.example.org".into()),
            ..crate::Config::default()
        };
        let b = Accounts::new(&cfg, "0.0.0.0:8080".parse().unwrap()).unwrap();
        assert_eq!(b.origins(), ["https://uno.example.org".to_string()]);
        assert!(b.secure);
        assert!(cookie(&b, Some("t"))
            .to_str()
            .unwrap()
            .ends_with("; Secure"));
        cfg.public_url = Some("not a url".into());
        assert!(Accounts::new(&cfg, "0.0.0.0:8080".parse().unwrap()).is_err());
    }

    #[test]
    fn the_guard_takes_only_same_origin_json() {
        let a = acc();
        let json = ("content-type", "application/json");
        assert!(
            guard(&a, &h(&[json])).is_ok(),
            "a program: no browser headers"
        );
        assert!(guard(&a, &h(&[json, ("origin", "http://localhost:8123")])).is_ok());
        assert!(guard(&a, &h(&[json, ("origin", "http://evil.example")])).is_err());
        assert!(guard(&a, &h(&[json, ("origin", "null")])).is_err());
        assert!(guard(&a, &h(&[json, ("sec-fetch-site", "cross-site")])).is_err());
        assert!(guard(&a, &h(&[json, ("sec-fetch-site", "same-site")])).is_err());
        assert!(guard(&a, &h(&[json, ("sec-fetch-site", "same-origin")])).is_ok());
        assert!(guard(&a, &h(&[("content-type", "text/plain")])).is_err());
        assert!(guard(&a, &h(&[])).is_err());
    }

    #[test]
    fn the_upgrade_checks_the_origin_only_with_the_cookie() {
        let a = acc();
        let evil = ("origin", "http://evil.example");
        assert!(upgrade_allowed(Some(&a), &h(&[evil])));
        assert!(!upgrade_allowed(
            Some(&a),
            &h(&[evil, ("cookie", "x=1; uno_session=abc")])
        ));
        assert!(upgrade_allowed(
            Some(&a),
            &h(&[
                ("origin", "http://localhost:8123"),
                ("cookie", "uno_session=abc")
            ])
        ));
        assert!(upgrade_allowed(
            Some(&a),
            &h(&[("cookie", "uno_session=abc")])
        ));
        assert_eq!(
            session_token(&h(&[("cookie", "a=b"), ("cookie", "uno_session=t1 ; c=d")])),
            Some("t1".into())
        );
    }
}
