//! The external bot protocol (docs/bot-protocol.md): a well-behaved child
//! plays whole games; garbage, illegal answers, timeouts and crashes fall
//! back to `medium` and are reported, and the game still ends legally; the
//! child is sent only what its seat may see.

use std::path::PathBuf;
use std::time::Duration;

use serde_json::Value;
use uno_bots::external::{ExternalBot, ExternalSpec, Fault, FaultKind};
use uno_bots::{make_bot, play_game, Bot, Level, Outcome, Until};
use uno_core::Seat;
use uno_core::{Game, Rules, RulesSpec};

fn rules() -> Rules {
    RulesSpec::default().resolve().expect("default rules")
}

fn sh_bot(mode: &str, log: Option<&PathBuf>) -> ExternalSpec {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/bots/sh_bot.sh");
    let log = log
        .map(|p| format!(" '{}'", p.display()))
        .unwrap_or_default();
    let mut spec = ExternalSpec::new(mode, &format!("sh '{script}' {mode}{log}"));
    spec.timeout = Duration::from_millis(1000);
    spec
}

/// Plays with the external bot at seat 0 and `medium` elsewhere; every
/// action is validated by the engine (`play_game` fails on a rejected one).
fn play(spec: ExternalSpec, players: usize, until: Until, seed: u64) -> (Outcome, Vec<Fault>) {
    let mut game = Game::new(rules(), players, seed).expect("valid game");
    let ext = ExternalBot::start(spec, Seat::new(0), players, seed);
    let log = ext.error_log();
    let mut bots: Vec<Box<dyn Bot>> = vec![Box::new(ext)];
    for s in 1..players {
        bots.push(make_bot(Level::Medium, seed + s as u64));
    }
    let out = play_game(&mut game, &mut bots, until, seed, |_, _, _, _| {})
        .expect("every action applied was legal");
    assert!(!out.capped, "the round ended");
    assert!(out.rounds >= 1);
    assert!(
        out.round_winners.iter().all(|w| w.is_some()),
        "every round has a winner"
    );
    drop(bots);
    let errors = log.lock().unwrap().clone();
    (out, errors)
}

#[test]
fn a_well_behaved_bot_plays_whole_games() {
    for (players, seed) in [(2, 1), (4, 2)] {
        let (out, errors) = play(sh_bot("first", None), players, Until::Game, seed);
        assert!(errors.is_empty(), "no faults: {errors:?}");
        assert!(!out.game_winners.is_empty(), "the game ended");
    }
}

#[test]
fn faults_fall_back_and_are_reported() {
    for (mode, want, kind) in [
        ("garbage", "malformed answer", FaultKind::Malformed),
        ("illegal", "is not a legal action", FaultKind::Illegal),
        ("sleep", "no answer within", FaultKind::Timeout),
        (
            "exit",
            "exited with status 3 at decision 3",
            FaultKind::Crash,
        ),
        ("badhello", "protocol", FaultKind::Malformed),
        (
            "longline",
            "a line longer than 65536 bytes",
            FaultKind::Malformed,
        ),
    ] {
        let (_, errors) = play(sh_bot(mode, None), 2, Until::Round, 7);
        assert!(!errors.is_empty(), "{mode}: a fault is reported");
        assert!(
            errors[0].message.contains(want),
            "{mode}: expected {want:?} in {errors:?}"
        );
        assert_eq!(errors[0].kind, kind, "{mode}: {errors:?}");
        // The message names what was wrong in the protocol's terms, not
        // in Rust's.
        assert!(!errors[0].message.contains("Some("), "{errors:?}");
        // Fatal faults stop the child: one report, not one per decision.
        if matches!(mode, "sleep" | "exit" | "badhello" | "longline") {
            assert_eq!(errors.len(), 1, "{mode}: {errors:?}");
        }
    }
}

/// A stray line (a debug print on stdout) costs the decision it was taken
/// for, and no more: the bot's real answer to that decision comes late and
/// is skipped, so its later answers still match their decisions (they used
/// to be refused one by one for the rest of the game, each read as the
/// answer to the next decision).
#[test]
fn a_stray_line_costs_one_decision_not_the_rest_of_the_game() {
    let (out, errors) = play(sh_bot("chatty", None), 2, Until::Game, 7);
    assert!(!out.game_winners.is_empty(), "the game ended");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].kind, FaultKind::Malformed, "{errors:?}");
    assert!(
        errors[0].message.contains("thinking about decision 3"),
        "{errors:?}"
    );
}

/// A second answer to one decision is skipped as late, not taken for the
/// answer to the next one.
#[test]
fn a_second_answer_to_a_decision_is_skipped() {
    let (out, errors) = play(sh_bot("twice", None), 2, Until::Game, 7);
    assert!(!out.game_winners.is_empty(), "the game ended");
    assert!(errors.is_empty(), "{errors:?}");
}

