//! The `App` state machine driven by simulated keys, rendered on ratatui's
//! `TestBackend` at 80×24: whole rounds played by keys, every decision's
//! keys, and the screen (nothing that matters cut off, colours optional).

mod common;

use std::time::Duration;

use ratatui::backend::TestBackend;
use ratatui::style::Color as TColor;
use ratatui::Terminal;
use uno_bots::Level;
use uno_core::game::Phase;
use uno_core::{Action, Card, Game, Position, Rules, Seat, Setup, Start};
use uno_tui::app::Prompt;
use uno_tui::{ui, App, Config};

/// The person's seat.
const YOU: Seat = Seat::new(0);

fn config(rules: Rules, lineup: &[Level], seed: u64) -> Config {
    Config {
        rules,
        rules_name: "classic".into(),
        lineup: lineup.to_vec(),
        seed,
        delay: Duration::ZERO,
        react: Duration::ZERO,
        color: true,
        lang: "en",
    }
}

fn classic(lineup: &[Level], seed: u64) -> App {
    App::new(&config(Rules::named("classic").unwrap(), lineup, seed)).unwrap()
}

fn cards(list: &str) -> Vec<Card> {
    list.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

/// An app over a position: `hands[0]` is the person's.
fn position(rules: Rules, hands: &[&str], discard: &str, to_act: Seat, lineup: &[Level]) -> App {
    position_in("en", rules, hands, discard, to_act, lineup)
}

/// [`position`] with the screen in `lang`.
fn position_in(
    lang: &'static str,
    rules: Rules,
    hands: &[&str],
    discard: &str,
    to_act: Seat,
    lineup: &[Level],
) -> App {
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
    let mut cfg = config(rules, lineup, 3);
    cfg.lang = lang;
    App::with_game(game, &[], &cfg).unwrap()
}

fn rules_with(house: &[&str]) -> Rules {
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.house.extend(house.iter().map(|h| h.to_string()));
    spec.resolve().unwrap()
}

fn key(app: &mut App, code: ratatui::crossterm::event::KeyCode) {
    app.on_key(ratatui::crossterm::event::KeyEvent::from(code));
}

fn ch(app: &mut App, c: char) {
    key(app, ratatui::crossterm::event::KeyCode::Char(c));
}

fn enter(app: &mut App) {
    key(app, ratatui::crossterm::event::KeyCode::Enter);
}

/// The screen as text lines, drawn at `w`×`h`.
fn screen_at(app: &App, w: u16, h: u16) -> (Vec<String>, ratatui::buffer::Buffer) {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| ui::draw(app, f)).unwrap();
    let buf = t.backend().buffer().clone();
    let lines = (0..h)
        .map(|y| {
            (0..w)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect();
    (lines, buf)
}

fn screen(app: &App) -> String {
    screen_at(app, 80, 24).0.join("\n")
}

fn log_text(app: &App) -> String {
    app.log()
        .iter()
        .map(|l| l.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The key a simple player would press now, chosen from what the app shows.
fn auto_key(app: &App) -> char {
    if let Prompt::WildColor { .. } = app.prompt() {
        return 'r';
    }
    if app.legal().contains(&Action::Uno) {
        return 'u';
    }
    match app.phase() {
        Phase::RoundOver => '\n',
        Phase::ChooseColor { .. } => 'r',
        Phase::ChoosePlayer { .. } => {
            let t = app
                .legal()
                .iter()
                .find_map(|a| match a {
                    Action::ChoosePlayer { target } => Some(*target),
                    _ => None,
                })
                .unwrap();
            (b'0' + t.get()) as char
        }
        Phase::AcceptOrChallenge { .. } => 'd',
        Phase::StackOrDraw { .. } => 'd',
        Phase::ComplyOrPenalty { .. } => 'o',
        Phase::PlayOrPass { .. } => '1',
        Phase::Turn { .. } => {
            if app.playable().is_empty() {
                'd'
            } else {
                '1'
            }
        }
        Phase::GameOver => 'q',
    }
}

fn press(app: &mut App, c: char) {
    if c == '\n' {
        enter(app);
    } else {
        ch(app, c);
    }
}

/// Plays by keys until the round is over; checks every screen on the way.
fn play_round(app: &mut App) -> usize {
    for keys in 0..5000 {
        app.run_bots(10_000);
        if app.view().round_over {
            return keys;
        }
        let s = screen(app);
        assert!(s.contains("Your hand"), "{s}");
        let k = auto_key(app);
        let before = app.batch();
        press(app, k);
        assert!(
            app.batch() != before || matches!(app.prompt(), Prompt::WildColor { .. }),
            "key {k:?} did nothing: {:?}\n{s}",
            app.status()
        );
    }
    panic!("the round did not end");
}

#[test]
fn a_whole_round_by_keys_ends_with_the_score_table() {
    let mut app = classic(&[Level::Medium, Level::Easy, Level::Hard], 7);
    let keys = play_round(&mut app);
    assert!(keys > 0);
    let s = screen(&app);
    assert!(s.contains("Round 1 scores"), "{s}");
    assert!(s.contains("in hand") && s.contains("total"), "{s}");
    assert!(s.contains("Enter: next round"), "{s}");
    assert!(log_text(&app).contains("won the round"));
    // Next round.
    enter(&mut app);
    assert_eq!(app.view().round, 2);
    assert!(screen(&app).contains("round 2"));
}

#[test]
fn many_rounds_and_house_rules_by_keys() {
    let presets: &[(&str, &[&str])] = &[
        ("classic", &[]),
        ("killer", &[]),
        ("german", &[]),
        ("shuffle-hands", &["seven_swap", "multi_play"]),
        ("hello-kitty", &["stack_mixed", "no_action_finish"]),
        ("mario-kart", &[]),
        ("classic", &["last_holding_loses", "jump_in"]),
    ];
    for (seed, (preset, house)) in presets.iter().enumerate() {
        let mut spec = Rules::named(preset).unwrap().to_spec();
        spec.house.extend(house.iter().map(|h| h.to_string()));
        let rules = spec.resolve().unwrap();
        let lineup = [Level::Medium, Level::Easy, Level::Random, Level::Chaos];
        let mut app = App::new(&config(rules, &lineup, seed as u64 + 100)).unwrap();
        play_round(&mut app);
        let s = screen(&app);
        assert!(s.contains("scores"), "{preset}: {s}");
    }
}

#[test]
fn the_screen_fits_80x24() {
    let mut app = classic(&[Level::Medium; 3], 11);
    app.run_bots(10_000);
    let (lines, _) = screen_at(&app, 80, 24);
    let s = lines.join("\n");
    for want in [
        "UNO",
        "Classic",
        "round 1",
        "seed 11",
        "Players",
        "Log",
        "Top [",
        "colour",
        "Your hand",
    ] {
        assert!(s.contains(want), "missing {want:?}:\n{s}");
    }
    for seat in 1..=3 {
        let name = app.narrator().name(Seat::new(seat));
        assert!(s.contains(&format!("{seat} {name} (medium)")), "{s}");
    }
    // Every card of the hand is shown with its letters.
    let hand_area = lines[lines.len() - 7..].join("\n");
    for c in app.hand() {
        assert!(hand_area.contains(&c.to_string()), "{c} not shown:\n{s}");
    }
    // Every key valid now is on the help line.
    let help = lines[22..].join(" ");
    for (k, d) in ui::help_items(&app) {
        assert!(
            help.contains(&k) && help.contains(&d),
            "help {k} {d} cut off:\n{s}"
        );
    }
    // The prompt is not cut.
    let prompt = ui::prompt_text(&app, &app.view());
    assert!(s.contains(&prompt), "{prompt:?} cut off:\n{s}");
}

#[test]
fn ten_players_and_big_hands_fit() {
    let mut app = classic(&[Level::Easy; 9], 5);
    let (lines, _) = screen_at(&app, 80, 24);
    let s = lines.join("\n");
    for seat in 1..=9 {
        let name = app.narrator().name(Seat::new(seat));
        assert!(s.contains(&format!("{seat} {name} (easy)")), "{s}");
    }
    // Draw until the hand is big: the hand scrolls with the cursor.
    for _ in 0..400 {
        app.run_bots(10_000);
        if app.view().round_over || app.hand().len() > 34 {
            break;
        }
        match app.phase() {
            Phase::Turn { seat: YOU, .. } => ch(&mut app, 'd'),
            Phase::PlayOrPass { seat: YOU, .. } => ch(&mut app, 'k'),
            _ => {
                let k = auto_key(&app);
                press(&mut app, k);
            }
        }
    }
    if app.hand().len() > 30 {
        let s = screen(&app);
        assert!(s.contains("scrolls"), "{s}");
        let n = app.hand().len();
        for _ in 0..n {
            key(&mut app, ratatui::crossterm::event::KeyCode::Right);
            let c = app.hand()[app.cursor()];
            assert!(
                screen(&app).contains(&format!("[{c}]")),
                "cursor card {c} off screen"
            );
        }
    }
}

#[test]
fn no_color_draws_no_colour_but_keeps_the_letters() {
    let mut cfg = config(Rules::named("classic").unwrap(), &[Level::Medium; 3], 7);
    cfg.color = false;
    let mut app = App::new(&cfg).unwrap();
    app.run_bots(10_000);
    let (lines, buf) = screen_at(&app, 80, 24);
    for cell in buf.content() {
        assert!(
            cell.fg == TColor::Reset && cell.bg == TColor::Reset,
            "a coloured cell"
        );
    }
    let s = lines.join("\n");
    let top = app.view().top.to_string();
    assert!(s.contains(&format!("[{top}]")), "{s}");
    // With colours on, cards are coloured.
    let app2 = classic(&[Level::Medium; 3], 7);
    let (_, buf2) = screen_at(&app2, 80, 24);
    assert!(buf2.content().iter().any(|c| c.fg != TColor::Reset));
}

#[test]
fn a_wild_asks_for_its_colour() {
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["W R2 Y4", "G1 G2 G3", "G4 G5 G6"],
        "B3",
        Seat::new(0),
        &[Level::Medium, Level::Medium],
    );
    assert_eq!(app.playable(), cards("W"));
    assert!(screen(&app).contains("1-") || screen(&app).contains(" 1 "));
    ch(&mut app, '1');
    assert!(matches!(app.prompt(), Prompt::WildColor { .. }));
    assert!(screen(&app).contains("Colour for W: r red"));
    // Esc cancels, then colour g.
    key(&mut app, ratatui::crossterm::event::KeyCode::Esc);
    assert_eq!(app.prompt(), &Prompt::None);
    assert!(!app.should_quit());
    ch(&mut app, '1');
    ch(&mut app, 'g');
    assert!(
        log_text(&app).contains("You played Wild (green)"),
        "{}",
        log_text(&app)
    );
    assert!(screen(&app).contains("G green"));
}

#[test]
fn unplayable_cards_and_out_of_turn_keys_change_nothing() {
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["R2 Y4 B9", "G1 G2 G3", "G4 G5 G6"],
        "B3",
        Seat::new(0),
        &[Level::Medium, Level::Medium],
    );
    // Cursor on R2 (not playable): Enter is refused with the reason.
    key(&mut app, ratatui::crossterm::event::KeyCode::Home);
    enter(&mut app);
    assert!(
        app.status().unwrap().contains("R2 cannot be played"),
        "{:?}",
        app.status()
    );
    assert_eq!(app.hand().len(), 3);
    ch(&mut app, 'k');
    assert!(app.status().is_some());
    // B9 plays; then drawing out of turn is refused.
    ch(&mut app, '1');
    assert!(log_text(&app).contains("You played blue 9"));
    ch(&mut app, 'd');
    assert!(
        app.status().unwrap().contains("Not your turn"),
        "{:?}",
        app.status()
    );
}

#[test]
fn drawing_then_keeping_or_playing() {
    // The draw pile is the rest of the deck; draw until a playable card
    // comes, then keep it with k.
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["Y4", "G1 G2 G3", "G4 G5 G6"],
        "B3",
        Seat::new(0),
        &[Level::Medium, Level::Medium],
    );
    for _ in 0..50 {
        app.run_bots(10_000);
        match app.phase() {
            Phase::Turn { seat: YOU, .. } => ch(&mut app, 'd'),
            Phase::PlayOrPass {
                seat: YOU, card, ..
            } => {
                assert!(screen(&app)
                    .contains(&format!("You drew {card}: play it (Enter) or keep it (k)")));
                let n = app.hand().len();
                ch(&mut app, 'k');
                assert_eq!(app.hand().len(), n);
                assert!(log_text(&app).contains("You kept the card"));
                return;
            }
            _ => {
                let k = auto_key(&app);
                press(&mut app, k);
            }
        }
    }
    panic!("never drew a playable card");
}

#[test]
fn uno_armed_with_the_play() {
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["R5 R7", "G1 G2 G3", "G4 G5 G6"],
        "R1",
        Seat::new(0),
        &[Level::Medium, Level::Medium],
    );
    assert!(ui::help_items(&app).iter().any(|(k, _)| k == "u"));
    ch(&mut app, 'u');
    assert!(app.uno_armed());
    ch(&mut app, '1');
    assert!(
        log_text(&app).contains("You played red 5 — UNO!"),
        "{}",
        log_text(&app)
    );
}

