//! The room driven in paused time (tokio's `start_paused`: the clock
//! jumps to the next deadline whenever every task waits), through the
//! hub and the room's command queue, without sockets: a connection is
//! its message queue. SQLite runs inline on the room's task, so every
//! write is done before the clock may move.

use std::time::Duration;

use futures_channel::mpsc;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::time::Instant;

use crate::config::Config;
use crate::hub::{CreateRoom, Hub};
use crate::ids::{ConnId, MemberId, RoomCode};
use crate::protocol::{ClientBody, ClientMsg};
use crate::room::{Conn, Out, RoomCmd, LEASE_LOST_MESSAGE, SHUTDOWN_MESSAGE};
use crate::store::Db;

mod saves;

/// A member's connection, as the room sees it.
struct Client {
    hub: Hub,
    code: RoomCode,
    member: MemberId,
    conn: ConnId,
    room: mpsc::Sender<RoomCmd>,
    rx: mpsc::Receiver<Out>,
    next_id: u64,
    /// The database's folder (the room's first client keeps it).
    _dir: Option<tempfile::TempDir>,
}

/// What a connection received.
#[derive(Debug)]
enum Got {
    Text(Value),
    /// The `bye` before the connection closes.
    Close(Value),
}

impl Got {
    fn kind(&self) -> &str {
        match self {
            Got::Text(v) => v["type"].as_str().unwrap_or(""),
            Got::Close(_) => "close",
        }
    }
}

fn cfg() -> Config {
    Config {
        bot_delay: Duration::from_millis(300),
        round_pause: Duration::from_secs(2),
        timeouts_before_bot: 1,
        ..Config::fast()
    }
}

/// A room whose host (seated unless `spectator`) is connected.
async fn room(cfg: Config, spectator: bool, turn_timer_s: u32) -> Client {
    room_as(
        cfg,
        CreateRoom {
            nickname: "Ada".into(),
            player_token: None,
            rules: None,
            turn_timer_s: Some(turn_timer_s),
            spectator,
            public: false,
            quick: None,
            hints: false,
            daily: None,
        },
    )
    .await
}

/// The room `req` makes, its host connected.
async fn room_as(cfg: Config, req: CreateRoom) -> Client {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = Db::open_inline(&dir.path().join("uno.db")).expect("a database");
    let hub = Hub::new(db, cfg);
    let m = hub.create_room(req, None).await.expect("a room");
    let mut c = connect(&hub, &m.code, &m.token, 1).await;
    c._dir = Some(dir);
    c
}

/// A connection (numbered `n`) of the member whose seat token is `token`.
async fn connect(hub: &Hub, code: &RoomCode, token: &str, n: u64) -> Client {
    let (tx, rx) = mpsc::channel(4096);
    let conn = Conn {
        id: ConnId::numbered(n),
        tx,
        hello_id: None,
    };
    let (member, room) = hub.attach(code, token, conn).await.expect("attached");
    Client {
        hub: hub.clone(),
        code: code.clone(),
        member,
        conn: ConnId::numbered(n),
        room,
        rx,
        next_id: 0,
        _dir: None,
    }
}

impl Client {
    /// Sends a client message; gives its id.
    async fn send(&mut self, body: Value) -> u64 {
        let body: ClientBody = serde_json::from_value(body).expect("a client message");
        self.next_id += 1;
        let id = self.next_id;
        self.room
            .send(RoomCmd::Msg {
                member: self.member,
                conn: self.conn,
                msg: Box::new(ClientMsg { id: Some(id), body }),
                arrived: Instant::now(),
            })
            .await
            .expect("the room takes commands");
        id
    }

    /// The next message within `limit` (of paused time); None when the
    /// connection's queue ended or nothing came.
    async fn next(&mut self, limit: Duration) -> Option<Got> {
        match tokio::time::timeout(limit, self.rx.next()).await {
            Ok(Some(Out::Text(t))) => Some(Got::Text(serde_json::from_str(&t).expect("json"))),
            Ok(Some(Out::Close { text, .. })) => {
                Some(Got::Close(serde_json::from_str(&text).expect("json")))
            }
            Ok(None) | Err(_) => None,
        }
    }

