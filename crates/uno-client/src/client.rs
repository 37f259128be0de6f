//! A small client for this server: JSON over HTTP/1.1 (enough for the
//! API: one request per connection) and a WebSocket speaking the
//! protocol. Used by `uno loadtest` and by the tests.

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use rand::seq::IndexedRandom;
use rand::Rng;
use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A client-side failure.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("io: {0}")]
    Io(#[from] std::io::Error),
    #[error("websocket: {0}")]
    Ws(#[from] tokio_tungstenite::tungstenite::Error),
    #[error("bad response: {0}")]
    Bad(String),
    #[error("timed out")]
    Timeout,
}

/// Runs a future to completion on a new single-threaded runtime (for
/// callers without one, such as the `uno` binary's tests).
pub fn block_on<F: Future>(f: F) -> F::Output {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime")
        .block_on(f)
}

/// One HTTP request; returns the status and the body parsed as JSON
/// (`Value::Null` for an empty or non-JSON body).
pub async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> Result<(u16, Value), ClientError> {
    let (status, text) = http_text(addr, method, path, body).await?;
    Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
}

/// One HTTP request; the status and the body as text.
pub async fn http_text(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> Result<(u16, String), ClientError> {
    http_text_with(addr, method, path, body, &[]).await
}

/// One HTTP request with extra headers (`("Authorization", "Bearer …")`);
/// the status and the body as text.
pub async fn http_text_with(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> Result<(u16, String), ClientError> {
    let mut s = TcpStream::connect(addr).await?;
    let body = body.unwrap_or("");
    let extra: String = headers
        .iter()
        .map(|(k, v)| format!("{k}: {v}\r\n"))
        .collect();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\n{extra}Content-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await?;
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await?;
    let text = String::from_utf8_lossy(&buf);
    let (head, rest) = text
        .split_once("\r\n\r\n")
        .ok_or_else(|| ClientError::Bad("no header end".into()))?;
    let status: u16 = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| ClientError::Bad("no status".into()))?;
    let chunked = head
        .lines()
        .any(|l| l.to_ascii_lowercase().starts_with("transfer-encoding:") && l.contains("chunked"));
    let body = if chunked {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    Ok((status, body))
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].trim_start_matches("\r\n");
    }
    out
}

/// `POST path` with a JSON body.
pub async fn post(addr: SocketAddr, path: &str, body: &Value) -> Result<(u16, Value), ClientError> {
    http(addr, "POST", path, Some(&body.to_string())).await
}

/// `GET path`.
pub async fn get(addr: SocketAddr, path: &str) -> Result<(u16, Value), ClientError> {
    http(addr, "GET", path, None).await
}

/// A WebSocket connection to `/ws`.
pub struct WsClient {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl WsClient {
    /// Connects with small buffers (the load test opens thousands).
    pub async fn connect(addr: SocketAddr) -> Result<WsClient, ClientError> {
        WsClient::connect_path(addr, "/ws").await
    }

    /// Connects to `/ws?room=CODE`, the URL a load balancer routes by room
    /// (docs/protocol.md).
    pub async fn connect_room(addr: SocketAddr, code: &str) -> Result<WsClient, ClientError> {
        WsClient::connect_path(addr, &format!("/ws?room={code}")).await
    }

    async fn connect_path(addr: SocketAddr, path: &str) -> Result<WsClient, ClientError> {
        let cfg = WebSocketConfig::default()
            .read_buffer_size(4096)
            .write_buffer_size(0);
        let (ws, _) = tokio_tungstenite::connect_async_with_config(
            format!("ws://{addr}{path}"),
            Some(cfg),
            false,
        )
        .await?;
        Ok(WsClient { ws })
    }

    pub async fn send_text(&mut self, text: &str) -> Result<(), ClientError> {
        self.ws.send(Message::text(text)).await?;
        Ok(())
    }

    pub async fn send(&mut self, v: &Value) -> Result<(), ClientError> {
        self.send_text(&v.to_string()).await
    }

    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), ClientError> {
        self.ws.send(Message::binary(bytes)).await?;
        Ok(())
    }

    /// The next text message, parsed; `None` once the connection closed.
    pub async fn recv(&mut self) -> Option<Value> {
        self.recv_raw()
            .await
            .map(|t| serde_json::from_str(&t).unwrap_or(Value::Null))
    }

    /// The next text message as sent.
    pub async fn recv_raw(&mut self) -> Option<String> {
        loop {
            match self.ws.next().await? {
                Ok(Message::Text(t)) => return Some(t.as_str().to_owned()),
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    /// Like [`WsClient::recv`], giving up after `d`.
    pub async fn recv_timeout(&mut self, d: Duration) -> Result<Option<Value>, ClientError> {
        tokio::time::timeout(d, self.recv())
            .await
            .map_err(|_| ClientError::Timeout)
    }

    /// Waits for a message of type `ty`, skipping others; gives up after `d`.
    pub async fn recv_type(&mut self, ty: &str, d: Duration) -> Result<Value, ClientError> {
        let deadline = tokio::time::Instant::now() + d;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match tokio::time::timeout(left, self.recv()).await {
                Err(_) => return Err(ClientError::Timeout),
                Ok(None) => return Err(ClientError::Bad(format!("closed while waiting for {ty}"))),
                Ok(Some(v)) if v["type"] == ty => return Ok(v),
                Ok(Some(_)) => {}
            }
        }
    }

    /// Sends `hello` and returns the `welcome` (or the error).
    pub async fn hello(&mut self, room: &str, token: &str) -> Result<Value, ClientError> {
        self.send(&serde_json::json!({"type": "hello", "v": 1, "room": room, "token": token}))
            .await?;
        loop {
            let v = self
                .recv_timeout(Duration::from_secs(10))
                .await?
                .ok_or_else(|| ClientError::Bad("closed before welcome".into()))?;
            match v["type"].as_str() {
                Some("welcome") | Some("error") => return Ok(v),
                _ => {}
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// Several players of one game, driven in turn: the seat to act sends its
/// first legal action (never `next_round`, `uno` or `catch`) and every
/// client waits for the resulting update. For tests and demos.
pub struct Table {
    pub clients: Vec<WsClient>,
    /// Each client's last state (`SeatView` JSON) and sequence number.
    pub views: Vec<(Value, u64)>,
    /// Each client's last legal actions.
    pub legal: Vec<Value>,
}

impl Table {
    /// Takes connected clients and their `welcome`s (after the game started).
    pub fn new(clients: Vec<WsClient>, welcomes: Vec<Value>) -> Table {
        let views = welcomes
            .iter()
            .map(|w| {
                (
                    w["state"].clone(),
                    w["room"]["game"]["seq"].as_u64().unwrap_or(0),
                )
            })
            .collect();
        let legal = welcomes.iter().map(|w| w["legal"].clone()).collect();
        Table {
            clients,
            views,
            legal,
        }
    }

    /// The seq every client has seen.
    pub fn seq(&self) -> u64 {
        self.views.iter().map(|v| v.1).min().unwrap_or(0)
    }

    /// Plays one action; returns false once the game is over.
    pub async fn step(&mut self) -> Result<bool, ClientError> {
        let target = self.seq() + 1;
        let view = &self.views[0].0;
        if view["game_over"] == true {
            return Ok(false);
        }
        if let Some(to_act) = view["to_act"].as_u64() {
            let i = self
                .views
                .iter()
                .position(|(v, _)| v["seat"].as_u64() == Some(to_act))
                .ok_or_else(|| ClientError::Bad(format!("no client holds seat {to_act}")))?;
            let legal = self.legal[i].clone();
            let action = legal
                .as_array()
                .and_then(|l| {
                    l.iter()
                        .find(|a| !matches!(a["do"].as_str(), Some("next_round" | "uno" | "catch")))
                })
                .cloned()
                .ok_or_else(|| ClientError::Bad(format!("no legal action in {legal}")))?;
            self.clients[i]
                .send(&serde_json::json!({"type": "act", "id": target, "action": action}))
                .await?;
        }
        // Wait until every client has seen the next update (between rounds
        // the server deals by itself).
        for i in 0..self.clients.len() {
            while self.views[i].1 < target {
                let v = self.clients[i]
                    .recv_timeout(Duration::from_secs(20))
                    .await?
                    .ok_or_else(|| ClientError::Bad("closed".into()))?;
                match v["type"].as_str() {
                    Some("update") => {
                        self.views[i] = (v["state"].clone(), v["seq"].as_u64().unwrap_or(0));
                        self.legal[i] = v["legal"].clone();
                    }
                    Some("error") => return Err(ClientError::Bad(format!("refused: {v}"))),
                    _ => {}
                }
            }
        }
        Ok(true)
    }
}

/// Waits `d` (for callers that do not depend on tokio themselves).
pub async fn pause(d: Duration) {
    tokio::time::sleep(d).await
}

/// A random action from a seat's `legal` list, as the load test's and the
/// tests' players choose: never `next_round`, `uno` or `catch` (the caller
/// decides those), only plays when `only_plays` (out of turn), and a card
/// 9 times in 10 when one can be played (random drawing makes endless
/// rounds).
pub fn random_action<R: Rng + ?Sized>(
    legal: &[Value],
    only_plays: bool,
    rng: &mut R,
) -> Option<Value> {
    let usable: Vec<&Value> = legal
        .iter()
        .filter(|a| !matches!(a["do"].as_str(), Some("next_round" | "uno" | "catch")))
        .filter(|a| !only_plays || a["do"] == "play")
        .collect();
    let plays: Vec<&Value> = usable
        .iter()
        .copied()
        .filter(|a| a["do"] == "play")
        .collect();
    if !plays.is_empty() && rng.random_bool(0.9) {
        return plays.choose(rng).map(|a| (*a).clone());
    }
    usable.choose(rng).map(|a| (*a).clone())
}
