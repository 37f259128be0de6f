//! [`Localizer`]: the messages of one language, with English under them.

use crate::{ftl, negotiate};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A message's variables: `[("name", "Ana".into()), ("count", 3.into())]`.
pub type Args<'a> = [(&'a str, FluentValue<'a>)];

/// The messages of one language. A message the language lacks (a
/// translation behind English) is worded in English; an id that no
/// language has is shown as the id itself, so a mistake is visible and
/// nothing panics.
pub struct Localizer {
    tag: &'static str,
    bundle: FluentBundle<FluentResource>,
    english: FluentBundle<FluentResource>,
}

/// Two localisers are equal when they speak the same language.
impl PartialEq for Localizer {
    fn eq(&self, other: &Self) -> bool {
        self.tag == other.tag
    }
}
impl Eq for Localizer {}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer").field("tag", &self.tag).finish()
    }
}

fn bundle(tag: &'static str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = tag.parse().unwrap_or_default();
    let mut b = FluentBundle::new(vec![id]);
    // A terminal measures widths: no bidi isolation marks around variables.
    b.set_use_isolating(false);
    let src = ftl(tag).unwrap_or_default();
    // A file with a syntax error still gives every message it could parse
    // (check::tests fails on the error itself).
    let res = FluentResource::try_new(src.to_string()).unwrap_or_else(|(res, _)| res);
    // Duplicate ids are a translator's mistake that check::tests reports.
    b.add_resource_overriding(res);
    b
}

impl Localizer {
    /// The localiser for a wish (`"ko"`, `"ko_KR.UTF-8"`, `"de-AT"`);
    /// English for a language the game does not speak.
    pub fn new(wish: &str) -> Self {
        let tag = negotiate::pick([wish]);
        Localizer {
            tag,
            bundle: bundle(tag),
            english: bundle("en"),
        }
    }

    /// The localiser `LC_ALL`/`LC_MESSAGES`/`LANG` ask for.
    pub fn from_env() -> Self {
        Self::new(negotiate::from_env())
    }

    /// This localiser's language tag (`"ko"`).
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// A message with no variables.
    pub fn t(&self, id: &str) -> String {
        self.ta(id, &[])
    }

    /// A message with variables.
    pub fn ta(&self, id: &str, args: &Args<'_>) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        for b in [&self.bundle, &self.english] {
            if let Some(p) = b.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return b.format_pattern(p, Some(&fargs), &mut errors).into_owned();
            }
        }
        id.to_string()
    }

    /// Whether this language (not English under it) has the message.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn korean_and_english_fallbacks() {
        let ko = Localizer::new("ko_KR.UTF-8");
        assert_eq!(ko.tag(), "ko");
        assert_ne!(
            ko.t("language-name"),
            Localizer::new("en").t("language-name")
        );
        assert_eq!(ko.t("no-such-message-id"), "no-such-message-id");
        assert_eq!(Localizer::new("xx").tag(), "en");
    }
}
