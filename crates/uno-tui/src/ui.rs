//! Drawing the [`App`] on a ratatui frame. Built for 80×24 and up; a
//! larger terminal gives the log and the hand more room. Everything shown
//! comes from the person's [`uno_core::SeatView`], their legal actions and
//! the log (itself built from their projected events). Cards always show
//! their letters (`R7`, `W+4`), so colour is never the only cue, and with
//! colours off (`NO_COLOR`) bold, dim and reverse still mark the state.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color as TColor, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;
use uno_core::game::Phase;
use uno_core::{Action, Card, Color, Direction, Seat, SeatView};

use crate::app::{App, Prompt};
use crate::narrate::{direction_name, who, HUMAN};

/// The smallest screen the layout is made for.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;

/// Width of the players / scores panel.
const LEFT_WIDTH: u16 = 36;

struct Theme {
    color: bool,
}

impl Theme {
    fn fg(&self, c: TColor) -> Style {
        if self.color {
            Style::new().fg(c)
        } else {
            Style::new()
        }
    }
    fn card(&self, card: Card) -> Style {
        match card.color() {
            Some(c) => self.fg(color_of(c)),
            None => self.fg(TColor::Magenta),
        }
    }
    fn key(&self) -> Style {
        self.fg(TColor::Cyan).add_modifier(Modifier::BOLD)
    }
    fn alert(&self) -> Style {
        self.fg(TColor::LightRed).add_modifier(Modifier::BOLD)
    }
    fn title(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }
}

fn color_of(c: Color) -> TColor {
    match c {
        Color::Red => TColor::LightRed,
        Color::Yellow => TColor::Yellow,
        Color::Green => TColor::LightGreen,
        Color::Blue => TColor::LightBlue,
    }
}

/// Draws the whole screen.
pub fn draw(app: &App, frame: &mut Frame) {
    let area = frame.area();
    let theme = Theme { color: app.color() };
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        // A clipped table would hide cards and keys: say what is needed.
        let ask = if matches!(app.prompt(), Prompt::ConfirmQuit) {
            "Quit this game? y quits, n goes back."
        } else {
            "Enlarge it to play; q quits."
        };
        let msg = format!(
            "The terminal is {}x{}: uno play needs {MIN_WIDTH}x{MIN_HEIGHT}. {ask}",
            area.width, area.height
        );
        frame.render_widget(Paragraph::new(msg).wrap(Wrap { trim: true }), area);
        return;
    }
    let view = app.view();
    let hand_rows = hand_height(app, area.width);
    let header_lines = header_text(app, &view, area.width as usize);
    let mut prompt_lines = prompt_lines(app, &view, area.width as usize, &theme);
    // A long prompt may not push players off the panel: the middle keeps
    // a row per player and its borders.
    let middle_needs = view.players as u16 + 2;
    let room = area
        .height
        .saturating_sub(header_lines.len() as u16 + 1 + hand_rows + 2 + middle_needs);
    prompt_lines.truncate((room as usize).max(2));
    let [header, middle, table, prompt, hand, help] = Layout::vertical([
        Constraint::Length(header_lines.len() as u16),
        Constraint::Min(6),
        Constraint::Length(1),
        Constraint::Length(prompt_lines.len() as u16),
        Constraint::Length(hand_rows),
        Constraint::Length(2),
    ])
    .areas(area);
    draw_header(header_lines, frame, header, &theme);
    if app.show_help() {
        // The key list and the rules in play cover the table.
        let [cover, _] = Layout::vertical([Constraint::Min(1), Constraint::Length(2)]).areas(area);
        let cover = Rect {
            y: middle.y,
            height: cover.height.saturating_sub(middle.y - cover.y),
            ..cover
        };
        draw_key_help(app, frame, cover, &theme);
        draw_help(app, frame, help, &theme);
        return;
    }
    let [left, right] = Layout::horizontal([
        Constraint::Length(LEFT_WIDTH.min(area.width / 2)),
        Constraint::Min(20),
    ])
    .areas(middle);
    if view.round_over {
        draw_scores(app, &view, frame, left, &theme);
    } else {
        draw_players(app, &view, frame, left, &theme);
    }
    draw_log(app, frame, right, &theme);
    draw_table(&view, frame, table, &theme);
    frame.render_widget(Paragraph::new(prompt_lines), prompt);
    draw_hand(app, frame, hand, &theme);
    draw_help(app, frame, help, &theme);
}

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