#[test]
fn forgetting_uno_then_calling_it_or_being_caught() {
    let hands = ["R5 R7", "G1 G2 G3", "G4 G5 G6"];
    // Called in time, right after the play.
    let mut app = position(
        Rules::named("classic").unwrap(),
        &hands,
        "R1",
        Seat::new(0),
        &[Level::Medium, Level::Medium],
    );
    ch(&mut app, '1');
    assert!(app.legal().contains(&Action::Uno));
    let s = screen(&app);
    assert!(s.contains("u: call UNO now!"), "{s}");
    ch(&mut app, 'u');
    assert!(log_text(&app).contains("You called UNO"));
    // Too late: a bot catches.
    let mut app = position(
        Rules::named("classic").unwrap(),
        &hands,
        "R1",
        Seat::new(0),
        &[Level::Hard, Level::Hard],
    );
    ch(&mut app, '1');
    app.run_bots(1);
    let log = log_text(&app);
    assert!(
        log.contains("You were caught by ") && log.contains("+2 cards"),
        "{log}"
    );
    assert_eq!(app.hand().len(), 3);
}

#[test]
fn catching_a_bot_that_forgot_uno() {
    // An easy bot forgets UNO now and then: find a seed where it does.
    for seed in 0..64 {
        let setup = Setup {
            rules: Rules::named("classic").unwrap(),
            players: 2,
            seed,
            dealer: Some(Seat::new(0)),
            start: Start::Position(Position {
                hands: vec![cards("Y1 Y2 Y3"), cards("G3 G4")],
                discard: cards("G1"),
                to_act: Some(Seat::new(1)),
                ..Position::default()
            }),
        };
        let game = setup.build(&mut Vec::new()).unwrap();
        let mut app =
            App::with_game(game, &[], &config(Rules::default(), &[Level::Easy], seed)).unwrap();
        app.tick();
        if app.catch_targets() == vec![Seat::new(1)] {
            let s = screen(&app);
            let bot = app.narrator().name(Seat::new(1));
            assert!(s.contains(&format!("c: catch {bot}")), "{s}");
            assert!(s.contains("UNO?"), "{s}");
            ch(&mut app, 'c');
            let log = log_text(&app);
            assert!(
                log.contains(&format!("You caught {bot} without UNO: +2 cards")),
                "{log}"
            );
            return;
        }
    }
    panic!("the easy bot always called UNO");
}

