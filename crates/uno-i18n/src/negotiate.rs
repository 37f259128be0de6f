//! Which of [`LANGUAGES`](crate::LANGUAGES) a reader wants.

use crate::LANGUAGES;
use unic_langid::LanguageIdentifier;

/// The best of our languages for a list of wishes, most wanted first
/// (`"ko_KR.UTF-8"`, `"de-AT"`, `"pt"`, `"zh-Hans-CN"`): an exact tag, else the
/// first with the same language subtag; English when none fits.
pub fn pick<'a>(wanted: impl IntoIterator<Item = &'a str>) -> &'static str {
    for w in wanted {
        if let Some(tag) = best(w) {
            return tag;
        }
    }
    "en"
}

/// One wish: a POSIX locale (`ko_KR.UTF-8`, `C`), or a BCP 47 tag.
fn best(wish: &str) -> Option<&'static str> {
    let w = wish.split(['.', '@']).next()?.trim().replace('_', "-");
    if w.is_empty() || w == "C" || w == "POSIX" || w == "*" {
        return None;
    }
    let id: LanguageIdentifier = w.parse().ok()?;
    if let Some(l) = LANGUAGES
        .iter()
        .find(|l| l.tag.parse::<LanguageIdentifier>().ok().as_ref() == Some(&id))
    {
        return Some(l.tag);
    }
    LANGUAGES
        .iter()
        .find(|l| {
            l.tag
                .parse::<LanguageIdentifier>()
                .is_ok_and(|t| t.language == id.language)
        })
        .map(|l| l.tag)
}

/// The terminal's language from the environment, as POSIX orders it:
/// `LC_ALL`, then `LC_MESSAGES`, then `LANG` (the first one set and not
/// empty decides; `C` or `POSIX` means English).
pub fn from_env() -> &'static str {
    from_vars(|k| std::env::var(k).ok())
}

/// [`from_env`] over any source of variables (for tests).
pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> &'static str {
    for k in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Some(v) = get(k).filter(|v| !v.is_empty()) {
            // LANGUAGE-style lists ("de:en") are honoured too.
            return pick(v.split(':'));
        }
    }
    "en"
}

/// The languages of an `Accept-Language` header, by their weights.
pub fn accept_language(header: &str) -> &'static str {
    let mut wishes: Vec<(f32, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(i, part)| {
            let mut it = part.split(';');
            let tag = it.next()?.trim();
            let q = it
                .find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.parse().ok()))
                .unwrap_or(1.0);
            (q > 0.0).then_some((q, i, tag))
        })
        .collect();
    wishes.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    pick(wishes.into_iter().map(|(_, _, t)| t))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posix_locales_and_tags() {
        assert_eq!(pick(["ko_KR.UTF-8"]), "ko");
        assert_eq!(pick(["zh_CN.UTF-8"]), "zh-CN");
        assert_eq!(pick(["zh-Hans-CN"]), "zh-CN");
        assert_eq!(pick(["pt_PT"]), "pt-BR");
        assert_eq!(pick(["de_AT.UTF-8@euro"]), "de");
        assert_eq!(pick(["C", "fr"]), "fr");
        assert_eq!(pick(["xx", "nonsense!!"]), "en");
        assert_eq!(pick(["ja"]), "ja");
    }

    #[test]
    fn environment_order() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| pairs.iter().find(|p| p.0 == k).map(|p| p.1.to_string())
        };
        assert_eq!(from_vars(env(&[("LANG", "ko_KR.UTF-8")])), "ko");
        assert_eq!(
            from_vars(env(&[("LANG", "ko_KR.UTF-8"), ("LC_ALL", "es_ES.UTF-8")])),
            "es"
        );
        assert_eq!(
            from_vars(env(&[("LC_ALL", ""), ("LANG", "ja_JP.UTF-8")])),
            "ja"
        );
        assert_eq!(from_vars(env(&[("LANG", "C.UTF-8")])), "en");
        assert_eq!(from_vars(env(&[])), "en");
    }

    #[test]
    fn accept_language_weights() {
        assert_eq!(accept_language("fr;q=0.5, de-DE;q=0.9, en;q=0.1"), "de");
        assert_eq!(accept_language("xx, ko-KR"), "ko");
        assert_eq!(accept_language(""), "en");
    }
}
