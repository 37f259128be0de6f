// The engine's events (docs/protocol.md, `update.events`) as readable
// sentences, for the event log and the replay viewer.
import { cardName, COLOR_NAME, itemEffect, itemName } from "./cards.js";

const REASON = {
  turn: "",
  first_card: " (first card)",
  penalty: " (penalty)",
  challenge: " (challenge)",
  caught: " (caught without UNO)",
  effect: " (card effect)",
  honour: " (honour penalty)",
  item: " (item)",
};

/**
 * One event as a sentence. `name(seat)` names a seat ("you" for the
 * viewer); returns { text, cards?, kind } or null to leave it out.
 */
const cap = (t) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * Folds `item` into `last` when both are draws by the same seat for the
 * same reason ("You draw a card" seven times in a row is "You draw 7
 * cards"). Returns true when it did; `last` then holds the merged line.
 */
export function mergeLine(last, item) {
  if (!last || !last.merge || !item.merge || last.merge.key !== item.merge.key) return false;
  last.merge = { ...last.merge, count: last.merge.count + item.merge.count };
  last.text = item.merge.text(last.merge.count);
  last.cards = last.cards && item.cards ? [...last.cards, ...item.cards] : null;
  return true;
}

export function describeEvent(e, name, { viewer = null } = {}) {
  const N = (s) => name(s);
  const you = (s) => viewer !== null && s === viewer;
  const verb = (s, mine, theirs) => (you(s) ? mine : theirs);
  const poss = (s) => (you(s) ? "your" : `${N(s)}'s`);
  // O: a seat inside a sentence ("you", never "You" after a comma).
  const O = (s) => (you(s) ? "you" : N(s));
  switch (e.type) {
    case "dealer_draw":
    {
      const drawn = `Cards drawn for the deal: ${e.draws.map(([s, c]) => `${O(s)} ${cardName(c)}`).join(", ")}.`;
      if (e.dealer === null || e.dealer === undefined) return { text: `${drawn} A tie for the highest: they draw again.`, kind: "setup" };
      return { text: `${drawn} ${N(e.dealer)} ${verb(e.dealer, "deal", "deals")}.`, kind: "setup" };
    }
    case "round_started":
      return { text: `Round ${e.round} begins; ${O(e.dealer)} ${verb(e.dealer, "deal", "deals")}.`, kind: "round" };
    case "dealt":
      return e.cards ? { text: `You were dealt ${e.count} cards.`, cards: e.cards, kind: "setup" } : null;
    case "first_card":
      return { text: `First card turned: ${cardName(e.card)}.`, cards: [e.card], kind: "setup" };
    case "first_card_returned":
      return { text: `${cardName(e.card)} goes back into the deck; the deck is shuffled.`, kind: "setup" };
    case "played": {
      const cards = e.cards.map(cardName).join(", then ");
      const col = e.color ? ` and ${verb(e.seat, "name", "names")} ${COLOR_NAME[e.color]}` : "";
      return { text: `${N(e.seat)} ${e.jump_in ? verb(e.seat, "jump in with", "jumps in with") : verb(e.seat, "play", "plays")} ${cards}${col}.`, cards: e.cards, kind: "play", seat: e.seat, color: e.color };
    }
    case "drew": {
      const text = (count) => `${N(e.seat)} ${verb(e.seat, "draw", "draws")} ${count === 1 ? "a card" : `${count} cards`}${REASON[e.reason] || ""}${e.cards ? ":" : "."}`;
      // Draws in a row by the same seat for the same reason merge into one
      // line of the log ("You draw 7 cards").
      return { text: text(e.count), cards: e.cards, kind: "draw", seat: e.seat, merge: { key: `drew:${e.seat}:${e.reason}`, count: e.count, text } };
    }
    case "nothing_to_draw":
      return { text: `Nothing left to draw: ${O(e.seat)} ${verb(e.seat, "miss", "misses")} ${e.missing === 1 ? "a card" : `${e.missing} cards`}.`, kind: "info" };
    case "reshuffled":
      return { text: `The discard pile is shuffled into a new draw pile (${e.cards} cards).`, kind: "info" };
    case "passed":
      return { text: `${N(e.seat)} ${verb(e.seat, "keep", "keeps")} the card.`, kind: "info", seat: e.seat };
    case "color_chosen":
      return { text: `${N(e.seat)} ${verb(e.seat, "name", "names")} ${COLOR_NAME[e.color]}.`, kind: "color", color: e.color };
    case "player_chosen":
      return { text: `${N(e.seat)} ${verb(e.seat, "choose", "chooses")} ${O(e.target)}.`, kind: "info" };
    case "skipped":
      return { text: `${N(e.seat)} ${verb(e.seat, "lose", "loses")} a turn.`, kind: "info" };
    case "direction_changed":
      return { text: `Play now goes ${e.direction === "cw" ? "clockwise ↻" : "counter-clockwise ↺"}.`, kind: "info" };
    case "penalty_pending":
      return { text: `Penalty waiting: draw ${e.total}.`, kind: "penalty" };
    case "challenged":
      return {
        text: `${N(e.challenger)} ${verb(e.challenger, "challenge", "challenges")} ${poss(e.offender)} Wild Draw Four: ${e.guilty ? `guilty! ${N(e.offender)} ${verb(e.offender, "draw", "draws")} 4` : `innocent, so ${O(e.challenger)} ${verb(e.challenger, "draw", "draws")} 6`}.`,
        kind: "challenge",
      };
    case "hand_revealed":
      return { text: e.cards ? `${cap(poss(e.of))} hand is shown to ${you(e.to) ? "you" : N(e.to)} only:` : `${N(e.of)} ${verb(e.of, "show", "shows")} ${you(e.of) ? "your" : "their"} hand to ${you(e.to) ? "you" : N(e.to)} only.`, cards: e.cards, kind: "challenge" };
    case "hands_swapped":
      return { text: `${N(e.a)} and ${O(e.b)} swap hands.`, kind: "info" };
    case "hands_rotated":
      return { text: `Every hand passes ${e.direction === "cw" ? "clockwise" : "counter-clockwise"}.`, kind: "info" };
    case "hands_shuffled":
      return { text: `All hands are shuffled and dealt out again (${e.sizes.join(", ")} cards).`, kind: "info" };
    case "item_revealed": {
      const effect = itemEffect(e.item, N(e.seat), you(e.seat));
      return { text: `Item Box turns ${cardName(e.card)}: ${itemName(e.item)}! ${cap(effect)}.`, cards: [e.card], kind: "item", item: e.item };
    }
    case "no_item":
      return { text: `Nothing to turn: no item for ${N(e.seat)}.`, kind: "info" };
    case "honour_asked":
      return { text: `Honour rule for ${O(e.seat)}: “${e.text}” (or draw ${e.penalty}).`, kind: "honour" };
    case "complied":
      return { text: `${N(e.seat)} ${verb(e.seat, "honour", "honours")} the rule.`, kind: "info" };
    case "uno_called":
      return { text: `${N(e.seat)}: “UNO!”`, kind: "uno" };
    case "uno_not_counted":
      return { text: `${N(e.seat)} ${verb(e.seat, "call", "calls")} UNO (it does not count now).`, kind: "info" };
    case "exposed":
      return { text: `${N(e.seat)} ${verb(e.seat, "have", "has")} one card and did not call UNO!`, kind: "uno" };
    case "caught":
      return { text: `${N(e.by)} ${verb(e.by, "catch", "catches")} ${O(e.target)} without UNO, so ${O(e.target)} ${verb(e.target, "draw", "draws")} 2.`, kind: "uno" };
    case "catch_failed":
      return { text: `${N(e.by)} ${verb(e.by, "try", "tries")} to catch ${O(e.target)}: too late, nothing happens.`, kind: "info" };
    case "went_out":
      return { text: `${N(e.seat)} ${verb(e.seat, "go", "goes")} out and ${verb(e.seat, "leave", "leaves")} the round.`, kind: "round" };
    case "round_blocked":
      return { text: `Nobody can play or draw: the round is blocked, and ${O(e.winner)} ${verb(e.winner, "have", "has")} the lowest hand.`, kind: "round" };
    case "round_ended":
      return { text: e.winner === null || e.winner === undefined ? "The round is over." : `${N(e.winner)} ${verb(e.winner, "win", "wins")} the round!`, kind: "round" };
    case "eliminated":
      return { text: `${N(e.seat)} ${verb(e.seat, "are", "is")} eliminated.`, kind: "round" };
    case "game_ended":
      return { text: `Game over. ${e.winners.length ? "Winner: " + e.winners.map(O).join(" and ") + "." : ""}`.trim(), kind: "round" };
    default:
      return { text: e.type.replace(/_/g, " "), kind: "info" };
  }
}

/**
 * What an update did, in one line for the table (describeEvent's items,
 * chat left out): the last three sentences, repeated draws merged, and
 * your own drawn cards named ("You draw 2 cards (penalty): Red 5, Blue
 * 7."). "Penalty waiting" is left out once the draw follows. Returns ""
 * when there is nothing to say.
 */
export function lastEventText(items) {
  const lines = [];
  for (const d of items) {
    if (!d || d.kind === "chat") continue;
    const prev = lines[lines.length - 1];
    const copy = { ...d };
    if (!(prev && mergeLine(prev, copy))) lines.push(copy);
  }
  const said = lines.filter((d, i) => !(d.kind === "penalty" && lines.slice(i + 1).some((x) => x.kind === "draw")));
  return said
    .slice(-3)
    .map((d) => {
      const t = d.text.replace(/:$/, "");
      if (d.kind === "draw" && d.cards && d.cards.length) return `${t}: ${d.cards.map(cardName).join(", ")}.`;
      return /[.!?”…]$/.test(t) ? t : `${t}.`;
    })
    .join(" ");
}
