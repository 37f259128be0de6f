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
use uno_core::{Card, Color, Direction, Seat, SeatView};

use crate::app::{App, Prompt};
use crate::narrate::HUMAN;

mod header;
mod help;
mod prompt;
mod summary;

pub use header::{
    extra_house_rules, header_parts, header_text, house_about, house_title, rules_text,
    rules_title, scoring_text,
};
pub use help::{hand_marks, help_items, help_layout, keys, legend, rules_lines};
pub use prompt::{chances_text, prompt_text};
pub use summary::summary;

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
        let quitting = matches!(app.prompt(), Prompt::ConfirmQuit);
        let msg = app.narrator().ta(
            "tui-too-small",
            &[
                ("size", format!("{}x{}", area.width, area.height).into()),
                ("need", format!("{MIN_WIDTH}x{MIN_HEIGHT}").into()),
                ("quitting", if quitting { "yes" } else { "no" }.into()),
            ],
        );
        frame.render_widget(Paragraph::new(msg).wrap(Wrap { trim: true }), area);
        return;
    }
    let view = app.view();
    let hand_rows = hand_height(app, area.width);
    let header_lines = header_text(app, &view, area.width as usize);
    let mut prompt_lines = prompt::prompt_lines(app, &view, area.width as usize, &theme);
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
    header::draw_header(header_lines, frame, header, &theme);
    if app.show_help() {
        // The key list and the rules in play cover the table.
        let [cover, _] = Layout::vertical([Constraint::Min(1), Constraint::Length(2)]).areas(area);
        let cover = Rect {
            y: middle.y,
            height: cover.height.saturating_sub(middle.y - cover.y),
            ..cover
        };
        help::draw_key_help(app, frame, cover, &theme);
        help::draw_help(app, frame, help, &theme);
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
    draw_table(app, &view, frame, table, &theme);
    frame.render_widget(Paragraph::new(prompt_lines), prompt);
    draw_hand(app, frame, hand, &theme);
    help::draw_help(app, frame, help, &theme);
}

/// Whether the rules keep a score (R12.2: not under `none`; R13: nor
/// under `last_holding_loses`).
fn keeps_score(app: &App) -> bool {
    app.rules().keeps_score()
}

fn draw_players(app: &App, view: &SeatView, frame: &mut Frame, area: Rect, theme: &Theme) {
    let block = Block::bordered().title(Span::styled(
        format!(" {} ", app.narrator().t("tui-players")),
        theme.title(),
    ));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let mut lines = Vec::new();
    let room = inner.height as usize;
    let score = keeps_score(app);
    if room > view.players {
        let n = app.narrator();
        let name_w = if view.teams.is_some() { 13 } else { 15 };
        // The cards' column (5 wide) may reach into the names' for a
        // longer word ("Karten").
        let (player, cards) = header_pair(&n.t("tui-col-player"), &n.t("tui-col-cards"), name_w, 5);
        lines.push(Line::styled(
            format!(
                " # {}{player}{cards} {:<4}{}",
                if view.teams.is_some() { "  " } else { "" },
                "",
                if score {
                    fit_right(&n.t("tui-col-score"), 6)
                } else {
                    String::new()
                }
            ),
            Style::new().add_modifier(Modifier::DIM),
        ));
    }
    let teams = view.teams.as_deref();
    for (seat, info) in Seat::all(app.players().len()).zip(app.players()) {
        let s = seat.index();
        let to_act = view.to_act == Some(seat);
        // R15.6: each seat's team ("A", "B", …); the person's partner is
        // starred (R15.1: the seat opposite), the legend says so below.
        let team = teams.map(|t| {
            let partner = app.rules().teams().partner(HUMAN, t.len()) == Some(seat);
            format!("{}{}", team_letter(t[s]), if partner { "*" } else { " " })
        });
        let flag = if view.eliminated.contains(&seat) {
            app.narrator().t("tui-flag-elim")
        } else if view.out.contains(&seat) {
            app.narrator().t("tui-flag-out")
        } else if view.exposed.contains(&seat) {
            "UNO?".into()
        } else if view.hand_sizes[s] == 1 {
            "UNO".into()
        } else {
            String::new()
        };
        let mut style = Style::new();
        if to_act {
            style = style.add_modifier(Modifier::BOLD);
        }
        let flag_style = if flag == "UNO?" { theme.alert() } else { style };
        let points = if score {
            format!("{:>6}", view.scores[s])
        } else {
            String::new()
        };
        lines.push(Line::from(vec![
            Span::styled(if to_act { ">" } else { " " }, theme.key()),
            // The seat number: the key that chooses this player.
            Span::styled(format!("{seat} "), theme.key()),
            Span::styled(team.unwrap_or_default(), theme.key()),
            Span::styled(
                format!(
                    "{}{:>5} ",
                    fit(
                        &info.label_in(app.narrator()),
                        if teams.is_some() { 13 } else { 15 }
                    ),
                    view.hand_sizes[s],
                ),
                style,
            ),
            Span::styled(fit(&flag, 4), flag_style),
            Span::styled(points, style),
        ]));
    }
    if let Some(t) = teams {
        if lines.len() < room {
            let partner = app
                .rules()
                .teams()
                .partner(HUMAN, t.len())
                .map(|p| app.narrator().name(p))
                .unwrap_or_default();
            lines.push(Line::styled(
                format!(
                    " {}",
                    app.narrator()
                        .ta("tui-partner-note", &[("name", partner.into())])
                ),
                Style::new().add_modifier(Modifier::DIM),
            ));
        }
    }
    frame.render_widget(Paragraph::new(lines), inner);
}

