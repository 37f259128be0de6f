//! The WebSocket route: the HTTP/1.1 upgrade (RFC 6455 §4.2) and the
//! socket's transport ([`WsSocket`]), a [`Stream`] of [`Incoming`] frames
//! and a [`Sink`] of [`Outgoing`] ones over the upgraded TCP stream.
//!
//! Why not `tokio-tungstenite`'s `WebSocketStream` (or axum's socket, built
//! on it): memory per idle socket. It keeps a read buffer, a write buffer
//! as large as the largest frame it ever sent, and, to read and write from
//! one task, a shared lock around both halves: 2.8 KiB of heap per socket
//! once tuned, which made a room with its four players cost 15 KiB
//! (docs/scaling.md). Here the frame *format* is still tungstenite's
//! ([`FrameHeader::parse`] and [`FrameHeader::format`]); what is ours is the
//! buffering, which a server with thousands of mostly idle sockets needs
//! to be small:
//!
//! - nothing is allocated between messages: a frame's header is read into
//!   a 14-byte array inside the socket, its payload straight into the
//!   message being assembled, which grows as the bytes arrive (at most
//!   4 KiB ahead of them, after the size check on the header);
//! - a message is written as one frame, header and text together with one
//!   vectored write, straight from the `Arc<str>` that every socket of the
//!   room shares: no copy, no write buffer;
//! - pings are answered (the latest one, §5.5.2), closes echoed (§5.5.1),
//!   and a protocol error closes the socket with its code (1002 for a bad
//!   frame, 1007 for text that is not UTF-8, 1009 for an oversized
//!   message) after the frames already queued.
//!
//! Every step is a poll function that keeps its progress in the socket,
//! so the connection loop may drop a pending `next()` (it selects between
//! the client's frames and the room's messages) without losing a byte.

use std::io::{self, Cursor, IoSlice};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{ready, Context, Poll};
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::{Sink, Stream};
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, ReadBuf};
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Control, Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::FrameHeader;

use crate::api_error::ApiError;
use crate::conn::{serve_connection, Incoming, Outgoing};
use crate::hub::Hub;
use crate::ids::RoomCode;
use crate::protocol::ErrorCode;

/// The most payload bytes read at once (and allotted ahead of them).
const READ_CHUNK: usize = 4096;

/// Close codes (RFC 6455 §7.4.1).
const CLOSE_NORMAL: u16 = 1000;
const CLOSE_PROTOCOL: u16 = 1002;
const CLOSE_NOT_UTF8: u16 = 1007;
const CLOSE_TOO_BIG: u16 = 1009;

