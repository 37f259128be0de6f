// The engine's events (docs/protocol.md, `update.events`) as readable
// sentences, for the event log and the replay viewer.
import { cardName, COLOR_NAME, itemEffect, itemName } from "./cards.js";
import { t, has, fmtList, fmtNumber, lang } from "./i18n.js";

const REASON = (r) => (r && has(`log-reason-${r}`) ? t(`log-reason-${r}`) : "");

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
  const you = (s) => viewer !== null && s === viewer;
  const yn = (s) => (you(s) ? "yes" : "no");
  // N: a seat opening a sentence ("You"); O: a seat inside one ("you").
  const N = (s) => (you(s) ? t("you") : name(s));
  const O = (s) => (you(s) ? t("you-inline") : name(s));
  // The seat a sentence is about: its name and whether it is the reader.
  const who = (s) => ({ name: N(s), you: yn(s) });
  switch (e.type) {
    case "dealer_draw": {
      const draws = t("log-dealer-draws", { draws: fmtList(e.draws.map(([s, c]) => t("log-dealer-draw", { name: O(s), card: cardName(c) }))) });
      if (e.dealer === null || e.dealer === undefined) return { text: t("log-dealer-tie", { draws }), kind: "setup" };
      return { text: t("log-dealer", { draws, ...who(e.dealer) }), kind: "setup" };
    }
    case "round_started":
      return { text: t("log-round-started", { round: e.round, name: O(e.dealer), you: yn(e.dealer) }), kind: "round" };
    case "dealt":
      // Another seat's cards only in the replay of one's own finished game.
      if (e.cards && viewer !== null && e.seat !== undefined && e.seat !== viewer) return { text: t("log-dealt-other", { name: N(e.seat), count: e.count }), cards: e.cards, kind: "setup" };
      return e.cards ? { text: t("log-dealt", { count: e.count }), cards: e.cards, kind: "setup" } : null;
    case "first_card":
      return { text: t("log-first-card", { card: cardName(e.card) }), cards: [e.card], kind: "setup" };
    case "first_card_returned":
      return { text: t("log-first-card-returned", { card: cardName(e.card) }), kind: "setup" };
    case "played": {
      const cards = e.cards.map(cardName).join(t("log-then"));
      const id = (e.jump_in ? "log-jumped-in" : "log-played") + (e.color ? "-color" : "");
      return { text: t(id, { ...who(e.seat), cards, color: e.color ? COLOR_NAME[e.color] : "" }), cards: e.cards, kind: "play", seat: e.seat, color: e.color };
    }
    case "drew": {
      const text = (count) => t(e.cards ? "log-drew-shown" : "log-drew", { ...who(e.seat), count, reason: REASON(e.reason) });
      // Draws in a row by the same seat for the same reason merge into one
      // line of the log ("You draw 7 cards").
      return { text: text(e.count), cards: e.cards, kind: "draw", seat: e.seat, merge: { key: `drew:${e.seat}:${e.reason}`, count: e.count, text } };
    }
    case "nothing_to_draw":
      return { text: t("log-nothing-to-draw", { name: O(e.seat), you: yn(e.seat), count: e.missing }), kind: "info" };
    case "reshuffled":
      return { text: t("log-reshuffled", { count: e.cards }), kind: "info" };
    case "passed":
      return { text: t("log-passed", who(e.seat)), kind: "info", seat: e.seat };
    case "color_chosen":
      return { text: t("log-color-chosen", { ...who(e.seat), color: COLOR_NAME[e.color] }), kind: "color", color: e.color };
    case "player_chosen":
      return { text: t("log-player-chosen", { ...who(e.seat), target: O(e.target) }), kind: "info" };
    case "skipped":
      return { text: t("log-skipped", who(e.seat)), kind: "info" };
    case "direction_changed":
      return { text: t(e.direction === "cw" ? "log-direction-cw" : "log-direction-ccw"), kind: "info" };
    case "penalty_pending":
      return { text: t("log-penalty-pending", { total: e.total }), kind: "penalty" };
    case "challenged": {
      const id = you(e.offender) ? (e.guilty ? "log-challenged-you-guilty" : "log-challenged-you-innocent") : e.guilty ? "log-challenged-guilty" : "log-challenged-innocent";
      return { text: t(id, { ...who(e.challenger), offender: N(e.offender), again: O(e.challenger) }), kind: "challenge" };
    }
    case "hand_revealed": {
      const to = you(e.to) ? t("you-inline") : name(e.to);
      const text = e.cards ? (you(e.of) ? t("log-your-hand-shown", { to }) : t("log-hand-shown-to-you", { name: N(e.of) })) : t("log-hand-shown", { name: N(e.of), to });
      return { text, cards: e.cards, kind: "challenge" };
    }
    case "hands_swapped":
      return { text: t("log-hands-swapped", { a: N(e.a), b: O(e.b) }), kind: "info" };
    case "hands_rotated":
      return { text: t(e.direction === "cw" ? "log-hands-rotated-cw" : "log-hands-rotated-ccw"), kind: "info" };
    case "hands_shuffled":
      return { text: t("log-hands-shuffled", { sizes: e.sizes.map((n) => fmtNumber(n)).join(", ") }), kind: "info" };
    case "item_revealed": {
      const effect = itemEffect(e.item, N(e.seat), you(e.seat));
      return { text: t("log-item", { card: cardName(e.card), item: itemName(e.item), effect: cap(effect) }), cards: [e.card], kind: "item", item: e.item };
    }
    case "no_item":
      return { text: t("log-no-item", { name: O(e.seat) }), kind: "info" };
    case "honour_asked":
      return { text: t("log-honour-asked", { name: O(e.seat), text: e.text, penalty: e.penalty }), kind: "honour" };
    case "complied":
      return { text: t("log-complied", who(e.seat)), kind: "info" };
    case "uno_called":
      return { text: t("log-uno-called", { name: N(e.seat) }), kind: "uno" };
    case "uno_not_counted":
      return { text: t("log-uno-not-counted", who(e.seat)), kind: "info" };
    case "exposed":
      return { text: t("log-exposed", who(e.seat)), kind: "uno" };
    case "caught":
      return { text: t("log-caught", { ...who(e.by), target: O(e.target), targetyou: yn(e.target) }), kind: "uno" };
    case "catch_failed":
      return { text: t("log-catch-failed", { ...who(e.by), target: O(e.target) }), kind: "info" };
    case "went_out":
      return { text: t("log-went-out", who(e.seat)), kind: "round" };
    case "round_blocked":
      return { text: t("log-round-blocked", { name: O(e.winner), you: yn(e.winner) }), kind: "round" };
    case "round_ended":
      return { text: e.winner === null || e.winner === undefined ? t("log-round-over") : t("log-round-won", who(e.winner)), kind: "round" };
    case "eliminated":
      return { text: t("log-eliminated", who(e.seat)), kind: "round" };
    case "game_ended":
      return { text: e.winners.length ? t("log-game-over-winners", { winners: fmtList(e.winners.map(O)) }) : t("log-game-over"), kind: "round" };
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
  const p = punctuation();
  return said
    .slice(-3)
    .map((d) => {
      const t = d.text.replace(/\s*[:：]$/, "");
      if (d.kind === "draw" && d.cards && d.cards.length) return `${t}${p.colon}${d.cards.map(cardName).join(p.comma)}${p.stop}`;
      return /[.!?”…。！？]$/.test(t) ? t : `${t}${p.stop}`;
    })
    .join(p.join);
}

/**
 * The marks that end and join the line's sentences: Japanese and Chinese
 * end theirs with "。" and set them side by side, with "：" and "、" in
 * a list (a "." after "。" read "出しました。." before).
 */
function punctuation() {
  return /^(ja|zh)\b/.test(lang()) ? { stop: "。", colon: "：", comma: "、", join: "" } : { stop: ".", colon: ": ", comma: ", ", join: " " };
}
