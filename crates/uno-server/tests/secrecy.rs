//! No frame ever carries a card its receiver may not see. Many full games
//! with bots and real WebSocket clients (players and a spectator) under
//! many rule sets; afterwards each game is replayed from its revealed seed
//! and action log, and every frame each client received is checked against
//! the engine's ground truth at that moment:
//! - exactly: its events, state and legal actions are the engine's
//!   projection for that viewer at that step;
//! - independently of the projection code: the hand shown is the seat's
//!   own hand then, secret card lists appear only on the seat's own draws
//!   and deals and on challenge reveals made to it, legal actions name
//!   only cards in its hand, and a spectator sees no hand and no secret.

mod common;

use std::collections::HashMap;

use common::*;
use serde_json::{json, Value};
use uno_core::scenario::Scenario;
use uno_core::{Event, Game, Seat, Viewer};
use uno_server::Config;

struct Truth {
    /// Step 0 is the deal; step k follows the k-th action.
    games: Vec<Game>,
    events: Vec<Vec<Event>>,
}

fn truth(scenario: &Scenario) -> Truth {
    let mut events = Vec::new();
    let mut game = scenario.build(&mut events).unwrap();
    let mut t = Truth {
        games: vec![game.clone()],
        events: vec![events],
    };
    for a in &scenario.actions {
        let mut ev = Vec::new();
        game.apply(a.by, &a.action, &mut ev).unwrap();
        t.games.push(game.clone());
        t.events.push(ev);
    }
    t
}