    /// Messages until one of type `kind` (which is returned).
    async fn until(&mut self, kind: &str, limit: Duration) -> Value {
        let end = Instant::now() + limit;
        loop {
            let left = end.saturating_duration_since(Instant::now());
            match self.next(left).await {
                Some(Got::Text(v)) if v["type"] == kind => return v,
                Some(Got::Close(v)) if kind == "close" => return v,
                Some(_) => {}
                None => panic!("no {kind} within {limit:?}"),
            }
        }
    }

    fn rooms_loaded(&self) -> usize {
        self.hub.server_stats().rooms_loaded
    }
}

fn ends_round(update: &Value) -> bool {
    update["events"]
        .as_array()
        .is_some_and(|es| es.iter().any(|e| e["type"] == "round_ended"))
}

fn starts_round(update: &Value) -> bool {
    update["events"]
        .as_array()
        .is_some_and(|es| es.iter().any(|e| e["type"] == "round_started"))
}

fn game_over(update: &Value) -> bool {
    update["events"]
        .as_array()
        .is_some_and(|es| es.iter().any(|e| e["type"] == "game_ended"))
}

/// Two bots play while the host watches: the round that ends is followed
/// by the next round's deal exactly `round_pause` later, and by nothing
/// in between; the round-ending update says how long the pause is.
#[tokio::test(start_paused = true)]
async fn the_next_round_is_dealt_after_the_round_pause() {
    let cfg = cfg();
    let pause = cfg.round_pause;
    let mut c = room(cfg, true, 0).await;
    c.send(json!({"type": "add_bot", "level": "medium"})).await;
    c.send(json!({"type": "add_bot", "level": "easy"})).await;
    c.send(json!({"type": "start"})).await;
    c.until("game_started", Duration::from_secs(1)).await;
    let mut rounds_checked = 0;
    let mut ended_at: Option<Instant> = None;
    while rounds_checked < 2 {
        let u = c.until("update", Duration::from_secs(120)).await;
        if let Some(t0) = ended_at.take() {
            // The first update after a round ended deals the next one.
            assert!(
                starts_round(&u),
                "the update after the round's end deals: {u}"
            );
            assert_eq!(Instant::now() - t0, pause, "dealt after exactly the pause");
            rounds_checked += 1;
        }
        if game_over(&u) {
            break;
        }
        if ends_round(&u) {
            assert_eq!(u["next_round_ms"], json!(pause.as_millis() as u64));
            ended_at = Some(Instant::now());
        }
    }
    assert!(rounds_checked >= 1, "no round ended");
}

/// The host's turn timer runs out: the server plays for the host
/// (`timeouts_before_bot` is 1), a bot stands in, and from then on the
/// host's seat is played by that bot `bot_delay` after its turn comes,
/// never by the turn timer again.
#[tokio::test(start_paused = true)]
async fn a_stand_in_plays_after_the_turn_timer() {
    let cfg = cfg();
    let bot_delay = cfg.bot_delay;
    let mut c = room(cfg, false, 5).await;
    c.send(json!({"type": "add_bot", "level": "medium"})).await;
    c.send(json!({"type": "start"})).await;
    c.until("game_started", Duration::from_secs(1)).await;
    // Nothing is sent for the host's seat: its first move comes from the
    // turn timer, 5 s after its turn came.
    let start = Instant::now();
    let mut last_update = start;
    let mut to_act = json!(null);
    let mut first_move: Option<Duration> = None;
    let mut turn_came = start;
    let mut stood_in = false;
    let mut by_stand_in = 0;
    while by_stand_in < 5 {
        let Some(got) = c.next(Duration::from_secs(60)).await else {
            panic!("the game stalled (stood in: {stood_in}, stand-in moves: {by_stand_in})");
        };
        let Got::Text(v) = got else {
            panic!("closed: {got:?}")
        };
        if v["type"] == "room" {
            if v["room"]["seats"][0]["bot_standing_in"] == json!(true) {
                stood_in = true;
            }
            continue;
        }
        if v["type"] == "game_over" {
            break;
        }
        if v["type"] != "update" {
            continue;
        }
        let now = Instant::now();
        // A move of seat 0 in its own turn.
        if v["by"] == json!(0) && to_act == json!(0) {
            if first_move.is_none() {
                first_move = Some(now - turn_came);
            }
            if stood_in {
                let waited = now - last_update;
                assert!(
                    waited <= bot_delay,
                    "the stand-in waited {waited:?} (the timer is 5 s): {v}"
                );
                by_stand_in += 1;
            }
        }
        let next = v["state"]["to_act"].clone();
        if next == json!(0) && to_act != json!(0) {
            turn_came = now;
        }
        to_act = next;
        last_update = now;
    }
    let first = first_move.expect("seat 0 never moved");
    assert!(
        first >= Duration::from_secs(5),
        "seat 0 moved after {first:?}, before its turn timer ran out"
    );
    assert!(stood_in, "no bot stood in");
}

