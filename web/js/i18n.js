// The page's languages (issue 32 §1): every word a player reads is a
// Fluent message of /locales/LANG/uno.ftl (one file per language, served by
// the server from the files it embeds), formatted here with @fluent/bundle.
// The language: ?lang=…, else the one picked in the language menu
// (remembered), else the browser's (navigator.languages), else English.
// `en-XA` is a pseudo-locale made from English at run time (accented and
// about 40% longer) so that a hard-coded English string or a layout that
// breaks on longer words shows in the browser tests.
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";

/** The languages, each in its own words (the same list as crates/uno-i18n). */
export const LANGUAGES = [
  ["en", "English"],
  ["ko", "한국어"],
  ["ja", "日本語"],
  ["zh-CN", "简体中文"],
  ["es", "Español"],
  ["fr", "Français"],
  ["de", "Deutsch"],
  ["pt-BR", "Português (Brasil)"],
];
export const PSEUDO = "en-XA";
const KEY = "uno.lang";

let current = "en";
let bundle = null;
let english = null;

/** The best of our languages for a list of wishes, most wanted first. */
export function negotiate(wishes) {
  for (const w of wishes || []) {
    if (!w) continue;
    const want = String(w).replace(/_/g, "-").toLowerCase();
    if (want === PSEUDO.toLowerCase()) return PSEUDO;
    const exact = LANGUAGES.find(([t]) => t.toLowerCase() === want);
    if (exact) return exact[0];
    const base = want.split("-")[0];
    const same = LANGUAGES.find(([t]) => t.split("-")[0].toLowerCase() === base);
    if (same) return same[0];
  }
  return "en";
}

function stored() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The language the page should speak now. */
export function wanted() {
  const q = new URLSearchParams(location.search).get("lang");
  return negotiate([q, stored(), ...(navigator.languages || [navigator.language])]);
}

// ----- pseudo-locale ----------------------------------------------------------

const ACCENT = {
  a: "à", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "î", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ö", p: "þ", q: "ǫ", r: "ŕ", s: "š", t: "ţ", u: "û", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Å", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Î", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ö", P: "Þ", Q: "Ǫ", R: "Ŕ", S: "Š", T: "Ţ", U: "Û", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
};

/** English text, accented, its vowels doubled (about 40% longer); the rule book's tags (<b>, <i>, <code>) kept. */
export function pseudo(text) {
  return text.replace(/<\/?(?:b|i|code)>|[A-Za-z]/g, (ch) => (ch.length > 1 ? ch : /[aeiouyAEIOUY]/.test(ch) ? ACCENT[ch] + ACCENT[ch.toLowerCase()] : ACCENT[ch]));
}

function pseudoPattern(p) {
  if (typeof p === "string") return pseudo(p);
  if (!Array.isArray(p)) return p;
  return p.map((el) => {
    if (typeof el === "string") return pseudo(el);
    if (el && el.type === "select") return { ...el, variants: el.variants.map((v) => ({ ...v, value: pseudoPattern(v.value) })) };
    return el;
  });
}

// ----- loading ----------------------------------------------------------------

async function load(tag) {
  const file = tag === PSEUDO ? "en" : tag;
  const r = await fetch(`/locales/${file}/uno.ftl`);
  if (!r.ok) throw new Error(`${file}: HTTP ${r.status}`);
  const res = new FluentResource(await r.text());
  if (tag === PSEUDO) {
    for (const m of res.body) {
      if (m.value !== null) m.value = pseudoPattern(m.value);
      for (const k of Object.keys(m.attributes || {})) m.attributes[k] = pseudoPattern(m.attributes[k]);
    }
  }
  const b = new FluentBundle(tag === PSEUDO ? "en" : tag, { useIsolating: false });
  b.addResource(res);
  return b;
}

