//! The WebSocket route: the HTTP/1.1 upgrade (RFC 6455 §4.2) and the
//! socket's transport, on `hyper`'s upgrade and `tokio-tungstenite`.
//!
//! Why not axum's `WebSocketUpgrade`: memory. tungstenite keeps a write
//! buffer per socket as large as the largest frame it ever sent (it grows
//! by doubling and never shrinks), so with whole messages of 1–2 KB every
//! idle socket held 2 KiB or more. Here a message longer than
//! [`FRAGMENT`] goes out as a fragmented message (§5.4: a text frame
//! without FIN, then continuation frames), which every client reassembles
//! as one message, and the buffer stays near one fragment. Messages are
//! shared between a room's sockets without copies ([`Bytes::from_owner`]).
//! docs/scaling.md has the figures.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use futures_util::{stream, SinkExt, StreamExt};
use hyper_util::rt::TokioIo;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{CloseCode, Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

use crate::conn::{serve_connection, Incoming, Outgoing};
use crate::http::ApiError;
use crate::hub::Hub;
use crate::protocol::ErrorCode;

/// The largest frame payload the server sends, in bytes; longer messages
/// are fragmented.
pub const FRAGMENT: usize = 512;

/// The per-socket read buffer: client messages are small (at most
/// `--max-message-bytes`, an `act` is typically under 150 bytes); a
/// longer one makes the buffer grow while it is read.
const READ_BUFFER: usize = 256;

/// An `Arc<str>` as the owner of `Bytes`, so one message text is written
/// to every socket that receives it without a copy.
struct Shared(Arc<str>);

impl AsRef<[u8]> for Shared {
    fn as_ref(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

/// The frames of one outgoing message: one text frame, or a fragmented
/// text message (§5.4) when it is longer than [`FRAGMENT`].
fn frames(o: Outgoing) -> Vec<Message> {
    match o {
        Outgoing::Text(t) if t.len() <= FRAGMENT => vec![Message::text(&*t)],
        Outgoing::Text(t) => {
            let bytes = Bytes::from_owner(Shared(t));
            let n = bytes.len().div_ceil(FRAGMENT);
            (0..n)
                .map(|i| {
                    let part = bytes.slice(i * FRAGMENT..((i + 1) * FRAGMENT).min(bytes.len()));
                    let op = if i == 0 { Data::Text } else { Data::Continue };
                    Message::Frame(Frame::message(part, OpCode::Data(op), i + 1 == n))
                })
                .collect()
        }
        Outgoing::Close { code, reason } => vec![Message::Close(Some(CloseFrame {
            code: CloseCode::from(code),
            reason: reason.into(),
        }))],
    }
}

fn incoming(m: Message) -> Incoming {
    match m {
        Message::Text(t) => Incoming::Text(t.as_str().to_owned()),
        Message::Binary(b) => Incoming::Binary(b.len()),
        Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => Incoming::Control,
        Message::Close(_) => Incoming::Close,
    }
}

/// Whether header `name` lists `token` (comma-separated, any case).
fn has_token(h: &HeaderMap, name: header::HeaderName, token: &str) -> bool {
    h.get_all(name).iter().any(|v| {
        v.to_str()
            .is_ok_and(|s| s.split(',').any(|t| t.trim().eq_ignore_ascii_case(token)))
    })
}

/// A refused upgrade: `426` with the API's error body (`bad_upgrade`).
fn refuse(why: &'static str) -> Response {
    ApiError(ErrorCode::BadUpgrade(why)).into_response()
}

/// `GET /ws` (the router answers other methods with 405): checks the upgrade request, answers `101 Switching
/// Protocols` and serves the socket in its own task. Frames are
/// size-capped at the transport (a frame over 16 times the message limit
/// closes the socket with 1009); messages over the limit but under that
/// get a `message_too_large` error.
pub async fn route(State(hub): State<Hub>, mut req: Request) -> Response {
    let h = req.headers();
    if !has_token(h, header::CONNECTION, "upgrade") || !has_token(h, header::UPGRADE, "websocket") {
        return refuse("send Connection: upgrade and Upgrade: websocket");
    }
    if h.get(header::SEC_WEBSOCKET_VERSION).map(|v| v.as_bytes()) != Some(b"13") {
        return refuse("Sec-WebSocket-Version must be 13");
    }
    let Some(key) = h.get(header::SEC_WEBSOCKET_KEY) else {
        return refuse("Sec-WebSocket-Key is missing");
    };
    let accept = derive_accept_key(key.as_bytes());
    let Some(on_upgrade) = req.extensions_mut().remove::<hyper::upgrade::OnUpgrade>() else {
        return refuse("this connection cannot be upgraded");
    };
    tokio::spawn(async move {
        let io = match on_upgrade.await {
            Ok(io) => TokioIo::new(io),
            Err(e) => {
                tracing::debug!("WebSocket upgrade failed: {e}");
                return;
            }
        };
        let cap = hub.cfg().max_message_bytes * 16;
        let config = WebSocketConfig::default()
            .read_buffer_size(READ_BUFFER)
            .write_buffer_size(0)
            .max_message_size(Some(cap))
            .max_frame_size(Some(cap));
        // Each step's future is boxed, so the task keeps only pointers
        // between frames, not the largest state any step ever had.
        let socket = Box::pin(WebSocketStream::from_raw_socket(
            io,
            Role::Server,
            Some(config),
        ))
        .await;
        let (sink, stream) = socket.split();
        let sink = sink.with_flat_map(|o: Outgoing| stream::iter(frames(o).into_iter().map(Ok)));
        let stream = stream.map(|r| r.map(incoming));
        Box::pin(serve_connection(hub, Box::pin(sink), Box::pin(stream))).await
    });
    Response::builder()
        .status(StatusCode::SWITCHING_PROTOCOLS)
        .header(header::CONNECTION, HeaderValue::from_static("upgrade"))
        .header(header::UPGRADE, HeaderValue::from_static("websocket"))
        .header(header::SEC_WEBSOCKET_ACCEPT, accept)
        .body(Body::empty())
        .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn payload(m: &Message) -> (bool, OpCode, Vec<u8>) {
        match m {
            Message::Frame(f) => (f.header().is_final, f.header().opcode, f.payload().to_vec()),
            Message::Text(t) => (true, OpCode::Data(Data::Text), t.as_bytes().to_vec()),
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn short_messages_are_one_frame() {
        let m = frames(Outgoing::Text("{\"type\":\"ok\"}".into()));
        assert_eq!(m, vec![Message::text("{\"type\":\"ok\"}")]);
    }

    #[test]
    fn long_messages_are_fragmented_and_reassemble() {
        // Multi-byte characters straddle fragment edges: a fragment need
        // not be valid UTF-8 on its own, only the whole message.
        let text: String = "é✓x".repeat(700);
        let m = frames(Outgoing::Text(text.as_str().into()));
        assert_eq!(m.len(), text.len().div_ceil(FRAGMENT));
        let mut whole = Vec::new();
        for (i, f) in m.iter().enumerate() {
            let (fin, op, p) = payload(f);
            assert!(p.len() <= FRAGMENT);
            assert_eq!(fin, i + 1 == m.len(), "FIN only on the last fragment");
            let want = if i == 0 { Data::Text } else { Data::Continue };
            assert_eq!(op, OpCode::Data(want));
            whole.extend(p);
        }
        assert_eq!(String::from_utf8(whole).unwrap(), text);
    }

    #[test]
    fn close_keeps_code_and_reason() {
        let m = frames(Outgoing::Close {
            code: 1008,
            reason: "rate_limited".into(),
        });
        match &m[..] {
            [Message::Close(Some(c))] => {
                assert_eq!(u16::from(c.code), 1008);
                assert_eq!(c.reason.as_str(), "rate_limited");
            }
            other => panic!("{other:?}"),
        }
    }
}