/// The lease is lost mid-game: the connection gets the `wrong_instance`
/// bye and closes, nothing after it (the bots stop), and the room leaves
/// the hub's map.
#[tokio::test(start_paused = true)]
async fn a_lost_lease_closes_the_room() {
    let mut c = room(cfg(), true, 0).await;
    c.send(json!({"type": "add_bot", "level": "medium"})).await;
    c.send(json!({"type": "add_bot", "level": "medium"})).await;
    c.send(json!({"type": "start"})).await;
    c.until("update", Duration::from_secs(1)).await;
    c.until("update", Duration::from_secs(5)).await;
    assert_eq!(c.rooms_loaded(), 1);
    c.room.send(RoomCmd::LeaseLost).await.expect("queued");
    let bye = c.until("close", Duration::from_secs(5)).await;
    assert_eq!(bye["type"], "bye");
    assert_eq!(bye["code"], "wrong_instance");
    assert_eq!(bye["message"], LEASE_LOST_MESSAGE);
    // The room dropped the connection: its queue ends, nothing more came.
    assert!(c.next(Duration::from_secs(30)).await.is_none());
    assert_eq!(c.rooms_loaded(), 0);
    // And it takes no more commands.
    let refused = c
        .room
        .send(RoomCmd::Msg {
            member: c.member,
            conn: c.conn,
            msg: Box::new(ClientMsg {
                id: None,
                body: ClientBody::Ping,
            }),
            arrived: Instant::now(),
        })
        .await;
    assert!(refused.is_err(), "a closed room took a command");
}

/// A drain: the action the host sent just before is applied, committed
/// and announced (its `update` with the `ack`) before the `bye`; the
/// room ends and the stored game holds every announced action.
#[tokio::test(start_paused = true)]
async fn a_drain_applies_what_was_queued_then_says_bye() {
    let mut c = room(cfg(), false, 0).await;
    c.send(json!({"type": "add_bot", "level": "medium"})).await;
    c.send(json!({"type": "start"})).await;
    // Wait for the host's turn (a decision in turn, not an UNO call).
    let action = loop {
        let u = c.until("update", Duration::from_secs(30)).await;
        let mine = u["state"]["to_act"] == json!(0);
        let legal = u["legal"].as_array().cloned().unwrap_or_default();
        let in_turn = legal
            .into_iter()
            .find(|a| !matches!(a["do"].as_str(), Some("uno" | "catch")));
        if let (true, Some(a)) = (mine, in_turn) {
            break a;
        }
    };
    let id = c.send(json!({"type": "act", "action": action})).await;
    let hub = c.hub.clone();
    let drained = hub.drain(Instant::now() + Duration::from_secs(5)).await;
    assert_eq!(drained.rooms_left, 0);
    let mut seq = None;
    loop {
        match c.next(Duration::from_secs(1)).await {
            Some(Got::Text(v)) if v["type"] == "update" && v["ack"] == json!(id) => {
                seq = v["seq"].as_u64();
            }
            Some(Got::Text(v)) if v["type"] == "error" => panic!("refused: {v}"),
            Some(Got::Close(bye)) => {
                assert_eq!(bye["code"], "wrong_instance");
                assert_eq!(bye["message"], SHUTDOWN_MESSAGE);
                break;
            }
            Some(got) => assert_ne!(got.kind(), "close"),
            None => panic!("no bye"),
        }
    }
    let seq = seq.expect("the queued action was applied before the bye");
    let stored = c
        .hub
        .db()
        .load_room(&c.code)
        .await
        .expect("read")
        .expect("the room");
    let game = stored.game.expect("the game");
    assert!(
        game.actions.len() as u64 >= seq,
        "the store has {} actions, {seq} were announced",
        game.actions.len()
    );
}

