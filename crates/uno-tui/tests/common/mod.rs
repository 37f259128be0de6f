//! Helpers the terminal game's test files share: a screen drawn into
//! lines, its words, and the key a simple player presses.
#![allow(dead_code)]

use ratatui::backend::TestBackend;
use ratatui::Terminal;
use uno_core::game::Phase;
use uno_tui::{ui, App};

/// What `draw` puts on a `w`×`h` terminal, a line per row (a wide
/// character's second column reads as a space).
pub fn render(w: u16, h: u16, draw: impl FnOnce(&mut ratatui::Frame)) -> Vec<String> {
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(draw).unwrap();
    let buf = t.backend().buffer().clone();
    (0..h)
        .map(|y| {
            (0..w)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect()
}

/// The game's screen at `w`×`h`.
pub fn screen_lines(app: &App, w: u16, h: u16) -> Vec<String> {
    render(w, h, |f| ui::draw(app, f))
}

/// The words of a screen, whitespace collapsed (wrapped text reads whole).
pub fn words(lines: &[String]) -> String {
    lines
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The key a simple player presses to get on with the game: the first
/// playable card, else draw; play a drawn card; red for a wild; the first
/// player when one is chosen; comply with an honour rule.
pub fn simple_key(app: &App) -> char {
    match app.phase() {
        Phase::Turn { .. } if !app.playable().is_empty() => '1',
        Phase::PlayOrPass { .. } => 'k',
        Phase::ChooseColor { .. } => 'r',
        Phase::ChoosePlayer { .. } => '1',
        Phase::ComplyOrPenalty { .. } => 'o',
        _ => 'd',
    }
}
