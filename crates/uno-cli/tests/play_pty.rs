//! `uno play` as a person uses it: the real binary in a pseudo-terminal of
//! 80×24, its screen read back through a VT100 parser, keys chosen by
//! reading that screen, one whole round played to the score table, then
//! `q`, after which the terminal must be restored (main screen, cursor
//! shown). Every wait is bounded and the child is killed on any failure,
//! so a broken build fails the test instead of hanging CI.

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{native_pty_system, Child, CommandBuilder, PtySize};

const ROWS: u16 = 24;
const COLS: u16 = 80;
/// The whole test must be done by then.
const OVERALL: Duration = Duration::from_secs(120);
/// One screen change must come by then.
const STEP: Duration = Duration::from_secs(15);

/// `uno play` running in a pseudo-terminal.
struct Session {
    cols: u16,
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    start: Instant,
}

impl Session {
    fn spawn(args: &[&str]) -> Session {
        Session::spawn_sized(args, ROWS, COLS)
    }

    fn spawn_sized(args: &[&str], rows: u16, cols: u16) -> Session {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pty");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_uno"));
        cmd.args(args);
        cmd.env("TERM", "xterm-256color");
        cmd.env("NO_COLOR", "1");
        let child = pty.slave.spawn_command(cmd).expect("spawn uno play");
        // Only the child holds the slave: its exit ends our reads.
        drop(pty.slave);
        let nz = |n| NonZeroU16::new(n).expect("non-zero");
        let parser = Arc::new(Mutex::new(vt100::Parser::new(nz(rows), nz(cols), 0)));
        let mut reader = pty.master.try_clone_reader().expect("pty reader");
        let writer = pty.master.take_writer().expect("pty writer");
        let sink = Arc::clone(&parser);
        std::thread::spawn(move || {
            // Keep the master open as long as we read.
            let _master = pty.master;
            let mut buf = [0u8; 8192];
            loop {
                match reader.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => sink.lock().expect("parser").process(&buf[..n]),
                }
            }
        });
        Session {
            cols,
            parser,
            writer,
            child,
            start: Instant::now(),
        }
    }

    /// The screen's rows.
    fn rows(&self) -> Vec<String> {
        self.parser
            .lock()
            .expect("parser")
            .screen()
            .rows(0, self.cols)
            .collect()
    }

    fn text(&self) -> String {
        self.rows().join("\n")
    }

    fn check_time(&self) {
        assert!(
            self.start.elapsed() < OVERALL,
            "the test ran over {OVERALL:?}; screen:\n{}",
            self.text()
        );
    }

    /// Waits until the screen satisfies `pred` and has stopped changing
    /// (a frame is not read half drawn).
    fn wait_for(&self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + STEP;
        let mut last = String::new();
        let mut stable_since = Instant::now();
        loop {
            self.check_time();
            let now = self.text();
            if now != last {
                last = now;
                stable_since = Instant::now();
            } else if pred(&last) && stable_since.elapsed() >= Duration::from_millis(40) {
                return last;
            }
            assert!(
                Instant::now() < deadline,
                "waited {STEP:?} for {what}; screen:\n{last}"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("write keys");
        self.writer.flush().expect("flush keys");
    }

    /// Waits for the child to exit; its exit status.
    fn wait_exit(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + STEP;
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status;
            }
            assert!(
                Instant::now() < deadline,
                "uno play did not exit; screen:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Session {
    /// After the child exited: the main screen is back and the cursor is
    /// shown (the reader may still be taking in the last bytes).
    fn assert_restored(&self) {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let (alt, hidden) = {
                let p = self.parser.lock().expect("parser");
                (p.screen().alternate_screen(), p.screen().hide_cursor())
            };
            if !alt && !hidden {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "terminal not restored (alternate screen {alt}, cursor hidden {hidden})"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // Never leave the child behind, even when an assertion failed.
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Whether the screen waits for the person, and the key to press.
fn choose_key(screen: &str) -> Option<&'static str> {
    let help =
        screen.lines().last().unwrap_or("").to_string() + screen.lines().rev().nth(1).unwrap_or("");
    if screen.contains("Colour for") || screen.contains("Choose the colour") {
        return Some("r");
    }
    if screen.contains("u: call UNO now!") {
        return Some("u");
    }
    if screen.contains("Answer with d or x") {
        // R8.2: d accepts (one key per answer).
        return Some("d");
    }
    if screen.contains("Penalty +")
        && (screen.contains("waits: stack") || screen.contains("stacks on it, d draws"))
    {
        return Some("d");
    }
    if screen.contains("Choose a player") {
        return Some("1");
    }
    if screen.contains("Honour rule") {
        return Some("o");
    }
    if screen.contains("You drew") && screen.contains("play it (Enter) or keep it (k)") {
        return Some("\r");
    }
    if screen.contains("Your turn") {
        if help.contains("UNO with play") {
            // Call UNO with the play that leaves one card.
            return Some("u");
        }
        if help.contains("play card") {
            return Some("1");
        }
        return Some("d");
    }
    None
}

#[test]
fn a_round_of_uno_play_in_a_pty() {
    let mut s = Session::spawn(&["play", "--seed", "7", "--delay-ms", "0", "--bots", "3"]);
    let first = s.wait_for("the game screen", |t| {
        t.contains("Your hand") && t.contains("Players")
    });
    // The layout fits 80x24: header, players, top card, hand and help.
    for want in ["UNO", "Classic", "seed 7", "Top [", "colour", "q quit"] {
        assert!(first.contains(want), "missing {want:?}:\n{first}");
    }
    // The bots have names, "Ada (medium)", with their seat number.
    for (seat, name) in (1..=3).zip(uno_tui::names::bot_names(7, 3)) {
        let want = format!("{seat} {name} (medium)");
        assert!(first.contains(&want), "missing {want:?}:\n{first}");
    }
    assert!(!first.contains("Seat 1"), "{first}");
    {
        let p = s.parser.lock().unwrap();
        let screen = p.screen();
        assert!(
            screen.alternate_screen(),
            "the game runs on the alternate screen"
        );
        // NO_COLOR: no cell has a colour.
        for r in 0..ROWS {
            for c in 0..COLS {
                let cell = screen.cell(r, c).unwrap();
                assert_eq!(
                    cell.fgcolor(),
                    vt100::Color::Default,
                    "coloured cell at {r},{c}"
                );
            }
        }
    }
    let mut keys = 0;
    let scores = loop {
        let screen = s.wait_for("a decision or the end of the round", |t| {
            t.contains("Round 1 scores") || t.contains("Game over") || choose_key(t).is_some()
        });
        if screen.contains("Round 1 scores") || screen.contains("Game over: scores") {
            break screen;
        }
        // ("u" before a play that leaves one card arms the call; the help
        // line then says "UNO armed" and the next key plays the card.)
        let key = choose_key(&screen).expect("a key");
        s.send(key);
        keys += 1;
        assert!(keys < 500, "too many keys; screen:\n{screen}");
        // Wait for the key's effect before reading the next decision.
        s.wait_for("the screen to change", |t| t != screen);
    };
    assert!(keys > 0);
    assert!(
        scores.contains("in hand") && scores.contains("total"),
        "{scores}"
    );
    assert!(
        scores.contains("won the round") || scores.contains("won."),
        "{scores}"
    );
    assert!(
        scores.contains("Enter: next round") || scores.contains("Game over"),
        "{scores}"
    );
    // The next round starts with Enter.
    if scores.contains("Enter: next round") {
        s.send("\r");
        s.wait_for("round 2", |t| {
            t.contains("round 2") && t.contains("Your hand")
        });
    }
    // Mid-game q asks first; y confirms.
    s.send("q");
    s.wait_for("the question", |t| t.contains("Quit this game?"));
    s.send("y");
    let status = s.wait_exit();
    assert!(status.success(), "exit status {status:?}");
    s.assert_restored();
}

#[test]
fn ctrl_c_quits_and_restores_the_terminal() {
    let mut s = Session::spawn(&["play", "--seed", "3", "--delay-ms", "0"]);
    s.wait_for("the game screen", |t| t.contains("Your hand"));
    s.send("\x03");
    let status = s.wait_exit();
    assert!(status.success(), "exit status {status:?}");
    s.assert_restored();
}

#[test]
fn bad_flags_are_one_line_errors() {
    let uno = env!("CARGO_BIN_EXE_uno");
    for args in [
        &["play", "--bots", "0"][..],
        &["play", "--react-ms", "soon"],
        &["play", "--level", "genius"],
        &["play", "--rules", "poker"],
        &["play", "--house", "teleport"],
        &["play", "--rules-file", "/nonexistent/rules.toml"],
        &["play", "--scoring", "most"],
    ] {
        let out = Command::new(uno).args(args).output().expect("run uno");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(!err.trim().is_empty(), "{args:?}");
    }
    // Not a terminal: a clear error, the terminal untouched.
    let out = Command::new(uno)
        .args(["play", "--seed", "1"])
        .output()
        .expect("run uno");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("needs a terminal"), "{err}");
    assert!(out.stdout.is_empty());
}

/// Esc never quits (it closes the key list); q asks, n goes back, q then
/// y quits and restores the terminal. The hint bar names the keys.
#[test]
fn q_asks_before_quitting_and_esc_never_quits() {
    let mut s = Session::spawn(&["play", "--seed", "5", "--delay-ms", "0"]);
    let first = s.wait_for("the game screen", |t| t.contains("Your hand"));
    let help = first.lines().rev().take(2).collect::<Vec<_>>().join(" ");
    for want in ["? keys", "q quit"] {
        assert!(
            help.contains(want),
            "{want:?} not in the hint bar:\n{first}"
        );
    }
    s.send("\x1b");
    s.wait_for("Esc's hint", |t| t.contains("Esc closes a question"));
    s.send("?");
    s.wait_for("the key list", |t| t.contains("Rules in play"));
    s.send("\x1b");
    s.wait_for("the table again", |t| {
        t.contains("Log") && !t.contains("Rules in play")
    });
    s.send("q");
    s.wait_for("the question", |t| t.contains("Quit this game? y quits"));
    s.send("n");
    s.wait_for("the game again", |t| t.contains("Back to the game"));
    assert!(s.child.try_wait().unwrap().is_none(), "n quit");
    s.send("q");
    s.wait_for("the question", |t| t.contains("Quit this game?"));
    s.send("y");
    let status = s.wait_exit();
    assert!(status.success(), "exit status {status:?}");
    s.assert_restored();
}

/// The header names the house rules and the scoring in play; `?` lists
/// them with what each does.
#[test]
fn the_header_and_help_name_the_house_rules() {
    let mut s = Session::spawn(&[
        "play",
        "--seed",
        "5",
        "--delay-ms",
        "0",
        "--house",
        "seven_swap,jump_in",
        "--scoring",
        "penalty",
        "--target",
        "300",
    ]);
    let first = s.wait_for("the game screen", |t| t.contains("Your hand"));
    let header: String = first.lines().take(2).collect::<Vec<_>>().join(" ");
    // Player-facing names (the catalogue's titles), not internal ones.
    for want in ["Classic + Jump-in, Seven swaps", "penalty scoring, to 300"] {
        assert!(
            header.contains(want),
            "{want:?} not in the header:\n{first}"
        );
    }
    s.send("?");
    let keys = s.wait_for("the key list", |t| t.contains("Rules in play"));
    for want in [
        "Jump-in: play a card identical",
        "Seven swaps: playing a 7",
        "scoring: penalty",
    ] {
        assert!(keys.contains(want), "{want:?}:\n{keys}");
    }
    s.send("\x03");
    s.wait_exit();
    s.assert_restored();
}

/// R13 `last_holding_loses` is unscored: `--scoring penalty` with it is
/// said to be unused (`Rules::unused_scoring`, as `uno sim` says it) on
/// the game's status line, and on standard error, which is on the screen
/// after the game. Names are typed in any case (the one lookup).
#[test]
fn an_unused_scoring_is_said_on_screen_and_after_the_game() {
    let mut s = Session::spawn(&[
        "play",
        "--seed",
        "5",
        "--delay-ms",
        "0",
        "--house",
        "Last-Holding-Loses",
        "--scoring",
        "Penalty",
    ]);
    let first = s.wait_for("the game screen", |t| t.contains("Your hand"));
    let flat_screen = flat(&first);
    assert!(
        flat_screen.contains("scoring penalty is not used: under last_holding_loses"),
        "{first}"
    );
    assert!(flat_screen.contains("one round, no scores"), "{first}");
    s.send("\x03");
    s.wait_exit();
    s.assert_restored();
    let after = s.wait_for("the warning after the game", |t| {
        flat(t).contains("uno play: warning: scoring penalty is not used")
    });
    assert!(flat(&after).contains("R13"), "{after}");
}

/// Below 80x24 the screen says what it needs instead of a clipped table;
/// q still asks, and y quits.
#[test]
fn a_small_terminal_shows_the_size_message() {
    let mut s = Session::spawn_sized(&["play", "--seed", "5", "--delay-ms", "0"], 20, 70);
    let screen = s.wait_for("the size message", |t| t.contains("needs 80x24"));
    assert!(screen.contains("The terminal is 70x20"), "{screen}");
    assert!(!screen.contains("Your hand"), "{screen}");
    s.send("q");
    s.wait_for("the question", |t| t.contains("Quit this game?"));
    s.send("y");
    assert!(s.wait_exit().success());
    s.assert_restored();
}

/// With jump_in on and quick bots (50 ms), a jump-in chance holds the
/// bots for the reaction window (--react-ms 2500): the chance is still
/// there a second later, and pressing j takes it.
#[test]
fn the_bots_wait_while_the_person_can_jump_in() {
    let mut s = Session::spawn(&[
        "play",
        "--seed",
        "12",
        "--delay-ms",
        "50",
        "--react-ms",
        "2500",
        "--house",
        "jump_in",
    ]);
    let mut keys = 0;
    let mut rounds = 0;
    loop {
        let screen = s.wait_for("a decision, a chance or the round's end", |t| {
            t.contains("Enter: next round")
                || t.contains("j: jump in with")
                || choose_key(t).is_some()
        });
        if screen.contains("j: jump in with") && !screen.contains("Your turn") {
            // The bots hold: a second later the chance is still on screen.
            std::thread::sleep(Duration::from_millis(1000));
            let later = s.text();
            assert!(
                later.contains("j: jump in with"),
                "the bots moved on within a second:\n{later}"
            );
            s.send("j");
            s.wait_for("the jump-in", |t| t.contains("You jumped in"));
            break;
        }
        // (The log's round end says "scores" too: wait for the key.)
        if screen.contains("Enter: next round") {
            rounds += 1;
            assert!(rounds < 4, "no jump-in chance in 3 rounds:\n{screen}");
            s.send("\r");
            s.wait_for("the next round", |t| !t.contains("Enter: next round"));
            continue;
        }
        let key = choose_key(&screen).expect("a key");
        s.send(key);
        keys += 1;
        assert!(keys < 500, "too many keys; screen:\n{screen}");
        s.wait_for("the screen to change", |t| t != screen);
    }
    s.send("\x03");
    s.wait_exit();
    s.assert_restored();
}

/// The screen's text as one line: panel borders dropped, runs of
/// spaces made one (so wrapped sentences can be searched).
fn flat(screen: &str) -> String {
    screen
        .lines()
        .flat_map(|l| l.split('│'))
        .flat_map(str::split_whitespace)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Session {
    /// Answers every decision with `choose_key` until the screen satisfies
    /// `done`; that screen. Next rounds are started with Enter.
    fn play_until(&mut self, what: &str, done: impl Fn(&str) -> bool) -> String {
        let mut keys = 0;
        loop {
            let screen = self.wait_for(what, |t| {
                done(t) || choose_key(t).is_some() || t.contains("Enter: next round")
            });
            if done(&screen) {
                return screen;
            }
            let key = if screen.contains("Enter: next round") {
                "\r"
            } else {
                choose_key(&screen).expect("a key")
            };
            self.send(key);
            keys += 1;
            assert!(
                keys < 800,
                "too many keys waiting for {what}; screen:\n{screen}"
            );
            self.wait_for("the screen to change", |t| t != screen);
        }
    }

    /// The main screen's text after the child left the alternate screen.
    fn main_screen_text(&self) -> String {
        self.parser.lock().expect("parser").screen().contents()
    }
}

/// Issue 22, point 4: the Wild Draw Four answer explains itself (R8.2,
/// R8.3): what accepting costs, what a challenge risks both ways, and
/// one key per answer (d accepts, x challenges; `a` is no second accept).
/// Seed 38 with one bot: the bot opens with a W+4 on the person.
#[test]
fn the_w4_answer_explains_itself() {
    let mut s = Session::spawn(&[
        "play",
        "--seed",
        "38",
        "--bots",
        "1",
        "--delay-ms",
        "0",
        "--react-ms",
        "0",
    ]);
    let bot = uno_tui::names::bot_names(38, 1).remove(0);
    let screen = s.play_until("the W+4 answer", |t| t.contains("Answer with d or x"));
    let flat = flat(&screen);
    for want in [
        format!("{bot} played W+4 on you"),
        "d accept: draw 4 cards and lose your turn".into(),
        format!("x challenge: {bot} shows you their hand."),
        format!("If {bot} held a green card (the colour before the W+4), {bot} draws 4 and you play on;"),
        "if not, you draw 6 and lose your turn.".into(),
        "d accept (draw 4)".into(),
        "x challenge".into(),
    ] {
        assert!(flat.contains(&want), "missing {want:?}:\n{screen}");
    }
    for gone in ["a accept", "a/", " a "] {
        let help = screen.lines().rev().take(2).collect::<Vec<_>>().join(" ");
        assert!(!help.contains(gone), "{gone:?} in the hint bar:\n{screen}");
    }
    // `a` answers nothing: it says which keys do.
    s.send("a");
    s.wait_for("a's hint", |t| {
        t.contains("d accepts the W+4 (you draw 4), x challenges it")
    });
    // x challenges: the bot's hand is shown to the person, and the log
    // says how it was judged.
    s.send("x");
    let after = s.wait_for("the challenge", |t| t.contains("You challenged"));
    assert!(
        after.contains(&format!("You challenged {bot}'s W+4")),
        "{after}"
    );
    assert!(after.contains("showed you"), "{after}");
    s.send("\x03");
    s.wait_exit();
    s.assert_restored();
}

/// Issue 22, point 13: `?` then Tab shows a legend of every card code the
/// rules in play can show (from the engine's catalogue: here the Mario
/// Kart deck, with the Item Box's items), and the marks under the hand;
/// no unexplained `*`.
#[test]
fn the_help_explains_every_card_code() {
    for (preset, extra) in [
        (
            "mario-kart",
            &[
                "Mushroom",
                "Banana Peel",
                "Green Shell",
                "Lightning",
                "Bob-omb",
            ][..],
        ),
        (
            "shuffle-hands",
            &["Next player: tell a joke", "Shuffle Hands"][..],
        ),
        ("hello-kitty", &["Badtz-Maru"][..]),
    ] {
        let mut s = Session::spawn(&["play", "--rules", preset, "--seed", "5", "--delay-ms", "0"]);
        s.wait_for("the game screen", |t| t.contains("Your hand"));
        s.send("?");
        s.wait_for("the key list", |t| t.contains("Tab: card codes"));
        s.send("\t");
        let legend = s.wait_for("the card codes", |t| t.contains("Card codes"));
        let rules = uno_core::Rules::named(preset).unwrap();
        let cat = uno_core::catalogue::catalogue();
        for card in cat.cards.cards.iter().filter(|c| c.kind != "number") {
            let held = rules.in_deck(card.code.parse().unwrap());
            let shown = legend
                .split(|c: char| c.is_whitespace() || c == '│')
                .any(|w| w == card.code);
            assert_eq!(
                shown, held,
                "{preset}: {} shown {shown}:\n{legend}",
                card.code
            );
        }
        for want in ["R0…B9", "R Y G B", "keys that play them", "↵"] {
            assert!(legend.contains(want), "{preset}: {want:?}:\n{legend}");
        }
        let flat = flat(&legend);
        for want in extra {
            assert!(flat.contains(want), "{preset}: {want:?}:\n{legend}");
        }
        assert!(!legend.contains('*'), "{legend}");
        s.send("\x1b");
        s.wait_for("the table again", |t| t.contains("Log"));
        s.send("\x03");
        s.wait_exit();
        s.assert_restored();
    }
}

/// Issue 22, point 14: Mario Kart's opening reads as one first card (the
/// covered cards said to be covered, R3 ignore_actions), the header fits
/// one line at 80 columns in player-facing words, and a round won under
/// a rule set that keeps no score says nothing of points (R12.2).
#[test]
fn mario_kart_opens_once_and_keeps_no_score() {
    // Seed 1: a W+4 is turned first and covered.
    let mut s = Session::spawn(&[
        "play",
        "--rules",
        "mario-kart",
        "--seed",
        "1",
        "--delay-ms",
        "0",
        "--react-ms",
        "0",
    ]);
    let first = s.wait_for("the game screen", |t| t.contains("Your hand"));
    let flat = flat(&first);
    // Card names come from the page's card messages ("Wild Draw Four").
    assert!(
        flat.to_lowercase()
            .contains("turned wild draw four and covered it"),
        "{first}"
    );
    assert_eq!(flat.matches("first card").count(), 1, "{first}");
    let header = first.lines().next().unwrap();
    assert!(
        header.contains("Mario Kart · one round, no scores · round 1"),
        "{first}"
    );
    assert!(
        !first.lines().nth(1).unwrap().contains("seed"),
        "the header wrapped:\n{first}"
    );
    assert!(!first.contains("mario-kart"), "{first}");
    let over = s.play_until("the end of the round", |t| t.contains("Game over"));
    assert!(over.contains("won the round"), "{over}");
    // (The header says "no scores"; nothing else speaks of scoring.)
    let below: String = over.lines().skip(1).collect::<Vec<_>>().join("\n");
    assert!(!below.contains("points"), "{over}");
    assert!(!below.contains("score"), "{over}");
    s.send("q");
    s.wait_exit();
    s.assert_restored();
}

/// Issue 22, point 15: game over offers a rematch (same table, new seed)
/// and a new game; quitting prints each game's seed and summary on the
/// normal screen. `--target 1` ends the game with its first round.
#[test]
fn game_over_offers_a_rematch_and_quitting_prints_a_summary() {
    let mut s = Session::spawn(&[
        "play",
        "--seed",
        "38",
        "--bots",
        "2",
        "--delay-ms",
        "0",
        "--react-ms",
        "0",
        "--target",
        "1",
    ]);
    let names = uno_tui::names::bot_names(38, 2);
    let over = s.play_until("game over", |t| t.contains("Game over"));
    for want in ["r rematch (same table, new seed)", "n new game", "q quit"] {
        assert!(over.contains(want), "{want:?}:\n{over}");
    }
    assert!(
        over.contains("You won the game!") || over.contains("Game won by"),
        "{over}"
    );
    let rematch_seed = uno_tui::names::rematch_seed(38);
    s.send("r");
    let second = s.wait_for("the rematch", |t| {
        t.contains(&format!("seed {rematch_seed}")) && t.contains("Your hand")
    });
    // The same table: the same names and levels.
    for (seat, name) in (1..=2).zip(&names) {
        let want = format!("{seat} {name} (medium)");
        assert!(second.contains(&want), "{want:?}:\n{second}");
    }
    let over = s.play_until("the rematch's end", |t| t.contains("Game over"));
    assert!(over.contains("n new game"), "{over}");
    // A new game: its screen offers the rules and the bots, with the last
    // game's choices selected; ↓ → makes it three bots, Mario Kart by ←.
    s.send("n");
    let setup = s.wait_for("the new-game screen", |t| t.contains("New game"));
    for want in [
        "Rules",
        "Classic",
        "Bots",
        "2 (a table of 3)",
        "Level",
        "medium",
        "Enter deals",
    ] {
        assert!(setup.contains(want), "{want:?}:\n{setup}");
    }
    s.send("\x1b[B");
    s.wait_for("the bots row", |t| t.contains("> Bots"));
    s.send("\x1b[C");
    s.wait_for("three bots", |t| t.contains("3 (a table of 4)"));
    s.send("\r");
    let third = s.wait_for("a new game", |t| {
        t.contains("round 1") && t.contains("Your hand") && !t.contains("Game over")
    });
    assert!(!third.contains(&format!("seed {rematch_seed} ")), "{third}");
    assert!(
        third.contains("3 ") && third.contains("(medium)"),
        "{third}"
    );
    let players: Vec<&str> = third.lines().filter(|l| l.contains("(medium)")).collect();
    assert_eq!(players.len(), 3, "{third}");
    s.send("q");
    s.wait_for("the question", |t| t.contains("Quit this game?"));
    s.send("y");
    assert!(s.wait_exit().success());
    s.assert_restored();
    let deadline = Instant::now() + Duration::from_secs(5);
    let main = loop {
        let main = s.main_screen_text();
        if main.contains("Game 3") || Instant::now() > deadline {
            break main;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    for want in [
        "Game 1: seed 38 · Classic · winner takes all, to 1".to_string(),
        "won after 1 round".into(),
        "scores: You ".into(),
        format!("{} (medium) ", names[0]),
        format!("Game 2: seed {rematch_seed}"),
        "Game 3: seed".into(),
        "not finished: left in round 1".into(),
        "uno play --seed 38".into(),
    ] {
        assert!(main.contains(&want), "{want:?} not printed:\n{main}");
    }
}