/// Why a socket stopped: the peer broke the protocol (it was sent a close
/// frame with the code), or the transport failed.
#[derive(Debug, thiserror::Error)]
pub enum WsError {
    #[error("WebSocket protocol error ({code}): {reason}")]
    Protocol { code: u16, reason: &'static str },
    #[error("the socket is closing: nothing more can be sent")]
    Closing,
    #[error(transparent)]
    Io(#[from] io::Error),
}

/// A frame being read: its header so far, then its payload.
#[derive(Default)]
struct ReadState {
    /// The header's bytes read so far (at most 14: RFC 6455 §5.2).
    head: [u8; 14],
    have: u8,
    /// The current frame, once its header is complete.
    frame: Option<FrameIn>,
    /// The data message being assembled (across fragments), and whether
    /// it is text; empty and unallocated between messages.
    msg: Vec<u8>,
    msg_text: Option<bool>,
    /// A control frame's payload (at most 125 bytes), while it is read.
    ctrl: Vec<u8>,
}

struct FrameIn {
    opcode: OpCode,
    fin: bool,
    mask: [u8; 4],
    /// Where the payload starts in its buffer, its length, bytes read.
    start: usize,
    len: usize,
    got: usize,
}

/// A frame being written: its header, then its payload, from `pos`.
struct FrameOut {
    head: [u8; 10],
    head_len: u8,
    payload: Payload,
    pos: usize,
}

enum Payload {
    Shared(Arc<str>),
    Owned(Vec<u8>),
}

impl Payload {
    fn bytes(&self) -> &[u8] {
        match self {
            Payload::Shared(s) => s.as_bytes(),
            Payload::Owned(v) => v,
        }
    }
}

impl FrameOut {
    fn new(opcode: OpCode, payload: Payload) -> FrameOut {
        let len = payload.bytes().len() as u64;
        let mut head = [0u8; 10];
        let mut cur = Cursor::new(&mut head[..]);
        let h = FrameHeader {
            opcode,
            ..FrameHeader::default()
        };
        // A server's frames are unmasked (§5.1); 10 bytes hold any header.
        let _ = h.format(len, &mut cur);
        let head_len = cur.position() as u8;
        FrameOut {
            head,
            head_len,
            payload,
            pos: 0,
        }
    }

    fn close(code: u16, reason: &str) -> FrameOut {
        let mut p = code.to_be_bytes().to_vec();
        // A close frame's payload is at most 125 bytes (§5.5).
        let mut end = reason.len().min(123);
        while !reason.is_char_boundary(end) {
            end -= 1;
        }
        p.extend_from_slice(&reason.as_bytes()[..end]);
        FrameOut::new(OpCode::Control(Control::Close), Payload::Owned(p))
    }

    /// Writes what is left of the frame; ready when all of it is written.
    fn poll_write<IO: AsyncWrite + Unpin>(
        &mut self,
        io: &mut IO,
        cx: &mut Context<'_>,
    ) -> Poll<io::Result<()>> {
        let head = &self.head[..self.head_len as usize];
        loop {
            let body = self.payload.bytes();
            let total = head.len() + body.len();
            if self.pos >= total {
                return Poll::Ready(Ok(()));
            }
            let n = if self.pos < head.len() {
                let bufs = [IoSlice::new(&head[self.pos..]), IoSlice::new(body)];
                ready!(Pin::new(&mut *io).poll_write_vectored(cx, &bufs))?
            } else {
                ready!(Pin::new(&mut *io).poll_write(cx, &body[self.pos - head.len()..]))?
            };
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.pos += n;
        }
    }
}

/// A server-side WebSocket over `IO` (after the handshake).
pub struct WsSocket<IO> {
    io: IO,
    rd: ReadState,
    /// The message frame being written (the sink holds one at a time).
    out: Option<FrameOut>,
    /// A control frame to write after `out`: a pong, or a close (boxed:
    /// it is rare, and the socket lives as long as the connection).
    ctrl: Option<Box<FrameOut>>,
    /// The largest message accepted, in bytes.
    max_message: usize,
    /// A close frame was queued (no more messages may be sent).
    close_sent: bool,
    /// The peer sent a close frame, or broke the protocol: no more reads.
    read_done: bool,
}

impl<IO: AsyncRead + AsyncWrite + Unpin> WsSocket<IO> {
    /// A socket over `io`, whose handshake is done; messages longer than
    /// `max_message` bytes close it with 1009.
    pub fn new(io: IO, max_message: usize) -> WsSocket<IO> {
        WsSocket {
            io,
            rd: ReadState::default(),
            out: None,
            ctrl: None,
            max_message,
            close_sent: false,
            read_done: false,
        }
    }

    /// Queues a close frame (replacing a pending pong) and stops reading.
    fn fail(&mut self, code: u16, reason: &'static str) -> WsError {
        if !self.close_sent {
            self.ctrl = Some(Box::new(FrameOut::close(code, reason)));
            self.close_sent = true;
        }
        self.read_done = true;
        WsError::Protocol { code, reason }
    }

    /// Writes the queued frames: the message frame, then the control one.
    fn poll_write_queued(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if let Some(f) = &mut self.out {
            ready!(f.poll_write(&mut self.io, cx))?;
            self.out = None;
        }
        if let Some(f) = &mut self.ctrl {
            ready!(f.poll_write(&mut self.io, cx))?;
            self.ctrl = None;
        }
        Poll::Ready(Ok(()))
    }

    /// The header's length once its first two bytes are known.
    fn head_len(b: [u8; 2]) -> usize {
        let ext = match b[1] & 0x7F {
            126 => 2,
            127 => 8,
            _ => 0,
        };
        2 + ext + if b[1] & 0x80 != 0 { 4 } else { 0 }
    }

    /// Checks a complete header and starts reading the frame's payload.
    fn start_frame(&mut self) -> Result<(), WsError> {
        let have = self.rd.have as usize;
        self.rd.have = 0;
        let parsed = FrameHeader::parse(&mut Cursor::new(&self.rd.head[..have]));
        let (h, len) = match parsed {
            Ok(Some(x)) => x,
            Ok(None) => return Err(self.fail(CLOSE_PROTOCOL, "incomplete frame header")),
            Err(_) => return Err(self.fail(CLOSE_PROTOCOL, "reserved opcode")),
        };
        if h.rsv1 || h.rsv2 || h.rsv3 {
            return Err(self.fail(
                CLOSE_PROTOCOL,
                "reserved bits set (no extension was agreed)",
            ));
        }
        let Some(mask) = h.mask else {
            return Err(self.fail(CLOSE_PROTOCOL, "client frames must be masked"));
        };
        let start = match h.opcode {
            OpCode::Control(_) => {
                if !h.is_final || len > 125 {
                    return Err(self.fail(
                        CLOSE_PROTOCOL,
                        "a control frame is at most 125 bytes, unfragmented",
                    ));
                }
                self.rd.ctrl.clear();
                self.rd.ctrl.resize(len as usize, 0);
                0
            }
            OpCode::Data(d) => {
                match (d, self.rd.msg_text) {
                    (Data::Continue, None) => {
                        return Err(
                            self.fail(CLOSE_PROTOCOL, "a continuation frame without a message")
                        )
                    }
                    (Data::Text | Data::Binary, Some(_)) => {
                        return Err(
                            self.fail(CLOSE_PROTOCOL, "a new message inside a fragmented one")
                        )
                    }
                    (Data::Text, None) => self.rd.msg_text = Some(true),
                    (Data::Binary, None) => self.rd.msg_text = Some(false),
                    _ => {}
                }
                let start = self.rd.msg.len();
                if len > (self.max_message - start) as u64 {
                    return Err(self.fail(CLOSE_TOO_BIG, "message too big"));
                }
                // The payload's room grows as its bytes arrive (by
                // [`READ_CHUNK`]), so a header that announces a large
                // frame costs nothing until the frame is sent.
                start
            }
        };
        self.rd.frame = Some(FrameIn {
            opcode: h.opcode,
            fin: h.is_final,
            mask,
            start,
            len: len as usize,
            got: 0,
        });
        Ok(())
    }

    /// A frame's payload was read in full: what it means.
    fn end_frame(&mut self, f: FrameIn) -> Result<Option<Incoming>, WsError> {
        let buf = match f.opcode {
            OpCode::Control(_) => &mut self.rd.ctrl[..],
            OpCode::Data(_) => &mut self.rd.msg[f.start..],
        };
        for (i, b) in buf.iter_mut().enumerate() {
            *b ^= f.mask[i & 3];
        }
        match f.opcode {
            OpCode::Data(_) if !f.fin => Ok(None),
            OpCode::Data(_) => {
                let msg = std::mem::take(&mut self.rd.msg);
                match self.rd.msg_text.take() {
                    Some(true) => match String::from_utf8(msg) {
                        Ok(t) => Ok(Some(Incoming::Text(t))),
                        Err(_) => Err(self.fail(CLOSE_NOT_UTF8, "text is not UTF-8")),
                    },
                    _ => Ok(Some(Incoming::Binary(msg.len()))),
                }
            }
            OpCode::Control(Control::Ping) => {
                let p = std::mem::take(&mut self.rd.ctrl);
                if !self.close_sent {
                    self.ctrl = Some(Box::new(FrameOut::new(
                        OpCode::Control(Control::Pong),
                        Payload::Owned(p),
                    )));
                }
                Ok(Some(Incoming::Control))
            }
            OpCode::Control(Control::Close) => {
                let p = std::mem::take(&mut self.rd.ctrl);
                self.read_done = true;
                let code = match p.len() {
                    0 => CLOSE_NORMAL,
                    1 => return Err(self.fail(CLOSE_PROTOCOL, "a close frame's code is 2 bytes")),
                    _ => u16::from_be_bytes([p[0], p[1]]),
                };
                if std::str::from_utf8(&p[2.min(p.len())..]).is_err() {
                    return Err(self.fail(CLOSE_NOT_UTF8, "close reason is not UTF-8"));
                }
                if !self.close_sent {
                    // Echo the code (§5.5.1); a code that may not be sent
                    // on the wire is answered with a normal close.
                    let echo = if (1000..5000).contains(&code)
                        && ![1004, 1005, 1006, 1015].contains(&code)
                    {
                        code
                    } else {
                        CLOSE_NORMAL
                    };
                    self.ctrl = Some(Box::new(FrameOut::close(echo, "")));
                    self.close_sent = true;
                }
                Ok(Some(Incoming::Close))
            }
            OpCode::Control(_) => {
                self.rd.ctrl.clear();
                Ok(Some(Incoming::Control))
            }
        }
    }

    fn poll_frame(&mut self, cx: &mut Context<'_>) -> Poll<Option<Result<Incoming, WsError>>> {
        loop {
            if self.read_done {
                return Poll::Ready(None);
            }
            // A pong (or close) goes out while the next frame is awaited;
            // a write that has to wait does not hold up reading.
            if let Poll::Ready(Err(e)) = self.poll_write_queued(cx) {
                return Poll::Ready(Some(Err(e.into())));
            }
            if let Some(f) = self.rd.frame.take_if(|f| f.got == f.len) {
                match self.end_frame(f) {
                    Ok(None) => continue,
                    Ok(Some(m)) => return Poll::Ready(Some(Ok(m))),
                    Err(e) => return Poll::Ready(Some(Err(e))),
                }
            }
            let Some(f) = &mut self.rd.frame else {
                let have = self.rd.have as usize;
                let need = if have < 2 {
                    2
                } else {
                    Self::head_len([self.rd.head[0], self.rd.head[1]])
                };
                if have == need {
                    if let Err(e) = self.start_frame() {
                        return Poll::Ready(Some(Err(e)));
                    }
                    continue;
                }
                let mut rb = ReadBuf::new(&mut self.rd.head[have..need]);
                ready!(Pin::new(&mut self.io).poll_read(cx, &mut rb))?;
                let n = rb.filled().len();
                if n == 0 {
                    if have == 0 && self.rd.msg_text.is_none() {
                        return Poll::Ready(None); // closed between messages
                    }
                    return Poll::Ready(Some(Err(
                        io::Error::from(io::ErrorKind::UnexpectedEof).into()
                    )));
                }
                self.rd.have += n as u8;
                continue;
            };
            let from = f.start + f.got;
            let to = from + (f.len - f.got).min(READ_CHUNK);
            let buf = match f.opcode {
                OpCode::Control(_) => &mut self.rd.ctrl[from..to],
                OpCode::Data(_) => {
                    self.rd.msg.resize(to, 0);
                    &mut self.rd.msg[from..to]
                }
            };
            let mut rb = ReadBuf::new(buf);
            let read = Pin::new(&mut self.io).poll_read(cx, &mut rb);
            let n = rb.filled().len();
            if let OpCode::Data(_) = f.opcode {
                self.rd.msg.truncate(from + n);
            }
            ready!(read)?;
            if n == 0 {
                return Poll::Ready(Some(Err(
                    io::Error::from(io::ErrorKind::UnexpectedEof).into()
                )));
            }
            f.got += n;
        }
    }
}

/// How long a closed socket waits for the client to close its side.
const LINGER: Duration = Duration::from_secs(2);
/// The most bytes read (and dropped) while it waits.
const LINGER_BYTES: usize = 1 << 20;

impl<IO: AsyncRead + Unpin> WsSocket<IO> {
    /// After the server's close (its write side is shut): reads and drops
    /// what the client still sends until the client closes its side, for
    /// at most [`LINGER`] and [`LINGER_BYTES`], then lets the socket go.
    ///
    /// A TCP socket closed with unread input answers with a reset, and a
    /// reset makes the client's system discard what it has not read yet:
    /// the `bye` and the close frame just sent (a client that flooded the
    /// server has plenty left unread). Closing after the client's FIN
    /// (RFC 6455 §7.1.1: the server closes the TCP connection first, once
    /// the closing handshake is done) lets both arrive.
    pub async fn linger(mut self) {
        let mut buf = [0u8; 2048];
        let mut total = 0;
        let drain = async {
            loop {
                match self.io.read(&mut buf).await {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        total += n;
                        if total > LINGER_BYTES {
                            break;
                        }
                    }
                }
            }
        };
        let _ = tokio::time::timeout(LINGER, drain).await;
    }
}

impl<IO: AsyncRead + AsyncWrite + Unpin> Stream for WsSocket<IO> {
    type Item = Result<Incoming, WsError>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.get_mut().poll_frame(cx)
    }
}

