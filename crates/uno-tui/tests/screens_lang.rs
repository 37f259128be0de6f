//! `uno play`'s last English text in the player's language (issue 32 §1):
//! the header's scoring (every method with every way a game ends, R12.2),
//! the new-game screen, the `?` panel (keys, rules in play, card codes),
//! the status line and the summary. Each is rendered at 80×24 on ratatui's
//! `TestBackend` in German (long words) and Japanese (two columns a
//! character): the translation shows, no English of the old text is left,
//! and nothing that matters is cut off.

mod common;

use std::time::Duration;

use crossterm::event::{KeyCode, KeyEvent};
use unicode_width::UnicodeWidthStr;
use uno_bots::Level;
use uno_core::rules::{GameEnd, ScoringMethod};
use uno_core::Rules;
use uno_i18n::Localizer;
use uno_tui::setup::NewGame;
use uno_tui::{ui, App, Config};

// A wide character's second cell reads as a space in `render`'s lines:
// [`squeeze`] before looking for Japanese words.
use common::{render, words};

fn config(lang: &'static str, rules: Rules, rules_name: &str) -> Config {
    Config {
        rules,
        rules_name: rules_name.into(),
        lineup: vec![Level::Medium; 3],
        seed: 4,
        delay: Duration::ZERO,
        react: Duration::ZERO,
        color: false,
        lang,
    }
}

/// Classic with Seven swaps and Jump-in on, penalty scoring to 300.
fn house_rules() -> Rules {
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.house
        .extend(["seven_swap".to_string(), "jump_in".to_string()]);
    spec.scoring.method = Some(ScoringMethod::Penalty);
    spec.scoring.target = Some(300);
    spec.resolve().unwrap()
}

fn app(lang: &'static str, rules: Rules) -> App {
    App::new(&config(lang, rules, "classic")).unwrap()
}

fn screen(app: &App) -> Vec<String> {
    render(80, 24, |f| ui::draw(app, f))
}

/// The text without spaces and panel borders, for Japanese (no spaces
/// between words, and the backend's filler cells): a wrapped sentence
/// reads whole.
fn squeeze(lines: &[String]) -> String {
    lines
        .concat()
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '│')
        .collect()
}

fn key(app: &mut App, code: KeyCode) {
    app.on_key(KeyEvent::from(code));
}

/// English of the old hard-coded text: none may be left on a German or
/// Japanese screen.
const OLD_ENGLISH: &[&str] = &[
    "winner takes all",
    "penalty scoring",
    "average scoring",
    "lowest wins",
    "no scores",
    "Rules in play",
    "house rules",
    "scoring:",
    "hands of",
    "Keys ·",
    "card codes",
    "Card codes",
    "play the card",
    "choose a colour",
    "choose a player",
    "quit at once",
    "asks first",
    "catch a player",
    "Under your cards",
    "not playable now",
    "the next player",
    "New game",
    "choose a line",
    "change it",
    "Enter deals",
    "q quits",
    "a table of",
    "The official",
    "The last game's rules",
    "(medium)",
    "Seven swaps",
    "playing a 7",
];

fn assert_no_english(lang: &str, text: &str) {
    for english in OLD_ENGLISH {
        assert!(
            !text.contains(english),
            "{lang}: English {english:?} left in:\n{text}"
        );
    }
}

/// Every scoring method with every way a game ends (R12.2), in every
/// language: the numbers are there, no message id shows, and no language
/// but English says it in English. English reads as it always has.
#[test]
fn the_scoring_reads_in_every_language_for_every_method_and_end() {
    let mut cases: Vec<Rules> = Vec::new();
    for method in ScoringMethod::ALL {
        for end in [
            GameEnd::Target,
            GameEnd::Elimination,
            GameEnd::Hands(1),
            GameEnd::Hands(3),
        ] {
            let mut spec = Rules::named("classic").unwrap().to_spec();
            spec.scoring.method = Some(method);
            spec.scoring.target = Some(250);
            spec.scoring.game_end = Some(end);
            // Some pairs are not rules (R12.2: elimination needs penalty).
            if let Ok(r) = spec.resolve() {
                cases.push(r);
            }
        }
    }
    assert!(cases.len() >= 12, "{}", cases.len());
    let en = Localizer::new("en");
    let english: Vec<String> = cases.iter().map(|r| ui::scoring_text(r, &en)).collect();
    for want in [
        "winner takes all, to 250",
        "average scoring, to 250",
        "penalty scoring, to 250, lowest wins",
        "penalty scoring, out at 250",
        "penalty scoring, 3 rounds, lowest wins",
        "winner takes all, 1 round",
        "one round, no scores",
    ] {
        assert!(
            english.iter().any(|t| t == want),
            "{want:?} not in {english:?}"
        );
    }
    // R12.2: under `none` one round is the whole game, whatever
    // `game_end` says (this list had "3 rounds, no scores", which the
    // engine never plays: the game ends after the first round).
    assert!(!english.iter().any(|t| t == "3 rounds, no scores"));
    for l in &uno_i18n::LANGUAGES[1..] {
        let i18n = Localizer::new(l.tag);
        for (rules, en_text) in cases.iter().zip(&english) {
            let text = ui::scoring_text(rules, &i18n);
            let s = rules.scoring();
            assert!(!text.contains("tui-"), "{}: {text}", l.tag);
            assert_ne!(&text, en_text, "{} says it in English", l.tag);
            assert_no_english(l.tag, &text);
            match s.game_end {
                GameEnd::Target | GameEnd::Elimination if s.method != ScoringMethod::None => {
                    assert!(text.contains("250"), "{}: {text}", l.tag)
                }
                GameEnd::Hands(3) if s.method != ScoringMethod::None => {
                    assert!(text.contains('3'), "{}: {text}", l.tag)
                }
                _ => {}
            }
        }
    }
}

