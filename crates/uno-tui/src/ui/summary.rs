//! The summary of a game, printed on the normal screen when `uno play`
//! ends: the seed (to play the deal again), the rules, the winner and the
//! rounds, and the scores when the rules keep them (R12).

use uno_core::Seat;

use super::{rules_text, scoring_text};
use crate::app::App;

/// This game in a few lines of the person's language, for the terminal after `uno play` ends:
/// its number in the session, the seed, the rules, the winner and the
/// rounds (or how far it went), and the scores when the rules keep
/// them (R12).
pub fn summary(app: &App, number: usize) -> Vec<String> {
    let view = app.view();
    let n = app.narrator();
    let label = |s: Seat| app.players()[s.index()].label_in(n);
    let mut out = vec![n.ta(
        "tui-summary-game",
        &[
            ("number", number.into()),
            ("seed", app.seed().to_string().into()),
            ("rules", rules_text(app).into()),
            ("scoring", scoring_text(app.rules(), n.i18n()).into()),
        ],
    )];
    if view.game_over {
        let names: Vec<String> = view.game_winners.iter().map(|&s| label(s)).collect();
        let names = match names.split_last() {
            Some((last, first)) if !first.is_empty() => n.ta(
                "tui-and",
                &[
                    ("first", n.list(first).into()),
                    ("last", last.clone().into()),
                ],
            ),
            _ => names.concat(),
        };
        out.push(format!(
            "  {}",
            n.ta(
                "tui-summary-won",
                &[("names", names.into()), ("rounds", view.round.into())]
            )
        ));
    } else {
        out.push(format!(
            "  {}",
            n.ta("tui-summary-not-finished", &[("n", view.round.into())])
        ));
    }
    // R12.2, R13: no scores under scoring `none` or last_holding_loses.
    if app.rules().keeps_score() {
        let scores: Vec<String> = Seat::all(app.players().len())
            .map(|s| format!("{} {}", label(s), view.scores[s.index()]))
            .collect();
        out.push(format!(
            "  {}",
            n.ta(
                "tui-summary-scores",
                &[("scores", scores.join(" · ").into())]
            )
        ));
    }
    out.push(format!(
        "  {}",
        n.ta(
            "tui-summary-again",
            &[("seed", app.seed().to_string().into())]
        )
    ));
    out
}
