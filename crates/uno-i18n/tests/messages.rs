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
