// The rules a room can be given (R14), with a one-line explanation of
// every choice, and helpers to build and describe a rules object. The
// lists come from the engine's rules catalogue (`GET /api/rules`,
// docs/protocol.md), fetched once by loadCatalogue() before the page is
// drawn; nothing here repeats a preset, house rule, option, scoring
// method, bot level or card of the engine (the cards, colours and items go
// to cards.js).
import { api } from "./net.js";
import { useCatalogue } from "./cards.js";
import { t, has } from "./i18n.js";

/** The catalogue as the server sent it. */
export let CATALOGUE = null;
/** Deck presets, then house presets: { id, name, line, deck, rule, house? }. */
export let PRESETS = [];
/** House rules: { id, name, line, rule, implies, excludes }. */
export let HOUSE_RULES = [];
/** The first-card rules (R3): { id, name, line }. */
export let FIRST_CARD = [];
/** Scoring methods (R12.2): { id, name, line }. */
export let SCORING = [];
/** Game ends (R12.2): { id, name, line, methods (allowed with; empty: any), min (of hands:N) }. */
export let GAME_END = [];
/** The bot levels the lobby offers, from uno-bots' `Level`: { id, name, line }. */
export let BOT_LEVELS = [];
/** The honour rules of the customizable wilds of the deck that has them (R8.5). */
export let DEFAULT_WC = [];

/**
 * Player-facing words from the catalogue's descriptions: a bracket that
 * names the engine's identifiers ("(excludes zero_rotates)", "(game_end
 * target, elimination or hands:N)"), a rule code or a command is the rule
 * book's business and is left out (issue 22 §4 point 6).
 */