/// The scoring in play, in words (R12.2): "penalty scoring, to 500".
pub fn scoring_text(rules: &uno_core::Rules) -> String {
    use uno_core::rules::{GameEnd, ScoringMethod};
    let s = rules.scoring();
    if s.method == ScoringMethod::None {
        return match s.game_end {
            GameEnd::Hands(n) => format!("no scores, {n} hands"),
            _ => "no scores, one round".into(),
        };
    }
    let method = s.method.name().replace('_', " ");
    match s.game_end {
        GameEnd::Target => format!("{method} scoring, to {}", s.target),
        GameEnd::Elimination => format!("{method} scoring, elimination at {}", s.target),
        GameEnd::Hands(n) => format!("{method} scoring, {n} hands"),
    }
}

/// The rules in play, in words: the preset or file, the house rules on
/// beyond it, and the scoring.
pub fn rules_text(app: &App) -> String {
    let extra = extra_house_rules(app);
    let house = if extra.is_empty() {
        String::new()
    } else {
        format!(" + {}", extra.join(", "))
    };
    format!(
        "{}{house} · {}",
        app.rules_name(),
        scoring_text(app.rules())
    )
}

/// The header, wrapped to `width` (one line when it fits).
fn header_text(app: &App, view: &SeatView, width: usize) -> Vec<String> {
    let text = format!(
        "{} · round {} · dealer {} · seed {}",
        rules_text(app),
        view.round,
        seat_name(view.dealer),
        app.seed()
    );
    // " UNO  " comes first: 6 columns.
    let mut lines = wrap(&text, width.saturating_sub(6));
    lines.truncate(3);
    lines
}

