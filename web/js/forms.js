// The rules form: presets, every house rule, the scoring method, target and
// hand size, each with a one-line explanation (R12, R13, R14). Used to
// create a room and, for the host, to change the rules in the lobby. Every
// list, limit and explanation comes from the engine's rules catalogue
// (rules.js, `GET /api/rules`).
import { h } from "./ui.js";
import { PRESETS, HOUSE_RULES, FIRST_CARD, SCORING, GAME_END, presetDefaults, buildSpec, option, optionWords, houseName, hasBadtzMaru, hasWc, DEFAULT_WC, houseMarked } from "./rules.js";
import { t, fmtList } from "./i18n.js";

// The turn timers, in seconds (0: none), worded by timerName().
const TIMERS = [0, 15, 30, 60, 120, 300];
const timerName = (s) => (s === 0 ? t("timer-none") : s < 60 ? t("timer-secs", { n: s }) : t("timer-mins", { n: s / 60 }));

let uid = 0;

/**
 * A link to a rule of the rule book. Players read "?" (the rule codes,
 * R1–R14, are the rule book's own; issue 22 §4 point 6); the code is in
 * its name and its tooltip, where the rule book takes over.
 */
export function ruleLink(rule) {
  return h("a.rulelink", { href: `#rules/${rule}`, title: t("rule-link-title", { rule }), "aria-label": t("rule-link-label", { rule }), dataset: { rule } }, "?");
}

/** A number input with the catalogue's limits for an option. */
function numberInput(opt, value, attrs = {}) {
  return h("input", { type: "number", min: opt.min, max: opt.max, value, name: opt.name, ...attrs });
}

/** A checkbox for a boolean option of the catalogue. */
function boolChoice(n, opt, checked) {
  const w = optionWords(opt.name);
  return choice("checkbox", `${n}-${opt.name}`, opt.name, checked, w.title, w.line);
}

/** "Also turns on …" / "Not with …" of a house rule (R13). */
function houseLinks(r) {
  const parts = [];
  if (r.implies.length) parts.push(t("house-implies", { list: fmtList(r.implies.map(houseName)) }));
  if (r.excludes.length) parts.push(t("house-excludes", { list: fmtList(r.excludes.map(houseName), "disjunction") }));
  return parts.length ? h("small.implies", { dataset: { implies: r.implies.join(" "), excludes: r.excludes.join(" ") } }, parts.join(" ")) : null;
}

function choice(type, name, value, checked, title, line, extra, note) {
  const id = `f${++uid}`;
  return h(
    "label.choice",
    { for: id },
    h("input", { type, id, name, value, checked: checked || null }),
    h("span.ctext", h("b", title), line ? h("small", line) : null, note || null),
    extra || null,
  );
}

/**
 * Builds the form. `init` is a values object (presetDefaults / formFromSpec);
 * `opts.timer` the turn timer, `opts.spectator` shows the "I'll watch" box.
 * Returns { el, spec(), timer(), spectator() }; spec() throws on invalid JSON.
 */
