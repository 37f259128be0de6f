// Cards as the engine names them, and the card faces, drawn with CSS and
// small SVG symbols of our own. Every card's notation, name, colour, kind
// and sort order, the colours' names and the R9 items' names and effects
// come from the engine's catalogue (`GET /api/rules`: its `cards`,
// `colors` and `items`), handed over by useCatalogue() before the page is
// drawn. What stays here is presentation only, keyed by the engine's
// names: the glyphs of each card kind, the item icons.
import { h, svg } from "./ui.js";
import { t, has } from "./i18n.js";

/** The colours' letters in notation order (R, Y, G, B). */
export let COLORS = [];
/** A colour's display name by letter: { R: "Red", … }. */
export let COLOR_NAME = {};
/** The R9 items by the engine's name: { title, color, effect, effect_you, rule }. */
export let ITEMS = {};
/** Card entries by notation, with `index` (the engine's sort order). */
let CARDS = new Map();

/** Takes the cards, colours and items of the engine's catalogue. */
export function useCatalogue(c) {
  COLORS = c.colors.map((x) => x.letter);
  COLOR_NAME = Object.fromEntries(c.colors.map((x) => [x.letter, has(`color-${x.letter}`) ? t(`color-${x.letter}`) : x.title]));
  ITEMS = Object.fromEntries(c.items.map((x) => [x.name, x]));
  CARDS = new Map(c.cards.map((x, index) => [x.code, { ...x, index }]));
}

/**
 * A card by its notation ("R7", "B+2", "W+4", "WC1", …), as the engine's
 * catalogue describes it. A code the catalogue does not know (it never
 * comes from the server) is shown as an unknown wild under its own code.
 */
export function parseCard(code) {
  const c = String(code).toUpperCase();
  const e = CARDS.get(c);
  if (!e) return { code: c, color: null, kind: "unknown", wild: true, value: null, title: c, index: CARDS.size };
  // The name in the page's language, from the card's kind (the catalogue's
  // English title where a kind has no message).
  const title = has(`card-${e.kind}`) ? t(`card-${e.kind}`, { color: e.color ? COLOR_NAME[e.color] : "", number: e.number ?? "" }) : e.title;
  return { code: c, color: e.color, kind: e.kind, wild: e.color === null, value: e.number, title, index: e.index };
}

/** "Red 7", "Blue Draw Two", "Wild Draw Four", "Wild Customizable 2": the engine's names. */
export function cardName(code) {
  return parseCard(code).title;
}

/** Sort key: the engine's order (colours R, Y, G, B, then wilds; within a colour 0–9, S, R, +2). */
export function cardKey(code) {
  return parseCard(code).index;
}

export function sortCards(cards) {
  return [...cards].sort((a, b) => cardKey(a) - cardKey(b));
}

/**
 * What an R9 item does, said of the Item Box's player `player` (or to
 * them, `you`), in the engine's words; "" for an unknown item.
 */
export function itemEffect(item, player, you) {
  const it = ITEMS[item];
  if (!it) return "";
  if (has(`item-effect-${item}`)) return t(`item-effect-${item}`, { player, you: you ? "yes" : "no" });
  return you ? it.effect_you : it.effect.replaceAll("{player}", player);
}

/** An R9 item's display name (its engine name if unknown). */
export function itemName(item) {
  if (has(`item-${item}`)) return t(`item-${item}`);
  return ITEMS[item] ? ITEMS[item].title : String(item);
}

// ----- symbols (our own drawings) --------------------------------------------

