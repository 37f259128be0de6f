// Cards: the engine's notation (docs/rules.md), names, sort order, and the
// card faces, drawn with CSS and small SVG symbols of our own.
import { h, svg } from "./ui.js";

export const COLORS = ["R", "Y", "G", "B"];
export const COLOR_NAME = { R: "Red", Y: "Yellow", G: "Green", B: "Blue" };

const RANK_ORDER = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2"];
const WILD_ORDER = ["W", "W+4", "WSH", "WBM", "WIB"];

/** Parses a card code ("R7", "B+2", "W+4", "WC1", …). */
export function parseCard(code) {
  const c = String(code).toUpperCase();
  if (c.startsWith("W")) {
    let kind = "wild";
    if (c === "W+4") kind = "wild4";
    else if (c === "WSH") kind = "shuffle";
    else if (c === "WBM") kind = "badtz";
    else if (c === "WIB") kind = "itembox";
    else if (/^WC\d+$/.test(c)) kind = "custom";
    return { code: c, color: null, kind, wild: true, rank: c };
  }
  const color = c[0];
  const rank = c.slice(1);
  let kind = "number";
  if (rank === "S") kind = "skip";
  else if (rank === "R") kind = "reverse";
  else if (rank === "+2") kind = "draw2";
  return { code: c, color, kind, wild: false, rank, value: kind === "number" ? Number(rank) : null };
}

const KIND_NAME = {
  skip: "Skip",
  reverse: "Reverse",
  draw2: "Draw Two",
  wild: "Wild",
  wild4: "Wild Draw Four",
  shuffle: "Wild Shuffle Hands",
  badtz: "Wild Badtz-Maru",
  itembox: "Wild Item Box",
};

/** "Red 7", "Blue Draw Two", "Wild Draw Four", "Wild Customizable 2". */
export function cardName(code) {
  const p = parseCard(code);
  if (p.kind === "custom") return `Wild Customizable ${p.code.slice(2)}`;
  if (p.wild) return KIND_NAME[p.kind];
  return `${COLOR_NAME[p.color]} ${p.kind === "number" ? p.rank : KIND_NAME[p.kind]}`;
}

/** Sort key: colours R, Y, G, B, then wilds; within a colour 0–9, S, R, +2. */
export function cardKey(code) {
  const p = parseCard(code);
  if (p.wild) {
    const i = WILD_ORDER.indexOf(p.code);
    return 400 + (i >= 0 ? i * 10 : 25 + Number(p.code.slice(2) || 0));
  }
  return COLORS.indexOf(p.color) * 100 + RANK_ORDER.indexOf(p.rank);
}

export function sortCards(cards) {
  return [...cards].sort((a, b) => cardKey(a) - cardKey(b));
}

/** Points of a card (R12.1). */
export function cardPoints(code, zeroTen = false) {
  const p = parseCard(code);
  if (p.wild) return 50;
  if (p.kind !== "number") return 20;
  return p.value === 0 && zeroTen ? 10 : p.value;
}

// ----- symbols (our own drawings) --------------------------------------------

const SYM = {
  skip: `<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" stroke-width="3"/><line x1="6" y1="18" x2="18" y2="6" stroke="currentColor" stroke-width="3" stroke-linecap="round"/></svg>`,
  reverse: `<svg viewBox="0 0 24 24"><path d="M4 9h12l-3.5-3.5M20 15H8l3.5 3.5" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  shuffle: `<svg viewBox="0 0 24 24"><path d="M3 7h4c5 0 5 10 10 10h3M3 17h4c2 0 3-1.6 4-3.5M13 9.5c1-1.9 2-2.5 4-2.5h3M18 4l3 3-3 3M18 14l3 3-3 3" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  itembox: `<svg viewBox="0 0 24 24"><rect x="3.5" y="3.5" width="17" height="17" rx="3.5" fill="none" stroke="currentColor" stroke-width="2.4"/><path d="M9.2 9.3a2.9 2.9 0 1 1 4.3 2.5c-1 .6-1.5 1.1-1.5 2.3" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/><circle cx="12" cy="17.2" r="1.3" fill="currentColor"/></svg>`,
  badtz: `<svg viewBox="0 0 24 24"><circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" stroke-width="2.2"/><path d="M7 6l1.5-4 2 3.2L12 1.5l1.5 3.7 2-3.2L17 6" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/><circle cx="9" cy="12" r="1.3" fill="currentColor"/><circle cx="15" cy="12" r="1.3" fill="currentColor"/><path d="M9 16.5q3 2 6 0" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/></svg>`,
};

// The glyphs on a card are drawn by CSS (`[data-t]::before`), not put in
// as text: the card's name ("Red 7") is what a screen reader says, and a
// button holding a card has no other visible text than its name.
const glyph = (tag, text, attrs = {}) => h(tag, { ...attrs, "data-t": text });

