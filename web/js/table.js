// The game table: seats around the felt, the piles, the colour in play,
// the direction, the turn timer, the player's hand and a control for every
// decision the rules can ask for (see the rule book's first section).
import { h, clear, closeModals, modal, toast, trapFocus } from "./ui.js";
import { lastEventText } from "./log.js";
import { flyCards } from "./fly.js";
import { AutoPicker, pickColor, pickPlayer, playerTitle } from "./pickers.js";
import { breakdown, byScore, countdown, finalTable, knownRounds, lastRoundTable } from "./gameover.js";
import { cardFace, cardBack, cardName, colorChip, sortCards, parseCard, itemEffect, itemName, itemIcon } from "./cards.js";
import { t, fmtList, noteAfter } from "./i18n.js";
import { dailyDay } from "./daily.js";

// What the seat to act is doing, by the pending decision (table-waiting-*).
// The class of the pickers of a play of this page's own (its colour, its cards).
const PLAY_PICKER = "playpick";
const PENDING = ["choose_color", "choose_player", "accept_or_challenge", "play_or_pass", "stack_or_draw", "comply_or_penalty"];

// Whether the last input was a key (then a lost focus is put back on the
// table) or a pointer (then the page leaves the focus alone).
let keyboardInput = false;
document.addEventListener("keydown", () => (keyboardInput = true), true);
document.addEventListener("pointerdown", () => (keyboardInput = false), true);

const reduceMotion = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Where seat pods sit on the felt: the viewer at the bottom, clockwise on screen. */
function seatPositions(n, bottom) {
  const pos = {};
  for (let k = 0; k < n; k++) {
    const seat = (bottom + k) % n;
    const a = ((90 + (k * 360) / n) * Math.PI) / 180;
    pos[seat] = { x: 50 + 44 * Math.cos(a), y: 50 + 41 * Math.sin(a) };
  }
  return pos;
}

export class TableView {
  constructor(rc) {
    this.rc = rc; // the room controller
    this.el = h("div.table", { "aria-label": t("table-label") });
    this.felt = h("div.felt");
    this.statusEl = h("div.status", { role: "status", "aria-live": "polite" });
    this.actionsEl = h("div.actions", { role: "toolbar", "aria-label": t("table-actions") });
    this.meEl = h("div.mebar");
    this.handEl = h("div.hand", { role: "group", "aria-label": t("your-hand") });
    this.overlay = h("div.overlay-slot");
    // Item banners (R9) have a row of their own under the felt: they cover
    // nothing, and they come one at a time.
    this.itemSlot = h("div.itemslot", { role: "status", "aria-live": "polite" });
    // What just happened, at every size (the log is a closed drawer on a
    // phone): the last update's events in a line of its own between the
    // felt and the status, so that it covers no seat and no pile, and read
    // out politely by screen readers.
    this.lastEl = h("div.lastevent", { role: "status", "aria-live": "polite", "aria-atomic": "true", "data-testid": "last-event" });
    this.unoArmed = false;
    // The colour and player pickers open by themselves (pickers.js).
    this.auto = new AutoPicker(this);
    this.revealDismissed = null;
    this.roundDismissed = null;
    // Flying cards: a layer above the felt and below every panel (score
    // table, game over, revealed hand, the log drawer; style.css).
    this.fx = h("div.fxlayer", { "aria-hidden": "true" });
    this.el.append(this.felt, this.itemSlot, this.lastEl, this.statusEl, this.actionsEl, this.meEl, this.handEl, this.fx, this.overlay);
    // Mario Kart items (R9): one banner at a time, the others wait.
    this.itemQueue = [];
    this.overlayKey = null;
    this.onResize = () => {
      this.layoutHand();
      if (this.s) this.renderFelt();
    };
    window.addEventListener("resize", this.onResize);
  }

  /** Shows what the last update did (log.js `lastEventText`); none: the line stays. */
  showLast(items) {
    const text = lastEventText(items);
    if (text && this.lastEl.textContent !== text) this.lastEl.textContent = text;
  }

  newGame() {
    this.roundDismissed = null;
    this.revealDismissed = null;
    this.auto.answered = null;
    this.unoArmed = false;
  }

  destroy() {
    window.removeEventListener("resize", this.onResize);
    this.auto.destroy();
    clearTimeout(this.itemTimer);
    this.fx.remove();
  }

  /** The keyboard's place on the table: a lit card, the main action, the hand. */
  focusStart() {
    const target =
      this.overlay.querySelector("[data-focus]") ||
      this.handEl.querySelector(".handcard.playable") ||
      this.actionsEl.querySelector("button.primary:not([disabled])") ||
      this.actionsEl.querySelector("button:not([disabled])") ||
      this.handEl.querySelector(".handcard");
    if (target) target.focus({ preventScroll: true });
    return target;
  }

  // ----- helpers -------------------------------------------------------------------

  get s() {
    return this.rc.state;
  }
  get me() {
    return this.s ? this.s.seat : null;
  }
  legal(verb) {
    return (this.rc.legal || []).filter((a) => a.do === verb);
  }
  has(verb) {
    return this.legal(verb).length > 0;
  }
  name(seat) {
    return this.rc.seatName(seat);
  }

  act(action) {
    return this.rc.act(action);
  }

  // ----- render ----------------------------------------------------------------------

