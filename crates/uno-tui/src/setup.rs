//! The "new game" screen after a game over: the rules preset (every
//! preset of the catalogue, R1, R13), the number of bots (R2.1: 2 to 10
//! players) and their level, chosen with the arrows; Enter deals. Keeping
//! the preset keeps every rule of the last game (its house rules and
//! scoring from the flags); another preset plays as the catalogue says.
//! After `uno play --rules-file FILE` the file's rules are the first
//! choice, and the one selected (R14).

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Wrap};
use ratatui::Frame;
use uno_bots::Level;
use uno_core::Rules;

use std::rc::Rc;
use unicode_width::UnicodeWidthStr;
use uno_i18n::Localizer;

use crate::args::{Config, MAX_BOTS};
use crate::ui::{house_title, rules_title, scoring_text, MIN_HEIGHT, MIN_WIDTH};
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
    /// The rules on offer: the last game's rules file, if it had one, then
    /// every preset of the catalogue.
    presets: Vec<String>,
    preset: usize,
    bots: usize,
    level: usize,
    /// The row the arrows change: 0 rules, 1 bots, 2 level.
    row: usize,
    /// The last game's flags (kept when its preset is kept).
    last: Config,
    /// The person's language (`--lang`): the screen's words.
    i18n: Rc<Localizer>,
    /// Why the last Enter dealt nothing (shown until the next key).
    refused: Option<String>,
}

