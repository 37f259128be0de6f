//! The translators' check: every language has every message of English,
//! no message English lacks, and the same variables in each message.
//!
//! A variable that carries content (`{ $name } plays { $card }`) must
//! appear in every language; one that only chooses a form (`{ $you ->`,
//! English's verb agreement) may be left out by a language that needs no
//! such choice (Korean, Japanese, Chinese), but no language may use a
//! variable English does not give it, except `$you`, which goes with every
//! `$name` ("yes" when the name is the reader's) for languages whose verbs
//! agree where English's do not ("jugaste" / "jugó", English "played").

use crate::LANGUAGES;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};

/// What one message uses.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Vars {
    /// Variables whose value is shown.
    pub content: BTreeSet<String>,
    /// Variables only used to choose a variant.
    pub selectors: BTreeSet<String>,
}

/// Every message of a file: id → variables (messages and `-terms`).
pub fn messages(src: &str) -> Result<BTreeMap<String, Vars>, String> {
    let res = fluent_syntax::parser::parse(src).map_err(|(_, errs)| {
        errs.iter()
            .map(|e| format!("{:?} at {:?}", e.kind, e.pos))
            .collect::<Vec<_>>()
            .join("; ")
    })?;
    let mut out = BTreeMap::new();
    for entry in res.body {
        let (id, value, attrs) = match entry {
            Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let mut v = Vars::default();
        if let Some(p) = &value {
            pattern(p, &mut v);
        }
        for a in &attrs {
            pattern(&a.value, &mut v);
        }
        if out.insert(id.clone(), v).is_some() {
            return Err(format!("message {id} is defined twice"));
        }
    }
    Ok(out)
}

fn pattern(p: &Pattern<&str>, v: &mut Vars) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, v);
        }
    }
}

fn expr(e: &Expression<&str>, v: &mut Vars) {
    match e {
        Expression::Select { selector, variants } => {
            match selector {
                InlineExpression::VariableReference { id } => {
                    v.selectors.insert(id.name.to_string());
                }
                other => inline(other, v),
            }
            for var in variants {
                pattern(&var.value, v);
            }
        }
        Expression::Inline(i) => inline(i, v),
    }
}

fn inline(i: &InlineExpression<&str>, v: &mut Vars) {
    match i {
        InlineExpression::VariableReference { id } => {
            v.content.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, v);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline(a, v);
            }
            for a in &arguments.named {
                inline(&a.value, v);
            }
        }
        InlineExpression::Placeable { expression } => expr(expression, v),
        _ => {}
    }
}

/// Every problem of every translation against English, one line each
/// (empty: all is well).
pub fn compare() -> Vec<String> {
    let others: Vec<_> = LANGUAGES[1..].iter().map(|l| (l.tag, l.ftl)).collect();
    compare_sources(LANGUAGES[0].ftl, &others)
}

/// [`compare`] over any sources: English, then (tag, source) pairs.
pub fn compare_sources(english: &str, others: &[(&str, &str)]) -> Vec<String> {
    let mut problems = Vec::new();
    let en = match messages(english) {
        Ok(m) => m,
        Err(e) => return vec![format!("en: {e}")],
    };
    for (tag, src) in others {
        let tr = match messages(src) {
            Ok(m) => m,
            Err(e) => {
                problems.push(format!("{tag}: {e}"));
                continue;
            }
        };
        for (id, ev) in &en {
            let Some(tv) = tr.get(id) else {
                problems.push(format!("{}: message {id} is missing", tag));
                continue;
            };
            if tv.content != ev.content {
                problems.push(format!(
                    "{}: {id} shows variables {:?}, English {:?}",
                    tag, tv.content, ev.content
                ));
            }
            let mut all: BTreeSet<&String> = ev.content.union(&ev.selectors).collect();
            // `$you` ("yes" when the sentence is about the reader) goes
            // with every `$name`, for languages whose verbs agree.
            let you = "you".to_string();
            if ev.content.contains("name") {
                all.insert(&you);
            }
            for s in &tv.selectors {
                if !all.contains(s) {
                    problems.push(format!(
                        "{}: {id} chooses by ${s}, which English does not give",
                        tag
                    ));
                }
            }
        }
        for id in tr.keys() {
            if !en.contains_key(id) {
                problems.push(format!("{}: message {id} is not in English", tag));
            }
        }
    }
    problems
}
