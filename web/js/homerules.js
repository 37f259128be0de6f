// The home page's rules step (issue 22 §4 point 5): the rules form sits
// behind a "Rules" button of its own instead of filling the page, and a
// one-line summary next to "Create room" says what will be played
// ("Classic · 500 points · 2 house rules"), kept up to date as the form
// changes.
import { h } from "./ui.js";
import { PRESETS, houseName } from "./rules.js";
import { t } from "./i18n.js";

/** One line for a rules object (R14): deck, how the game ends, house rules. */
export function summarizeSpec(spec) {
  const deck = spec.preset || "classic";
  const o = spec.options || {};
  const s = spec.scoring || {};
  const house = spec.house || [];
  // A house preset ("Seven-O", "No mercy") when the house rules are exactly its own.
  const named = PRESETS.find((p) => p.deck === deck && p.house && p.house.length && p.house.length === house.length && p.house.every((x) => house.includes(x)));
  const preset = named || PRESETS.find((p) => p.id === deck);
  const parts = [preset ? preset.name : deck];
  if (o.deck) parts.push(t("sum-custom-deck"));
  if (o.hand_size && Number(o.hand_size) !== 7) parts.push(t("sum-cards-each", { n: Number(o.hand_size) }));
  const end = s.game_end || "target";
  const hands = /^hands:(\d+)$/.exec(end);
  if (s.method === "none") parts.push(t("sum-one-round"));
  else if (hands) parts.push(t("n-rounds", { count: Number(hands[1]) }));
  else if (end === "elimination") parts.push(t("sum-out-at", { n: s.target || 500 }));
  else parts.push(t("n-points", { count: s.target || 500 }));
  if (!named) {
    if (!house.length) parts.push(t("sum-no-house"));
    else if (house.length <= 2) parts.push(house.map(houseName).join(" + "));
    else parts.push(t("sum-house-n", { count: house.length }));
  }
  return parts.join(" · ");
}

/**
 * The step: `form` (forms.js rulesForm) inside a panel that opens from a
 * "Rules" button. Returns { button, summary, panel, refresh() }.
 */
export function rulesStep(form, extra) {
  const summary = h("p.rulesummary", { id: "rules-summary", "data-testid": "rules-summary", "aria-live": "polite" });
  const button = h("button.act", { type: "button", "data-testid": "rules-step", "aria-expanded": "false", "aria-controls": "rules-step" }, t("rules-button"));
  const done = h("button.act", { type: "button", "data-testid": "rules-done" }, t("done"));
  const panel = h(
    "section.panel.createbox",
    { id: "rules-step", "aria-labelledby": "rules-h", hidden: true },
    h("h2", { id: "rules-h", tabindex: "-1" }, t("rules-new-room")),
    h("p.hint", t("rules-new-room-hint")),
    h("p.rulesummary", { "aria-hidden": "true", "data-testid": "rules-summary-step" }),
    form.el,
    extra,
    done,
  );
  const echo = panel.querySelector('[data-testid="rules-summary-step"]');
  const refresh = () => {
    let text;
    try {
      text = summarizeSpec(form.spec());
    } catch {
      text = t("rules-json-invalid");
    }
    summary.textContent = text;
    echo.textContent = text;
  };
  const show = (open) => {
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    button.textContent = open ? t("hide-rules") : t("rules-button");
    if (open) panel.querySelector("h2").focus();
  };
  button.addEventListener("click", () => show(panel.hidden));
  done.addEventListener("click", () => {
    show(false);
    button.focus();
  });
  // Every control of the form says "input" or "change" when it changes.
  form.el.addEventListener("input", () => setTimeout(refresh, 0));
  form.el.addEventListener("change", () => setTimeout(refresh, 0));
  refresh();
  return { button, summary, panel, refresh, show };
}
