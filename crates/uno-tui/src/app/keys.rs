//! The person's keys: [`App::on_key`] and what each key does.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use uno_core::game::Phase;
use uno_core::{Action, Card, Color, Play, Seat};

use super::{App, Exit, Prompt};
use crate::narrate::HUMAN;

impl App {
    // ----- keys ----------------------------------------------------------------

    /// Handles one key.
    pub fn on_key(&mut self, key: KeyEvent) {
        if key.kind == KeyEventKind::Release {
            return;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL)
            && matches!(key.code, KeyCode::Char('c') | KeyCode::Char('d'))
        {
            self.exit = Some(Exit::Quit);
            return;
        }
        self.status = None;
        match self.prompt.clone() {
            Prompt::ConfirmQuit => {
                match key.code {
                    KeyCode::Char('y' | 'Y' | 'q') => self.exit = Some(Exit::Quit),
                    _ => {
                        self.prompt = Prompt::None;
                        self.say_t("tui-say-back");
                    }
                }
                return;
            }
            Prompt::WildColor { cards } => {
                match key.code {
                    KeyCode::Esc => self.prompt = Prompt::None,
                    KeyCode::Char(ch) => match color_key(ch) {
                        Some(col) => self.play_with_color(cards, col),
                        None => self.say_t("tui-say-colour"),
                    },
                    _ => self.say_t("tui-say-colour"),
                }
                return;
            }
            Prompt::Catch { targets } => {
                match key.code {
                    KeyCode::Esc => self.prompt = Prompt::None,
                    KeyCode::Char(ch) if ch.is_ascii_digit() => {
                        let t = Seat::new(ch as u8 - b'0');
                        if targets.contains(&t) {
                            self.prompt = Prompt::None;
                            self.act(Action::Catch { target: t });
                        } else {
                            self.say_t("tui-say-catch-seat");
                        }
                    }
                    _ => self.say_t("tui-say-catch-seat"),
                }
                return;
            }
            Prompt::None => {}
        }
        let phase = self.table.game().phase();
        let mine = phase.seat() == Some(HUMAN);
        if self.show_help {
            // The `?` panel's pages: Tab and the arrows turn them.
            match key.code {
                KeyCode::Tab | KeyCode::BackTab | KeyCode::Left | KeyCode::Right => {
                    self.help_page = 1 - self.help_page.min(1);
                    return;
                }
                _ => {}
            }
        }
        if self.table.game().game_over() {
            // Game over is not a dead end: a rematch or a new game (R12).
            match key.code {
                KeyCode::Char('r') => {
                    self.exit = Some(Exit::Rematch);
                    return;
                }
                KeyCode::Char('n') => {
                    self.exit = Some(Exit::NewGame);
                    return;
                }
                _ => {}
            }
        }
        match key.code {
            KeyCode::Char('q') => {
                if self.table.game().game_over() {
                    self.exit = Some(Exit::Quit);
                } else {
                    self.show_help = false;
                    self.prompt = Prompt::ConfirmQuit;
                }
            }
            // Esc closes what is open; it never quits.
            KeyCode::Esc => {
                if self.show_help {
                    self.show_help = false;
                } else {
                    self.say_t("tui-say-esc");
                }
            }
            KeyCode::Char('?') => {
                self.show_help = !self.show_help;
                self.help_page = 0;
            }
            KeyCode::Left => self.move_cursor(-1),
            KeyCode::Right => self.move_cursor(1),
            KeyCode::Home => self.cursor = 0,
            KeyCode::End => self.cursor = self.hand().len().saturating_sub(1),
            KeyCode::Up | KeyCode::BackTab => self.move_playable(-1),
            KeyCode::Down | KeyCode::Tab => self.move_playable(1),
            KeyCode::Enter => {
                if self.table.game().round_over() {
                    self.next_round();
                } else {
                    self.play_selected();
                }
            }
            KeyCode::Char(' ') => {
                if self.table.game().round_over() {
                    self.next_round();
                } else if self.multi_play_on() {
                    self.toggle_mark();
                } else {
                    self.play_selected();
                }
            }
            KeyCode::Char('n') => self.next_round(),
            KeyCode::Char(ch @ '0'..='9') => {
                // The digit is a seat when a player is being chosen, else
                // the number of a marked card.
                let d = ch as u8 - b'0';
                if matches!(phase, Phase::ChoosePlayer { seat, .. } if seat == HUMAN) {
                    self.act(Action::ChoosePlayer {
                        target: Seat::new(d),
                    });
                } else {
                    // 1-9 the first nine playable cards, 0 the tenth.
                    let index = if d == 0 { 9 } else { d as usize - 1 };
                    let playable = self.playable();
                    match playable.get(index) {
                        Some(&c) => {
                            if let Some(i) = self.hand().iter().position(|&h| h == c) {
                                self.cursor = i;
                            }
                            self.play_cards(vec![c]);
                        }
                        None => {
                            let msg = self
                                .narrator
                                .ta("tui-say-no-card-marked", &[("n", d.into())]);
                            self.say(&msg)
                        }
                    }
                }
            }
            KeyCode::Char('d') => {
                // R8.2: facing a W+4, drawing is accepting: one key, d.
                if matches!(phase, Phase::AcceptOrChallenge { seat, .. } if seat == HUMAN) {
                    self.act(Action::Accept);
                } else if self.has(&Action::Draw) {
                    self.act(Action::Draw);
                } else if !mine {
                    self.not_your_turn();
                } else {
                    self.say_t("tui-say-cannot-draw");
                }
            }
            KeyCode::Char('k') | KeyCode::Char('p') => {
                if self.has(&Action::Pass) {
                    self.act(Action::Pass);
                } else {
                    self.say_t("tui-say-keep-only");
                }
            }
            // Not a key of its own (d accepts): say which keys answer.
            KeyCode::Char('a') if self.has(&Action::Challenge) => {
                self.say_t("tui-say-w4-keys");
            }
            KeyCode::Char('x') => {
                if self.has(&Action::Challenge) {
                    self.act(Action::Challenge);
                } else {
                    self.say_t("tui-say-no-challenge");
                }
            }
            KeyCode::Char('o') => {
                if self.has(&Action::Comply) {
                    self.act(Action::Comply);
                } else {
                    self.say_t("tui-say-no-honour");
                }
            }
            KeyCode::Char('t') => {
                if self.has(&Action::Penalty) {
                    self.act(Action::Penalty);
                } else {
                    self.say_t("tui-say-no-honour");
                }
            }
            KeyCode::Char('u') => self.uno_key(),
            KeyCode::Char('c') => {
                let targets = self.catch_targets();
                match targets.len() {
                    0 => self.say_t("tui-say-nobody-to-catch"),
                    1 => self.act(Action::Catch { target: targets[0] }),
                    _ => self.prompt = Prompt::Catch { targets },
                }
            }
            KeyCode::Char('j') => self.jump_in(),
            KeyCode::Char('h') => self.hint(),
            KeyCode::Char(ch @ ('r' | 'y' | 'g' | 'b')) => {
                if matches!(phase, Phase::ChooseColor { seat, .. } if seat == HUMAN) {
                    let color = color_key(ch).expect("a colour key");
                    self.act(Action::ChooseColor { color });
                } else {
                    self.say_t("tui-say-no-colour");
                }
            }
            _ => {}
        }
    }