fn draw_header(lines: Vec<String>, frame: &mut Frame, area: Rect, theme: &Theme) {
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

fn seat_name(s: Seat) -> String {
    if s == HUMAN {
        "You".into()
    } else {
        format!("Seat {s}")
    }
}

fn draw_players(app: &App, view: &SeatView, frame: &mut Frame, area: Rect, theme: &Theme) {
    let block = Block::bordered().title(Span::styled(" Players ", theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines = Vec::new();
    let room = inner.height as usize;
    if room > view.players {
        lines.push(Line::styled(
            format!("  {:<15}{:>5} {:<5}{:>6}", "player", "cards", "", "score"),
            Style::new().add_modifier(Modifier::DIM),
        ));
    }
    for (seat, info) in Seat::all(app.players().len()).zip(app.players()) {
        let s = seat.index();
        let to_act = view.to_act == Some(seat);
        let name = match info.level {
            Some(l) => format!("{} {}", info.name, l.name()),
            None => info.name.clone(),
        };
        let flag = if view.eliminated.contains(&seat) {
            "elim"
        } else if view.out.contains(&seat) {
            "out"
        } else if view.exposed.contains(&seat) {
            "UNO?"
        } else if view.hand_sizes[s] == 1 {
            "UNO"
        } else {
            ""
        };
        let mut style = Style::new();
        if to_act {
            style = style.add_modifier(Modifier::BOLD);
        }
        let flag_style = if flag == "UNO?" { theme.alert() } else { style };
        lines.push(Line::from(vec![
            Span::styled(if to_act { "> " } else { "  " }, theme.key()),
            Span::styled(format!("{name:<15}{:>5} ", view.hand_sizes[s]), style),
            Span::styled(format!("{flag:<5}"), flag_style),
            Span::styled(format!("{:>6}", view.scores[s]), style),
        ]));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}

fn draw_scores(app: &App, view: &SeatView, frame: &mut Frame, area: Rect, theme: &Theme) {
    let title = if view.game_over {
        " Game over: scores ".to_string()
    } else {
        format!(" Round {} scores ", view.round)
    };
    let block = Block::bordered().title(Span::styled(title, theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines = vec![Line::styled(
        format!("  {:<15}{:>7}{:>8}", "player", "in hand", "total"),
        Style::new().add_modifier(Modifier::DIM),
    )];
    let points = view.round_points.clone().unwrap_or_default();
    for (seat, info) in Seat::all(app.players().len()).zip(app.players()) {
        let s = seat.index();
        let winner = view.round_winner == Some(seat);
        let game_winner = view.game_winners.contains(&seat);
        let name = match info.level {
            Some(l) => format!("{} {}", info.name, l.name()),
            None => info.name.clone(),
        };
        let style = if winner || game_winner {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        lines.push(Line::from(vec![
            Span::styled(if winner { "* " } else { "  " }, theme.key()),
            Span::styled(
                format!(
                    "{name:<15}{:>7}{:>8}",
                    points.get(s).copied().unwrap_or(0),
                    view.scores[s]
                ),
                style,
            ),
        ]));
    }
    if let Some(w) = view.round_winner {
        lines.push(Line::from(format!("  * round won by {}", who(w))));
    }
    if view.game_over {
        let names: Vec<String> = view.game_winners.iter().map(|&s| seat_name(s)).collect();
        lines.push(Line::styled(
            format!("  Game won by {}", names.join(", ")),
            theme.alert(),
        ));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}

fn draw_log(app: &App, frame: &mut Frame, area: Rect, theme: &Theme) {
    let block = Block::bordered().title(Span::styled(" Log ", theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let width = inner.width.max(1) as usize;
    let height = inner.height as usize;
    // Wrap from the newest line back until the panel is full.
    let mut rows: Vec<Line> = Vec::new();
    for l in app.log().iter().rev() {
        let newest = l.batch == app.batch();
        let style = if newest {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        let style = if l.text.contains("did not call UNO") || l.text.starts_with("Game over") {
            style.patch(theme.alert())
        } else {
            style
        };
        let wrapped = wrap(&l.text, width);
        for (i, piece) in wrapped.into_iter().enumerate().rev() {
            let text = if i == 0 { piece } else { format!(" {piece}") };
            rows.push(Line::styled(text, style));
        }
        if rows.len() >= height {
            break;
        }
    }
    rows.truncate(height);
    rows.reverse();
    frame.render_widget(Paragraph::new(rows), inner);
}

/// The rules in play, for the `?` panel: the preset or file, each house
/// rule on (with the catalogue's description), the scoring and the hand.
pub fn rules_lines(app: &App) -> Vec<String> {
    let cat = uno_core::catalogue::catalogue();
    let rules = app.rules();
    let mut out = vec![format!(
        "{}, hands of {}",
        app.rules_name(),
        rules.hand_size()
    )];
    let house = rules.house_rules();
    if house.is_empty() {
        out.push("house rules: none".into());
    } else {
        out.push("house rules:".into());
        for h in house {
            let what = cat
                .house_rules
                .iter()
                .find(|e| e.name == h)
                .map(|e| e.description)
                .unwrap_or("");
            out.push(if what.is_empty() {
                format!(" {h}")
            } else {
                format!(" {h}: {what}")
            });
        }
    }
    out.push(format!("scoring: {}", scoring_text(rules)));
    out
}

fn draw_key_help(app: &App, frame: &mut Frame, area: Rect, theme: &Theme) {
    let [keys_area, rules_area] =
        Layout::horizontal([Constraint::Length(LEFT_WIDTH + 8), Constraint::Min(20)]).areas(area);
    let block = Block::bordered().title(Span::styled(" Keys (? or Esc closes) ", theme.title()));
    let inner = block.inner(keys_area);
    frame.render_widget(block, keys_area);
    let keys: &[(&str, &str)] = &[
        ("←→ ↑↓", "move; ↑↓ to playable cards"),
        ("Enter", "play the card (or next round)"),
        ("1-9", "play the card so numbered"),
        ("Space", "mark for multi-play"),
        ("d", "draw (or take the penalty)"),
        ("k", "keep the drawn card (pass)"),
        ("u", "call UNO"),
        ("c", "catch a player without UNO"),
        ("j", "jump in (out of turn)"),
        ("a / x", "accept / challenge a W+4"),
        ("r y g b", "choose a colour"),
        ("1-9", "choose a player (seat)"),
        ("o / t", "comply / take the penalty"),
        ("n", "next round"),
        ("Esc", "close a question or this list"),
        ("q", "quit (asks first)"),
        ("Ctrl-C", "quit at once"),
    ];
    let lines: Vec<Line> = keys
        .iter()
        .map(|(k, d)| {
            Line::from(vec![
                Span::styled(format!("{k:<8}"), theme.key()),
                Span::raw(*d),
            ])
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), inner);
    let block = Block::bordered().title(Span::styled(" Rules in play ", theme.title()));
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
        // Too long for the panel: the names alone.
        rows = rules_lines(app)
            .into_iter()
            .map(|l| Line::raw(l.split(':').next().unwrap_or("").to_string()))
            .collect();
    }
    frame.render_widget(Paragraph::new(rows), inner);
}

fn draw_table(view: &SeatView, frame: &mut Frame, area: Rect, theme: &Theme) {
    let top = view.top;
    let mut spans = vec![
        Span::raw(" Top "),
        Span::styled(
            format!("[{top}]"),
            theme.card(top).add_modifier(Modifier::BOLD),
        ),
    ];
    match view.color {
        Some(c) => {
            spans.push(Span::raw("  colour "));
            spans.push(Span::styled(
                format!("{} {}", c.letter(), c.name()),
                theme.fg(color_of(c)).add_modifier(Modifier::BOLD),
            ));
        }
        None => spans.push(Span::raw("  colour to be chosen")),
    }
    let arrow = match view.direction {
        Direction::Cw => "→",
        Direction::Ccw => "←",
    };
    spans.push(Span::raw(format!(
        "  {arrow} {}",
        direction_name(view.direction)
    )));
    spans.push(Span::raw(format!("  pile {}", view.draw_pile_size)));
    if view.penalty > 0 {
        spans.push(Span::styled(
            format!("  penalty +{}", view.penalty),
            theme.alert(),
        ));
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
}

/// The decision the game waits for, in words.
pub fn prompt_text(app: &App, view: &SeatView) -> String {
    match app.prompt() {
        Prompt::WildColor { cards } => {
            let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            return format!(
                "Colour for {}: r red, y yellow, g green, b blue (Esc cancels)",
                list.join(" ")
            );
        }
        Prompt::Catch { targets } => {
            let list: Vec<String> = targets.iter().map(|t| format!("{t} Seat {t}")).collect();
            return format!("Catch whom? {} (Esc cancels)", list.join(", "));
        }
        Prompt::ConfirmQuit => {
            return "Quit this game? y quits, n or Esc goes back to it".into();
        }
        Prompt::None => {}
    }
    let phase = app.phase();
    match phase {
        Phase::RoundOver => {
            let w = view
                .round_winner
                .map(seat_name)
                .unwrap_or_else(|| "nobody".into());
            format!("Round {} over: {w} won. Enter: next round", view.round)
        }
        Phase::GameOver => {
            let names: Vec<String> = view.game_winners.iter().map(|&s| seat_name(s)).collect();
            format!("Game over: {} won. q: quit", names.join(", "))
        }
        Phase::Turn { seat, .. } if seat == HUMAN => {
            if app.playable().is_empty() {
                "Your turn: no card fits, draw (d)".into()
            } else {
                "Your turn: play a card (Enter or its number) or draw (d)".into()
            }
        }
        Phase::PlayOrPass { seat, card, .. } if seat == HUMAN => {
            format!("You drew {card}: play it (Enter) or keep it (k)")
        }
        Phase::ChooseColor { seat, .. } if seat == HUMAN => {
            "Choose the colour: r red, y yellow, g green, b blue".into()
        }
        Phase::ChoosePlayer { seat, .. } if seat == HUMAN => {
            "Choose a player: press their seat number (see Players)".into()
        }
        Phase::AcceptOrChallenge { seat, .. } if seat == HUMAN => {
            let mut t = format!("A W+4 waits: a accept (draw {}), x challenge", view.penalty);
            if !app.playable().is_empty() {
                t.push_str(", or stack a card");
            }
            t
        }
        Phase::StackOrDraw { seat, .. } if seat == HUMAN => {
            if app.playable().is_empty() {
                format!(
                    "Penalty +{}: no card of yours stacks on it, d draws {}",
                    view.penalty, view.penalty
                )
            } else {
                format!(
                    "Penalty +{} waits: stack a card (Enter) or d draw {}",
                    view.penalty, view.penalty
                )
            }
        }
        Phase::ComplyOrPenalty { seat, .. } if seat == HUMAN => format!(
            "Honour rule: \"{}\": o comply, t take the penalty",
            view.honour.as_deref().unwrap_or("?")
        ),
        other => {
            let seat = other.seat().unwrap_or(HUMAN);
            let name = match app.players().get(seat.index()).and_then(|p| p.level) {
                Some(l) => format!("Seat {seat} ({l})"),
                None => seat_name(seat),
            };
            let what = match other {
                Phase::Turn { .. } => "to play",
                Phase::PlayOrPass { .. } => "drew a playable card",
                Phase::ChooseColor { .. } => "choosing a colour",
                Phase::ChoosePlayer { .. } => "choosing a player",
                Phase::AcceptOrChallenge { .. } => "facing a W+4",
                Phase::StackOrDraw { .. } => "facing a penalty",
                Phase::ComplyOrPenalty { .. } => "asked to honour a rule",
                _ => "",
            };
            format!("{name} {what}…")
        }
    }
}

/// The person's out-of-turn chances, in words (empty when none).
pub fn chances_text(app: &App) -> String {
    let mut parts = Vec::new();
    if app.legal().contains(&Action::Uno) {
        parts.push("u: call UNO now!".to_string());
    }
    for t in app.catch_targets() {
        parts.push(format!("c: catch Seat {t} (no UNO)"));
    }
    if app.jump_in_possible() {
        let cards: Vec<String> = app.playable().iter().map(|c| c.to_string()).collect();
        parts.push(format!("j: jump in with {}", cards.join(" ")));
    }
    parts.join("  ")
}

/// The prompt's lines, wrapped to `width`: the decision the game waits
/// for, then a message, the person's chances, or a fresh reveal. At least
/// two lines, at most five.
fn prompt_lines(app: &App, view: &SeatView, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let mine = view.to_act == Some(HUMAN) || !matches!(app.prompt(), Prompt::None);
    let style = if mine {
        theme.fg(TColor::LightYellow).add_modifier(Modifier::BOLD)
    } else {
        Style::new()
    };
    let chances = chances_text(app);
    let (second, second_style) = if let Some(s) = app.status() {
        (s.to_string(), theme.fg(TColor::LightMagenta))
    } else if !chances.is_empty() {
        (chances, theme.alert())
    } else if app.uno_armed() {
        (
            "UNO! will be called with your next play".into(),
            theme.key(),
        )
    } else if let Some(r) = app.fresh_reveal() {
        let cards: Vec<String> = r.cards.iter().map(|c| c.to_string()).collect();
        (
            format!("{} showed you: {}", who(r.of), cards.join(" ")),
            Style::new(),
        )
    } else {
        (String::new(), Style::new())
    };
    let avail = width.saturating_sub(2).max(8);
    let mut lines: Vec<Line<'static>> = Vec::new();
    for piece in wrap(&prompt_text(app, view), avail) {
        lines.push(Line::styled(format!(" {piece}"), style));
    }
    if !second.is_empty() {
        for piece in wrap(&second, avail) {
            lines.push(Line::styled(format!(" {piece}"), second_style));
        }
    }
    while lines.len() < 2 {
        lines.push(Line::raw(""));
    }
    lines.truncate(5);
    lines
}

/// One card of the hand as drawn: text, its label below, its style.
struct Cell {
    text: String,
    label: String,
    style: Style,
}

fn hand_cells(app: &App, theme: &Theme) -> Vec<Cell> {
    let hand = app.hand();
    let playable = app.playable();
    hand.iter()
        .enumerate()
        .map(|(i, &c)| {
            let cursor = i == app.cursor()
                && matches!(app.prompt(), Prompt::None | Prompt::WildColor { .. });
            let text = if cursor {
                format!("[{c}]")
            } else {
                format!(" {c} ")
            };
            let mark = app.marked().iter().position(|&m| m == i);
            let label = match (mark, playable.iter().position(|&p| p == c)) {
                (Some(k), _) => format!("+{}", k + 1),
                (None, Some(k)) if k < 9 => format!("{}", k + 1),
                (None, Some(_)) => "*".into(),
                (None, None) => String::new(),
            };
            let mut style = theme.card(c);
            if app.can_play(c) {
                style = style.add_modifier(Modifier::BOLD);
            } else {
                style = style.add_modifier(Modifier::DIM);
            }
            if cursor {
                style = style.add_modifier(Modifier::REVERSED);
            }
            Cell { text, label, style }
        })
        .collect()
}

/// Rows of cells that fit `width`.
fn hand_rows(cells: &[Cell], width: usize) -> Vec<std::ops::Range<usize>> {
    let mut rows = Vec::new();
    let mut start = 0;
    let mut used = 0;
    for (i, c) in cells.iter().enumerate() {
        let w = c.text.chars().count();
        if used + w > width && i > start {
            rows.push(start..i);
            start = i;
            used = 0;
        }
        used += w;
    }
    if start < cells.len() || rows.is_empty() {
        rows.push(start..cells.len());
    }
    rows
}

/// Lines the hand panel takes: a title and two lines per row of cards,
/// two rows on a 24-line screen, more on a taller one.
fn hand_height(app: &App, width: u16) -> u16 {
    let theme = Theme { color: false };
    let cells = hand_cells(app, &theme);
    let rows = hand_rows(&cells, width.saturating_sub(2) as usize).len() as u16;
    let max_rows = 2u16;
    1 + 2 * rows.clamp(1, max_rows)
}

fn draw_hand(app: &App, frame: &mut Frame, area: Rect, theme: &Theme) {
    let hand = app.hand();
    let cells = hand_cells(app, theme);
    let width = area.width.saturating_sub(2) as usize;
    let rows = hand_rows(&cells, width);
    let visible = ((area.height.saturating_sub(1)) / 2).max(1) as usize;
    // The rows around the cursor.
    let cursor_row = rows
        .iter()
        .position(|r| r.contains(&app.cursor()))
        .unwrap_or(0);
    let first = cursor_row
        .saturating_sub(visible - 1)
        .min(rows.len().saturating_sub(visible));
    let more = if rows.len() > visible {
        format!(
            " rows {}-{} of {}, ←→ scrolls",
            first + 1,
            (first + visible).min(rows.len()),
            rows.len()
        )
    } else {
        String::new()
    };
    let selected = hand
        .get(app.cursor())
        .map(|c| c.long_name())
        .unwrap_or_default();
    let title = format!(
        " Your hand: {} {}{more} ",
        hand.len(),
        if hand.len() == 1 { "card" } else { "cards" }
    );
    let block = Block::new()
        .borders(Borders::TOP)
        .title(Span::styled(title, theme.title()))
        .title(Line::from(format!(" {selected} ")).right_aligned());
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines = Vec::new();
    for r in rows.iter().skip(first).take(visible) {
        let mut top = vec![Span::raw(" ")];
        let mut bottom = vec![Span::raw(" ")];
        for c in &cells[r.clone()] {
            let w = c.text.chars().count();
            top.push(Span::styled(c.text.clone(), c.style));
            bottom.push(Span::styled(format!("{:^w$}", c.label), theme.key()));
        }
        lines.push(Line::from(top));
        lines.push(Line::from(bottom));
    }
    if hand.is_empty() {
        lines.push(Line::raw(" (no cards)"));
    }
    frame.render_widget(Paragraph::new(lines), inner);
}

/// The keys valid now, most important first.
pub fn help_items(app: &App) -> Vec<(String, String)> {
    let mut items: Vec<(String, String)> = Vec::new();
    let legal = app.legal();
    let mut add = |k: &str, d: &str| items.push((k.to_string(), d.to_string()));
    match app.prompt() {
        Prompt::WildColor { .. } => {
            add("r/y/g/b", "colour");
            add("Esc", "cancel");
            return items;
        }
        Prompt::Catch { .. } => {
            add("digit", "seat to catch");
            add("Esc", "cancel");
            return items;
        }
        Prompt::ConfirmQuit => {
            add("y", "quit");
            add("n/Esc", "back to the game");
            return items;
        }
        Prompt::None => {}
    }
    if app.show_help() {
        add("?/Esc", "close the key list");
        add("q", "quit");
        return items;
    }
    let phase = app.phase();
    if legal.contains(&Action::NextRound) {
        add("Enter", "next round");
    }
    if legal.contains(&Action::Uno) {
        add("u", "call UNO!");
    }
    let catches = app.catch_targets();
    if !catches.is_empty() {
        add("c", "catch");
    }
    if matches!(phase, Phase::ChooseColor { seat, .. } if seat == HUMAN) {
        add("r/y/g/b", "colour");
    }
    if matches!(phase, Phase::ChoosePlayer { seat, .. } if seat == HUMAN) {
        add("1-9", "choose player");
    }
    let playable = app.playable();
    if !playable.is_empty() {
        if app.jump_in_possible() {
            add("j", "jump in");
        }
        add("Enter", "play");
        let n = playable.len().min(9);
        add(
            &if n == 1 {
                "1".to_string()
            } else {
                format!("1-{n}")
            },
            "play card",
        );
    }
    if app.multi_play_on() {
        add("Space", "mark (multi-play)");
    }
    if legal.contains(&Action::Accept) {
        add("a", "accept");
    }
    if legal.contains(&Action::Challenge) {
        add("x", "challenge");
    }
    if legal.contains(&Action::Draw) {
        add("d", "draw");
    }
    if legal.contains(&Action::Pass) {
        add("k", "keep");
    }
    if legal.contains(&Action::Comply) {
        add("o", "comply");
    }
    if legal.contains(&Action::Penalty) {
        add("t", "take penalty");
    }
    if app.can_arm_uno() {
        add(
            "u",
            if app.uno_armed() {
                "UNO armed"
            } else {
                "UNO with play"
            },
        );
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
            let w = k.chars().count()
                + if d.is_empty() {
                    0
                } else {
                    1 + d.chars().count()
                }
                + 2;
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

fn draw_help(app: &App, frame: &mut Frame, area: Rect, theme: &Theme) {
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

/// Word-wraps `text` to `width` columns (long words are cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(4);
    let mut out = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    // Continuation lines are indented by one column.
    for word in text.split(' ') {
        let avail = if out.is_empty() { width } else { width - 1 };
        let wl = word.chars().count();
        if len > 0 && len + 1 + wl > avail {
            out.push(std::mem::take(&mut line));
            len = 0;
        }
        let avail = if out.is_empty() { width } else { width - 1 };
        if wl > avail {
            // Cut a word longer than the line.
            let mut chars = word.chars().peekable();
            while chars.peek().is_some() {
                let room = avail - len;
                let piece: String = chars.by_ref().take(room).collect();
                len += piece.chars().count();
                line.push_str(&piece);
                if chars.peek().is_some() {
                    out.push(std::mem::take(&mut line));
                    len = 0;
                }
            }
            continue;
        }
        if len > 0 {
            line.push(' ');
            len += 1;
        }
        line.push_str(word);
        len += wl;
    }
    if !line.is_empty() || out.is_empty() {
        out.push(line);
    }
    out
}
