//! The report as text, Markdown tables (the README's strength tables) and
//! JSON.

use std::fmt::Write as _;

use super::report::{ArenaReport, BotReport};
use crate::stats::Rate;

/// `12.3 ms`, `4.1 µs`, `850 ns`.
pub fn human_ms(ms: f64) -> String {
    if ms >= 1000.0 {
        format!("{:.2} s", ms / 1000.0)
    } else if ms >= 10.0 {
        format!("{ms:.0} ms")
    } else if ms >= 1.0 {
        format!("{ms:.1} ms")
    } else if ms >= 0.01 {
        format!("{:.0} µs", ms * 1000.0)
    } else if ms >= 0.001 {
        format!("{:.1} µs", ms * 1000.0)
    } else {
        format!("{:.0} ns", ms * 1e6)
    }
}

fn pct(r: &Rate) -> String {
    if r.trials == 0 {
        return "–".into();
    }
    format!(
        "{:.1}% [{:.1}, {:.1}]",
        r.rate * 100.0,
        r.ci95[0] * 100.0,
        r.ci95[1] * 100.0
    )
}

impl ArenaReport {
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report always serializes")
    }

    /// A's win rate against B (A at one seat), if they met.
    pub fn win_rate(&self, a: &str, b: &str) -> Option<Rate> {
        self.pairings.iter().find_map(|p| {
            if p.a == a && p.b == b {
                Some(p.a_win)
            } else if p.b == a && p.a == b {
                Some(p.b_win)
            } else {
                None
            }
        })
    }

    /// The opponents shown as columns: the gauntlet bot, or every bot.
    fn columns(&self) -> Vec<String> {
        match &self.gauntlet {
            Some(g) => vec![g.clone()],
            None => self.bots.iter().map(|b| b.name.clone()).collect(),
        }
    }

    fn rating_cell(&self, b: &BotReport) -> String {
        if self.rating.anchor.as_deref() == Some(b.name.as_str()) {
            return format!("{:.0} (anchor)", b.rating);
        }
        match b.rating_ci95 {
            Some([lo, hi]) => format!("{:.0} [{lo:.0}, {hi:.0}]", b.rating),
            None => format!("{:.0}", b.rating),
        }
    }

    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "uno arena: {}, {} rules, {} seats, {} rounds per pairing ({} paired deal{}), seed {}, {} thread{}, {:.1} s",
            if self.scheme == "gauntlet" {
                format!("gauntlet of {}", self.gauntlet.as_deref().unwrap_or("?"))
            } else {
                "round-robin".to_string()
            },
            self.rules.label(),
            self.players,
            self.rounds_per_pairing,
            self.deals_per_pairing,
            if self.deals_per_pairing == 1 { "" } else { "s" },
            self.seed,
            self.threads,
            if self.threads == 1 { "" } else { "s" },
            self.seconds
        );
        let _ = writeln!(
            s,
            "ratings: Bradley–Terry on the Elo scale, {} = {:.0}; 95% intervals from {} bootstrap samples over deals",
            self.rating.anchor.as_deref().unwrap_or("the mean"),
            self.rating.anchor_rating,
            self.rating.bootstrap_samples
        );
        let w = self
            .bots
            .iter()
            .map(|b| b.name.chars().count())
            .max()
            .unwrap_or(4)
            .max(4);
        let _ = writeln!(
            s,
            "\n  {:<w$}  {:>6}  {:<13}  {:>7}  {:>10}  {:>10}  faults",
            "bot", "rating", "95% interval", "rounds", "median", "p99"
        );
        for b in &self.bots {
            let ci = match b.rating_ci95 {
                Some([lo, hi]) => format!("[{lo:.0}, {hi:.0}]"),
                None => "–".into(),
            };
            let faults = match &b.faults {
                Some(f) => format!("{} ({})", f.total(), f.describe()),
                None => "–".into(),
            };
            let _ = writeln!(
                s,
                "  {:<w$}  {:>6.0}  {:<13}  {:>7}  {:>10}  {:>10}  {faults}{}",
                b.name,
                b.rating,
                ci,
                b.rounds,
                human_ms(b.cost.median_ms),
                human_ms(b.cost.p99_ms),
                if b.research {
                    "  (research: sees every hand)"
                } else {
                    ""
                }
            );
        }
        let unit = if self.sides == self.players {
            "seat"
        } else {
            "team"
        };
        let _ = writeln!(
            s,
            "\nwin rate at one {unit} against {} (Wilson 95%; parity {:.1}%):",
            if self.sides == 2 {
                "the other".to_string()
            } else {
                format!("{} of the other", self.sides - 1)
            },
            100.0 / self.sides as f64
        );
        for p in &self.pairings {
            let _ = writeln!(
                s,
                "  {} vs {}: {} {}, {} {}{}",
                p.a,
                p.b,
                p.a,
                pct(&p.a_win),
                p.b,
                pct(&p.b_win),
                if p.unfinished + p.no_winner > 0 {
                    format!(
                        " ({} unfinished, {} without a winner)",
                        p.unfinished, p.no_winner
                    )
                } else {
                    String::new()
                }
            );
        }
        s
    }

    /// The report as Markdown: the ratings with win rates against each
    /// column's bot and the cost per decision, then the command.
    pub fn to_markdown(&self) -> String {
        let mut s = String::new();
        let cols = self.columns();
        let vs = |c: &str| {
            if self.sides != self.players {
                // R15: teams of two; a team of the row's bot against the
                // other teams, all of the column's.
                if self.sides == 2 {
                    format!("2v2 vs `{c}` team")
                } else {
                    format!(
                        "{}-player teams vs {} × `{c}` team",
                        self.players,
                        self.sides - 1
                    )
                }
            } else if self.players == 2 {
                format!("1v1 vs `{c}`")
            } else {
                format!("{}-player vs {} × `{c}`", self.players, self.players - 1)
            }
        };
        let _ = write!(s, "| bot | rating [95% CI] |");
        for c in &cols {
            let _ = write!(s, " {} |", vs(c));
        }
        let _ = writeln!(s, " cost per decision (median / p99) |");
        let _ = write!(s, "|---|---|");
        for _ in &cols {
            let _ = write!(s, "---|");
        }
        let _ = writeln!(s, "---|");
        for b in &self.bots {
            let name = if b.research {
                format!("`{}` (sees all hands)", b.name)
            } else {
                format!("`{}`", b.name)
            };
            let _ = write!(s, "| {name} | {} |", self.rating_cell(b));
            for c in &cols {
                let cell = if *c == b.name {
                    format!("{:.0}% (parity)", 100.0 / self.sides as f64)
                } else {
                    self.win_rate(&b.name, c)
                        .map(|r| pct(&r))
                        .unwrap_or_else(|| "–".into())
                };
                let _ = write!(s, " {cell} |");
            }
            let mut cost = format!(
                "{} / {}",
                human_ms(b.cost.median_ms),
                human_ms(b.cost.p99_ms)
            );
            if let Some(f) = &b.faults {
                if f.total() > 0 {
                    let _ = write!(cost, " ({} faults: {})", f.total(), f.describe());
                }
            }
            let _ = writeln!(s, " {cost} |");
        }
        let _ = writeln!(
            s,
            "\n{} of {}, {} rounds per pairing, seed {}, {} thread{}, {:.0} s:\n\n```sh\n{}\n```",
            if self.scheme == "gauntlet" {
                "Gauntlet"
            } else {
                "Round-robin"
            },
            self.rules.label(),
            self.rounds_per_pairing,
            self.seed,
            self.threads,
            if self.threads == 1 { "" } else { "s" },
            self.seconds,
            self.command
        );
        s
    }
}
