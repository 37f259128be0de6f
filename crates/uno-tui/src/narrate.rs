//! The log: readable lines from the events projected for the person's seat
//! ([`SeenEvent`]s, so never hidden information). One action's events make
//! one line ("Grace played yellow draw two — you drew 2": cards by their
//! names, issue 32 §4.12); the start and the end of a round get lines of
//! their own. A [`Narrator`] knows the players' names
//! and the rules that change how things read (the first-card rule, R3; the
//! scoring, R12.2).

use uno_core::event::{DrawReason, Item};
use uno_core::rules::{FirstCard, ScoringMethod};
use uno_core::{Direction, EventKind, Rules, Seat, SeenEvent};

/// The person's seat.
pub const HUMAN: Seat = Seat::new(0);

/// Names the players and tells what happened, in the person's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrator {
    /// By seat; seat 0 is the person ("You").
    names: Vec<String>,
    scoring: ScoringMethod,
    first_card: FirstCard,
}

impl Narrator {
    /// `bots` are the names of seats 1, 2, …; the person is seat 0.
    pub fn new(bots: &[String], rules: &Rules) -> Narrator {
        let names = std::iter::once("You".to_string())
            .chain(bots.iter().cloned())
            .collect();
        Narrator {
            names,
            scoring: rules.scoring().method,
            first_card: rules.first_card(),
        }
    }

    /// A seat's name as a sentence's subject mid-line: "you" for the
    /// person, "Ada" for a bot ("Seat 4" for a seat without a name).
    pub fn who(&self, s: Seat) -> String {
        if s == HUMAN {
            "you".into()
        } else {
            self.name(s)
        }
    }

    /// A seat's name at the start of a line or in a table: "You", "Ada".
    pub fn name(&self, s: Seat) -> String {
        match self.names.get(s.index()) {
            Some(n) => n.clone(),
            None => format!("Seat {s}"),
        }
    }

    fn whose(&self, s: Seat) -> String {
        if s == HUMAN {
            "your".into()
        } else {
            format!("{}'s", self.name(s))
        }
    }

