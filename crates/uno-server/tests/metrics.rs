//! `/metrics` of a real server (crate::metrics, docs/scaling.md
//! "Metrics"): two players act over real sockets, one action out of turn
//! is refused (R4: only the player to act plays or draws); the scrape
//! before and after is parsed as the Prometheus text format, and the
//! counters must have moved by exactly what was done.
//!
//! One test in this binary: the store's metrics are per process, so no
//! other server in the process writes between the two scrapes.

mod common;

use std::collections::BTreeMap;
use std::net::SocketAddr;

use common::*;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde_json::{json, Value};
use uno_client::client::{self, WsClient};
use uno_server::Config;

/// One sample: metric name, labels, value.
#[derive(Debug, Clone)]
struct Sample {
    name: String,
    labels: BTreeMap<String, String>,
    value: f64,
}

/// Parses the Prometheus text exposition format (0.0.4), strictly:
/// every sample's family has a `# TYPE` line before it, label values are
/// quoted with the format's escapes, values are numbers.
fn parse(text: &str) -> Result<Vec<Sample>, String> {
    let mut types: BTreeMap<String, String> = BTreeMap::new();
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let err = |m: &str| format!("line {}: {m}: {line:?}", n + 1);
        if line.is_empty() {
            continue;
        }
        if let Some(rest) = line.strip_prefix("# ") {
            let mut it = rest.splitn(3, ' ');
            match (it.next(), it.next(), it.next()) {
                (Some("TYPE"), Some(name), Some(t)) => {
                    if !["counter", "gauge", "histogram", "summary", "untyped"].contains(&t) {
                        return Err(err("unknown type"));
                    }
                    types.insert(name.to_string(), t.to_string());
                }
                (Some("HELP"), Some(_), _) => {}
                _ => return Err(err("a comment that is neither HELP nor TYPE")),
            }
            continue;
        }
        let name_end = line.find(['{', ' ']).ok_or_else(|| err("no value"))?;
        let name = &line[..name_end];
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
        {
            return Err(err("bad metric name"));
        }
        let mut rest = &line[name_end..];
        let mut labels = BTreeMap::new();
        if let Some(r) = rest.strip_prefix('{') {
            let mut r = r;
            loop {
                if let Some(after) = r.strip_prefix('}') {
                    r = after;
                    break;
                }
                let eq = r.find('=').ok_or_else(|| err("label without ="))?;
                let key = r[..eq].trim_start_matches(',').to_string();
                let mut chars = r[eq + 1..].char_indices();
                if chars.next().map(|c| c.1) != Some('"') {
                    return Err(err("unquoted label value"));
                }
                let mut val = String::new();
                let mut end = None;
                while let Some((i, c)) = chars.next() {
                    match c {
                        '\\' => match chars.next().map(|c| c.1) {
                            Some('n') => val.push('\n'),
                            Some(e @ ('\\' | '"')) => val.push(e),
                            _ => return Err(err("bad escape")),
                        },
                        '"' => {
                            end = Some(eq + 1 + i + 1);
                            break;
                        }
                        c => val.push(c),
                    }
                }
                let end = end.ok_or_else(|| err("unterminated label value"))?;
                labels.insert(key, val);
                r = r[end..].trim_start_matches(',');
            }
            rest = r;
        }
        let value_text = rest.trim();
        let value: f64 = match value_text {
            "+Inf" => f64::INFINITY,
            "-Inf" => f64::NEG_INFINITY,
            v => v.parse().map_err(|_| err("value is not a number"))?,
        };
        let family = ["_bucket", "_sum", "_count"]
            .iter()
            .find_map(|s| {
                name.strip_suffix(s)
                    .filter(|f| types.get(*f).is_some_and(|t| t == "histogram"))
            })
            .unwrap_or(name);
        if !types.contains_key(family) {
            return Err(err("sample before its # TYPE"));
        }
        out.push(Sample {
            name: name.to_string(),
            labels,
            value,
        });
    }
    Ok(out)
}

/// The value of `name` with exactly these labels (0 when absent).
fn value(samples: &[Sample], name: &str, labels: &[(&str, &str)]) -> f64 {
    samples
        .iter()
        .find(|s| {
            s.name == name
                && s.labels.len() == labels.len()
                && labels
                    .iter()
                    .all(|(k, v)| s.labels.get(*k).map(String::as_str) == Some(*v))
        })
        .map_or(0.0, |s| s.value)
}

