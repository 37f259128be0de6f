//! The summary of a game, printed on the normal screen when `uno play`
//! ends: the seed (to play the deal again), the rules, the winner and the
//! rounds, and the scores when the rules keep them (R12).

use uno_core::rules::ScoringMethod;
use uno_core::Seat;

use super::{rules_text, scoring_text};
use crate::app::App;

/// This game in a few lines, for the terminal after `uno play` ends:
/// its number in the session, the seed, the rules, the winner and the
/// rounds (or how far it went), and the scores when the rules keep
/// them (R12).
pub fn summary(app: &App, number: usize) -> Vec<String> {
    let view = app.view();
    let mut out = vec![format!(
        "Game {number}: seed {} · {} · {}",
        app.seed(),
        rules_text(app),
        scoring_text(app.rules())
    )];
    let rounds = if view.round == 1 {
        "1 round".to_string()
    } else {
        format!("{} rounds", view.round)
    };
    if view.game_over {
        let names: Vec<String> = view
            .game_winners
            .iter()
            .map(|&s| app.players()[s.index()].label())
            .collect();
        out.push(format!("  {} won after {rounds}", names.join(" and ")));
    } else {
        out.push(format!("  not finished: left in round {}", view.round));
    }
    if app.rules().scoring().method != ScoringMethod::None {
        let scores: Vec<String> = Seat::all(app.players().len())
            .map(|s| {
                format!(
                    "{} {}",
                    app.players()[s.index()].label(),
                    view.scores[s.index()]
                )
            })
            .collect();
        out.push(format!("  scores: {}", scores.join(" · ")));
    }
    out.push(format!(
        "  to play this deal again: uno play --seed {} (with the same other flags)",
        app.seed()
    ));
    out
}
