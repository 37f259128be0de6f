// The colour and player pickers of the table, and the rule that opens
// them by themselves: every pending decision of this seat that needs a
// colour (R8: a wild's colour, R3: a first card's) or a player (R14's
// chosen targets: a Seven swap, a Green Shell...) opens its picker, every
// time (issue 22 §4 point 2).
//
// What made it fail before: the picker was opened once per update number
// and only when no other dialog was open. A decision that arrived while
// another dialog was still open (the several-cards chooser of R13 closing,
// a rules or seat dialog) was skipped for good, and a picker that Chromium
// closed by itself (a second Escape may close a modal dialog even when
// the page refuses the first) left the decision with no picker at all: in
// both cases only the "Choose player" / "Choose colour" button was left.
// Now the page looks again whenever something may have changed (each
// update, each dialog closing), opens the picker as soon as nothing else
// is open, reopens one that was closed unanswered, and closes a picker
// whose decision has gone (answered elsewhere, a timer ran out).
import { h, modal, closeModals } from "./ui.js";
import { t, t as tr } from "./i18n.js";
import { parseCard, COLORS, COLOR_NAME, cardName, itemName, colorMark } from "./cards.js";

const AUTO = "autopick";

/**
 * The colours in hand, most first: the picker puts the focus on the colour
 * you hold most of (ties: the R, Y, G, B order), never on a colour you
 * hold none of while you hold another (issue 22 §4 point 11).
 */
export function colorsByCount(hand, colors) {
  const count = (c) => hand.filter((x) => parseCard(x).color === c).length;
  const order = COLORS.filter((c) => colors.includes(c));
  const best = order.reduce((b, c) => (b === null || count(c) > count(b) ? c : b), null);
  return { order, best, count };
}

/** The colour picker: resolves with the colour, or undefined (Cancel, Escape). */
export function pickColor(title, colors, hand, { cancellable, auto = false, cls = "", returnFocus }) {
  const { order, best, count } = colorsByCount(hand, colors);
  return modal(
    (close) => {
      const onKey = (e) => {
        const k = e.key.toUpperCase();
        if (colors.includes(k)) {
          e.preventDefault();
          close(k);
        }
      };
      return h(
        "div.picker.colorpicker",
        { onkeydown: onKey },
        h("h2", title),
        h(
          "div.colors",
          order.map((c) =>
            h(
              "button.colorbtn",
              { type: "button", class: `c-${c}`, autofocus: c === best || null, "aria-keyshortcuts": c, dataset: { color: c }, onclick: () => close(c) },
              h("span.big", colorMark(c)),
              h("span.cname", COLOR_NAME[c]),
              h("small", t("n-in-hand", { count: count(c) })),
            ),
          ),
        ),
        cancellable ? h("button.act", { type: "button", onclick: () => close(undefined) }, t("cancel")) : h("p.hint", t("colour-keys")),
      );
    },
    { label: t("colour-picker"), cls: auto ? `colordlg ${AUTO} pick-choose_color` : `colordlg ${cls}`.trim(), dismissable: cancellable, returnFocus },
  );
}

/** The player picker's title for the decision at hand. */
export function playerTitle(s, lastItem) {
  const top = parseCard(s.top);
  if (lastItem === "green_shell") return t("pick-green-shell", { item: itemName(lastItem) });
  if (top.kind === "number" && (top.value === 7 || top.value === 0)) return t("pick-swap");
  if (top.kind === "custom") return t("pick-custom", { card: cardName(s.top) });
  return t("status-choose-player");
}

/** The player picker: resolves with the seat chosen, or undefined when closed unanswered. */
export function pickPlayer(title, targets, { name, handSizes, returnFocus }) {
  return modal(
    (close) =>
      h(
        "div.picker.playerpicker",
        {
          onkeydown: (e) => {
            const k = Number(e.key);
            if (k >= 1 && k <= targets.length) close(targets[k - 1]);
          },
        },
        h("h2", title),
        h(
          "div.players",
          targets.map((t, i) =>
            h(
              "button.playerbtn",
              { type: "button", autofocus: i === 0 || null, dataset: { seat: t }, onclick: () => close(t) },
              h("kbd", String(i + 1)),
              h("b", name(t)),
              h("small", tr("n-cards", { count: handSizes[t] })),
            ),
          ),
        ),
      ),
    { label: tr("player-picker"), cls: `playerdlg ${AUTO} pick-choose_player`, dismissable: false, returnFocus },
  );
}

/**
 * Opens the table's pickers by themselves. `table` gives `s` (the state),
 * `me`, `legal(verb)`, `colorDecision()` and `playerDecision()`.
 */
export class AutoPicker {
  constructor(table) {
    this.table = table;
    this.retry = null;
    this.opening = false;
    // The update number whose decision was answered here: the picker
    // stays shut until the server's next update.
    this.answered = null;
    // A dialog closing (any of them) may free the way for a picker.
    this.onClose = () => this.check();
    document.addEventListener("modal-closed", this.onClose);
  }

  /** The decision of this seat that needs a picker now, or null. */
  wanted() {
    const t = this.table;
    const s = t.s;
    if (!s || t.me === null || t.me === undefined || s.to_act !== t.me || s.round_over || s.game_over) return null;
    if (this.answered === t.rc.seq) return null;
    if (s.pending === "choose_color" && t.legal("choose_color").length) return "choose_color";
    if (s.pending === "choose_player" && t.legal("choose_player").length) return "choose_player";
    return null;
  }

  /** Called after every render and whenever a dialog closes. */
  check() {
    if (!this.table.el.isConnected) return;
    const want = this.wanted();
    const mine = document.querySelector(`dialog.modal.${AUTO}[open]`);
    // A picker whose decision is gone (taken, timed out) or became another one.
    if (mine && !mine.classList.contains(`pick-${want}`)) closeModals(AUTO);
    else if (mine) return;
    if (!want || this.opening) return;
    // Another dialog is open (the several-cards chooser closing, a rules
    // dialog): look again when it closes, and meanwhile now and then.
    if (document.querySelector("dialog.modal[open]")) {
      clearTimeout(this.retry);
      this.retry = setTimeout(() => this.check(), 200);
      return;
    }
    // After the render in progress (its focus handling) is done.
    this.opening = true;
    setTimeout(async () => {
      this.opening = false;
      if (this.wanted() !== want || document.querySelector("dialog.modal[open]")) return this.check();
      await (want === "choose_color" ? this.table.colorDecision() : this.table.playerDecision());
      // Answered: `answered` keeps it shut until the next update. Closed
      // unanswered (Chromium may close a modal dialog on a second Escape):
      // the decision is still ours, so the picker comes back.
      setTimeout(() => this.check(), 0);
    }, 0);
  }

  destroy() {
    clearTimeout(this.retry);
    document.removeEventListener("modal-closed", this.onClose);
  }
}
