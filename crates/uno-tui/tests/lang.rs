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
        ("xx", "en"),
    ] {
        let args = PlayArgs {
            lang: Some(flag.into()),
            ..PlayArgs::default()
        };
        assert_eq!(Config::from_args(&args).unwrap().lang, tag, "--lang {flag}");
    }
}