  render() {
    const s = this.s;
    if (!s) return;
    const active = document.activeElement;
    const focusKey = active && active.dataset ? active.dataset.focus : null;
    const handIndex = active && active.classList && active.classList.contains("handcard") ? [...this.handEl.children].indexOf(active) : -1;
    if (this.lastRound !== s.round) {
      this.lastRound = s.round;
      this.unoArmed = false;
    }
    if (!(this.rc.legal || []).some((a) => a.do === "play" && a.uno)) this.unoArmed = false;
    this.renderFelt();
    this.renderStatus();
    this.renderActions();
    this.renderMe();
    this.renderHand();
    // A play being chosen (its colour, its cards) that is no longer legal
    // (the turn timed out, the round or game ended): its picker closes,
    // before a panel over the table takes the keyboard.
    if (this.playing && !this.legal("play").some((p) => p.cards[0] === this.playing)) closeModals(PLAY_PICKER);
    const panelTookFocus = this.renderOverlay();
    this.auto.check();
    if (focusKey && !panelTookFocus) {
      let el = this.el.querySelector(`[data-focus="${CSS.escape(focusKey)}"]`);
      // A card just played: keep the keyboard in the hand.
      if (!el && handIndex >= 0) el = this.handEl.children[Math.min(handIndex, this.handEl.children.length - 1)];
      if (el && !el.disabled && document.activeElement !== el) el.focus({ preventScroll: true });
    }
    // The control in use went away (a button of a decision taken, a panel
    // closed): the keyboard goes back to the table instead of the page.
    const now = document.activeElement;
    if (keyboardInput && (!now || now === document.body) && this.el.isConnected && !document.querySelector("dialog.modal[open]")) this.focusStart();
  }

  renderFelt() {
    const s = this.s;
    const info = this.rc.info;
    const n = s.players;
    const bottom = this.me ?? 0;
    const pos = seatPositions(n, bottom);
    const f = clear(this.felt);
    f.dataset.players = n;
    f.classList.toggle("many", n > 6);
    const exposed = new Set(s.exposed || []);
    const catchable = new Set(this.legal("catch").map((a) => a.target));
    for (let seat = 0; seat < n; seat++) {
      if (seat === this.me) continue;
      const si = (info.seats || [])[seat] || {};
      const count = s.hand_sizes[seat];
      const toAct = s.to_act === seat;
      const out = (s.out || []).includes(seat);
      const elim = (s.eliminated || []).includes(seat);
      const pod = h(
        "div.pod",
        {
          dataset: { seat },
          class: [toAct ? "toact" : "", exposed.has(seat) ? "exposed" : "", out || elim ? "out" : "", si.connected === false ? "offline" : "", si.kind === "bot" ? "bot" : "", this.isPartner(seat) ? "partner" : ""].join(" "),
          style: { left: `${pos[seat].x}%`, top: `${pos[seat].y}%` },
          "aria-label": t("pod-label", { name: this.name(seat), cards: t("n-cards", { count }), toact: toAct ? "yes" : "no", exposed: exposed.has(seat) ? "yes" : "no" }),
        },
        h("div.avatar", { class: toAct ? "ring" : "" }, (si.nickname || "?").slice(0, 1).toUpperCase(), toAct ? h("span.timering") : null),
        h("div.pinfo", h("div.pname", { title: t("pod-title", { n: seat + 1, name: this.name(seat) }) }, this.name(seat)), h("div.pmeta", this.seatBadges(seat, si))),
        h(
          "div.pcards",
          h("div.minifan", { "aria-hidden": "true" }, Array.from({ length: Math.min(count, 10) }, () => h("span.mini"))),
          h("div.pcount", { title: t("n-cards", { count }), dataset: { n: count, label: t("pod-cards-word", { count }) } }, String(count)),
        ),
        count === 1 && !exposed.has(seat) ? h("div.unotag", "UNO") : null,
        catchable.has(seat)
          ? h("button.catch", { type: "button", dataset: { focus: `catch-${seat}` }, onclick: () => this.act({ do: "catch", target: seat }) }, t("catch-short"))
          : exposed.has(seat)
            ? h("div.unotag.warn", t("no-uno-tag"))
            : null,
      );
      f.appendChild(pod);
    }

    // The centre: draw pile, discard pile, colour, direction, penalty.
    const canDraw = this.canDrawNow();
    // The count as a word of its own in every language (axe's
    // label-content-name-mismatch: the visible "93" must be a token of
    // the name, which "카드 93장" is not).
    const drawLabel = t("draw-pile-label", { n: s.draw_pile_size, draw: canDraw ? "yes" : "no" });
    const pile = h(
      "button.drawpile",
      { type: "button", disabled: !canDraw || null, "aria-label": drawLabel, title: drawLabel, dataset: { focus: "drawpile" }, onclick: () => this.drawAction() },
      cardBack(),
      h("span.pilecount", String(s.draw_pile_size)),
    );
    const color = s.color;
    const top = cardFace(s.top, { chosen: parseCard(s.top).wild ? color : null });
    const discard = h(
      "div.discard",
      { class: color ? `glow-${color}` : "", "aria-label": t("top-card", { card: cardName(s.top) }) },
      top,
      s.penalty > 0 ? h("div.penalty", { title: t("penalty-waiting"), "aria-label": t("penalty-waiting-draw", { n: s.penalty }) }, `+${s.penalty}`, h("small", t("to-draw"))) : null,
    );
    const dir = s.direction === "cw";
    const ring = h(
      "div.dirring",
      { class: dir ? "cw" : "ccw", title: dir ? t("play-goes-cw") : t("play-goes-ccw") },
      h("span.arrow.a1", dir ? "↻" : "↺"),
      h("span.arrow.a2", dir ? "↻" : "↺"),
    );
    const center = h(
      "div.center",
      ring,
      h("div.piles", pile, discard),
      h(
        "div.inplay",
        h("span.lbl", t("colour-in-play")),
        colorChip(color),
        h("span.dirtext", { class: "dir" }, dir ? t("direction-cw") : t("direction-ccw")),
      ),
    );
    f.appendChild(center);
    this.placePods();
    const roundLine = this.rc.roundLine();
    if (roundLine) f.appendChild(h("div.roundline", roundLine));
  }

