//! One client connection, generic over its transport: one object that is
//! a [`Stream`] of [`Incoming`] frames and a [`Sink`] of [`Outgoing`] ones
//! ([`crate::ws::WsSocket`] on a real socket, [`LocalClient`]'s channels
//! in tests). The stream's `next()` must be cancel-safe: the loop selects
//! between it and the room's messages.
//!
//! A connection must send `hello` with its room code and seat token first.
//! Every frame is checked for size, rate (a token bucket) and form before
//! anything else sees it; a refused frame gets a typed `error` and changes
//! nothing. The connection closes only with a `bye` that says why.

use std::fmt::Display;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use futures_channel::mpsc as fmpsc;
use futures_util::{Sink, SinkExt, Stream, StreamExt};
use tokio::sync::mpsc;
use tokio::time::Instant;

use crate::hub::Hub;
use crate::ids::{ConnId, MemberId};
use crate::limits::Bucket;
use crate::protocol::{
    error_text, parse_client, peek_id, ClientBody, ErrorCode, ServerMsg, PROTOCOL_VERSION,
};
use crate::room::{Conn, Out, RoomCmd};

/// A frame from the client.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    Text(String),
    /// A binary frame (refused) and its length.
    Binary(usize),
    /// A ping or pong (answered by the transport).
    Control,
    Close,
}

/// A frame to the client.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outgoing {
    Text(Arc<str>),
    Close { code: u16, reason: String },
}

/// How long a write to a client may take before the client is dropped.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// Failed `hello`s before a connection is closed.
const MAX_FAILED_HELLOS: u32 = 5;

fn bye(code: &str, message: &str) -> Outgoing {
    Outgoing::Text(
        ServerMsg::Bye {
            v: PROTOCOL_VERSION,
            code,
            message,
        }
        .to_text()
        .into(),
    )
}

async fn send<S: Sink<Outgoing> + Unpin>(sink: &mut S, frame: Outgoing) -> bool {
    matches!(
        tokio::time::timeout(WRITE_TIMEOUT, sink.send(frame)).await,
        Ok(Ok(()))
    )
}

async fn close<S: Sink<Outgoing> + Unpin>(sink: &mut S, code: &str, message: &str, ws_code: u16) {
    if send(sink, bye(code, message)).await {
        let _ = send(
            sink,
            Outgoing::Close {
                code: ws_code,
                reason: code.to_string(),
            },
        )
        .await;
    }
}

/// What the loop does after a frame was handled.
enum Flow {
    Go,
    Stop,
}

/// A connection's state between frames. It lives in the connection's task
/// for as long as the socket is open, so it is kept small: the handlers'
/// own state (parsing, the room's answer, error texts) lives on the heap
/// only while a frame is being handled (docs/scaling.md).
struct ConnState<S> {
    hub: Hub,
    /// The transport: frames in and out.
    io: S,
    conn_id: ConnId,
    /// This connection's queue, until `hello` hands it to the room.
    own_tx: Option<fmpsc::Sender<Out>>,
    /// The member this connection speaks for, and its room.
    authed: Option<(MemberId, fmpsc::Sender<RoomCmd>)>,
    bucket: Bucket,
    violations: u32,
    window: Instant,
    failed_hellos: u32,
}

impl<S: Sink<Outgoing> + Unpin> ConnState<S> {
    /// Sends `frame`; false when the client is gone or too slow.
    async fn send(&mut self, frame: Outgoing) -> bool {
        send(&mut self.io, frame).await
    }

    async fn error(&mut self, id: Option<u64>, e: &ErrorCode) -> Flow {
        if self.send(Outgoing::Text(error_text(id, e).into())).await {
            Flow::Go
        } else {
            Flow::Stop
        }
    }

