//! Help: the `?` panel (the keys, a legend of every card code the rules
//! in play can show, the rules in play) and the bar of the keys valid now.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};
use ratatui::Frame;
use uno_core::game::Phase;
use uno_core::Action;

use super::header::{house_about, house_title, rules_title, scoring_text};
use super::{wrap, Theme, LEFT_WIDTH};
use crate::app::{App, Prompt};
use crate::narrate::HUMAN;
use unicode_width::UnicodeWidthStr;
use uno_i18n::Localizer;

/// The rules in play, for the `?` panel, in the person's language: the
/// preset or file, each house rule on (its title and what it does), the
/// partnerships (R15), the scoring and the hand.
pub fn rules_lines(app: &App) -> Vec<String> {
    let i18n = app.narrator().i18n();
    let rules = app.rules();
    let mut out = vec![i18n.ta(
        "tui-help-rules-hand",
        &[
            ("rules", rules_title(app.rules_name(), i18n).into()),
            ("n", rules.hand_size().into()),
        ],
    )];
    let house = rules.house_rules();
    if house.is_empty() {
        out.push(i18n.t("tui-help-house-none"));
    } else {
        out.push(i18n.t("tui-help-house"));
        for h in house {
            let what = house_about(h, i18n);
            let title = house_title(h, i18n);
            out.push(if what.is_empty() {
                format!(" {title}")
            } else {
                format!(
                    " {}",
                    i18n.ta(
                        "tui-help-house-rule",
                        &[("title", title.into()), ("what", what.into())]
                    )
                )
            });
        }
    }
    if rules.teams() == uno_core::rules::Teams::Pairs {
        // R15.1: partners opposite, winning, scoring and losing together.
        out.push(i18n.t("cat-option-teams-desc"));
    }
    out.push(i18n.ta(
        "tui-help-scoring",
        &[("scoring", scoring_text(rules, i18n).into())],
    ));
    out
}

/// What a card kind of the catalogue does, in a few words of the
/// person's language (R7, R8, R9: `tui-legend-KIND`). A kind no message
/// knows shows its title alone, so a new card is never left out of the
/// legend.
fn kind_meaning(kind: &str, i18n: &Localizer) -> Option<String> {
    let id = format!("tui-legend-{kind}");
    let text = i18n.t(&id);
    (text != id).then_some(text)
}