    fn say(&mut self, msg: &str) {
        self.status = Some(msg.to_string());
    }

    /// Says the message `id` in the person's language.
    fn say_t(&mut self, id: &str) {
        let msg = self.narrator.t(id);
        self.say(&msg);
    }

    fn not_your_turn(&mut self) {
        let msg = match self.table.game().to_act() {
            Some(s) => self.not_your_turn_text(s),
            None => self.narrator.t("tui-say-round-over"),
        };
        self.say(&msg);
    }

    fn move_cursor(&mut self, d: isize) {
        let n = self.hand().len();
        if n == 0 {
            return;
        }
        self.cursor = (self.cursor as isize + d).rem_euclid(n as isize) as usize;
    }

    /// Moves the cursor to the previous or next playable card.
    fn move_playable(&mut self, d: isize) {
        let hand = self.hand();
        let n = hand.len() as isize;
        if n == 0 {
            return;
        }
        for k in 1..=n {
            let i = (self.cursor as isize + d * k).rem_euclid(n) as usize;
            if self.can_play(hand[i]) {
                self.cursor = i;
                return;
            }
        }
    }

    fn toggle_mark(&mut self) {
        if self.cursor >= self.hand().len() {
            return;
        }
        if let Some(pos) = self.marked.iter().position(|&i| i == self.cursor) {
            self.marked.remove(pos);
        } else {
            self.marked.push(self.cursor);
        }
    }

