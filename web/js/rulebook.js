// The rule book as the engine plays it (docs/rules.md, R1–R14), in short
// form, plus how each decision is made on this page. Every sentence is a
// Fluent message (`rb-*` in locales/LANG/uno.ftl); the R-numbers stay as
// they are, since they are how the rule book is cited. The decks (R1), the
// items (R9) and the house rules (R13) are listed from the engine's rules
// catalogue (rules.js), in the page's language. No player text ever goes
// in here.
import { CATALOGUE, PRESETS, HOUSE_RULES, houseName } from "./rules.js";
import { itemName, itemEffect } from "./cards.js";
import { t, fmtList } from "./i18n.js";

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/**
 * A rule-book message as HTML. The message's own text is escaped, then the
 * few tags a message may use (<b>, <i>, <code>) are put back; `html`
 * holds arguments that are HTML already (escaped by the caller), `args`
 * plain ones (numbers, for plurals).
 */
function md(id, html = {}, args = {}) {
  const keys = Object.keys(html);
  const all = { ...args };
  keys.forEach((k, i) => (all[k] = `\u0001${i}\u0001`));
  return esc(t(id, all))
    .replace(/&lt;(\/?)(b|i|code)&gt;/g, "<$1$2>")
    .replace(/\u0001(\d+)\u0001/g, (_, i) => html[keys[Number(i)]]);
}

const b = (s) => `<b>${esc(s)}</b>`;
const code = (s) => `<code>${esc(s)}</code>`;
/** A list of rules, each with its number: R2.1 → rb-r2-1. */
const rules = (nums) => `<ul>\n${nums.map((n) => `<li><b>${n}</b> ${md(`rb-${n.toLowerCase().replace(".", "-")}`)}</li>`).join("\n")}\n</ul>`;
const numbered = (sec, count) => rules(Array.from({ length: count }, (_, i) => `${sec}.${i + 1}`));

// R1: the decks of the catalogue, then the house presets on the classic deck.
function decksHtml() {
  const decks = PRESETS.filter((p) => !p.house).map((p) => {
    const cards = (CATALOGUE.deck_presets.find((d) => d.name === p.id) || {}).cards;
    return `<li>${md("rb-r1-deck", { name: esc(p.name), cards: esc(t("n-cards", { count: cards })), text: esc(p.line) })}</li>`;
  });
  const house = PRESETS.filter((p) => p.house);
  const deck = PRESETS.find((p) => !p.house && p.id === (house[0] ? house[0].deck : "classic"));
  const last = house.length ? `<li>${md("rb-r1-house", { presets: fmtList(house.map((p) => b(p.name))), deck: esc(deck ? deck.name : "classic") })}</li>` : "";
  return `<ul>\n${decks.join("\n")}\n${last}\n</ul>`;
}

// R9: the items, each with the colour that fires it and its effect.
function itemsHtml() {
  const colour = (letter) => (CATALOGUE.colors.some((c) => c.letter === letter) ? t(`color-${letter}`) : t("rb-r9-wild"));
  const items = CATALOGUE.items.map((i) => `<li>${md("rb-r9-item", { color: esc(colour(i.color)), item: esc(itemName(i.name)), effect: esc(itemEffect(i.name, "", true)) })}</li>`);
  return `<p>${md("rb-r9-intro")}</p>\n<ul>\n${items.join("\n")}\n</ul>`;
}

