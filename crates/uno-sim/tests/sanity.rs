//! The summary's numbers are consistent with each other.

use indicatif::ProgressBar;
use uno_bots::{Level, Until};
use uno_core::Rules;
use uno_sim::{simulate, Config};

#[test]
fn win_rates_add_up_and_intervals_contain_them() {
    let lineup = vec![Level::Medium, Level::Random, Level::Random, Level::Easy];
    let mut cfg = Config::new(Rules::named("classic").unwrap(), lineup, 400).unwrap();
    cfg.threads = 2;
    cfg.effects = true;
    let s = simulate(&cfg, &ProgressBar::hidden()).unwrap().summary;
    assert_eq!(s.games, 400);
    assert_eq!(s.mode, "games");
    // winner_takes_all to 500: exactly one winner per game.
    assert_eq!(s.games_with_shared_win, 0);
    assert_eq!(s.games_without_winner, 0);
    let total: f64 = s.win_rate_by_seat.iter().sum();
    assert!((total - 1.0).abs() < 1e-9, "{total}");
    let wins: u64 = s.seats.iter().map(|r| r.win.wins).sum();
    assert_eq!(wins, s.games);
    for (r, ci) in s.win_rate_by_seat.iter().zip(&s.win_rate_by_seat_ci95) {
        assert!(ci[0] <= *r && *r <= ci[1], "{r} {ci:?}");
        assert!(0.0 <= ci[0] && ci[1] <= 1.0);
    }
    // Levels pool their seats: random has seats 1 and 2.
    let random = s.by_bot.iter().find(|b| b.bot == "random").unwrap();
    assert_eq!(random.seats, vec![1, 2]);
    assert_eq!(random.win.trials, 800);
    assert_eq!(random.win.wins, s.seats[1].win.wins + s.seats[2].win.wins);
    for (bot, rate) in &s.win_rate_by_bot {
        let ci = s.win_rate_by_bot_ci95[bot];
        assert!(ci[0] <= *rate && *rate <= ci[1], "{bot}");
    }
    // Per-seat rates of the levels, weighted by seats, add up to 1 too.
    let pooled: f64 = s
        .by_bot
        .iter()
        .map(|b| b.win.rate * b.seats.len() as f64)
        .sum();
    assert!((pooled - 1.0).abs() < 1e-9);
    let f = &s.first_player;
    assert_eq!(f.win.trials, s.games);
    assert!(f.win.contains(f.win.rate));
    assert!((f.fair - 0.25).abs() < 1e-12);
    assert!(s.rounds_per_game >= 1.0);
    assert!(s.turns_per_game > 0.0);
    assert_eq!(
        s.turns_per_round.count as f64,
        s.rounds_per_game * s.games as f64
    );
    let t = s.turns_per_round;
    assert!(t.median <= t.p95 && t.p95 <= t.max && t.mean <= t.max as f64);
    let p = s.points_per_round;
    assert!(p.count == t.count && p.median <= p.p95 && p.mean > 0.0);
    // Turns per game = turns per round × rounds per game.
    assert!((t.mean * s.rounds_per_game - s.turns_per_game).abs() < 1e-6);
    let fx = s.effects.as_ref().expect("--effects");
    assert!(fx.played.numbers > 0 && fx.played.wild_draw_four > 0);
    assert_eq!(fx.items.mushroom, 0, "no item boxes in classic");
    let json: serde_json::Value = serde_json::from_str(&s.to_json()).unwrap();
    for key in [
        "games",
        "seconds",
        "games_per_sec",
        "turns_per_game",
        "win_rate_by_bot",
        "win_rate_by_seat",
        "win_rate_by_bot_ci95",
        "win_rate_by_seat_ci95",
        "first_player",
        "turns_per_round",
        "points_per_round",
        "effects",
    ] {
        assert!(json.get(key).is_some(), "{key} missing");
    }
    assert!(json["win_rate_by_bot"]["medium"].is_f64());
    assert_eq!(json["win_rate_by_seat"].as_array().unwrap().len(), 4);
}