/** The big symbol in the middle of a card. */
function symbol(p) {
  switch (p.kind) {
    case "number":
      return glyph("span.sym.num", p.rank, { class: p.value === 6 || p.value === 9 ? "underline" : "" });
    case "skip":
    case "reverse":
    case "shuffle":
    case "itembox":
    case "badtz":
      return h("span.sym", svg(SYM[p.kind]));
    case "draw2":
      return glyph("span.sym.txt", "+2");
    case "wild4":
      return glyph("span.sym.txt", "+4");
    case "custom":
      return glyph("span.sym.txt", "C" + p.code.slice(2));
    default:
      return glyph("span.sym.txt", "W");
  }
}

function cornerText(p) {
  switch (p.kind) {
    case "number":
      return p.rank;
    case "skip":
      return "⊘";
    case "reverse":
      return "⇄";
    case "draw2":
      return "+2";
    case "wild4":
      return "+4";
    case "shuffle":
      return "SH";
    case "custom":
      return "C" + p.code.slice(2);
    case "badtz":
      return "BM";
    case "itembox":
      return "?";
    default:
      return "W";
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
      "aria-label": cardName(p.code) + (opts.chosen ? `, colour named ${COLOR_NAME[opts.chosen]}` : ""),
    },
    h("span.oval"),
    symbol(p),
    h("span.corner.tl", glyph("b", cornerText(p)), colorTag ? glyph("i", colorTag) : null),
    h("span.corner.br", glyph("b", cornerText(p)), colorTag ? glyph("i", colorTag) : null),
  );
  if (opts.chosen && p.wild) {
    el.appendChild(glyph("span.chosen", opts.chosen, { class: `c-${opts.chosen}`, title: `Colour named: ${COLOR_NAME[opts.chosen]}` }));
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

/** A colour chip: swatch plus letter plus name, so colour is never the only cue. */
export function colorChip(c, { short = false } = {}) {
  if (!c) return h("span.colorchip.none", "—");
  return h("span.colorchip", { class: `c-${c}` }, h("span.swatch", c), short ? null : COLOR_NAME[c]);
}

// ----- Mario Kart items (R9) -----------------------------------------------

export const ITEMS = {
  mushroom: { name: "Mushroom", color: "R", effect: (p, you) => `${p} ${you ? "play" : "plays"} again at once` },
  banana_peel: { name: "Banana Peel", color: "Y", effect: (p, you) => `the player before ${you ? "you" : p} draws 2` },
  green_shell: { name: "Green Shell", color: "G", effect: (p, you) => `${p} ${you ? "choose" : "chooses"} a player who draws 1` },
  lightning: { name: "Lightning", color: "B", effect: (p, you) => `everyone else draws 1, then ${you ? "you play" : p + " plays"} again` },
  bob_omb: { name: "Bob-omb", color: "W", effect: (p, you) => `${p} ${you ? "draw 2 and name" : "draws 2 and names"} the colour` },
};

const ITEM_SVG = {
  mushroom: `<svg viewBox="0 0 32 32"><path d="M4 17a12 11 0 0 1 24 0z" fill="currentColor"/><circle cx="11" cy="11" r="2.6" fill="#fff"/><circle cx="20" cy="9.5" r="2.2" fill="#fff"/><circle cx="23.5" cy="15" r="1.6" fill="#fff"/><rect x="10" y="17" width="12" height="11" rx="4" fill="#f3e6cf" stroke="currentColor" stroke-width="1.4"/></svg>`,
  banana_peel: `<svg viewBox="0 0 32 32"><path d="M6 24c8 2 18-4 20-16 1 0 2 1 2 2-1 13-13 20-23 17z" fill="currentColor"/><path d="M26 8l1-3" stroke="#6b4b12" stroke-width="2" stroke-linecap="round"/></svg>`,
  green_shell: `<svg viewBox="0 0 32 32"><ellipse cx="16" cy="17" rx="12" ry="9" fill="currentColor"/><path d="M16 10l4 3v5l-4 3-4-3v-5z" fill="none" stroke="#fff" stroke-width="1.6"/><path d="M4.5 19h23" stroke="#fff" stroke-width="2"/></svg>`,
  lightning: `<svg viewBox="0 0 32 32"><path d="M19 2L7 18h8l-3 12 13-17h-8z" fill="currentColor"/></svg>`,
  bob_omb: `<svg viewBox="0 0 32 32"><circle cx="15" cy="19" r="10" fill="currentColor"/><path d="M21 10l3-3" stroke="currentColor" stroke-width="3"/><path d="M24 7q2-4 5-2" fill="none" stroke="#e08b00" stroke-width="2"/><circle cx="11.5" cy="17" r="1.8" fill="#fff"/><circle cx="17" cy="17" r="1.8" fill="#fff"/></svg>`,
};

export function itemIcon(item) {
  const meta = ITEMS[item] || { color: "W" };
  return h("span.itemicon", { class: `c-${meta.color}` }, svg(ITEM_SVG[item] || ITEM_SVG.mushroom));
}
