//! The message files, embedded: `locales/LANG/uno.ftl`.

/// One language the game speaks: its BCP 47 tag and its own name for itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Language {
    pub tag: &'static str,
    pub name: &'static str,
    /// The file's Fluent source.
    pub ftl: &'static str,
}

macro_rules! lang {
    ($tag:literal, $name:literal) => {
        Language {
            tag: $tag,
            name: $name,
            ftl: include_str!(concat!("../../../locales/", $tag, "/uno.ftl")),
        }
    };
}

/// Every language, English (the source every translation follows) first.
pub const LANGUAGES: &[Language] = &[
    lang!("en", "English"),
    lang!("ko", "한국어"),
    lang!("ja", "日本語"),
    lang!("zh-CN", "简体中文"),
    lang!("es", "Español"),
    lang!("fr", "Français"),
    lang!("de", "Deutsch"),
    lang!("pt-BR", "Português (Brasil)"),
];

/// The Fluent source of a language by its exact tag (`"ko"`, `"zh-CN"`).
pub fn ftl(tag: &str) -> Option<&'static str> {
    LANGUAGES.iter().find(|l| l.tag == tag).map(|l| l.ftl)
}
