//! One client connection, generic over its transport: a [`Stream`] of
//! [`Incoming`] frames and a [`Sink`] of [`Outgoing`] ones. The WebSocket
//! route adapts axum's socket to it; tests can drive it with channels.
//!
//! A connection must send `hello` with its room code and seat token first.
//! Every frame is checked for size, rate (a token bucket) and form before
//! anything else sees it; a refused frame gets a typed `error` and changes
//! nothing. The connection closes only with a `bye` that says why.

use std::fmt::Display;
use std::sync::Arc;
use std::time::Duration;

use futures_util::{Sink, SinkExt, Stream, StreamExt};
use tokio::sync::mpsc;
use tokio::time::Instant;

use crate::hub::Hub;
use crate::protocol::{
    error_text, parse_client, ClientBody, ErrorCode, ServerMsg, PROTOCOL_VERSION,
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

/// Allows `rate` messages a second on average, `2 * rate` in a burst.
struct Bucket {
    tokens: f64,
    cap: f64,
    rate: f64,
    last: Instant,
}

impl Bucket {
    fn new(rate: u32) -> Bucket {
        let cap = 2.0 * rate as f64;
        Bucket {
            tokens: cap,
            cap,
            rate: rate as f64,
            last: Instant::now(),
        }
    }
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + dt * self.rate).min(self.cap);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
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

/// Serves one connection until it closes.
pub async fn serve_connection<S, R, E>(hub: Hub, mut sink: S, mut stream: R)
where
    S: Sink<Outgoing> + Unpin,
    R: Stream<Item = Result<Incoming, E>> + Unpin,
    E: Display,
{
    let cfg = hub.cfg().clone();
    let conn_id = hub.next_conn_id();
    let (tx, mut rx) = mpsc::channel::<Out>(cfg.outbox);
    let mut own_tx = Some(tx);
    let mut authed: Option<(u32, mpsc::Sender<RoomCmd>)> = None;
    let mut bucket = Bucket::new(cfg.msg_rate);
    let mut violations = 0u32;
    let mut window = Instant::now();
    let mut failed_hellos = 0u32;
    let hello_deadline = Instant::now() + cfg.hello_timeout;
    hub.stats().conn_opened();
    loop {
        tokio::select! {
            frame = stream.next() => {
                let text = match frame {
                    None | Some(Ok(Incoming::Close)) => break,
                    Some(Err(e)) => {
                        tracing::debug!(conn = conn_id, "transport error: {e}");
                        break;
                    }
                    Some(Ok(Incoming::Control)) => continue,
                    Some(Ok(Incoming::Binary(_))) => None,
                    Some(Ok(Incoming::Text(t))) => Some(t),
                };
                if !bucket.take() {
                    if window.elapsed() > Duration::from_secs(60) {
                        window = Instant::now();
                        violations = 0;
                    }
                    violations += 1;
                    if violations > cfg.max_violations {
                        close(&mut sink, "rate_limited", "too many messages for too long", 1008).await;
                        break;
                    }
                    let e = ErrorCode::RateLimited(cfg.msg_rate);
                    if !send(&mut sink, Outgoing::Text(error_text(None, &e).into())).await {
                        break;
                    }
                    continue;
                }
                let Some(text) = text else {
                    let e = ErrorCode::BadMessage("binary frames are not accepted: send JSON text".into());
                    if !send(&mut sink, Outgoing::Text(error_text(None, &e).into())).await {
                        break;
                    }
                    continue;
                };
                let msg = match parse_client(&text, cfg.max_message_bytes) {
                    Ok(m) => m,
                    Err((id, e)) => {
                        if !send(&mut sink, Outgoing::Text(error_text(id, &e).into())).await {
                            break;
                        }
                        continue;
                    }
                };
                match (&authed, msg.body) {
                    (None, ClientBody::Hello { room, token }) => {
                        let Some(tx) = own_tx.as_ref() else { break };
                        let conn = Conn { id: conn_id, tx: tx.clone() };
                        match Box::pin(hub.attach(&room, &token, conn)).await {
                            Ok(a) => {
                                // The room now holds the only sender: when it
                                // drops this connection, `rx` ends.
                                own_tx = None;
                                authed = Some(a);
                            }
                            Err(e) => {
                                failed_hellos += 1;
                                if !send(&mut sink, Outgoing::Text(error_text(msg.id, &e).into())).await {
                                    break;
                                }
                                if failed_hellos >= MAX_FAILED_HELLOS {
                                    close(&mut sink, "bad_token", "too many failed hellos", 1008).await;
                                    break;
                                }
                            }
                        }
                    }
                    (None, _) => {
                        let e = ErrorCode::NotAuthenticated;
                        if !send(&mut sink, Outgoing::Text(error_text(msg.id, &e).into())).await {
                            break;
                        }
                    }
                    (Some((member, room)), body) => {
                        let cmd = RoomCmd::Msg {
                            member: *member,
                            conn: conn_id,
                            msg: Box::new(crate::protocol::ClientMsg { id: msg.id, body }),
                        };
                        if room.send(cmd).await.is_err() {
                            close(&mut sink, "room_closed", "the room closed", 1011).await;
                            break;
                        }
                    }
                }
            }
            out = rx.recv(), if authed.is_some() => match out {
                Some(Out::Text(t)) => {
                    if !send(&mut sink, Outgoing::Text(t)).await {
                        break;
                    }
                }
                None => {
                    // The room let go of this connection (it did not read
                    // its messages fast enough).
                    authed = None;
                    close(&mut sink, "too_slow", "messages were not read fast enough", 1008).await;
                    break;
                }
            },
            _ = tokio::time::sleep_until(hello_deadline), if authed.is_none() => {
                close(&mut sink, "not_authenticated", "no hello in time", 1008).await;
                break;
            }
        }
    }
    if let Some((member, room)) = authed {
        let _ = room
            .send(RoomCmd::Detach {
                member,
                conn: conn_id,
            })
            .await;
    }
    let _ = sink.close().await;
    hub.stats().conn_closed();
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
        let stream = futures_util::stream::unfold(in_rx, |mut rx| async move {
            rx.recv()
                .await
                .map(|m| (Ok::<_, std::convert::Infallible>(m), rx))
        });
        let sink = futures_util::sink::unfold(out_tx, |tx, o: Outgoing| async move {
            tx.send(o).map_err(|_| ())?;
            Ok::<_, ()>(tx)
        });
        tokio::spawn(serve_connection(
            hub.clone(),
            Box::pin(sink),
            Box::pin(stream),
        ));
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