    fn seats(&self, list: &[Seat]) -> String {
        let names: Vec<String> = list.iter().map(|&s| self.who(s)).collect();
        match names.len() {
            0 => "nobody".into(),
            1 => names[0].clone(),
            n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
        }
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

fn cards_word(n: u16) -> &'static str {
    if n == 1 {
        "card"
    } else {
        "cards"
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

impl Narrator {
    /// The lines for the events of one action (or of a round's start).
    pub fn narrate(&self, events: &[SeenEvent]) -> Vec<String> {
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
            // An UNO call made with the play: "Alan played green 5 — UNO!".
            if let EventKind::UnoCalled { seat } = e.kind {
                if let Some(EventKind::Played { seat: p, .. }) =
                    events[..i - 1].last().map(|p| &p.kind)
                {
                    if *p == seat && !lines.is_empty() {
                        lines.last_mut().expect("non-empty").push("UNO!".into());
                        continue;
                    }
                }
            }
            // R3 ignore_actions (Mario Kart): the cards turned and covered
            // before the first card read as one line, not as several
            // "first cards".
            if let EventKind::FirstCard { card } = e.kind {
                let mut covered = Vec::new();
                let mut last = card;
                while let Some(EventKind::FirstCard { card: next }) = events.get(i).map(|n| &n.kind)
                {
                    covered.push(last);
                    last = *next;
                    i += 1;
                }
                if !covered.is_empty() {
                    lines.push(vec![self.covered_first_cards(&covered, last)]);
                    continue;
                }
            }
            let mut text = match self.phrase(e) {
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

    /// The opening under R3 `ignore_actions`: `covered` were turned and
    /// covered, `first` starts the discard pile.
    fn covered_first_cards(&self, covered: &[uno_core::Card], first: uno_core::Card) -> String {
        let list: Vec<String> = covered.iter().map(|c| c.long_name()).collect();
        let first = first.long_name();
        let why = match self.first_card {
            FirstCard::IgnoreActions => ": an action card or W+4 does not start a round here",
            FirstCard::Official | FirstCard::AsDealerPlayed => "",
        };
        format!(
            "Turned {} and covered {}{why} — first card {first}",
            list.join(", "),
            if covered.len() == 1 { "it" } else { "them" }
        )
    }

    /// "Ada won the round", with what the win scores under the scoring in
    /// play (R12.2); nothing about points when no score is kept.
    fn round_won(&self, w: Seat, points: &[u32]) -> String {
        let others: u32 = points
            .iter()
            .enumerate()
            .filter(|&(s, _)| s != w.index())
            .map(|(_, p)| p)
            .sum();
        let who = self.who(w);
        let score = if w == HUMAN { "score" } else { "scores" };
        match self.scoring {
            ScoringMethod::WinnerTakesAll => format!(
                "{who} won the round and {score} {others} points: the cards left in the other hands"
            ),
            ScoringMethod::Average => format!(
                "{who} won the round and {score} the average of the other hands' points"
            ),
            ScoringMethod::Penalty => format!(
                "{who} won the round and {score} 0; everyone else scores the cards left in their hand"
            ),
            ScoringMethod::None => format!("{who} won the round"),
        }
    }

    /// One event in words, or `None` for events not worth a phrase.
    fn phrase(&self, e: &SeenEvent) -> Option<String> {
        let shown = |prefix: &str| -> String {
            match &e.cards {
                Some(cards) if !cards.is_empty() => {
                    let list: Vec<String> = cards.iter().map(|c| c.long_name()).collect();
                    format!("{prefix} {}", list.join(", "))
                }
                _ => String::new(),
            }
        };
        Some(match &e.kind {
            EventKind::DealerDraw { dealer, .. } => match dealer {
                Some(d) => format!("{} won the draw for dealer", self.who(*d)),
                None => return None,
            },
            EventKind::RoundStarted { round, dealer, .. } => {
                format!(
                    "round {round} — {} deal{}",
                    self.who(*dealer),
                    if *dealer == HUMAN { "" } else { "s" }
                )
            }
            EventKind::Dealt { .. } => return None,
            EventKind::FirstCard { card } => format!("first card {}", card.long_name()),
            EventKind::FirstCardReturned { card } => {
                format!("{} turned first goes back into the deck", card.long_name())
            }
            EventKind::Played {
                seat,
                cards,
                color,
                jump_in,
            } => {
                let list: Vec<String> = cards.iter().map(|c| c.long_name()).collect();
                let verb = if *jump_in { "jumped in with" } else { "played" };
                let mut t = format!("{} {verb} {}", self.who(*seat), list.join(", "));
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
                        let list: Vec<String> = cards.iter().map(|c| c.long_name()).collect();
                        list.join(", ")
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
                format!("{} drew {what}{why}", self.who(*seat))
            }
            EventKind::NothingToDraw { seat, .. } => {
                format!("nothing left for {} to draw", self.who(*seat))
            }
            EventKind::Reshuffled { cards } => {
                let word = if *cards == 1 { "discard" } else { "discards" };
                format!("{cards} {word} shuffled into a new draw pile")
            }
            EventKind::Passed { seat } => format!("{} kept the card", self.who(*seat)),
            EventKind::ColorChosen { seat, color } => {
                format!("{} chose {}", self.who(*seat), color.name())
            }
            EventKind::PlayerChosen { seat, target } => {
                format!("{} chose {}", self.who(*seat), self.who(*target))
            }
            EventKind::Skipped { seat } => format!("{} {} skipped", self.who(*seat), was(*seat)),
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
                self.who(*challenger),
                self.whose(*offender),
                if *guilty { "guilty!" } else { "innocent" }
            ),
            EventKind::HandRevealed { to, of } => {
                let s = shown("");
                if s.is_empty() {
                    format!(
                        "{} showed {} hand to {}",
                        self.who(*of),
                        if *of == HUMAN { "your" } else { "their" },
                        self.who(*to)
                    )
                } else if *of == HUMAN {
                    format!("you showed your hand to {}", self.who(*to))
                } else {
                    format!("{} showed you:{s}", self.who(*of))
                }
            }
            EventKind::HandsSwapped { a, b } => {
                format!("{} and {} swapped hands", self.who(*a), self.who(*b))
            }
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
                self.who(*seat)
            ),
            EventKind::Complied { seat } => format!("{} complied", self.who(*seat)),
            EventKind::UnoCalled { seat } => format!("{} called UNO", self.who(*seat)),
            EventKind::UnoNotCounted { seat } => {
                format!("{} called UNO, which did not count", self.who(*seat))
            }
            EventKind::Exposed { seat } => {
                if *seat == HUMAN {
                    "you have one card and did not call UNO: press u!".into()
                } else {
                    format!(
                        "{} {} one card and did not call UNO (c to catch)",
                        self.who(*seat),
                        has(*seat)
                    )
                }
            }
            EventKind::Caught { by, target } => {
                if *target == HUMAN {
                    format!("you were caught by {}", self.who(*by))
                } else {
                    format!("{} caught {} without UNO", self.who(*by), self.who(*target))
                }
            }
            EventKind::CatchFailed { by, target } => {
                format!(
                    "{} tried to catch {}: no effect",
                    self.who(*by),
                    self.who(*target)
                )
            }
            EventKind::WentOut { seat } => format!("{} went out", self.who(*seat)),
            EventKind::RoundBlocked { winner } => format!(
                "nobody can play or draw: the round is blocked, and {} {} the lowest hand",
                self.who(*winner),
                has(*winner)
            ),
            EventKind::RoundEnded { winner, points, .. } => match winner {
                Some(w) => self.round_won(*w, points),
                None => "the round ended".into(),
            },
            EventKind::Eliminated { seat } => {
                format!("{} {} eliminated", self.who(*seat), was(*seat))
            }
            EventKind::GameEnded { winners, .. } => {
                format!(
                    "game over: {} won{}",
                    self.seats(winners),
                    if winners.len() > 1 { " (shared)" } else { "" }
                )
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use uno_core::{Action, Game, Viewer};

    /// Seats 1, 2, 3 are Ada, Alan and Grace.
    fn narrate(events: &[SeenEvent]) -> Vec<String> {
        narrator("classic").narrate(events)
    }

    fn narrator(rules: &str) -> Narrator {
        let names: Vec<String> = ["Ada", "Alan", "Grace"].map(String::from).to_vec();
        Narrator::new(&names, &Rules::named(rules).unwrap())
    }

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
            vec!["Alan played yellow draw two — you drew 2 cards"]
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
        assert_eq!(narrate(&events), vec!["Alan drew 3 cards"]);
        let mine = vec![
            drew(Seat::new(0), Some("R1")),
            drew(Seat::new(0), Some("G2")),
        ];
        assert_eq!(narrate(&mine), vec!["You drew red 1, green 2"]);
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
        assert_eq!(narrate(&events), vec!["You were caught by Ada: +2 cards"]);
        assert_eq!(
            narrate(&[seen(EventKind::UnoCalled { seat: Seat::new(1) })]),
            vec!["Ada called UNO"]
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
                        .strip_prefix("Ada")
                        .or_else(|| part.strip_prefix("Alan"))
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

    /// R3 ignore_actions (Mario Kart): the covered cards and the first
    /// card read as one opening, with one "first card".
    #[test]
    fn r3_covered_first_cards_read_as_one_opening() {
        let first = |c: &str| SeenEvent {
            kind: EventKind::FirstCard {
                card: c.parse().unwrap(),
            },
            cards: None,
        };
        let events = vec![
            SeenEvent {
                kind: EventKind::RoundStarted {
                    round: 1,
                    dealer: Seat::new(1),
                    teams: None,
                },
                cards: None,
            },
            first("B+2"),
            first("RR"),
            first("Y1"),
        ];
        let lines = narrator("mario-kart").narrate(&events);
        assert_eq!(
            lines,
            vec![
                "Round 1 — Ada deals",
                "Turned blue draw two, red reverse and covered them: an action card or W+4 does not start a round here — first card yellow 1"
            ]
        );
        let text = lines.join(" ");
        assert_eq!(text.matches("first card").count(), 1, "{text}");
        // One covered card; an ordinary opening keeps its one line.
        let lines = narrator("mario-kart").narrate(&[first("W+4"), first("G5")]);
        assert_eq!(
            lines,
            vec!["Turned wild draw four and covered it: an action card or W+4 does not start a round here — first card green 5"]
        );
        assert_eq!(narrate(&[first("G5")]), vec!["First card green 5"]);
    }

    /// R12.2: the end of a round says what the win scores, and nothing of
    /// points where no score is kept (Mario Kart: one round, no scores).
    #[test]
    fn r12_the_round_end_speaks_of_points_only_when_scored() {
        let ended = |w: u8| SeenEvent {
            kind: EventKind::RoundEnded {
                winner: Some(Seat::new(w)),
                points: vec![10, 0, 200, 41],
                scores: vec![0, 0, 0, 0],
                team: None,
            },
            cards: None,
        };
        let mk = narrator("mario-kart").narrate(&[ended(1)]);
        assert_eq!(mk, vec!["Ada won the round"]);
        assert!(!mk[0].contains("point"));
        assert_eq!(
            narrate(&[ended(1)]),
            vec!["Ada won the round and scores 251 points: the cards left in the other hands"]
        );
        assert_eq!(
            narrate(&[ended(0)]),
            vec!["You won the round and score 241 points: the cards left in the other hands"]
        );
    }
}
