// The rules a room can be given (R14), with a one-line explanation of
// every choice, and helpers to build and describe a rules object.

export const PRESETS = [
  { id: "classic", name: "Classic", line: "The official game: 108 cards, 7 each, first to 500 points.", deck: "classic", rule: "R1" },
  { id: "shuffle-hands", name: "Shuffle Hands", line: "Classic plus Wild Shuffle Hands and three customizable wilds with honour rules.", deck: "shuffle-hands", rule: "R8.4" },
  { id: "hello-kitty", name: "Hello Kitty", line: "Classic plus Wild Badtz-Maru: the others with the fewest cards draw 4.", deck: "hello-kitty", rule: "R8.6" },
  { id: "mario-kart", name: "Mario Kart", line: "Item Box wilds turn a card and fire its item; one round decides.", deck: "mario-kart", rule: "R9" },
  { id: "killer", name: "Killer", line: "Classic deck; draw until playable, jump-in, stacking, zeros rotate hands.", deck: "classic", rule: "R13", house: ["draw_until_playable", "jump_in", "stack_draw_two", "stack_draw_four", "zero_rotates"] },
  { id: "german", name: "German", line: "Classic deck; zero swaps, jump-in (also on Draw Twos), stack Draw Twos.", deck: "classic", rule: "R13", house: ["zero_swap", "jump_in", "jump_in_draw_two", "stack_draw_two"] },
];

export const HOUSE_RULES = [
  { id: "stack_draw_two", name: "Stack Draw Twos", line: "Answer a Draw Two with a Draw Two; the next player draws the total." },
  { id: "stack_draw_four", name: "Stack Wild Draw Fours", line: "Answer a Wild Draw Four with another; a stacked one cannot be challenged." },
  { id: "stack_mixed", name: "Mixed stacking", line: "A Wild Draw Four may also go on a Draw Two penalty (turns on both stacking rules)." },
  { id: "jump_in", name: "Jump-in", line: "Play a card identical to the top card out of turn; play goes on from you." },
  { id: "jump_in_draw_two", name: "Jump in on Draw Twos", line: "While a Draw Two penalty waits, anyone may throw in a Draw Two (turns on stacking)." },
  { id: "seven_swap", name: "Seven swaps", line: "Playing a 7 swaps hands with a player you choose." },
  { id: "zero_rotates", name: "Zero rotates", line: "Playing a 0 passes every hand to the next player." },
  { id: "zero_swap", name: "Zero swaps", line: "Playing a 0 swaps hands with a player you choose (not with Zero rotates)." },
  { id: "draw_until_playable", name: "Draw until playable", line: "Keep drawing until a playable card comes (penalties stay exact)." },
  { id: "multi_play", name: "Play several", line: "Play several number cards of the same number at once." },
  { id: "no_action_finish", name: "No action finish", line: "Your last card may not be an action or wild card." },
  { id: "last_holding_loses", name: "Last holding loses", line: "Players who go out leave; the last one holding cards loses." },
  { id: "wd4_strict", name: "Strict Wild Draw Four", line: "An illegal Wild Draw Four is refused instead of being a bluff." },
];

export const FIRST_CARD = [
  { id: "official", name: "Official", line: "The first card acts for the dealer's left (Skip, Reverse, Draw Two, Wild); a Wild Draw Four is reshuffled." },
  { id: "as_dealer_played", name: "As if the dealer played it", line: "The dealer counts as having played it, all effects included." },
  { id: "ignore_actions", name: "Ignore actions", line: "Action cards and Wild Draw Fours are covered until a number or wild shows." },
];

export const SCORING = [
  { id: "winner_takes_all", name: "Winner takes all", line: "The round's winner scores every other hand; highest total wins." },
  { id: "average", name: "Average", line: "The winner scores the average of the other hands." },
  { id: "penalty", name: "Penalty", line: "Everyone scores their own hand; the lowest total wins." },
  { id: "none", name: "One round", line: "No points: one round is the whole game." },
];

export const GAME_END = [
  { id: "target", name: "At the target", line: "The game ends when someone reaches the target score." },
  { id: "elimination", name: "Elimination", line: "Reaching the target knocks you out; the last one left wins (penalty scoring only)." },
  { id: "hands", name: "After N rounds", line: "Play a fixed number of rounds instead of a target." },
];

