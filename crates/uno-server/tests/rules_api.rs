//! `GET /api/rules` over a real socket: the engine's rules catalogue, with
//! every deck preset (R1), house preset and house rule (R13, with its
//! implications and exclusions), option (R3–R14) and scoring method
//! (R12.2), and the rules it lists resolve as it says.

mod common;

use common::*;
use serde_json::{json, Value};
use uno_core::rules::{DeckPreset, HouseRule, ScoringMethod};
use uno_core::{Rules, RulesSpec};
use uno_server::Config;

fn named<'a>(list: &'a Value, name: &str) -> &'a Value {
    list.as_array()
        .expect("a list")
        .iter()
        .find(|e| e["name"] == name)
        .unwrap_or_else(|| panic!("{name} is not in {list}"))
}

fn strings(v: &Value) -> Vec<&str> {
    v.as_array()
        .expect("a list")
        .iter()
        .map(|s| s.as_str().expect("a string"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rules_catalogue_is_served() {
    let srv = TestServer::start(Config::fast()).await;
    let (st, cat) = srv.get("/api/rules").await;
    assert_eq!(st, 200, "{cat}");

    // R1: every deck preset, with its card count and its own defaults.
    let decks = &cat["deck_presets"];
    assert_eq!(decks.as_array().unwrap().len(), DeckPreset::ALL.len());
    for p in DeckPreset::ALL {
        let e = named(decks, p.name());
        assert_eq!(e["description"], p.describe());
        assert_eq!(e["cards"], Rules::preset(p).deck_size());
        let spec: RulesSpec = serde_json::from_value(e["defaults"].clone()).unwrap();
        assert_eq!(spec.resolve().unwrap(), Rules::preset(p), "{}", p.name());
    }
    let mk = named(decks, "mario-kart");
    assert_eq!(mk["defaults"]["options"]["first_card"], "ignore_actions");
    assert_eq!(mk["defaults"]["scoring"]["method"], "none");
    assert_eq!(named(decks, "classic")["title"], "Classic");

    // R13: the house presets list their rules, which the engine turns on.
    let killer = named(&cat["house_presets"], "killer");
    let list = strings(&killer["house"]);
    assert_eq!(
        list,
        [
            "draw_until_playable",
            "jump_in",
            "stack_draw_two",
            "stack_draw_four",
            "zero_rotates"
        ]
    );
    let k = Rules::named("killer").unwrap();
    assert_eq!(k.house_rules().len(), list.len());
    assert!(list.iter().all(|h| k.house_rules().contains(h)));
    assert_eq!(named(&cat["house_presets"], "german")["deck"], "classic");

    // R13: every house rule, with implications and exclusions.
    let house = &cat["house_rules"];
    assert_eq!(house.as_array().unwrap().len(), HouseRule::COUNT);
    for r in HouseRule::ALL {
        let (name, line) = (r.name(), r.info().description);
        let e = named(house, name);
        assert_eq!(e["description"], line);
        assert_eq!(e["rule"], "R13");
        assert!(!e["title"].as_str().unwrap().is_empty(), "{name}");
    }
    assert_eq!(
        strings(&named(house, "stack_mixed")["implies"]),
        ["stack_draw_two", "stack_draw_four"]
    );
    assert_eq!(
        strings(&named(house, "jump_in_draw_two")["implies"]),
        ["stack_draw_two"]
    );
    assert_eq!(
        strings(&named(house, "zero_swap")["excludes"]),
        ["zero_rotates"]
    );
    assert_eq!(
        strings(&named(house, "zero_rotates")["excludes"]),
        ["zero_swap"]
    );
    assert!(named(house, "jump_in")["implies"]
        .as_array()
        .unwrap()
        .is_empty());

    // Options: kinds, limits and defaults.
    let opts = &cat["options"];
    let hand = named(opts, "hand_size");
    assert_eq!(
        (&hand["kind"], &hand["min"], &hand["max"], &hand["default"]),
        (&json!("int"), &json!(1), &json!(255), &json!(7))
    );
    assert_eq!(hand["rule"], "R2.3");
    let fc = named(opts, "first_card");
    assert_eq!(fc["kind"], "choice");
    let values: Vec<&Value> = fc["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| &v["name"])
        .collect();
    assert_eq!(
        values,
        [
            &json!("official"),
            &json!("as_dealer_played"),
            &json!("ignore_actions")
        ]
    );
    assert_eq!(named(opts, "challenge")["kind"], "bool");
    assert_eq!(named(opts, "target")["section"], "scoring");
    assert_eq!(named(opts, "game_end")["kind"], "game_end");

    // R12.2: scoring methods and game ends.
    for m in ScoringMethod::ALL {
        assert_eq!(
            named(&cat["scoring_methods"], m.name())["description"],
            m.describe()
        );
    }
    assert_eq!(
        strings(&named(&cat["game_ends"], "elimination")["methods"]),
        ["penalty"]
    );
    assert_eq!(named(&cat["game_ends"], "hands")["syntax"], "hands:N");

    // R1, R8, R9: every card type with the engine's notation and name,
    // and how many of it each deck preset holds.
    let cards = cat["cards"].as_array().unwrap();
    assert_eq!(cards.len(), uno_core::Card::all().count());
    for p in DeckPreset::ALL {
        let rules = Rules::preset(p);
        for card in uno_core::Card::all().filter(|&c| rules.in_deck(c)) {
            let e = cards.iter().find(|e| e["code"] == card.to_string());
            let e = e.unwrap_or_else(|| panic!("{card} of {} is not served", p.name()));
            assert_eq!(e["decks"][p.name()], rules.count(card), "{card}");
        }
    }
    let code = |c: &str| cards.iter().find(|e| e["code"] == c).unwrap();
    assert_eq!(code("Y+2")["title"], "Yellow Draw Two");
    assert_eq!(code("WSH")["title"], "Wild Shuffle Hands");
    assert_eq!(code("WBM")["kind"], "badtz_maru");
    assert_eq!(code("WIB")["decks"], json!({"mario-kart": 8}));
    assert_eq!(
        strings(&Value::Array(
            cat["colors"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["title"].clone())
                .collect()
        )),
        ["Red", "Yellow", "Green", "Blue"]
    );
    // R9: the items, named as `item_revealed` events name them.
    let lightning = named(&cat["items"], "lightning");
    assert_eq!(lightning["title"], "Lightning");
    assert_eq!(lightning["color"], "B");
    assert_eq!(
        strings(&lightning["effects"]),
        ["everyone_else_draws(1)", "extra_turn"]
    );
    assert_eq!(named(&cat["items"], "bob_omb")["color"], Value::Null);

    // The bot levels, with what the lobby offers and what add_bot takes.
    let levels = &cat["bot_levels"];
    assert_eq!(levels.as_array().unwrap().len(), uno_bots::Level::ALL.len());
    for l in uno_bots::Level::ALL {
        let e = named(levels, l.name());
        assert_eq!(e["description"], l.describe());
        assert_eq!(e["offered"], l.offered());
    }
    assert_eq!(named(levels, "hard")["title"], "Hard");
    assert_eq!(named(levels, "hard")["seatable"], true);
    assert_eq!(named(levels, "chaos")["seatable"], false);
    assert_eq!(named(levels, "learned")["seatable"], true);
    assert_eq!(named(levels, "learned")["offered"], true);

    // The API index lists the endpoint.
    let (_, index) = srv.get("/api").await;
    assert!(strings(&index["endpoints"]).contains(&"GET /api/rules"));
}
