//! The prompt: the decision the game waits for, in words, with its keys,
//! then a message, the person's out-of-turn chances or a fresh reveal.

use ratatui::style::{Color as TColor, Modifier, Style};
use ratatui::text::Line;
use uno_core::game::Phase;
use uno_core::{Action, SeatView};

use super::{wrap, Theme};
use crate::app::{App, Prompt};
use crate::narrate::HUMAN;

/// The decision the game waits for, in words (several lines are
/// separated by `\n`; each is wrapped to the screen).
pub fn prompt_text(app: &App, view: &SeatView) -> String {
    let n = app.narrator();
    match app.prompt() {
        Prompt::WildColor { cards } => {
            let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            return n.ta("tui-prompt-colour-for", &[("cards", list.join(" ").into())]);
        }
        Prompt::Catch { targets } => {
            let list: Vec<String> = targets
                .iter()
                .map(|&t| format!("{t} {}", n.name(t)))
                .collect();
            return n.ta("tui-prompt-catch", &[("list", n.list(&list).into())]);
        }
        Prompt::ConfirmQuit => {
            return n.t("tui-prompt-quit");
        }
        Prompt::None => {}
    }
    let phase = app.phase();
    match phase {
        Phase::RoundOver => {
            let w = view
                .round_winner
                .map(|w| n.name(w))
                .unwrap_or_else(|| n.t("tui-nobody"));
            n.ta(
                "tui-prompt-round-over",
                &[("round", view.round.into()), ("name", w.into())],
            )
        }
        Phase::GameOver => {
            // "You and Eva won", as the log says it ("You, Eva won").
            let names = n.names_and(&view.game_winners);
            // The verb agrees (de, fr, es, pt-BR): one winner or more,
            // and "Du gewinnst", "tu gagnes" when it is the person alone.
            let you = if view.game_winners == [HUMAN] {
                "yes"
            } else {
                "no"
            };
            n.ta(
                "tui-prompt-game-over",
                &[
                    ("names", names.into()),
                    ("rounds", view.round.into()),
                    ("count", view.game_winners.len().into()),
                    ("you", you.into()),
                ],
            )
        }
        Phase::Turn { seat, .. } if seat == HUMAN => {
            if app.playable().is_empty() {
                n.t("tui-prompt-no-fit")
            } else {
                n.t("tui-prompt-your-turn")
            }
        }
        Phase::PlayOrPass { seat, card, .. } if seat == HUMAN => {
            n.ta("tui-prompt-drew", &[("card", card.to_string().into())])
        }
        Phase::ChooseColor { seat, .. } if seat == HUMAN => n.t("tui-prompt-colour"),
        Phase::ChoosePlayer { seat, .. } if seat == HUMAN => n.t("tui-prompt-player"),
        Phase::AcceptOrChallenge { seat, .. } if seat == HUMAN => w4_answer(app, view),
        Phase::StackOrDraw { seat, .. } if seat == HUMAN => {
            if app.playable().is_empty() {
                n.ta("tui-prompt-penalty-draw", &[("n", view.penalty.into())])
            } else {
                n.ta("tui-prompt-penalty-stack", &[("n", view.penalty.into())])
            }
        }
        Phase::ComplyOrPenalty { seat, .. } if seat == HUMAN => n.ta(
            "tui-prompt-honour",
            &[("text", view.honour.as_deref().unwrap_or("?").into())],
        ),
        other => {
            let seat = other.seat().unwrap_or(HUMAN);
            let name = app
                .players()
                .get(seat.index())
                .map(|p| p.label_in(n))
                .unwrap_or_else(|| n.name(seat));
            let what = match other {
                Phase::Turn { .. } => "turn",
                Phase::PlayOrPass { .. } => "play_or_pass",
                Phase::ChooseColor { .. } => "choose_color",
                Phase::ChoosePlayer { .. } => "choose_player",
                Phase::AcceptOrChallenge { .. } => "accept_or_challenge",
                Phase::StackOrDraw { .. } => "stack_or_draw",
                Phase::ComplyOrPenalty { .. } => "comply_or_penalty",
                _ => "other",
            };
            n.ta(
                "tui-prompt-waiting",
                &[("name", name.into()), ("what", what.into())],
            )
        }
    }
}