/// The legend of the card codes the rules in play can show (every card
/// of their deck, from the catalogue's card list), then the R9 items when
/// the deck has Item Boxes, in the person's language. Pairs of (codes,
/// meaning); the codes stay as they are in every language.
pub fn legend(rules: &uno_core::Rules, i18n: &Localizer) -> Vec<(String, String)> {
    let cat = uno_core::catalogue::catalogue();
    let mut out: Vec<(String, String)> = vec![("R Y G B".into(), i18n.t("tui-legend-colours"))];
    // Coloured cards: one line per kind, with its codes in one colour.
    let mut kinds: Vec<&str> = Vec::new();
    for c in cat.cards.cards.iter().filter(|c| c.color.is_some()) {
        let card: uno_core::Card = match c.code.parse() {
            Ok(card) => card,
            Err(_) => continue,
        };
        if rules.in_deck(card) && !kinds.contains(&c.kind) {
            kinds.push(c.kind);
        }
    }
    for kind in kinds {
        let codes: Vec<&str> = cat
            .cards
            .cards
            .iter()
            .filter(|c| c.kind == kind && c.color.is_some())
            .filter(|c| c.code.parse().is_ok_and(|card| rules.in_deck(card)))
            .map(|c| c.code.as_str())
            .collect();
        let shown = if kind == "number" {
            format!(
                "{}…{}",
                codes.first().unwrap_or(&""),
                codes.last().unwrap_or(&"")
            )
        } else {
            codes.join(" ")
        };
        let meaning = kind_meaning(kind, i18n).unwrap_or_else(|| kind.replace('_', " "));
        out.push((shown, meaning));
    }
    // Wild cards: one line each.
    for c in cat.cards.cards.iter().filter(|c| c.color.is_none()) {
        let Ok(card) = c.code.parse::<uno_core::Card>() else {
            continue;
        };
        if !rules.in_deck(card) {
            continue;
        }
        let meaning = if c.kind == "custom" {
            let n = c.number.unwrap_or(0) as usize;
            let title = i18n.ta("card-custom", &[("number", n.into())]);
            match rules.wc().get(n.wrapping_sub(1)) {
                Some(uno_core::rules::WcRule::Honour {
                    honour, penalty, ..
                }) => i18n.ta(
                    "tui-legend-custom-honour",
                    &[
                        ("card", title.into()),
                        ("honour", honour.as_str().into()),
                        ("n", (*penalty).into()),
                    ],
                ),
                Some(uno_core::rules::WcRule::Effects { effects }) => {
                    // R14's effects keep their notation, like card codes.
                    let list: Vec<String> = effects.iter().map(|e| e.to_string()).collect();
                    i18n.ta(
                        "tui-legend-custom-effects",
                        &[("card", title.into()), ("effects", list.join(", ").into())],
                    )
                }
                None => title,
            }
        } else {
            kind_meaning(c.kind, i18n).unwrap_or_else(|| c.title.clone())
        };
        out.push((c.code.clone(), meaning));
    }
    if rules.in_deck(uno_core::Card::ITEM_BOX) {
        for item in &cat.cards.items {
            let colour = item.color.map_or("wild", |c| c.name());
            // The item a turned card gives, by its colour (R9), worded as
            // the log words it (`tui-item-*`).
            out.push((
                format!(
                    " {}",
                    i18n.ta("tui-legend-item-card", &[("colour", colour.into())])
                ),
                i18n.t(&format!("tui-item-{}", item.name)),
            ));
        }
    }
    out
}

