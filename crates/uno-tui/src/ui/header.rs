//! The header: the rules in play in player-facing words (the catalogue's
//! titles, never internal names), the round, the dealer and the seed, in
//! at most two lines at 80 columns: house rules that do not fit are
//! counted ("…, 5 more"), the `?` panel names them all.

use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use ratatui::Frame;
use unicode_width::UnicodeWidthStr;
use uno_core::SeatView;
use uno_i18n::{FluentValue, Localizer};

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

/// A message of the catalogue's words (`cat-deck-classic`, `cat-house-jump_in`)
/// in the person's language, `None` when no language has it.
fn catalogue_word(i18n: &Localizer, id: &str) -> Option<String> {
    let text = i18n.t(id);
    (text != id).then_some(text)
}

/// The title of a preset as players know it ("Mario Kart", "German"), in
/// the person's language (the page's `cat-deck-*` / `cat-preset-*`
/// messages); a rules file keeps its file name.
pub fn rules_title(name: &str, i18n: &Localizer) -> String {
    let cat = uno_core::catalogue::catalogue();
    if let Some(d) = cat.deck_presets.iter().find(|d| d.name == name) {
        return catalogue_word(i18n, &format!("cat-deck-{name}")).unwrap_or_else(|| d.title.into());
    }
    if let Some(h) = cat.house_presets.iter().find(|h| h.name == name) {
        return catalogue_word(i18n, &format!("cat-preset-{name}"))
            .unwrap_or_else(|| h.title.into());
    }
    name.to_string()
}

/// A house rule's title ("Jump-in", "Seven swaps") in the person's
/// language (the page's `cat-house-*` messages).
pub fn house_title(name: &str, i18n: &Localizer) -> String {
    let cat = uno_core::catalogue::catalogue();
    catalogue_word(i18n, &format!("cat-house-{name}"))
        .or_else(|| {
            cat.house_rules
                .iter()
                .find(|h| h.name == name)
                .map(|h| h.title.to_string())
        })
        .unwrap_or_else(|| name.replace('_', " "))
}

/// What a house rule does, in a few words of the person's language
/// (`tui-about-house-*`), the catalogue's English when a message is missing.
pub fn house_about(name: &str, i18n: &Localizer) -> String {
    catalogue_word(i18n, &format!("tui-about-house-{name}")).unwrap_or_else(|| {
        uno_core::catalogue::catalogue()
            .house_rules
            .iter()
            .find(|h| h.name == name)
            .map(|h| h.description.to_string())
            .unwrap_or_default()
    })
}

/// The scoring in play, in words of the person's language (R12.2):
/// "winner takes all, to 500", "penalty scoring, out at 300", "one
/// round, no scores". Every method with every way a game ends.
pub fn scoring_text(rules: &uno_core::Rules, i18n: &Localizer) -> String {
    use uno_core::rules::{GameEnd, ScoringMethod};
    let s = rules.scoring();
    // R13 `last_holding_loses`: "scoring is `none`", whatever else was
    // asked for (`Rules::unused_scoring` says so at the start).
    if !rules.keeps_score() {
        // R12.2: one round is the whole game, whatever `game_end` says
        // (the header said "3 rounds, no scores" for `hands:3`, and the
        // game ended after one).
        return i18n.ta("tui-scoring-none", &[("n", 1.into())]);
    }
    let method = i18n.ta("tui-scoring-method", &[("method", s.method.name().into())]);
    // R12.2: under penalty scoring the lowest total wins.
    let lowest = s.method == ScoringMethod::Penalty;
    let (id, args): (&str, Vec<(&str, FluentValue)>) = match s.game_end {
        GameEnd::Target if lowest => (
            "tui-scoring-target-lowest",
            vec![("target", s.target.into())],
        ),
        GameEnd::Target => ("tui-scoring-target", vec![("target", s.target.into())]),
        GameEnd::Elimination => ("tui-scoring-elimination", vec![("target", s.target.into())]),
        GameEnd::Hands(n) if lowest => ("tui-scoring-rounds-lowest", vec![("n", n.into())]),
        GameEnd::Hands(n) => ("tui-scoring-rounds", vec![("n", n.into())]),
    };
    let mut args = args;
    args.push(("method", method.into()));
    i18n.ta(id, &args)
}

