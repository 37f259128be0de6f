// Flying cards (issue 22 §4 point 9): a card played flies from its seat
// to the discard, a card drawn from the pile to its seat. They fly in the
// table's `.fxlayer`, above the piles but under the seats (style.css), so
// that a card never covers a seat's name or count, and at the discard's
// size (never bigger). A card another player draws shrinks into their
// seat; the cards you draw fly face up (they are yours to see) and fade
// out at the top of your hand, so that no face-down card is ever seen
// over it. At most 8 cards fly per update (Mario Kart's items, R9, can
// deal many at once).
import { cardFace, cardBack } from "./cards.js";

const MAX_CARDS = 8;

/** The cards of an update's events, on a TableView (`view`). */
export function flyCards(view, events) {
  const discard = view.felt.querySelector(".discard .card");
  const pile = view.felt.querySelector(".drawpile");
  const dw = discard ? discard.getBoundingClientRect().width : 0;
  let delay = 0;
  let budget = MAX_CARDS;
  for (const e of events) {
    if (e.type === "played") {
      const from = seatAnchor(view, e.seat);
      for (const c of e.cards) {
        if (budget-- <= 0) return;
        fly(view.fx, cardFace(c), from, discard, delay, { w: dw, land: "on" });
        delay += 90;
      }
    } else if (e.type === "drew" && e.count > 0) {
      const mine = e.seat === view.me;
      const to = seatAnchor(view, e.seat);
      for (let i = 0; i < Math.min(e.count, 4); i++) {
        const face = mine && e.cards && e.cards[i] ? cardFace(e.cards[i]) : null;
        // Your own cards unnamed (never expected): nothing flies into your hand.
        if (mine && !face) continue;
        if (budget-- <= 0) return;
        fly(view.fx, face || cardBack(), pile, to, delay, { w: dw, land: mine ? "top" : "into" });
        delay += 70;
      }
    }
  }
}

function seatAnchor(view, seat) {
  if (seat === view.me) return view.handEl;
  return view.felt.querySelector(`.pod[data-seat="${seat}"]`) || view.felt;
}

/**
 * One card from `fromEl` to `toEl` in the layer `fx`, `w` px wide.
 * `land`: "on" ends on the target at full size (the discard), "into"
 * shrinks and fades into it (a seat), "top" fades out at its top edge
 * (your hand).
 */
function fly(fx, card, fromEl, toEl, delay, { w = 0, land = "on" } = {}) {
  if (!fromEl || !toEl) return;
  const a = fromEl.getBoundingClientRect();
  const b = toEl.getBoundingClientRect();
  if (!a.width || !b.width) return;
  card.classList.add("flying");
  if (w) card.style.setProperty("--fly-w", `${w}px`);
  fx.appendChild(card);
  const cw = card.getBoundingClientRect().width || 60;
  const ch = cw * 1.5;
  const ax = a.left + a.width / 2 - cw / 2;
  const ay = a.top + a.height / 2 - ch / 2;
  const bx = b.left + b.width / 2 - cw / 2;
  const by = land === "top" ? b.top - ch * 0.55 : b.top + b.height / 2 - ch / 2;
  const end = land === "into" ? "scale(.45)" : "scale(1)";
  const anim = card.animate(
    [
      { transform: `translate(${ax}px, ${ay}px) scale(.8) rotate(-8deg)`, opacity: 0 },
      { transform: `translate(${(ax + bx) / 2}px, ${(ay + by) / 2 - 20}px) scale(1) rotate(4deg)`, opacity: 1, offset: 0.55 },
      { transform: `translate(${bx}px, ${by}px) ${end} rotate(0)`, opacity: land === "on" ? 1 : 0 },
    ],
    { duration: 380, delay, easing: "cubic-bezier(.2,.7,.3,1)", fill: "both" },
  );
  anim.onfinish = () => card.remove();
  anim.oncancel = () => card.remove();
  setTimeout(() => card.remove(), delay + 1200);
}