/// You face seat 1's honest W+4 on a red 1: it holds no red, so the W+4
/// was its only play (R8.3).
fn facing_w4(lang: &'static str) -> App {
    let mut app = position_in(
        lang,
        Rules::named("classic").unwrap(),
        &["R2 R3", "W+4 B5 B6"],
        "R1",
        Seat::new(1),
        &[Level::Medium],
    );
    app.run_bots(10);
    assert!(
        matches!(app.phase(), Phase::AcceptOrChallenge { seat: YOU, .. }),
        "{:?}",
        app.phase()
    );
    app
}

#[test]
fn challenging_a_wild_draw_four() {
    // Seat 1 can only play its W+4 (no red): an honest one.
    let mut app = facing_w4("en");
    let s = screen(&app);
    let bot = app.narrator().name(Seat::new(1));
    // R8.2, R8.3: the answer explains itself, one key per answer.
    for want in [
        format!("{bot} played W+4 on you (colour now"),
        "d accept: draw 4 cards and lose your turn".to_string(),
        format!("x challenge: {bot} shows you their hand. If {bot} held a red card (the colour before the W+4)"),
        format!(", {bot} draws 4 and you play on"),
        "you draw 6 and lose your turn".to_string(),
    ] {
        assert!(
            words(&s.lines().map(String::from).collect::<Vec<_>>()).contains(&want),
            "{want:?}:\n{s}"
        );
    }
    assert!(s.contains("penalty +4"), "{s}");
    ch(&mut app, 'x');
    let log = log_text(&app);
    assert!(
        log.contains(&format!("You challenged {bot}'s W+4: innocent")),
        "{log}"
    );
    assert!(
        log.contains(&format!("{bot} showed you: blue 5, blue 6")),
        "{log}"
    );
    assert_eq!(app.hand().len(), 8);
}