/// The header in German: the rules' titles, the scoring, the round and the
/// seed, in at most the header's lines of 80 columns.
#[test]
fn the_header_reads_in_german() {
    let app = app("de", house_rules());
    let lines = screen(&app);
    let header = words(&lines[..3]);
    for want in [
        "Klassisch + ",
        "Sieben tauscht Hände",
        "Dazwischenwerfen",
        "Strafpunktewertung, bis 300, niedrigste Summe gewinnt",
        "Runde 1",
        "Startwert 4",
    ] {
        assert!(
            header.contains(want),
            "{want:?} not in:\n{}",
            lines.join("\n")
        );
    }
    assert_no_english("de", &header);
    for l in ui::header_text(&app, &app.view(), 80) {
        assert!(l.width() <= 74, "{l:?}");
    }
}

/// The Japanese header counts columns: two a character.
#[test]
fn the_japanese_header_fits_80_columns() {
    let app = app("ja", house_rules());
    let lines = ui::header_text(&app, &app.view(), 80);
    assert!(lines.len() <= 3, "{lines:?}");
    for l in &lines {
        assert!(l.width() <= 74, "{l:?} is {} columns", l.width());
    }
    let all = lines.concat();
    for want in ["割り込み、7で手札交換", "減点方式", "300点まで", "シード 4"] {
        assert!(all.contains(want), "{want:?} not in {lines:?}");
    }
    assert_no_english("ja", &all);
}

/// The `?` panel in German: its titles, every key's words (the last key
/// too: nothing cut off), the rules in play with what each house rule
/// does; Tab turns to the card codes, whose last line still shows.
#[test]
fn the_help_panel_reads_in_german_at_80x24() {
    let mut app = app("de", house_rules());
    key(&mut app, KeyCode::Char('?'));
    let lines = screen(&app);
    let s = words(&lines);
    for want in [
        "Tasten · Tab: Kartencodes",
        "Regeln im Spiel",
        "Karte spielen (oder nächste Runde)",
        "Spieler wählen",
        "sofort beenden",
        "Klassisch, 7 Karten auf die Hand",
        "Hausregeln:",
        "Sieben tauscht Hände",
        "Wertung:",
    ] {
        assert!(s.contains(want), "{want:?} not in:\n{}", lines.join("\n"));
    }
    assert_no_english("de", &s);
    key(&mut app, KeyCode::Tab);
    let lines = screen(&app);
    let s = words(&lines);
    for want in [
        "Kartencodes · Tab: Tasten und Regeln",
        "Zahlenkarten: Farbbuchstabe + Zahl",
        "Zieh Zwei: der nächste Spieler zieht 2",
        "Unter deinen Karten",
        "blass: jetzt nicht spielbar.",
    ] {
        assert!(s.contains(want), "{want:?} not in:\n{}", lines.join("\n"));
    }
    assert_no_english("de", &s);
}

/// The same panel in Japanese: wide text wrapped by columns, the last key
/// and the last line of the card codes still on the screen.
#[test]
fn the_help_panel_reads_in_japanese_at_80x24() {
    let mut app = app("ja", house_rules());
    key(&mut app, KeyCode::Char('?'));
    let lines = screen(&app);
    let s = squeeze(&lines);
    for want in [
        "使用中のルール",
        "カードを出す",
        "すぐにやめる",
        "ハウスルール:",
        "7で手札交換",
        "得点:",
    ] {
        assert!(s.contains(want), "{want:?} not in:\n{}", lines.join("\n"));
    }
    assert_no_english("ja", &lines.join("\n"));
    key(&mut app, KeyCode::Tab);
    let lines = screen(&app);
    let s = squeeze(&lines);
    for want in [
        "カード記号·Tab:キーとルール",
        "数字カード:",
        "薄い表示:いまは出せない。",
    ] {
        assert!(s.contains(want), "{want:?} not in:\n{}", lines.join("\n"));
    }
    assert_no_english("ja", &lines.join("\n"));
}

