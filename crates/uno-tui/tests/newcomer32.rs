//! Issue 32 §4 points 11 and 12, on the `App` and its screen at 80×24:
//! the log names cards ("first card blue 7", not "first card B7"); the `?`
//! panel lists the keys of a house rule, card or option only when the rules
//! in play have it; rules that cannot deal this many players say which
//! table sizes they can deal for (R2.3), as `uno rules check` does.

use std::time::Duration;

use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::Terminal;
use uno_bots::Level;
use uno_core::Rules;
use uno_tui::{ui, App, Config};

fn config(rules: Rules, lineup: &[Level], seed: u64) -> Config {
    Config {
        rules,
        rules_name: "classic".into(),
        lineup: lineup.to_vec(),
        seed,
        delay: Duration::ZERO,
        react: Duration::ZERO,
        color: false,
        lang: "en",
    }
}

fn rules(json: &str) -> Rules {
    Rules::from_json(json).unwrap()
}

fn screen(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    t.draw(|f| ui::draw(app, f)).unwrap();
    let buf = t.backend().buffer().clone();
    (0..24)
        .map(|y| {
            (0..80)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn help_screen(r: Rules) -> String {
    let mut app = App::new(&config(r, &[Level::Medium, Level::Medium], 5)).unwrap();
    app.on_key(KeyEvent::from(KeyCode::Char('?')));
    assert!(app.show_help());
    screen(&app)
}

/// Point 12: `?` lists only the keys of what is in play.
#[test]
fn the_keys_panel_lists_only_the_house_rules_in_play() {
    // R13 house rules, one key each: none of them in classic.
    let house_keys = [
        "mark for play several",
        "jump in (out of turn)",
        "choose a player",
        "comply / take the penalty",
    ];
    let plain = help_screen(Rules::named("classic").unwrap());
    for k in house_keys {
        assert!(!plain.contains(k), "classic rules list {k:?}:\n{plain}");
    }
    // Every game's keys are there, and the W+4 challenge (R8.2).
    for k in [
        "call UNO",
        "draw; facing a penalty",
        "challenge a W+4",
        "choose a colour",
    ] {
        assert!(plain.contains(k), "{k:?} missing:\n{plain}");
    }
    // With the house rules on, their keys appear.
    let house = help_screen(rules(
        r#"{"preset": "classic", "house": ["multi_play", "jump_in", "seven_swap"]}"#,
    ));
    for k in &house_keys[..3] {
        assert!(
            house.contains(k),
            "{k:?} missing with its house rule:\n{house}"
        );
    }
    // No W+4 challenge without W+4s or without challenges (R8.2).
    let no_challenge = help_screen(rules(
        r#"{"preset": "classic", "options": {"challenge": false}}"#,
    ));
    assert!(!no_challenge.contains("challenge a W+4"), "{no_challenge}");
}

/// Point 12: the log says the cards' names.
#[test]
fn the_log_names_cards() {
    for seed in 1..6 {
        let mut app = App::new(&config(
            Rules::named("classic").unwrap(),
            &[Level::Medium, Level::Medium, Level::Medium],
            seed,
        ))
        .unwrap();
        app.run_bots(40);
        let log: Vec<String> = app.log().iter().map(|l| l.text.clone()).collect();
        let text = log.join("\n");
        let first = log
            .iter()
            .find_map(|l| l.split("irst card ").nth(1))
            .unwrap_or_else(|| panic!("no first card in the log:\n{text}"));
        assert!(
            ["red ", "yellow ", "green ", "blue ", "wild"]
                .iter()
                .any(|c| first.starts_with(c)),
            "the first card is named: {first:?}"
        );
        // No card code (R7, B+2, WS…) as a word of the log.
        let code = regex_free_code(&text);
        assert!(code.is_none(), "a card code in the log: {code:?}\n{text}");
    }
}

/// A word of `text` that is a card code ("R7", "G+2", "W+4", "BS"), if any.
fn regex_free_code(text: &str) -> Option<String> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == '(' || c == ')')
        .map(|w| w.trim_end_matches(['.', ':', ';']))
        .find(|w| w.len() >= 2 && w.parse::<uno_core::Card>().is_ok())
        .map(str::to_string)
}

/// Point 11: rules whose hands are too big for the table say which table
/// sizes they deal for (R2.3), the sentence `uno rules check` uses.
#[test]
fn too_big_a_hand_says_which_tables_it_deals() {
    // 108 cards, 30 each: 3 players take 91, 4 would need 121.
    let r = rules(r#"{"preset": "classic", "options": {"hand_size": 30}}"#);
    let err = App::new(&config(r, &[Level::Medium; 3], 1))
        .err()
        .expect("4 players cannot be dealt 30 cards from 108")
        .to_string();
    assert!(
        err.contains("these rules deal only for 2 to 3 players (--bots 1 to 2)"),
        "{err}"
    );
    assert!(
        err.contains("too few to deal 30 to each of 4 players"),
        "{err}"
    );
}