/** Loads the wanted language (and English under it); sets `<html lang>`. */
export async function initI18n(tag = wanted()) {
  current = tag;
  english = await load("en");
  bundle = tag === "en" ? english : await load(tag).catch(() => english);
  document.documentElement.lang = tag;
}

/** The page's language tag now ("ko", "en-XA"). */
export function lang() {
  return current;
}

/** The language for Intl: the pseudo-locale formats as English. */
export function intlLang() {
  return current === PSEUDO ? "en" : current;
}

/** Whether a message exists (in this language or English). */
export function has(id) {
  return !!((bundle && bundle.hasMessage(id)) || (english && english.hasMessage(id)));
}

/**
 * A message in the page's language, English where a translation lacks it,
 * the id itself where no language has it (a mistake that shows).
 */
export function t(id, args) {
  for (const b of [bundle, english]) {
    if (!b) continue;
    const m = b.getMessage(id);
    if (m && m.value) return b.formatPattern(m.value, args || null, []);
  }
  return id;
}

/** A number in the page's language (1,234 · 1.234 · 1 234). */
export function fmtNumber(n, opts) {
  try {
    return new Intl.NumberFormat(intlLang(), opts).format(n);
  } catch {
    return String(n);
  }
}

/**
 * A calendar day, "2026-11-30", in the page's language, as short as the
 * ISO day ("Nov 30, 2026", "30.11.2026", "2026/11/30"), or without its
 * year ("Nov 30", "30. Nov.") where the year goes without saying; the
 * day itself where it is not one.
 */
export function fmtDay(day, { year = true } = {}) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day || "");
  if (!m) return String(day);
  try {
    // Noon UTC, formatted in UTC: the same day in every time zone.
    const at = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], 12));
    const f = new Intl.DateTimeFormat(intlLang(), year ? { dateStyle: "medium", timeZone: "UTC" } : { month: "short", day: "numeric", timeZone: "UTC" });
    // The pseudo-locale accents the month's name too.
    if (current === PSEUDO) return f.formatToParts(at).map((p) => (p.type === "month" || p.type === "literal" ? pseudo(p.value) : p.value)).join("");
    return f.format(at);
  } catch {
    return String(day);
  }
}

/** A list in the page's language ("Ana, Ben and Cleo"; "Ana、Ben、Cleo"). */
export function fmtList(items, type = "conjunction") {
  try {
    const f = new Intl.ListFormat(intlLang(), { style: "long", type });
    // The pseudo-locale accents the list's own words ("and") too.
    if (current === PSEUDO) return f.formatToParts(items.map(String)).map((p) => (p.type === "literal" ? pseudo(p.value) : p.value)).join("");
    return f.format(items.map(String));
  } catch {
    return items.join(", ");
  }
}

/** The language menu: picking one remembers it and draws the page again. */
export function languagePicker() {
  const sel = document.createElement("select");
  sel.className = "langpick";
  sel.dataset.testid = "language";
  sel.setAttribute("aria-label", t("language-picker"));
  for (const [tag, name] of LANGUAGES) {
    const o = document.createElement("option");
    o.value = tag;
    o.textContent = name;
    o.lang = tag;
    if (tag === current) o.selected = true;
    sel.appendChild(o);
  }
  if (current === PSEUDO) {
    const o = document.createElement("option");
    o.value = PSEUDO;
    o.textContent = pseudo("Pseudo");
    o.selected = true;
    sel.appendChild(o);
  }
  sel.addEventListener("change", () => {
    try {
      localStorage.setItem(KEY, sel.value);
    } catch {
      // A browser without storage keeps the choice for this visit only.
    }
    const u = new URL(location.href);
    u.searchParams.delete("lang");
    location.replace(u.toString());
  });
  return sel;
}

/**
 * A note set after a name ("Kim (you)"): a space before it, but none
 * before a full-width bracket ("Kim（あなた）", "Kim（你）").
 */
export function noteAfter(text) {
  return /^[\u3000-\u303f\uff00-\uffef]/.test(text) ? text : ` ${text}`;
}