#[test]
fn accepting_a_wild_draw_four() {
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["R2 R3", "W+4 B5 B6"],
        "R1",
        Seat::new(1),
        &[Level::Medium],
    );
    app.run_bots(10);
    // `a` is no key of its own: it says which keys answer, and changes
    // nothing; d accepts (R8.2: drawing is accepting).
    ch(&mut app, 'a');
    assert_eq!(app.hand().len(), 2);
    assert!(
        app.status().unwrap().contains("d accepts"),
        "{:?}",
        app.status()
    );
    ch(&mut app, 'd');
    assert!(log_text(&app).contains("You drew"), "{}", log_text(&app));
    assert_eq!(app.hand().len(), 6);
}

#[test]
fn stacking_a_draw_two() {
    let mut app = position(
        rules_with(&["stack_draw_two"]),
        &["R+2 G7", "G1 G2 G3", "Y+2 B5 B6"],
        "Y1",
        Seat::new(2),
        &[Level::Medium, Level::Medium],
    );
    app.run_bots(1);
    assert!(
        matches!(app.phase(), Phase::StackOrDraw { seat: YOU, .. }),
        "{:?}",
        app.phase()
    );
    assert!(screen(&app).contains("Penalty +2 waits"));
    assert_eq!(app.playable(), cards("R+2"));
    enter(&mut app);
    assert!(
        log_text(&app).contains("You played red Draw Two — penalty now +4"),
        "{}",
        log_text(&app)
    );
}

#[test]
fn choosing_a_player_for_a_seven_swap() {
    let mut app = position(
        rules_with(&["seven_swap"]),
        &["R7 Y4 Y5", "G1 G2 G3", "B1"],
        "R1",
        Seat::new(0),
        &[Level::Medium, Level::Medium],
    );
    ch(&mut app, '1');
    assert!(matches!(app.phase(), Phase::ChoosePlayer { seat: YOU, .. }));
    assert!(screen(&app).contains("Choose a player"));
    ch(&mut app, '2');
    let two = app.narrator().name(Seat::new(2));
    assert!(
        log_text(&app).contains(&format!("You chose {two} — you and {two} swapped hands")),
        "{}",
        log_text(&app)
    );
    assert_eq!(app.hand(), cards("B1"));
}

#[test]
fn honour_rules_comply_or_penalty() {
    for (k, want) in [('o', "You complied"), ('t', "You drew")] {
        let mut app = position(
            Rules::named("shuffle-hands").unwrap(),
            &["R2 R3", "G1 G2 G3", "WC1 G5"],
            "B3",
            Seat::new(2),
            &[Level::Medium, Level::Medium],
        );
        app.run_bots(10);
        assert!(
            matches!(app.phase(), Phase::ComplyOrPenalty { seat: YOU, .. }),
            "{:?}",
            app.phase()
        );
        let s = screen(&app);
        assert!(s.contains("tell a joke"), "{s}");
        ch(&mut app, k);
        assert!(log_text(&app).contains(want), "{}", log_text(&app));
    }
}

#[test]
fn multi_play_marks_several_cards() {
    let mut app = position(
        rules_with(&["multi_play"]),
        &["R5 G5 B5 Y9", "G1 G2 G3", "G4 G6 G7"],
        "R1",
        Seat::new(0),
        &[Level::Medium, Level::Medium],
    );
    // Hand sorted: R5 Y9 G5 B5; the cursor starts on R5.
    assert_eq!(app.hand(), cards("R5 Y9 G5 B5"));
    assert!(ui::help_items(&app).iter().any(|(k, _)| k == "Space"));
    ch(&mut app, ' ');
    key(&mut app, ratatui::crossterm::event::KeyCode::Right);
    key(&mut app, ratatui::crossterm::event::KeyCode::Right);
    ch(&mut app, ' ');
    assert_eq!(app.marked(), &[0, 2]);
    assert!(screen(&app).contains("+2"));
    enter(&mut app);
    assert!(
        log_text(&app).contains("You played red 5, green 5"),
        "{}",
        log_text(&app)
    );
    assert_eq!(app.view().top.to_string(), "G5");
}