// Keyed by the engine's card kinds (the catalogue's `kind`).
const SYM = {
  skip: `<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" stroke-width="3"/><line x1="6" y1="18" x2="18" y2="6" stroke="currentColor" stroke-width="3" stroke-linecap="round"/></svg>`,
  reverse: `<svg viewBox="0 0 24 24"><path d="M4 9h12l-3.5-3.5M20 15H8l3.5 3.5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  shuffle_hands: `<svg viewBox="0 0 24 24"><path d="M3 7h4c5 0 5 10 10 10h3M3 17h4c2 0 3-1.6 4-3.5M13 9.5c1-1.9 2-2.5 4-2.5h3M18 4l3 3-3 3M18 14l3 3-3 3" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  item_box: `<svg viewBox="0 0 24 24"><rect x="3.5" y="3.5" width="17" height="17" rx="3.5" fill="none" stroke="currentColor" stroke-width="2.4"/><path d="M9.2 9.3a2.9 2.9 0 1 1 4.3 2.5c-1 .6-1.5 1.1-1.5 2.3" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><circle cx="12" cy="17.2" r="1.3" fill="currentColor"/></svg>`,
  badtz_maru: `<svg viewBox="0 0 24 24"><circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" stroke-width="2.2"/><path d="M7 6l1.5-4 2 3.2L12 1.5l1.5 3.7 2-3.2L17 6" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/><circle cx="9" cy="12" r="1.3" fill="currentColor"/><circle cx="15" cy="12" r="1.3" fill="currentColor"/><path d="M9 16.5q3 2 6 0" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>`,
};

// Colour-blind play (issue 32 §3): every colour is also a shape, drawn dark
// on a white tile wherever the colour shows (card corners, small cards in
// the log, the wild's named colour on the pile, the colour in play, the
// colour picker): Red a triangle, Yellow a ring, Green a cross, Blue
// three bars. The outlines differ (not only in size), so they read the
// same to every eye; colorblind.test.mjs measures them. The card's name
// stays its only text.
const MARK_SVG = {
  R: `<svg viewBox="0 0 10 10"><path d="M5 .6 9.7 9.2H.3z"/></svg>`,
  Y: `<svg viewBox="0 0 10 10"><path fill-rule="evenodd" d="M5 .5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 1 0 0-9zm0 2.3a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 1 1 0-4.4z"/></svg>`,
  G: `<svg viewBox="0 0 10 10"><path d="M3.9.4h2.2v3.5h3.5v2.2H6.1v3.5H3.9V6.1H.4V3.9h3.5z"/></svg>`,
  B: `<svg viewBox="0 0 10 10"><path d="M.5.6h9v2h-9zM.5 4h9v2h-9zM.5 7.4h9v2h-9z"/></svg>`,
};

/** A colour's shape on a white tile (decorative: the colour's name is said elsewhere). */
export function colorMark(c) {
  if (!MARK_SVG[c]) return null;
  return h("span.cmark", { class: `m-${c}`, dataset: { mark: c }, "aria-hidden": "true" }, svg(MARK_SVG[c]));
}

// The glyphs on a card are drawn by CSS (`[data-t]::before`), not put in
// as text: the card's name ("Red 7") is what a screen reader says, and a
// button holding a card has no other visible text than its name.
const glyph = (tag, text, attrs = {}) => h(tag, { ...attrs, "data-t": text });

/** The big symbol in the middle of a card. */
function symbol(p) {
  switch (p.kind) {
    case "number":
      return glyph("span.sym.num", String(p.value), { class: p.value === 6 || p.value === 9 ? "underline" : "" });
    case "skip":
    case "reverse":
    case "shuffle_hands":
    case "item_box":
    case "badtz_maru":
      return h("span.sym", svg(SYM[p.kind]));
    case "draw_two":
      return glyph("span.sym.txt", "+2");
    case "wild_draw_four":
      return glyph("span.sym.txt", "+4");
    case "custom":
      return glyph("span.sym.txt", "C" + p.value);
    case "wild":
      return glyph("span.sym.txt", "W");
    default:
      return glyph("span.sym.txt", "?");
  }
}

function cornerText(p) {
  switch (p.kind) {
    case "number":
      return String(p.value);
    case "skip":
      return "⊘";
    case "reverse":
      return "⇄";
    case "draw_two":
      return "+2";
    case "wild_draw_four":
      return "+4";
    case "shuffle_hands":
      return "SH";
    case "custom":
      return "C" + p.value;
    case "badtz_maru":
      return "BM";
    case "item_box":
      return "?";
    case "wild":
      return "W";
    default:
      return "?";
  }
}