export function plain(s) {
  return String(s || "")
    .replace(/\s*\((?=[^()]*(?:\b[a-z]+_[a-z0-9_]+\b|`|\b[a-z]+:N\b|\bR\d))[^()]*\)/g, "")
    .trim();
}

/** A catalogue description as a sentence, in plain words. */
export function sentence(raw) {
  const s = plain(raw);
  return s ? s[0].toUpperCase() + s.slice(1) + (/[.)!?]$/.test(s) ? "" : ".") : "";
}

/**
 * A catalogue entry's words in the page's language: its title from the
 * message `cat-KIND-NAME`, its one-line description from `cat-KIND-NAME-desc`
 * (locales/LANG/uno.ftl); the catalogue's English where a message is missing.
 */
function title(kind, x) {
  const id = `cat-${kind}-${x.name}`;
  return has(id) ? t(id) : x.title;
}
function line(kind, x) {
  const id = `cat-${kind}-${x.name}-desc`;
  return has(id) ? t(id) : sentence(x.description);
}

/** A preset's display name by its id (`classic`, `killer`); the id when unknown. */
export function presetName(id) {
  const p = PRESETS.find((x) => x.id === id);
  return p ? p.name : String(id);
}

/** An option's title (`hand_size` → "Hand size"). */
function optionTitle(o) {
  return title("option", o);
}

/** An option's title and one-line description by its name, in the page's language. */
export function optionWords(name) {
  const o = option(name);
  return { title: title("option", o), line: line("option", o) };
}

/** Fetches the catalogue and fills the lists above. */
export async function loadCatalogue() {
  const c = await api("GET", "/api/rules");
  CATALOGUE = c;
  PRESETS = [
    ...c.deck_presets.map((p) => ({ id: p.name, name: title("deck", p), line: line("deck", p), deck: p.name, rule: p.rule })),
    ...c.house_presets.map((p) => ({ id: p.name, name: title("preset", p), line: line("preset", p), deck: p.deck, rule: p.rule, house: [...p.house] })),
  ];
  HOUSE_RULES = c.house_rules.map((r) => ({ id: r.name, name: title("house", r), line: line("house", r), rule: r.rule, implies: r.implies, excludes: r.excludes, unscored: r.unscored, noTeams: r.no_teams }));
  FIRST_CARD = option("first_card").values.map((v) => ({ id: v.name, name: title("first", v), line: line("first", v) }));
  SCORING = c.scoring_methods.map((m) => ({ id: m.name, name: title("scoring", m), line: line("scoring", m) }));
  GAME_END = c.game_ends.map((e) => ({ id: e.name, name: title("end", e), line: line("end", e), methods: e.methods, min: e.min }));
  BOT_LEVELS = c.bot_levels.filter((b) => b.offered).map((b) => ({ id: b.name, name: title("bot", b), line: line("bot", b) }));
  useCatalogue(c);
  const withWc = c.deck_presets.find((p) => hasWc(p.name));
  DEFAULT_WC = withWc ? withWc.defaults.options.wc.map((r) => r.honour || "") : [];
  return c;
}

/** An option of the catalogue by name (`hand_size`, `target`, …). */
export function option(name) {
  return CATALOGUE.options.find((o) => o.name === name);
}

/** A deck preset of the catalogue by name. */
export function deckPreset(name) {
  return CATALOGUE.deck_presets.find((p) => p.name === name);
}

/** Whether a deck preset has Wild Badtz-Maru cards (R8.6). */
export function hasBadtzMaru(deck) {
  const p = deckPreset(deck);
  return !!p && p.defaults.options.badtz_maru_cards > 0;
}

/** Whether a deck preset has customizable wilds, each with its rule (R8.5). */
export function hasWc(deck) {
  const p = deckPreset(deck);
  return !!p && Array.isArray(p.defaults.options.wc) && p.defaults.options.wc.length > 0;
}

/** A house rule's display name. */
export function houseName(id) {
  const r = HOUSE_RULES.find((x) => x.id === id);
  return r ? r.name : id;
}

/** The form's defaults for a preset: its deck preset's defaults (R1, R3, R12). */
export function presetDefaults(id) {
  const p = PRESETS.find((x) => x.id === id) || PRESETS[0];
  const d = deckPreset(p.deck).defaults;
  const o = d.options;
  const s = d.scoring;
  const hands = /^hands:(\d+)$/.exec(s.game_end);
  return {
    preset: p.id,
    house: [...(p.house || [])],
    first_card: o.first_card,
    hand_size: o.hand_size,
    challenge: o.challenge,
    zero_counts_ten: o.zero_counts_ten,
    badtz_maru_cards: o.badtz_maru_cards,
    badtz_maru_counts_self: o.badtz_maru_counts_self,
    wc: [...DEFAULT_WC],
    method: s.method,
    target: s.target,
    game_end: hands ? "hands" : s.game_end,
    hands: hands ? Number(hands[1]) : 3,
    teams: "none",
  };
}

/** Builds a rules object (R14) from the form's values. */
export function buildSpec(f) {
  const p = PRESETS.find((x) => x.id === f.preset) || PRESETS[0];
  const options = {
    first_card: f.first_card,
    hand_size: Number(f.hand_size),
    challenge: !!f.challenge,
    zero_counts_ten: !!f.zero_counts_ten,
  };
  if (hasBadtzMaru(p.deck)) {
    options.badtz_maru_cards = Number(f.badtz_maru_cards);
    options.badtz_maru_counts_self = !!f.badtz_maru_counts_self;
  }
  if (hasWc(p.deck)) {
    options.wc = f.wc.map((text) => ({ honour: text, penalty: 1, target: "next" }));
  }
  const scoring = { method: f.method, target: Number(f.target) };
  scoring.game_end = f.game_end === "hands" ? `hands:${Number(f.hands)}` : f.game_end;
  // R13 last_holding_loses: the round is unscored, so the form's scoring
  // (left out of sight) is not sent: the deck's own target and end stand.
  if (houseMarked(f, "unscored")) {
    const d = deckPreset(p.deck).defaults.scoring;
    scoring.method = "none";
    scoring.target = d.target;
    scoring.game_end = d.game_end;
  }
  const spec = { preset: p.deck, house: [...f.house], options, scoring };
  // R15: partnerships, written at the top as a rules file does.
  if (f.teams === "pairs") spec.teams = "pairs";
  return spec;
}

/** The form's values from a rules object (as a room reports it). */
export function formFromSpec(spec) {
  const deck = spec.preset || "classic";
  const f = presetDefaults(deck);
  f.house = [...(spec.house || [])];
  const k = PRESETS.find((p) => p.house && p.house.length === f.house.length && p.house.every((x) => f.house.includes(x)));
  if (deck === "classic" && k) f.preset = k.id;
  const o = spec.options || {};
  if (o.first_card) f.first_card = o.first_card;
  if (o.hand_size) f.hand_size = o.hand_size;
  if (o.challenge !== undefined) f.challenge = o.challenge;
  if (o.zero_counts_ten !== undefined) f.zero_counts_ten = o.zero_counts_ten;
  if (o.badtz_maru_cards) f.badtz_maru_cards = o.badtz_maru_cards;
  if (o.badtz_maru_counts_self !== undefined) f.badtz_maru_counts_self = o.badtz_maru_counts_self;
  if (Array.isArray(o.wc) && o.wc.length) f.wc = o.wc.map((r, i) => (r && r.honour) || DEFAULT_WC[i] || "");
  f.teams = spec.teams || o.teams || "none";
  const s = spec.scoring || {};
  if (s.method) f.method = s.method;
  if (s.target) f.target = s.target;
  if (s.game_end) {
    const m = /^hands:(\d+)$/.exec(s.game_end);
    if (m) {
      f.game_end = "hands";
      f.hands = Number(m[1]);
    } else f.game_end = s.game_end;
  }
  return f;
}

/** Lines describing a rules object, each with the rule it cites. */
export function describeSpec(spec) {
  const out = [];
  const deck = spec.preset || "classic";
  const o = spec.options || {};
  const s = spec.scoring || {};
  const preset = PRESETS.find((p) => p.id === deck);
  out.push({ label: t("spec-deck"), text: `${preset ? preset.name : deck}${o.deck ? " " + t("spec-custom-deck") : ""}`, rule: "R1" });
  const hs = option("hand_size");
  out.push({ label: optionTitle(hs), text: t("n-cards", { count: Number(o.hand_size || hs.default) }), rule: hs.rule });
  const fco = option("first_card");
  const fc = FIRST_CARD.find((x) => x.id === (o.first_card || fco.default));
  out.push({ label: optionTitle(fco), text: fc ? fc.name : o.first_card, rule: fco.rule });
  out.push({ label: t("spec-challenge"), text: o.challenge === false ? t("spec-no-challenge") : t("spec-can-challenge"), rule: "R8.2" });
  if (o.dealer !== undefined && o.dealer !== null) out.push({ label: t("dealer"), text: t("spec-dealer", { n: o.dealer + 1 }), rule: "R2.2" });
  const method = SCORING.find((x) => x.id === (s.method || option("method").default));
  let end = "";
  if (s.method !== "none") {
    const m = /^hands:(\d+)$/.exec(s.game_end || "");
    if (m) end = ", " + t("n-rounds", { count: Number(m[1]) });
    else if (s.game_end === "elimination") end = ", " + t("spec-elimination-at", { n: s.target });
    else end = ", " + t("spec-target", { n: s.target || option("target").default });
  }
  // R13 last_holding_loses: one round is the whole game, unscored.
  const unscored = houseMarked(spec, "unscored");
  if (unscored) out.push({ label: t("spec-scoring"), text: t("spec-unscored"), rule: unscored.rule });
  else out.push({ label: t("spec-scoring"), text: `${method ? method.name : s.method}${end}`, rule: "R12" });
  if (o.zero_counts_ten) out.push({ label: t("spec-zeros"), text: t("spec-zeros-ten"), rule: "R12.1" });
  if ((spec.teams || o.teams) === "pairs") out.push({ label: optionTitle(option("teams")), text: t("spec-teams-pairs"), rule: "R15" });
  if (hasBadtzMaru(deck)) out.push({ label: "Badtz-Maru", text: t("n-cards", { count: Number(o.badtz_maru_cards ?? deckPreset(deck).defaults.options.badtz_maru_cards) }) + (o.badtz_maru_counts_self ? t("spec-player-counts") : ""), rule: "R8.6" });
  if (Array.isArray(o.wc) && o.wc.length) {
    o.wc.forEach((r, i) => {
      const text = r.honour ? t("spec-honour", { text: r.honour, n: r.penalty ?? 1 }) : t("spec-effects", { list: (r.effects || []).join(", ") });
      out.push({ label: `WC${i + 1}`, text, rule: "R8.5" });
    });
  }
  const house = spec.house || [];
  if (!house.length) out.push({ label: t("spec-house"), text: t("spec-none"), rule: "R13" });
  for (const id of house) {
    const hr = HOUSE_RULES.find((x) => x.id === id);
    out.push({ label: hr ? hr.name : id, text: hr ? hr.line : "", rule: hr ? hr.rule : "R13" });
  }
  return out;
}

/**
 * The house rule on in `spec` that the catalogue marks `mark`, or null:
 * `"unscored"` (one round is the whole game and is not scored, R13
 * `last_holding_loses`: "scoring is `none`") or `"noTeams"` (teams
 * cannot play it, R15.5).
 */
export function houseMarked(spec, mark) {
  const house = (spec && spec.house) || [];
  return HOUSE_RULES.find((r) => r[mark] && house.includes(r.id)) || null;
}

/** Quick access to the switches of a room's rules. */
export function houseOf(spec) {
  const set = new Set((spec && spec.house) || []);
  return (id) => set.has(id);
}