#[test]
fn jumping_in_out_of_turn() {
    let mut app = position(
        rules_with(&["jump_in"]),
        &["R5 Y4 Y6", "G1 G2 G3", "G4 G6 G7"],
        "R5",
        Seat::new(1),
        &[Level::Medium, Level::Medium],
    );
    assert!(app.jump_in_possible());
    let s = screen(&app);
    assert!(s.contains("j: jump in with R5"), "{s}");
    ch(&mut app, 'j');
    assert!(
        log_text(&app).contains("You jumped in with red 5"),
        "{}",
        log_text(&app)
    );
}

#[test]
fn a_game_to_its_end_and_quitting() {
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.scoring.target = Some(1);
    let rules = spec.resolve().unwrap();
    let mut app = App::new(&config(rules, &[Level::Medium, Level::Medium], 21)).unwrap();
    play_round(&mut app);
    assert!(app.view().game_over);
    let s = screen(&app);
    assert!(s.contains("Game over"), "{s}");
    enter(&mut app);
    assert!(app.status().unwrap().contains("q quit"));
    assert!(!app.should_quit());
    // The game is over: q quits at once.
    ch(&mut app, 'q');
    assert!(app.should_quit());
    // Mid-game, q asks first; n, Esc or any other key goes back.
    let mut app = classic(&[Level::Easy], 1);
    for back in [
        ratatui::crossterm::event::KeyCode::Char('n'),
        ratatui::crossterm::event::KeyCode::Esc,
        ratatui::crossterm::event::KeyCode::Char('x'),
    ] {
        ch(&mut app, 'q');
        assert_eq!(app.prompt(), &Prompt::ConfirmQuit);
        let s = screen(&app);
        assert!(s.contains("Quit this game? y quits"), "{s}");
        assert!(s.contains("y quit") && s.contains("n/Esc back"), "{s}");
        key(&mut app, back);
        assert!(!app.should_quit(), "{back:?} quit");
        assert_eq!(app.prompt(), &Prompt::None);
    }
    ch(&mut app, 'q');
    ch(&mut app, 'y');
    assert!(app.should_quit());
    // q twice quits too.
    let mut app = classic(&[Level::Easy], 1);
    ch(&mut app, 'q');
    ch(&mut app, 'q');
    assert!(app.should_quit());
    // Esc never quits: it closes the key list, or says what it does.
    let mut app = classic(&[Level::Easy], 1);
    key(&mut app, ratatui::crossterm::event::KeyCode::Esc);
    assert!(!app.should_quit());
    assert!(app.status().unwrap().contains("q quits"));
    ch(&mut app, '?');
    assert!(app.show_help());
    key(&mut app, ratatui::crossterm::event::KeyCode::Esc);
    assert!(!app.show_help() && !app.should_quit());
    let mut app = classic(&[Level::Easy], 1);
    app.on_key(ratatui::crossterm::event::KeyEvent::new(
        ratatui::crossterm::event::KeyCode::Char('c'),
        ratatui::crossterm::event::KeyModifiers::CONTROL,
    ));
    assert!(app.should_quit());
}

#[test]
fn the_log_shows_only_what_the_person_may_see() {
    let mut app = classic(&[Level::Medium; 3], 7);
    play_round(&mut app);
    let log = log_text(&app);
    assert!(log.contains("Round 1"), "{log}");
    assert!(log.contains("first card"), "{log}");
    for line in app.log() {
        // A bot's own draw never names the card.
        for part in line.text.split(" — ") {
            if let Some(after) = part
                .strip_prefix("Seat ")
                .and_then(|p| p.split(" drew ").nth(1))
            {
                assert!(
                    after.starts_with("a card") || after.starts_with(|c: char| c.is_ascii_digit()),
                    "{}",
                    line.text
                );
            }
        }
    }
}

#[test]
fn help_toggles_the_key_list() {
    let mut app = classic(&[Level::Medium; 3], 7);
    ch(&mut app, '?');
    let s = screen(&app);
    // Classic rules: the keys of every game, none of a house rule not in
    // play (issue 32 §4.12: no jump-in key without jump-in).
    assert!(
        s.contains("Keys · Tab: card codes") && s.contains("call UNO") && !s.contains("jump in"),
        "{s}"
    );
    ch(&mut app, '?');
    assert!(screen(&app).contains("Log"));
}

#[test]
fn a_small_terminal_gets_a_message_not_a_panic() {
    let mut app = classic(&[Level::Medium; 3], 7);
    let (lines, _) = screen_at(&app, 30, 10);
    assert!(lines.join(" ").contains("80x24"));
    for (w, h) in [(80, 24), (60, 20), (120, 40), (200, 60), (40, 12), (1, 1)] {
        screen_at(&app, w, h);
    }
    // Anything below 80x24 gets the message, not a clipped table.
    for (w, h) in [(79, 24), (80, 23), (60, 20), (40, 12)] {
        let (lines, _) = screen_at(&app, w, h);
        let s = lines.join(" ");
        assert!(
            s.contains(&format!("The terminal is {w}x{h}")),
            "{w}x{h}: {s}"
        );
        assert!(
            s.contains("80x24") && !s.contains("Your hand"),
            "{w}x{h}: {s}"
        );
    }
    // q still asks, and the question is shown there too.
    ch(&mut app, 'q');
    let s = screen_at(&app, 60, 20).0.join(" ");
    assert!(s.contains("Quit this game?"), "{s}");
}

