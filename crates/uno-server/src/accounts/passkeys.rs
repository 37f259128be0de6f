//! The WebAuthn ceremonies (`webauthn-rs`): registering a passkey (a
//! guest becomes an account, or an account adds a passkey) and signing in
//! with one (discoverable credentials: the browser offers the passkeys it
//! has for this site, no name is asked). Each ceremony is two requests; its
//! state is stored between them (store/accounts.rs) and taken before it is
//! checked, so a replayed finish finds nothing (`ceremony_expired`) and an
//! assertion made for another challenge fails (`passkey_refused`).

use std::net::SocketAddr;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use serde_json::json;
use webauthn_rs::prelude::{
    CredentialID, DiscoverableAuthentication, DiscoverableKey, Passkey, PasskeyRegistration,
    PublicKeyCredential, RegisterPublicKeyCredential, Uuid,
};

use super::{
    body, guard, limit, mint_session, signed_in, with_cookie, Acc, AccResult, AccountError,
    CEREMONY_MS,
};
use crate::hub::Hub;
use crate::ids::GuestId;
use crate::protocol::ErrorCode;
use crate::store::accounts::AccountWrite;
use crate::store::{now_ms, Write};

const REGISTER: &str = "register";
const SIGN_IN: &str = "sign_in";

/// A registration's state between its two requests.
#[derive(Serialize, Deserialize)]
struct RegState {
    uuid: Uuid,
    reg: PasskeyRegistration,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Finish<T> {
    ceremony: String,
    credential: T,
}

/// A credential id as the store keys it (hex).
fn cred_key(id: &CredentialID) -> String {
    hex::encode(id.as_ref() as &[u8])
}

/// The guest a request speaks for: the signed-in account (session cookie),
/// else the guest whose `player_token` comes as `Authorization: Bearer`.
async fn who(hub: &Hub, headers: &HeaderMap) -> AccResult<(GuestId, bool)> {
    if super::session_token(headers).is_some() {
        if let Ok((guest, _)) = signed_in(hub, headers).await {
            return Ok((guest, true));
        }
    }
    let token = headers
        .get(header::AUTHORIZATION)
        .and_then(|a| a.to_str().ok())
        .and_then(|a| a.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or(ErrorCode::BadToken)?;
    let (guest, _) = hub
        .db()
        .guest_by_token(crate::fair::token_hash(token))
        .await?
        .ok_or(ErrorCode::BadToken)?;
    Ok((guest, false))
}

async fn store_ceremony(
    hub: &Hub,
    kind: &'static str,
    guest: Option<GuestId>,
    state: String,
) -> AccResult<String> {
    let id = crate::fair::new_token();
    hub.db()
        .write(Write::Account(AccountWrite::Ceremony {
            id: id.clone(),
            kind,
            guest,
            state,
            expires_ms: now_ms() + CEREMONY_MS,
        }))
        .await?;
    Ok(id)
}

/// Reads and takes a ceremony (at most one request ever gets it).
async fn take_ceremony(
    hub: &Hub,
    id: &str,
    kind: &'static str,
) -> AccResult<(Option<GuestId>, String)> {
    let found = hub.db().ceremony(id, kind).await?;
    let (guest, state) = found.ok_or_else(AccountError::ceremony)?;
    let taken = hub
        .db()
        .write(Write::Account(AccountWrite::TakeCeremony {
            id: id.to_string(),
            kind,
        }))
        .await?;
    if taken != 1 {
        return Err(AccountError::ceremony());
    }
    Ok((guest, state))
}

fn bad_state(e: impl std::fmt::Display) -> AccountError {
    AccountError::from(crate::store::StoreError::Data(format!(
        "a stored ceremony does not read: {e}"
    )))
}

/// `POST /api/account/passkeys/register`: the options for
/// `navigator.credentials.create` and the ceremony's id. A guest sends its
/// player token (`Authorization: Bearer`); an account adds a passkey from
/// a signed-in browser (the cookie).
pub(super) async fn register_start(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> AccResult<Json<serde_json::Value>> {
    guard(&acc, &headers)?;
    let (guest, by_session) = who(&hub, &headers).await?;
    limit(&acc, &hub, &headers, peer, Some(guest))?;
    let account = hub.db().account(guest).await?;
    let (uuid, nickname) = match &account {
        Some(_) if !by_session => {
            return Err(AccountError::Own(
                "not_signed_in",
                StatusCode::UNAUTHORIZED,
                "this player is an account already: sign in to add a passkey".into(),
            ))
        }
        Some(a) => (
            Uuid::parse_str(&a.user_uuid).map_err(bad_state)?,
            a.nickname.clone(),
        ),
        None => {
            let (_, name) = hub
                .db()
                .guest_by_token(crate::fair::token_hash(
                    headers
                        .get(header::AUTHORIZATION)
                        .and_then(|a| a.to_str().ok())
                        .and_then(|a| a.strip_prefix("Bearer "))
                        .unwrap_or("")
                        .trim(),
                ))
                .await?
                .ok_or(ErrorCode::BadToken)?;
            (Uuid::new_v4(), name)
        }
    };
    let exclude: Vec<CredentialID> = hub
        .db()
        .passkey_ids(guest)
        .await?
        .iter()
        .filter_map(|h| hex::decode(h).ok())
        .map(CredentialID::from)
        .collect();
    let (options, reg) = acc
        .webauthn
        .start_passkey_registration(
            uuid,
            &format!("{nickname} #{guest}"),
            &nickname,
            Some(exclude).filter(|e| !e.is_empty()),
        )
        .map_err(|e| AccountError::refused(e.to_string()))?;
    let state = serde_json::to_string(&RegState { uuid, reg }).map_err(bad_state)?;
    let id = store_ceremony(&hub, REGISTER, Some(guest), state).await?;
    Ok(Json(json!({"ceremony": id, "options": options})))
}

/// `POST /api/account/passkeys/register/finish` `{ceremony, credential}`:
/// checks the new credential. A guest becomes an account (its recovery
/// codes, shown only now, and a session for this browser with its own
/// player token); an account gains a passkey.
pub(super) async fn register_finish(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    headers: HeaderMap,
    bytes: Bytes,
) -> AccResult<Response> {
    guard(&acc, &headers)?;
    let req: Finish<RegisterPublicKeyCredential> = body(&bytes)?;
    let (guest, state) = take_ceremony(&hub, &req.ceremony, REGISTER).await?;
    let guest = guest.ok_or_else(|| bad_state("a registration without its guest"))?;
    let st: RegState = serde_json::from_str(&state).map_err(bad_state)?;
    let passkey = acc
        .webauthn
        .finish_passkey_registration(&req.credential, &st.reg)
        .map_err(|e| AccountError::refused(format!("the new passkey does not check: {e}")))?;
    let cred_id = cred_key(passkey.cred_id());
    if hub.db().passkey(&cred_id).await?.is_some() {
        return Err(AccountError::Own(
            "passkey_taken",
            StatusCode::CONFLICT,
            "this passkey is registered already".into(),
        ));
    }
    let json_key = serde_json::to_string(&passkey).map_err(bad_state)?;
    if let Some(info) = hub.db().account(guest).await? {
        hub.db()
            .write(Write::Account(AccountWrite::AddPasskey {
                guest,
                cred_id,
                passkey: json_key,
            }))
            .await?;
        return Ok(Json(json!({
            "player_id": guest,
            "nickname": info.nickname,
            "passkeys": info.passkeys + 1,
        }))
        .into_response());
    }
    let codes: Vec<String> = (0..super::RECOVERY_CODES)
        .map(|_| super::codes::new_code(12))
        .collect();
    let m = mint_session();
    hub.db()
        .write(Write::Account(AccountWrite::Create {
            guest,
            user_uuid: st.uuid.to_string(),
            cred_id,
            passkey: json_key,
            recovery: codes.iter().map(|c| super::codes::code_hash(c)).collect(),
            guest_token_hash: crate::fair::token_hash(&crate::fair::new_token()),
            session: m.session,
        }))
        .await?;
    let info = hub.db().account(guest).await?;
    Ok(with_cookie(
        &acc,
        Some(&m.cookie_token),
        json!({
            "player_id": guest,
            "nickname": info.map(|i| i.nickname).unwrap_or_default(),
            "player_token": m.player_token,
            "recovery_codes": codes,
        }),
    ))
}

/// `POST /api/account/passkeys/sign-in`: the options for
/// `navigator.credentials.get` (no credentials listed: the browser offers
/// this site's passkeys) and the ceremony's id.
pub(super) async fn sign_in_start(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> AccResult<Json<serde_json::Value>> {
    guard(&acc, &headers)?;
    limit(&acc, &hub, &headers, peer, None)?;
    let (mut options, auth) = acc
        .webauthn
        .start_discoverable_authentication()
        .map_err(|e| AccountError::refused(e.to_string()))?;
    // A button press, not the autofill (conditional) mediation.
    options.mediation = None;
    let state = serde_json::to_string(&auth).map_err(bad_state)?;
    let id = store_ceremony(&hub, SIGN_IN, None, state).await?;
    Ok(Json(json!({"ceremony": id, "options": options})))
}

/// `POST /api/account/passkeys/sign-in/finish` `{ceremony, credential}`:
/// checks the assertion against the ceremony's challenge and the stored
/// passkey, then signs this browser in (a session and a player token).
pub(super) async fn sign_in_finish(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    headers: HeaderMap,
    bytes: Bytes,
) -> AccResult<Response> {
    guard(&acc, &headers)?;
    let req: Finish<PublicKeyCredential> = body(&bytes)?;
    let (_, state) = take_ceremony(&hub, &req.ceremony, SIGN_IN).await?;
    let auth: DiscoverableAuthentication = serde_json::from_str(&state).map_err(bad_state)?;
    let (uuid, cred_id) = acc
        .webauthn
        .identify_discoverable_authentication(&req.credential)
        .map_err(|e| AccountError::refused(format!("the assertion names no account: {e}")))?;
    let key = hex::encode(cred_id);
    let stored = hub
        .db()
        .passkey(&key)
        .await?
        .filter(|s| s.user_uuid == uuid.to_string())
        .ok_or_else(|| AccountError::refused("no account has this passkey"))?;
    let mut passkey: Passkey = serde_json::from_str(&stored.passkey).map_err(bad_state)?;
    let keys = [DiscoverableKey::from(&passkey)];
    let result = acc
        .webauthn
        .finish_discoverable_authentication(&req.credential, auth, &keys)
        .map_err(|e| AccountError::refused(format!("the assertion does not check: {e}")))?;
    if passkey.update_credential(&result) == Some(true) {
        let json_key = serde_json::to_string(&passkey).map_err(bad_state)?;
        hub.db()
            .write(Write::Account(AccountWrite::UpdatePasskey {
                cred_id: key,
                passkey: json_key,
            }))
            .await?;
    }
    super::sign_in(&acc, &hub, stored.guest).await
}
