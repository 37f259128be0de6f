//! An account's other requests: its status, one-use codes (recovery codes
//! made with the account; a transfer code for a browser without passkeys),
//! signing out and deleting the account.

use std::net::SocketAddr;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use rand::Rng;
use serde::Deserialize;
use serde_json::json;

use super::{
    body, guard, limit, signed_in, with_cookie, Acc, AccResult, AccountError, TRANSFER_MS,
};
use crate::hub::Hub;
use crate::store::accounts::{AccountWrite, CodeKind, ANONYMOUS};
use crate::store::{now_ms, Write};

/// The letters codes are made of: no 0/O, 1/I/L or U, easy to read out.
const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTVWXYZ23456789";

/// A new code of `n` letters (about 4.9 bits each), in groups of four.
pub(super) fn new_code(n: usize) -> String {
    let mut rng = rand::rng();
    let letters: Vec<char> = (0..n)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect();
    letters
        .chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("-")
}

/// A code as typed (any case, with or without dashes and spaces) in the
/// form it is hashed in.
fn normalise(code: &str) -> String {
    code.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// What the store keeps of a code.
pub(super) fn code_hash(code: &str) -> [u8; 32] {
    crate::fair::token_hash(&normalise(code))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CodeReq {
    code: String,
}

/// `GET /api/account`: the signed-in account (`not_signed_in` without a
/// live session).
pub(super) async fn status(
    State(hub): State<Hub>,
    headers: HeaderMap,
) -> AccResult<Json<serde_json::Value>> {
    let (guest, _) = signed_in(&hub, &headers).await?;
    let info = hub
        .db()
        .account(guest)
        .await?
        .ok_or_else(AccountError::not_signed_in)?;
    Ok(Json(json!({
        "player_id": info.guest,
        "nickname": info.nickname,
        "passkeys": info.passkeys,
        "recovery_codes_left": info.recovery_codes,
    })))
}

/// Signs in with a one-use code of `kind` (rate-limited per address).
async fn redeem(
    acc: &super::Accounts,
    hub: &Hub,
    headers: &HeaderMap,
    peer: SocketAddr,
    bytes: &Bytes,
    kind: CodeKind,
) -> AccResult<Response> {
    guard(acc, headers)?;
    limit(acc, hub, headers, peer, None)?;
    let req: CodeReq = body(bytes)?;
    if normalise(&req.code).is_empty() {
        return Err(AccountError::bad_code());
    }
    let Some(guest) = hub.db().take_code(kind, code_hash(&req.code)).await? else {
        return Err(AccountError::bad_code());
    };
    super::sign_in(acc, hub, guest).await
}

/// `POST /api/account/recovery` `{code}`: signs in with a recovery code
/// (each works once).
pub(super) async fn recovery_sign_in(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    bytes: Bytes,
) -> AccResult<Response> {
    redeem(&acc, &hub, &headers, peer, &bytes, CodeKind::Recovery).await
}

/// `POST /api/account/transfer/redeem` `{code}`: signs in with a transfer
/// code (once, before it expires).
pub(super) async fn transfer_redeem(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    bytes: Bytes,
) -> AccResult<Response> {
    redeem(&acc, &hub, &headers, peer, &bytes, CodeKind::Transfer).await
}

/// `POST /api/account/transfer` `{}` (signed in): a transfer code for
/// another browser, valid [`TRANSFER_MS`] and once; it replaces any
/// earlier one.
pub(super) async fn transfer_create(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> AccResult<Json<serde_json::Value>> {
    guard(&acc, &headers)?;
    let (guest, _) = signed_in(&hub, &headers).await?;
    limit(&acc, &hub, &headers, peer, Some(guest))?;
    let code = new_code(8);
    let expires_ms = now_ms() + TRANSFER_MS;
    hub.db()
        .write(Write::Account(AccountWrite::Code {
            guest,
            kind: CodeKind::Transfer,
            hash: code_hash(&code),
            expires_ms: Some(expires_ms),
        }))
        .await?;
    Ok(Json(json!({"code": code, "expires_ms": expires_ms})))
}

/// `POST /api/account/sign-out` `{}`: ends this browser's session and its
/// player token, and clears the cookie (without a session: just that).
pub(super) async fn sign_out(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    headers: HeaderMap,
) -> AccResult<Response> {
    guard(&acc, &headers)?;
    if let Ok((_, hash)) = signed_in(&hub, &headers).await {
        hub.db()
            .write(Write::Account(AccountWrite::EndSession {
                token_hash: hash,
            }))
            .await?;
    }
    Ok(with_cookie(&acc, None, json!({"signed_out": true})))
}

/// How long an account's deletion waits for the rooms loaded here to
/// rename its members ([`crate::Hub::forget_guest`]).
const FORGET_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeleteReq {
    confirm: bool,
}

/// `POST /api/account/delete` `{"confirm": true}` (signed in): deletes the
/// account's personal data (its name, passkeys, sessions, codes); its
/// games stay, under the name `anonymous`.
pub(super) async fn delete(
    State(hub): State<Hub>,
    axum::extract::Extension(acc): Acc,
    headers: HeaderMap,
    bytes: Bytes,
) -> AccResult<Response> {
    guard(&acc, &headers)?;
    let (guest, _) = signed_in(&hub, &headers).await?;
    let req: DeleteReq = body(&bytes)?;
    if !req.confirm {
        return Err(AccountError::Api(crate::protocol::ErrorCode::BadMessage(
            "send {\"confirm\": true} to delete the account".into(),
        )));
    }
    hub.db()
        .write(Write::Account(AccountWrite::Delete {
            guest,
            anonymous: ANONYMOUS.to_string(),
            new_token_hash: crate::fair::token_hash(&crate::fair::new_token()),
        }))
        .await?;
    // The rooms loaded here rename the player's members in their memory
    // (the lobby, the table, the listing row, the results they write
    // next); then whatever one of them wrote with the old name in the
    // meantime is renamed once more. A failure of that second write is
    // logged, not answered: the account is deleted.
    let deadline = tokio::time::Instant::now() + FORGET_WAIT;
    hub.forget_guest(guest, deadline).await;
    let again = AccountWrite::Anonymise {
        guest,
        anonymous: ANONYMOUS.to_string(),
    };
    if let Err(e) = hub.db().write(Write::Account(again)).await {
        tracing::warn!("account {guest} deleted, but its name not renamed once more: {e}");
    }
    Ok(with_cookie(&acc, None, json!({"deleted": true})))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_easily_and_hash_as_typed() {
        let c = new_code(12);
        assert_eq!(c.len(), 14, "{c}");
        assert_eq!(c.matches('-').count(), 2);
        assert!(normalise(&c).bytes().all(|b| ALPHABET.contains(&b)));
        assert_eq!(
            code_hash(&c),
            code_hash(&c.to_lowercase().replace('-', " "))
        );
        assert_ne!(code_hash(&c), code_hash(&new_code(12)));
    }
}