/// The screen's words, whitespace collapsed (wrapped text reads whole).
use common::words;

#[test]
fn the_header_names_the_house_rules_and_scoring_and_help_lists_them() {
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.house
        .extend(["seven_swap".to_string(), "jump_in".to_string()]);
    spec.scoring.method = Some(uno_core::rules::ScoringMethod::Penalty);
    spec.scoring.target = Some(300);
    let rules = spec.resolve().unwrap();
    let mut app = App::new(&config(rules, &[Level::Medium; 3], 4)).unwrap();
    let (lines, _) = screen_at(&app, 80, 24);
    let header = words(&lines[..2]);
    // Player-facing names (the catalogue's titles), never internal ones.
    for internal in ["seven_swap", "jump_in", "classic"] {
        assert!(
            !header.contains(internal),
            "{internal:?} in the header:\n{header}"
        );
    }
    for want in [
        "Classic + ",
        "Seven swaps",
        "Jump-in",
        "penalty scoring, to 300",
        "seed 4",
    ] {
        assert!(
            header.contains(want),
            "{want:?} not in the header:\n{}",
            lines.join("\n")
        );
    }
    // Plain classic says so, with its scoring.
    let plain = classic(&[Level::Medium; 3], 4);
    let top = screen_at(&plain, 80, 24).0[0].clone();
    assert!(top.contains("Classic · winner takes all, to 500"), "{top}");
    // `?` lists the rules in play, with what each house rule does.
    ch(&mut app, '?');
    let (lines, _) = screen_at(&app, 80, 24);
    let s = words(&lines);
    for want in [
        "Rules in play",
        "house rules:",
        "Seven swaps: playing a 7",
        "Jump-in: play a card identical",
        "scoring: penalty scoring, to 300",
        "q quit",
    ] {
        assert!(
            s.contains(want),
            "{want:?} not in the key list:\n{}",
            lines.join("\n")
        );
    }
    // Every key of the list is on screen at 80x24.
    for k in ["Enter", "d", "u", "c", "j", "Esc", "Ctrl-C"] {
        assert!(
            lines.iter().any(|l| l.contains(&format!("│{k} "))),
            "{k}:\n{}",
            lines.join("\n")
        );
    }
}

#[test]
fn long_prompts_wrap_instead_of_being_cut() {
    // The honour text makes the prompt longer than 80 columns.
    let mut app = position(
        Rules::named("shuffle-hands").unwrap(),
        &["R2 R3", "G1 G2 G3", "WC3 G5"],
        "B3",
        Seat::new(2),
        &[Level::Medium, Level::Medium],
    );
    app.run_bots(10);
    assert!(
        matches!(app.phase(), Phase::ComplyOrPenalty { seat: YOU, .. }),
        "{:?}",
        app.phase()
    );
    let prompt = ui::prompt_text(&app, &app.view());
    assert!(prompt.chars().count() > 78, "a short prompt: {prompt}");
    let (lines, _) = screen_at(&app, 80, 24);
    assert!(
        words(&lines).contains(&prompt),
        "{prompt:?} cut:\n{}",
        lines.join("\n")
    );
    // The keys stay on screen below it.
    let help = lines[22..].join(" ");
    assert!(
        help.contains("o comply") && help.contains("t take penalty"),
        "{help}"
    );
}

#[test]
fn one_card_is_one_card() {
    let app = position(
        Rules::named("classic").unwrap(),
        &["R2", "G1 G2 G3", "G4 G5"],
        "B3",
        Seat::new(1),
        &[Level::Medium, Level::Medium],
    );
    let s = screen(&app);
    assert!(s.contains("Your hand: 1 card "), "{s}");
    assert!(!s.contains("1 cards"), "{s}");
}

#[test]
fn a_reveal_is_shown_until_the_persons_next_action() {
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["R2 R3 Y7", "G1 G2 G3 G4", "W+4 B5 B6"],
        "R1",
        Seat::new(2),
        &[Level::Medium, Level::Medium],
    );
    app.run_bots(10);
    assert!(
        matches!(app.phase(), Phase::AcceptOrChallenge { seat: YOU, .. }),
        "{:?}",
        app.phase()
    );
    ch(&mut app, 'x');
    let log = log_text(&app);
    let two = app.narrator().name(Seat::new(2));
    assert!(
        log.contains(&format!("{two} showed you: blue 5, blue 6")),
        "{log}"
    );
    // Under the prompt (not only in the log panel).
    let s = screen(&app);
    assert!(
        s.lines().any(|l| l
            .trim_start()
            .starts_with(&format!("{two} showed you: blue 5, blue 6"))),
        "{s}"
    );
    // Still news while the bots play on.
    app.run_bots(10_000);
    assert!(app.fresh_reveal().is_some());
    // The person's next action retires it; the log keeps it.
    let before = app.batch();
    while app.batch() == before && !app.view().round_over {
        let k = auto_key(&app);
        press(&mut app, k);
    }
    assert!(app.fresh_reveal().is_none());
    let s = screen(&app);
    assert!(
        !s.lines()
            .any(|l| l.trim_start().starts_with(&format!("{two} showed you"))),
        "{s}"
    );
}

