//! A new player's pass over `uno play` in a terminal (issue 48): what the
//! screen showed wrong or not at all at the documented sizes, each pinned
//! here on the `App` and its screen drawn on a test backend.

mod common;

use std::time::Duration;

use ratatui::crossterm::event::{KeyCode, KeyEvent};
use uno_bots::Level;
use uno_core::Rules;
use uno_tui::{App, Config};

fn config(rules: Rules, bots: usize, seed: u64, lang: &'static str) -> Config {
    Config {
        rules,
        rules_name: "shuffle-hands".into(),
        lineup: vec![Level::Medium; bots],
        seed,
        delay: Duration::ZERO,
        react: Duration::ZERO,
        color: false,
        lang,
    }
}

fn key(app: &mut App, c: char) {
    app.on_key(KeyEvent::from(KeyCode::Char(c)));
}

/// Plays until the round ends: the bots their seats, the person with
/// the simple player's keys (red for a wild's colour).
fn play_round(app: &mut App) {
    for _ in 0..5_000 {
        if app.view().round_over {
            return;
        }
        if app.tick() {
            continue;
        }
        if matches!(app.prompt(), uno_tui::app::Prompt::WildColor { .. }) {
            key(app, 'r');
        } else if app.view().to_act == Some(uno_core::Seat::new(0)) {
            let k = common::simple_key(app);
            key(app, k);
        } else {
            app.run_bots(1);
        }
    }
    panic!("the round did not end: {:?}", app.phase());
}

/// With many house rules the `?` panel's "Rules in play" is too long for
/// 80×24 and shows the house rules by name only; the scoring line kept
/// only its label ("scoring"), losing what the scoring is (R12.2).
#[test]
fn the_rules_panel_keeps_the_scoring_when_it_shortens() {
    let rules = Rules::from_json(
        r#"{"preset": "shuffle-hands", "house": ["multi_play", "jump_in", "seven_swap",
            "stack_draw_two", "no_action_finish", "draw_until_playable"]}"#,
    )
    .unwrap();
    for (lang, scoring) in [("en", "winner takes all, to 500"), ("de", "500")] {
        let mut app = App::new(&config(rules.clone(), 3, 4, lang)).unwrap();
        key(&mut app, '?');
        let lines = common::screen_lines(&app, 80, 24);
        // The "Rules in play" panel alone: right of the keys panel, below
        // the header (which names the scoring too).
        let top = lines
            .iter()
            .position(|l| l.contains('┌'))
            .expect("the panels");
        let panel: Vec<String> = lines[top..]
            .iter()
            .map(|l| l.chars().skip(44).collect())
            .collect();
        let text = common::words(&panel);
        assert!(text.contains(scoring), "{lang}: {}", lines.join("\n"));
        // The house rules are still listed, by name.
        assert!(
            text.contains("Jump-in") || lang != "en",
            "{}",
            lines.join("\n")
        );
    }
}

/// R13 jump_in: when a bot's jump-in passes the turn to the person, the
/// cursor goes to a playable card as at any other turn; it stayed on the
/// first card (here R3 on a yellow 4), so Enter answered "R3 cannot be
/// played now".
#[test]
fn after_a_bots_jump_in_the_cursor_is_on_a_playable_card() {
    let rules = Rules::from_json(
        r#"{"preset": "shuffle-hands", "house": ["multi_play", "jump_in", "seven_swap",
            "stack_draw_two", "no_action_finish", "draw_until_playable"]}"#,
    )
    .unwrap();
    let mut app = App::new(&config(rules, 3, 4, "en")).unwrap();
    app.run_bots(50);
    assert!(
        app.log().iter().any(|l| l.text.contains("jumped in")),
        "the deal of seed 4 opens with a jump-in: {:?}",
        app.log()
    );
    assert_eq!(app.view().to_act, Some(uno_core::Seat::new(0)));
    let card = app.hand()[app.cursor()];
    assert!(app.can_play(card), "the cursor is on {card}, not playable");
    app.on_key(KeyEvent::from(KeyCode::Enter));
    assert_eq!(app.status(), None, "Enter plays the selected card");
}

