//! `uno bot` (issue 21, "any bot online"; docs/bot-protocol.md "Playing
//! online"): a program that speaks the bot protocol plays a seat on a real
//! `uno serve` through the WebSocket as a bot account.
//!
//! - `examples/bots/random_bot.py` plays a whole game against `medium`,
//!   seated with the bot badge (`bot_account`), and the game counts;
//! - a program that times out, crashes or answers illegally is handled as
//!   in `uno arena` (the server's stand-in, `medium`, is the fallback) and
//!   the game still ends;
//! - a bot started with no room waits for invitations, and a host invites
//!   it by its name (`add_bot` with `account`);
//! - the hidden-card check of the bridge: a program that logs every line
//!   it receives is only ever sent its own seat's view and its own seat's
//!   projection of the events (checked against the finished game rebuilt
//!   from its scenario, where every hand is known), and a twin of each
//!   step with the other hands re-dealt gives the same view.
//!
//! Server games take a fresh secret seed, so nothing here assumes a first
//! card or a hand (R3).

use std::io::Read;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use uno_client::client::{block_on, get, post, WsClient};
use uno_core::scenario::Scenario;
use uno_core::{Event, Seat, Viewer};

mod common;
use common::{serve, spawn_serve, UNO};

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("uno-bot-online-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn repo_file(rel: &str) -> String {
    format!("{}/../../{rel}", env!("CARGO_MANIFEST_DIR"))
}

