//! The "new game" screen after a game over: the rules preset (every
//! preset of the catalogue, R1, R13), the number of bots (R2.1: 2 to 10
//! players) and their level, chosen with the arrows; Enter deals. Keeping
//! the preset keeps every rule of the last game (its house rules and
//! scoring from the flags); another preset plays as the catalogue says.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};
use ratatui::Frame;
use uno_bots::Level;
use uno_core::Rules;

use crate::args::{Config, MAX_BOTS};
use crate::ui::{rules_title, scoring_text};
use crate::TuiError;

/// The levels offered, weakest first (random and chaos stay flags).
pub const LEVELS: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Learned];

/// What a key did on the new-game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupKey {
    /// Nothing to do but draw again.
    Stay,
    /// Deal the chosen game.
    Start,
    /// Quit `uno play`.
    Quit,
}

/// The choices of the new-game screen.
#[derive(Clone, Debug)]
pub struct NewGame {
    presets: Vec<&'static str>,
    preset: usize,
    bots: usize,
    level: usize,
    /// The row the arrows change: 0 rules, 1 bots, 2 level.
    row: usize,
    /// The last game's flags (kept when its preset is kept).
    last: Config,
}

impl NewGame {
    /// The screen with the last game's choices selected.
    pub fn new(last: &Config) -> NewGame {
        let presets = Rules::preset_names();
        let preset = presets
            .iter()
            .position(|p| *p == last.rules_name)
            .unwrap_or(0);
        let level = last
            .lineup
            .first()
            .and_then(|l| LEVELS.iter().position(|x| x == l))
            .unwrap_or(1);
        NewGame {
            presets,
            preset,
            bots: last.lineup.len().clamp(1, MAX_BOTS),
            level,
            row: 0,
            last: last.clone(),
        }
    }

    pub fn preset(&self) -> &'static str {
        self.presets[self.preset]
    }
    pub fn bots(&self) -> usize {
        self.bots
    }
    pub fn level(&self) -> Level {
        LEVELS[self.level]
    }

    /// Handles a key: ↑↓ pick a row, ←→ change it, Enter deals, q quits.
    pub fn on_key(&mut self, key: KeyEvent) -> SetupKey {
        if key.kind == KeyEventKind::Release {
            return SetupKey::Stay;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL)
            && matches!(key.code, KeyCode::Char('c') | KeyCode::Char('d'))
        {
            return SetupKey::Quit;
        }
        match key.code {
            KeyCode::Up | KeyCode::BackTab => self.row = (self.row + 2) % 3,
            KeyCode::Down | KeyCode::Tab => self.row = (self.row + 1) % 3,
            KeyCode::Left => self.change(-1),
            KeyCode::Right => self.change(1),
            KeyCode::Enter | KeyCode::Char(' ') => return SetupKey::Start,
            KeyCode::Char('q') => return SetupKey::Quit,
            _ => {}
        }
        SetupKey::Stay
    }

    fn change(&mut self, d: isize) {
        let step = |i: usize, n: usize| (i as isize + d).rem_euclid(n as isize) as usize;
        match self.row {
            0 => self.preset = step(self.preset, self.presets.len()),
            1 => self.bots = step(self.bots - 1, MAX_BOTS) + 1,
            _ => self.level = step(self.level, LEVELS.len()),
        }
    }

    /// The rules of the chosen preset: the last game's when it is kept.
    fn rules(&self) -> Result<Rules, TuiError> {
        if self.preset() == self.last.rules_name {
            Ok(self.last.rules.clone())
        } else {
            Ok(Rules::named(self.preset())?)
        }
    }

    /// The flags of the chosen game, seeded `seed`.
    pub fn config(&self, seed: u64) -> Result<Config, TuiError> {
        Ok(Config {
            rules: self.rules()?,
            rules_name: self.preset().to_string(),
            lineup: vec![self.level(); self.bots],
            seed,
            ..self.last.clone()
        })
    }

    /// Draws the screen (80×24 and up; smaller gets the size message).
    pub fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        let block = Block::bordered().title(Span::styled(
            " New game ",
            Style::new().add_modifier(Modifier::BOLD),
        ));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let [top, bottom] =
            Layout::vertical([Constraint::Length(8), Constraint::Min(1)]).areas(inner);
        let scoring = self.rules().map(|r| scoring_text(&r)).unwrap_or_default();
        let rows = [
            (
                "Rules",
                format!("{}  ({scoring})", rules_title(self.preset())),
            ),
            (
                "Bots",
                format!("{} (a table of {})", self.bots, self.bots + 1),
            ),
            ("Level", self.level().name().to_string()),
        ];
        let mut lines = vec![Line::raw("")];
        for (i, (name, value)) in rows.iter().enumerate() {
            let chosen = i == self.row;
            let style = if chosen {
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            } else {
                Style::new()
            };
            lines.push(Line::from(vec![
                Span::raw(if chosen { " > " } else { "   " }),
                Span::raw(format!("{name:<7}")),
                Span::styled(format!("◀ {value} ▶"), style),
            ]));
        }
        lines.push(Line::raw(""));
        lines.push(Line::raw(
            "   ↑↓ choose a line · ←→ change it · Enter deals · q quits",
        ));
        frame.render_widget(Paragraph::new(lines), top);
        let about = uno_core::catalogue::catalogue()
            .deck_presets
            .iter()
            .map(|d| (d.name, d.description))
            .chain(
                uno_core::catalogue::catalogue()
                    .house_presets
                    .iter()
                    .map(|h| (h.name, h.description)),
            )
            .find(|(n, _)| *n == self.preset())
            .map(|(_, d)| d)
            .unwrap_or("");
        let kept = if self.preset() == self.last.rules_name {
            " The last game's rules are kept, house rules and scoring included."
        } else {
            ""
        };
        let [_, text] =
            Layout::horizontal([Constraint::Length(3), Constraint::Min(10)]).areas(bottom);
        frame.render_widget(
            Paragraph::new(format!("{}.{kept}", without_codes(about))).wrap(Wrap { trim: false }),
            text,
        );
    }
}

