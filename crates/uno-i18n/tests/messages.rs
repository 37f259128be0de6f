//! Every message id of English exists in every language with the same
//! variables (issue 32 §1), and a broken file is caught.

use uno_i18n::check::{compare, messages};

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let problems = compare();
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_check_sees_missing_ids_and_variables() {
    let en = messages(
        "a = { $name } plays { $card }\nb = { $you ->\n [yes] You play\n *[no] They play\n}\n",
    )
    .unwrap();
    assert_eq!(en["a"].content.len(), 2);
    assert!(en["b"].content.is_empty());
    assert_eq!(en["b"].selectors.len(), 1);
    assert!(messages("a = one\na = two\n").is_err());
    assert!(messages("a = { $broken\n").is_err());
}

#[test]
fn the_comparison_fails_on_a_missing_id_or_a_lost_variable() {
    let en = "a = { $name } plays { $card }\nb = Hello\nc = { $you ->\n [yes] You play\n *[no] They play\n}\n";
    let good = "a = { $name } joue { $card }\nb = Bonjour\nc = On joue\n";
    assert!(uno_i18n::check::compare_sources(en, &[("fr", good)]).is_empty());
    let missing = "a = { $name } joue { $card }\n";
    let p = uno_i18n::check::compare_sources(en, &[("fr", missing)]);
    assert_eq!(p.len(), 2, "{p:?}");
    let lost = "a = { $name } joue\nb = Bonjour\nc = On joue\nd = extra\n";
    let p = uno_i18n::check::compare_sources(en, &[("fr", lost)]);
    assert_eq!(p.len(), 2, "{p:?}");
    let foreign = "a = { $name } joue { $card }\nb = { $who -> \n *[x] Bonjour\n}\nc = On joue\n";
    assert_eq!(
        uno_i18n::check::compare_sources(en, &[("fr", foreign)]).len(),
        1
    );
}

#[test]
fn you_goes_with_name_only() {
    let en = "a = { $name } played\nb = the round ended\n";
    let ok = "a = { $you ->\n [yes] jugaste\n *[no] { $name } jugó\n}\nb = se acabó\n";
    assert!(uno_i18n::check::compare_sources(en, &[("es", ok)]).is_empty());
    let bad = "a = { $name } jugó\nb = { $you ->\n [yes] x\n *[no] y\n}\n";
    assert_eq!(
        uno_i18n::check::compare_sources(en, &[("es", bad)]).len(),
        1
    );
}

/// Chinese and Japanese set their punctuation full width beside their own
/// characters ("连接已断开，正在重新连接…", "指定色：赤"): an ASCII `,`
/// `:` `;` or `(` `)` touching a CJK character is a slip (the page read
/// "连接已断开,正在重新连接…"). The terminal game's messages (`tui-*`) keep
/// ASCII marks, whose width its layout counts on; Japanese writes its
/// commas as `、`, so only `:` `;` and brackets are checked there.
#[test]
fn chinese_and_japanese_punctuation_is_full_width() {
    fn is_cjk(c: char) -> bool {
        matches!(c, '\u{3040}'..='\u{30ff}' | '\u{3400}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}' | '\u{3000}'..='\u{303f}')
    }
    let mut problems = Vec::new();
    for (tag, marks) in [("zh-CN", ",:;()"), ("ja", ":;()")] {
        let mut id = String::new();
        for line in uno_i18n::files::ftl(tag).unwrap().lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let text = match line.split_once(" = ") {
                Some((k, v)) if !line.starts_with(' ') => {
                    id = k.to_string();
                    v.to_string()
                }
                _ => line.to_string(),
            };
            if id.starts_with("tui-") {
                continue;
            }
            // Placeables and variant keys are syntax, not text.
            let mut t = text;
            while let (Some(a), Some(b)) = (t.find('{'), t.find('}')) {
                if a > b {
                    t.replace_range(b..=b, " ");
                    continue;
                }
                t.replace_range(a..=b, "X");
            }
            let t = t.split('{').next().unwrap_or_default().replace('}', " ");
            let t = t.trim_start().trim_start_matches('*');
            let t = match t.strip_prefix('[') {
                Some(rest) => rest.split_once(']').map(|x| x.1).unwrap_or(rest),
                None => t,
            };
            let cs: Vec<char> = t.chars().collect();
            for (i, &c) in cs.iter().enumerate() {
                if !marks.contains(c) {
                    continue;
                }
                let before = i > 0 && is_cjk(cs[i - 1]);
                let after = cs.get(i + 1).is_some_and(|&n| is_cjk(n));
                if before || (after && c != ')') {
                    problems.push(format!("{tag} {id}: {line}"));
                    break;
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