  /** Puts the seat pods on an ellipse that keeps them inside the felt. */
  placePods() {
    const f = this.felt;
    const W = f.clientWidth;
    const H = f.clientHeight;
    if (!W || !H) return;
    for (const pod of f.querySelectorAll(".pod")) {
      const x = parseFloat(pod.style.left) / 100;
      const y = parseFloat(pod.style.top) / 100;
      const pw = pod.offsetWidth;
      const ph = pod.offsetHeight;
      const cx = (x - 0.5) / 0.44;
      const cy = (y - 0.5) / 0.41;
      // In percentages of the felt, less the pod's half size: the pods stay
      // inside when the felt changes size (an item banner, a resize).
      pod.style.left = `calc(50% + ${cx.toFixed(4)} * max(0px, 50% - ${pw / 2 + 6}px))`;
      pod.style.top = `calc(50% + ${cy.toFixed(4)} * max(0px, 50% - ${ph / 2 + 6}px))`;
    }
  }

  /** R15.6: the seat's team as a letter ("A" is team 0), or null without teams. */
  teamTag(seat) {
    const teams = this.s && this.s.teams;
    if (!teams || teams[seat] === undefined) return null;
    const letter = String.fromCharCode(65 + teams[seat]);
    const mine = this.me !== null && teams[this.me] === teams[seat];
    return h("span.teamtag", { class: `team-${teams[seat] % 5}${mine ? " mine" : ""}`, title: t("team-title", { team: letter }), "aria-label": t("team-title", { team: letter }) }, letter);
  }

  /** R15.1: whether `seat` is the viewer's partner (the seat opposite). */
  isPartner(seat) {
    const teams = this.s && this.s.teams;
    return !!teams && this.me !== null && seat !== this.me && teams[seat] === teams[this.me];
  }

  seatBadges(seat, si) {
    const s = this.s;
    const out = [];
    out.push(h("span.badge.seatno", { title: t("seat-n", { n: seat + 1 }) }, `#${seat + 1}`));
    const team = this.teamTag(seat);
    if (team) out.push(team);
    if (this.isPartner(seat)) out.push(h("span.badge.partner", { "data-testid": "partner-badge" }, t("partner-badge")));
    if (s.dealer === seat) out.push(h("span.badge.dealer", { title: t("dealer") }, t("dealer-badge")));
    if (si.kind === "bot" && !/bot/i.test(si.nickname || "")) out.push(h("span.badge.botb", { title: t("bot-level", { level: si.level || "" }) }, t("bot-level", { level: si.level || "" })));
    else if (si.kind === "bot") out.push(h("span.badge.botb", { title: t("bot-level", { level: si.level || "" }) }, t("bot-badge")));
    if (si.bot_standing_in) out.push(h("span.badge.botb", { title: t("bot-plays-title") }, t("bot-plays")));
    if (si.bot_account) out.push(h("span.badge.botb", { title: t("bot-account-title") }, t("bot-account")));
    if (si.connected === false) out.push(h("span.badge.off", t("badge-offline")));
    if ((s.out || []).includes(seat)) out.push(h("span.badge", t("badge-out")));
    if ((s.eliminated || []).includes(seat)) out.push(h("span.badge", t("badge-eliminated")));
    if (this.rc.showScores()) out.push(h("span.badge.score", { title: t("th-score") }, t("pts", { n: s.scores[seat] })));
    return out;
  }

  canDrawNow() {
    const s = this.s;
    if (this.me === null || s.to_act !== this.me) return false;
    return this.has("draw") && (s.pending === null || s.pending === "stack_or_draw" || s.pending === "accept_or_challenge");
  }

  drawAction() {
    const s = this.s;
    if (s.pending === "accept_or_challenge") return this.act({ do: "accept" });
    return this.act({ do: "draw" });
  }

  renderStatus() {
    const s = this.s;
    const el = clear(this.statusEl);
    const me = this.me;
    let text = "";
    let mine = false;
    if (s.game_over) text = t("status-game-over");
    else if (s.round_over) text = s.round_winner !== null && s.round_winner !== undefined ? t("status-round-won", { name: this.name(s.round_winner), you: s.round_winner === me ? "yes" : "no" }) : t("log-round-over");
    else if (s.to_act === me && me !== null) {
      mine = true;
      switch (s.pending) {
        case "play_or_pass":
          text = t("status-drew", { card: cardName(s.drawn) });
          break;
        case "choose_color":
          text = t("status-name-colour");
          break;
        case "choose_player":
          text = t("status-choose-player");
          break;
        case "accept_or_challenge":
          text = t("status-wd4", { n: s.penalty || 4 });
          break;
        case "stack_or_draw":
          text = t("status-stack", { n: s.penalty });
          break;
        case "comply_or_penalty":
          text = t("status-honour", { cards: t("n-cards", { count: this.rc.honourPenalty() }) });
          break;
        default:
          text = this.legal("play").length ? t("status-your-turn") : t("status-no-fit");
      }
    } else if (s.to_act !== null && s.to_act !== undefined) {
      text = t(PENDING.includes(s.pending) ? `table-waiting-${s.pending}` : "table-waiting-play", { name: this.name(s.to_act) });
      if (me === null) text = t("status-watching", { text });
      if (me !== null && this.legal("play").length) text += " " + t("status-jump-in");
    }
    el.classList.toggle("mine", mine);
    el.appendChild(h("span.stext", text));
    if (s.honour && !s.round_over) {
      const who = s.to_act === me ? t("honour-you") : t("honour-them", { name: this.name(s.to_act) });
      el.appendChild(h("div.honour", h("b", t("honour-rule") + " "), `“${s.honour}”`, s.to_act !== null ? ` — ${who}` : ""));
    }
    const dl = this.rc.deadline;
    if (dl && !s.round_over && s.to_act !== null && s.to_act !== undefined) {
      const bar = h("span.timer", { title: t("turn-timer") }, h("span.tfill"), h("span.tlabel"));
      el.appendChild(bar);
      this.timerEl = bar;
      this.tickTimer();
    } else this.timerEl = null;
  }