/// Checks a histogram's series: buckets cumulative (never decreasing),
/// the `+Inf` bucket equal to `_count`.
fn check_histogram(samples: &[Sample], family: &str, labels: &[(&str, &str)]) {
    let with = |s: &Sample| {
        labels
            .iter()
            .all(|(k, v)| s.labels.get(*k).map(String::as_str) == Some(*v))
    };
    let mut buckets: Vec<(f64, f64)> = samples
        .iter()
        .filter(|s| s.name == format!("{family}_bucket") && with(s))
        .map(|s| {
            let le = &s.labels["le"];
            let le = if le == "+Inf" {
                f64::INFINITY
            } else {
                le.parse().unwrap()
            };
            (le, s.value)
        })
        .collect();
    assert!(buckets.len() > 2, "{family}: buckets");
    buckets.sort_by(|a, b| a.0.partial_cmp(&b.0).unwrap());
    for w in buckets.windows(2) {
        assert!(w[0].1 <= w[1].1, "{family}: buckets are cumulative");
    }
    let count = value(samples, &format!("{family}_count"), labels);
    assert_eq!(buckets.last().unwrap().0, f64::INFINITY);
    assert_eq!(buckets.last().unwrap().1, count, "{family}: +Inf == count");
}

async fn scrape(addr: SocketAddr) -> Vec<Sample> {
    let (st, text) = client::http_text(addr, "GET", "/metrics", None)
        .await
        .unwrap();
    assert_eq!(st, 200);
    parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The `Content-Type` of a response, read off the raw HTTP.
async fn content_type(addr: SocketAddr, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8_lossy(&buf);
    text.lines()
        .find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case("content-type")
                .then(|| v.trim().to_string())
        })
        .unwrap_or_default()
}