/// The rules in play, in words: the preset or file and the house rules on
/// beyond it, by their titles ("Classic + Jump-in, Seven swaps"), every
/// one of them (the summary after the game).
pub fn rules_text(app: &App) -> String {
    let titles = extra_house_titles(app);
    rules_words(app, &titles, titles.len())
}

/// The titles of [`extra_house_rules`] in the person's language.
fn extra_house_titles(app: &App) -> Vec<String> {
    let i18n = app.narrator().i18n();
    extra_house_rules(app)
        .into_iter()
        .map(|h| house_title(h, i18n))
        .collect()
}

/// The rules' title and the first `shown` of `titles`, the rest counted:
/// "Classic + Jump-in, Seven swaps, 5 more", or with none shown "Classic
/// + 7 house rules" (R13; the header on a narrow terminal).
fn rules_words(app: &App, titles: &[String], shown: usize) -> String {
    let i18n = app.narrator().i18n();
    let title = rules_title(app.rules_name(), i18n);
    if titles.is_empty() {
        return title;
    }
    let hidden = titles.len().saturating_sub(shown);
    let mut items: Vec<String> = titles.iter().take(shown).cloned().collect();
    if hidden > 0 {
        let id = if items.is_empty() {
            "tui-house-count"
        } else {
            "tui-house-more"
        };
        items.push(i18n.ta(id, &[("n", hidden.into())]));
    }
    format!("{title} + {}", items.join(&i18n.t("tui-list-sep")))
}

/// The header's parts, in order: the rules, the scoring, the round, the
/// dealer and the seed.
pub fn header_parts(app: &App, view: &SeatView) -> Vec<String> {
    header_parts_with(app, view, rules_text(app))
}

/// [`header_parts`] with the rules said as `rules`.
fn header_parts_with(app: &App, view: &SeatView, rules: String) -> Vec<String> {
    vec![
        rules,
        scoring_text(app.rules(), app.narrator().i18n()),
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

/// The lines the header takes when it can help it.
const HEADER_LINES: usize = 2;

/// The header in lines of `width` columns (" UNO  " takes the first 6):
/// its parts joined by " · ", a line broken only between parts (a part
/// longer than a line is wrapped by words). Two lines: when the house
/// rules in play do not fit (many of them, a narrow terminal), the last
/// ones are counted instead of named ("…, 5 more"; the `?` panel names
/// them all). At most 3 lines whatever happens (a long file name).
pub fn header_text(app: &App, view: &SeatView, width: usize) -> Vec<String> {
    let avail = width.saturating_sub(6).max(10);
    let titles = extra_house_titles(app);
    let layout = |shown: usize| {
        pack(
            header_parts_with(app, view, rules_words(app, &titles, shown)),
            avail,
        )
    };
    // As many titles as the fewest lines allow: two lines, or, when even
    // the rules counted take more (a long scoring text in German), every
    // title in as few lines as counting them would take.
    let fewest = layout(0).len().max(HEADER_LINES);
    let mut out = Vec::new();
    for shown in (0..=titles.len()).rev() {
        out = layout(shown);
        if out.len() <= fewest {
            break;
        }
    }
    out.truncate(3);
    out
}

/// `parts` in lines of `avail` columns, joined by " · ", broken between
/// parts, a part longer than a line wrapped by words.
fn pack(parts: Vec<String>, avail: usize) -> Vec<String> {
    let mut lines: Vec<String> = vec![String::new()];
    for part in parts {
        let line = lines.last_mut().expect("a line");
        // Columns, not characters: a Japanese word takes two a character.
        let len = line.width();
        if len == 0 {
            line.push_str(&part);
        } else if len + 3 + part.width() <= avail {
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