  tickTimer() {
    const dl = this.rc.deadline;
    if (!this.timerEl || !dl) return;
    const left = Math.max(0, dl.ms - (performance.now() - dl.at));
    const total = (this.rc.info.turn_timer_s || 30) * 1000;
    const frac = Math.max(0, Math.min(1, left / total));
    this.timerEl.querySelector(".tfill").style.width = `${frac * 100}%`;
    this.timerEl.querySelector(".tlabel").textContent = t("secs-short", { n: Math.ceil(left / 1000) });
    this.timerEl.classList.toggle("low", left < 8000);
    const ring = this.felt.querySelector(".pod.toact .timering");
    if (ring) ring.style.setProperty("--frac", frac);
    const mine = this.meEl.querySelector(".timering");
    if (mine) mine.style.setProperty("--frac", frac);
  }

  renderActions() {
    const s = this.s;
    const a = clear(this.actionsEl);
    if (this.me === null) {
      a.hidden = true;
      return;
    }
    a.hidden = false;
    const btn = (label, action, opts = {}) =>
      h(
        "button.act",
        {
          type: "button",
          class: opts.cls || "",
          title: opts.title || null,
          "aria-keyshortcuts": opts.key || null,
          dataset: { focus: `act-${opts.id || label}` },
          onclick: action,
        },
        label,
        opts.key ? h("kbd", opts.key) : null,
      );
    const myTurn = s.to_act === this.me;
    if (myTurn && !s.round_over) {
      switch (s.pending) {
        case null:
        case undefined:
          if (this.has("draw")) a.appendChild(btn(t("btn-draw"), () => this.act({ do: "draw" }), { key: "D", id: "draw" }));
          break;
        case "play_or_pass": {
          const drawn = s.drawn;
          if (this.legal("play").length) a.appendChild(btn(t("btn-play-it"), () => this.playCard(drawn), { key: "P", cls: "primary", id: "playdrawn" }));
          a.appendChild(btn(t("btn-keep-it"), () => this.act({ do: "pass" }), { key: "K", id: "pass" }));
          break;
        }
        case "accept_or_challenge": {
          // R8.2/R8.3: what each answer costs, said next to the buttons.
          // Accepting is the safe answer (the main button); a challenge is
          // a gamble, never styled as the recommended one.
          const n = s.penalty || 4;
          a.appendChild(btn(t("btn-accept", { n }), () => this.act({ do: "accept" }), { key: "A", cls: "primary", id: "accept" }));
          const canChallenge = this.has("challenge");
          if (canChallenge) a.appendChild(btn(t("btn-challenge"), () => this.act({ do: "challenge" }), { key: "C", cls: "risky", id: "challenge" }));
          const challengeCost = t("help-challenge-cost");
          const help = [h("span", h("b", t("help-accept") + " "), t("help-accept-cost", { n })), canChallenge ? h("span", h("b", t("help-challenge") + " "), challengeCost) : null];
          a.appendChild(h("div.choicehelp", { "data-testid": "wd4-help" }, help));
          break;
        }
        case "stack_or_draw":
          a.appendChild(btn(t("btn-draw-n", { n: s.penalty }), () => this.act({ do: "draw" }), { key: "D", id: "draw" }));
          break;
        case "choose_color":
          a.appendChild(btn(t("btn-choose-colour"), () => this.colorDecision(), { cls: "primary", id: "color" }));
          break;
        case "choose_player":
          a.appendChild(btn(t("btn-choose-player"), () => this.playerDecision(), { cls: "primary", id: "player" }));
          break;
        case "comply_or_penalty": {
          const n = this.rc.honourPenalty();
          a.appendChild(btn(t("btn-done-it"), () => this.act({ do: "comply" }), { cls: "primary", id: "comply", key: "O" }));
          a.appendChild(btn(t("btn-take-penalty", { n }), () => this.act({ do: "penalty" }), { id: "penalty", key: "T" }));
          break;
        }
      }
      // Hints (issue 31 §2): in a room whose host allowed them (private,
      // unrated), the coach's choice for this decision, from this seat's
      // view only (the server's coach, docs/protocol.md `hint`).
      if (this.rc.info && this.rc.info.hints) a.appendChild(btn(t("btn-hint"), () => this.hint(), { key: "H", id: "hint", title: t("hint-title") }));
    }
    // UNO: call now (exposed), or arm a call that goes with the next play.
    const canCall = this.has("uno");
    const canArm = (this.rc.legal || []).some((x) => x.do === "play" && x.uno);
    const uno = h(
      "button.act.uno",
      {
        type: "button",
        disabled: !(canCall || canArm) || null,
        "aria-pressed": canArm ? String(this.unoArmed) : null,
        class: canCall ? "urgent" : this.unoArmed ? "armed" : "",
        title: canCall ? t("uno-call-now") : canArm ? t("uno-arm") : t("uno-later"),
        "aria-keyshortcuts": "U",
        dataset: { focus: "act-uno" },
        onclick: () => {
          if (canCall) this.act({ do: "uno" });
          else if (canArm) {
            this.unoArmed = !this.unoArmed;
            this.render();
          }
        },
      },
      t("btn-uno"),
      h("kbd", "U"),
    );
    a.appendChild(uno);
    if (canArm && this.unoArmed) a.appendChild(h("span.armednote", t("uno-armed")));
    for (const c of this.legal("catch")) {
      a.appendChild(btn(t("btn-catch", { name: this.name(c.target) }), () => this.act({ do: "catch", target: c.target }), { cls: "warn", key: "X", id: `catch${c.target}` }));
    }
  }