impl<IO: AsyncRead + AsyncWrite + Unpin> Sink<Outgoing> for WsSocket<IO> {
    type Error = WsError;

    fn poll_ready(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<(), WsError>> {
        let s = self.get_mut();
        if let Some(f) = &mut s.out {
            ready!(f.poll_write(&mut s.io, cx))?;
            s.out = None;
        }
        Poll::Ready(Ok(()))
    }

    fn start_send(self: Pin<&mut Self>, item: Outgoing) -> Result<(), WsError> {
        let s = self.get_mut();
        if s.close_sent {
            return Err(WsError::Closing);
        }
        s.out = Some(match item {
            Outgoing::Text(t) => FrameOut::new(OpCode::Data(Data::Text), Payload::Shared(t)),
            Outgoing::Close { code, reason } => {
                s.close_sent = true;
                FrameOut::close(code, &reason)
            }
        });
        Ok(())
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<(), WsError>> {
        let s = self.get_mut();
        ready!(s.poll_write_queued(cx))?;
        ready!(Pin::new(&mut s.io).poll_flush(cx))?;
        Poll::Ready(Ok(()))
    }

    /// Sends a normal close unless a close was sent already, then shuts
    /// the TCP stream down.
    fn poll_close(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Result<(), WsError>> {
        let s = self.get_mut();
        ready!(s.poll_write_queued(cx))?;
        if !s.close_sent {
            s.close_sent = true;
            s.ctrl = Some(Box::new(FrameOut::close(CLOSE_NORMAL, "")));
            ready!(s.poll_write_queued(cx))?;
        }
        ready!(Pin::new(&mut s.io).poll_shutdown(cx))?;
        Poll::Ready(Ok(()))
    }
}

/// Whether header `name` lists `token` (comma-separated, any case).
fn has_token(h: &HeaderMap, name: header::HeaderName, token: &str) -> bool {
    h.get_all(name).iter().any(|v| {
        v.to_str()
            .is_ok_and(|s| s.split(',').any(|t| t.trim().eq_ignore_ascii_case(token)))
    })
}

/// The `room` parameter of the upgrade's query string, if any.
fn room_param(query: Option<&str>) -> Option<String> {
    query?
        .split('&')
        .find_map(|kv| kv.strip_prefix("room="))
        .map(str::to_string)
}

/// A refused upgrade: `426` with the API's error body (`bad_upgrade`).
fn refuse(why: &'static str) -> Response {
    ApiError(ErrorCode::BadUpgrade(why)).into_response()
}

/// `GET /ws` (the router answers other methods with 405): checks the
/// upgrade request, answers `101 Switching Protocols` and serves the
/// socket in its own task. A message over 16 times the message limit
/// closes the socket with 1009 before it is read; messages over the limit
/// but under that get a `message_too_large` error.
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
    // With the session cookie, only from this server's own pages
    // (crate::accounts: no cross-site socket carrying the cookie).
    let accounts = req
        .extensions()
        .get::<Arc<crate::accounts::Accounts>>()
        .cloned();
    if !crate::accounts::upgrade_allowed(accounts.as_deref(), h) {
        return crate::accounts::AccountError::bad_origin(
            "a WebSocket with the session cookie from another site",
        )
        .into_response();
    }
    let accept = derive_accept_key(key.as_bytes());
    // `/ws?room=CODE` (docs/protocol.md): the room this socket is for, so
    // that a load balancer routes it by code. The room is loaded here (on
    // a shared database: claimed); when another instance drives it, the
    // upgrade is refused with the API's `wrong_instance` (421, with that
    // instance's address). Other errors (an unknown room) come in reply
    // to `hello`, as without the parameter.
    if let Some(code) = room_param(req.uri().query()).and_then(|c| RoomCode::parse(&c)) {
        if let Err(e @ ErrorCode::WrongInstance { .. }) = hub.serve_room(&code).await {
            return ApiError(e).into_response();
        }
    }
    let Some(on_upgrade) = req.extensions_mut().remove::<hyper::upgrade::OnUpgrade>() else {
        return refuse("this connection cannot be upgraded");
    };
    tokio::spawn(async move {
        let upgraded = match on_upgrade.await {
            Ok(io) => io,
            Err(e) => {
                tracing::debug!("WebSocket upgrade failed: {e}");
                return;
            }
        };
        let max_message = hub.cfg().max_message_bytes * 16;
        let socket = WsSocket::new(TokioIo::new(upgraded), max_message);
        // Boxed: the task keeps a pointer to the connection's state, not
        // a copy of it next to the upgrade's.
        let socket = Box::pin(serve_connection(hub, socket)).await;
        Box::pin(socket.linger()).await
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
    use futures_util::{SinkExt, StreamExt};
    use tokio::io::{AsyncReadExt, AsyncWriteExt, DuplexStream};
    use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
    use tokio_tungstenite::tungstenite::protocol::frame::Frame;
    use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
    use tokio_tungstenite::tungstenite::{Bytes, Message};
    use tokio_tungstenite::WebSocketStream;

    const MAX: usize = 4096;

    /// Our server socket and a tungstenite client on a pipe.
    async fn pair() -> (WsSocket<DuplexStream>, WebSocketStream<DuplexStream>) {
        let (a, b) = tokio::io::duplex(1 << 16);
        let cfg = WebSocketConfig::default().max_message_size(Some(1 << 20));
        let client = WebSocketStream::from_raw_socket(b, Role::Client, Some(cfg)).await;
        (WsSocket::new(a, 1 << 20), client)
    }

    /// Our server socket and the client's raw end of the pipe.
    fn raw() -> (WsSocket<DuplexStream>, DuplexStream) {
        let (a, b) = tokio::io::duplex(1 << 16);
        (WsSocket::new(a, MAX), b)
    }

    /// A masked client frame, built by hand.
    fn client_frame(first: u8, payload: &[u8]) -> Vec<u8> {
        let mask = [0x37, 0xfa, 0x21, 0x3d];
        let mut v = vec![first];
        match payload.len() {
            n if n < 126 => v.push(0x80 | n as u8),
            n if n < 65536 => {
                v.push(0x80 | 126);
                v.extend((n as u16).to_be_bytes());
            }
            n => {
                v.push(0x80 | 127);
                v.extend((n as u64).to_be_bytes());
            }
        }
        v.extend(mask);
        v.extend(payload.iter().enumerate().map(|(i, b)| b ^ mask[i % 4]));
        v
    }

    /// Everything the server wrote, until it closed its end.
    async fn written(mut client: DuplexStream) -> Vec<u8> {
        let mut out = Vec::new();
        client.read_to_end(&mut out).await.unwrap();
        out
    }

    #[tokio::test]
    async fn text_both_ways_short_and_long() {
        let (mut server, mut client) = pair().await;
        for len in [0, 1, 125, 126, 65535, 65536, 200_000] {
            let text: String = "é✓x".chars().cycle().take(len).collect();
            // Both at once: a long message does not fit in the pipe.
            let (sent, got) = tokio::join!(
                server.send(Outgoing::Text(text.as_str().into())),
                client.next()
            );
            sent.unwrap();
            assert_eq!(got.unwrap().unwrap(), Message::text(text.clone()));
            // A long message arrives in several reads, each unmasked in
            // its place.
            let (sent, got) = tokio::join!(client.send(Message::text(text.clone())), server.next());
            sent.unwrap();
            assert_eq!(got.unwrap().unwrap(), Incoming::Text(text));
        }
    }

    #[tokio::test]
    async fn fragmented_messages_are_reassembled_with_pings_between() {
        let (mut server, mut client) = pair().await;
        let parts = [
            ("{\"type\":", Data::Text, false),
            ("\"sync\"", Data::Continue, false),
            ("}", Data::Continue, true),
        ];
        for (i, (p, op, fin)) in parts.into_iter().enumerate() {
            client
                .send(Message::Frame(Frame::message(
                    Bytes::from(p),
                    OpCode::Data(op),
                    fin,
                )))
                .await
                .unwrap();
            if i == 1 {
                client
                    .send(Message::Ping(Bytes::from_static(b"mid")))
                    .await
                    .unwrap();
            }
        }
        // The ping between fragments is answered, the message is whole.
        assert_eq!(server.next().await.unwrap().unwrap(), Incoming::Control);
        assert_eq!(
            server.next().await.unwrap().unwrap(),
            Incoming::Text("{\"type\":\"sync\"}".into())
        );
        assert_eq!(
            client.next().await.unwrap().unwrap(),
            Message::Pong(Bytes::from_static(b"mid"))
        );
        client.send(Message::binary(vec![1, 2, 3])).await.unwrap();
        assert_eq!(server.next().await.unwrap().unwrap(), Incoming::Binary(3));
    }

    #[tokio::test]
    async fn a_client_close_is_echoed_and_ends_the_stream() {
        let (mut server, mut client) = pair().await;
        client
            .close(Some(tokio_tungstenite::tungstenite::protocol::CloseFrame {
                code: CloseCode::Away,
                reason: "bye".into(),
            }))
            .await
            .unwrap();
        assert_eq!(server.next().await.unwrap().unwrap(), Incoming::Close);
        assert!(server.next().await.is_none());
        SinkExt::<Outgoing>::close(&mut server).await.unwrap();
        drop(server);
        match client.next().await {
            Some(Ok(Message::Close(Some(c)))) => assert_eq!(c.code, CloseCode::Away),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            server_send_after_close().await,
            Err(WsError::Closing)
        ));
    }

    async fn server_send_after_close() -> Result<(), WsError> {
        let (mut server, _client) = raw();
        server
            .send(Outgoing::Close {
                code: 1008,
                reason: "rate_limited".into(),
            })
            .await?;
        server.send(Outgoing::Text("late".into())).await
    }

    #[tokio::test]
    async fn server_close_keeps_code_and_reason() {
        let (mut server, mut client) = pair().await;
        server
            .send(Outgoing::Text("{\"type\":\"bye\"}".into()))
            .await
            .unwrap();
        server
            .send(Outgoing::Close {
                code: 1008,
                reason: "rate_limited".into(),
            })
            .await
            .unwrap();
        assert_eq!(
            client.next().await.unwrap().unwrap(),
            Message::text("{\"type\":\"bye\"}")
        );
        match client.next().await {
            Some(Ok(Message::Close(Some(c)))) => {
                assert_eq!(u16::from(c.code), 1008);
                assert_eq!(c.reason.as_str(), "rate_limited");
            }
            other => panic!("{other:?}"),
        }
    }

    /// The close frame a protocol error sends: its code.
    async fn refused(bytes: &[u8]) -> (WsError, u16) {
        let (mut server, mut client) = raw();
        client.write_all(bytes).await.unwrap();
        let err = server.next().await.unwrap().unwrap_err();
        assert!(
            server.next().await.is_none(),
            "nothing is read after a protocol error"
        );
        SinkExt::<Outgoing>::close(&mut server).await.unwrap();
        drop(server);
        let out = written(client).await;
        assert_eq!(out[0], 0x88, "a close frame: {out:?}");
        (err, u16::from_be_bytes([out[2], out[3]]))
    }

    #[tokio::test]
    async fn protocol_errors_close_with_their_codes() {
        // Unmasked client frame (§5.1).
        assert_eq!(refused(&[0x81, 0x02, b'h', b'i']).await.1, 1002);
        // Reserved bits, reserved opcodes.
        assert_eq!(refused(&client_frame(0xC1, b"x")).await.1, 1002);
        assert_eq!(refused(&client_frame(0x83, b"x")).await.1, 1002);
        assert_eq!(refused(&client_frame(0x8B, b"x")).await.1, 1002);
        // A fragmented or long control frame.
        assert_eq!(refused(&client_frame(0x09, b"x")).await.1, 1002);
        assert_eq!(refused(&client_frame(0x89, &[0; 126])).await.1, 1002);
        // A continuation with no message; a new message inside one.
        assert_eq!(refused(&client_frame(0x80, b"x")).await.1, 1002);
        let mut two = client_frame(0x01, b"a");
        two.extend(client_frame(0x81, b"b"));
        assert_eq!(refused(&two).await.1, 1002);
        // Text that is not UTF-8, split or not.
        assert_eq!(refused(&client_frame(0x81, &[0xff, 0xfe])).await.1, 1007);
        // Too big, announced in one frame or grown over fragments: refused
        // before the payload is read (or allocated).
        let mut big = vec![0x81, 0xFF];
        big.extend((u64::MAX / 2).to_be_bytes());
        big.extend([0; 4]);
        let (err, code) = refused(&big).await;
        assert_eq!(code, 1009, "{err}");
        let mut grown = client_frame(0x01, &[b'a'; MAX - 10]);
        grown.extend(client_frame(0x80, &[b'a'; 11]));
        assert_eq!(refused(&grown).await.1, 1009);
        // A one-byte close payload.
        assert_eq!(refused(&client_frame(0x88, &[3])).await.1, 1002);
    }

    #[tokio::test]
    async fn bytes_arriving_one_at_a_time_and_a_dropped_read_lose_nothing() {
        let (mut server, mut client) = raw();
        let mut bytes = client_frame(0x81, b"{\"type\":\"sync\"}");
        bytes.extend(client_frame(0x81, &[b'x'; 300]));
        let feed = tokio::spawn(async move {
            for b in bytes {
                client.write_all(&[b]).await.unwrap();
                tokio::task::yield_now().await;
            }
            client
        });
        // Polls that are dropped half-way (as the connection's select does)
        // keep what they read.
        let mut got = Vec::new();
        while got.len() < 2 {
            tokio::select! {
                m = server.next() => got.push(m.unwrap().unwrap()),
                _ = tokio::task::yield_now() => {}
            }
        }
        assert_eq!(got[0], Incoming::Text("{\"type\":\"sync\"}".into()));
        assert_eq!(got[1], Incoming::Text("x".repeat(300)));
        let client = feed.await.unwrap();
        drop(client);
        assert!(
            server.next().await.is_none(),
            "a close between messages ends the stream"
        );
    }

    #[tokio::test]
    async fn an_announced_length_is_not_allotted_before_its_bytes_arrive() {
        let (a, mut client) = tokio::io::duplex(1 << 16);
        let mut server = WsSocket::new(a, 1 << 20);
        // A header announcing 512 KiB, then 10 bytes of it.
        let mut bytes = vec![0x81, 0x80 | 127];
        bytes.extend((512u64 << 10).to_be_bytes());
        bytes.extend([0; 4]);
        bytes.extend([b'a'; 10]);
        client.write_all(&bytes).await.unwrap();
        let waited =
            tokio::time::timeout(std::time::Duration::from_millis(50), server.next()).await;
        assert!(waited.is_err(), "the frame is not complete");
        assert_eq!(server.rd.msg.len(), 10);
        assert!(
            server.rd.msg.capacity() <= 2 * READ_CHUNK,
            "{}",
            server.rd.msg.capacity()
        );
    }

    #[tokio::test]
    async fn an_end_of_stream_inside_a_frame_is_an_error() {
        let (mut server, mut client) = raw();
        let f = client_frame(0x81, b"hello");
        client.write_all(&f[..f.len() - 2]).await.unwrap();
        drop(client);
        assert!(matches!(server.next().await, Some(Err(WsError::Io(_)))));
    }

    #[tokio::test]
    async fn the_latest_ping_is_answered() {
        let (mut server, mut client) = raw();
        let mut pings = client_frame(0x89, b"one");
        pings.extend(client_frame(0x89, b"two"));
        client.write_all(&pings).await.unwrap();
        assert_eq!(server.next().await.unwrap().unwrap(), Incoming::Control);
        assert_eq!(server.next().await.unwrap().unwrap(), Incoming::Control);
        SinkExt::<Outgoing>::close(&mut server).await.unwrap();
        drop(server);
        let out = written(client).await;
        // Each pong went out before the next frame was read.
        assert_eq!(&out[..5], &[0x8A, 3, b'o', b'n', b'e']);
        assert_eq!(&out[5..10], &[0x8A, 3, b't', b'w', b'o']);
        assert_eq!(out[10], 0x88, "then the normal close");
    }
}