    /// Handles one text (or refused binary) frame from the client.
    async fn on_frame(&mut self, text: Option<String>) -> Flow {
        // The start of an action's round trip (crate::metrics).
        let arrived = Instant::now();
        let cfg = self.hub.cfg();
        let (rate, max_violations, max_bytes) =
            (cfg.msg_rate, cfg.max_violations, cfg.max_message_bytes);
        if !self.bucket.take() {
            if self.window.elapsed() > Duration::from_secs(60) {
                self.window = Instant::now();
                self.violations = 0;
            }
            self.violations += 1;
            if self.violations > max_violations {
                close(
                    &mut self.io,
                    "rate_limited",
                    "too many messages for too long",
                    1008,
                )
                .await;
                return Flow::Stop;
            }
            // The error names the dropped message by its id, when it has
            // one a JSON parser can find (docs/protocol.md "Error codes").
            let id = text.as_deref().and_then(|t| peek_id(t, max_bytes));
            return self.error(id, &ErrorCode::RateLimited(rate)).await;
        }
        let Some(text) = text else {
            let e = ErrorCode::BadMessage("binary frames are not accepted: send JSON text".into());
            return self.error(None, &e).await;
        };
        let msg = match parse_client(&text, max_bytes) {
            Ok(m) => m,
            Err((id, e)) => return self.error(id, &e).await,
        };
        match (&mut self.authed, msg.body) {
            (None, ClientBody::Hello { room, token }) => {
                let Some(tx) = self.own_tx.as_ref() else {
                    return Flow::Stop;
                };
                let conn = Conn {
                    id: self.conn_id,
                    tx: tx.clone(),
                    hello_id: msg.id,
                };
                // The code is checked once, here where it comes in.
                let attached = match crate::hub::normalize_code(&room) {
                    Ok(code) => self.hub.attach(&code, &token, conn).await,
                    Err(e) => Err(e),
                };
                match attached {
                    Ok(a) => {
                        // The room now holds the only sender: when it
                        // drops this connection, the queue ends.
                        self.own_tx = None;
                        self.authed = Some(a);
                        Flow::Go
                    }
                    Err(e) => {
                        self.failed_hellos += 1;
                        if let Flow::Stop = self.error(msg.id, &e).await {
                            return Flow::Stop;
                        }
                        if self.failed_hellos >= MAX_FAILED_HELLOS {
                            close(&mut self.io, "bad_token", "too many failed hellos", 1008).await;
                            return Flow::Stop;
                        }
                        Flow::Go
                    }
                }
            }
            // `ping` is answered before `hello` too (a client may check
            // the line before it has a token).
            (None, ClientBody::Ping) => {
                let pong = ServerMsg::Pong {
                    v: PROTOCOL_VERSION,
                    id: msg.id,
                };
                if self.send(Outgoing::Text(pong.to_text().into())).await {
                    Flow::Go
                } else {
                    Flow::Stop
                }
            }
            (None, _) => self.error(msg.id, &ErrorCode::NotAuthenticated).await,
            (Some((member, room)), body) => {
                let cmd = RoomCmd::Msg {
                    member: *member,
                    conn: self.conn_id,
                    msg: Box::new(crate::protocol::ClientMsg { id: msg.id, body }),
                    arrived,
                };
                if room.send(cmd).await.is_err() {
                    // The room's task ended under this connection: it lost
                    // its lease or the server is shutting down, and its
                    // `bye` (queued for this connection) lost the race with
                    // this frame. The same answer: reconnect.
                    let message = if self.hub.draining() {
                        crate::room::SHUTDOWN_MESSAGE
                    } else {
                        crate::room::LEASE_LOST_MESSAGE
                    };
                    close(&mut self.io, "wrong_instance", message, 1012).await;
                    return Flow::Stop;
                }
                Flow::Go
            }
        }
    }
}

/// Serves one connection until it closes, and gives the transport back
/// (closed: for a socket, its write side shut; [`crate::ws`] then reads
/// what the client still sends before letting the socket go).
///
/// Not an `async fn`: its arguments would be kept in the future twice (as
/// arguments, then in the connection's state), and the future lives as
/// long as the connection (docs/scaling.md).
pub fn serve_connection<S, E>(hub: Hub, io: S) -> impl Future<Output = S>
where
    S: Sink<Outgoing> + Stream<Item = Result<Incoming, E>> + Unpin,
    E: Display,
{
    let conn_id = hub.next_conn_id();
    let (tx, mut rx) = fmpsc::channel::<Out>(hub.cfg().outbox);
    let mut c = ConnState {
        bucket: Bucket::new(hub.cfg().msg_rate),
        hub,
        io,
        conn_id,
        own_tx: Some(tx),
        authed: None,
        violations: 0,
        window: Instant::now(),
        failed_hellos: 0,
    };
    async move {
        let hello_deadline = Instant::now() + c.hub.cfg().hello_timeout;
        c.hub.stats().conn_opened();
        // Until `hello`, the loop also waits for the hello deadline (a timer
        // on the heap, dropped after `hello`: the connection's future stays
        // small); after it, only for frames and for the room's messages.
        let mut hello_timer = Some(Box::pin(tokio::time::sleep_until(hello_deadline)));
        loop {
            let frame = if c.authed.is_none() {
                let Some(timer) = hello_timer.as_mut() else {
                    break;
                };
                tokio::select! {
                    frame = c.io.next() => frame,
                    _ = timer => {
                        Box::pin(close(&mut c.io, "not_authenticated", "no hello in time", 1008)).await;
                        break;
                    }
                }
            } else {
                hello_timer = None;
                tokio::select! {
                    frame = c.io.next() => frame,
                    out = rx.next() => {
                        let ok = match out {
                            Some(Out::Text(t)) => Box::pin(c.send(Outgoing::Text(t))).await,
                            Some(Out::Close { text, ws_code, reason }) => {
                                // The room closed this connection (its
                                // instance lost the room's lease): a `bye`
                                // that says why, then the close.
                                c.authed = None;
                                if Box::pin(c.send(Outgoing::Text(text))).await {
                                    let close = Outgoing::Close { code: ws_code, reason: reason.to_string() };
                                    let _ = Box::pin(c.send(close)).await;
                                }
                                false
                            }
                            None => {
                                // The room let go of this connection (it did
                                // not read its messages fast enough).
                                c.authed = None;
                                Box::pin(close(&mut c.io, "too_slow", "messages were not read fast enough", 1008)).await;
                                false
                            }
                        };
                        if ok {
                            continue;
                        }
                        break;
                    }
                }
            };
            let text = match frame {
                None | Some(Ok(Incoming::Close)) => break,
                Some(Err(e)) => {
                    tracing::debug!(conn = %c.conn_id, "transport error: {e}");
                    break;
                }
                Some(Ok(Incoming::Control)) => continue,
                Some(Ok(Incoming::Binary(_))) => None,
                Some(Ok(Incoming::Text(t))) => Some(t),
            };
            if let Flow::Stop = Box::pin(c.on_frame(text)).await {
                break;
            }
        }
        Box::pin(c.finish()).await
    }
}