  renderMe() {
    const s = this.s;
    const m = clear(this.meEl);
    const me = this.me;
    if (me === null) {
      m.appendChild(h("span.watching", t("watching-note")));
      return;
    }
    const si = (this.rc.info.seats || [])[me] || {};
    const toAct = s.to_act === me;
    m.classList.toggle("toact", toAct);
    appendAll(m, 
      h("span.avatar.small", { class: toAct ? "ring" : "" }, (si.nickname || "?").slice(0, 1).toUpperCase(), toAct ? h("span.timering") : null),
      h("b.myname", `${si.nickname || t("you")}${noteAfter(t("you-note"))}`),
      this.teamTag(me),
      h("span.badge", t("n-cards", { count: s.hand_sizes[me] })),
      s.dealer === me ? h("span.badge.dealer", { title: t("dealer") }, t("dealer-badge")) : null,
      this.rc.showScores() ? h("span.badge.score", t("pts", { n: s.scores[me] })) : null,
      (s.exposed || []).includes(me) ? h("span.badge.warn", t("call-uno")) : null,
    );
    if (si.bot_standing_in) {
      m.appendChild(h("span.standin", t("standin") + " ", h("button.act.small", { type: "button", onclick: () => this.rc.send({ type: "resume" }) }, t("take-seat-back"))));
    }
  }

  renderHand() {
    const s = this.s;
    const el = clear(this.handEl);
    if (this.me === null) {
      el.hidden = true;
      return;
    }
    el.hidden = false;
    const playable = new Set(this.legal("play").map((p) => p.cards[0]));
    const hand = sortCards(s.hand);
    const jumpIn = s.to_act !== this.me;
    let drawnMarked = false;
    hand.forEach((code, i) => {
      const ok = playable.has(code);
      const isDrawn = s.drawn === code && s.pending === "play_or_pass" && !drawnMarked;
      if (isDrawn) drawnMarked = true;
      const b = h(
        "button.handcard",
        {
          type: "button",
          class: `${ok ? "playable" : "dim"}${isDrawn ? " drawn" : ""}${ok && jumpIn ? " jumpin" : ""}`,
          "aria-disabled": ok ? null : "true",
          "aria-label": t("hand-card-label", { card: cardName(code), state: ok ? (jumpIn ? "jumpin" : "playable") : "no", drawn: isDrawn ? "yes" : "no" }),
          dataset: { card: code, focus: `card-${code}-${hand.slice(0, i).filter((c) => c === code).length}` },
          tabindex: "-1",
          onclick: () => (ok ? this.playCard(code) : this.refuse(code)),
          onkeydown: (e) => this.handKey(e),
          onfocus: (e) => this.rove(e.currentTarget),
        },
        cardFace(code),
      );
      el.appendChild(b);
    });
    // One tab stop for the whole hand (the arrows move inside it): a lit
    // card if there is one.
    const stop = el.querySelector(".handcard.playable") || el.firstElementChild;
    if (stop) stop.tabIndex = 0;
    this.layoutHand();
  }

  layoutHand() {
    const el = this.handEl;
    const cards = [...el.children];
    const n = cards.length;
    if (!n) return;
    const cs = getComputedStyle(el);
    // A phone's hand wraps into rows (style.css): no fan, no overlap.
    if (cs.flexWrap === "wrap") {
      for (const c of cards) {
        c.style.marginLeft = "";
        c.style.zIndex = "";
        c.style.removeProperty("--rot");
        c.style.removeProperty("--drop");
      }
      return;
    }
    const avail = (el.clientWidth || 600) - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
    const cw = cards[0].offsetWidth || 80;
    const natural = cw * 0.8;
    const spread = Math.min(3, 30 / n);
    const mid = (n - 1) / 2;
    // The edge cards turn about a point below the hand, which moves them out.
    const swing = 2 * Math.sin((mid * spread * Math.PI) / 180) * cw * 1.5 * 1.4;
    const room = avail - cw - swing - 8;
    const step = n > 1 ? Math.max(cw * 0.12, Math.min(natural, room / (n - 1))) : natural;
    cards.forEach((c, i) => {
      c.style.marginLeft = i === 0 ? "0" : `${step - cw}px`;
      c.style.setProperty("--rot", `${(i - mid) * spread}deg`);
      c.style.setProperty("--drop", `${Math.abs(i - mid) ** 2 * spread * 0.12}px`);
      c.style.zIndex = String(i + 1);
    });
  }

