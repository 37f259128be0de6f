//! What a newcomer trips on (issue 22, section 4, points 4, 13, 14, 15),
//! checked on the `App` and its screen at 80×24: the card legend covers
//! every code of every deck (from the catalogue), the hand's marks, the
//! W+4 answer per edition, the header at 80 columns, names, rematches and
//! the summary printed on quitting. The real binary in a pseudo-terminal
//! is tested in `crates/uno-cli/tests/play_pty.rs`.

use std::time::Duration;

use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::Terminal;
use uno_bots::Level;
use uno_core::game::Phase;
use uno_core::rules::{DeckPreset, ScoringMethod};
use uno_core::{Card, Game, Position, Rules, Seat, Setup, Start};
use uno_tui::app::Exit;
use uno_tui::{names, ui, App, Config};

fn config(rules: Rules, name: &str, lineup: &[Level], seed: u64) -> Config {
    Config {
        rules,
        rules_name: name.into(),
        lineup: lineup.to_vec(),
        seed,
        delay: Duration::ZERO,
        react: Duration::ZERO,
        color: false,
        lang: "en",
    }
}

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// An app over a position: `hands[0]` is the person's.
fn position(rules: Rules, hands: &[&str], discard: &str, to_act: Seat) -> App {
    let setup = Setup {
        rules: rules.clone(),
        players: hands.len(),
        seed: 3,
        dealer: Some(Seat::new(0)),
        start: Start::Position(Position {
            hands: hands.iter().map(|h| cards(h)).collect(),
            discard: cards(discard),
            to_act: Some(to_act),
            ..Position::default()
        }),
    };
    let game: Game = setup.build(&mut Vec::new()).unwrap();
    let lineup = vec![Level::Medium; hands.len() - 1];
    App::with_game(game, &[], &config(rules, "classic", &lineup, 3)).unwrap()
}

fn ch(app: &mut App, c: char) {
    app.on_key(KeyEvent::from(KeyCode::Char(c)));
}