/// A line printed before the handshake is one fault, a bad handshake that
/// shows the line, not a "malformed answer" with a decision made for it
/// plus a second fault that says it got `null`.
#[test]
fn a_banner_before_the_handshake_is_one_clear_fault() {
    let (_, errors) = play(sh_bot("banner", None), 2, Until::Round, 7);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].kind, FaultKind::Malformed, "{errors:?}");
    let m = &errors[0].message;
    assert!(
        m.contains("bad handshake") && m.contains("Loading my bot..."),
        "{m}"
    );
    assert!(!m.contains("null"), "{m}");
}

#[test]
fn a_handshake_without_protocol_says_so() {
    let (_, errors) = play(sh_bot("noproto", None), 2, Until::Round, 7);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].message.contains("no \"protocol\""), "{errors:?}");
}

/// Late answers are skipped only within the decision's timeout: a bot
/// that writes them without end times out (it must not keep the decision
/// open for ever).
#[test]
fn endless_late_answers_time_out() {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(play(sh_bot("stale", None), 2, Until::Round, 7).1);
    });
    let errors = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the round ended: the bot's endless late answers timed out");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].kind, FaultKind::Timeout, "{errors:?}");
}

/// A timed-out bot is killed with everything it started: the command runs
/// under `sh -c` (which need not `exec` it), and killing `sh` alone left
/// the bot running, orphaned, after the game (here the script's shell,
/// waiting on its `sleep 60`).
#[cfg(target_os = "linux")]
#[test]
fn a_timed_out_bot_is_killed_with_its_children() {
    let dir = std::env::temp_dir().join(format!("uno-ext-hang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("sent.jsonl");
    let (_, errors) = play(sh_bot("hang", Some(&log)), 2, Until::Round, 7);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].kind, FaultKind::Timeout, "{errors:?}");
    let pid = std::fs::read_to_string(dir.join("sent.jsonl.pid")).unwrap();
    let stat = format!("/proc/{}/stat", pid.trim());
    // Gone, or a zombie waiting for init to reap it: not running.
    let running = |s: &str| {
        s.rsplit_once(") ")
            .is_some_and(|(_, rest)| !rest.starts_with('Z'))
    };
    // SIGKILL is delivered asynchronously: kill(2) returns before the
    // process is gone, so give it a moment (it is dead within
    // milliseconds; a survivor would run 60 s).
    let mut still = None;
    for _ in 0..100 {
        still = std::fs::read_to_string(&stat).ok().filter(|s| running(s));
        if still.is_none() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    if still.is_some() {
        // Clean up after a failure: the process would live for 60 s.
        let _ = std::process::Command::new("kill")
            .args(["-9", pid.trim()])
            .status();
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        still.is_none(),
        "the bot's process {} still runs: {still:?}",
        pid.trim()
    );
}

/// A bot that stops reading its input fills the pipe: the game must not
/// wait on the write (it used to block for ever once the pipe was full).
#[test]
fn a_bot_that_stops_reading_cannot_stall_the_game() {
    let (out, errors) = play(sh_bot("deaf", None), 2, Until::Game, 5);
    assert!(!out.game_winners.is_empty(), "the game ended");
    assert!(
        errors
            .iter()
            .all(|e| e.kind == FaultKind::Malformed && e.message.contains("malformed answer")),
        "{errors:?}"
    );
    assert!(
        errors.len() > 50,
        "many decisions fell back: {}",
        errors.len()
    );
}

#[test]
fn a_command_that_cannot_run_falls_back() {
    let spec = ExternalSpec::new("missing", "exec /nonexistent/bot");
    let (_, errors) = play(spec, 3, Until::Round, 3);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].kind, FaultKind::Crash, "{errors:?}");
}

/// A bot that exits is reported as having exited, with its status, also
/// when a process it started still holds its stdout open (a helper, or
/// Python's resource tracker): it used to wait for an answer until the
/// timeout and be reported as a timeout. The timeout here is long (30 s),
/// so the test does not depend on how fast the machine is: the old code
/// waited all of it and then reported a timeout.
#[test]
fn a_bot_that_exits_while_its_helper_holds_stdout_is_reported_as_exited() {
    let mut spec = sh_bot("orphan", None);
    spec.timeout = Duration::from_secs(30);
    let started = std::time::Instant::now();
    let (_, errors) = play(spec, 2, Until::Round, 7);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert_eq!(errors[0].kind, FaultKind::Crash, "{errors:?}");
    assert!(
        errors[0]
            .message
            .contains("exited with status 4 at decision 3"),
        "{errors:?}"
    );
    assert!(!errors[0].message.contains("no answer"), "{errors:?}");
    assert!(
        started.elapsed() < Duration::from_secs(25),
        "the exit was seen before the timeout: {:?}",
        started.elapsed()
    );
}