/// The new-game screen in German and Japanese, for every preset: its
/// title, labels, choices, keys and what the preset is; each choice's line
/// whole (its closing ▶ on the screen).
#[test]
fn the_new_game_screen_reads_in_german_and_japanese() {
    for (lang, wants) in [
        (
            "de",
            &[
                "Neues Spiel",
                "Regeln",
                "Stufe",
                "Klassisch (Gewinner bekommt alles, bis 500)",
                "3 (Tisch mit 4)",
                "◀ mittel ▶",
                "Enter teilt aus",
                "Das offizielle Spiel mit 108 Karten.",
                "Die Regeln des letzten Spiels bleiben",
            ][..],
        ),
        (
            "ja",
            &[
                "新しいゲーム",
                "ルール",
                "強さ",
                "クラシック(勝者総取り、500点先取)",
                "3体(4人で対戦)",
                "ふつう",
                "Enter配る",
                "公式の108枚のデッキ。",
                "前のゲームのルールをそのまま使います",
            ][..],
        ),
    ] {
        let mut setup = NewGame::new(&config(lang, Rules::named("classic").unwrap(), "classic"));
        let lines = render(80, 24, |f| setup.draw(f));
        let text = if lang == "ja" {
            squeeze(&lines)
        } else {
            words(&lines)
        };
        for want in wants {
            let want = if lang == "ja" {
                want.replace(' ', "")
            } else {
                want.to_string()
            };
            assert!(
                text.contains(&want),
                "{lang}: {want:?} not in:\n{}",
                lines.join("\n")
            );
        }
        assert_no_english(lang, &lines.join("\n"));
        // Every preset: its line whole, its note in the language.
        for _ in 0..Rules::preset_names().len() {
            let lines = render(80, 24, |f| setup.draw(f));
            let rules_line = lines.iter().find(|l| l.contains('◀')).unwrap();
            assert!(
                rules_line.contains('▶'),
                "{lang}: cut off:\n{}",
                lines.join("\n")
            );
            assert!(!setup.note().contains("(R"), "{lang}: {}", setup.note());
            assert_no_english(lang, &lines.join("\n"));
            key_setup(&mut setup, KeyCode::Right);
        }
    }
}

fn key_setup(s: &mut NewGame, code: KeyCode) {
    s.on_key(KeyEvent::from(code));
}

/// The status line and the summary in German: a refused key says why in
/// German; the summary names the rules, the scoring and the way back.
#[test]
fn the_status_line_and_the_summary_read_in_german() {
    let mut app = app("de", house_rules());
    key(&mut app, KeyCode::Char('x'));
    let status = app.status().unwrap_or_default().to_string();
    assert_eq!(status, "Gerade gibt es keine Zieh Vier zum Anzweifeln");
    key(&mut app, KeyCode::Esc);
    assert!(
        app.status().unwrap().contains("Esc schließt"),
        "{:?}",
        app.status()
    );
    let summary = ui::summary(&app, 2).join("\n");
    for want in [
        "Spiel 2: Startwert 4 · Klassisch + Dazwischenwerfen, Sieben tauscht Hände · Strafpunktewertung, bis 300",
        "nicht beendet: in Runde 1 verlassen",
        "Punkte: Du 0",
        "(mittel)",
        "dieses Spiel noch einmal: uno play --seed 4",
    ] {
        assert!(summary.contains(want), "{want:?} not in:\n{summary}");
    }
    assert_no_english("de", &summary);
    for english in [
        "not finished",
        "scores:",
        "to play this deal again",
        "Game 2",
    ] {
        assert!(!summary.contains(english), "{english:?} in:\n{summary}");
    }
}

/// The key bar measures columns: in Japanese every laid-out line fits.
#[test]
fn the_japanese_key_bar_fits_its_width() {
    let app = app("ja", house_rules());
    let items = ui::help_items(&app);
    for width in [60usize, 80] {
        for row in ui::help_layout(&items, width, 2) {
            let used: usize = 1 + row
                .iter()
                .map(|(k, d)| k.width() + if d.is_empty() { 2 } else { d.width() + 3 })
                .sum::<usize>();
            assert!(used <= width, "{used} > {width}: {row:?}");
        }
    }
}