#[test]
fn the_penalty_prompt_offers_stacking_only_when_a_card_stacks() {
    // No +2 in hand: nothing to stack.
    let mut app = position(
        rules_with(&["stack_draw_two"]),
        &["R5 G7", "G1 G2 G3", "Y+2 B5 B6"],
        "Y1",
        Seat::new(2),
        &[Level::Medium, Level::Medium],
    );
    app.run_bots(1);
    assert!(
        matches!(app.phase(), Phase::StackOrDraw { seat: YOU, .. }),
        "{:?}",
        app.phase()
    );
    let s = screen(&app);
    assert!(!s.contains("stack a card"), "{s}");
    assert!(
        s.contains("no card of yours stacks on it, d draws 2"),
        "{s}"
    );
    // With a +2: the offer is there (see stacking_a_draw_two).
    let mut app = position(
        rules_with(&["stack_draw_two"]),
        &["R+2 G7", "G1 G2 G3", "Y+2 B5 B6"],
        "Y1",
        Seat::new(2),
        &[Level::Medium, Level::Medium],
    );
    app.run_bots(1);
    assert!(screen(&app).contains("Penalty +2 waits: stack a card"));
}

#[test]
fn bots_wait_for_the_person_when_a_reaction_is_possible() {
    use uno_tui::term::bot_pause;
    let delay = Duration::from_millis(400);
    let react = Duration::from_millis(1500);
    // Seat 1 is to play; the person holds the top card's twin: a jump-in.
    let app = position(
        rules_with(&["jump_in"]),
        &["R5 Y4 Y6", "G1 G2 G3", "G4 G6 G7"],
        "R5",
        Seat::new(1),
        &[Level::Medium, Level::Medium],
    );
    assert!(app.bot_pending() && app.reaction_open());
    assert_eq!(bot_pause(&app, delay, react), react);
    // Without a chance the bots keep their pace.
    let app = position(
        rules_with(&["jump_in"]),
        &["R6 Y4 Y6", "G1 G2 G3", "G4 G6 G7"],
        "R5",
        Seat::new(1),
        &[Level::Medium, Level::Medium],
    );
    assert!(app.bot_pending() && !app.reaction_open());
    assert_eq!(bot_pause(&app, delay, react), delay);
    // A longer delay is never shortened.
    assert_eq!(bot_pause(&app, react * 2, react), react * 2);
    // A catch: Seat 1 has one card and has not called UNO.
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["R2 R3", "G1 G9", "G4 G6 G7"],
        "G5",
        Seat::new(1),
        &[Level::Easy, Level::Medium],
    );
    for _ in 0..3 {
        if !app.catch_targets().is_empty() {
            break;
        }
        app.tick();
    }
    if !app.catch_targets().is_empty() {
        assert!(app.reaction_open());
        assert_eq!(bot_pause(&app, delay, react), react);
    }
}

#[test]
fn a_round_that_never_ends_stops_the_bots() {
    let mut app = position(
        Rules::named("classic").unwrap(),
        &["R2 R3", "G1 G2 G3", "G4 G6 G7", "B1 B2 B3"],
        "G5",
        Seat::new(1),
        &[Level::Medium, Level::Medium, Level::Medium],
    );
    app.set_max_round_actions(2);
    let n = app.run_bots(100);
    assert_eq!(n, 2, "two bot actions, then the cap");
    assert!(app.stalled() && !app.bot_pending());
    assert!(!app.tick());
    let log = log_text(&app);
    assert!(log.contains("passed 2 actions without ending"), "{log}");
    assert!(log.contains("seed 3"), "{log}");
}

#[test]
fn ten_players_stay_listed_under_a_two_line_header() {
    let rules = rules_with(&["seven_swap", "jump_in", "stack_draw_two", "multi_play"]);
    let mut app = App::new(&config(rules, &[Level::Easy; 9], 8)).unwrap();
    for _ in 0..200 {
        app.run_bots(10_000);
        if app.view().round_over {
            break;
        }
        let (lines, _) = screen_at(&app, 80, 24);
        let s = lines.join("\n");
        assert!(lines[1].contains("seed 8"), "a two-line header:\n{s}");
        for seat in 1..=9 {
            let name = app.narrator().name(Seat::new(seat));
            assert!(
                s.contains(&format!("{seat} {name} (easy)")),
                "Seat {seat} cut off:\n{s}"
            );
        }
        let k = auto_key(&app);
        press(&mut app, k);
    }
}

/// The W+4 answer (R8.2, R8.3) and the out-of-turn chances in the
/// person's language: German has no English sentence left.
#[test]
fn the_w4_answer_reads_in_german() {
    let app = facing_w4("de");
    let bot = app.narrator().name(Seat::new(1));
    let text = ui::prompt_text(&app, &app.view());
    for want in [
        format!("{bot} hat dir +4 gegeben (Farbe jetzt"),
        "d annehmen: 4 Karten ziehen und aussetzen".to_string(),
        format!("Hatte {bot} eine Karte in Rot (der Farbe vor der +4), zieht {bot} 4"),
    ] {
        assert!(text.contains(&want), "{want:?}:\n{text}");
    }
    for english in [
        "played W+4",
        "accept",
        "challenge",
        "lose your turn",
        "colour",
    ] {
        assert!(!text.contains(english), "{english:?} in:\n{text}");
    }
}