/// A team's letter: team 0 is "A" (R15.1 numbers teams from 0).
fn team_letter(t: u8) -> char {
    (b'A' + t.min(25)) as char
}

/// `text` in exactly `width` terminal columns: cut (with "…") or padded
/// with spaces. Columns, not characters: a Korean, Japanese or Chinese
/// character takes two, and a table padded by characters runs off its
/// panel (a Korean name pushed the score out of the players panel).
fn fit(text: &str, width: usize) -> String {
    use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};
    let mut out = String::new();
    let mut used = 0;
    if text.width() <= width {
        out.push_str(text);
        used = text.width();
    } else {
        for c in text.chars() {
            let w = c.width().unwrap_or(0);
            if used + w + 1 > width {
                break;
            }
            out.push(c);
            used += w;
        }
        out.push('…');
        used += 1;
    }
    out.extend(std::iter::repeat_n(' ', width.saturating_sub(used)));
    out
}

/// `text` right-aligned in exactly `width` terminal columns, cut (with
/// "…") when longer.
fn fit_right(text: &str, width: usize) -> String {
    use unicode_width::UnicodeWidthStr;
    if text.width() > width {
        return fit(text, width);
    }
    format!("{}{text}", " ".repeat(width - text.width()))
}

/// A table's first two column titles: the first left-aligned in
/// `first_w` columns, the second right-aligned over its `second_w`
/// columns of numbers. A second title wider than its column reaches left
/// into the first's room (after a space), so a long word ("Karten", "auf
/// der Hand") is never cut while the first title leaves room.
fn header_pair(first: &str, second: &str, first_w: usize, second_w: usize) -> (String, String) {
    use unicode_width::UnicodeWidthStr;
    let total = first_w + second_w;
    let room = total.saturating_sub(first.width() + 1);
    let w = (second.width() + 1).max(second_w).min(room.max(second_w));
    (fit(first, total - w), fit_right(second, w))
}

