//! `uno play --teams pairs` (issue 30 §3, R15): the players panel gives
//! each seat its team's letter and stars the person's partner (the seat
//! opposite, R15.1) with a legend that names them; the score panel is by
//! team (R15.4: a team's total on both partners' rows) and says which team
//! won the round (R15.3); in the person's language. A table that cannot be
//! paired is refused with R15.1's words before the terminal is touched.

mod common;

use std::time::Duration;

use uno_bots::Level;
use uno_core::{Action, Rules, Seat};
use uno_tui::{App, Config, PlayArgs};

fn config(lang: &'static str, bots: usize, seed: u64) -> Config {
    Config {
        rules: Rules::from_json(r#"{"preset": "classic", "teams": "pairs"}"#).unwrap(),
        rules_name: "classic".into(),
        lineup: vec![Level::Medium; bots],
        seed,
        delay: Duration::ZERO,
        react: Duration::ZERO,
        color: false,
        lang,
    }
}

fn screen(app: &App, w: u16, h: u16) -> String {
    common::screen_lines(app, w, h).join("\n")
}

/// The `?` panel's rules in play say that partners win together (R15.1),
/// in the person's language; without teams they say nothing of it.
#[test]
fn the_rules_in_play_name_the_partnerships() {
    let i18n = |lang| uno_i18n::Localizer::new(lang);
    for lang in ["en", "fr", "ja"] {
        let app = App::new(&config(lang, 3, 7)).unwrap();
        let lines = uno_tui::ui::rules_lines(&app);
        let teams = i18n(lang).t("cat-option-teams-desc");
        assert!(lines.contains(&teams), "{lang}: {lines:?}");
    }
    let mut solo = config("en", 3, 7);
    solo.rules = Rules::named("classic").unwrap();
    let app = App::new(&solo).unwrap();
    let lines = uno_tui::ui::rules_lines(&app);
    assert!(
        !lines.contains(&i18n("en").t("cat-option-teams-desc")),
        "{lines:?}"
    );
}

#[test]
fn the_partner_is_starred_and_named_and_teams_have_letters() {
    let app = App::new(&config("en", 3, 7)).unwrap();
    let s = screen(&app, 100, 30);
    // Seat 2 is the person's partner at four seats (R15.1: s + N/2).
    let partner = app.narrator().name(Seat::new(2));
    assert!(
        s.contains(&format!("* your partner: {partner}")),
        "the legend names the partner:\n{s}"
    );
    // Seats 0 and 2 are team A, seats 1 and 3 team B; the partner's row is starred.
    let rows: Vec<&str> = s
        .lines()
        .filter(|l| l.contains(" A ") || l.contains(" A*") || l.contains(" B "))
        .collect();
    assert!(
        rows.iter()
            .any(|l| l.contains("A*") && l.contains(&partner)),
        "the partner's row:\n{s}"
    );
    assert_eq!(
        rows.iter().filter(|l| l.contains(" B ")).count(),
        2,
        "two seats of team B:\n{s}"
    );
}

/// Plays until the round ends: bots play their seats; the person plays
/// the first legal decision, whatever the deal.
fn play_to_round_end(app: &mut App) {
    for _ in 0..20_000 {
        if app.view().round_over {
            return;
        }
        if app.tick() {
            continue;
        }
        if app.view().to_act == Some(Seat::new(0)) {
            let a = app
                .legal()
                .iter()
                .find(|a| !matches!(a, Action::Uno | Action::Catch { .. }))
                .cloned()
                .expect("a decision for the person");
            app.send(a);
        } else {
            app.run_bots(1);
        }
    }
    panic!("the round did not end");
}

/// R15.4 at the documented minimum, 80×24: the score panel's rows keep
/// their total on the row of the name (the team's letter used to push
/// the total onto a line of its own, where it read as another row).
#[test]
fn the_score_rows_of_teams_fit_the_panel_at_80x24() {
    for seed in [11, 12] {
        let mut app = App::new(&config("en", 3, seed)).unwrap();
        play_to_round_end(&mut app);
        let lines = common::screen_lines(&app, 80, 24);
        let v = app.view();
        assert!(v.scores.iter().any(|&s| s > 0), "someone scored");
        for (seat, p) in app.players().iter().enumerate() {
            let label = p.label_in(app.narrator());
            let row = lines
                .iter()
                .map(|l| l.chars().take(36).collect::<String>())
                .find(|l| l.contains(&format!(" {label} ")))
                .unwrap_or_else(|| panic!("{label}'s row:\n{}", lines.join("\n")));
            let total = v.scores[seat].to_string();
            assert!(
                row.trim_end_matches('│').trim_end().ends_with(&total),
                "{label}'s total {total} is on its row: {row:?}\n{}",
                lines.join("\n")
            );
        }
        // The header's last column title is on the header's line.
        assert!(
            lines
                .iter()
                .any(|l| l.contains("in hand") && l.contains("total")),
            "{}",
            lines.join("\n")
        );
    }
}

#[test]
fn the_score_panel_is_by_team_when_the_round_ends() {
    // Bots play their seats; the person plays the first legal decision,
    // until a round ends, whatever the deal.
    let mut app = App::new(&config("en", 3, 11)).unwrap();
    let mut rounds_seen = false;
    for _ in 0..20_000 {
        let v = app.view();
        if v.round_over {
            rounds_seen = true;
            break;
        }
        if app.tick() {
            continue;
        }
        if v.to_act == Some(Seat::new(0)) {
            // The person: the first legal decision that is not a free
            // action (R10.2).
            let a = app
                .legal()
                .iter()
                .find(|a| !matches!(a, Action::Uno | Action::Catch { .. }))
                .cloned()
                .expect("a decision for the person");
            app.send(a);
        } else {
            app.run_bots(1);
        }
    }
    assert!(rounds_seen, "a round ends");
    let s = screen(&app, 100, 30);
    let v = app.view();
    let w = v.round_winner.expect("a round winner");
    let team = if w.index().is_multiple_of(2) {
        "A"
    } else {
        "B"
    };
    assert!(
        s.contains(&format!("team {team} won the round")),
        "the winning team is named:\n{s}"
    );
    // R15.4: partners show one total.
    assert_eq!(v.scores[0], v.scores[2]);
    assert_eq!(v.scores[1], v.scores[3]);
}

#[test]
fn korean_names_the_partner_in_korean() {
    let app = App::new(&config("ko", 5, 3)).unwrap();
    let s = screen(&app, 100, 30);
    // Six seats: seat 3 is opposite seat 0.
    let partner = app.narrator().name(Seat::new(3));
    // (A wide character fills two cells of the test terminal: compare
    // without spaces.)
    let squeeze = |t: &str| t.replace(' ', "");
    assert!(
        squeeze(&s).contains(&squeeze(&format!("* 내 짝꿍: {partner}"))),
        "{s}"
    );
    // The person's row keeps its score column whole: columns are counted
    // in cells, and "나" takes two.
    let me = s
        .lines()
        .find(|l| squeeze(l).contains("0A나"))
        .expect("the person's row");
    assert!(
        squeeze(me).ends_with("70││") || squeeze(me).contains("70│"),
        "{me}"
    );
}

#[test]
fn teams_at_an_odd_table_are_refused_with_r15_1() {
    let args = PlayArgs {
        bots: 2,
        teams: Some(uno_core::rules::Teams::Pairs),
        seed: Some(1),
        ..PlayArgs::default()
    };
    let cfg = Config::from_args(&args).expect("the flags themselves are fine");
    let err = App::new(&cfg)
        .err()
        .expect("three players cannot be paired");
    assert!(err.to_string().contains("R15.1"), "{err}");
}

/// The refusal says which tables teams of two can have (R15.1: 4, 6, 8
/// or 10 players), not a range of every size from 4 to 10 with
/// `--bots 1 to 9` (which it said, citing the deck's R2.3).
#[test]
fn teams_at_an_odd_table_name_the_even_tables() {
    for bots in [2, 4, 8] {
        let args = PlayArgs {
            bots,
            teams: Some(uno_core::rules::Teams::Pairs),
            seed: Some(1),
            ..PlayArgs::default()
        };
        let cfg = Config::from_args(&args).unwrap();
        let err = App::new(&cfg).err().expect("an odd table").to_string();
        assert!(
            err.contains("4, 6, 8 or 10 players (--bots 3, 5, 7 or 9) (R15.1)"),
            "{err}"
        );
        assert!(!err.contains("1 to 9") && !err.contains("R2.3"), "{err}");
    }
}

/// R15.4: a game won by a team is won by both partners; the log's last
/// line says which team, and not "(shared)", which is for a tie (R12.3)
/// and read as if the two partners had tied.
#[test]
fn a_game_won_by_a_team_is_not_called_shared() {
    for (lang, team_word) in [("en", "team"), ("de", "Team"), ("fr", "équipe")] {
        let cfg = Config {
            rules: Rules::from_json(
                r#"{"preset": "classic", "teams": "pairs", "scoring": {"target": 1}}"#,
            )
            .unwrap(),
            ..config(lang, 3, 11)
        };
        let mut app = App::new(&cfg).unwrap();
        play_to_round_end(&mut app);
        let v = app.view();
        assert!(v.game_over, "a target of 1 ends the game");
        let team = if v.game_winners[0].index().is_multiple_of(2) {
            "A"
        } else {
            "B"
        };
        let last = &app.log().last().expect("a log").text;
        assert!(
            last.contains(&format!("{team_word} {team}")),
            "{lang}: {last}"
        );
        assert!(
            !last.contains("shared") && !last.contains("gemeinsam") && !last.contains("partagée"),
            "{lang}: {last}"
        );
    }
}

/// The game-over prompt names two winners as the log does, "You and Eva
/// won" / "Ada and Omar won", not "You, Eva won".
#[test]
fn the_game_over_prompt_joins_the_winners_with_and() {
    let cfg = Config {
        rules: Rules::from_json(
            r#"{"preset": "classic", "teams": "pairs", "scoring": {"target": 1}}"#,
        )
        .unwrap(),
        ..config("en", 3, 11)
    };
    let mut app = App::new(&cfg).unwrap();
    play_to_round_end(&mut app);
    let v = app.view();
    assert_eq!(v.game_winners.len(), 2, "a team of two won");
    let (a, b) = (
        app.narrator().name(v.game_winners[0]),
        app.narrator().name(v.game_winners[1]),
    );
    let text = common::words(&common::screen_lines(&app, 80, 24));
    assert!(
        text.contains(&format!("Game over: {a} and {b} won")),
        "{text}"
    );
    assert!(!text.contains(&format!("{a}, {b}")), "{text}");
    // The score panel's line of the round's team too (wrapped in the
    // panel: its words alone).
    let panel: Vec<String> = common::screen_lines(&app, 80, 24)
        .iter()
        .map(|l| l.chars().take(36).collect::<String>().replace('│', " "))
        .collect();
    let panel = common::words(&panel);
    assert!(
        panel.contains(&format!("won the round ({a} and {b})")),
        "{panel}"
    );
}