/// An app over a position: `hands[0]` is the person's, who is to act.
fn position(rules: Rules, hands: &[&str], discard: &str) -> App {
    use uno_core::{Card, Game, Position, Seat, Setup, Start};
    let cards = |list: &str| -> Vec<Card> {
        list.split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect()
    };
    let setup = Setup {
        rules: rules.clone(),
        players: hands.len(),
        seed: 3,
        dealer: Some(Seat::new(0)),
        start: Start::Position(Position {
            hands: hands.iter().map(|h| cards(h)).collect(),
            discard: cards(discard),
            to_act: Some(Seat::new(0)),
            ..Position::default()
        }),
    };
    let game: Game = setup.build(&mut Vec::new()).unwrap();
    let cfg = config(rules, hands.len() - 1, 3, "en");
    App::with_game(game, &[], &cfg).unwrap()
}

/// R13 seven_swap: choosing whom to swap with, the key bar names the
/// seats there are ("1-2" at three players, "1" at two); it said "1-9".
#[test]
fn the_key_bar_names_the_seats_to_choose() {
    let seven = Rules::from_json(r#"{"preset": "classic", "house": ["seven_swap"]}"#).unwrap();
    for (hands, keys) in [
        (&["R7 Y4 Y5", "G1 G2 G3", "B1"][..], "1-2"),
        (&["R7 Y4 Y5", "G1 G2 G3"][..], "1"),
        (
            &[
                "R7 Y4", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9",
            ][..],
            "1-9",
        ),
    ] {
        let mut app = position(seven.clone(), hands, "R1");
        key(&mut app, '1');
        assert!(
            matches!(app.phase(), uno_core::game::Phase::ChoosePlayer { .. }),
            "{:?}",
            app.phase()
        );
        let items = uno_tui::ui::help_items(&app);
        let choose = items
            .iter()
            .find(|(_, d)| d.contains("choose"))
            .unwrap_or_else(|| panic!("{items:?}"));
        assert_eq!(choose.0, keys, "{} players: {items:?}", hands.len());
        let lines = common::screen_lines(&app, 80, 24);
        let bar = lines[22..].join("\n");
        assert!(bar.contains(&format!(" {keys} {}", choose.1)), "{bar}");
    }
}

/// R12: at ten players and 80×24 the score panel at the game's end has
/// ten rows; the line that says who won the game came last and was cut
/// off (the note on the "in hand" column took its row).
#[test]
fn ten_players_still_see_who_won_the_game() {
    for json in [
        r#"{"preset": "classic", "scoring": {"target": 1}}"#,
        r#"{"preset": "classic", "teams": "pairs", "scoring": {"target": 1}}"#,
    ] {
        ten_players_see_who_won(Rules::from_json(json).unwrap());
    }
}

fn ten_players_see_who_won(rules: Rules) {
    let mut app = App::new(&config(rules, 9, 5, "en")).unwrap();
    play_round(&mut app);
    let v = app.view();
    assert!(v.game_over, "a target of 1 ends the game");
    let text = common::words(&common::screen_lines(&app, 80, 24));
    let line = if v.game_winners.contains(&uno_core::Seat::new(0)) {
        "You won the game!".to_string()
    } else {
        format!("Game won by {}", app.narrator().names_and(&v.game_winners))
    };
    assert!(text.contains(&line), "{line:?} missing:\n{text}");
}

/// R13: `j` in a game without jump-in said "No jump-in possible now (a
/// card identical to the top card jumps in)", as if the rule were on and
/// the cards only wrong; it now says that jump-in is a house rule, off.
#[test]
fn j_without_jump_in_says_it_is_not_a_rule_of_this_game() {
    let mut app = App::new(&config(Rules::named("classic").unwrap(), 3, 42, "en")).unwrap();
    key(&mut app, 'j');
    let said = app.status().unwrap_or_default().to_string();
    assert!(said.contains("not in these rules"), "{said}");
    assert!(said.contains("--house jump_in"), "{said}");
    let mut de = App::new(&config(Rules::named("classic").unwrap(), 3, 42, "de")).unwrap();
    key(&mut de, 'j');
    assert!(
        de.status().unwrap_or_default().contains("Hausregel"),
        "{:?}",
        de.status()
    );
    // With jump-in on, the old answer stands when no card fits.
    let jump = Rules::from_json(r#"{"preset": "classic", "house": ["jump_in"]}"#).unwrap();
    let mut app = App::new(&config(jump, 3, 42, "en")).unwrap();
    key(&mut app, 'j');
    let said = app.status().unwrap_or_default().to_string();
    assert!(!said.contains("not in these rules"), "{said}");
}

/// R11.1: after the person goes out, the hand panel says "(no cards)";
/// the words were written below the empty row of cards, outside the
/// panel, so it showed two blank lines.
#[test]
fn an_empty_hand_says_no_cards() {
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["R1", "G1 G2 G3", "B1 B2"],
        "R2",
    );
    key(&mut app, '1');
    assert!(app.view().round_over, "{:?}", app.phase());
    assert!(app.hand().is_empty());
    let lines = common::screen_lines(&app, 80, 24);
    let at = lines
        .iter()
        .position(|l| l.contains("Your hand: 0 cards"))
        .expect("the hand panel");
    assert!(lines[at + 1].contains("(no cards)"), "{}", lines.join("\n"));
}

/// The `?` panel at 80×24 with many house rules and --hints has more keys
/// than rows: the last ones, `q` (quit) among them, were cut off. The
/// keys the bar below names when they apply give way instead.
#[test]
fn the_keys_panel_keeps_q_when_it_is_full() {
    let rules = Rules::from_json(
        r#"{"preset": "shuffle-hands", "house": ["multi_play", "jump_in", "seven_swap",
            "stack_draw_two", "no_action_finish", "draw_until_playable"]}"#,
    )
    .unwrap();
    let mut app = App::new(&config(rules, 3, 4, "en")).unwrap();
    app.enable_hints();
    key(&mut app, '?');
    let lines = common::screen_lines(&app, 80, 24);
    let keys: Vec<String> = lines
        .iter()
        .map(|l| l.chars().take(44).collect::<String>())
        .collect();
    let text = keys.join("\n");
    assert!(text.contains("│q       quit"), "{text}");
    for k in ["│j ", "│1-9 0 ", "│h ", "│o / t ", "│n "] {
        assert!(text.contains(k), "{k:?} missing:\n{text}");
    }
}