/// R13 `last_holding_loses` plays unscored ("scoring is `none`", R12.2):
/// a scoring asked for with it (`uno play --scoring penalty`) was taken
/// without a word. The game's status line says it is not used, in the
/// words of `Rules::unused_scoring` (what `uno sim`, `uno arena` and `uno
/// rules check` print), until the first key; the header says one round,
/// no scores. Without a scoring asked for, nothing is said.
#[test]
fn r13_a_scoring_last_holding_loses_does_not_use_is_said_at_the_start() {
    let mut spec = rules_with(&["last_holding_loses"]).to_spec();
    spec.scoring.method = Some(uno_core::rules::ScoringMethod::Penalty);
    let rules = spec.resolve().unwrap();
    let warning = rules.unused_scoring().expect("penalty is unused (R13)");
    let mut app = App::new(&config(rules, &[Level::Medium; 3], 4)).unwrap();
    assert_eq!(app.status(), Some(warning.as_str()));
    let (lines, _) = screen_at(&app, 80, 24);
    let s = common::words(&lines);
    assert!(
        s.contains(
            "scoring penalty is not used: under last_holding_loses one round is the whole game"
        ),
        "{}",
        lines.join("\n")
    );
    let header = common::words(&lines[..2]);
    assert!(header.contains("one round, no scores"), "{header}");
    assert!(!header.contains("penalty"), "{header}");
    // No score column either (R12.2, R13: `Rules::keeps_score`).
    assert!(
        lines[3].contains("cards") && !lines[3].contains("score"),
        "{}",
        lines.join("\n")
    );
    // Nor scores in the summary printed after the game.
    let summary = ui::summary(&app, 1).join("\n");
    assert!(!summary.contains("scores:"), "{summary}");
    // The first key clears it, as any message.
    ch(&mut app, '?');
    assert_eq!(app.status(), None);
    // The rematch (same rules) says it again.
    let again = app.rematch().unwrap();
    assert_eq!(again.status(), Some(warning.as_str()));
    // Nothing asked for beyond the deck's own scoring: nothing said.
    let plain = App::new(&config(
        rules_with(&["last_holding_loses"]),
        &[Level::Medium; 3],
        4,
    ))
    .unwrap();
    assert_eq!(plain.status(), None);
}

/// R13: with many house rules the header still takes two lines at 80×24
/// (it took three, and the table lost a row): the rules that do not fit
/// are counted ("…, 5 more") and the seed stays on the second line; a
/// wide terminal names them all, and so does the `?` panel.
#[test]
fn many_house_rules_keep_the_header_to_two_lines_at_80x24() {
    use uno_core::rules::HouseRule;
    // Every house rule but zero_swap, which excludes zero_rotates (R13).
    let many: Vec<&str> = HouseRule::ALL
        .iter()
        .filter(|r| **r != HouseRule::ZeroSwap)
        .map(|r| r.name())
        .collect();
    let rules = rules_with(&many);
    let titles: Vec<String> = many
        .iter()
        .map(|h| ui::house_title(h, &uno_i18n::Localizer::new("en")))
        .collect();
    let mut app = App::new(&config(rules, &[Level::Medium; 3], 6)).unwrap();
    let header = ui::header_text(&app, &app.view(), 80);
    assert_eq!(header.len(), 2, "{header:?}");
    let (lines, _) = screen_at(&app, 80, 24);
    let screen = lines.join("\n");
    assert!(lines[0].starts_with(" UNO  Classic + "), "{screen}");
    assert!(lines[1].contains("seed 6"), "{screen}");
    assert!(!lines[2].contains("seed"), "{screen}");
    // Named ones, then the rest counted: together every rule.
    let top = common::words(&lines[..2]);
    let named = titles.iter().filter(|t| top.contains(t.as_str())).count();
    assert!(named < titles.len(), "{top}");
    assert!(
        top.contains(&format!("{} more", titles.len() - named)),
        "{named} named: {top}"
    );
    // The player panel and the hand are all there.
    for want in ["Players", "Log", "Your hand"] {
        assert!(screen.contains(want), "{want}:\n{screen}");
    }
    // A wide terminal names every rule.
    let wide = ui::header_text(&app, &app.view(), 400).join(" ");
    for t in &titles {
        assert!(wide.contains(t.as_str()), "{t}: {wide}");
    }
    // The `?` panel names every rule too.
    ch(&mut app, '?');
    let (lines, _) = screen_at(&app, 80, 24);
    let help = common::words(&lines);
    assert!(help.contains("house rules:"), "{}", lines.join("\n"));
    for t in &titles {
        assert!(help.contains(t.as_str()), "{t}:\n{}", lines.join("\n"));
    }
    // A few house rules still fit whole.
    let few = App::new(&config(
        rules_with(&["seven_swap", "jump_in"]),
        &[Level::Medium; 3],
        6,
    ))
    .unwrap();
    let header = ui::header_text(&few, &few.view(), 80).join(" ");
    assert!(
        header.contains("Classic + Seven swaps, Jump-in")
            || header.contains("Classic + Jump-in, Seven swaps"),
        "{header}"
    );
    assert!(!header.contains("more"), "{header}");
}
