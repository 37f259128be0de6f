//! The cap on a round's actions (`--max-actions`): a round that does not
//! end is stopped, its game reported unfinished with its seed, counted
//! apart from the finished games, and (with --record) saved as a
//! scenario that replays to where it was stopped.

use indicatif::ProgressBar;
use uno_bots::{Level, Until};
use uno_core::scenario::Scenario;
use uno_core::Rules;
use uno_sim::seeds::game_seed;
use uno_sim::{simulate, Config, RecordPlan};

fn config(max_actions: u64, games: u64) -> Config {
    let mut cfg = Config::new(
        Rules::named("classic").unwrap(),
        vec![Level::Random, Level::Random],
        games,
    )
    .unwrap();
    cfg.until = Until::Round;
    cfg.seed = 11;
    cfg.threads = 2;
    cfg.max_actions = max_actions;
    cfg
}

#[test]
fn a_tiny_cap_stops_rounds_and_reports_them_with_their_seeds() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(25, 60);
    cfg.record = Some(RecordPlan {
        dir: dir.path().to_path_buf(),
        every: None,
        games: Default::default(),
    });
    let out = simulate(&cfg, &ProgressBar::hidden()).unwrap();
    let s = &out.summary;
    // Two random bots need more than 25 actions in most rounds, not all.
    assert!(s.games_unfinished > 0, "no round reached 25 actions");
    assert!(s.games > 0, "every round reached 25 actions");
    assert_eq!(s.games + s.games_unfinished, 60);
    assert_eq!(s.max_actions, 25);
    assert_eq!(s.unfinished.len() as u64, s.games_unfinished);
    // Finished games only in the rates.
    let wins: u64 = s.seats.iter().map(|r| r.win.wins).sum();
    assert_eq!(wins, s.games, "one winner per finished round");
    for u in &s.unfinished {
        assert_eq!(u.seed, game_seed(11, u.game));
    }
    let text = s.to_text();
    assert!(text.starts_with("60 single rounds"), "{text}");
    let first = s.unfinished[0];
    assert!(
        text.contains("UNFINISHED")
            && text.contains(&format!("game {} (seed {})", first.game, first.seed))
            && text.contains("25 actions"),
        "{text}"
    );
    let json: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
    assert_eq!(json["games_unfinished"], s.games_unfinished);
    assert_eq!(json["unfinished"][0]["seed"], first.seed);
    // Every unfinished game was saved, though none was chosen; it
    // replays its 25 actions to a round still going.
    let mut files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len() as u64, s.games_unfinished);
    let text = std::fs::read_to_string(&files[0]).unwrap();
    let sc = Scenario::parse(&text).unwrap();
    assert_eq!(sc.actions.len(), 25);
    let (game, out) = sc.run_game().unwrap();
    assert!(out.ok, "{:?}", out.error);
    assert!(!game.round_over());
}

#[test]
fn whole_games_cap_each_round_and_the_default_cap_finishes_everything() {
    let mut cfg = config(40, 30);
    cfg.until = Until::Game;
    let out = simulate(&cfg, &ProgressBar::hidden()).unwrap();
    assert!(out.summary.games_unfinished > 0);
    assert_eq!(out.summary.games + out.summary.games_unfinished, 30);
    // The default cap is far above real rounds.
    let cfg = config(uno_bots::driver::DEFAULT_MAX_ROUND_ACTIONS, 200);
    let out = simulate(&cfg, &ProgressBar::hidden()).unwrap();
    assert_eq!(out.summary.games_unfinished, 0);
    assert_eq!(out.summary.games, 200);
    assert!(!out.summary.to_text().contains("UNFINISHED"));
}

/// R8.6 makes long rounds: in Hello Kitty every Wild Badtz-Maru makes the
/// players nearest to going out draw 4. This ten-seat game's one round
/// (found by a sweep of every preset and seat count) takes 103,527
/// actions: the old default cap of 100,000 called it unfinished, the
/// default now plays it out.
#[test]
fn a_long_hello_kitty_round_ends_under_the_default_cap() {
    let levels = [Level::Chaos, Level::Medium, Level::Easy, Level::Random];
    let lineup: Vec<Level> = (0..10).map(|s| levels[s % 4]).collect();
    let play = |max_actions: u64| {
        let mut cfg = Config::new(Rules::named("hello-kitty").unwrap(), lineup.clone(), 1).unwrap();
        cfg.until = Until::Game;
        // Game 0 is seeded with the run's seed itself.
        cfg.seed = 5_765_760_974_854_008;
        cfg.threads = 1;
        cfg.max_actions = max_actions;
        simulate(&cfg, &ProgressBar::hidden()).unwrap().summary
    };
    let s = play(uno_bots::driver::DEFAULT_MAX_ROUND_ACTIONS);
    assert_eq!((s.games, s.games_unfinished), (1, 0));
    // A change to a bot or the deal changes this game: then find another
    // seed past 100,000 actions with scripts/sweep (Hello Kitty, 9-10 seats).
    assert!(
        s.actions_per_game > 100_000.0,
        "this seed's game is no longer long: {} actions",
        s.actions_per_game
    );
    let s = play(100_000);
    assert_eq!((s.games, s.games_unfinished), (0, 1));
}