/// R12.2: under scoring `none` one round is the whole game; a rules file
/// with `game_end = "hands:3"` had the header say "3 rounds, no scores"
/// while the game ended after one round.
#[test]
fn no_scores_is_one_round_whatever_game_end_says() {
    let rules = Rules::from_json(
        r#"{"preset": "mario-kart", "scoring": {"method": "none", "game_end": "hands:3"}}"#,
    )
    .unwrap();
    let i18n = uno_i18n::Localizer::new("en");
    assert_eq!(
        uno_tui::ui::scoring_text(&rules, &i18n),
        "one round, no scores"
    );
    let mut app = App::new(&config(rules, 3, 5, "en")).unwrap();
    play_round(&mut app);
    assert!(
        app.view().game_over,
        "one round is the whole game: {:?} round {}",
        app.phase(),
        app.view().round
    );
    let header = common::screen_lines(&app, 80, 24)[0].clone();
    assert!(header.contains("one round, no scores"), "{header}");
}

/// The game-over prompt's verb agrees with its winners: "Du gewinnst",
/// "tu gagnes", "ganas tú" when the person won alone (it said "Du
/// gewinnt", "Toi gagne", "gana Tú"), and the plural for two winners (R12.3,
/// R15.4: "Du und Eva gewinnen", not "gewinnt").
#[test]
fn the_game_over_verb_agrees_with_its_winners() {
    let alone = [
        ("en", "Game over: You won"),
        ("de", "Spiel vorbei: Du gewinnst"),
        ("fr", "Partie terminée : tu gagnes"),
        ("es", "Fin de la partida: ganas tú"),
        ("pt-BR", "Fim de jogo: Você venceu"),
    ];
    let target1 = Rules::from_json(r#"{"preset": "classic", "scoring": {"target": 1}}"#).unwrap();
    for (lang, want) in alone {
        let mut cfg_app = {
            // The same position in `lang`.
            use uno_core::{Card, Game, Position, Seat, Setup, Start};
            let cards = |l: &str| -> Vec<Card> {
                l.split_whitespace().map(|c| c.parse().unwrap()).collect()
            };
            let setup = Setup {
                rules: target1.clone(),
                players: 3,
                seed: 3,
                dealer: Some(Seat::new(0)),
                start: Start::Position(Position {
                    hands: ["R1", "G1 G2 G3", "B1 B2"]
                        .iter()
                        .map(|h| cards(h))
                        .collect(),
                    discard: cards("R2"),
                    to_act: Some(Seat::new(0)),
                    ..Position::default()
                }),
            };
            let game: Game = setup.build(&mut Vec::new()).unwrap();
            App::with_game(game, &[], &config(target1.clone(), 2, 3, lang)).unwrap()
        };
        key(&mut cfg_app, '1');
        assert!(cfg_app.view().game_over, "{lang}");
        let text = common::words(&common::screen_lines(&cfg_app, 80, 24));
        assert!(text.contains(want), "{lang}: {want:?} in\n{text}");
        // The log's last line agrees too.
        let last = &cfg_app.log().last().unwrap().text;
        for wrong in ["du gewinnt", "gana tú"] {
            assert!(!last.contains(wrong), "{lang}: {last}");
        }
    }
    // Two winners: a team (R15.4).
    let teams =
        Rules::from_json(r#"{"preset": "classic", "teams": "pairs", "scoring": {"target": 1}}"#)
            .unwrap();
    for (lang, verb) in [
        ("de", "gewinnen"),
        ("fr", "gagnent"),
        ("es", "ganan"),
        ("pt-BR", "venceram"),
    ] {
        let mut app = App::new(&config(teams.clone(), 3, 11, lang)).unwrap();
        play_round(&mut app);
        assert!(app.view().game_over, "{lang}");
        let names = app.narrator().names_and(&app.view().game_winners);
        let text = common::words(&common::screen_lines(&app, 80, 24));
        assert!(
            text.contains(&format!("{names} {verb}")) || text.contains(&format!("{verb} {names}")),
            "{lang}: {names} {verb}:\n{text}"
        );
    }
}

/// `uno play --hints`: the bar under the hand named every key of the
/// decision at hand but not `h`, so the person who asked for hints had
/// to open `?` to find the key. It shows `h` on the person's own
/// decisions (the coach rates those only), in the person's language, and
/// not while the bots play nor without `--hints`.
#[test]
fn the_bar_names_the_hint_key_on_the_persons_decisions() {
    let bar_has_h = |app: &App| ui_items(app).iter().any(|(k, _)| k == "h");
    for (lang, word) in [("en", "hint"), ("de", "Tipp")] {
        let mut app = App::new(&config(Rules::default(), 3, 9, lang)).unwrap();
        let mut plain = App::new(&config(Rules::default(), 3, 9, lang)).unwrap();
        app.enable_hints();
        let (mut mine, mut theirs) = (0, 0);
        for _ in 0..5_000 {
            if app.view().round_over {
                break;
            }
            let to_act = app.view().to_act;
            if to_act.is_some() && to_act != Some(uno_core::Seat::new(0)) {
                theirs += 1;
                assert!(!bar_has_h(&app), "{lang}: h while seat {to_act:?} acts");
            }
            if app.tick() {
                plain.tick();
                continue;
            }
            if matches!(app.prompt(), uno_tui::app::Prompt::WildColor { .. }) {
                key(&mut app, 'r');
                key(&mut plain, 'r');
            } else if app.view().to_act == Some(uno_core::Seat::new(0)) {
                mine += 1;
                let items = ui_items(&app);
                assert!(
                    items.iter().any(|(k, d)| k == "h" && d == word),
                    "{lang}: {items:?}"
                );
                assert!(!bar_has_h(&plain), "no h without --hints");
                let k = common::simple_key(&app);
                key(&mut app, k);
                key(&mut plain, k);
            } else {
                app.run_bots(1);
                plain.run_bots(1);
            }
        }
        assert!(app.view().round_over, "the round ends");
        assert!(
            mine > 0 && theirs > 0,
            "both kinds of turn seen: {mine} {theirs}"
        );
        assert!(!bar_has_h(&app), "{lang}: no h at the round's end");
    }
}

fn ui_items(app: &App) -> Vec<(String, String)> {
    uno_tui::ui::help_items(app)
}
