//! `--bot name=command`: external bots (docs/bot-protocol.md) in a lineup.

use std::time::Duration;

use uno_bots::external::DEFAULT_TIMEOUT;
use uno_sim::args::{parse_lineup_with, Config, ExternalArgs};
use uno_sim::{run, SimArgs};

fn names(s: &str) -> Vec<String> {
    s.split(',').map(String::from).collect()
}

#[test]
fn external_names_resolve_and_bad_specs_are_errors() {
    let ext_args = |bots: &[&str]| ExternalArgs {
        bot: bots.iter().map(|s| s.to_string()).collect(),
        ..ExternalArgs::default()
    };
    let specs = ext_args(&["ext=cat"]).specs().unwrap();
    assert_eq!(specs[0].timeout, DEFAULT_TIMEOUT);
    let (levels, ext) = parse_lineup_with(&names("ext,medium,hard"), &specs).unwrap();
    assert_eq!(levels.len(), 3);
    assert_eq!(ext[0].as_ref().unwrap().command, "cat");
    assert!(ext[1].is_none() && ext[2].is_none());
    // Unknown name, a spec without '=', a spec named like a level, twice.
    assert!(parse_lineup_with(&names("other,medium"), &specs).is_err());
    assert!(ext_args(&["nocmd"]).specs().is_err());
    assert!(ext_args(&["hard=cat"]).specs().is_err());
    assert!(ext_args(&["a=cat", "a=cat"]).specs().is_err());
    // --bot-timeout reaches every external bot; 0 and over 10 minutes are refused.
    let slow = ExternalArgs {
        bot_timeout: 10_000,
        ..ext_args(&["a=cat", "b=cat"])
    };
    assert!(slow
        .specs()
        .unwrap()
        .iter()
        .all(|s| s.timeout == Duration::from_secs(10)));
    for bad in [0, 600_001] {
        let e = ExternalArgs {
            bot_timeout: bad,
            ..ext_args(&["a=cat"])
        }
        .specs()
        .unwrap_err();
        assert!(e.to_string().contains("--bot-timeout"), "{e}");
    }
}

#[test]
fn a_python_bot_plays_a_simulation() {
    if std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("NOTICE: python3 not found; the external bot simulation is not tested");
        return;
    }
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/bots/random_bot.py"
    );
    let a = SimArgs {
        games: 6,
        bots: names("py,medium,random"),
        external: ExternalArgs {
            bot: vec![format!("py=python3 '{script}'")],
            ..ExternalArgs::default()
        },
        quiet: true,
        threads: Some(2),
        ..SimArgs::default()
    };
    let cfg = Config::from_args(&a).unwrap();
    assert_eq!(cfg.seat_name(0), "py");
    assert_eq!(cfg.seat_name(1), "medium");
    run(&a).unwrap();
}

#[test]
fn budgets_and_peek_name_their_seats_and_external_faults_are_counted_per_seat() {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../uno-bots/tests/bots/sh_bot.sh"
    );
    let a = SimArgs {
        games: 3,
        bots: names("peek@300,hard@300,sh,ok"),
        external: ExternalArgs {
            bot: vec![
                format!("sh=sh '{script}' illegal"),
                format!("ok=sh '{script}' first"),
            ],
            ..ExternalArgs::default()
        },
        quiet: true,
        threads: Some(1),
        ..SimArgs::default()
    };
    let cfg = Config::from_args(&a).unwrap();
    assert_eq!(cfg.lineup[0].to_string(), "peek@300");
    assert!(cfg.lineup[0].is_research());
    let out = uno_sim::simulate(&cfg, &indicatif::ProgressBar::hidden()).unwrap();
    let s = &out.summary;
    assert_eq!(s.bots, ["peek@300", "hard@300", "sh", "ok"]);
    assert!(s.seats[0].faults.is_none() && s.seats[1].faults.is_none());
    // `illegal` answers index 999 from its 3rd decision on: refused each
    // time (and never applied: the games finished).
    let f = s.seats[2].faults.unwrap();
    assert!(f.illegal >= 3, "{f:?}");
    assert_eq!((f.timeouts, f.crashes, f.malformed), (0, 0, 0));
    assert_eq!(s.seats[3].faults.unwrap().total(), 0);
    let by_bot = s.by_bot.iter().find(|b| b.bot == "sh").unwrap();
    assert_eq!(by_bot.faults, Some(f));
    let text = s.to_text();
    assert!(text.contains("external bot    seat 2 sh:"), "{text}");
    assert!(text.contains("illegal"), "{text}");
    let json: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
    assert_eq!(json["seats"][2]["faults"]["illegal"], f.illegal);
    assert!(json["seats"][0]["faults"].is_null());
    assert!(json["win_rate_by_bot"]["peek@300"].is_number());
}

#[test]
fn a_bot_that_exits_counts_as_a_crash_and_garbage_as_malformed() {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../uno-bots/tests/bots/sh_bot.sh"
    );
    let a = SimArgs {
        games: 2,
        bots: names("ex,garbage,random"),
        external: ExternalArgs {
            bot: vec![
                format!("ex=sh '{script}' exit"),
                format!("garbage=sh '{script}' garbage"),
            ],
            ..ExternalArgs::default()
        },
        quiet: true,
        threads: Some(2),
        ..SimArgs::default()
    };
    let cfg = Config::from_args(&a).unwrap();
    let out = uno_sim::simulate(&cfg, &indicatif::ProgressBar::hidden()).unwrap();
    let s = &out.summary;
    let ex = s.seats[0].faults.unwrap();
    // It exits at its 3rd decision: one crash per game (the fallback
    // plays on), counted as nothing else.
    assert_eq!(ex.crashes, 2, "{ex:?}");
    assert_eq!(ex.total(), 2, "{ex:?}");
    // Garbage from the 3rd decision on: malformed each time, no crash.
    let g = s.seats[1].faults.unwrap();
    assert!(g.malformed >= 2, "{g:?}");
    assert_eq!(g.total(), g.malformed, "{g:?}");
    assert!(s.seats[2].faults.is_none());
}