// R13: every house rule of the catalogue, what it turns on and what it
// cannot be on with, then the house presets.
function houseHtml() {
  const list = HOUSE_RULES.map((r) => {
    // The rules it names, in italics ("Not with <i>Zero swaps</i>.").
    const names = (ids, type) => fmtList(ids.map((x) => `<i>${esc(houseName(x))}</i>`), type);
    const text = [esc(r.line)];
    if (r.implies.length) text.push(md("house-implies", { list: names(r.implies) }));
    if (r.excludes.length) text.push(md("house-excludes", { list: names(r.excludes, "disjunction") }));
    return `<li>${md("rb-r13-rule", { name: esc(r.name), id: esc(r.id), text: text.join(esc(t("rb-sentence-sep"))) })}</li>`;
  });
  const presets = PRESETS.filter((p) => p.house).map((p) => `<li>${md("rb-r13-preset", { name: esc(p.name), list: esc(fmtList(p.house.map(houseName))) })}</li>`);
  return `<ul>\n${list.join("\n")}\n${presets.join("\n")}\n</ul>`;
}

// How each decision is made on this page: decision, control, key.
const KEYS = [
  ["play", null],
  ["draw", "D"],
  ["drawn", "P / K"],
  ["colour", "R / Y / G / B"],
  ["player", "1–9"],
  ["wd4", "A / C"],
  ["stack", "D"],
  ["uno", "U"],
  ["catch", "X"],
  ["jump", ""],
  ["honour", "O / T"],
  ["next", "N"],
  ["log", "L"],
];

function playHtml() {
  const rows = KEYS.map(([k, key]) => `<tr><td>${md(`rb-key-${k}`)}</td><td>${md(`rb-key-${k}-how`)}</td><td>${key === null ? md("rb-key-play-keys") : esc(key)}</td></tr>`);
  return `
<p>${md("rb-play-intro")}</p>
<table class="keys">
<tr><th>${md("rb-keys-decision")}</th><th>${md("rb-keys-control")}</th><th>${md("rb-keys-key")}</th></tr>
${rows.join("\n")}
</table>
<p>${md("rb-play-keyboard")}</p>
<p>${md("rb-play-server")}</p>`;
}

// R14: the effects a customizable wild can take, as a rules file writes them.
const EFFECTS = ["draw(T, n)", "skip(T)", "reverse", "swap_hands(chosen)", "rotate_hands", "shuffle_hands", "extra_turn", "everyone_else_draws(n)", "fewest_cards_draw(n)", "reveal_and_item"];
const TARGETS = ["next", "previous", "chosen", "self", "all_others"];

function dataHtml() {
  return `<p>${md("rb-r14-text", { json: esc(t("form-json")), effects: EFFECTS.map(code).join(t("tui-list-sep")), targets: fmtList(TARGETS.map(code), "disjunction") })}</p>`;
}

function decisionsHtml() {
  const items = Array.from({ length: 7 }, (_, i) => `<li>${md(`rb-dec-${i + 1}`)}</li>`);
  return `<ul>\n${items.join("\n")}\n</ul>\n<p>${md("rb-dec-source", { file: code("docs/rules.md") })}</p>`;
}

const paras = (...ids) => () => ids.map((id) => `<p>${md(id)}</p>`).join("\n");

const SECTIONS = [
  ["play", playHtml],
  ["R1", decksHtml],
  ["R2", () => numbered("R2", 4)],
  ["R3", paras("rb-r3-official", "rb-r3-dealer", "rb-r3-ignore", "rb-r3-first")],
  ["R4", () => numbered("R4", 4)],
  ["R5", () => numbered("R5", 4)],
  ["R6", () => numbered("R6", 4)],
  ["R7", () => numbered("R7", 4)],
  ["R8", () => numbered("R8", 6)],
  ["R9", itemsHtml],
  ["R10", () => numbered("R10", 4)],
  ["R11", () => numbered("R11", 2)],
  ["R12", () => numbered("R12", 3)],
  ["R13", houseHtml],
  ["R14", dataHtml],
  ["decisions", decisionsHtml],
];

/** The rule book's sections, { id, title, html } (call after the catalogue is loaded). */
export function rulebook() {
  return SECTIONS.map(([id, html]) => ({
    id,
    title: id.startsWith("R") ? `${id}. ${t(`rb-${id.toLowerCase()}-title`)}` : t(`rb-${id}-title`),
    html: html(),
  }));
}