/// The keys of the `?` panel, in the person's language: the ones every
/// game uses, and those of a house rule, card or option only when the
/// rules in play have it (issue 32 §4.12): play several (R13
/// `multi_play`), jump in (R13 `jump_in`, `jump_in_draw_two`), challenge
/// (R8.2, with Wild Draw Fours in the deck), a player to choose (R13
/// `seven_swap`, `zero_swap`, R9 Item Boxes, R14 custom wilds), comply or
/// take the penalty (R8.5 honour rules). Each description is the message
/// `tui-help-key-ID`.
pub fn keys(rules: &uno_core::Rules, i18n: &Localizer) -> Vec<(&'static str, String)> {
    let house = rules.house_rules();
    let on = |name: &str| house.contains(&name);
    let customs =
        (1..=uno_core::card::MAX_CUSTOM).any(|n| rules.in_deck(uno_core::Card::custom(n)));
    let honour = customs
        && rules
            .wc()
            .iter()
            .any(|w| matches!(w, uno_core::rules::WcRule::Honour { .. }));
    let mut ids: Vec<(&'static str, &str)> =
        vec![("←→ ↑↓", "move"), ("Enter", "enter"), ("1-9 0", "digits")];
    if on("multi_play") {
        ids.push(("Space", "space"));
    }
    ids.push(("d", "draw"));
    ids.push(("k", "keep"));
    ids.push(("u", "uno"));
    ids.push(("c", "catch"));
    if on("jump_in") || on("jump_in_draw_two") {
        ids.push(("j", "jump-in"));
    }
    if rules.challenge_allowed() && rules.in_deck(uno_core::Card::WILD_DRAW_FOUR) {
        ids.push(("x", "challenge"));
    }
    ids.push(("r y g b", "colour"));
    if on("seven_swap") || on("zero_swap") || customs || rules.in_deck(uno_core::Card::ITEM_BOX) {
        ids.push(("1-9", "player"));
    }
    if honour {
        ids.push(("o / t", "honour"));
    }
    ids.extend([
        ("n", "next"),
        ("r", "rematch"),
        ("Esc", "esc"),
        ("q", "quit"),
        ("Ctrl-C", "ctrl-c"),
    ]);
    ids.into_iter()
        .map(|(k, id)| (k, i18n.t(&format!("tui-help-key-{id}"))))
        .collect()
}

/// What the marks under the hand mean, in the person's language.
pub fn hand_marks(i18n: &Localizer) -> String {
    i18n.t("tui-help-hand-marks")
}

/// The keys' column of the `?` panel.
const KEY_W: usize = 8;

pub(super) fn draw_key_help(app: &App, frame: &mut Frame, area: Rect, theme: &Theme) {
    if app.help_page() == 1 {
        draw_legend(app, frame, area, theme);
        return;
    }
    let i18n = app.narrator().i18n();
    let [keys_area, rules_area] =
        Layout::horizontal([Constraint::Length(LEFT_WIDTH + 8), Constraint::Min(20)]).areas(area);
    let block = Block::bordered().title(Span::styled(
        format!(" {} ", i18n.t("tui-help-keys-title")),
        theme.title(),
    ));
    let inner = block.inner(keys_area);
    frame.render_widget(block, keys_area);
    let mut keys = keys(app.rules(), i18n);
    if app.hints() {
        // Before `n`: the hint is a key of the round in play.
        let at = keys
            .iter()
            .position(|(k, _)| *k == "n")
            .unwrap_or(keys.len());
        keys.insert(at, ("h", i18n.t("tui-help-key-hint")));
    }
    // More keys than rows (many house rules, --hints, a three-line
    // header at 80×24): the keys that the bar below names whenever they
    // apply give way first, from the end, so that `q` is never the one
    // cut off (it was, with Ctrl-C).
    for drop in ["Ctrl-C", "Esc", "r"] {
        if keys.len() <= inner.height as usize {
            break;
        }
        if let Some(i) = keys.iter().rposition(|(k, _)| *k == drop) {
            keys.remove(i);
        }
    }
    // A description longer than its column goes on below its key when
    // every key still fits; else each is cut to one line ("…").
    let avail = (inner.width as usize).saturating_sub(KEY_W).max(4);
    let wrapped: Vec<Vec<String>> = keys.iter().map(|(_, d)| wrap(d, avail)).collect();
    let fits = wrapped.iter().map(Vec::len).sum::<usize>() <= inner.height as usize;
    let mut lines: Vec<Line> = Vec::new();
    for ((k, d), pieces) in keys.iter().zip(wrapped) {
        if fits {
            for (i, piece) in pieces.into_iter().enumerate() {
                let key = if i == 0 { *k } else { "" };
                let piece = if i == 0 { piece } else { format!(" {piece}") };
                lines.push(Line::from(vec![
                    Span::styled(format!("{key:<KEY_W$}"), theme.key()),
                    Span::raw(piece),
                ]));
            }
        } else {
            lines.push(Line::from(vec![
                Span::styled(format!("{k:<KEY_W$}"), theme.key()),
                Span::raw(super::fit(d, avail).trim_end().to_string()),
            ]));
        }
    }
    frame.render_widget(Paragraph::new(lines), inner);
    let block = Block::bordered().title(Span::styled(
        format!(" {} ", i18n.t("tui-help-rules-title")),
        theme.title(),
    ));
    let inner = block.inner(rules_area);
    frame.render_widget(block, rules_area);
    let width = inner.width.max(1) as usize;
    let mut rows: Vec<Line> = Vec::new();
    for l in rules_lines(app) {
        for (i, piece) in wrap(&l, width).into_iter().enumerate() {
            rows.push(Line::raw(if i == 0 { piece } else { format!(" {piece}") }));
        }
    }
    if rows.len() > inner.height as usize {
        // Too long for the panel: the house rules by their names alone (a
        // house rule's line, indented, up to its colon, in any language's
        // colon); the other lines whole, so the scoring keeps its value
        // ("scoring: winner takes all, to 500" was cut to "scoring").
        rows = Vec::new();
        for l in rules_lines(app) {
            if l.starts_with(' ') {
                let name = l.split([':', '：']).next().unwrap_or("");
                rows.push(Line::raw(super::fit(name, width).trim_end().to_string()));
            } else {
                for (i, piece) in wrap(&l, width).into_iter().enumerate() {
                    rows.push(Line::raw(if i == 0 { piece } else { format!(" {piece}") }));
                }
            }
        }
    }
    frame.render_widget(Paragraph::new(rows), inner);
}

/// The `?` panel's second page: every card code the rules in play can
/// show, the items, and the marks under the hand.
fn draw_legend(app: &App, frame: &mut Frame, area: Rect, theme: &Theme) {
    let i18n = app.narrator().i18n();
    let block = Block::bordered().title(Span::styled(
        format!(" {} ", i18n.t("tui-help-codes-title")),
        theme.title(),
    ));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let width = inner.width.max(1) as usize;
    let entries = legend(app.rules(), i18n);
    let code_w = entries
        .iter()
        .map(|(c, _)| c.width())
        .max()
        .unwrap_or(4)
        .min(16)
        + 1;
    let mut rows: Vec<Line> = Vec::new();
    for (code, meaning) in entries {
        let avail = width.saturating_sub(code_w).max(10);
        for (i, piece) in wrap(&meaning, avail).into_iter().enumerate() {
            let key = if i == 0 { code.clone() } else { String::new() };
            let pad = " ".repeat(code_w.saturating_sub(key.width()));
            rows.push(Line::from(vec![
                Span::styled(format!("{key}{pad}"), theme.key()),
                Span::raw(piece),
            ]));
        }
    }
    for piece in wrap(&hand_marks(i18n), width) {
        rows.push(Line::raw(piece));
    }
    frame.render_widget(Paragraph::new(rows), inner);
}

/// The keys valid now, most important first.
pub fn help_items(app: &App) -> Vec<(String, String)> {
    let mut items: Vec<(String, String)> = Vec::new();
    let legal = app.legal();
    let n = app.narrator();
    // Each key's description is the message `tui-key-ID` in the person's
    // language; "=text" is a description worded already.
    let mut add = |k: &str, id: &str| {
        let d = match id.strip_prefix('=') {
            Some(text) => text.to_string(),
            None => n.t(&format!("tui-key-{id}")),
        };
        items.push((k.to_string(), d));
    };
    match app.prompt() {
        Prompt::WildColor { .. } => {
            add("r/y/g/b", "colour");
            add("Esc", "cancel");
            return items;
        }
        Prompt::Catch { .. } => {
            add("digit", "seat-to-catch");
            add("Esc", "cancel");
            return items;
        }
        Prompt::ConfirmQuit => {
            add("y", "quit");
            add("n/Esc", "back");
            return items;
        }
        Prompt::None => {}
    }
    if app.show_help() {
        add(
            "Tab",
            if app.help_page() == 0 {
                "card-codes"
            } else {
                "keys-rules"
            },
        );
        add("?/Esc", "close");
        add("q", "quit");
        return items;
    }
    let phase = app.phase();
    if phase == Phase::GameOver {
        add("r", "rematch");
        add("n", "new-game");
        add("?", "keys");
        add("q", "quit");
        return items;
    }
    if legal.contains(&Action::NextRound) {
        add("Enter", "next-round");
    }
    if legal.contains(&Action::Uno) {
        add("u", "call-uno");
    }
    let catches = app.catch_targets();
    if !catches.is_empty() {
        add("c", "catch");
    }
    if matches!(phase, Phase::ChooseColor { seat, .. } if seat == HUMAN) {
        add("r/y/g/b", "colour");
    }
    if matches!(phase, Phase::ChoosePlayer { seat, .. } if seat == HUMAN) {
        // The seats there are to choose: "1-3" at four, "1" at two (it
        // said "1-9" at every table).
        let last = app.players().len().saturating_sub(1).max(1);
        let keys = if last == 1 {
            "1".to_string()
        } else {
            format!("1-{last}")
        };
        add(&keys, "choose-player");
    }
    let playable = app.playable();
    if !playable.is_empty() {
        if app.jump_in_possible() {
            add("j", "jump-in");
        }
        add("Enter", "play");
        let count = playable.len().min(9);
        add(
            &if count == 1 {
                "1".to_string()
            } else {
                format!("1-{count}")
            },
            "play-card",
        );
    }
    if app.multi_play_on() {
        add("Space", "mark");
    }
    // One key per answer: facing a W+4, d accepts (drawing 4 is
    // accepting, R8.2) and x challenges.
    if legal.contains(&Action::Challenge) {
        let accept = n.ta("tui-key-accept", &[("n", app.view().penalty.into())]);
        add("d", &format!("={accept}"));
        add("x", "challenge");
    } else if legal.contains(&Action::Draw) {
        add("d", "draw");
    }
    if legal.contains(&Action::Pass) {
        add("k", "keep");
    }
    if legal.contains(&Action::Comply) {
        add("o", "comply");
    }
    if legal.contains(&Action::Penalty) {
        add("t", "take-penalty");
    }
    if app.can_arm_uno() {
        add(
            "u",
            if app.uno_armed() {
                "uno-armed"
            } else {
                "uno-with-play"
            },
        );
    }
    // `--hints`: the key where the coach has a decision to rate (a turn
    // of the person's, not a free action, R10.2, nor a round's end).
    if app.hints() && app.view().to_act == Some(HUMAN) && !legal.contains(&Action::NextRound) {
        add("h", "hint");
    }
    if !app.hand().is_empty() {
        add("←→", "select");
    }
    add("?", "keys");
    add("q", "quit");
    items
}

/// Lays the help items out in at most `height` lines of `width`: with
/// every description when they fit, else dropping descriptions from the
/// least important end until every key fits (a key is never dropped while
/// room can be made).
pub fn help_layout(
    items: &[(String, String)],
    width: usize,
    height: usize,
) -> Vec<Vec<(String, String)>> {
    let lay = |items: &[(String, String)]| {
        let mut lines: Vec<Vec<(String, String)>> = vec![Vec::new()];
        let mut used = 1;
        for (k, d) in items {
            let w = k.width() + if d.is_empty() { 0 } else { 1 + d.width() } + 2;
            if used + w > width && !lines.last().is_some_and(Vec::is_empty) {
                lines.push(Vec::new());
                used = 1;
            }
            lines
                .last_mut()
                .expect("a line")
                .push((k.clone(), d.clone()));
            used += w;
        }
        lines
    };
    let mut items = items.to_vec();
    let mut lines = lay(&items);
    let mut i = items.len();
    while lines.len() > height && i > 0 {
        i -= 1;
        items[i].1.clear();
        lines = lay(&items);
    }
    lines.truncate(height.max(1));
    lines
}

pub(super) fn draw_help(app: &App, frame: &mut Frame, area: Rect, theme: &Theme) {
    let items = help_items(app);
    let layout = help_layout(&items, area.width as usize, area.height as usize);
    let lines: Vec<Line> = layout
        .into_iter()
        .map(|row| {
            let mut spans = vec![Span::raw(" ")];
            for (k, d) in row {
                spans.push(Span::styled(k, theme.key()));
                spans.push(Span::raw(if d.is_empty() {
                    "  ".to_string()
                } else {
                    format!(" {d}  ")
                }));
            }
            Line::from(spans)
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), area);
}