/// A bot killed by a signal says which: directly (the command `exec`s the
/// bot, so the child is the bot), or through `sh -c`'s status 128 + N.
#[cfg(unix)]
#[test]
fn a_bot_killed_by_a_signal_says_which() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/bots/sh_bot.sh");
    for (command, want) in [
        (
            format!("exec sh '{script}' killself"),
            "was killed by signal 9 (SIGKILL) at decision 3",
        ),
        (
            format!("sh '{script}' killself"),
            "exited with status 137 (the shell's status for a command killed by signal 9 (SIGKILL)) at decision 3",
        ),
    ] {
        let mut spec = ExternalSpec::new("killself", &command);
        spec.timeout = Duration::from_secs(30);
        let (_, errors) = play(spec, 2, Until::Round, 7);
        assert_eq!(errors.len(), 1, "{command}: {errors:?}");
        assert_eq!(errors[0].kind, FaultKind::Crash, "{command}: {errors:?}");
        assert!(errors[0].message.contains(want), "{command}: {errors:?}");
    }
}

/// `ExternalBot::probe` (what `uno sim` and `uno arena` ask before they
/// play): the bot's name, or why it never played.
#[test]
fn probe_names_the_bot_or_says_why_it_cannot_play() {
    assert_eq!(ExternalBot::probe(sh_bot("first", None), 2).unwrap(), "sh");
    let e = ExternalBot::probe(ExternalSpec::new("nf", "exec /nonexistent/bot"), 2).unwrap_err();
    assert_eq!(e.kind, FaultKind::Crash, "{e:?}");
    assert!(
        e.message.contains("exited with status 127") && e.message.contains("before the handshake"),
        "{e:?}"
    );
    let e = ExternalBot::probe(sh_bot("badhello", None), 2).unwrap_err();
    assert_eq!(e.kind, FaultKind::Malformed, "{e:?}");
}

#[test]
fn spec_parsing() {
    let s = ExternalSpec::parse("rl=python3 adapter.py --x").unwrap();
    assert_eq!(
        (s.label.as_str(), s.command.as_str()),
        ("rl", "python3 adapter.py --x")
    );
    assert!(ExternalSpec::parse("nocommand").is_err());
    assert!(ExternalSpec::parse("=cmd").is_err());
    assert!(ExternalSpec::parse("name=").is_err());
}

/// Every line the child receives holds only its seat's information: its
/// own hand (as many cards as its hand size), and secret cards only on
/// events whose audience includes it (its own draws and deals, a hand
/// revealed to it).
#[test]
fn the_bot_never_receives_hidden_cards() {
    let dir = std::env::temp_dir().join(format!("uno-ext-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let log = dir.join("sent.jsonl");
    let _ = std::fs::remove_file(&log);
    let (out, errors) = play(sh_bot("first", Some(&log)), 4, Until::Round, 11);
    assert!(errors.is_empty(), "{errors:?}");
    let text = std::fs::read_to_string(&log).unwrap();
    let mut decisions = 0;
    let mut secret_events = 0;
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).expect("every line is JSON");
        let kind = v["type"].as_str().unwrap();
        if kind == "hello" || kind == "quit" {
            continue;
        }
        decisions += 1;
        let view = &v["view"];
        assert_eq!(view["seat"], 0);
        let hand = view["hand"].as_array().unwrap();
        assert_eq!(hand.len() as u64, view["hand_sizes"][0].as_u64().unwrap());
        for e in v["events"].as_array().unwrap() {
            if e.get("cards").is_none() {
                continue;
            }
            secret_events += 1;
            let ok = match e["type"].as_str().unwrap() {
                "dealt" | "drew" => e["seat"] == 0,
                "hand_revealed" => e["to"] == 0,
                // Public card events carry their cards in other fields.
                _ => true,
            };
            assert!(ok, "seat 0 was sent another seat's cards: {e}");
        }
        for a in v["legal"].as_array().unwrap() {
            assert!(a["index"].is_u64() && a["action"]["do"].is_string());
        }
    }
    assert!(decisions > 3, "{decisions} decisions");
    assert!(secret_events > 0, "seat 0's own deal is sent to it");
    assert!(out.round_winners[0].is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The example random bot in Python, when python3 is installed.
#[test]
fn the_python_random_bot_plays_a_game() {
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("NOTICE: python3 not found; the Python example bot is not tested");
        return;
    }
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/bots/random_bot.py"
    );
    let spec = ExternalSpec::new("random.py", &format!("python3 '{script}'"));
    let (out, errors) = play(spec, 3, Until::Game, 5);
    assert!(errors.is_empty(), "{errors:?}");
    assert!(!out.game_winners.is_empty());
}
