//! The same seed gives the same results whatever the thread count.

use indicatif::ProgressBar;
use uno_bots::{Level, Until};
use uno_core::Rules;
use uno_sim::{simulate, Config};

fn run(cfg: &Config, threads: usize, csv: &std::path::Path) -> (uno_sim::Summary, String) {
    let mut cfg = cfg.clone();
    cfg.threads = threads;
    cfg.csv = Some(csv.to_path_buf());
    let out = simulate(&cfg, &ProgressBar::hidden()).unwrap();
    assert_eq!(out.summary.threads, threads);
    (
        out.summary.timeless(),
        std::fs::read_to_string(csv).unwrap(),
    )
}

fn check(cfg: Config) {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("games.csv");
    let (one, csv1) = run(&cfg, 1, &csv);
    for threads in [2, 4] {
        let (many, csv_many) = run(&cfg, threads, &csv);
        assert_eq!(one, many, "{threads} threads");
        assert_eq!(one.to_json(), many.to_json());
        assert_eq!(csv1, csv_many, "{threads} threads: CSV");
    }
    assert_eq!(one.games, cfg.games);
}

#[test]
fn whole_games_are_the_same_on_1_2_and_4_threads() {
    let mut cfg = Config::new(
        Rules::named("classic").unwrap(),
        vec![Level::Random; 3],
        1500,
    )
    .unwrap();
    cfg.seed = 7;
    check(cfg);
}

#[test]
fn rounds_with_reactions_and_events_are_the_same_on_1_2_and_4_threads() {
    // Jump-ins, catches and UNO calls make the driver offer reactions;
    // --effects collects events.
    let lineup = vec![Level::Chaos, Level::Easy, Level::Random, Level::Medium];
    let mut cfg = Config::new(Rules::named("killer").unwrap(), lineup, 600).unwrap();
    cfg.until = Until::Round;
    cfg.effects = true;
    cfg.seed = 99;
    check(cfg);
}

#[test]
fn another_seed_gives_other_games() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("games.csv");
    let mut cfg = Config::new(
        Rules::named("classic").unwrap(),
        vec![Level::Random; 2],
        300,
    )
    .unwrap();
    cfg.until = Until::Round;
    let (_, a) = run(&cfg, 2, &csv);
    cfg.seed = 1;
    let (_, b) = run(&cfg, 2, &csv);
    assert_ne!(a, b);
}