fn screen(app: &App) -> Vec<String> {
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    t.draw(|f| ui::draw(app, f)).unwrap();
    let buf = t.backend().buffer().clone();
    (0..24)
        .map(|y| {
            (0..80)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect()
}

/// The screen as one line, borders dropped (wrapped text reads on).
fn flat(lines: &[String]) -> String {
    lines
        .iter()
        .flat_map(|l| l.split('│'))
        .flat_map(str::split_whitespace)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Point 13: the legend names every card code each deck can show, and no
/// code it cannot; the items come with the Item Box (R9); a `WC` card
/// shows its own rule (R8.5), an enforced one too.
#[test]
fn the_legend_covers_every_code_of_every_deck() {
    let cat = uno_core::catalogue::catalogue();
    let mut decks: Vec<Rules> = DeckPreset::ALL.iter().map(|&p| Rules::preset(p)).collect();
    // A rules file with an enforced WC rule.
    decks.push(
        Rules::from_toml(
            "preset = \"shuffle-hands\"\n[[options.wc]]\neffects = [\"draw(next, 2)\", \"skip(next)\"]\n",
        )
        .unwrap(),
    );
    // A classic deck with Badtz-Maru cards added (R8.6).
    decks
        .push(Rules::from_toml("preset = \"classic\"\n[options]\nbadtz_maru_cards = 2\n").unwrap());
    for rules in &decks {
        let legend = ui::legend(rules, &uno_i18n::Localizer::new("en"));
        let codes: Vec<&str> = legend
            .iter()
            .flat_map(|(c, _)| c.split_whitespace())
            .collect();
        for card in &cat.cards.cards {
            let c: Card = card.code.parse().unwrap();
            if card.kind == "number" {
                continue;
            }
            assert_eq!(
                codes.contains(&card.code.as_str()),
                rules.in_deck(c),
                "{} in {:?}: {legend:?}",
                card.code,
                rules.deck_preset()
            );
        }
        // Number cards: the range, as they read ("R0…B9").
        assert!(codes.contains(&"R0…B9"), "{legend:?}");
        let items = legend
            .iter()
            .filter(|(_, m)| m.contains("Mushroom"))
            .count();
        assert_eq!(items, usize::from(rules.in_deck(Card::ITEM_BOX)));
        for (code, meaning) in &legend {
            assert!(
                !meaning.is_empty() && !meaning.contains('_'),
                "{code}: {meaning}"
            );
        }
    }
    let custom = ui::legend(&decks[4], &uno_i18n::Localizer::new("en"));
    let wc1 = custom.iter().find(|(c, _)| c == "WC1").unwrap();
    assert!(wc1.1.contains("draw(next, 2), skip(next)"), "{wc1:?}");
    let wc2 = custom.iter().find(|(c, _)| c == "WC2").unwrap();
    assert!(
        wc2.1.contains("\"Next player: sing a line of a song\""),
        "{wc2:?}"
    );
}

/// Point 13: the legend page fits 80×24 for every deck, with the marks.
#[test]
fn the_legend_page_fits_80x24() {
    for p in DeckPreset::ALL {
        let mut app = App::new(&config(Rules::preset(p), p.name(), &[Level::Easy; 3], 5)).unwrap();
        ch(&mut app, '?');
        app.on_key(KeyEvent::from(KeyCode::Tab));
        let lines = screen(&app);
        let text = flat(&lines);
        assert!(text.contains("Card codes"), "{}", lines.join("\n"));
        assert!(
            text.contains("dim: not playable now."),
            "{} cut off:\n{}",
            p.name(),
            lines.join("\n")
        );
        // Tab again: back to the keys; the arrows turn pages too.
        app.on_key(KeyEvent::from(KeyCode::Right));
        assert!(flat(&screen(&app)).contains("Rules in play"));
    }
}

/// Point 13: the tenth playable card is numbered 0 (and the 0 key plays
/// it); one past it shows ↵ (select it, Enter), which the legend
/// explains; no `*`.
#[test]
fn the_tenth_playable_card_is_0_and_later_ones_enter() {
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["R2 R3 R4 R5 R6 R7 R8 R9 RS RR R+2 G5", "G1 G2 G3"],
        "R1",
        Seat::new(0),
    );
    assert_eq!(app.playable().len(), 11);
    let lines = screen(&app);
    let hand = lines[lines.len() - 5..].join("\n");
    assert!(!hand.contains('*'), "{hand}");
    let labels: Vec<&str> = hand.lines().nth(2).unwrap().split_whitespace().collect();
    assert_eq!(
        labels,
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "↵"],
        "{hand}"
    );
    ch(&mut app, '0');
    assert!(
        app.log()
            .last()
            .unwrap()
            .text
            .starts_with("You played red Reverse"),
        "{:?}",
        app.log().last()
    );
}

/// Point 4: the W+4 answer names the colour before it, and in a deck
/// with Item Boxes says a held WIB counts (R5.4); `d` accepts, and the
/// hint bar has one key per answer.
#[test]
fn the_w4_answer_in_mario_kart_counts_the_item_box() {
    let mut app = position(
        Rules::named("mario-kart").unwrap(),
        &["R2 R3", "W+4 B5 B6"],
        "G1",
        Seat::new(1),
    );
    app.run_bots(10);
    assert!(matches!(app.phase(), Phase::AcceptOrChallenge { .. }));
    let text = flat(&screen(&app));
    let bot = app.narrator().name(Seat::new(1));
    assert!(
        text.contains(&format!(
            "If {bot} held a green card (the colour before the W+4) or a WIB, {bot} draws 4"
        )),
        "{text}"
    );
    let keys: Vec<String> = ui::help_items(&app).into_iter().map(|(k, _)| k).collect();
    assert!(keys.contains(&"d".into()) && keys.contains(&"x".into()));
    assert!(!keys.contains(&"a".into()), "{keys:?}");
    assert_eq!(keys.iter().filter(|k| *k == "d").count(), 1, "{keys:?}");
    ch(&mut app, 'd');
    assert_eq!(app.hand().len(), 6);
}

/// Point 14: at 80 columns the header breaks only between its parts, in
/// at most two lines, with the catalogue's titles for every preset and
/// every house rule.
#[test]
fn the_header_breaks_between_parts_with_titles() {
    let cat = uno_core::catalogue::catalogue();
    let all_house: Vec<String> = ["stack_draw_two", "jump_in", "seven_swap", "multi_play"]
        .map(String::from)
        .to_vec();
    let mut tables: Vec<(Rules, String)> = Rules::preset_names()
        .into_iter()
        .map(|n| (Rules::named(n).unwrap(), n.to_string()))
        .collect();
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.house.extend(all_house.clone());
    tables.push((spec.resolve().unwrap(), "classic".into()));
    for (rules, name) in tables {
        let app = App::new(&config(
            rules.clone(),
            &name,
            &[Level::Easy; 3],
            123_456_789,
        ))
        .unwrap();
        let header = ui::header_text(&app, &app.view(), 80);
        assert!(header.len() <= 2, "{header:?}");
        let parts = ui::header_parts(&app, &app.view());
        for part in &parts {
            assert!(
                header.iter().any(|l| l.contains(part.as_str())),
                "{part:?} split: {header:?}"
            );
        }
        for h in rules.house_rules() {
            assert!(!header.join(" ").contains(h), "{h} in {header:?}");
        }
        let joined = header.join(" ");
        let title = cat
            .deck_presets
            .iter()
            .map(|d| (d.name, d.title))
            .chain(cat.house_presets.iter().map(|h| (h.name, h.title)))
            .find(|(n, _)| *n == name)
            .unwrap()
            .1;
        assert!(joined.starts_with(title), "{joined}");
        let lines = screen(&app);
        assert!(lines[0].contains(title), "{}", lines.join("\n"));
    }
}

/// Point 15: names come from the seed (the same seed, the same table),
/// shown as "Ada (medium)"; a rematch keeps the names and levels with a
/// new seed; a new game is a new seed; the summary tells each game.
#[test]
fn names_rematch_new_game_and_summary() {
    let lineup = [Level::Easy, Level::Hard];
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.scoring.target = Some(1);
    let rules = spec.resolve().unwrap();
    let app = App::new(&config(rules.clone(), "classic", &lineup, 21)).unwrap();
    let again = App::new(&config(rules.clone(), "classic", &lineup, 21)).unwrap();
    assert_eq!(app.players(), again.players());
    let expected = names::bot_names(21, 2);
    assert_eq!(app.players()[1].label(), format!("{} (easy)", expected[0]));
    assert_eq!(app.players()[2].label(), format!("{} (hard)", expected[1]));
    let text = flat(&screen(&app));
    assert!(
        !text.contains("Seat 1") && !text.contains("Seat 2"),
        "{text}"
    );
    assert!(
        text.contains(&format!("1 {} (easy)", expected[0])),
        "{text}"
    );

    let mut app = app;
    // Play to the end (target 1: one round) by simple keys.
    for _ in 0..2000 {
        app.run_bots(10_000);
        if app.view().game_over {
            break;
        }
        let k = match app.phase() {
            Phase::Turn { .. } if !app.playable().is_empty() => '1',
            Phase::PlayOrPass { .. } => 'k',
            Phase::ChooseColor { .. } => 'r',
            Phase::ChoosePlayer { .. } => '1',
            Phase::ComplyOrPenalty { .. } => 'o',
            _ => 'd',
        };
        ch(&mut app, k);
        if matches!(app.prompt(), uno_tui::app::Prompt::WildColor { .. }) {
            ch(&mut app, 'r');
        }
    }
    assert!(app.view().game_over);
    let summary = ui::summary(&app, 1).join("\n");
    assert!(
        summary.starts_with("Game 1: seed 21 · Classic · winner takes all, to 1"),
        "{summary}"
    );
    assert!(summary.contains("won after 1 round"), "{summary}");
    assert!(summary.contains("scores: You "), "{summary}");
    assert!(summary.contains("uno play --seed 21"), "{summary}");
    // The keys of game over.
    ch(&mut app, 'r');
    assert_eq!(app.exit(), Some(Exit::Rematch));
    let rematch = app.rematch().unwrap();
    assert_eq!(rematch.seed(), names::rematch_seed(21));
    assert_eq!(rematch.players(), app.players());
    assert_eq!(rematch.view().round, 1);
    // A new game: the new-game screen's choices (here the last ones).
    let setup = uno_tui::setup::NewGame::new(app.config());
    let fresh = App::new(&setup.config(5).unwrap()).unwrap();
    assert_eq!(fresh.players().len(), 3);
    assert_eq!(fresh.rules(), app.rules());
    // Mid-game: the summary says so; no scores under a no-score rule set.
    let mk = App::new(&config(
        Rules::named("mario-kart").unwrap(),
        "mario-kart",
        &lineup,
        4,
    ))
    .unwrap();
    assert_eq!(mk.rules().scoring().method, ScoringMethod::None);
    let summary = ui::summary(&mk, 2).join("\n");
    assert!(
        summary.contains("not finished: left in round 1"),
        "{summary}"
    );
    assert!(!summary.contains("scores:"), "{summary}");
    assert!(
        summary.contains("Mario Kart · one round, no scores"),
        "{summary}"
    );
}