/**
 * A card face. `opts.chosen` is the colour named for a wild on the pile;
 * `opts.small` draws a compact card (logs, replays).
 */
export function cardFace(code, opts = {}) {
  const p = parseCard(code);
  const colorTag = p.wild ? null : p.color;
  const el = h(
    "div.card.face",
    {
      class: `c-${p.wild ? "W" : p.color} k-${p.kind}${opts.small ? " small" : ""}`,
      dataset: { card: p.code },
      role: "img",
      "aria-label": opts.chosen ? t("card-color-named", { card: cardName(p.code), color: COLOR_NAME[opts.chosen] }) : cardName(p.code),
    },
    h("span.oval"),
    symbol(p),
    h("span.corner.tl", glyph("b", cornerText(p)), colorTag ? colorMark(colorTag) : null),
    h("span.corner.br", glyph("b", cornerText(p)), colorTag ? colorMark(colorTag) : null),
  );
  if (opts.chosen && p.wild) {
    el.appendChild(h("span.chosen", { class: `c-${opts.chosen}`, title: t("card-chosen-title", { color: COLOR_NAME[opts.chosen] }) }, colorMark(opts.chosen)));
  }
  return el;
}

/** The back of a card (hidden cards, the draw pile). */
export function cardBack(opts = {}) {
  return h(
    "div.card.back",
    { class: opts.small ? "small" : "", role: opts.label ? "img" : null, "aria-label": opts.label || null, "aria-hidden": opts.label ? null : "true" },
    glyph("span.backmark", "uno"),
  );
}

/** A colour chip: swatch with the colour's shape, plus its name, so colour is never the only cue. */
export function colorChip(c, { short = false } = {}) {
  if (!c) return h("span.colorchip.none", "—");
  return h("span.colorchip", { class: `c-${c}` }, h("span.swatch", colorMark(c)), short ? null : COLOR_NAME[c]);
}

// ----- Mario Kart items (R9): icons keyed by the engine's item names -------

const ITEM_SVG = {
  mushroom: `<svg viewBox="0 0 32 32"><path d="M4 17a12 11 0 0 1 24 0z" fill="currentColor"/><circle cx="11" cy="11" r="2.6" fill="#fff"/><circle cx="20" cy="9.5" r="2.2" fill="#fff"/><circle cx="23.5" cy="15" r="1.6" fill="#fff"/><rect x="10" y="17" width="12" height="11" rx="4" fill="#f3e6cf" stroke="currentColor" stroke-width="1.4"/></svg>`,
  banana_peel: `<svg viewBox="0 0 32 32"><path d="M6 24c8 2 18-4 20-16 1 0 2 1 2 2-1 13-13 20-23 17z" fill="currentColor"/><path d="M26 8l1-3" stroke="#6b4b12" stroke-width="2" stroke-linecap="round"/></svg>`,
  green_shell: `<svg viewBox="0 0 32 32"><ellipse cx="16" cy="17" rx="12" ry="9" fill="currentColor"/><path d="M16 10l4 3v5l-4 3-4-3v-5z" fill="none" stroke="#fff" stroke-width="1.6"/><path d="M4.5 19h23" stroke="#fff" stroke-width="2"/></svg>`,
  lightning: `<svg viewBox="0 0 32 32"><path d="M19 2L7 18h8l-3 12 13-17h-8z" fill="currentColor"/></svg>`,
  bob_omb: `<svg viewBox="0 0 32 32"><circle cx="15" cy="19" r="10" fill="currentColor"/><path d="M21 10l3-3" stroke="currentColor" stroke-width="3"/><path d="M24 7q2-4 5-2" fill="none" stroke="#e08b00" stroke-width="2"/><circle cx="11.5" cy="17" r="1.8" fill="#fff"/><circle cx="17" cy="17" r="1.8" fill="#fff"/></svg>`,
};

export function itemIcon(item) {
  const color = ITEMS[item] ? ITEMS[item].color : null;
  return h("span.itemicon", { class: `c-${color || "W"}` }, svg(ITEM_SVG[item] || ITEM_SVG.mushroom));
}
