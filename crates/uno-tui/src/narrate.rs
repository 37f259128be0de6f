//! The log: readable lines from the events projected for the person's seat
//! ([`SeenEvent`]s, so never hidden information). One action's events make
//! one line ("Seat 2 played Y+2 — you drew 2"); the start and the end of a
//! round get lines of their own.

use uno_core::event::{DrawReason, Item};
use uno_core::{Direction, EventKind, Seat, SeenEvent};

/// The person's seat.
pub const HUMAN: Seat = Seat::new(0);

/// How a seat is named in the log: "you" for the person, "Seat N" else.
pub fn who(s: Seat) -> String {
    if s == HUMAN {
        "you".into()
    } else {
        format!("Seat {s}")
    }
}

fn was(s: Seat) -> &'static str {
    if s == HUMAN {
        "were"
    } else {
        "was"
    }
}

fn has(s: Seat) -> &'static str {
    if s == HUMAN {
        "have"
    } else {
        "has"
    }
}

fn whose(s: Seat) -> String {
    if s == HUMAN {
        "your".into()
    } else {
        format!("Seat {s}'s")
    }
}

fn cards_word(n: u16) -> &'static str {
    if n == 1 {
        "card"
    } else {
        "cards"
    }
}

fn seats(list: &[Seat]) -> String {
    let names: Vec<String> = list.iter().map(|&s| who(s)).collect();
    match names.len() {
        0 => "nobody".into(),
        1 => names[0].clone(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

pub fn direction_name(d: Direction) -> &'static str {
    match d {
        Direction::Cw => "clockwise",
        Direction::Ccw => "counter-clockwise",
    }
}

fn item_name(i: Item) -> &'static str {
    match i {
        Item::Mushroom => "Mushroom: another turn",
        Item::BananaPeel => "Banana Peel: the previous player draws 2",
        Item::GreenShell => "Green Shell: a chosen player draws 1",
        Item::Lightning => "Lightning: everyone else draws 1, another turn",
        Item::BobOmb => "Bob-omb: draws 2 and names the colour",
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Whether an event starts a line of its own rather than adding to the
/// line of the action that caused it.
fn starts_line(k: &EventKind) -> bool {
    matches!(
        k,
        EventKind::DealerDraw { .. }
            | EventKind::RoundStarted { .. }
            | EventKind::RoundEnded { .. }
            | EventKind::GameEnded { .. }
            | EventKind::HonourAsked { .. }
    )
}

/// Consecutive draws of one seat for one reason (R6.3 draw until
/// playable, penalties drawn card by card) read as one draw.
fn merge_draws(events: &[SeenEvent]) -> Vec<SeenEvent> {
    let mut out: Vec<SeenEvent> = Vec::with_capacity(events.len());
    for e in events {
        if let EventKind::Drew {
            seat,
            count,
            reason,
        } = e.kind
        {
            if let Some(SeenEvent {
                kind:
                    EventKind::Drew {
                        seat: ps,
                        count: pc,
                        reason: pr,
                    },
                cards: pcards,
            }) = out.last_mut()
            {
                if *ps == seat && *pr == reason && pcards.is_some() == e.cards.is_some() {
                    *pc += count;
                    if let (Some(all), Some(more)) = (pcards.as_mut(), e.cards.as_ref()) {
                        all.extend(more.iter().copied());
                    }
                    continue;
                }
            }
        }
        out.push(e.clone());
    }
    out
}

/// The lines for the events of one action (or of a round's start).
pub fn narrate(events: &[SeenEvent]) -> Vec<String> {
    let events = &merge_draws(events)[..];
    let mut lines: Vec<Vec<String>> = Vec::new();
    // Warnings (an exposed player) go after the action's own line.
    let mut after: Vec<String> = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let e = &events[i];
        i += 1;
        // Skipped right after the same seat drew a penalty says nothing new.
        if let EventKind::Skipped { seat } = e.kind {
            if let Some(prev) = events[..i - 1].last() {
                if let EventKind::Drew {
                    seat: s,
                    reason: DrawReason::Penalty | DrawReason::Challenge | DrawReason::FirstCard,
                    ..
                } = prev.kind
                {
                    if s == seat {
                        continue;
                    }
                }
            }
        }
        // An UNO call made with the play: "Seat 2 played G5 — UNO!".
        if let EventKind::UnoCalled { seat } = e.kind {
            if let Some(EventKind::Played { seat: p, .. }) = events[..i - 1].last().map(|p| &p.kind)
            {
                if *p == seat && !lines.is_empty() {
                    lines.last_mut().expect("non-empty").push("UNO!".into());
                    continue;
                }
            }
        }
        let mut text = match phrase(e) {
            Some(t) => t,
            None => continue,
        };
        // A catch and its two cards read as one phrase.
        if let EventKind::Caught { .. } = e.kind {
            if let Some(EventKind::Drew {
                count,
                reason: DrawReason::Caught,
                ..
            }) = events.get(i).map(|n| &n.kind)
            {
                text.push_str(&format!(": +{count} {}", cards_word(*count)));
                i += 1;
            }
        }
        if let EventKind::Exposed { .. } = e.kind {
            after.push(capitalize(&text));
            continue;
        }
        if starts_line(&e.kind) || lines.is_empty() {
            lines.push(vec![text]);
        } else {
            lines.last_mut().expect("non-empty").push(text);
        }
    }
    lines
        .into_iter()
        .map(|parts| capitalize(&parts.join(" — ")))
        .chain(after)
        .collect()
}

/// One event in words, or `None` for events not worth a phrase.
fn phrase(e: &SeenEvent) -> Option<String> {
    let shown = |prefix: &str| -> String {
        match &e.cards {
            Some(cards) if !cards.is_empty() => {
                let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                format!("{prefix} {}", list.join(" "))
            }
            _ => String::new(),
        }
    };
    Some(match &e.kind {
        EventKind::DealerDraw { dealer, .. } => match dealer {
            Some(d) => format!("{} won the draw for dealer", who(*d)),
            None => return None,
        },
        EventKind::RoundStarted { round, dealer } => {
            format!(
                "round {round} — {} deal{}",
                who(*dealer),
                if *dealer == HUMAN { "" } else { "s" }
            )
        }
        EventKind::Dealt { .. } => return None,
        EventKind::FirstCard { card } => format!("first card {card}"),
        EventKind::FirstCardReturned { card } => {
            format!("{card} turned first goes back into the deck")
        }
        EventKind::Played {
            seat,
            cards,
            color,
            jump_in,
        } => {
            let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
            let verb = if *jump_in { "jumped in with" } else { "played" };
            let mut t = format!("{} {verb} {}", who(*seat), list.join(" "));
            if let Some(c) = color {
                t.push_str(&format!(" ({})", c.name()));
            }
            t
        }
        EventKind::Drew {
            seat,
            count,
            reason,
        } => {
            let what = match (&e.cards, *reason) {
                (Some(cards), _) if !cards.is_empty() => {
                    let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                    list.join(" ")
                }
                (_, DrawReason::Turn) if *count == 1 => "a card".into(),
                _ => format!("{count} {}", cards_word(*count)),
            };
            let why = match reason {
                DrawReason::Turn | DrawReason::Penalty | DrawReason::FirstCard => "",
                DrawReason::Challenge => " (challenge)",
                DrawReason::Caught => " (caught without UNO)",
                DrawReason::Effect => "",
                DrawReason::Honour => " (honour penalty)",
                DrawReason::Item => " (item)",
            };
            format!("{} drew {what}{why}", who(*seat))
        }
        EventKind::NothingToDraw { seat, .. } => format!("nothing left for {} to draw", who(*seat)),
        EventKind::Reshuffled { cards } => {
            let word = if *cards == 1 { "discard" } else { "discards" };
            format!("{cards} {word} shuffled into a new draw pile")
        }
        EventKind::Passed { seat } => format!("{} kept the card", who(*seat)),
        EventKind::ColorChosen { seat, color } => format!("{} chose {}", who(*seat), color.name()),
        EventKind::PlayerChosen { seat, target } => {
            format!("{} chose {}", who(*seat), who(*target))
        }
        EventKind::Skipped { seat } => format!("{} {} skipped", who(*seat), was(*seat)),
        EventKind::DirectionChanged { direction } => {
            format!("play goes {}", direction_name(*direction))
        }
        EventKind::PenaltyPending { total } => format!("penalty now +{total}"),
        EventKind::Challenged {
            challenger,
            offender,
            guilty,
        } => format!(
            "{} challenged {} W+4: {}",
            who(*challenger),
            whose(*offender),
            if *guilty { "guilty!" } else { "innocent" }
        ),
        EventKind::HandRevealed { to, of } => {
            let s = shown("");
            if s.is_empty() {
                format!(
                    "{} showed {} hand to {}",
                    who(*of),
                    if *of == HUMAN { "your" } else { "their" },
                    who(*to)
                )
            } else if *of == HUMAN {
                format!("you showed your hand to {}", who(*to))
            } else {
                format!("{} showed you:{s}", who(*of))
            }
        }
        EventKind::HandsSwapped { a, b } => format!("{} and {} swapped hands", who(*a), who(*b)),
        EventKind::HandsRotated { direction } => {
            format!("every hand passed on {}", direction_name(*direction))
        }
        EventKind::HandsShuffled { .. } => "all hands shuffled and dealt again".into(),
        EventKind::ItemRevealed { card, item, .. } => {
            format!("item box turned {card}: {}", item_name(*item))
        }
        EventKind::NoItem { .. } => "item box: nothing to turn".into(),
        EventKind::HonourAsked {
            seat,
            text,
            penalty,
        } => format!(
            "honour rule for {}: \"{text}\" (or draw {penalty})",
            who(*seat)
        ),
        EventKind::Complied { seat } => format!("{} complied", who(*seat)),
        EventKind::UnoCalled { seat } => format!("{} called UNO", who(*seat)),
        EventKind::UnoNotCounted { seat } => {
            format!("{} called UNO, which did not count", who(*seat))
        }
        EventKind::Exposed { seat } => {
            if *seat == HUMAN {
                "you have one card and did not call UNO: press u!".into()
            } else {
                format!(
                    "{} {} one card and did not call UNO (c to catch)",
                    who(*seat),
                    has(*seat)
                )
            }
        }
        EventKind::Caught { by, target } => {
            if *target == HUMAN {
                format!("you were caught by {}", who(*by))
            } else {
                format!("{} caught {} without UNO", who(*by), who(*target))
            }
        }
        EventKind::CatchFailed { by, target } => {
            format!("{} tried to catch {}: no effect", who(*by), who(*target))
        }
        EventKind::WentOut { seat } => format!("{} went out", who(*seat)),
        EventKind::RoundBlocked { winner } => format!(
            "nobody can play or draw: the round is blocked, and {} {} the lowest hand",
            who(*winner),
            has(*winner)
        ),
        EventKind::RoundEnded { winner, points, .. } => match winner {
            Some(w) => {
                let others: u32 = points
                    .iter()
                    .enumerate()
                    .filter(|&(s, _)| s != w.index())
                    .map(|(_, p)| p)
                    .sum();
                format!(
                    "{} won the round ({others} points left in the other hands)",
                    who(*w)
                )
            }
            None => "the round ended".into(),
        },
        EventKind::Eliminated { seat } => format!("{} {} eliminated", who(*seat), was(*seat)),
        EventKind::GameEnded { winners } => {
            format!(
                "game over: {} won{}",
                seats(winners),
                if winners.len() > 1 { " (shared)" } else { "" }
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use uno_core::{Action, Game, Rules, Viewer};

    #[test]
    fn draw_two_reads_as_one_line() {
        let seen = |k: EventKind| SeenEvent {
            kind: k,
            cards: None,
        };
        let events = vec![
            seen(EventKind::Played {
                seat: Seat::new(2),
                cards: smallvec_of("Y+2"),
                color: None,
                jump_in: false,
            }),
            seen(EventKind::Drew {
                seat: Seat::new(0),
                count: 2,
                reason: DrawReason::Penalty,
            }),
            seen(EventKind::Skipped { seat: Seat::new(0) }),
        ];
        assert_eq!(
            narrate(&events),
            vec!["Seat 2 played Y+2 — you drew 2 cards"]
        );
    }

    #[test]
    fn draws_in_a_row_read_as_one() {
        let drew = |seat, cards: Option<&str>| SeenEvent {
            kind: EventKind::Drew {
                seat,
                count: 1,
                reason: DrawReason::Turn,
            },
            cards: cards.map(|c| smallvec_of(c).into_iter().collect()),
        };
        let events = vec![
            drew(Seat::new(2), None),
            drew(Seat::new(2), None),
            drew(Seat::new(2), None),
        ];
        assert_eq!(narrate(&events), vec!["Seat 2 drew 3 cards"]);
        let mine = vec![
            drew(Seat::new(0), Some("R1")),
            drew(Seat::new(0), Some("G2")),
        ];
        assert_eq!(narrate(&mine), vec!["You drew R1 G2"]);
    }

    #[test]
    fn caught_and_uno() {
        let seen = |k: EventKind| SeenEvent {
            kind: k,
            cards: None,
        };
        let events = vec![
            seen(EventKind::Caught {
                by: Seat::new(1),
                target: Seat::new(0),
            }),
            seen(EventKind::Drew {
                seat: Seat::new(0),
                count: 2,
                reason: DrawReason::Caught,
            }),
        ];
        assert_eq!(
            narrate(&events),
            vec!["You were caught by Seat 1: +2 cards"]
        );
        assert_eq!(
            narrate(&[seen(EventKind::UnoCalled { seat: Seat::new(1) })]),
            vec!["Seat 1 called UNO"]
        );
    }

    fn smallvec_of(card: &str) -> uno_core::action::PlayCards {
        let mut v = uno_core::action::PlayCards::new();
        v.push(card.parse().unwrap());
        v
    }

    #[test]
    fn other_seats_drawn_cards_stay_hidden() {
        // Play a few random turns; no line may name a card another seat drew.
        let mut g = Game::new(Rules::named("classic").unwrap(), 3, 5).unwrap();
        let mut legal = Vec::new();
        for _ in 0..60 {
            if g.round_over() {
                break;
            }
            let s = g.to_act().unwrap();
            g.legal_actions(s, &mut legal);
            let a = legal
                .iter()
                .find(|a| **a == Action::Draw)
                .unwrap_or(&legal[0])
                .clone();
            let ev = g.apply_collect(s, &a).unwrap();
            let seen: Vec<SeenEvent> = ev.iter().map(|e| e.project(Viewer::Seat(HUMAN))).collect();
            for line in narrate(&seen) {
                for part in line.split(" — ") {
                    if let Some(after) = part
                        .strip_prefix("Seat ")
                        .and_then(|p| p.split(" drew ").nth(1))
                    {
                        assert!(
                            after.starts_with("a card")
                                || after.starts_with(|c: char| c.is_ascii_digit()),
                            "{line}"
                        );
                    }
                }
            }
        }
    }
}