fn sh_bot() -> String {
    format!(
        "{}/../uno-bots/tests/bots/sh_bot.sh",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// One hand per game (R12: `hands:1`), so that a test game is short.
fn one_hand() -> Value {
    json!({"preset": "classic", "scoring": {"game_end": "hands:1"}})
}

/// A room whose host watches, with `mediums` medium bots seated; the
/// host's connection and the room code.
async fn room_with_mediums(addr: SocketAddr, mediums: usize) -> (WsClient, String) {
    let (st, host) = post(
        addr,
        "/api/rooms",
        &json!({"nickname": "Host", "spectator": true, "turn_timer_s": 0, "rules": one_hand()}),
    )
    .await
    .unwrap();
    assert_eq!(st, 201, "{host}");
    let code = host["code"].as_str().unwrap().to_string();
    let mut ws = WsClient::connect_room(addr, &code).await.unwrap();
    let w = ws
        .hello(&code, host["token"].as_str().unwrap())
        .await
        .unwrap();
    assert_eq!(w["type"], "welcome", "{w}");
    for i in 0..mediums {
        ws.send(&json!({"type": "add_bot", "level": "medium", "id": 100 + i}))
            .await
            .unwrap();
        ws.recv_type("ok", Duration::from_secs(10)).await.unwrap();
    }
    (ws, code)
}

/// Starts `uno bot` for room `code`; its stderr goes to `dir/NAME.err`.
fn spawn_bot(addr: SocketAddr, code: &str, name: &str, dir: &Path, program: &[&str]) -> Child {
    spawn_bot_with(addr, code, name, dir, program, &[])
}

fn spawn_bot_with(
    addr: SocketAddr,
    code: &str,
    name: &str,
    dir: &Path,
    program: &[&str],
    extra: &[&str],
) -> Child {
    let err = std::fs::File::create(dir.join(format!("{name}.err"))).unwrap();
    Command::new(UNO)
        .args(["bot", "--server", &format!("http://{addr}"), "--room", code])
        .args(["--name", name, "--games", "1"])
        .args(extra)
        .arg("--")
        .args(program)
        .stdout(Stdio::null())
        .stderr(err)
        .spawn()
        .expect("uno bot starts")
}

fn stderr_of(dir: &Path, name: &str) -> String {
    let mut s = String::new();
    std::fs::File::open(dir.join(format!("{name}.err")))
        .and_then(|mut f| f.read_to_string(&mut s))
        .unwrap();
    s
}

/// Waits until the room's seats hold `n` occupants; the room.
async fn wait_seats(addr: SocketAddr, code: &str, n: usize) -> Value {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let (st, room) = get(addr, &format!("/api/rooms/{code}")).await.unwrap();
        assert_eq!(st, 200, "{room}");
        if room["seats"].as_array().map_or(0, Vec::len) >= n {
            return room;
        }
        assert!(Instant::now() < deadline, "the bot never sat down: {room}");
        uno_client::client::pause(Duration::from_millis(50)).await;
    }
}

/// Waits for the child to exit (it stops after `--games 1`).
fn wait_exit(child: &mut Child, what: &str) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(st) = child.try_wait().unwrap() {
            return st;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("{what}: uno bot did not exit after its game");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Starts the game as host and waits for its end; the `game_over`.
async fn play_out(host: &mut WsClient) -> Value {
    host.send(&json!({"type": "start", "id": 1})).await.unwrap();
    host.recv_type("game_over", Duration::from_secs(180))
        .await
        .expect("the game ends")
}

#[test]
fn the_python_random_bot_plays_a_whole_game_against_medium_as_a_bot_account() {
    let dir = scratch("python");
    let (mut server, addr) = serve(&dir.join("uno.db"));
    let random_bot = repo_file("examples/bots/random_bot.py");
    let (mut child, over, room) = block_on(async {
        let (mut host, code) = room_with_mediums(addr, 1).await;
        let child = spawn_bot(addr, &code, "pybot", &dir, &["python3", &random_bot]);
        let room = wait_seats(addr, &code, 2).await;
        let over = play_out(&mut host).await;
        (child, over, room)
    });
    let st = wait_exit(&mut child, "python");
    let err = stderr_of(&dir, "pybot");
    assert!(st.success(), "uno bot failed: {err}");
    // The bot account is seated as a player with the bot badge; the
    // medium bot is a bot seat, not an account.
    let seats = room["seats"].as_array().unwrap();
    let bot_seat = seats
        .iter()
        .find(|s| s["nickname"] == "pybot")
        .unwrap_or_else(|| panic!("no pybot seat in {room}"));
    assert_eq!(bot_seat["kind"], "player", "{room}");
    assert_eq!(bot_seat["bot_account"], true, "{room}");
    let medium = seats.iter().find(|s| s["kind"] == "bot").unwrap();
    assert_eq!(medium["bot_account"], false, "{room}");
    let member = room["members"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["nickname"] == "pybot")
        .unwrap();
    assert_eq!(member["bot_account"], true, "{room}");
    // The program played without a fault: no fallback was needed.
    assert!(!err.contains("external bot"), "faults: {err}");
    assert!(err.contains("bot account"), "{err}");
    // The game was recorded with the bot account's seat in it.
    let game_id = over["game_id"].as_i64().unwrap();
    let g = block_on(async { get(addr, &format!("/api/games/{game_id}")).await.unwrap() }).1;
    let text = g.to_string();
    assert!(text.contains("pybot"), "{g}");
    // The game was rated: the bot account is on the leaderboard, marked as
    // a bot, with one game, and so is the medium bot.
    let (_, board) = block_on(async { get(addr, "/api/leaderboard").await.unwrap() });
    let rows = board["players"].as_array().unwrap();
    let row = |name: &str| rows.iter().find(|r| r["nickname"] == name).cloned();
    let pybot = row("pybot").unwrap_or_else(|| panic!("pybot not rated: {board}"));
    assert_eq!(pybot["bot"], true, "{board}");
    assert_eq!(pybot["games"], 1, "{board}");
    assert!(row("medium bot").is_some(), "{board}");
    server.kill().ok();
    server.wait().ok();
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bots_that_time_out_crash_or_answer_illegally_fall_back_and_the_games_end() {
    let dir = scratch("faults");
    let (mut server, addr) = serve(&dir.join("uno.db"));
    let modes = [
        ("sleep", "no answer within 500 ms"),
        ("exit", "the bot exited with status 3 at decision 3"),
        ("illegal", "refused answer"),
    ];
    let sh = sh_bot();
    let logs: Vec<PathBuf> = modes
        .iter()
        .map(|(m, _)| dir.join(format!("{m}.log")))
        .collect();
    let children = block_on(async {
        let mut rooms = Vec::new();
        for ((mode, _), log) in modes.iter().zip(&logs) {
            let (host, code) = room_with_mediums(addr, 1).await;
            let child = spawn_bot_with(
                addr,
                &code,
                mode,
                &dir,
                &["sh", &sh, mode, log.to_str().unwrap()],
                &["--timeout-ms", "500"],
            );
            wait_seats(addr, &code, 2).await;
            rooms.push((host, child));
        }
        // The three games at once.
        let mut children = Vec::new();
        for (host, _) in rooms.iter_mut() {
            host.send(&json!({"type": "start", "id": 1})).await.unwrap();
        }
        for (mut host, child) in rooms {
            host.recv_type("game_over", Duration::from_secs(180))
                .await
                .expect("the game ends despite the faulty bot");
            children.push(child);
        }
        children
    });
    for (((mode, fault), mut child), log) in modes.iter().zip(children).zip(&logs) {
        let st = wait_exit(&mut child, mode);
        let err = stderr_of(&dir, mode);
        assert!(st.success(), "{mode}: uno bot failed: {err}");
        // The faults come at the program's 3rd decision: a game in which
        // it had fewer (the other seat went out first) shows none.
        let decisions = std::fs::read_to_string(log)
            .unwrap_or_default()
            .lines()
            .filter(|l| l.starts_with("{\"type\":\"act\"") || l.starts_with("{\"type\":\"react\""))
            .count();
        eprintln!("{mode}: the program was asked {decisions} decisions");
        if decisions >= 3 {
            assert!(
                err.contains(&format!("external bot {mode}: ")) && err.contains(fault),
                "{mode}: expected the fault {fault:?} on stderr: {err}"
            );
        }
        match *mode {
            // Timeout and crash: the stand-in plays the rest of the game;
            // the program is asked nothing more.
            "sleep" | "exit" if decisions >= 3 => {
                assert_eq!(decisions, 3, "{mode}: asked again after a fatal fault");
                assert!(err.contains("plays the seat from now on"), "{err}");
            }
            // Illegal answers: refused, each decision made by the stand-in
            // (an act) or let pass (a react); the program keeps its seat.
            "illegal" if decisions >= 3 => {
                assert!(err.contains("makes this decision"), "{err}");
                assert!(!err.contains("from now on"), "{err}");
            }
            _ => {}
        }
    }
    server.kill().ok();
    server.wait().ok();
    std::fs::remove_dir_all(&dir).ok();
}

/// Every view and event of seat `me` over the finished game, as the
/// engine projects them from the full game (the scenario holds the seed:
/// every hand is known here); and, at every step, a twin of the game with
/// the hidden cards re-dealt shows `me` the same view.
fn seat_projections(scenario: &str, me: Seat) -> (Vec<Value>, Vec<Value>) {
    let sc = Scenario::parse(scenario).expect("the server's scenario parses");
    let mut events: Vec<Event> = Vec::new();
    let mut game = sc.build(&mut events).expect("the scenario builds");
    let mut views = Vec::new();
    let mut seen = Vec::new();
    let mut k = 0u64;
    let mut record = |game: &uno_core::Game, events: &[Event], views: &mut Vec<Value>| {
        k += 1;
        let view = game.view(Viewer::Seat(me));
        assert_eq!(game.permute_hidden(me, k).view(Viewer::Seat(me)), view);
        views.push(serde_json::to_value(&view).unwrap());
        for e in events {
            seen.push(serde_json::to_value(e.project(Viewer::Seat(me))).unwrap());
        }
    };
    record(&game, &events, &mut views);
    for a in &sc.actions {
        events.clear();
        game.apply(a.by, &a.action, &mut events)
            .expect("the game replays");
        record(&game, &events, &mut views);
    }
    (views, seen)
}

#[test]
fn the_bridge_sends_the_program_nothing_but_its_own_seat() {
    let dir = scratch("secrecy");
    let (mut server, addr) = serve(&dir.join("uno.db"));
    let log = dir.join("lines.log");
    let sh = sh_bot();
    // Three seats: two medium bots hold cards the program must never see.
    let (mut child, over, room) = block_on(async {
        let (mut host, code) = room_with_mediums(addr, 2).await;
        let child = spawn_bot(
            addr,
            &code,
            "logger",
            &dir,
            &["sh", &sh, "first", log.to_str().unwrap()],
        );
        let room = wait_seats(addr, &code, 3).await;
        let over = play_out(&mut host).await;
        (child, over, room)
    });
    let st = wait_exit(&mut child, "secrecy");
    assert!(st.success(), "{}", stderr_of(&dir, "logger"));
    let me = room["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["nickname"] == "logger")
        .and_then(|s| s["seat"].as_u64())
        .map(|s| Seat::new(s as u8))
        .unwrap();
    let game_id = over["game_id"].as_i64().unwrap();
    let (st, scenario) = block_on(async {
        uno_client::client::http_text(addr, "GET", &format!("/api/games/{game_id}/scenario"), None)
            .await
            .unwrap()
    });
    assert_eq!(st, 200, "{scenario}");
    let (views, seen) = seat_projections(&scenario, me);
    let text = std::fs::read_to_string(&log).unwrap();
    let mut decisions = 0;
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        match v["type"].as_str() {
            Some("hello") => {
                assert_eq!(v["seat"].as_u64(), Some(u64::from(me.get())), "{line}");
                assert_eq!(v["players"], 3, "{line}");
            }
            Some("act" | "react") => {
                decisions += 1;
                assert!(
                    views.contains(&v["view"]),
                    "a view that is not seat {me}'s own at any step: {line}"
                );
                for e in v["events"].as_array().unwrap() {
                    assert!(
                        seen.contains(e),
                        "an event that is not seat {me}'s projection: {e}"
                    );
                }
            }
            Some("quit") => {}
            _ => panic!("unexpected line {line}"),
        }
    }
    assert!(decisions > 0, "the program was asked nothing: {text}");
    server.kill().ok();
    server.wait().ok();
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_arguments_are_one_line_and_exit_2() {
    for (args, msg) in [
        (
            vec![
                "bot",
                "--server",
                "https://example.org",
                "--room",
                "ABCDEF",
                "--",
                "true",
            ],
            "TLS is not supported",
        ),
        (
            vec![
                "bot",
                "--server",
                "http://127.0.0.1:1",
                "--room",
                "ABCDEF",
                "--",
                "true",
            ],
            "cannot reach the server",
        ),
        (
            // The preset is looked up before the server is reached (R1).
            vec![
                "bot",
                "--server",
                "http://127.0.0.1:1",
                "--queue",
                "Poker_Night",
                "--",
                "true",
            ],
            "--queue: unknown rules preset \"Poker_Night\"; expected one of: classic",
        ),
    ] {
        let out = Command::new(UNO).args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with("uno bot: ") && err.contains(msg),
            "{args:?}: {err}"
        );
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
    // clap: no program, or both a room and a queue.
    let out = Command::new(UNO)
        .args([
            "bot",
            "--server",
            "http://127.0.0.1:1",
            "--room",
            "A",
            "--queue",
            "classic",
            "--",
            "true",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(UNO)
        .args(["bot", "--server", "http://127.0.0.1:1", "--room", "ABCDEF"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_host_invites_a_waiting_bot_by_its_name() {
    let dir = scratch("invite");
    let (mut server, addr) = serve(&dir.join("uno.db"));
    let random_bot = repo_file("examples/bots/random_bot.py");
    let err = std::fs::File::create(dir.join("inv.err")).unwrap();
    let mut child = Command::new(UNO)
        .args([
            "bot",
            "--server",
            &format!("http://{addr}"),
            "--name",
            "inv-bot",
        ])
        .args(["--games", "1", "--", "python3", &random_bot])
        .stdout(Stdio::null())
        .stderr(err)
        .spawn()
        .unwrap();
    let (over, room) = block_on(async {
        let (mut host, code) = room_with_mediums(addr, 1).await;
        // A name nobody runs is refused; the bot is invited once it asked
        // for invitations (it asks every second).
        host.send(&json!({"type": "add_bot", "account": "nobody-here", "id": 7}))
            .await
            .unwrap();
        let e = host
            .recv_type("error", Duration::from_secs(10))
            .await
            .unwrap();
        assert_eq!(e["code"], "bot_offline", "{e}");
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            host.send(&json!({"type": "add_bot", "account": "inv-bot", "id": 8}))
                .await
                .unwrap();
            let r = loop {
                let v = host
                    .recv_timeout(Duration::from_secs(10))
                    .await
                    .unwrap()
                    .unwrap();
                if v["id"] == 8 {
                    break v;
                }
            };
            if r["type"] == "ok" {
                break;
            }
            assert_eq!(r["code"], "bot_offline", "{r}");
            assert!(Instant::now() < deadline, "the bot never came online");
            uno_client::client::pause(Duration::from_millis(300)).await;
        }
        let room = wait_seats(addr, &code, 2).await;
        let over = play_out(&mut host).await;
        (over, room)
    });
    let st = wait_exit(&mut child, "invite");
    let err = stderr_of(&dir, "inv");
    assert!(st.success(), "{err}");
    assert!(err.contains("invited to room"), "{err}");
    let seat = room["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["nickname"] == "inv-bot")
        .unwrap_or_else(|| panic!("{room}"));
    assert_eq!(seat["bot_account"], true);
    assert!(over["game_id"].as_i64().is_some());
    // Only a bot account's token may ask for invitations.
    let (st, _) = block_on(async {
        uno_client::client::http_text_with(
            addr,
            "GET",
            "/api/bots/invitation",
            None,
            &[("Authorization", "Bearer 00")],
        )
        .await
        .unwrap()
    });
    assert_eq!(st, 401);
    server.kill().ok();
    server.wait().ok();
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_bot_in_the_quick_match_queue_plays_a_rated_game() {
    let dir = scratch("queue");
    let db = dir.join("uno.db");
    let (mut server, addr) = spawn_serve(&[
        "--round-pause-ms",
        "0",
        "--bot-delay-ms",
        "0",
        "--quick-wait-ms",
        "300",
        "--log",
        "warn",
        "--db",
        db.to_str().unwrap(),
    ]);
    let random_bot = repo_file("examples/bots/random_bot.py");
    let err = std::fs::File::create(dir.join("qbot.err")).unwrap();
    // Nobody else comes: after the wait, medium bots fill the quick table
    // and the one-round Mario Kart game (R9) is played to its end.
    let mut child = Command::new(UNO)
        .args([
            "bot",
            "--server",
            &format!("http://{addr}"),
            "--queue",
            "mario-kart",
        ])
        .args([
            "--name",
            "qbot",
            "--games",
            "1",
            "--",
            "python3",
            &random_bot,
        ])
        .stdout(Stdio::null())
        .stderr(err)
        .spawn()
        .unwrap();
    let st = wait_exit(&mut child, "queue");
    let err = stderr_of(&dir, "qbot");
    assert!(st.success(), "uno bot --queue failed: {err}");
    let (_, board) = block_on(async { get(addr, "/api/leaderboard").await.unwrap() });
    let rows = board["players"].as_array().unwrap();
    let qbot = rows
        .iter()
        .find(|r| r["nickname"] == "qbot")
        .unwrap_or_else(|| panic!("qbot not rated: {board}\n{err}"));
    assert_eq!(qbot["bot"], true, "{board}");
    assert_eq!(qbot["games"], 1, "{board}");
    assert!(
        rows.iter().any(|r| r["nickname"] == "medium bot"),
        "{board}"
    );
    server.kill().ok();
    server.wait().ok();
    std::fs::remove_dir_all(&dir).ok();
}
