// The rules form: presets, every house rule, the scoring method, target and
// hand size, each with a one-line explanation (R12, R13, R14). Used to
// create a room and, for the host, to change the rules in the lobby.
import { h } from "./ui.js";
import { PRESETS, HOUSE_RULES, FIRST_CARD, SCORING, GAME_END, presetDefaults, buildSpec } from "./rules.js";

const TIMERS = [
  [0, "No timer"],
  [15, "15 s"],
  [30, "30 s"],
  [60, "1 min"],
  [120, "2 min"],
  [300, "5 min"],
];

let uid = 0;

function ruleLink(rule) {
  return h("a.rulelink", { href: `#rules/${rule}`, title: `Rule ${rule} in the rule book`, dataset: { rule } }, rule);
}

function choice(type, name, value, checked, title, line, extra) {
  const id = `f${++uid}`;
  return h(
    "label.choice",
    { for: id },
    h("input", { type, id, name, value, checked: checked || null }),
    h("span.ctext", h("b", title), line ? h("small", line) : null),
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

  const presetBox = h("div.presets", { role: "radiogroup", "aria-label": "Preset" });
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

  const hand = h("input", { type: "number", min: 1, max: 30, value: v.hand_size, name: "hand_size", "aria-describedby": `${n}-hand-help` });
  hand.addEventListener("input", () => {
    v.hand_size = hand.value;
    sync();
  });

  const timerSel = h(
    "select",
    { name: "turn_timer_s" },
    TIMERS.map(([s, label]) => h("option", { value: s, selected: s === (opts.timer ?? 30) || null }, label)),
  );

  // Scoring.
  const methodBox = h("div.choices", { role: "radiogroup", "aria-label": "Scoring method" });
  for (const m of SCORING) {
    const c = choice("radio", `${n}-method`, m.id, v.method === m.id, m.name, m.line);
    c.querySelector("input").addEventListener("change", () => {
      v.method = m.id;
      if (m.id !== "penalty" && v.game_end === "elimination") v.game_end = "target";
      fill();
    });
    methodBox.appendChild(c);
  }
  const target = h("input", { type: "number", min: 1, max: 100000, step: 50, value: v.target, name: "target" });
  target.addEventListener("input", () => {
    v.target = target.value;
    sync();
  });
  const hands = h("input", { type: "number", min: 1, max: 100, value: v.hands, name: "hands", "aria-label": "Number of rounds" });
  hands.addEventListener("input", () => {
    v.hands = hands.value;
    sync();
  });
  const endBox = h("div.choices", { role: "radiogroup", "aria-label": "Game end" });
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
  const targetRow = h("label.field", h("span", "Target score ", ruleLink("R12.2")), target);
  const scoringExtra = h("div.scoringextra", targetRow, h("div.sublabel", "The game ends"), endBox);

  // House rules.
  const houseBox = h("div.choices.house");
  const houseInputs = {};
  for (const r of HOUSE_RULES) {
    const c = choice("checkbox", `${n}-house`, r.id, v.house.includes(r.id), r.name, r.line);
    const inp = c.querySelector("input");
    houseInputs[r.id] = inp;
    inp.addEventListener("change", () => {
      const set = new Set(v.house);
      if (inp.checked) {
        set.add(r.id);
        if (r.id === "zero_swap") set.delete("zero_rotates");
        if (r.id === "zero_rotates") set.delete("zero_swap");
        if (r.id === "stack_mixed") (set.add("stack_draw_two"), set.add("stack_draw_four"));
        if (r.id === "jump_in_draw_two") set.add("stack_draw_two");
      } else set.delete(r.id);
      v.house = HOUSE_RULES.map((x) => x.id).filter((id) => set.has(id));
      fill();
    });
    houseBox.appendChild(c);
  }

  // Other options.
  const fcBox = h("div.choices", { role: "radiogroup", "aria-label": "First card" });
  for (const f of FIRST_CARD) {
    const c = choice("radio", `${n}-fc`, f.id, v.first_card === f.id, f.name, f.line);
    c.querySelector("input").addEventListener("change", () => {
      v.first_card = f.id;
      sync();
    });
    fcBox.appendChild(c);
  }
  const challenge = choice("checkbox", `${n}-ch`, "challenge", v.challenge, "Challenges allowed", "A Wild Draw Four can be challenged (R8.3).");
  challenge.querySelector("input").addEventListener("change", (e) => {
    v.challenge = e.target.checked;
    sync();
  });
  const zeroTen = choice("checkbox", `${n}-z10`, "zero_counts_ten", v.zero_counts_ten, "Zeros count 10", "A 0 left in a hand is worth 10 points (R12.1).");
  zeroTen.querySelector("input").addEventListener("change", (e) => {
    v.zero_counts_ten = e.target.checked;
    sync();
  });
  const bmCards = h("input", { type: "number", min: 0, max: 20, value: v.badtz_maru_cards, name: "badtz_maru_cards" });
  bmCards.addEventListener("input", () => {
    v.badtz_maru_cards = bmCards.value;
    sync();
  });
  const bmSelf = choice("checkbox", `${n}-bms`, "badtz_maru_counts_self", v.badtz_maru_counts_self, "Badtz-Maru counts its player", "The player of the card can be among the fewest (R8.6).");
  bmSelf.querySelector("input").addEventListener("change", (e) => {
    v.badtz_maru_counts_self = e.target.checked;
    sync();
  });
  const bmBox = h("div.optgroup.bm", h("label.field", h("span", "Badtz-Maru cards in the deck ", ruleLink("R8.6")), bmCards), bmSelf);
  const wcInputs = [0, 1, 2].map((i) => {
    const inp = h("input", { type: "text", maxlength: 120, value: v.wc[i] || "", name: `wc${i + 1}` });
    inp.addEventListener("input", () => {
      v.wc[i] = inp.value;
      sync();
    });
    return h("label.field", h("span", `WC${i + 1} honour rule`), inp);
  });
  const wcBox = h("div.optgroup.wc", h("div.sublabel", "Customizable wilds: the next player does it or draws 1 ", ruleLink("R8.5")), wcInputs);

  // Rules as JSON (R14).
  json = h("textarea", { rows: 8, spellcheck: "false", name: "rules_json", "aria-label": "Rules as JSON" });
  const jsonErr = h("div.error", { role: "alert" });
  json.addEventListener("input", () => {
    jsonEdited = true;
    try {
      JSON.parse(json.value);
      jsonErr.textContent = "";
    } catch (e) {
      jsonErr.textContent = "Not valid JSON: " + e.message;
    }
  });
  const jsonReset = h("button.link", { type: "button", onclick: () => ((jsonEdited = false), sync(), (jsonErr.textContent = "")) }, "Reset from the form");

  const spectator = opts.spectator ? choice("checkbox", `${n}-spec`, "spectator", false, "I'll watch", "Create the room without taking a seat.") : null;

  form.append(
    h("fieldset", h("legend", "Preset ", ruleLink("R1")), presetBox),
    h(
      "div.row2",
      h("label.field", h("span", "Hand size ", ruleLink("R2.3")), hand, h("small", { id: `${n}-hand-help` }, "Cards dealt to each player.")),
      opts.timer !== undefined || opts.showTimer
        ? h("label.field", h("span", "Turn timer"), timerSel, h("small", "Time to act before the server plays for you."))
        : null,
    ),
    h("fieldset", h("legend", "Scoring ", ruleLink("R12")), methodBox, scoringExtra),
    h("fieldset", h("legend", "House rules ", ruleLink("R13")), houseBox),
    h("details.more", h("summary", "More options: first card, challenges, card values"), h("fieldset", h("legend", "First card ", ruleLink("R3")), fcBox), h("div.choices", challenge, zeroTen), bmBox, wcBox),
    h("details.more.json", h("summary", "Rules as JSON (R14)"), h("p.hint", "Edit to set anything the engine knows, such as a custom deck or customizable wilds; your text is sent as it is."), json, jsonErr, jsonReset),
    spectator,
  );

  function fill() {
    for (const inp of form.querySelectorAll(`input[name="${n}-preset"]`)) inp.checked = inp.value === v.preset;
    hand.value = v.hand_size;
    for (const inp of form.querySelectorAll(`input[name="${n}-method"]`)) inp.checked = inp.value === v.method;
    target.value = v.target;
    hands.value = v.hands;
    for (const [id, inp] of Object.entries(endInputs)) {
      inp.checked = v.game_end === id;
      inp.disabled = id === "elimination" && v.method !== "penalty";
    }
    scoringExtra.hidden = v.method === "none";
    for (const [id, inp] of Object.entries(houseInputs)) inp.checked = v.house.includes(id);
    for (const inp of form.querySelectorAll(`input[name="${n}-fc"]`)) inp.checked = inp.value === v.first_card;
    challenge.querySelector("input").checked = v.challenge;
    zeroTen.querySelector("input").checked = v.zero_counts_ten;
    bmCards.value = v.badtz_maru_cards;
    bmSelf.querySelector("input").checked = v.badtz_maru_counts_self;
    const deck = (PRESETS.find((p) => p.id === v.preset) || {}).deck;
    bmBox.hidden = deck !== "hello-kitty";
    wcBox.hidden = deck !== "shuffle-hands";
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
