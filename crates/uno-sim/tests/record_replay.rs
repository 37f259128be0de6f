//! Recorded games replay through `uno_core::scenario` to the same end.

use std::collections::BTreeMap;

use indicatif::ProgressBar;
use uno_bots::{Level, Until};
use uno_core::scenario::{Scenario, ScenarioState};
use uno_core::Rules;
use uno_core::Seat;
use uno_sim::play::Worker;
use uno_sim::stats::Tally;
use uno_sim::{simulate, Config, RecordPlan};

/// CSV rows by game index.
fn csv_rows(path: &std::path::Path) -> BTreeMap<u64, Vec<String>> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| {
            let f: Vec<String> = l.split(',').map(String::from).collect();
            (f[0].parse().unwrap(), f)
        })
        .collect()
}

fn check(rules: Rules, lineup: Vec<Level>, until: Until, games: u64, every: u64, extra: &[u64]) {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("games");
    let csv = dir.path().join("games.csv");
    let mut cfg = Config::new(rules, lineup, games).unwrap();
    cfg.until = until;
    cfg.seed = 5;
    cfg.threads = 2;
    cfg.csv = Some(csv.clone());
    cfg.record = Some(RecordPlan {
        dir: rec.clone(),
        every: Some(every),
        games: extra.iter().copied().collect(),
    });
    simulate(&cfg, &ProgressBar::hidden()).unwrap();
    let rows = csv_rows(&csv);
    let mut files: Vec<_> = std::fs::read_dir(&rec)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let expected: Vec<u64> = (0..games)
        .filter(|i| i % every == 0 || extra.contains(i))
        .collect();
    assert_eq!(files.len(), expected.len());
    let n = cfg.players();
    let mut worker = Worker::new(&cfg).unwrap();
    for (path, &index) in files.iter().zip(&expected) {
        let name = path.file_name().unwrap().to_str().unwrap();
        assert!(name.ends_with(&format!("{index}.json")), "{name}");
        let text = std::fs::read_to_string(path).unwrap();
        let sc = Scenario::parse(&text).unwrap();
        let (replayed, out) = sc.run_game().unwrap();
        assert!(out.ok, "{name}: {:?}", out.error);
        assert_eq!(out.applied, sc.actions.len());
        // The same end as the run's CSV line…
        let row = &rows[&index];
        assert_eq!(row[1], sc.seed.to_string(), "{name}: seed");
        let start = sc.build(&mut Vec::new()).unwrap();
        assert_eq!(
            row[2],
            start.dealer().to_string(),
            "{name}: dealer of round 1"
        );
        let winners: Vec<String> = if replayed.game_over() {
            replayed
                .game_winners()
                .iter()
                .map(|s| s.to_string())
                .collect()
        } else {
            replayed
                .round_winner()
                .iter()
                .map(|s| s.to_string())
                .collect()
        };
        assert_eq!(row[7], winners.join(" "), "{name}: winners");
        let scores: Vec<String> = replayed.scores().iter().map(|s| s.to_string()).collect();
        assert_eq!(&row[8..8 + n], &scores[..], "{name}: scores");
        assert_eq!(row[4], replayed.round().to_string(), "{name}: rounds");
        // …and the same final state, hands included, as the game played
        // again by a worker.
        let mut tally = Tally::default();
        worker.play(index, &mut tally).unwrap();
        let direct = worker.game();
        assert_eq!(out.state, ScenarioState::of(direct), "{name}: state");
        assert!(replayed == *direct, "{name}: the replayed game differs");
        assert!(replayed.round_over());
    }
}

#[test]
fn whole_classic_games_replay() {
    check(
        Rules::named("classic").unwrap(),
        vec![Level::Random, Level::Easy, Level::Chaos],
        Until::Game,
        40,
        10,
        &[3, 17],
    );
}

#[test]
fn rounds_with_jump_ins_and_catches_replay() {
    check(
        Rules::named("killer").unwrap(),
        vec![Level::Chaos, Level::Medium, Level::Random, Level::Chaos],
        Until::Round,
        60,
        7,
        &[],
    );
}

#[test]
fn mario_kart_and_german_rounds_replay() {
    check(
        Rules::named("mario-kart").unwrap(),
        vec![
            Level::Random,
            Level::Chaos,
            Level::Easy,
            Level::Random,
            Level::Chaos,
        ],
        Until::Game,
        30,
        5,
        &[],
    );
    check(
        Rules::named("german").unwrap(),
        vec![Level::Chaos, Level::Chaos],
        Until::Round,
        30,
        4,
        &[1],
    );
}

#[test]
fn a_fixed_dealer_is_written_and_replays() {
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.options.dealer = Some(Seat::new(2));
    let rules = spec.resolve().unwrap();
    check(rules, vec![Level::Random; 3], Until::Round, 10, 3, &[]);
}