fn draw_scores(app: &App, view: &SeatView, frame: &mut Frame, area: Rect, theme: &Theme) {
    let score = keeps_score(app);
    let narrator = app.narrator();
    let title = match (view.game_over, score) {
        (true, true) => narrator.t("tui-scores-game-over-scores"),
        (true, false) => narrator.t("tui-scores-game-over"),
        (false, _) => narrator.ta("tui-scores-round", &[("n", view.round.into())]),
    };
    let block = Block::bordered().title(Span::styled(format!(" {title} "), theme.title()));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    let teams = view.teams.as_deref();
    // R15.4: a team's total is one number, on both partners' rows; the
    // team's letter before each name.
    let team_col = |s: usize| teams.map_or(String::new(), |t| format!("{} ", team_letter(t[s])));
    let pad = if teams.is_some() { "    " } else { "  " };
    let second = narrator.t(if score {
        "tui-col-in-hand"
    } else {
        "tui-col-cards"
    });
    // R15.4: the team's letter takes two columns of the name's, so that
    // a row stays inside the panel (a total pushed onto a line of its own
    // read as a row without a score).
    let name_w = if teams.is_some() { 13 } else { 15 };
    let (player, second) = header_pair(&narrator.t("tui-col-player"), &second, name_w, 8);
    let header = if score {
        format!(
            "{pad}{player}{second}{}",
            fit_right(&narrator.t("tui-col-total"), 9)
        )
    } else {
        format!("{pad}{player}{second}")
    };
    let mut lines = vec![Line::styled(
        header,
        Style::new().add_modifier(Modifier::DIM),
    )];
    let points = view.round_points.clone().unwrap_or_default();
    let winning_team = view.round_winner.and_then(|w| teams.map(|t| t[w.index()]));
    for (seat, info) in Seat::all(app.players().len()).zip(app.players()) {
        let s = seat.index();
        let winner = view.round_winner == Some(seat)
            || (winning_team.is_some() && teams.map(|t| t[s]) == winning_team);
        let game_winner = view.game_winners.contains(&seat);
        let style = if winner || game_winner {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        let row = if score {
            format!(
                "{}{}{:>8}{:>9}",
                team_col(s),
                fit(&info.label_in(app.narrator()), name_w),
                points.get(s).copied().unwrap_or(0),
                view.scores[s]
            )
        } else {
            format!(
                "{}{}{:>8}",
                team_col(s),
                fit(&info.label_in(app.narrator()), name_w),
                view.hand_sizes[s]
            )
        };
        lines.push(Line::from(vec![
            Span::styled(if winner { "► " } else { "  " }, theme.key()),
            Span::styled(row, style),
        ]));
    }
    let (mut note, mut won_line) = (None, None);
    if let Some(w) = view.round_winner {
        let line = match (teams, winning_team) {
            (Some(t), Some(team)) => {
                let seats: Vec<Seat> = Seat::all(t.len())
                    .filter(|s| t[s.index()] == team)
                    .collect();
                narrator.ta(
                    "tui-team-won-round",
                    &[
                        ("team", team_letter(team).to_string().into()),
                        ("names", narrator.names_and(&seats).into()),
                    ],
                )
            }
            _ => narrator.ta(
                "tui-round-won",
                &[
                    ("name", narrator.name(w).into()),
                    ("you", if w == HUMAN { "yes" } else { "no" }.into()),
                ],
            ),
        };
        won_line = Some(lines.len());
        lines.push(Line::styled(
            format!("  ► {line}"),
            Style::new().add_modifier(Modifier::DIM),
        ));
        if score {
            note = Some(lines.len());
            lines.push(Line::styled(
                format!("  {}", narrator.t("tui-in-hand-note")),
                Style::new().add_modifier(Modifier::DIM),
            ));
        }
    }
    if view.game_over {
        let text = if view.game_winners.contains(&HUMAN) {
            narrator.t("tui-you-won-game")
        } else {
            narrator.ta(
                "tui-game-won-by",
                &[("names", narrator.names_and(&view.game_winners).into())],
            )
        };
        lines.push(Line::styled(format!("  {text}"), theme.alert()));
    }
    // Ten players leave no room below the rows at 80×24: the note on the
    // "in hand" column gives way first, then the line of the round's
    // winner (the ► marks their row, the log says it), so that who won
    // the game (the last line) is never cut off.
    let rows_needed = |lines: &[Line]| -> usize {
        let w = inner.width.max(1) as usize;
        lines.iter().map(|l| l.width().max(1).div_ceil(w)).sum()
    };
    // The later line first, so the earlier index stays right.
    for i in [note, won_line].into_iter().flatten() {
        if rows_needed(&lines) > inner.height as usize {
            lines.remove(i);
        }
    }
    frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), inner);
}

