//! The log: readable lines from the events projected for the person's seat
//! ([`SeenEvent`]s, so never hidden information). One action's events make
//! one line ("Grace played yellow draw two — you drew 2": cards by their
//! names, issue 32 §4.12); the start and the end of a round get lines of
//! their own. A [`Narrator`] knows the players' names
//! and the rules that change how things read (the first-card rule, R3; the
//! scoring, R12.2).

use std::rc::Rc;
use uno_core::event::{DrawReason, Item};
use uno_core::rules::{FirstCard, ScoringMethod};
use uno_core::{Color, Direction, EventKind, Rules, Seat, SeenEvent};
use uno_i18n::{Args, Localizer};

/// The person's seat.
pub const HUMAN: Seat = Seat::new(0);

/// Names the players and tells what happened, in the person's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrator {
    /// By seat; seat 0 is the person ("You").
    names: Vec<String>,
    scoring: ScoringMethod,
    first_card: FirstCard,
    /// The person's language (locales/*/uno.ftl, `tui-*` messages).
    i18n: Rc<Localizer>,
}

impl Narrator {
    /// `bots` are the names of seats 1, 2, …; the person is seat 0.
    pub fn new(bots: &[String], rules: &Rules) -> Narrator {
        Narrator::with_localizer(bots, rules, Rc::new(Localizer::new("en")))
    }

    /// [`Narrator::new`] in a language of its own.
    pub fn with_localizer(bots: &[String], rules: &Rules, i18n: Rc<Localizer>) -> Narrator {
        let names = std::iter::once(i18n.t("tui-you"))
            .chain(bots.iter().cloned())
            .collect();
        Narrator {
            names,
            scoring: rules.scoring().method,
            first_card: rules.first_card(),
            i18n,
        }
    }

    /// The person's language.
    pub fn i18n(&self) -> &Localizer {
        &self.i18n
    }

    /// A message in the person's language.
    pub fn t(&self, id: &str) -> String {
        self.i18n.t(id)
    }

    /// A message with variables in the person's language.
    pub fn ta(&self, id: &str, args: &Args<'_>) -> String {
        self.i18n.ta(id, args)
    }

    /// Words listed with the person's language's separator ("red 1,
    /// green 2"; Japanese and Chinese "赤の1、緑の2").
    pub fn list<S: AsRef<str>>(&self, items: &[S]) -> String {
        let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
        items.join(&self.t("tui-list-sep"))
    }

    /// "yes" when `s` is the person: the messages' `$you` (verb agreement).
    fn yn(s: Seat) -> &'static str {
        if s == HUMAN {
            "yes"
        } else {
            "no"
        }
    }

    /// A card's name in the person's language ("yellow 3", "노랑 3"): the
    /// page's card names (`card-KIND`), lower-case colour words.
    pub fn card_name(&self, c: uno_core::Card) -> String {
        use uno_core::card::{Face, Rank, WildKind};
        let color = |col: Color| self.color_name(col);
        match c.face() {
            Face::Colored(col, Rank::Number(n)) => self.ta(
                "card-number",
                &[("color", color(col).into()), ("number", n.into())],
            ),
            Face::Colored(col, r) => {
                let kind = match r {
                    Rank::Skip => "card-skip",
                    Rank::Reverse => "card-reverse",
                    _ => "card-draw_two",
                };
                self.ta(kind, &[("color", color(col).into())])
            }
            Face::Wild(w) => match w {
                WildKind::Wild => self.t("card-wild"),
                WildKind::DrawFour => self.t("card-wild_draw_four"),
                WildKind::ShuffleHands => self.t("card-shuffle_hands"),
                WildKind::BadtzMaru => self.t("card-badtz_maru"),
                WildKind::ItemBox => self.t("card-item_box"),
                WildKind::Custom(n) => self.ta("card-custom", &[("number", n.into())]),
            },
        }
    }

    /// A colour's name in the person's language ("red", "빨강").
    pub fn color_name(&self, c: Color) -> String {
        self.t(&format!("tui-color-{}", c.name()))
    }

    /// A seat's name as a sentence's subject mid-line: "you" for the
    /// person, "Ada" for a bot ("Seat 4" for a seat without a name).
    pub fn who(&self, s: Seat) -> String {
        if s == HUMAN {
            self.t("tui-you-inline")
        } else {
            self.name(s)
        }
    }

    /// A seat's name at the start of a line or in a table: "You", "Ada".
    pub fn name(&self, s: Seat) -> String {
        match self.names.get(s.index()) {
            Some(n) => n.clone(),
            None => self.ta("tui-seat", &[("n", s.to_string().into())]),
        }
    }

    fn seats(&self, list: &[Seat]) -> String {
        let names: Vec<String> = list.iter().map(|&s| self.who(s)).collect();
        self.and_list(names)
    }

    /// Players by their names as the panels show them ("You", "Ada"),
    /// joined as a sentence joins them: "You and Eva", "Ada, Alan and
    /// Grace" (`tui-and`), as the log says them.
    pub fn names_and(&self, list: &[Seat]) -> String {
        let names: Vec<String> = list.iter().map(|&s| self.name(s)).collect();
        self.and_list(names)
    }

    fn and_list(&self, names: Vec<String>) -> String {
        match names.len() {
            0 => self.t("tui-nobody"),
            1 => names[0].clone(),
            n => self.ta(
                "tui-and",
                &[
                    ("first", self.list(&names[..n - 1]).into()),
                    ("last", names[n - 1].clone().into()),
                ],
            ),
        }
    }

    /// A direction in the person's language ("clockwise").
    pub fn direction_words(&self, d: Direction) -> String {
        self.t(match d {
            Direction::Cw => "tui-cw",
            Direction::Ccw => "tui-ccw",
        })
    }
}