/// Wrapping counts columns and cuts a line of Japanese (no spaces) where
/// the width ends.
#[test]
fn wrap_counts_columns() {
    let text =
        "手札の下の表示: 1-9 と 0 はそのカードを出すキー。↵: 出せるカード、選んで (←→) Enter。";
    let lines = ui::wrap(text, 20);
    assert!(lines.len() > 2, "{lines:?}");
    for (i, l) in lines.iter().enumerate() {
        let room = if i == 0 { 20 } else { 19 };
        assert!(l.width() <= room, "{l:?} is {} columns", l.width());
    }
    assert_eq!(lines.concat().replace(' ', ""), text.replace(' ', ""));
    // A sentence longer than a line fills the line it starts on.
    let rule = ui::wrap("割り込み: 場のいちばん上と同じカードを順番外に出せる", 20);
    assert!(rule[0].starts_with("割り込み: 場の"), "{rule:?}");
    // English wraps by words as before.
    assert_eq!(ui::wrap("one two three", 8), vec!["one two", "three"]);
}

/// The `?` panel's keys in every language, with every key a classic game
/// can have (play several, jump in, a player to choose, hints): each
/// description whole on its line (no "…"), the last key (Ctrl-C) shown,
/// and no message id.
#[test]
fn every_languages_key_list_fits_80x24_whole() {
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.house.extend(
        ["seven_swap", "jump_in", "multi_play"]
            .iter()
            .map(|s| s.to_string()),
    );
    let rules = spec.resolve().unwrap();
    for l in uno_i18n::LANGUAGES {
        let i18n = Localizer::new(l.tag);
        for (k, d) in ui::keys(&rules, &i18n) {
            assert!(
                d.width() <= 34,
                "{}: {k}: {d:?} is {} columns",
                l.tag,
                d.width()
            );
            assert!(!d.starts_with("tui-"), "{}: {d}", l.tag);
        }
        let mut app = app(l.tag, rules.clone());
        app.enable_hints();
        key(&mut app, KeyCode::Char('?'));
        let lines = screen(&app);
        let panel: Vec<String> = lines
            .iter()
            .filter(|l| l.starts_with('│'))
            .map(|l| l.chars().take(44).collect())
            .collect();
        assert!(
            panel.iter().any(|r| r.contains("Ctrl-C")),
            "{}: the last key is cut off:\n{}",
            l.tag,
            lines.join("\n")
        );
        for row in &panel {
            assert!(
                !row.contains('…'),
                "{}: cut: {row}\n{}",
                l.tag,
                lines.join("\n")
            );
        }
    }
}

/// The log's warnings stand out in every language: the game's end is
/// marked from its event, not from English words (German here).
#[test]
fn the_game_over_line_stands_out_in_german() {
    let mut spec = Rules::named("classic").unwrap().to_spec();
    spec.scoring.target = Some(1);
    let mut app = app("de", spec.resolve().unwrap());
    for _ in 0..2000 {
        app.run_bots(10_000);
        if app.view().game_over {
            break;
        }
        let k = common::simple_key(&app);
        key(&mut app, KeyCode::Char(k));
        if matches!(app.prompt(), uno_tui::app::Prompt::WildColor { .. }) {
            key(&mut app, KeyCode::Char('r'));
        }
    }
    assert!(app.view().game_over);
    let last = app.log().last().unwrap();
    assert!(last.alert, "{:?}", app.log());
    assert!(last.text.starts_with("Spiel vorbei"), "{}", last.text);
    assert!(app.log().iter().filter(|l| l.alert).count() >= 1);
    // A line that is no warning is not marked.
    assert!(!app.log()[0].alert, "{:?}", app.log()[0]);
    // The score table's titles, whole on their line ("auf der Hand" is
    // wider than its column of numbers).
    let lines = screen(&app);
    let titles = lines.iter().find(|l| l.contains("Spieler")).unwrap();
    assert!(
        titles.contains("auf der Hand") && titles.contains("gesamt"),
        "{}",
        lines.join("\n")
    );
}

/// The players' table titles, measured in columns: in German "Karten" and
/// "Punkte" whole, in Japanese and Korean the score's title still on the
/// panel (each character two columns).
#[test]
fn the_players_table_titles_fit_in_every_language() {
    for (lang, want) in [
        ("de", &["Spieler", "Karten", "Punkte"][..]),
        ("ja", &["プレイヤー", "枚数", "得点"][..]),
        ("ko", &["플레이어", "카드", "점수"][..]),
        ("en", &["# player         cards      score"][..]),
    ] {
        let app = app(lang, Rules::named("classic").unwrap());
        let lines = screen(&app);
        let row = lines.iter().find(|l| l.starts_with("│ # ")).unwrap();
        // The panel's own right border closes the titles' row.
        assert!(row.contains("││"), "{lang}:\n{}", lines.join("\n"));
        let titles = if lang == "en" {
            row.clone()
        } else {
            squeeze(std::slice::from_ref(row))
        };
        for w in want {
            let w = if lang == "en" {
                w.to_string()
            } else {
                w.replace(' ', "")
            };
            assert!(
                titles.contains(&w),
                "{lang}: {w:?} not in:\n{}",
                lines.join("\n")
            );
        }
    }
}