fn draw_log(app: &App, frame: &mut Frame, area: Rect, theme: &Theme) {
    let block = Block::bordered().title(Span::styled(
        format!(" {} ", app.narrator().t("tui-log")),
        theme.title(),
    ));
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
        let style = if l.alert {
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

fn draw_table(app: &App, view: &SeatView, frame: &mut Frame, area: Rect, theme: &Theme) {
    let n = app.narrator();
    let top = view.top;
    let mut spans = vec![
        Span::raw(format!(" {} ", n.t("tui-top"))),
        Span::styled(
            format!("[{top}]"),
            theme.card(top).add_modifier(Modifier::BOLD),
        ),
    ];
    match view.color {
        Some(c) => {
            spans.push(Span::raw(format!("  {} ", n.t("tui-colour"))));
            spans.push(Span::styled(
                format!("{} {}", c.letter(), n.color_name(c)),
                theme.fg(color_of(c)).add_modifier(Modifier::BOLD),
            ));
        }
        None => spans.push(Span::raw(format!("  {}", n.t("tui-colour-to-choose")))),
    }
    let arrow = match view.direction {
        Direction::Cw => "→",
        Direction::Ccw => "←",
    };
    spans.push(Span::raw(format!(
        "  {arrow} {}",
        n.direction_words(view.direction)
    )));
    spans.push(Span::raw(format!(
        "  {}",
        n.ta("tui-pile", &[("n", view.draw_pile_size.into())])
    )));
    if view.penalty > 0 {
        spans.push(Span::styled(
            format!("  {}", n.ta("tui-penalty", &[("n", view.penalty.into())])),
            theme.alert(),
        ));
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
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
                // The key that plays it: 1-9, then 0 for the tenth; a
                // playable card past the tenth is played by Enter.
                (None, Some(k)) if k < 9 => format!("{}", k + 1),
                (None, Some(9)) => "0".into(),
                (None, Some(_)) => "↵".into(),
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
            " {}",
            app.narrator().ta(
                "tui-hand-rows",
                &[
                    ("from", (first + 1).into()),
                    ("to", (first + visible).min(rows.len()).into()),
                    ("n", rows.len().into()),
                ],
            )
        )
    } else {
        String::new()
    };
    let n = app.narrator();
    let selected = hand
        .get(app.cursor())
        .map(|&c| n.card_name(c))
        .unwrap_or_default();
    let title = format!(
        " {}{more} ",
        n.ta("tui-your-hand", &[("count", hand.len().into())])
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
        // In place of the (empty) row of cards: below it, it fell outside
        // the panel's two lines and was never seen.
        lines = vec![Line::raw(format!(" {}", app.narrator().t("tui-no-cards")))];
    }
    frame.render_widget(Paragraph::new(lines), inner);
}

/// Word-wraps `text` to `width` terminal columns (long words are cut).
/// Columns, not characters: a Japanese, Chinese or Korean character takes
/// two, and a sentence without spaces (Japanese, Chinese) is one long
/// word, cut where the line ends.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};
    let width = width.max(4);
    let mut out = Vec::new();
    let mut line = String::new();
    let mut len = 0;
    // Continuation lines are indented by one column.
    for word in text.split(' ') {
        let avail = if out.is_empty() { width } else { width - 1 };
        let wl = word.width();
        // A word that fits a line starts a new one; a longer one (a
        // Japanese sentence) is cut anyway, so it fills this line first.
        if len > 0 && len + 1 + wl > avail && wl <= avail {
            out.push(std::mem::take(&mut line));
            len = 0;
        }
        let avail = if out.is_empty() { width } else { width - 1 };
        if wl > avail.saturating_sub(if len > 0 { len + 1 } else { 0 }) {
            // Cut a word longer than the line (after a space when the
            // line has begun and has room for more than the space).
            if len > 0 && len + 3 <= avail {
                line.push(' ');
                len += 1;
            } else if len > 0 {
                out.push(std::mem::take(&mut line));
                len = 0;
            }
            for c in word.chars() {
                let cw = c.width().unwrap_or(0);
                let avail = if out.is_empty() { width } else { width - 1 };
                if len + cw > avail && len > 0 {
                    out.push(std::mem::take(&mut line));
                    len = 0;
                }
                line.push(c);
                len += cw;
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
