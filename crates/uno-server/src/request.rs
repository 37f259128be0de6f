//! What the routes read from a request the same way everywhere: a JSON
//! body with typed errors and the client's address. Shared by the routes
//! (crate::http) and the accounts (crate::accounts), so neither imports
//! the other.

use axum::body::Bytes;
use serde::de::DeserializeOwned;

use crate::api_error::ApiError;
use crate::protocol::ErrorCode;

/// Parses a JSON body with typed errors (syntax: `bad_json`; shape:
/// `bad_message`).
pub(crate) fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, ApiError> {
    serde_json::from_slice(bytes).map_err(|e| {
        ApiError(if e.is_syntax() || e.is_eof() {
            ErrorCode::BadJson(e.to_string())
        } else {
            ErrorCode::BadMessage(e.to_string())
        })
    })
}

/// The client's address for per-client limits: the peer's, or with
/// `--client-ip-header` the (first) address in that header when it has one.
pub fn client_ip(
    cfg: &crate::Config,
    headers: &axum::http::HeaderMap,
    peer: std::net::IpAddr,
) -> std::net::IpAddr {
    cfg.client_ip_header
        .as_deref()
        .and_then(|name| headers.get(name))
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(',').next())
        .and_then(|ip| ip.trim().parse().ok())
        .unwrap_or(peer)
}
