//! Per-round seed commitments over real sockets: each round's commitment
//! comes in the update that deals it, its seed and salt in the update that
//! ends it, and nothing about a round's seed is sent before that round
//! ends. Afterwards the reveals check against the game's engine seed and
//! salt key, the deal checks against the round seed alone, and the game's
//! record lists every round's reveal.

mod common;

use common::*;
use serde_json::{json, Value};
use uno_core::{CompiledRules, Game, RulesSpec};
use uno_server::{fair, Config};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_round_is_committed_before_and_revealed_after() {
    let srv = TestServer::start(Config::fast()).await;
    let rules = json!({"preset": "classic", "scoring": {"game_end": "hands:2"}});
    // While round 1 is played the room's game info carries its commitment:
    // it is read on Ada's first turn, when nothing moves until she acts.
    // The deal is secret, and the bot can go out before Ada ever acts
    // (R7.4: with two players its Skips, Reverses and Draw Twos keep the
    // turn); then round 1 is over before it could be read, and the game
    // is played again in a new room.
    let mut attempt = 0;
    let (code, ws, before, w) = loop {
        let host = srv
            .create_room(json!({"nickname": "Ada", "rules": rules, "turn_timer_s": 0}))
            .await;
        let code = host["code"].as_str().unwrap().to_string();
        let (mut ws, _) = srv.connect(&host).await;
        let r = request(&mut ws, json!({"type": "add_bot", "level": "easy"}), 1).await;
        assert_eq!(r["type"], "ok", "{r}");
        let (r, mut before) = request_all(&mut ws, json!({"type": "start"}), 2).await;
        assert_eq!(r["type"], "ok", "{r}");
        let mut id = 2;
        let (turn, seen) = until_my_turn(&mut ws, &mut id).await;
        // Every message up to that `welcome` counts as received before it.
        before.extend(seen);
        let w = before.pop().expect("the welcome");
        if turn.is_some() && w["room"]["game"]["round"] == 1 {
            break (code, ws, before, w);
        }
        attempt += 1;
        assert!(attempt < 20, "Ada had no turn in round 1 of 20 games");
        eprintln!("room {code}: round 1 ended before Ada had a turn; another room");
    };
    let started = before.iter().find(|m| m["type"] == "game_started").unwrap();
    let game_commitment = started["commitment"].as_str().unwrap().to_string();
    let info = w["room"]["game"].clone();
    // Another look at the table, for the player below to act on.
    let mut ws = ws;
    ws.send(&json!({"type": "sync"})).await.unwrap();
    let (_ws, frames, over) = play_until_over(ws, 11).await;

    // Every frame in the order received, as text and as JSON.
    let mut texts: Vec<String> = before.iter().map(Value::to_string).collect();
    texts.push(w.to_string());
    texts.extend(frames);
    let msgs: Vec<Value> = texts
        .iter()
        .map(|t| serde_json::from_str(t).unwrap())
        .collect();

    // The commitments, where each round is dealt.
    let starts: Vec<(usize, &Value)> = msgs
        .iter()
        .enumerate()
        .filter(|(_, m)| m["type"] == "update" && m.get("round_commitment").is_some())
        .collect();
    assert_eq!(starts.len(), 2, "two rounds dealt (hands:2)");
    for (k, (_, m)) in starts.iter().enumerate() {
        assert_eq!(m["round"], k as u64 + 1);
        assert_eq!(m["state"]["round"], k as u64 + 1);
        assert_eq!(m["commitment"], game_commitment.as_str());
        assert!(
            m["events"]
                .as_array()
                .unwrap()
                .iter()
                .any(|e| e["type"] == "round_started"),
            "{m}"
        );
    }
    let c1 = starts[0].1["round_commitment"].as_str().unwrap();
    let c2 = starts[1].1["round_commitment"].as_str().unwrap();
    assert_eq!(c1.len(), 64);
    assert_ne!(c1, c2);
    assert_ne!(c1, game_commitment);
    assert_eq!(info["round"], 1);
    assert_eq!(info["round_commitment"], c1);
    assert!(info.get("round_reveal").is_none(), "{info}");

    // The reveals, where each round ends.
    let ends: Vec<(usize, &Value)> = msgs
        .iter()
        .enumerate()
        .filter(|(_, m)| m["type"] == "update" && m.get("round_reveal").is_some())
        .collect();
    assert_eq!(ends.len(), 2, "two rounds ended");
    let mut reveals = Vec::new();
    for (k, (i, m)) in ends.iter().enumerate() {
        let rv = &m["round_reveal"];
        assert_eq!(rv["round"], k as u64 + 1);
        assert!(
            m["events"]
                .as_array()
                .unwrap()
                .iter()
                .any(|e| e["type"] == "round_ended"),
            "{m}"
        );
        let seed: u64 = rv["seed"].as_str().unwrap().parse().unwrap();
        let salt = rv["salt"].as_str().unwrap().to_string();
        let c = if k == 0 { c1 } else { c2 };
        assert_eq!(rv["commitment"], c);
        assert!(fair::verify(seed, &salt, c), "round {} opens", k + 1);
        // Round 1 ends before round 2 is dealt, which ends before game_over.
        reveals.push((*i, seed, salt));
    }
    assert!(ends[0].0 < starts[1].0 && starts[1].0 < ends[1].0);
    let (s1, s2) = (reveals[0].1, reveals[1].1);
    let (salt1, salt2) = (reveals[0].2.clone(), reveals[1].2.clone());
    assert_ne!(s1, s2);
    assert_ne!(salt1, salt2);

    // Nothing about round 2 is sent before round 2 ends: neither its seed
    // nor its salt, nor the game's engine seed or salt key (from which
    // they derive) appears in any frame before the update that ends it;
    // round 1's appear only from the update that ends round 1.
    let m_seed: u64 = over["seed"].as_str().unwrap().parse().unwrap();
    let key = over["salt"].as_str().unwrap().to_string();
    let first_with = |needle: &str| texts.iter().position(|t| t.contains(needle));
    assert_eq!(first_with(&format!("\"{s1}\"")), Some(reveals[0].0));
    assert_eq!(first_with(&salt1), Some(reveals[0].0));
    assert_eq!(first_with(&format!("\"{s2}\"")), Some(reveals[1].0));
    assert_eq!(first_with(&salt2), Some(reveals[1].0));
    let game_over_at = msgs.iter().position(|m| m["type"] == "game_over").unwrap();
    assert!(game_over_at > reveals[1].0);
    assert_eq!(first_with(&format!("\"{m_seed}\"")), Some(game_over_at));
    assert_eq!(first_with(&key), Some(game_over_at));
    // What round 1's reveal shows does not open round 2's commitment.
    for (s, salt) in [(s1, &salt1), (m_seed, &key), (s1, &key), (m_seed, &salt1)] {
        assert!(!fair::verify(s, salt, c2));
    }

    // At the end everything checks against the engine seed and salt key.
    assert!(fair::verify(m_seed, &key, &game_commitment));
    for (r, (_, s, salt)) in reveals.iter().enumerate() {
        let r = r as u32 + 1;
        assert_eq!(*s, uno_core::round_seed(m_seed, r));
        assert_eq!(*salt, fair::round_salt(&key, r));
    }

    // Round 1's deal is a function of its revealed seed alone: the public
    // part of the deal (the R2.2 draw, the dealer, the first card) matches.
    let compiled = CompiledRules::new(
        serde_json::from_value::<RulesSpec>(rules)
            .unwrap()
            .resolve()
            .unwrap(),
    );
    let deal = Game::deal_round(&compiled, 2, 1, None, &[], s1).unwrap();
    let dealt = starts[0].1["events"].as_array().unwrap();
    let first_card = dealt
        .iter()
        .rev()
        .find(|e| e["type"] == "first_card")
        .unwrap();
    assert_eq!(first_card["card"], json!(deal.first_card));
    let round_started = dealt.iter().find(|e| e["type"] == "round_started").unwrap();
    assert_eq!(round_started["dealer"], deal.dealer.get());
    // ...and the player's own hand is the one dealt to its seat.
    let me = starts[0].1["state"]["seat"].as_u64().unwrap() as usize;
    let mine = dealt
        .iter()
        .find(|e| e["type"] == "dealt" && e["seat"] == me as u64)
        .unwrap();
    assert_eq!(mine["cards"], json!(deal.hands[me]));
    // A wrong seed deals something else.
    let other = Game::deal_round(&compiled, 2, 1, None, &[], s2).unwrap();
    assert_ne!(other.hands, deal.hands);

    // The game's record lists each round's reveal.
    let game_id = over["game_id"].as_i64().unwrap();
    let (st, g) = srv.get(&format!("/api/games/{game_id}")).await;
    assert_eq!(st, 200, "{g}");
    let listed = g["round_reveals"].as_array().unwrap();
    assert_eq!(listed.len(), 2);
    assert_eq!(listed[0], ends[0].1["round_reveal"]);
    assert_eq!(listed[1], ends[1].1["round_reveal"]);
    let _ = code;
}