  rove(card) {
    for (const c of this.handEl.children) c.tabIndex = c === card ? 0 : -1;
    // A phone's hand scrolls: keep the focused card in view.
    card.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  handKey(e) {
    const cards = [...this.handEl.children];
    const i = cards.indexOf(e.currentTarget);
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      e.preventDefault();
      const j = (i + (e.key === "ArrowRight" ? 1 : -1) + cards.length) % cards.length;
      cards[j].focus();
    } else if (e.key === "Home") {
      e.preventDefault();
      cards[0].focus();
    } else if (e.key === "End") {
      e.preventDefault();
      cards[cards.length - 1].focus();
    }
  }

  refuse(code) {
    const s = this.s;
    let why = t("refuse-now");
    if (s.to_act !== this.me) why = t("refuse-turn", { name: this.name(s.to_act) });
    else if (s.pending === "play_or_pass") why = t("refuse-drawn-only");
    else if (s.pending === "stack_or_draw" || s.pending === "accept_or_challenge") why = t("refuse-penalty");
    else if (s.pending) why = t("refuse-answer");
    else if (code === "W+4" && this.rc.house("wd4_strict")) why = t("refuse-wd4");
    else why = t("refuse-match", { card: cardName(code), top: cardName(s.top) });
    toast(why, "warn");
    const el = this.handEl.querySelector(`[data-card="${CSS.escape(code)}"]`);
    if (el && !reduceMotion()) el.animate([{ transform: "translateX(0)" }, { transform: "translateX(-6px)" }, { transform: "translateX(6px)" }, { transform: "translateX(0)" }], { duration: 260 });
  }

  /** Plays a card: the options the server lists for it, then colour and UNO. */
  async playCard(code) {
    let options = this.legal("play").filter((p) => p.cards[0] === code);
    if (!options.length) return this.refuse(code);
    this.playing = code;
    try {
      return await this.choosePlay(code, options);
    } finally {
      this.playing = null;
    }
  }

  /** The pickers of a play (render() closes them when it is no longer legal). */
  async choosePlay(code, options) {
    const multi = options.filter((p) => p.cards.length > 1);
    let cards = [code];
    if (multi.length) {
      const combos = [[code], ...uniqueCombos(multi.map((p) => p.cards))];
      const pick = await modal(
        (close) =>
          h(
            "div.picker",
            h("h2", t("several-title")),
            h("p", t("several-hint")),
            h(
              "div.combos",
              combos.map((c, i) =>
                h("button.combo", { type: "button", autofocus: i === 0 || null, onclick: () => close(c) }, c.map((x) => cardFace(x, { small: true })), h("span", c.length === 1 ? "alone" : `${c.length} cards`)),
              ),
            ),
            h("button.act", { type: "button", onclick: () => close(undefined) }, t("cancel")),
          ),
        { label: t("several-label"), cls: PLAY_PICKER, returnFocus: () => this.focusStart() },
      );
      if (!pick) return;
      cards = pick;
      options = options.filter((p) => sameCards(p.cards, cards));
    } else {
      options = options.filter((p) => p.cards.length === 1);
    }
    let color;
    const colors = [...new Set(options.map((p) => p.color).filter(Boolean))];
    if (colors.length) {
      color = await pickColor(t("pick-colour-for", { card: cardName(code) }), colors, this.s.hand || [], { cancellable: true, cls: PLAY_PICKER, returnFocus: () => this.focusStart() });
      if (!color) return;
    }
    const wantsUno = this.unoArmed && options.some((p) => p.uno);
    const action = { do: "play", cards };
    if (color) action.color = color;
    if (wantsUno) action.uno = true;
    this.unoArmed = false;
    return this.act(action);
  }

  /** The colour this seat must name (R3, R8); the picker opens by itself (pickers.js). */
  async colorDecision() {
    const colors = this.legal("choose_color").map((a) => a.color);
    if (!colors.length) return;
    const c = await pickColor(t("pick-colour"), colors, this.s.hand || [], { cancellable: false, auto: true, returnFocus: () => this.focusStart() });
    if (c) this.answer({ do: "choose_color", color: c });
    return c;
  }

  /** The player this seat must choose (R14 chosen targets: a 7 swap, a Green Shell...). */
  async playerDecision() {
    const targets = this.legal("choose_player").map((a) => a.target);
    if (!targets.length) return;
    const t = await pickPlayer(playerTitle(this.s, this.rc.lastItem), targets, { name: (x) => this.name(x), handSizes: this.s.hand_sizes, returnFocus: () => this.focusStart() });
    if (t !== undefined) this.answer({ do: "choose_player", target: t });
    return t;
  }

  /** Sends a picker's answer: no picker reopens for this update. */
  answer(action) {
    this.auto.answered = this.rc.seq;
    this.act(action);
  }

  // ----- overlays: revealed hand, score table, game over ----------------------------

