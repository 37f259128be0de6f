//! Runs the `uno` binary on every scenario file that has a sibling
//! `NAME.expect.json` (`scenarios/README.md`) and compares:
//! the exit status; for exit 1 the error's index and code; every field of
//! the expected `state` (hands as multisets); for exit 2 that standard
//! error is one line and standard output empty. Every mismatch of every
//! file is reported in one failure.
//!
//! Two directories: the repository's `scenarios/`, and, when it exists,
//! `../shared/scenarios` beside the repository (a working checkout's
//! shared examples; a user's clone has none and skips it).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

const UNO: &str = env!("CARGO_BIN_EXE_uno");
const REPO_SCENARIOS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
const SHARED_SCENARIOS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/scenarios");

/// Scenario files with an expectation beside them, sorted.
fn cases(dir: &Path) -> Vec<(PathBuf, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut v: Vec<(PathBuf, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?;
            let stem = name.strip_suffix(".json")?;
            if stem.ends_with(".expect") {
                return None;
            }
            let expect = p.with_file_name(format!("{stem}.expect.json"));
            expect.is_file().then_some((p, expect))
        })
        .collect();
    v.sort();
    v
}

/// Sorted card names of one hand (the order in a hand is not significant).
fn hand_multiset(v: &Value) -> Option<Vec<String>> {
    let mut h: Vec<String> = v
        .as_array()?
        .iter()
        .map(|c| c.as_str().map(str::to_ascii_uppercase))
        .collect::<Option<_>>()?;
    h.sort();
    Some(h)
}

fn hands_equal(expected: &Value, got: &Value) -> bool {
    let (Some(e), Some(g)) = (expected.as_array(), got.as_array()) else {
        return false;
    };
    e.len() == g.len()
        && e.iter().zip(g).all(|(a, b)| {
            let (a, b) = (hand_multiset(a), hand_multiset(b));
            a.is_some() && a == b
        })
}

/// Every difference between what `expect` asks and what the run gave.
fn check(file: &Path, expect: &Path) -> Vec<String> {
    let name = file.file_name().unwrap().to_string_lossy().to_string();
    let mut bad = Vec::new();
    let mut miss = |field: &str, e: &dyn std::fmt::Display, g: &dyn std::fmt::Display| {
        bad.push(format!("{name}: {field}: expected {e}, got {g}"));
    };
    let expect: Value = match std::fs::read(expect)
        .map_err(|e| e.to_string())
        .and_then(|b| serde_json::from_slice(&b).map_err(|e| e.to_string()))
    {
        Ok(v) => v,
        Err(e) => {
            miss("expect file", &"valid JSON", &e);
            return bad;
        }
    };
    let out = match Command::new(UNO).arg("scenario").arg(file).output() {
        Ok(o) => o,
        Err(e) => {
            miss("run", &"the uno binary to start", &e);
            return bad;
        }
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let code = out.status.code();
    let want_exit = expect["exit"].as_i64();
    if code.map(i64::from) != want_exit {
        let got = match code {
            Some(c) => format!("{c} (stderr: {})", stderr.trim()),
            None => format!("a crash ({})", out.status),
        };
        miss("exit", &format!("{want_exit:?}"), &got);
        return bad;
    }
    if want_exit == Some(2) {
        if !stdout.is_empty() {
            miss("stdout", &"nothing", &format!("{:?}", stdout));
        }
        let lines = stderr.lines().count();
        if lines != 1 || !stderr.ends_with('\n') || stderr.trim().is_empty() {
            miss("stderr", &"one line", &format!("{stderr:?}"));
        }
        return bad;
    }
    let got: Value = match serde_json::from_str(&stdout) {
        Ok(v) => v,
        Err(e) => {
            miss("stdout", &"JSON", &e);
            return bad;
        }
    };
    for key in ["ok", "applied"] {
        if let Some(e) = expect.get(key) {
            if got[key] != *e {
                miss(key, e, &got[key]);
            }
        }
    }
    if want_exit == Some(1) || expect.get("error").is_some() {
        let e = &expect["error"];
        for key in ["index", "code"] {
            if !e[key].is_null() && got["error"][key] != e[key] {
                miss(&format!("error.{key}"), &e[key], &got["error"][key]);
            }
        }
    }
    if let Some(state) = expect.get("state").and_then(Value::as_object) {
        for (key, e) in state {
            let g = &got["state"][key];
            let same = if key == "hands" {
                hands_equal(e, g)
            } else {
                e == g
            };
            if !same {
                miss(&format!("state.{key}"), e, g);
            }
        }
    }
    bad
}

fn run_dir(dir: &str) -> (usize, Vec<String>) {
    let all = cases(Path::new(dir));
    let bad: Vec<String> = all.iter().flat_map(|(f, e)| check(f, e)).collect();
    (all.len(), bad)
}

fn report(dir: &str, n: usize, bad: &[String]) {
    assert!(
        bad.is_empty(),
        "{} mismatch(es) in {n} scenarios of {dir}:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn shared_scenarios() {
    if !Path::new(SHARED_SCENARIOS).is_dir() {
        return;
    }
    let (n, bad) = run_dir(SHARED_SCENARIOS);
    assert!(n > 0, "no scenarios found in {SHARED_SCENARIOS}");
    report(SHARED_SCENARIOS, n, &bad);
}

#[test]
fn repo_scenarios() {
    let (n, bad) = run_dir(REPO_SCENARIOS);
    report(REPO_SCENARIOS, n, &bad);
}

#[test]
fn the_runner_finds_mismatches() {
    // A self-check: a wrong expectation must be reported, not pass.
    let dir = std::env::temp_dir().join(format!("uno-runner-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("x.json");
    std::fs::write(
        &file,
        r#"{"rules": "classic", "players": 2, "seed": 1,
            "position": {"hands": [["R1", "R2"], ["G2"]], "discard": ["R9"]},
            "actions": [{"by": 0, "do": "play", "card": "R1"}]}"#,
    )
    .unwrap();
    let expect = dir.join("x.expect.json");
    std::fs::write(
        &expect,
        r#"{"exit": 0, "state": {"hands": [["R2"], ["G2"]], "to_act": 0, "top": "R1"}}"#,
    )
    .unwrap();
    let bad = check(&file, &expect);
    std::fs::write(
        &expect,
        r#"{"exit": 0, "state": {"hands": [["R2"], ["G2"]], "to_act": 1, "top": "R1"}}"#,
    )
    .unwrap();
    let good = check(&file, &expect);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert!(bad[0].contains("state.to_act"), "{bad:?}");
    assert!(good.is_empty(), "{good:?}");
}
