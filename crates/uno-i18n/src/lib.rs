//! `uno-i18n`: everything a player reads, in eight languages, from one set
//! of Project Fluent files (`locales/LANG/uno.ftl` at the repository root,
//! one file per language, so a translator edits one file and no code).
//!
//! Module map:
//! - [`files`]: the `.ftl` files embedded in the binary ([`LANGUAGES`],
//!   [`ftl`]), served to the page by `uno serve` at `/locales/LANG/uno.ftl`.
//! - [`negotiate`]: picking a language from `LANG`/`LC_ALL`, `--lang` or an
//!   `Accept-Language` header ([`negotiate::from_env`],
//!   [`negotiate::pick`]).
//! - [`localizer`]: [`Localizer`], a Fluent bundle for one language with
//!   English under it for any message a translation lacks.
//! - [`check`]: the translators' check: every message id of English in
//!   every language, with the same variables ([`check::compare`]).

pub mod check;
pub mod files;
pub mod localizer;
pub mod negotiate;

pub use files::{ftl, Language, LANGUAGES};
pub use fluent_bundle::FluentValue;
pub use localizer::{Args, Localizer};
