//! `uno play` in the person's language (issue 32 §1): `--lang`, else
//! `LC_ALL`/`LC_MESSAGES`/`LANG` (uno-i18n's negotiation, tested there);
//! every language's screen shows no English label of the table, and
//! Korean reads as Korean.

use std::time::Duration;

use ratatui::backend::TestBackend;
use ratatui::Terminal;
use uno_bots::Level;
use uno_core::Rules;
use uno_tui::{ui, App, Config, PlayArgs};

fn app(lang: &'static str, seed: u64) -> App {
    App::new(&Config {
        rules: Rules::named("classic").unwrap(),
        rules_name: "classic".into(),
        lineup: vec![Level::Medium; 3],
        seed,
        delay: Duration::ZERO,
        react: Duration::ZERO,
        color: false,
        lang,
    })
    .unwrap()
}

fn screen(app: &App) -> String {
    let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
    t.draw(|f| ui::draw(app, f)).unwrap();
    let buf = t.backend().buffer().clone();
    (0..24)
        .map(|y| {
            (0..80)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Labels of the table that the English screen shows.
const ENGLISH: [&str; 6] = [" Players ", " Log ", " Top ", "pile ", " quit  ", " keys  "];

#[test]
fn the_english_screen_has_the_labels_the_other_checks_look_for() {
    let s = screen(&app("en", 7));
    for label in ENGLISH {
        assert!(s.contains(label), "English screen lacks {label:?}:\n{s}");
    }
}

#[test]
fn korean_screen_reads_in_korean() {
    let a = app("ko", 7);
    let s = screen(&a);
    // A wide character takes two cells; the test backend shows the second
    // as a space.
    let squeezed: String = s.chars().filter(|c| *c != ' ').collect();
    for label in [
        "플레이어",
        "진행기록",
        "맨위",
        "더미",
        "끝내기",
        "내손패",
        "딜러",
    ] {
        assert!(
            squeezed.contains(label),
            "no {label:?} on the Korean screen:\n{s}"
        );
    }
    for label in ENGLISH {
        assert!(
            !s.contains(label),
            "English {label:?} on the Korean screen:\n{s}"
        );
    }
    // The log: the round's start in Korean (R2: a dealer deals).
    let log: Vec<String> = a.log().iter().map(|l| l.text.clone()).collect();
    assert!(log.iter().any(|l| l.contains("1라운드")), "{log:?}");
}

#[test]
fn every_language_shows_no_english_label() {
    for l in &uno_i18n::LANGUAGES[1..] {
        for seed in [1, 2, 3] {
            let s = screen(&app(l.tag, seed));
            for label in ENGLISH {
                assert!(
                    !s.contains(label),
                    "{}: English {label:?} on the screen:\n{s}",
                    l.tag
                );
            }
        }
    }
}

#[test]
fn the_lang_flag_picks_the_language() {
    for (flag, tag) in [
        ("ko_KR.UTF-8", "ko"),
        ("de", "de"),
        ("pt", "pt-BR"),
        ("zh-Hans", "zh-CN"),
        ("en_US.UTF-8", "en"),
    ] {
        let args = PlayArgs {
            lang: Some(flag.into()),
            ..PlayArgs::default()
        };
        assert_eq!(Config::from_args(&args).unwrap().lang, tag, "--lang {flag}");
    }
    // A language we do not have is refused before the terminal is
    // touched, naming ours (it used to play in English without a word).
    let args = PlayArgs {
        lang: Some("xx".into()),
        ..PlayArgs::default()
    };
    let err = Config::from_args(&args).unwrap_err().to_string();
    assert_eq!(
        err,
        "unknown language \"xx\"; expected one of: en, ko, ja, zh-CN, es, fr, de, pt-BR"
    );
}

/// The log's rarer lines (a W+4 challenge, a catch that fails, a
/// reshuffle, swapped hands, a call that did not count, nothing left to
/// draw, an elimination) are worded in every language too: none of them
/// may come out in English where the language words it otherwise.
#[test]
fn the_logs_rarer_events_are_translated() {
    use std::rc::Rc;
    use uno_core::event::{EventKind, SeenEvent};
    use uno_core::Seat;
    use uno_i18n::Localizer;
    use uno_tui::narrate::Narrator;
    let (a, b) = (Seat::new(1), Seat::new(2));
    let events: Vec<SeenEvent> = [
        EventKind::Challenged {
            challenger: a,
            offender: b,
            guilty: true,
        },
        EventKind::CatchFailed { by: a, target: b },
        EventKind::Reshuffled { cards: 30 },
        EventKind::HandsSwapped { a, b },
        EventKind::UnoNotCounted { seat: a },
        EventKind::NothingToDraw {
            seat: a,
            missing: 1,
        },
        EventKind::Eliminated { seat: b },
    ]
    .into_iter()
    .map(|kind| SeenEvent { kind, cards: None })
    .collect();
    let rules = Rules::named("classic").unwrap();
    let bots = ["Ada".to_string(), "Ben".to_string(), "Cy".to_string()];
    let say = |lang: &str| -> Vec<String> {
        let n = Narrator::with_localizer(&bots, &rules, Rc::new(Localizer::new(lang)));
        events
            .iter()
            .flat_map(|e| n.narrate(std::slice::from_ref(e)))
            .collect()
    };
    let english = say("en");
    assert!(
        english
            .iter()
            .any(|l| l.contains("challenged Ben's W+4: guilty!")),
        "{english:?}"
    );
    for lang in ["ko", "ja", "zh-CN", "de", "es", "fr", "pt-BR"] {
        let lines = say(lang);
        assert_eq!(lines.len(), english.len(), "{lang}: {lines:?}");
        for (l, e) in lines.iter().zip(&english) {
            assert_ne!(l, e, "{lang} says it in English");
            for word in [
                "challenged",
                "tried to catch",
                "shuffled into",
                "swapped hands",
                "did not count",
                "nothing left",
                "eliminated",
            ] {
                assert!(!l.contains(word), "{lang}: {l:?} has {word:?}");
            }
        }
    }
}

/// R3 `ignore_actions` (Mario Kart): the opening that turns and covers
/// action cards is worded in every language, not in English.
#[test]
fn the_covered_opening_is_translated() {
    use std::rc::Rc;
    use uno_core::event::{EventKind, SeenEvent};
    use uno_i18n::Localizer;
    use uno_tui::narrate::Narrator;
    let first = |c: &str| SeenEvent {
        kind: EventKind::FirstCard {
            card: c.parse().unwrap(),
        },
        cards: None,
    };
    let events = [first("W+4"), first("G5")];
    let rules = Rules::named("mario-kart").unwrap();
    let bots = ["Ada".to_string(), "Ben".to_string()];
    let say = |lang: &str| {
        Narrator::with_localizer(&bots, &rules, Rc::new(Localizer::new(lang))).narrate(&events)
    };
    assert_eq!(
        say("en"),
        vec!["Turned Wild Draw Four and covered it: an action card or W+4 does not start a round here — first card green 5"]
    );
    for lang in ["ko", "ja", "zh-CN", "de", "es", "fr", "pt-BR"] {
        let lines = say(lang);
        assert_eq!(lines.len(), 1, "{lang}: {lines:?}");
        for word in ["Turned", "covered", "first card", "does not start"] {
            assert!(!lines[0].contains(word), "{lang}: {lines:?} has {word:?}");
        }
        assert!(
            lines[0].contains("W+4"),
            "{lang}: the reason names W+4: {lines:?}"
        );
    }
}

/// Every refusal of the engine (`ActionError`'s stable codes) has words
/// in every language (`error-<code>`), which the terminal game and the
/// page show: a player never reads the engine's English sentence (a key
/// pressed at the wrong decision showed "The game waits for
/// choose_player, not play" in a Japanese game). `variant` has no
/// wildcard, so a new refusal does not compile here until it is given a
/// number, and the list must then hold one of each number.
#[test]
fn every_refusal_of_the_engine_reads_in_every_language() {
    use uno_core::{ActionError, Card, Seat};
    const VARIANTS: usize = 14;
    let variant = |e: &ActionError| match e {
        ActionError::NoSuchSeat(_) => 0,
        ActionError::GameOver => 1,
        ActionError::RoundOver => 2,
        ActionError::RoundNotOver => 3,
        ActionError::NotYourTurn { .. } => 4,
        ActionError::DecisionPending { .. } => 5,
        ActionError::PassNotAllowed => 6,
        ActionError::CannotChallenge => 7,
        ActionError::CardNotInHand(_) => 8,
        ActionError::CardNotPlayable { .. } => 9,
        ActionError::ColorRequired(_) => 10,
        ActionError::InvalidTarget { .. } => 11,
        ActionError::MultiPlayNotAllowed(_) => 12,
        ActionError::ActionFinishNotAllowed => 13,
    };
    let card: Card = "R5".parse().unwrap();
    let seat = Seat::new(1);
    let all = [
        ActionError::NoSuchSeat(seat),
        ActionError::GameOver,
        ActionError::RoundOver,
        ActionError::RoundNotOver,
        ActionError::NotYourTurn {
            by: seat,
            to_act: seat,
        },
        ActionError::DecisionPending {
            verb: "play",
            expected: "choose_player",
        },
        ActionError::PassNotAllowed,
        ActionError::CannotChallenge,
        ActionError::CardNotInHand(card),
        ActionError::CardNotPlayable { card, why: "" },
        ActionError::ColorRequired(card),
        ActionError::InvalidTarget {
            target: seat,
            why: "",
        },
        ActionError::MultiPlayNotAllowed(""),
        ActionError::ActionFinishNotAllowed,
    ];
    let numbers: std::collections::BTreeSet<usize> = all.iter().map(variant).collect();
    assert_eq!(
        numbers,
        (0..VARIANTS).collect(),
        "one refusal of each kind in the list"
    );
    let mut missing = Vec::new();
    for lang in uno_i18n::LANGUAGES {
        let l = uno_i18n::Localizer::new(lang.tag);
        for e in &all {
            let id = format!("error-{}", e.code());
            if l.t(&id) == id {
                missing.push(format!("{}: {id}", lang.tag));
            }
        }
    }
    assert!(missing.is_empty(), "no words for: {missing:?}");
}
