//! [`ApiError`]: an error code as an HTTP response, the JSON body
//! `{"error": {"code", "message"}}` with a fitting status, shared by the
//! routes ([`crate::http`]) and the WebSocket upgrade ([`crate::ws`]).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use crate::protocol::ErrorCode;
use crate::store::StoreError;

/// An API error as a response.
pub struct ApiError(pub ErrorCode);

impl From<ErrorCode> for ApiError {
    fn from(e: ErrorCode) -> Self {
        ApiError(e)
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        ApiError(crate::errors::store_code(&e))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.0.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
        let mut body = json!({"error": {"code": self.0.code(), "message": self.0.to_string()}});
        if let Some(owner) = self.0.owner() {
            body["error"]["owner"] = json!(owner);
        }
        if let Some(p) = self.0.problem() {
            body["error"]["reason"] = json!(p.reason);
            body["error"]["args"] = json!(p)["args"].take();
        }
        (status, Json(body)).into_response()
    }
}
