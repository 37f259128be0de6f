//! The header: the rules in play in player-facing words (the catalogue's
//! titles, never internal names), the round, the dealer and the seed, in
//! at most two lines at 80 columns.

use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;
use uno_core::SeatView;

use super::{wrap, Theme};
use crate::app::App;

/// The house rules on beyond those of the named preset (all of them for a
/// rules file), in the engine's order (R13).
pub fn extra_house_rules(app: &App) -> Vec<&'static str> {
    let base = uno_core::Rules::named(app.rules_name())
        .map(|r| r.house_rules())
        .unwrap_or_default();
    app.rules()
        .house_rules()
        .into_iter()
        .filter(|h| !base.contains(h))
        .collect()
}

/// The title of a preset as players know it ("Mario Kart", "German"),
/// from the catalogue; a rules file keeps its file name.
pub fn rules_title(name: &str) -> String {
    let cat = uno_core::catalogue::catalogue();
    cat.deck_presets
        .iter()
        .find(|d| d.name == name)
        .map(|d| d.title)
        .or_else(|| {
            cat.house_presets
                .iter()
                .find(|h| h.name == name)
                .map(|h| h.title)
        })
        .map(str::to_string)
        .unwrap_or_else(|| name.to_string())
}

/// A house rule's title ("Jump-in", "Seven swaps"), from the catalogue.
pub fn house_title(name: &str) -> &'static str {
    uno_core::catalogue::catalogue()
        .house_rules
        .iter()
        .find(|h| h.name == name)
        .map(|h| h.title)
        .unwrap_or("a house rule")
}

/// The scoring in play, in words (R12.2): "winner takes all, to 500",
/// "penalty scoring, out at 300", "one round, no scores".
pub fn scoring_text(rules: &uno_core::Rules) -> String {
    use uno_core::rules::{GameEnd, ScoringMethod};
    let s = rules.scoring();
    let method = match s.method {
        ScoringMethod::None => {
            return match s.game_end {
                GameEnd::Hands(n) if n > 1 => format!("{n} rounds, no scores"),
                _ => "one round, no scores".into(),
            };
        }
        ScoringMethod::WinnerTakesAll => "winner takes all",
        ScoringMethod::Average => "average scoring",
        ScoringMethod::Penalty => "penalty scoring",
    };
    let lowest = if s.method == ScoringMethod::Penalty {
        ", lowest wins"
    } else {
        ""
    };
    match s.game_end {
        GameEnd::Target => format!("{method}, to {}{lowest}", s.target),
        GameEnd::Elimination => format!("{method}, out at {}", s.target),
        GameEnd::Hands(n) => format!("{method}, {n} rounds{lowest}"),
    }
}

/// The rules in play, in words: the preset or file and the house rules on
/// beyond it, by their titles ("Classic + Jump-in, Seven swaps").
pub fn rules_text(app: &App) -> String {
    let extra: Vec<&str> = extra_house_rules(app)
        .into_iter()
        .map(house_title)
        .collect();
    let house = if extra.is_empty() {
        String::new()
    } else {
        format!(" + {}", extra.join(", "))
    };
    format!("{}{house}", rules_title(app.rules_name()))
}

/// The header's parts, in order: the rules, the scoring, the round, the
/// dealer and the seed.
pub fn header_parts(app: &App, view: &SeatView) -> Vec<String> {
    vec![
        rules_text(app),
        scoring_text(app.rules()),
        app.narrator()
            .ta("tui-h-round", &[("n", view.round.into())]),
        app.narrator().ta(
            "tui-h-dealer",
            &[("name", app.narrator().name(view.dealer).into())],
        ),
        app.narrator()
            .ta("tui-h-seed", &[("seed", app.seed().to_string().into())]),
    ]
}

/// The header in lines of `width` columns (" UNO  " takes the first 6):
/// its parts joined by " · ", a line broken only between parts (a part
/// longer than a line is wrapped by words); at most 3 lines.
pub fn header_text(app: &App, view: &SeatView, width: usize) -> Vec<String> {
    let avail = width.saturating_sub(6).max(10);
    let mut lines: Vec<String> = vec![String::new()];
    for part in header_parts(app, view) {
        let line = lines.last_mut().expect("a line");
        let len = line.chars().count();
        if len == 0 {
            line.push_str(&part);
        } else if len + 3 + part.chars().count() <= avail {
            line.push_str(" · ");
            line.push_str(&part);
        } else {
            lines.push(part);
        }
    }
    let mut out = Vec::new();
    for l in lines {
        out.extend(wrap(&l, avail));
    }
    out.truncate(3);
    out
}

pub(super) fn draw_header(lines: Vec<String>, frame: &mut Frame, area: Rect, theme: &Theme) {
    let lines: Vec<Line> = lines
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let badge = if i == 0 {
                Span::styled(" UNO ", theme.title().add_modifier(Modifier::REVERSED))
            } else {
                Span::raw("     ")
            };
            Line::from(vec![badge, Span::raw(format!(" {l}"))])
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), area);
}
