// The first-game guide (issue 22 §4 point 12): on a player's first table,
// a few tips one at a time (lit cards, UNO, catching), in a row of their
// own under the felt so that they cover nothing. "Got it" puts them away
// for good (localStorage "uno.guide"); a watcher gets none.
import { h } from "./ui.js";
import { t } from "./i18n.js";

const KEY = "uno.guide";

// The rules behind them: R5 (what may be played), R10 (UNO and catching).
export const TIPS = ["tip-lit", "tip-uno", "tip-catch"];

export function guideDone() {
  try {
    return localStorage.getItem(KEY) === "done";
  } catch {
    return false;
  }
}

function markDone() {
  try {
    localStorage.setItem(KEY, "done");
  } catch {
    /* private mode: this page only */
  }
}

/**
 * Shows the guide on a table (a TableView) when this browser has not
 * dismissed it yet and the viewer holds a seat. Returns the element or null.
 */
export function attachGuide(table) {
  if (guideDone() || table.me === null || table.me === undefined) return null;
  if (table.el.querySelector(".guide")) return table.el.querySelector(".guide");
  let i = 0;
  const text = h("span.guidetext");
  const count = h("span.guidecount");
  const next = h("button.act.small", { type: "button", dataset: { focus: "guide-next" }, onclick: () => show(i + 1) }, t("next-tip"));
  const done = h(
    "button.act.small",
    {
      type: "button",
      dataset: { focus: "guide-done" },
      onclick: () => {
        markDone();
        el.remove();
        table.focusStart();
      },
    },
    t("got-it"),
  );
  const el = h("aside.guide", { "aria-label": t("tips-label"), "data-testid": "guide" }, h("b", t("tip") + " "), count, " ", text, h("span.guidebtns", next, done));
  const show = (k) => {
    i = k % TIPS.length;
    text.textContent = t(TIPS[i]);
    count.textContent = `${i + 1}/${TIPS.length}:`;
  };
  show(0);
  table.el.insertBefore(el, table.statusEl);
  return el;
}