/// The message naming a Mario Kart item and its effect (R9).
fn item_message(i: Item) -> &'static str {
    match i {
        Item::Mushroom => "tui-item-mushroom",
        Item::BananaPeel => "tui-item-banana_peel",
        Item::GreenShell => "tui-item-green_shell",
        Item::Lightning => "tui-item-lightning",
        Item::BobOmb => "tui-item-bob_omb",
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
                    let n = self.ta("tui-n-cards", &[("count", (*count).into())]);
                    text.push_str(&format!(": +{n}"));
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
        let list: Vec<String> = covered.iter().map(|c| self.card_name(*c)).collect();
        let first = self.card_name(first);
        let why = match self.first_card {
            FirstCard::IgnoreActions => "ignore",
            FirstCard::Official | FirstCard::AsDealerPlayed => "none",
        };
        self.ta(
            "tui-covered-first",
            &[
                ("cards", self.list(&list).into()),
                ("count", covered.len().into()),
                ("why", why.into()),
                ("card", first.into()),
            ],
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
        let id = match self.scoring {
            ScoringMethod::WinnerTakesAll => "tui-round-won-all",
            ScoringMethod::Average => "tui-round-won-average",
            ScoringMethod::Penalty => "tui-round-won-penalty",
            ScoringMethod::None => "tui-round-won",
        };
        self.ta(
            id,
            &[
                ("name", self.who(w).into()),
                ("you", Self::yn(w).into()),
                ("points", others.into()),
            ],
        )
    }

    /// One event in words, or `None` for events not worth a phrase.
    fn phrase(&self, e: &SeenEvent) -> Option<String> {
        let shown = |prefix: &str| -> String {
            match &e.cards {
                Some(cards) if !cards.is_empty() => {
                    let list: Vec<String> = cards.iter().map(|c| self.card_name(*c)).collect();
                    format!("{prefix} {}", self.list(&list))
                }
                _ => String::new(),
            }
        };
        Some(match &e.kind {
            EventKind::DealerDraw { dealer, .. } => match dealer {
                Some(d) => self.ta(
                    "tui-dealer-won",
                    &[("name", self.who(*d).into()), ("you", Self::yn(*d).into())],
                ),
                None => return None,
            },
            EventKind::RoundStarted { round, dealer, .. } => self.ta(
                "tui-round-started",
                &[
                    ("round", (*round).into()),
                    ("name", self.who(*dealer).into()),
                    ("you", Self::yn(*dealer).into()),
                ],
            ),
            EventKind::Dealt { .. } => return None,
            EventKind::FirstCard { card } => {
                self.ta("tui-first-card", &[("card", self.card_name(*card).into())])
            }
            EventKind::FirstCardReturned { card } => self.ta(
                "tui-first-card-returned",
                &[("card", self.card_name(*card).into())],
            ),
            EventKind::Played {
                seat,
                cards,
                color,
                jump_in,
            } => {
                let list: Vec<String> = cards.iter().map(|c| self.card_name(*c)).collect();
                let id = if *jump_in {
                    "tui-jumped-in"
                } else {
                    "tui-played"
                };
                let mut t = self.ta(
                    id,
                    &[
                        ("name", self.who(*seat).into()),
                        ("you", Self::yn(*seat).into()),
                        ("cards", self.list(&list).into()),
                    ],
                );
                if let Some(c) = color {
                    t.push_str(&format!(" ({})", self.color_name(*c)));
                }
                t
            }
            EventKind::Drew {
                seat,
                count,
                reason,
            } => {
                // `named`: the cards are named, not counted (Japanese
                // then puts its object particle after them).
                let (what, named) = match (&e.cards, *reason) {
                    (Some(cards), _) if !cards.is_empty() => {
                        let list: Vec<String> = cards.iter().map(|c| self.card_name(*c)).collect();
                        (self.list(&list), "yes")
                    }
                    (_, DrawReason::Turn) if *count == 1 => (self.t("tui-a-card"), "no"),
                    _ => (self.ta("tui-n-cards", &[("count", (*count).into())]), "no"),
                };
                let why = match reason {
                    DrawReason::Turn | DrawReason::Penalty | DrawReason::FirstCard => String::new(),
                    DrawReason::Effect => String::new(),
                    DrawReason::Challenge => self.t("tui-why-challenge"),
                    DrawReason::Caught => self.t("tui-why-caught"),
                    DrawReason::Honour => self.t("tui-why-honour"),
                    DrawReason::Item => self.t("tui-why-item"),
                };
                self.ta(
                    "tui-drew",
                    &[
                        ("name", self.who(*seat).into()),
                        ("you", Self::yn(*seat).into()),
                        ("what", what.into()),
                        ("named", named.into()),
                        ("why", why.into()),
                    ],
                )
            }
            EventKind::NothingToDraw { seat, .. } => self.ta(
                "tui-nothing-to-draw",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                ],
            ),
            EventKind::Reshuffled { cards } => {
                self.ta("tui-reshuffled", &[("count", (*cards).into())])
            }
            EventKind::Passed { seat } => self.ta(
                "tui-kept",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                ],
            ),
            EventKind::ColorChosen { seat, color } => self.ta(
                "tui-chose",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                    ("what", self.color_name(*color).into()),
                ],
            ),
            EventKind::PlayerChosen { seat, target } => self.ta(
                "tui-chose",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                    ("what", self.who(*target).into()),
                ],
            ),
            EventKind::Skipped { seat } => self.ta(
                "tui-skipped",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                ],
            ),
            EventKind::DirectionChanged { direction } => self.ta(
                "tui-direction",
                &[("dir", self.direction_words(*direction).into())],
            ),
            EventKind::PenaltyPending { total } => {
                self.ta("tui-penalty-now", &[("total", (*total).into())])
            }
            EventKind::Challenged {
                challenger,
                offender,
                guilty,
            } => self.ta(
                "tui-challenged",
                &[
                    ("name", self.who(*challenger).into()),
                    ("you", Self::yn(*challenger).into()),
                    ("target", self.name(*offender).into()),
                    ("targetyou", Self::yn(*offender).into()),
                    ("guilty", if *guilty { "yes" } else { "no" }.into()),
                ],
            ),
            EventKind::HandRevealed { to, of } => {
                let s = shown("");
                if s.is_empty() {
                    self.ta(
                        "tui-hand-shown",
                        &[
                            ("name", self.who(*of).into()),
                            ("you", Self::yn(*of).into()),
                            ("to", self.who(*to).into()),
                        ],
                    )
                } else if *of == HUMAN {
                    self.ta("tui-you-showed-hand", &[("to", self.who(*to).into())])
                } else {
                    self.ta(
                        "tui-showed-you",
                        &[("name", self.who(*of).into()), ("cards", s.into())],
                    )
                }
            }
            EventKind::HandsSwapped { a, b } => self.ta(
                "tui-swapped",
                &[("a", self.who(*a).into()), ("b", self.who(*b).into())],
            ),
            EventKind::HandsRotated { direction } => self.ta(
                "tui-hands-passed",
                &[("dir", self.direction_words(*direction).into())],
            ),
            EventKind::HandsShuffled { .. } => self.t("tui-hands-shuffled"),
            EventKind::ItemRevealed { card, item, .. } => self.ta(
                "tui-item-box",
                &[
                    ("card", self.card_name(*card).into()),
                    ("item", self.t(item_message(*item)).into()),
                ],
            ),
            EventKind::NoItem { .. } => self.t("tui-no-item"),
            EventKind::HonourAsked {
                seat,
                text,
                penalty,
            } => self.ta(
                "tui-honour",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                    ("text", text.as_str().into()),
                    ("n", (*penalty).into()),
                ],
            ),
            EventKind::Complied { seat } => self.ta(
                "tui-complied",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                ],
            ),
            EventKind::UnoCalled { seat } => self.ta(
                "tui-uno-called",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                ],
            ),
            EventKind::UnoNotCounted { seat } => self.ta(
                "tui-uno-not-counted",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                ],
            ),
            EventKind::Exposed { seat } => {
                if *seat == HUMAN {
                    self.t("tui-exposed-you")
                } else {
                    self.ta("tui-exposed", &[("name", self.who(*seat).into())])
                }
            }
            EventKind::Caught { by, target } => {
                if *target == HUMAN {
                    self.ta("tui-caught-you", &[("name", self.who(*by).into())])
                } else {
                    self.ta(
                        "tui-caught",
                        &[
                            ("name", self.who(*by).into()),
                            ("you", Self::yn(*by).into()),
                            ("target", self.who(*target).into()),
                        ],
                    )
                }
            }
            EventKind::CatchFailed { by, target } => self.ta(
                "tui-catch-failed",
                &[
                    ("name", self.who(*by).into()),
                    ("you", Self::yn(*by).into()),
                    ("target", self.who(*target).into()),
                ],
            ),
            EventKind::WentOut { seat } => self.ta(
                "tui-went-out",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                ],
            ),
            EventKind::RoundBlocked { winner } => self.ta(
                "tui-blocked",
                &[
                    ("name", self.who(*winner).into()),
                    ("you", Self::yn(*winner).into()),
                ],
            ),
            EventKind::RoundEnded { winner, points, .. } => match winner {
                Some(w) => self.round_won(*w, points),
                None => self.t("tui-round-ended"),
            },
            EventKind::Eliminated { seat } => self.ta(
                "tui-eliminated",
                &[
                    ("name", self.who(*seat).into()),
                    ("you", Self::yn(*seat).into()),
                ],
            ),
            // R15.4: partners win the game together, which is not a
            // tie (R12.3); a tie between teams is shared.
            EventKind::GameEnded { winners, teams }
                if !teams.is_empty() && teams.iter().all(|&t| t == teams[0]) =>
            {
                self.ta(
                    "tui-game-over-team",
                    &[
                        (
                            "team",
                            ((b'A' + teams[0].min(25)) as char).to_string().into(),
                        ),
                        ("names", self.seats(winners).into()),
                    ],
                )
            }
            EventKind::GameEnded { winners, .. } => self.ta(
                "tui-game-over",
                &[
                    ("names", self.seats(winners).into()),
                    ("count", winners.len().into()),
                    // "du gewinnst", "ganas tú": the person alone.
                    (
                        "you",
                        if winners[..] == [HUMAN] { "yes" } else { "no" }.into(),
                    ),
                ],
            ),
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
            vec!["Alan played yellow Draw Two — you drew 2 cards"]
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

    /// Japanese puts its object particle after named cards ("赤の1を引いた")
    /// and not after a count ("1枚引いた").
    #[test]
    fn japanese_draws_read_as_japanese() {
        let ja = Narrator::with_localizer(
            &["Ada", "Alan", "Grace"].map(String::from),
            &Rules::named("classic").unwrap(),
            Rc::new(Localizer::new("ja")),
        );
        let drew = |seat, count, cards: Option<&str>| SeenEvent {
            kind: EventKind::Drew {
                seat,
                count,
                reason: DrawReason::Turn,
            },
            cards: cards.map(|c| smallvec_of(c).into_iter().collect()),
        };
        let strip = |v: Vec<String>| -> Vec<String> {
            // Fluent's isolation marks around placeables.
            v.into_iter()
                .map(|l| l.replace(['\u{2068}', '\u{2069}'], ""))
                .collect()
        };
        let mine = strip(ja.narrate(&[drew(Seat::new(0), 1, Some("R1"))]));
        assert_eq!(mine.len(), 1);
        assert!(mine[0].ends_with("を引いた"), "{mine:?}");
        let theirs = strip(ja.narrate(&[drew(Seat::new(2), 1, None)]));
        assert!(theirs[0].ends_with("1枚引いた"), "{theirs:?}");
        // Two cards drawn in a row read as one line, listed the Japanese
        // way (、 not ", ").
        let two = strip(ja.narrate(&[
            drew(Seat::new(0), 1, Some("R1")),
            drew(Seat::new(0), 1, Some("G2")),
        ]));
        assert_eq!(two.len(), 1, "{two:?}");
        assert!(two[0].contains("赤の1、緑の2を引いた"), "{two:?}");
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
                "Turned blue Draw Two, red Reverse and covered them: an action card or W+4 does not start a round here — first card yellow 1"
            ]
        );
        let text = lines.join(" ");
        assert_eq!(text.matches("first card").count(), 1, "{text}");
        // One covered card; an ordinary opening keeps its one line.
        let lines = narrator("mario-kart").narrate(&[first("W+4"), first("G5")]);
        assert_eq!(
            lines,
            vec!["Turned Wild Draw Four and covered it: an action card or W+4 does not start a round here — first card green 5"]
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