fn sorted(v: &Value) -> Vec<String> {
    let mut out: Vec<String> = v
        .as_array()
        .map(|a| {
            a.iter()
                .map(|c| c.as_str().unwrap_or("?").to_string())
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn cards_of(game: &Game, seat: Seat) -> Vec<String> {
    let mut v: Vec<String> = game.hand(seat).iter().map(|c| c.to_string()).collect();
    v.sort();
    v
}

/// Checks one client's frames; returns how many game frames were checked.
fn check_frames(frames: &[String], t: &Truth, seat: Option<Seat>, game_id: i64) -> usize {
    let viewer = seat.map(Viewer::Seat).unwrap_or(Viewer::Spectator);
    let mut checked = 0;
    let mut in_game = false;
    for text in frames {
        let f: Value = serde_json::from_str(text).unwrap();
        match f["type"].as_str().unwrap() {
            "game_started" => in_game = f["game_id"] == game_id,
            "update" if in_game => {
                let k = f["seq"].as_u64().unwrap() as usize;
                let g = &t.games[k];
                // Exactly the engine's projection.
                let want: Vec<_> = t.events[k].iter().map(|e| e.project(viewer)).collect();
                assert_eq!(
                    f["events"],
                    json!(want),
                    "events at step {k} for {viewer:?}"
                );
                assert_eq!(
                    f["state"],
                    json!(g.view(viewer)),
                    "state at step {k} for {viewer:?}"
                );
                // Independently: the hand, secrets and legal actions.
                let hand = sorted(&f["state"]["hand"]);
                match seat {
                    Some(s) => {
                        assert_eq!(hand, cards_of(g, s), "own hand at step {k}");
                        let mut legal = Vec::new();
                        g.legal_actions(s, &mut legal);
                        assert_eq!(f["legal"], json!(legal));
                        for a in f["legal"].as_array().unwrap() {
                            for c in sorted(&a["cards"]) {
                                assert!(hand.contains(&c), "legal action names {c}, not in hand");
                            }
                        }
                    }
                    None => {
                        assert!(hand.is_empty(), "a spectator sees no hand");
                        assert!(f.get("legal").is_none());
                    }
                }
                for e in f["events"].as_array().unwrap() {
                    // `played` lists the cards put down (public); `reshuffled`
                    // counts the cards reshuffled.
                    if !e["cards"].is_array() || e["type"] == "played" {
                        continue;
                    }
                    let allowed = match (e["type"].as_str().unwrap(), seat) {
                        ("dealt" | "drew", Some(s)) => e["seat"] == s.get(),
                        // The challenger is shown the offender's hand; the
                        // offender is told what was shown (its own cards).
                        ("hand_revealed", Some(s)) => e["to"] == s.get() || e["of"] == s.get(),
                        _ => false,
                    };
                    assert!(allowed, "{viewer:?} was shown secret cards: {e}");
                }
                checked += 1;
            }
            "welcome" if in_game || f["room"]["game"]["game_id"] == game_id => {
                let k = f["room"]["game"]["seq"].as_u64().unwrap() as usize;
                assert_eq!(f["state"], json!(t.games[k].view(viewer)));
                in_game = true;
            }
            _ => {}
        }
        // Whatever the message, a hand other than the viewer's never shows.
        if let Some(hand) = f.pointer("/state/hand") {
            if seat.is_none() {
                assert_eq!(hand, &json!([]));
            }
        }
    }
    checked
}

async fn one_room(
    srv: &TestServer,
    rules: Value,
    humans: usize,
    bots: &[&str],
    seed: u64,
) -> usize {
    let host = srv
        .create_room(json!({"nickname": "host", "rules": rules, "turn_timer_s": 0}))
        .await;
    let code = host["code"].as_str().unwrap().to_string();
    let mut members = vec![host.clone()];
    for i in 1..humans {
        members.push(srv.join(&code, &format!("p{i}")).await);
    }
    let spectator = srv.spectate(&code, "watcher").await;
    let mut clients = Vec::new();
    for m in &members {
        clients.push(srv.connect(m).await.0);
    }
    let (mut spec_ws, _) = srv.connect(&spectator).await;
    for (i, level) in bots.iter().enumerate() {
        let r = request(
            &mut clients[0],
            json!({"type": "add_bot", "level": level}),
            i as u64 + 1,
        )
        .await;
        assert_eq!(r["type"], "ok", "{r}");
    }
    // Shuffle the table so bots and players interleave.
    let r = request(
        &mut clients[0],
        json!({"type": "move_seat", "from": 0, "to": humans + bots.len() - 1}),
        50,
    )
    .await;
    assert_eq!(r["type"], "ok", "{r}");
    let info = srv.get(&format!("/api/rooms/{code}")).await.1;
    let seat_of: HashMap<u64, u64> = info["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] == "player")
        .map(|s| {
            (
                s["member_id"].as_u64().unwrap(),
                s["seat"].as_u64().unwrap(),
            )
        })
        .collect();
    let r = request(&mut clients[0], json!({"type": "start"}), 99).await;
    assert_eq!(r["type"], "ok", "{r}");
    // The host's client read past the first update: ask for the state again.
    clients[0].send(&json!({"type": "sync"})).await.unwrap();

    let mut tasks = Vec::new();
    for (i, ws) in clients.into_iter().enumerate() {
        tasks.push(tokio::spawn(play_until_over(ws, seed * 31 + i as u64)));
    }
    // The spectator only listens.
    let spec_task = tokio::spawn(async move {
        let mut frames = Vec::new();
        loop {
            let t = spec_ws.recv_raw().await.expect("open");
            let over = t.contains("\"type\":\"game_over\"");
            frames.push(t);
            if over {
                return frames;
            }
        }
    });
    let mut results = Vec::new();
    for t in tasks {
        results.push(t.await.unwrap());
    }
    let spec_frames = spec_task.await.unwrap();
    let over = &results[0].2;
    let game_id = over["game_id"].as_i64().unwrap();
    let (st, text) = uno_client::client::http_text(
        srv.addr,
        "GET",
        &format!("/api/games/{game_id}/scenario"),
        None,
    )
    .await
    .unwrap();
    assert_eq!(st, 200);
    let scenario = Scenario::parse(&text).unwrap();
    let t = truth(&scenario);
    let mut checked = 0;
    for (i, (_, frames, _)) in results.iter().enumerate() {
        let member = members[i]["member_id"].as_u64().unwrap();
        let seat = Seat::new(u8::try_from(seat_of[&member]).unwrap());
        checked += check_frames(frames, &t, Some(seat), game_id);
    }
    checked += check_frames(&spec_frames, &t, None, game_id);
    assert!(
        checked > scenario.actions.len(),
        "every client saw the game"
    );
    checked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_frame_shows_a_card_its_receiver_may_not_see() {
    // Random clients chatter (catches, jump-ins): let them.
    let srv = TestServer::start(Config {
        msg_rate: 1000,
        ..Config::fast()
    })
    .await;
    let one = json!({"method": "none"});
    let rooms = vec![
        (
            json!({"preset": "classic", "scoring": one}),
            2,
            vec!["easy", "learned"],
        ),
        (
            json!({"preset": "classic", "scoring": {"target": 150}}),
            3,
            vec![],
        ),
        (
            json!({"preset": "shuffle-hands", "scoring": one}),
            2,
            vec!["medium", "easy"],
        ),
        (
            json!({"preset": "hello-kitty", "scoring": one}),
            3,
            vec!["easy"],
        ),
        (json!({"preset": "mario-kart"}), 2, vec!["easy", "easy"]),
        (
            json!({"preset": "killer", "scoring": one}),
            3,
            vec!["medium"],
        ),
        (json!({"preset": "german", "scoring": one}), 2, vec!["easy"]),
        (
            json!({"preset": "classic", "house": ["seven_swap", "jump_in", "stack_mixed", "multi_play"], "scoring": one}),
            3,
            vec!["random"],
        ),
        (
            json!({"preset": "classic", "house": ["zero_rotates", "draw_until_playable"], "scoring": one}),
            4,
            vec![],
        ),
        (
            json!({"preset": "classic", "house": ["last_holding_loses"]}),
            2,
            vec!["easy"],
        ),
    ];
    let mut handles = Vec::new();
    let srv = std::sync::Arc::new(srv);
    // Every rule set twice, with different deals and clients.
    let rooms: Vec<_> = rooms.iter().chain(rooms.iter()).cloned().collect();
    for (i, (rules, humans, bots)) in rooms.into_iter().enumerate() {
        let srv = srv.clone();
        handles.push(tokio::spawn(async move {
            one_room(&srv, rules, humans, &bots, i as u64 + 7).await
        }));
    }
    let mut total = 0;
    let start = std::time::Instant::now();
    for h in handles {
        total += h.await.unwrap();
    }
    eprintln!("checked {total} frames in {:?}", start.elapsed());
    assert!(total > 2000, "checked {total} frames");
}