export const BOT_LEVELS = [
  { id: "easy", name: "Easy", line: "Plays a legal card, without a plan." },
  { id: "medium", name: "Medium", line: "Plays sensibly: keeps wilds, calls UNO, catches." },
  { id: "hard", name: "Hard", line: "Tracks cards and searches ahead." },
];

export const DEFAULT_WC = [
  "Next player: tell a joke",
  "Next player: sing a line of a song",
  "Next player: say UNO backwards three times",
];

/** The form's defaults for a preset. */
export function presetDefaults(id) {
  const p = PRESETS.find((x) => x.id === id) || PRESETS[0];
  return {
    preset: p.id,
    house: [...(p.house || [])],
    first_card: p.id === "mario-kart" ? "ignore_actions" : "official",
    hand_size: 7,
    challenge: true,
    zero_counts_ten: false,
    badtz_maru_cards: 4,
    badtz_maru_counts_self: false,
    wc: [...DEFAULT_WC],
    method: p.id === "mario-kart" ? "none" : "winner_takes_all",
    target: 500,
    game_end: "target",
    hands: 3,
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
  if (p.deck === "hello-kitty") {
    options.badtz_maru_cards = Number(f.badtz_maru_cards);
    options.badtz_maru_counts_self = !!f.badtz_maru_counts_self;
  }
  if (p.deck === "shuffle-hands") {
    options.wc = f.wc.map((text) => ({ honour: text, penalty: 1, target: "next" }));
  }
  const scoring = { method: f.method, target: Number(f.target) };
  scoring.game_end = f.game_end === "hands" ? `hands:${Number(f.hands)}` : f.game_end;
  return { preset: p.deck, house: [...f.house], options, scoring };
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
  out.push({ label: "Deck", text: `${preset ? preset.name : deck}${o.deck ? " (custom deck)" : ""}`, rule: "R1" });
  out.push({ label: "Hand size", text: `${o.hand_size || 7} cards`, rule: "R2.3" });
  const fc = FIRST_CARD.find((x) => x.id === (o.first_card || "official"));
  out.push({ label: "First card", text: fc ? fc.name : o.first_card, rule: "R3" });
  out.push({ label: "Challenge", text: o.challenge === false ? "Wild Draw Four cannot be challenged" : "Wild Draw Four can be challenged", rule: "R8.2" });
  if (o.dealer !== undefined && o.dealer !== null) out.push({ label: "Dealer", text: `seat ${o.dealer + 1} deals first`, rule: "R2.2" });
  const method = SCORING.find((x) => x.id === (s.method || "winner_takes_all"));
  let end = "";
  if (s.method !== "none") {
    const m = /^hands:(\d+)$/.exec(s.game_end || "");
    if (m) end = `, ${m[1]} rounds`;
    else if (s.game_end === "elimination") end = `, elimination at ${s.target}`;
    else end = `, target ${s.target || 500}`;
  }
  out.push({ label: "Scoring", text: `${method ? method.name : s.method}${end}`, rule: "R12" });
  if (o.zero_counts_ten) out.push({ label: "Zeros", text: "worth 10 points", rule: "R12.1" });
  if (deck === "hello-kitty") out.push({ label: "Badtz-Maru", text: `${o.badtz_maru_cards ?? 4} cards${o.badtz_maru_counts_self ? ", player counts too" : ""}`, rule: "R8.6" });
  if (Array.isArray(o.wc) && o.wc.length) {
    o.wc.forEach((r, i) => {
      const text = r.honour ? `honour: “${r.honour}” (or draw ${r.penalty ?? 1})` : `effects: ${(r.effects || []).join(", ")}`;
      out.push({ label: `WC${i + 1}`, text, rule: "R8.5" });
    });
  }
  const house = spec.house || [];
  if (!house.length) out.push({ label: "House rules", text: "none", rule: "R13" });
  for (const id of house) {
    const hr = HOUSE_RULES.find((x) => x.id === id);
    out.push({ label: hr ? hr.name : id, text: hr ? hr.line : "", rule: "R13" });
  }
  return out;
}

/** Quick access to the switches of a room's rules. */
export function houseOf(spec) {
  const set = new Set((spec && spec.house) || []);
  return (id) => set.has(id);
}