#[test]
fn shared_wins_count_for_each_winner() {
    // Penalty scoring after one hand: the lowest total wins, ties shared.
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.scoring.method = Some(uno_core::rules::ScoringMethod::Penalty);
    spec.scoring.game_end = Some(uno_core::rules::GameEnd::Hands(1));
    let rules = spec.resolve().unwrap();
    let mut cfg = Config::new(rules, vec![Level::Random; 5], 300).unwrap();
    cfg.threads = 2;
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("g.csv");
    cfg.csv = Some(csv.clone());
    let s = simulate(&cfg, &ProgressBar::hidden()).unwrap().summary;
    let text = std::fs::read_to_string(&csv).unwrap();
    let winners_listed: usize = text
        .lines()
        .skip(1)
        .map(|l| l.split(',').nth(7).unwrap().split_whitespace().count())
        .sum();
    let wins: u64 = s.seats.iter().map(|r| r.win.wins).sum();
    assert_eq!(wins as usize, winners_listed);
    assert_eq!(wins, s.games + extra(&text));
    fn extra(text: &str) -> u64 {
        text.lines()
            .skip(1)
            .map(|l| {
                l.split(',')
                    .nth(7)
                    .unwrap()
                    .split_whitespace()
                    .count()
                    .saturating_sub(1) as u64
            })
            .sum()
    }
}

#[test]
fn single_rounds_of_mario_kart_count_items() {
    let mut cfg = Config::new(
        Rules::named("mario-kart").unwrap(),
        vec![Level::Random; 4],
        300,
    )
    .unwrap();
    cfg.until = Until::Round;
    cfg.effects = true;
    let s = simulate(&cfg, &ProgressBar::hidden()).unwrap().summary;
    assert_eq!(s.mode, "rounds");
    assert!((s.rounds_per_game - 1.0).abs() < 1e-12);
    let fx = s.effects.unwrap();
    assert_eq!(fx.played.wild, 0, "mario-kart has no plain W");
    assert!(fx.played.item_box > 0);
    let items = fx.items.mushroom
        + fx.items.banana_peel
        + fx.items.green_shell
        + fx.items.lightning
        + fx.items.bob_omb
        + fx.items.none;
    assert_eq!(items, fx.played.item_box);
}

/// The first player's fair share is what a seat wins when seats do not
/// matter: 1/N alone, but a seat wins with its partner under R15 (1 of
/// N/2 teams wins, R15.3/R15.4), and under R13 `last_holding_loses`
/// every player but one wins the game. Comparing against 1/N called an
/// even table's first player a "significant" +0.28 advantage. The fair
/// share depends on the rules only, not on the games played.
#[test]
fn first_player_fair_share_counts_teams_and_last_holding_loses() {
    let cases = [
        // (rules, seats, fair share, text)
        ("teams = \"pairs\"", 4, 0.5, "vs 1/2 = 0.5000"),
        ("teams = \"pairs\"", 6, 1.0 / 3.0, "vs 1/3 = 0.3333"),
        ("teams = \"pairs\"", 10, 0.2, "vs 1/5 = 0.2000"),
        (
            "house = [\"last_holding_loses\"]",
            3,
            2.0 / 3.0,
            "vs 2/3 = 0.6667",
        ),
        (
            "house = [\"last_holding_loses\"]",
            4,
            0.75,
            "vs 3/4 = 0.7500",
        ),
        ("", 4, 0.25, "vs 1/4 = 0.2500"),
    ];
    for (toml, seats, fair, text) in cases {
        let rules = Rules::from_toml(toml).unwrap();
        let mut cfg = Config::new(rules, vec![Level::Medium; seats], 40).unwrap();
        cfg.until = Until::Round;
        cfg.threads = 1;
        let s = simulate(&cfg, &ProgressBar::hidden()).unwrap().summary;
        let f = &s.first_player;
        assert!((f.fair - fair).abs() < 1e-12, "{toml} {seats}: {}", f.fair);
        assert!((f.advantage - (f.win.rate - fair)).abs() < 1e-12);
        assert_eq!(f.significant, !f.win.contains(fair));
        let out = s.to_text();
        assert!(out.contains(text), "{toml} {seats}: {out}");
        // Each seat's win rates average to the same share (no ties here
        // but under last_holding_loses, where N-1 seats win every game).
        let mean = s.win_rate_by_seat.iter().sum::<f64>() / seats as f64;
        assert!((mean - fair).abs() < 1e-9, "{toml} {seats}: {mean}");
        // R13 last_holding_loses: everyone but the loser wins by rule; it
        // is not a tie (R12.3), so no game counts as a shared win.
        assert_eq!(s.games_with_shared_win, 0, "{toml} {seats}");
        assert_eq!(s.games_without_winner, 0, "{toml} {seats}");
        assert!(!out.contains("shared win"), "{toml} {seats}: {out}");
    }
}