impl NewGame {
    /// The screen with the last game's choices selected.
    pub fn new(last: &Config) -> NewGame {
        let mut presets: Vec<String> = Rules::preset_names()
            .into_iter()
            .map(String::from)
            .collect();
        if !presets.contains(&last.rules_name) {
            // R14: a rules file's rules (named by the file) are offered
            // first, and kept as they are when chosen.
            presets.insert(0, last.rules_name.clone());
        }
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
            i18n: Rc::new(Localizer::new(last.lang)),
            refused: None,
        }
    }

    /// Says why the chosen game could not be dealt (the screen stays).
    pub fn refuse(&mut self, why: String) {
        self.refused = Some(why);
    }

    /// Whether the chosen rules seat `bots` bots and the person (R2.1,
    /// R2.3; R15.1: teams of two need 4, 6, 8 or 10 players).
    fn seats(&self, bots: usize) -> bool {
        self.rules().is_ok_and(|r| r.check_deal(bots + 1).is_ok())
    }

    /// Keeps the number of bots one the rules seat: the nearest above,
    /// else below (after a change of preset).
    fn fit_bots(&mut self) {
        if self.seats(self.bots) {
            return;
        }
        let up = (self.bots..=MAX_BOTS).find(|&b| self.seats(b));
        let down = (1..self.bots).rev().find(|&b| self.seats(b));
        if let Some(b) = up.or(down) {
            self.bots = b;
        }
    }

    /// The chosen rules: a preset's name, or the last game's rules file.
    pub fn preset(&self) -> &str {
        &self.presets[self.preset]
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
        self.refused = None;
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
            0 => {
                self.preset = step(self.preset, self.presets.len());
                self.fit_bots();
            }
            // Only the tables the rules seat: with teams of two (R15.1)
            // 3, 5, 7 or 9 bots; any other was refused after Enter.
            1 => {
                let mut bots = self.bots;
                for _ in 0..MAX_BOTS {
                    bots = (bots as isize - 1 + d).rem_euclid(MAX_BOTS as isize) as usize + 1;
                    if self.seats(bots) {
                        self.bots = bots;
                        break;
                    }
                }
            }
            _ => self.level = step(self.level, LEVELS.len()),
        }
    }

    /// The rules of the chosen preset: the last game's when it is kept
    /// (a rules file's always are).
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

    /// What the chosen preset is, in the person's language
    /// (`tui-about-deck-*`, `tui-about-preset-*`), the catalogue's English
    /// without its rule codes when a message is missing.
    fn about(&self) -> String {
        let cat = uno_core::catalogue::catalogue();
        let name = self.preset();
        let (id, english) = match cat.deck_presets.iter().find(|d| d.name == name) {
            Some(d) => (format!("tui-about-deck-{name}"), d.description),
            None => match cat.house_presets.iter().find(|h| h.name == name) {
                Some(h) => (format!("tui-about-preset-{name}"), h.description),
                // The last game's rules file: its deck and house rules.
                None => return self.about_file(),
            },
        };
        let text = self.i18n.t(&id);
        if text == id {
            format!("{}.", without_codes(english))
        } else {
            text
        }
    }

    /// What the last game's rules file holds, in the person's language:
    /// "The rules of table.toml: Classic + Jump-in, Seven swaps."
    fn about_file(&self) -> String {
        let rules = &self.last.rules;
        let deck = rules_title(rules.deck_preset().name(), &self.i18n);
        let house: Vec<String> = rules
            .house_rules()
            .into_iter()
            .map(|h| house_title(h, &self.i18n))
            .collect();
        let words = if house.is_empty() {
            deck
        } else {
            format!("{deck} + {}", house.join(&self.i18n.t("tui-list-sep")))
        };
        self.i18n.ta(
            "tui-about-file",
            &[
                ("file", self.preset().to_string().into()),
                ("rules", words.into()),
            ],
        )
    }

    /// The screen's lines of choices and keys, in the person's language.
    pub fn lines(&self) -> Vec<(bool, String)> {
        let t = |id: &str| self.i18n.t(id);
        let scoring = self
            .rules()
            .map(|r| scoring_text(&r, &self.i18n))
            .unwrap_or_default();
        let rows = [
            (
                t("tui-setup-rules"),
                format!("{}  ({scoring})", rules_title(self.preset(), &self.i18n)),
            ),
            (
                t("tui-setup-bots"),
                self.i18n.ta(
                    "tui-setup-bots-value",
                    &[
                        ("bots", self.bots.into()),
                        ("players", (self.bots + 1).into()),
                    ],
                ),
            ),
            (
                t("tui-setup-level"),
                self.i18n
                    .ta("tui-level", &[("level", self.level().name().into())]),
            ),
        ];
        // The labels' column: as wide as the widest label (columns, not
        // characters: "ルール" takes six).
        let label_w = rows.iter().map(|(l, _)| l.width()).max().unwrap_or(0) + 2;
        let mut out: Vec<(bool, String)> = rows
            .iter()
            .enumerate()
            .map(|(i, (name, value))| {
                let pad = " ".repeat(label_w.saturating_sub(name.width()));
                (i == self.row, format!("{name}{pad}◀ {value} ▶"))
            })
            .collect();
        out.push((false, String::new()));
        out.push((false, t("tui-setup-keys")));
        out
    }

    /// The words under the choices: what the preset is, and whether the
    /// last game's rules are kept.
    pub fn note(&self) -> String {
        if let Some(why) = &self.refused {
            return why.clone();
        }
        let about = self.about();
        let mut note = if self.preset() == self.last.rules_name {
            self.i18n.ta("tui-setup-kept", &[("about", about.into())])
        } else {
            about
        };
        // R15: kept teams of two are said (in the catalogue's words, "4,
        // 6, 8 or 10 players"), so that the bots' row stepping by two (3,
        // 5, 7, 9) is understood.
        if self
            .rules()
            .is_ok_and(|r| r.teams() == uno_core::rules::Teams::Pairs)
        {
            note.push(' ');
            note.push_str(&self.i18n.t("cat-option-teams-desc"));
        }
        note
    }

    /// Draws the screen (80×24 and up; smaller gets the size message).
    pub fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            // As the game's screen says it (it clipped the choices and
            // their keys instead).
            let msg = self.i18n.ta(
                "tui-too-small",
                &[
                    ("size", format!("{}x{}", area.width, area.height).into()),
                    ("need", format!("{MIN_WIDTH}x{MIN_HEIGHT}").into()),
                    ("quitting", "no".into()),
                ],
            );
            frame.render_widget(Paragraph::new(msg).wrap(Wrap { trim: true }), area);
            return;
        }
        let block = Block::bordered().title(Span::styled(
            format!(" {} ", self.i18n.t("tui-setup-title")),
            Style::new().add_modifier(Modifier::BOLD),
        ));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let [top, bottom] =
            Layout::vertical([Constraint::Length(8), Constraint::Min(1)]).areas(inner);
        let mut lines = vec![Line::raw("")];
        for (chosen, text) in self.lines() {
            let style = if chosen {
                Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
            } else {
                Style::new()
            };
            // The choice itself is marked; its label stays plain.
            let (label, value) = match text.find('◀') {
                Some(i) => text.split_at(i),
                None => (text.as_str(), ""),
            };
            lines.push(Line::from(vec![
                Span::raw(if chosen { " > " } else { "   " }),
                Span::raw(label.to_string()),
                Span::styled(value.to_string(), style),
            ]));
        }
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), top);
        let [_, text] =
            Layout::horizontal([Constraint::Length(3), Constraint::Min(10)]).areas(bottom);
        frame.render_widget(Paragraph::new(self.note()).wrap(Wrap { trim: false }), text);
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

    /// R15.1: a game of teams of two offers only the tables that pair
    /// (3, 5, 7 or 9 bots); 4 bots used to be offered, and Enter then
    /// ended `uno play` with an error.
    #[test]
    fn with_teams_the_bots_step_over_the_odd_tables() {
        let teams = Config {
            rules: Rules::from_json(r#"{"preset": "classic", "teams": "pairs"}"#).unwrap(),
            ..last()
        };
        let mut s = NewGame::new(&teams);
        press(&mut s, KeyCode::Down);
        let mut seen = Vec::new();
        for _ in 0..8 {
            press(&mut s, KeyCode::Right);
            seen.push(s.bots());
            let c = s.config(5).unwrap();
            assert!(
                crate::App::new(&c).is_ok(),
                "{} bots with teams are dealt",
                s.bots()
            );
        }
        assert_eq!(seen, [5, 7, 9, 3, 5, 7, 9, 3]);
        // The note says that the teams are kept, and how many seats.
        assert!(s.note().contains("4, 6, 8 or 10 players"), "{}", s.note());
        press(&mut s, KeyCode::Left);
        assert_eq!(s.bots(), 9);
        // Another preset plays as the catalogue says (no teams): any table.
        press(&mut s, KeyCode::Up);
        press(&mut s, KeyCode::Right);
        press(&mut s, KeyCode::Down);
        press(&mut s, KeyCode::Left);
        assert_eq!(s.bots(), 8);
        assert!(!s.note().contains("Partners"), "{}", s.note());
    }

    /// Smaller than 80×24 the screen says so, as the game's does (it
    /// drew the choices clipped, their keys cut off).
    #[test]
    fn a_small_terminal_gets_the_size_message() {
        use ratatui::backend::TestBackend;
        use ratatui::Terminal;
        let s = NewGame::new(&last());
        for (w, h, small) in [
            (40, 10, true),
            (79, 24, true),
            (80, 23, true),
            (80, 24, false),
        ] {
            let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
            t.draw(|f| s.draw(f)).unwrap();
            let text: String = t
                .backend()
                .buffer()
                .content()
                .iter()
                .map(|c| c.symbol())
                .collect();
            assert_eq!(
                text.contains("Enlarge it to play"),
                small,
                "{w}x{h}: {text}"
            );
            assert_eq!(text.contains("New game"), !small, "{w}x{h}: {text}");
        }
    }

    #[test]
    fn a_refusal_is_shown_until_the_next_key() {
        let mut s = NewGame::new(&last());
        s.refuse("cannot start the game: no".into());
        assert_eq!(s.note(), "cannot start the game: no");
        press(&mut s, KeyCode::Down);
        assert_ne!(s.note(), "cannot start the game: no");
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

    /// R14: after `uno play --rules-file FILE` the new-game screen starts
    /// from the file's rules (it started from classic: Enter dealt classic
    /// rules). The file is the first choice, selected, its rules kept
    /// whole; the presets follow, and coming back to the file keeps them.
    #[test]
    fn a_rules_file_is_the_first_choice_and_kept() {
        let mut spec = Rules::named("hello-kitty").unwrap().to_spec();
        spec.house = vec!["seven_swap".into(), "jump_in".into()];
        spec.scoring.target = Some(200);
        let file = Config {
            rules: spec.resolve().unwrap(),
            rules_name: "table.toml".into(),
            ..last()
        };
        let mut s = NewGame::new(&file);
        assert_eq!(s.preset(), "table.toml");
        let c = s.config(1).unwrap();
        assert_eq!(c.rules, file.rules, "the file's rules, whole");
        assert_eq!(c.rules_name, "table.toml");
        assert!(crate::App::new(&c).is_ok());
        let note = s.note();
        assert!(
            note.starts_with("The rules of table.toml: Hello Kitty + Jump-in, Seven swaps."),
            "{note}"
        );
        assert!(note.contains("The last game's rules are kept"), "{note}");
        assert!(s.lines()[0].1.contains("table.toml"), "{:?}", s.lines());
        assert!(s.lines()[0].1.contains("to 200"), "{:?}", s.lines());
        // Then every preset, as the catalogue says; and back to the file.
        press(&mut s, KeyCode::Right);
        assert_eq!(s.preset(), "classic");
        assert_eq!(s.config(1).unwrap().rules, Rules::named("classic").unwrap());
        press(&mut s, KeyCode::Left);
        assert_eq!(s.preset(), "table.toml");
        assert_eq!(s.config(1).unwrap().rules, file.rules);
        // A preset's game offers no file.
        let s = NewGame::new(&last());
        assert_eq!(s.presets.len(), Rules::preset_names().len());
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