impl<S: Sink<Outgoing> + Unpin> ConnState<S> {
    /// Leaves the room and closes the transport.
    async fn finish(mut self) -> S {
        if let Some((member, mut room)) = self.authed.take() {
            let _ = room
                .send(RoomCmd::Detach {
                    member,
                    conn: self.conn_id,
                })
                .await;
        }
        let _ = tokio::time::timeout(WRITE_TIMEOUT, self.io.close()).await;
        self.hub.stats().conn_closed();
        self.io
    }
}

/// The server's side of a [`LocalClient`]: frames in from one channel,
/// out to another.
struct LocalTransport {
    rx: mpsc::UnboundedReceiver<Incoming>,
    tx: mpsc::UnboundedSender<Outgoing>,
}

impl Stream for LocalTransport {
    type Item = Result<Incoming, std::convert::Infallible>;
    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.get_mut().rx.poll_recv(cx).map(|m| m.map(Ok))
    }
}

impl Sink<Outgoing> for LocalTransport {
    type Error = ();
    fn poll_ready(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Result<(), ()>> {
        Poll::Ready(Ok(()))
    }
    fn start_send(self: Pin<&mut Self>, o: Outgoing) -> Result<(), ()> {
        self.tx.send(o).map_err(|_| ())
    }
    fn poll_flush(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Result<(), ()>> {
        Poll::Ready(Ok(()))
    }
    fn poll_close(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Result<(), ()>> {
        Poll::Ready(Ok(()))
    }
}

/// A connection served over in-memory channels (tests, tools): what the
/// client sends goes to `tx`, what the server sends comes from `rx`.
pub struct LocalClient {
    pub tx: mpsc::UnboundedSender<Incoming>,
    pub rx: mpsc::UnboundedReceiver<Outgoing>,
}

impl LocalClient {
    /// Starts serving a new in-memory connection on `hub`.
    pub fn spawn(hub: &Hub) -> LocalClient {
        let (in_tx, in_rx) = mpsc::unbounded_channel::<Incoming>();
        let (out_tx, out_rx) = mpsc::unbounded_channel::<Outgoing>();
        let conn = serve_connection(
            hub.clone(),
            LocalTransport {
                rx: in_rx,
                tx: out_tx,
            },
        );
        tokio::spawn(async move {
            drop(conn.await);
        });
        LocalClient {
            tx: in_tx,
            rx: out_rx,
        }
    }

    pub fn send(&self, v: &serde_json::Value) {
        let _ = self.tx.send(Incoming::Text(v.to_string()));
    }

    /// The next text the server sent, parsed (`None`: closed).
    pub async fn recv(&mut self) -> Option<serde_json::Value> {
        match self.rx.recv().await? {
            Outgoing::Text(t) => Some(serde_json::from_str(&t).unwrap_or_default()),
            Outgoing::Close { .. } => None,
        }
    }

    /// Waits for a message of type `ty`, skipping others.
    pub async fn recv_type(&mut self, ty: &str) -> Option<serde_json::Value> {
        loop {
            let v = self.recv().await?;
            if v["type"] == ty {
                return Some(v);
            }
        }
    }

    /// Everything already sent, without waiting.
    pub fn drain(&mut self) -> Vec<serde_json::Value> {
        let mut out = Vec::new();
        while let Ok(o) = self.rx.try_recv() {
            if let Outgoing::Text(t) = o {
                out.push(serde_json::from_str(&t).unwrap_or_default());
            }
        }
        out
    }
}