/// A catalogue description for players: its rule codes ("(R1)") left to
/// the rule book, its first letter capital.
fn without_codes(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(" (R") {
        out.push_str(&rest[..i]);
        match rest[i..].find(')') {
            Some(j) => rest = &rest[i + j + 1..],
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    let mut c = out.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => out,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyCode;
    use std::time::Duration;

    fn last() -> Config {
        let mut spec = Rules::named("classic").unwrap().to_spec();
        spec.house.push("jump_in".into());
        Config {
            rules: spec.resolve().unwrap(),
            rules_name: "classic".into(),
            lineup: vec![Level::Hard; 3],
            seed: 9,
            delay: Duration::from_millis(5),
            react: Duration::ZERO,
            color: false,
            lang: "en",
        }
    }

    fn press(s: &mut NewGame, code: KeyCode) -> SetupKey {
        s.on_key(KeyEvent::from(code))
    }

    #[test]
    fn descriptions_lose_their_rule_codes() {
        assert_eq!(
            without_codes("the official 108-card deck (R1)"),
            "The official 108-card deck"
        );
        assert_eq!(without_codes("a (R8.4) b (R9)"), "A b");
        assert_eq!(without_codes("plain"), "Plain");
    }

    #[test]
    fn the_last_choices_are_selected_and_kept() {
        let s = NewGame::new(&last());
        assert_eq!(
            (s.preset(), s.bots(), s.level()),
            ("classic", 3, Level::Hard)
        );
        let c = s.config(77).unwrap();
        // The same preset keeps the last game's rules (jump_in on).
        assert!(c.rules.house_rules().contains(&"jump_in"));
        assert_eq!((c.seed, c.lineup.len()), (77, 3));
        assert_eq!(c.delay, Duration::from_millis(5));
    }

    #[test]
    fn arrows_change_rules_bots_and_level_within_bounds() {
        let mut s = NewGame::new(&last());
        press(&mut s, KeyCode::Right);
        assert_ne!(s.preset(), "classic");
        let c = s.config(1).unwrap();
        assert_eq!(c.rules, Rules::named(s.preset()).unwrap());
        press(&mut s, KeyCode::Down);
        for _ in 0..20 {
            press(&mut s, KeyCode::Right);
            assert!((1..=MAX_BOTS).contains(&s.bots()), "R2.1");
        }
        press(&mut s, KeyCode::Left);
        press(&mut s, KeyCode::Down);
        press(&mut s, KeyCode::Left);
        assert_eq!(s.level(), Level::Medium);
        assert_eq!(press(&mut s, KeyCode::Enter), SetupKey::Start);
        assert_eq!(press(&mut s, KeyCode::Char('q')), SetupKey::Quit);
        let c = s.config(2).unwrap();
        assert_eq!(c.lineup, vec![Level::Medium; s.bots()]);
    }
}