/// The next message, which must be a text (not a close) within a second.
async fn next_text(c: &mut Client) -> Value {
    match c.next(Duration::from_secs(1)).await {
        Some(Got::Text(v)) => v,
        other => panic!("expected a message, got {other:?}"),
    }
}

/// The seats as the store holds them, in their stored (JSON) form.
async fn stored_seats(c: &Client) -> String {
    let rec = c.hub.db().load_room(&c.code).await.expect("read");
    serde_json::to_string(&rec.expect("the room").lobby).expect("seats serialize")
}

/// A seating command is decided by the room and saved by its driver
/// (`Step::Save`, room/save.rs) before anyone hears of it: the `room`
/// message that shows it comes after the write, then the caller's `ok`. Refused by the
/// store (a read-only database), nothing changes: the caller hears
/// `storage_unavailable`, nobody gets a `room` message, the seats are as
/// before in the room and in the store; once the store takes writes
/// again, the same command goes through.
#[tokio::test(start_paused = true)]
async fn seating_changes_are_saved_by_the_driver_before_anyone_hears_of_them() {
    let mut c = room(cfg(), false, 0).await;
    // The host's own `hello`-time messages are not read here: drain them.
    while c.next(Duration::from_millis(50)).await.is_some() {}
    let id = c.send(json!({"type": "add_bot", "level": "easy"})).await;
    let room_msg = next_text(&mut c).await;
    assert_eq!(room_msg["type"], "room", "{room_msg}");
    let seats = room_msg["room"]["seats"].as_array().expect("seats");
    assert_eq!((seats.len(), &seats[1]["kind"]), (2, &json!("bot")));
    let ok = next_text(&mut c).await;
    assert_eq!((&ok["type"], &ok["id"]), (&json!("ok"), &json!(id)), "{ok}");
    assert_eq!(stored_seats(&c).await, r#"[{"member":1},{"bot":"easy"}]"#);

    c.hub
        .db()
        .set_sqlite_fault(crate::store::SqliteFault::ReadOnly);
    let id = c
        .send(json!({"type": "move_seat", "from": 0, "to": 1}))
        .await;
    let e = next_text(&mut c).await;
    assert_eq!((&e["type"], &e["id"]), (&json!("error"), &json!(id)), "{e}");
    assert_eq!(e["code"], "storage_unavailable", "{e}");
    let info = c.hub.room_info(&c.code).await.expect("the room");
    assert_eq!(info.seats[0].kind, "player", "the seats are as before");
    assert_eq!(stored_seats(&c).await, r#"[{"member":1},{"bot":"easy"}]"#);
    // A command refused before any write says so at once, as before.
    let id = c.send(json!({"type": "remove_seat", "seat": 5})).await;
    let e = next_text(&mut c).await;
    assert_eq!(
        (&e["code"], &e["id"]),
        (&json!("bad_seat"), &json!(id)),
        "{e}"
    );

    c.hub.db().set_sqlite_fault(crate::store::SqliteFault::None);
    let id = c
        .send(json!({"type": "move_seat", "from": 0, "to": 1}))
        .await;
    assert_eq!(next_text(&mut c).await["type"], "room");
    assert_eq!(next_text(&mut c).await["id"], json!(id));
    assert_eq!(stored_seats(&c).await, r#"[{"bot":"easy"},{"member":1}]"#);
    // The host leaves the seat and takes it back: one write each.
    let id = c.send(json!({"type": "leave_seat"})).await;
    assert_eq!(next_text(&mut c).await["type"], "room");
    assert_eq!(next_text(&mut c).await["id"], json!(id));
    let id = c.send(json!({"type": "take_seat"})).await;
    assert_eq!(next_text(&mut c).await["type"], "room");
    assert_eq!(next_text(&mut c).await["id"], json!(id));
    assert_eq!(stored_seats(&c).await, r#"[{"bot":"easy"},{"member":1}]"#);
}
