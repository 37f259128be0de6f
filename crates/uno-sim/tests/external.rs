//! `--bot name=command`: external bots (docs/bot-protocol.md) in a lineup.

use uno_sim::args::{parse_lineup_with, Config};
use uno_sim::{run, SimArgs};

fn names(s: &str) -> Vec<String> {
    s.split(',').map(String::from).collect()
}

#[test]
fn external_names_resolve_and_bad_specs_are_errors() {
    let specs = vec!["ext=cat".to_string()];
    let (levels, ext) = parse_lineup_with(&names("ext,medium,hard"), &specs).unwrap();
    assert_eq!(levels.len(), 3);
    assert_eq!(ext[0].as_ref().unwrap().command, "cat");
    assert!(ext[1].is_none() && ext[2].is_none());
    // Unknown name, a spec without '=', a spec named like a level, twice.
    assert!(parse_lineup_with(&names("other,medium"), &specs).is_err());
    assert!(parse_lineup_with(&names("medium,medium"), &["nocmd".to_string()]).is_err());
    assert!(parse_lineup_with(&names("medium,medium"), &["hard=cat".to_string()]).is_err());
    let twice = vec!["a=cat".to_string(), "a=cat".to_string()];
    assert!(parse_lineup_with(&names("a,medium"), &twice).is_err());
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
        external: vec![format!("py=python3 '{script}'")],
        quiet: true,
        threads: Some(2),
        ..SimArgs::default()
    };
    let cfg = Config::from_args(&a).unwrap();
    assert_eq!(cfg.seat_name(0), "py");
    assert_eq!(cfg.seat_name(1), "medium");
    run(&a).unwrap();
}