export function rulesForm(init, opts = {}) {
  let v = { ...init, house: [...init.house], wc: [...init.wc] };
  const form = h("div.rulesform");
  const n = `r${++uid}`;
  let jsonEdited = false;
  let json;

  const presetBox = h("div.presets", { role: "radiogroup", "aria-label": t("form-preset") });
  for (const p of PRESETS) {
    const c = choice("radio", `${n}-preset`, p.id, v.preset === p.id, p.name, p.line, null);
    c.classList.add("preset", `preset-${p.id}`);
    c.querySelector("input").addEventListener("change", () => {
      const keepHand = v.hand_size;
      v = presetDefaults(p.id);
      v.hand_size = keepHand;
      jsonEdited = false;
      fill();
    });
    presetBox.appendChild(c);
  }

  const handOpt = option("hand_size");
  const hand = numberInput(handOpt, v.hand_size, { "aria-describedby": `${n}-hand-help` });
  hand.addEventListener("input", () => {
    v.hand_size = hand.value;
    sync();
  });

  const timerSel = h(
    "select",
    { name: "turn_timer_s" },
    TIMERS.map((s) => h("option", { value: s, selected: s === (opts.timer ?? 30) || null }, timerName(s))),
  );

  // Scoring.
  const methodBox = h("div.choices", { role: "radiogroup", "aria-label": optionWords("method").title });
  for (const m of SCORING) {
    const c = choice("radio", `${n}-method`, m.id, v.method === m.id, m.name, m.line);
    c.querySelector("input").addEventListener("change", () => {
      v.method = m.id;
      // R12.2: a game end that this method does not allow falls back to the target.
      const end = GAME_END.find((e) => e.id === v.game_end);
      if (end && end.methods.length && !end.methods.includes(m.id)) v.game_end = "target";
      fill();
    });
    methodBox.appendChild(c);
  }
  const targetOpt = option("target");
  const target = numberInput(targetOpt, v.target, { step: 50 });
  target.addEventListener("input", () => {
    v.target = target.value;
    sync();
  });
  const handsEnd = GAME_END.find((e) => e.id === "hands");
  const hands = h("input", { type: "number", min: handsEnd ? handsEnd.min : 1, max: 100, value: v.hands, name: "hands", "aria-label": t("form-rounds") });
  hands.addEventListener("input", () => {
    v.hands = hands.value;
    sync();
  });
  const endBox = h("div.choices", { role: "radiogroup", "aria-label": optionWords("game_end").title });
  const endInputs = {};
  for (const e of GAME_END) {
    const c = choice("radio", `${n}-end`, e.id, v.game_end === e.id, e.name, e.line, e.id === "hands" ? hands : null);
    endInputs[e.id] = c.querySelector("input");
    endInputs[e.id].addEventListener("change", () => {
      v.game_end = e.id;
      sync();
    });
    endBox.appendChild(c);
  }
  const targetRow = h("label.field", h("span", `${optionWords("target").title} `, ruleLink(targetOpt.rule)), target);
  const scoringExtra = h("div.scoringextra", targetRow, h("div.sublabel", optionWords("game_end").title), endBox);
  // R13 last_holding_loses: one round is the whole game, unscored; the
  // scoring is out of play while such a rule is on, and says why.
  const scoringNote = h("p.hint", { "data-testid": "scoring-unused", id: `${n}-scoring-unused`, hidden: true });

  // House rules.
  const houseBox = h("div.choices.house");
  const houseInputs = {};
  for (const r of HOUSE_RULES) {
    const c = choice("checkbox", `${n}-house`, r.id, v.house.includes(r.id), r.name, r.line, null, houseLinks(r));
    const inp = c.querySelector("input");
    houseInputs[r.id] = inp;
    inp.addEventListener("change", () => {
      const set = new Set(v.house);
      if (inp.checked) {
        // R13, as the catalogue states it: turn on what this rule implies,
        // turn off what it cannot be on with.
        set.add(r.id);
        for (const x of r.excludes) set.delete(x);
        for (const x of r.implies) set.add(x);
      } else set.delete(r.id);
      v.house = HOUSE_RULES.map((x) => x.id).filter((id) => set.has(id));
      // R15.5: a rule that teams cannot play turns the teams off.
      if (houseMarked(v, "noTeams")) v.teams = "none";
      fill();
    });
    houseBox.appendChild(c);
  }

  // Other options.
  const fcBox = h("div.choices", { role: "radiogroup", "aria-label": optionWords("first_card").title });
  for (const f of FIRST_CARD) {
    const c = choice("radio", `${n}-fc`, f.id, v.first_card === f.id, f.name, f.line);
    c.querySelector("input").addEventListener("change", () => {
      v.first_card = f.id;
      sync();
    });
    fcBox.appendChild(c);
  }
  const challenge = boolChoice(n, option("challenge"), v.challenge);
  challenge.querySelector("input").addEventListener("change", (e) => {
    v.challenge = e.target.checked;
    sync();
  });
  // R15: teams of two, partners opposite.
  // (R15.5: a note under it says when a house rule keeps the teams off.)
  const teamsNote = h("small.implies", { "data-testid": "teams-unavailable", hidden: true });
  const teams = choice("checkbox", `${n}-teams`, "teams", v.teams === "pairs", [optionWords("teams").title, " ", ruleLink("R15")], optionWords("teams").line, null, teamsNote);
  teams.querySelector("input").addEventListener("change", (e) => {
    v.teams = e.target.checked ? "pairs" : "none";
    sync();
  });
  const zeroTen = boolChoice(n, option("zero_counts_ten"), v.zero_counts_ten);
  zeroTen.querySelector("input").addEventListener("change", (e) => {
    v.zero_counts_ten = e.target.checked;
    sync();
  });
  const bmOpt = option("badtz_maru_cards");
  const bmCards = numberInput(bmOpt, v.badtz_maru_cards);
  bmCards.addEventListener("input", () => {
    v.badtz_maru_cards = bmCards.value;
    sync();
  });
  const bmSelf = boolChoice(n, option("badtz_maru_counts_self"), v.badtz_maru_counts_self);
  bmSelf.querySelector("input").addEventListener("change", (e) => {
    v.badtz_maru_counts_self = e.target.checked;
    sync();
  });
  const bmBox = h("div.optgroup.bm", h("label.field", h("span", `${optionWords("badtz_maru_cards").title} `, ruleLink(bmOpt.rule)), bmCards), bmSelf);
  const wcInputs = DEFAULT_WC.map((_, i) => {
    const inp = h("input", { type: "text", maxlength: 120, value: v.wc[i] || "", name: `wc${i + 1}` });
    inp.addEventListener("input", () => {
      v.wc[i] = inp.value;
      sync();
    });
    return h("label.field", h("span", t("form-wc-rule", { n: i + 1 })), inp);
  });
  const wcOpt = option("wc");
  const wcBox = h("div.optgroup.wc", h("div.sublabel", t("form-wc", { title: optionWords("wc").title }) + " ", ruleLink(wcOpt.rule)), wcInputs);

  // Rules as JSON (R14; the summary says it plainly).
  json = h("textarea", { rows: 8, spellcheck: "false", name: "rules_json", "aria-label": t("form-json") });
  const jsonErr = h("div.error", { role: "alert" });
  json.addEventListener("input", () => {
    jsonEdited = true;
    try {
      JSON.parse(json.value);
      jsonErr.textContent = "";
    } catch (e) {
      jsonErr.textContent = t("error-json", { detail: e.message });
    }
  });
  const jsonReset = h("button.link", { type: "button", onclick: () => ((jsonEdited = false), sync(), (jsonErr.textContent = "")) }, t("form-json-reset"));

  const spectator = opts.spectator ? choice("checkbox", `${n}-spec`, "spectator", false, t("form-watch"), t("form-watch-line")) : null;

  form.append(
    h("fieldset", h("legend", t("form-preset") + " ", ruleLink("R1")), presetBox),
    h(
      "div.row2",
      h("label.field", h("span", `${optionWords("hand_size").title} `, ruleLink(handOpt.rule)), hand, h("small", { id: `${n}-hand-help` }, optionWords("hand_size").line)),
      opts.timer !== undefined || opts.showTimer
        ? h("label.field", h("span", t("turn-timer")), timerSel, h("small", t("form-timer-line")))
        : null,
    ),
    h("fieldset", h("legend", t("spec-scoring") + " ", ruleLink("R12")), scoringNote, methodBox, scoringExtra),
    h("fieldset", h("legend", t("spec-house") + " ", ruleLink("R13")), houseBox),
    h("div.choices.teams", teams),
    h("details.more", h("summary", t("form-more")), h("fieldset", h("legend", `${optionWords("first_card").title} `, ruleLink(option("first_card").rule)), fcBox), h("div.choices", challenge, zeroTen), bmBox, wcBox),
    h("details.more.json", h("summary", t("form-json")), h("p.hint", t("form-json-hint")), json, jsonErr, jsonReset),
    spectator,
  );

  function fill() {
    for (const inp of form.querySelectorAll(`input[name="${n}-preset"]`)) inp.checked = inp.value === v.preset;
    hand.value = v.hand_size;
    for (const inp of form.querySelectorAll(`input[name="${n}-method"]`)) inp.checked = inp.value === v.method;
    target.value = v.target;
    hands.value = v.hands;
    for (const e of GAME_END) {
      endInputs[e.id].checked = v.game_end === e.id;
      endInputs[e.id].disabled = e.methods.length > 0 && !e.methods.includes(v.method);
    }
    const unscored = houseMarked(v, "unscored");
    for (const inp of methodBox.querySelectorAll("input")) {
      inp.disabled = !!unscored;
      if (unscored) inp.setAttribute("aria-describedby", scoringNote.id);
      else inp.removeAttribute("aria-describedby");
    }
    scoringNote.hidden = !unscored;
    scoringNote.textContent = unscored ? t("form-unscored", { rule: unscored.name }) : "";
    scoringExtra.hidden = v.method === "none" || !!unscored;
    // R15.5: teams cannot play such a rule.
    const solo = houseMarked(v, "noTeams");
    const teamsInput = teams.querySelector("input");
    teamsInput.disabled = !!solo;
    teamsNote.hidden = !solo;
    teamsNote.textContent = solo ? t("form-no-teams", { rule: solo.name }) : "";
    for (const [id, inp] of Object.entries(houseInputs)) inp.checked = v.house.includes(id);
    for (const inp of form.querySelectorAll(`input[name="${n}-fc"]`)) inp.checked = inp.value === v.first_card;
    challenge.querySelector("input").checked = v.challenge;
    zeroTen.querySelector("input").checked = v.zero_counts_ten;
    teams.querySelector("input").checked = v.teams === "pairs";
    bmCards.value = v.badtz_maru_cards;
    bmSelf.querySelector("input").checked = v.badtz_maru_counts_self;
    // The deck's own cards say which options apply: Badtz-Maru (R8.6),
    // customizable wilds (R8.5).
    const deck = (PRESETS.find((p) => p.id === v.preset) || PRESETS[0]).deck;
    bmBox.hidden = !hasBadtzMaru(deck);
    wcBox.hidden = !hasWc(deck);
    wcInputs.forEach((l, i) => (l.querySelector("input").value = v.wc[i] || ""));
    sync();
  }

  function sync() {
    if (!jsonEdited) json.value = JSON.stringify(buildSpec(v), null, 2);
  }

  fill();
  // Rules the form cannot show (a custom deck, a fixed dealer, enforced
  // customizable wilds) stay as they are, in the JSON box.
  const orig = opts.spec;
  if (orig) {
    const o = orig.options || {};
    const custom = o.deck || (o.dealer !== undefined && o.dealer !== null) || (Array.isArray(o.wc) && o.wc.some((r) => !r.honour || (r.target && r.target !== "next") || (r.penalty ?? 1) !== 1));
    if (custom) {
      jsonEdited = true;
      json.value = JSON.stringify(orig, null, 2);
      json.closest("details").open = true;
      jsonErr.textContent = "";
    }
  }
  return {
    el: form,
    spec() {
      if (jsonEdited) return JSON.parse(json.value);
      return buildSpec(v);
    },
    timer: () => Number(timerSel.value),
    spectator: () => !!(spectator && spectator.querySelector("input").checked),
  };
}