    fn next_round(&mut self) {
        if self.has(&Action::NextRound) {
            self.act(Action::NextRound);
        } else if self.table.game().game_over() {
            self.say_t("tui-say-game-over");
        } else {
            self.say_t("tui-say-round-not-over");
        }
    }

    fn uno_key(&mut self) {
        if self.has(&Action::Uno) {
            self.act(Action::Uno);
            return;
        }
        if self.can_arm_uno() {
            self.uno_armed = !self.uno_armed;
            self.say_t(if self.uno_armed {
                "tui-uno-armed-line"
            } else {
                "tui-say-uno-withdrawn"
            });
        } else {
            self.say_t("tui-say-uno-when");
        }
    }

    fn jump_in(&mut self) {
        let house = self.table.game().rules().house_rules();
        if !house.contains(&"jump_in") && !house.contains(&"jump_in_draw_two") {
            // R13: not a rule of this game, whatever the cards.
            self.say_t("tui-say-jump-in-off");
            return;
        }
        if !self.jump_in_possible() {
            self.say_t("tui-say-no-jump-in");
            return;
        }
        let hand = self.hand();
        let card = hand
            .get(self.cursor)
            .copied()
            .filter(|&c| self.can_play(c))
            .or_else(|| self.playable().first().copied());
        if let Some(c) = card {
            self.play_cards(vec![c]);
        }
    }

    /// Enter: the marked cards (multi-play) or the card under the cursor.
    fn play_selected(&mut self) {
        let hand = self.hand();
        if hand.is_empty() {
            return;
        }
        let cards: Vec<Card> = if self.marked.is_empty() {
            vec![hand[self.cursor.min(hand.len() - 1)]]
        } else {
            self.marked
                .iter()
                .filter_map(|&i| hand.get(i).copied())
                .collect()
        };
        self.play_cards(cards);
    }

    /// Plays `cards` (one card, or several under multi_play), asking for a
    /// colour first when a wild needs one.
    fn play_cards(&mut self, cards: Vec<Card>) {
        if cards.is_empty() {
            return;
        }
        let needs_color = self.legal.iter().any(|a| {
            matches!(a, Action::Play(p) if p.cards.as_slice() == cards.as_slice() && p.color.is_some())
        });
        if needs_color {
            self.prompt = Prompt::WildColor { cards };
            return;
        }
        self.send_play(cards, None);
    }

    fn play_with_color(&mut self, cards: Vec<Card>, color: Color) {
        self.prompt = Prompt::None;
        self.send_play(cards, Some(color));
    }

    fn send_play(&mut self, cards: Vec<Card>, color: Option<Color>) {
        let uno = self.uno_armed
            && self.legal.iter().any(
                |a| matches!(a, Action::Play(p) if p.cards.as_slice() == cards.as_slice() && p.uno),
            );
        let play = Play {
            cards: cards.iter().copied().collect(),
            color,
            target: None,
            uno,
        };
        self.act(Action::Play(play));
    }
}

fn color_key(ch: char) -> Option<Color> {
    match ch.to_ascii_lowercase() {
        'r' => Some(Color::Red),
        'y' => Some(Color::Yellow),
        'g' => Some(Color::Green),
        'b' => Some(Color::Blue),
        _ => None,
    }
}