/// The answer to a Wild Draw Four (R8.2), explained: what accepting costs,
/// what a challenge risks (R8.3: judged against the colour in play before
/// the W+4; a held Item Box counts as that colour where the deck has them,
/// R5.4), and stacking when a card of the hand stacks (R13). One key per
/// answer: d accepts (drawing is accepting), x challenges.
pub fn w4_answer(app: &App, view: &SeatView) -> String {
    let n = app.narrator();
    let by = app.last_w4().map(|(s, _)| s);
    let who = by
        .map(|s| n.name(s))
        .unwrap_or_else(|| n.t("tui-w4-someone"));
    let mut lines = vec![match view.color {
        Some(c) => n.ta(
            "tui-w4-played-colour",
            &[
                ("name", who.clone().into()),
                ("colour", n.color_name(c).into()),
            ],
        ),
        None => n.ta("tui-w4-played", &[("name", who.clone().into())]),
    }];
    lines.push(n.ta("tui-w4-accept", &[("n", (view.penalty as i64).into())]));
    if app.legal().contains(&Action::Challenge) {
        let itembox = if app.rules().in_deck(uno_core::Card::ITEM_BOX) {
            "yes"
        } else {
            "no"
        };
        let before = match app.last_w4().and_then(|(_, c)| c) {
            Some(c) => n.ta(
                "tui-w4-before-colour",
                &[
                    ("colour", n.color_name(c).into()),
                    ("itembox", itembox.into()),
                ],
            ),
            None => n.ta("tui-w4-before-any", &[("itembox", itembox.into())]),
        };
        lines.push(n.ta(
            "tui-w4-challenge",
            &[("name", who.into()), ("before", before.into())],
        ));
    }
    if !app.playable().is_empty() {
        lines.push(n.ta("tui-w4-stack", &[("n", (view.penalty as i64 + 4).into())]));
    }
    lines.join("\n")
}

/// The person's out-of-turn chances, in words (empty when none).
pub fn chances_text(app: &App) -> String {
    let mut parts = Vec::new();
    if app.legal().contains(&Action::Uno) {
        parts.push(app.narrator().t("tui-chance-uno"));
    }
    for t in app.catch_targets() {
        let n = app.narrator();
        parts.push(n.ta("tui-chance-catch", &[("name", n.name(t).into())]));
    }
    if app.jump_in_possible() {
        let cards: Vec<String> = app.playable().iter().map(|c| c.to_string()).collect();
        parts.push(
            app.narrator()
                .ta("tui-chance-jump-in", &[("cards", cards.join(" ").into())]),
        );
    }
    parts.join("  ")
}

/// The prompt's lines, wrapped to `width`: the decision the game waits
/// for, then a message, the person's chances, or a fresh reveal. At least
/// two lines, at most six.
pub(super) fn prompt_lines(
    app: &App,
    view: &SeatView,
    width: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
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
        (app.narrator().t("tui-uno-armed-line"), theme.key())
    } else if let Some(r) = app.fresh_reveal() {
        // By name, as the log says them (issue 32 §4.12).
        let cards: Vec<String> = r
            .cards
            .iter()
            .map(|c| app.narrator().card_name(*c))
            .collect();
        (
            app.narrator().ta(
                "tui-showed-you",
                &[
                    ("name", app.narrator().name(r.of).into()),
                    ("cards", format!(" {}", app.narrator().list(&cards)).into()),
                ],
            ),
            Style::new(),
        )
    } else {
        (String::new(), Style::new())
    };
    let avail = width.saturating_sub(2).max(8);
    let mut lines: Vec<Line<'static>> = Vec::new();
    for line in prompt_text(app, view).split('\n') {
        for piece in wrap(line, avail) {
            lines.push(Line::styled(format!(" {piece}"), style));
        }
    }
    if !second.is_empty() {
        for piece in wrap(&second, avail) {
            lines.push(Line::styled(format!(" {piece}"), second_style));
        }
    }
    while lines.len() < 2 {
        lines.push(Line::raw(""));
    }
    lines.truncate(6);
    lines
}