  renderOverlay() {
    const s = this.s;
    const reveal = s.revealed && s.revealed.to === this.me ? JSON.stringify(s.revealed) + s.round : null;
    const showReveal = reveal && this.revealDismissed !== reveal;
    const showScore = s.round_over && !s.game_over && this.roundDismissed !== s.round;
    const showOver = s.game_over || !!this.rc.gameOver;
    // Drawn again only when what it shows changes: the focus, an open
    // "fairness" entry and the scroll position stay.
    const key = JSON.stringify([
      showReveal ? reveal : null,
      showScore ? [s.round, s.scores, s.hand_sizes, s.round_points, this.has("next_round"), (this.rc.rounds || []).length, !!this.rc.nextRound] : null,
      showOver ? [s.scores, s.hand_sizes, s.game_winners, this.rc.gameOver, this.rc.you && this.rc.you.host, (this.rc.rounds || []).length] : null,
    ]);
    if (key === this.overlayKey) return false;
    this.overlayKey = key;
    const hadFocus = this.overlay.contains(document.activeElement);
    const o = clear(this.overlay);
    if (showReveal) {
      o.appendChild(
        h(
          "div.reveal",
          { role: "dialog", "aria-modal": "true", "aria-labelledby": "reveal-h" },
          h("h2", { id: "reveal-h" }, t("reveal-title", { name: this.name(s.revealed.of) })),
          h("div.cards", sortCards(s.revealed.cards).map((c) => cardFace(c))),
          h("button.act.small", { type: "button", dataset: { focus: "reveal-ok" }, onclick: () => ((this.revealDismissed = reveal), this.render()) }, t("ok")),
        ),
      );
    }
    if (showScore) o.appendChild(this.scoreTable());
    if (showOver) o.appendChild(this.gameOverPanel());
    // A panel over the table is a dialog: the keyboard goes in, Tab stays
    // inside, and when it closes the keyboard goes back to the table
    // (render(): a lost focus goes to the hand or the main action).
    const panel = o.lastElementChild;
    if (panel) {
      trapFocus(panel);
      const t = document.activeElement;
      const typing = t && ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName);
      // (A panel drawn again while it had the focus: render() puts it back
      // on the same control.)
      if (typing || hadFocus || document.querySelector("dialog.modal[open]")) return false;
      const target = panel.querySelector(".primary[data-focus]") || panel.querySelector("[data-focus]") || panel.querySelector("button, a[href]");
      if (target) target.focus({ preventScroll: true });
      return !!target;
    }
    if (hadFocus) this.focusStart();
    return false;
  }

  /** A one-round game (no scoring, R12.2) shows no points, only the cards left. */
  scoreRows(highlight) {
    const s = this.s;
    const rp = s.round_points || [];
    const rows = [];
    for (let seat = 0; seat < s.players; seat++) rows.push(seat);
    const points = this.rc.showScores();
    const penalty = this.rc.scoringMethod() === "penalty";
    if (points) rows.sort((a, b) => (penalty ? s.scores[a] - s.scores[b] : s.scores[b] - s.scores[a]));
    else rows.sort((a, b) => (highlight.includes(b) ? 1 : 0) - (highlight.includes(a) ? 1 : 0) || s.hand_sizes[a] - s.hand_sizes[b]);
    return h(
      "table.scores",
      h("thead", h("tr", h("th", { scope: "col" }, t("th-player")), h("th.num", { scope: "col" }, t("th-cards-left")), points ? h("th.num", { scope: "col" }, t("th-hand-value")) : null, points ? h("th.num", { scope: "col" }, t("th-score")) : null)),
      h(
        "tbody",
        rows.map((seat) =>
          h(
            "tr",
            { class: highlight.includes(seat) ? "win" : "" },
            h("td", highlight.includes(seat) ? "★ " : "", this.name(seat), (s.eliminated || []).includes(seat) ? noteAfter(t("eliminated-note")) : ""),
            h("td.num", String(s.hand_sizes[seat])),
            points ? h("td.num", rp[seat] !== undefined ? String(rp[seat]) : "–") : null,
            points ? h("td.num", h("b", String(s.scores[seat]))) : null,
          ),
        ),
      ),
    );
  }

  scoreTable() {
    const s = this.s;
    const w = s.round_winner;
    const canNext = this.has("next_round");
    return h(
      "div.panel.scorepanel",
      { role: "dialog", "aria-modal": "true", "aria-labelledby": "score-h" },
      h("h2", { id: "score-h" }, t("round-over-title", { n: s.round })),
      h("p.lead", w !== null && w !== undefined ? t("status-round-won", { name: this.name(w), you: w === this.me ? "yes" : "no" }) : t("nobody-out")),
      this.scoreRows(w !== null && w !== undefined ? [w] : []),
      breakdown(this, knownRounds(this.rc, s.round), byScore(this)),
      h("p.hint", this.rc.targetLine()),
      h(
        "div.btnrow",
        canNext ? h("button.act.primary", { type: "button", dataset: { focus: "nextround" }, "aria-keyshortcuts": "N", onclick: () => this.act({ do: "next_round" }) }, t("next-round"), h("kbd", "N")) : null,
        h("button.act", { type: "button", dataset: { focus: "look" }, onclick: () => ((this.roundDismissed = s.round), this.render()) }, t("look-at-table")),
      ),
      countdown(this.rc),
    );
  }

  gameOverPanel() {
    const s = this.s;
    const go = this.rc.gameOver || {};
    const winners = go.winners || s.game_winners || [];
    const host = this.rc.you && this.rc.you.host;
    const names = winners.map((w) => this.name(w));
    const iWon = winners.includes(this.me);
    const theyWin = names.length ? t("they-win", { names: fmtList(names), count: names.length }) : t("log-game-over");
    // A seated player who did not win is told so plainly.
    const others = winners.filter((w) => w !== this.me).map((w) => this.name(w));
    const title = iWon ? (others.length ? t("you-win-with", { names: fmtList(others) }) : t("you-win")) : this.me !== null ? t("you-lose", { theywin: theyWin }) : theyWin;
    return h(
      "div.panel.gameover",
      { role: "dialog", "aria-modal": "true", "aria-labelledby": "over-h" },
      h("h2", { id: "over-h" }, title),
      // What to do next comes first, under the title: on a phone the tables
      // below may need scrolling, the buttons never do (issue 32 §4.1).
      h(
        "div.btnrow.overbtns",
        // A daily deal is played once: its table instead of a rematch (daily.js).
        dailyDay(this.rc.code)
          ? h("a.act.primary", { href: "/#daily", "data-nav": "", "data-testid": "daily-see-table", dataset: { focus: "daily" } }, t("daily-see-table"))
          : host
            ? h("button.act.primary", { type: "button", dataset: { focus: "rematch" }, onclick: () => this.rc.send({ type: "rematch" }, true) }, t("rematch"))
            : h("span.hint", t("host-rematch")),
        h("button.act", { type: "button", dataset: { focus: "lobby" }, onclick: () => this.rc.showLobby(true) }, host ? t("change-table") : t("lobby")),
        go.game_id ? h("a.act", { href: `/#replay/${go.game_id}`, "data-nav": "", dataset: { focus: "replay" } }, t("watch-replay")) : null,
        h("a.act", { href: "/#history", "data-nav": "", dataset: { focus: "history" } }, t("history")),
      ),
      // The game and its last round apart, then round by round (gameover.js);
      // a one-round game (no scoring) is its round: the cards left.
      this.rc.showScores() ? [finalTable(this, winners), lastRoundTable(this), breakdown(this, knownRounds(this.rc, s.round), byScore(this))] : this.scoreRows(winners),
      go.seed
        ? h(
            "details.fair",
            h("summary", { dataset: { focus: "fair" } }, t("fair-summary")),
            h("p", t("fair-text"), " ", h("code", "uno verify")),
            h("dl", h("dt", t("replay-commitment")), h("dd", h("code", go.commitment || "")), h("dt", t("replay-seed")), h("dd", h("code", go.seed)), h("dt", t("replay-salt")), h("dd", h("code", go.salt || ""))),
          )
        : null,
    );
  }

  // ----- effects -------------------------------------------------------------------

  /** Short animations for an update's events (fly.js); never in the way of input. */
  animate(events) {
    for (const e of events) if (e.type === "item_revealed") this.showItem(e);
    // No card flies under (or over) the score table or the game-over panel.
    if (reduceMotion() || this.overlay.querySelector(".scorepanel, .gameover")) return;
    flyCards(this, events);
  }

  /** Queues a Mario Kart item's banner (R9): one is shown at a time. */
  showItem(e) {
    this.itemQueue.push(e);
    if (!this.itemShown) this.nextItem();
  }

  nextItem() {
    const e = this.itemQueue.shift();
    clear(this.itemSlot);
    this.itemShown = !!e;
    if (!e) return;
    const effect = itemEffect(e.item, this.name(e.seat), e.seat === this.me);
    this.itemSlot.appendChild(h("div.itembanner", itemIcon(e.item), h("div", h("b", itemName(e.item) + "!"), h("span", ` ${capital(effect)}.`))));
    // Shorter while others wait.
    this.itemTimer = setTimeout(() => this.nextItem(), this.itemQueue.length ? 1600 : 2800);
  }

  /** Asks the coach for its choice and says it; lights the hinted card. */
  async hint() {
    const r = await this.rc.send({ type: "hint" }, true);
    if (!r || r.type !== "hint") return;
    const pct = Math.round(100 * r.win);
    toast(t("hint-says", { what: this.actionWords(r.action), pct }), "info", 6000);
    for (const el of this.handEl.querySelectorAll(".handcard.hinted")) el.classList.remove("hinted");
    if (r.action.do === "play") {
      const el = this.handEl.querySelector(`[data-card="${CSS.escape(r.action.cards[0])}"]`);
      if (el) el.classList.add("hinted");
    }
  }

  /** An action in words, in the reader's language (a hint). */
  actionWords(a) {
    const colour = a.color ? t(`color-${String(a.color).charAt(0).toUpperCase()}`) : "";
    const cards = fmtList((a.cards || []).map((c) => cardName(c)));
    const player = a.target !== undefined && a.target !== null ? this.name(a.target) : "";
    const what = { play: a.color ? "play-colour" : "play", choose_color: "colour", choose_player: "player" }[a.do] || a.do;
    return t("hint-what", { do: what, cards, colour, player });
  }

  /** Keyboard shortcuts on the table. */
  key(e) {
    const s = this.s;
    if (!s || this.me === null) return false;
    const k = e.key.toLowerCase();
    const click = (sel) => {
      const b = this.el.querySelector(sel);
      if (b && !b.disabled) {
        b.click();
        return true;
      }
      return false;
    };
    switch (k) {
      case "d":
        return click('[data-focus="act-draw"]') || click('[data-focus="act-accept"]');
      case "u":
        return click('[data-focus="act-uno"]');
      case "k":
        return click('[data-focus="act-pass"]');
      case "p":
        return click('[data-focus="act-playdrawn"]');
      case "a":
        return click('[data-focus="act-accept"]');
      case "c":
        return click('[data-focus="act-challenge"]');
      case "x":
        return click('.actions button.warn');
      case "n":
        return click('[data-focus="nextround"]');
      case "o":
        return click('[data-focus="act-comply"]');
      case "t":
        return click('[data-focus="act-penalty"]');
      case "h":
        return click('[data-focus="act-hint"]');
      default:
        return false;
    }
  }
}

function capital(t) {
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function appendAll(el, ...items) {
  for (const x of items) if (x) el.appendChild(x);
}

function sameCards(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function uniqueCombos(list) {
  const seen = new Set();
  const out = [];
  for (const c of list) {
    const k = c.join(",");
    if (!seen.has(k)) {
      seen.add(k);
      out.push(c);
    }
  }
  return out.sort((a, b) => a.length - b.length);
}
