//! A [`Review`] as JSON: the document `uno analyse --json` prints and the
//! server stores for a finished game's analysis (docs/coach.md "JSON").
//! Written once here so that both give the same shape.

use serde_json::{json, Value};
use uno_core::Seat;

use crate::coach::{CoachConfig, Mark, BLUNDER, MARK_SE, MISTAKE};
use crate::review::{Decision, Review};

/// What the document says of the estimator.
pub const ESTIMATOR: &str = "hard's determinized search, flat: every candidate on the same samples";

/// A probability rounded to 4 places for JSON.
fn p4(x: f64) -> f64 {
    (x * 1e4).round() / 1e4
}

fn mark_name(d: &Decision) -> Value {
    match d.mark() {
        Some(m) => json!(m),
        None => Value::Null,
    }
}

/// What one seat's decisions add up to.
pub struct SeatSummary {
    pub seat: Seat,
    pub decisions: usize,
    /// Decisions with a choice to make (and not a W+4 challenge).
    pub judged: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Plays that left the seat one card without an UNO call in time
    /// (R10.1; each also counted as a mistake or blunder).
    pub missed_uno: usize,
    /// Mean win probability lost per judged decision.
    pub mean_loss: f64,
}

/// Each reviewed seat's summary, in the order of `r.seats`.
pub fn summaries(r: &Review) -> Vec<SeatSummary> {
    r.seats
        .iter()
        .map(|&seat| {
            let ds: Vec<&Decision> = r.decisions.iter().filter(|d| d.seat == seat).collect();
            let judged: Vec<&&Decision> = ds.iter().filter(|d| d.advice.judged).collect();
            let marks = |m: Mark| ds.iter().filter(|d| d.mark() == Some(m)).count();
            SeatSummary {
                seat,
                decisions: ds.len(),
                judged: judged.len(),
                mistakes: marks(Mark::Mistake),
                blunders: marks(Mark::Blunder),
                missed_uno: ds.iter().filter(|d| d.missed_uno).count(),
                mean_loss: if judged.is_empty() {
                    0.0
                } else {
                    judged.iter().map(|d| d.loss()).sum::<f64>() / judged.len() as f64
                },
            }
        })
        .collect()
}

/// One decision as JSON.
pub fn decision_json(d: &Decision) -> Value {
    json!({
        "index": d.index,
        "round": d.round,
        "seat": d.seat,
        "action": d.action,
        "action_text": d.action.to_string(),
        "best": d.best(),
        "best_text": d.best().to_string(),
        "win": p4(d.win()),
        "best_win": p4(d.best_win()),
        "loss": p4(d.loss()),
        "mark": mark_name(d),
        "missed_uno": d.missed_uno,
        "forced": d.forced(),
        "judged": d.advice.judged,
        "samples": d.advice.samples,
        "ratings": d.advice.ratings.iter().map(|x| json!({
            "action": x.action,
            "action_text": x.action.to_string(),
            "win": p4(x.win),
            "se": p4(x.se),
        })).collect::<Vec<_>>(),
    })
}

/// The whole document for a review made with budget `cfg` and `seed`.
pub fn to_json(r: &Review, cfg: &CoachConfig, seed: u64) -> Value {
    let decisions: Vec<Value> = r.decisions.iter().map(decision_json).collect();
    let seats: Vec<Value> = summaries(r)
        .iter()
        .map(|s| {
            json!({
                "seat": s.seat,
                "decisions": s.decisions,
                "judged": s.judged,
                "mistakes": s.mistakes,
                "blunders": s.blunders,
                "missed_uno": s.missed_uno,
                "mean_loss": p4(s.mean_loss),
            })
        })
        .collect();
    let rounds: Vec<Value> = r
        .round_wins
        .iter()
        .map(|(n, w)| {
            json!({
                "round": n,
                "won": Seat::all(r.players).filter(|s| w[s.index()]).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({
        "players": r.players,
        "seats": r.seats,
        "coach": {
            "estimator": ESTIMATOR,
            "steps": cfg.steps,
            "min_samples": cfg.min_samples,
            "max_samples": cfg.max_samples,
            "seed": seed,
            "mistake": MISTAKE,
            "blunder": BLUNDER,
            "mark_se": MARK_SE,
        },
        "decisions": decisions,
        "summary": seats,
        "rounds": rounds,
    })
}