/// Reads until the reply to `id`: an `update` acknowledging it (true) or
/// an `error` naming it (false).
async fn outcome(ws: &mut WsClient, id: u64) -> bool {
    loop {
        let v = ws.recv_timeout(T).await.unwrap().expect("open");
        if v["type"] == "update" && v["ack"] == json!(id) {
            return true;
        }
        if v["type"] == "error" && v["id"] == json!(id) {
            return false;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_what_was_done() {
    let srv = TestServer::start(Config::fast()).await;
    let ml = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let maddr = ml.local_addr().unwrap();
    tokio::spawn(uno_server::metrics::serve(
        ml,
        srv.hub.clone(),
        std::future::pending(),
    ));

    let host = srv
        .create_room(json!({
            "nickname": "Ada",
            "rules": {"preset": "classic", "scoring": {"method": "none"}},
            "turn_timer_s": 0
        }))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let bob = srv.join(&code, "Bob").await;
    let (mut hws, _) = srv.connect(&host).await;
    let (mut bws, _) = srv.connect(&bob).await;
    let r = request(&mut hws, json!({"type": "start"}), 1).await;
    assert_eq!(r["type"], "ok", "{r}");

    let before = scrape(maddr).await;
    assert_eq!(value(&before, "uno_connections", &[]), 2.0);
    assert_eq!(value(&before, "uno_rooms_loaded", &[]), 1.0);
    assert!(value(&before, "uno_connections_opened_total", &[]) >= 2.0);
    assert!(value(&before, "uno_rooms_created_total", &[]) >= 1.0);

    // Up to 12 actions, each by whoever is to act (the first turn may be
    // a decision: a colour, a player; R3 deals from a secret seed).
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    let mut next_id = 100u64;
    let (mut accepted, mut refused) = (0u32, 0u32);
    let mut over = false;
    for _ in 0..12 {
        let mut actor = None;
        for (i, ws) in [&mut hws, &mut bws].into_iter().enumerate() {
            next_id += 1;
            let w = request(ws, json!({"type": "sync"}), next_id).await;
            let state = &w["state"];
            if state["over"] == true || w["room"]["status"] == "finished" {
                over = true;
            }
            if state["seat"].is_u64() && state["to_act"] == state["seat"] {
                actor = Some((i, w["legal"].clone()));
            }
        }
        let Some((i, legal)) = actor else {
            break;
        };
        // A turn action (not an UNO call or a catch, which a grace window
        // may hold).
        let turn: Vec<Value> = legal
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| a["do"] != "uno" && a["do"] != "catch")
            .cloned()
            .collect();
        let Some(action) = client::random_action(&turn, false, &mut rng) else {
            break;
        };
        let ws = if i == 0 { &mut hws } else { &mut bws };
        next_id += 1;
        ws.send(&json!({"type": "act", "id": next_id, "action": action}))
            .await
            .unwrap();
        if outcome(ws, next_id).await {
            accepted += 1;
        } else {
            refused += 1;
        }
        if over {
            break;
        }
    }
    assert!(accepted >= 1, "at least one action was played");
    assert_eq!(
        refused, 0,
        "legal actions of the player to act are accepted"
    );

    // Out of turn: the seat not to act draws (R4), refused by the engine.
    next_id += 1;
    let w = request(&mut hws, json!({"type": "sync"}), next_id).await;
    let out_of_turn = if w["state"]["to_act"] == w["state"]["seat"] {
        &mut bws
    } else {
        &mut hws
    };
    next_id += 1;
    out_of_turn
        .send(&json!({"type": "act", "id": next_id, "action": {"do": "draw"}}))
        .await
        .unwrap();
    assert!(!outcome(out_of_turn, next_id).await, "out of turn: refused");
    refused += 1;

    let after = scrape(maddr).await;
    let delta = |name: &str, labels: &[(&str, &str)]| {
        value(&after, name, labels) - value(&before, name, labels)
    };
    let client_accepted = [("outcome", "accepted"), ("source", "client")];
    assert_eq!(
        delta("uno_actions_total", &client_accepted),
        f64::from(accepted)
    );
    assert_eq!(
        delta(
            "uno_actions_total",
            &[("outcome", "refused"), ("source", "client")]
        ),
        f64::from(refused)
    );
    assert_eq!(
        delta(
            "uno_actions_total",
            &[("outcome", "not_recorded"), ("source", "client")]
        ),
        0.0
    );
    // No bot at this table, no timer: nothing acted for anyone.
    for (o, s) in [("accepted", "bot"), ("accepted", "server")] {
        assert_eq!(
            delta("uno_actions_total", &[("outcome", o), ("source", s)]),
            0.0
        );
    }
    // One round trip per client action applied (a refused one has none).
    assert_eq!(
        delta("uno_action_round_trip_seconds_count", &[]),
        f64::from(accepted)
    );
    assert!(delta("uno_action_round_trip_seconds_sum", &[]) > 0.0);
    check_histogram(&after, "uno_action_round_trip_seconds", &[]);

    // Each accepted action was committed: at least one group commit, and
    // at least that many writes in them.
    let backend = if on_postgres() { "postgres" } else { "sqlite" };
    let b = [("backend", backend)];
    assert!(delta("uno_db_commit_seconds_count", &b) >= 1.0);
    assert!(delta("uno_db_commit_writes_sum", &b) >= f64::from(accepted));
    assert_eq!(value(&after, "uno_db_commit_failures_total", &b), 0.0);
    check_histogram(&after, "uno_db_commit_seconds", &b);
    check_histogram(&after, "uno_db_commit_writes", &b);
    assert_eq!(value(&after, "uno_connections", &[]), 2.0);

    // `/api/stats` reads the same counters.
    let (_, stats) = srv.get("/api/stats").await;
    let all_accepted: f64 = ["client", "bot", "server"]
        .iter()
        .map(|s| {
            value(
                &after,
                "uno_actions_total",
                &[("outcome", "accepted"), ("source", s)],
            )
        })
        .sum();
    assert_eq!(stats["actions"].as_f64().unwrap(), all_accepted);

    // The text format's content type; nothing else on that listener, and
    // no metrics on the public one.
    assert_eq!(
        content_type(maddr, "/metrics").await,
        "text/plain; version=0.0.4; charset=utf-8"
    );
    let (st, _) = client::http_text(maddr, "GET", "/", None).await.unwrap();
    assert_eq!(st, 404);
    let (_, public) = client::http_text(srv.addr, "GET", "/metrics", None)
        .await
        .unwrap();
    assert!(!public.contains("uno_actions_total"));

    // A connection closed is one fewer.
    drop(bws);
    let deadline = tokio::time::Instant::now() + T;
    loop {
        if value(&scrape(maddr).await, "uno_connections", &[]) == 1.0 {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "connections gauge");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[test]
fn the_parser_refuses_what_is_not_the_format() {
    assert!(
        parse("# TYPE a counter\na_total 1\n").is_err(),
        "a_total without its TYPE"
    );
    assert!(parse("# TYPE a counter\na 1\n").is_ok());
    assert!(parse("# TYPE a counter\na{x=\"1} 1\n").is_err());
    assert!(parse("# TYPE a counter\na{x=1} 1\n").is_err());
    assert!(parse("# TYPE a counter\na one\n").is_err());
    let s = parse(
        "# TYPE h histogram\nh_bucket{le=\"+Inf\",k=\"a\\\"b\"} 2\nh_count{k=\"a\\\"b\"} 2\n",
    )
    .unwrap();
    assert_eq!(s[0].labels["k"], "a\"b");
}
