// The game table: seats around the felt, the piles, the colour in play,
// the direction, the turn timer, the player's hand and a control for every
// decision the rules can ask for (see the rule book's first section).
import { h, clear, modal, toast, plural, trapFocus } from "./ui.js";
import { lastEventText } from "./log.js";
import { flyCards } from "./fly.js";
import { AutoPicker, pickColor, pickPlayer, playerTitle } from "./pickers.js";
import { breakdown, byScore, countdown, finalTable, knownRounds, lastRoundTable } from "./gameover.js";
import { cardFace, cardBack, cardName, colorChip, sortCards, parseCard, itemEffect, itemName, itemIcon } from "./cards.js";

const PENDING_TEXT = {
  choose_color: "is naming a colour",
  choose_player: "is choosing a player",
  accept_or_challenge: "must accept or challenge the Wild Draw Four",
  play_or_pass: "is deciding whether to play the card drawn",
  stack_or_draw: "must stack or draw the penalty",
  comply_or_penalty: "must honour the rule or take the penalty",
};

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
    this.el = h("div.table", { "aria-label": "Game table" });
    this.felt = h("div.felt");
    this.statusEl = h("div.status", { role: "status", "aria-live": "polite" });
    this.actionsEl = h("div.actions", { role: "toolbar", "aria-label": "Your actions" });
    this.meEl = h("div.mebar");
    this.handEl = h("div.hand", { role: "group", "aria-label": "Your hand" });
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
          class: [toAct ? "toact" : "", exposed.has(seat) ? "exposed" : "", out || elim ? "out" : "", si.connected === false ? "offline" : "", si.kind === "bot" ? "bot" : ""].join(" "),
          style: { left: `${pos[seat].x}%`, top: `${pos[seat].y}%` },
          "aria-label": `${this.name(seat)}: ${plural(count, "card")}${toAct ? ", to act" : ""}${exposed.has(seat) ? ", has not called UNO" : ""}`,
        },
        h("div.avatar", { class: toAct ? "ring" : "" }, (si.nickname || "?").slice(0, 1).toUpperCase(), toAct ? h("span.timering") : null),
        h("div.pinfo", h("div.pname", { title: `Seat ${seat + 1}: ${this.name(seat)}` }, this.name(seat)), h("div.pmeta", this.seatBadges(seat, si))),
        h(
          "div.pcards",
          h("div.minifan", { "aria-hidden": "true" }, Array.from({ length: Math.min(count, 10) }, () => h("span.mini"))),
          h("div.pcount", { title: plural(count, "card"), dataset: { n: count } }, String(count)),
        ),
        count === 1 && !exposed.has(seat) ? h("div.unotag", "UNO") : null,
        catchable.has(seat)
          ? h("button.catch", { type: "button", dataset: { focus: `catch-${seat}` }, onclick: () => this.act({ do: "catch", target: seat }) }, "Catch!")
          : exposed.has(seat)
            ? h("div.unotag.warn", "no UNO!")
            : null,
      );
      f.appendChild(pod);
    }

    // The centre: draw pile, discard pile, colour, direction, penalty.
    const canDraw = this.canDrawNow();
    const drawLabel = `Draw pile, ${plural(s.draw_pile_size, "card")}${canDraw ? ": draw" : ""}`;
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
      { class: color ? `glow-${color}` : "", "aria-label": `Top card ${cardName(s.top)}` },
      top,
      s.penalty > 0 ? h("div.penalty", { title: "Penalty waiting", "aria-label": `Penalty waiting: draw ${s.penalty}` }, `+${s.penalty}`, h("small", "to draw")) : null,
    );
    const dir = s.direction === "cw";
    const ring = h(
      "div.dirring",
      { class: dir ? "cw" : "ccw", title: dir ? "Play goes clockwise" : "Play goes counter-clockwise" },
      h("span.arrow.a1", dir ? "↻" : "↺"),
      h("span.arrow.a2", dir ? "↻" : "↺"),
    );
    const center = h(
      "div.center",
      ring,
      h("div.piles", pile, discard),
      h(
        "div.inplay",
        h("span.lbl", "Colour in play"),
        colorChip(color),
        h("span.dirtext", { class: "dir" }, dir ? "↻ clockwise" : "↺ counter-clockwise"),
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

  seatBadges(seat, si) {
    const s = this.s;
    const out = [];
    out.push(h("span.badge.seatno", { title: `Seat ${seat + 1}` }, `#${seat + 1}`));
    if (s.dealer === seat) out.push(h("span.badge.dealer", { title: "Dealer" }, "D"));
    if (si.kind === "bot" && !/bot/i.test(si.nickname || "")) out.push(h("span.badge.botb", { title: `${si.level} bot` }, `${si.level || ""} bot`));
    else if (si.kind === "bot") out.push(h("span.badge.botb", { title: `${si.level} bot` }, "bot"));
    if (si.bot_standing_in) out.push(h("span.badge.botb", { title: "A bot plays for this player" }, "bot plays"));
    if (si.bot_account) out.push(h("span.badge.botb", { title: "A bot program online (uno bot)" }, "bot account"));
    if (si.connected === false) out.push(h("span.badge.off", "offline"));
    if ((s.out || []).includes(seat)) out.push(h("span.badge", "out"));
    if ((s.eliminated || []).includes(seat)) out.push(h("span.badge", "eliminated"));
    if (this.rc.showScores()) out.push(h("span.badge.score", { title: "Score" }, `${s.scores[seat]} pts`));
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
    if (s.game_over) text = "The game is over.";
    else if (s.round_over) text = s.round_winner !== null && s.round_winner !== undefined ? `${this.name(s.round_winner)} ${s.round_winner === me ? "win" : "wins"} the round.` : "The round is over.";
    else if (s.to_act === me && me !== null) {
      mine = true;
      switch (s.pending) {
        case "play_or_pass":
          text = `You drew ${cardName(s.drawn)}: play it or keep it.`;
          break;
        case "choose_color":
          text = "Name the colour.";
          break;
        case "choose_player":
          text = "Choose a player.";
          break;
        case "accept_or_challenge":
          text = `Wild Draw Four: accept (draw ${s.penalty || 4}) or challenge.`;
          break;
        case "stack_or_draw":
          text = `Penalty of ${s.penalty}: stack a lit card or draw ${s.penalty}.`;
          break;
        case "comply_or_penalty":
          text = `Honour the rule, or take the penalty: draw ${plural(this.rc.honourPenalty(), "card")}.`;
          break;
        default:
          text = this.legal("play").length ? "Your turn: play a lit card or draw." : "Your turn: no card fits, draw a card.";
      }
    } else if (s.to_act !== null && s.to_act !== undefined) {
      text = `${this.name(s.to_act)} ${PENDING_TEXT[s.pending] || "to play"}…`;
      if (me === null) text = "Watching. " + text;
      if (me !== null && this.legal("play").length) text += " You can jump in!";
    }
    el.classList.toggle("mine", mine);
    el.appendChild(h("span.stext", text));
    if (s.honour && !s.round_over) {
      const who = s.to_act === me ? "you do it or draw" : `${this.name(s.to_act)} does it or draws`;
      el.appendChild(h("div.honour", h("b", "Honour rule: "), `“${s.honour}”`, s.to_act !== null ? ` — ${who}.` : ""));
    }
    const dl = this.rc.deadline;
    if (dl && !s.round_over && s.to_act !== null && s.to_act !== undefined) {
      const bar = h("span.timer", { title: "Turn timer" }, h("span.tfill"), h("span.tlabel"));
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
    this.timerEl.querySelector(".tlabel").textContent = `${Math.ceil(left / 1000)} s`;
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
          if (this.has("draw")) a.appendChild(btn("Draw", () => this.act({ do: "draw" }), { key: "D", id: "draw" }));
          break;
        case "play_or_pass": {
          const drawn = s.drawn;
          if (this.legal("play").length) a.appendChild(btn(`Play it`, () => this.playCard(drawn), { key: "P", cls: "primary", id: "playdrawn" }));
          a.appendChild(btn(`Keep it`, () => this.act({ do: "pass" }), { key: "K", id: "pass" }));
          break;
        }
        case "accept_or_challenge": {
          // R8.2/R8.3: what each answer costs, said next to the buttons.
          // Accepting is the safe answer (the main button); a challenge is
          // a gamble, never styled as the recommended one.
          const n = s.penalty || 4;
          a.appendChild(btn(`Accept (draw ${n})`, () => this.act({ do: "accept" }), { key: "A", cls: "primary", id: "accept" }));
          const canChallenge = this.has("challenge");
          if (canChallenge) a.appendChild(btn("Challenge", () => this.act({ do: "challenge" }), { key: "C", cls: "risky", id: "challenge" }));
          const challengeCost = "if they held a card of the colour in play, they draw 4 and you play on; if not, you draw 6 and lose your turn.";
          const help = [h("span", h("b", "Accept: "), `you draw ${n} and lose your turn.`), canChallenge ? h("span", h("b", "Challenge: "), challengeCost) : null];
          a.appendChild(h("div.choicehelp", { "data-testid": "wd4-help" }, help));
          break;
        }
        case "stack_or_draw":
          a.appendChild(btn(`Draw ${s.penalty}`, () => this.act({ do: "draw" }), { key: "D", id: "draw" }));
          break;
        case "choose_color":
          a.appendChild(btn("Choose colour", () => this.colorDecision(), { cls: "primary", id: "color" }));
          break;
        case "choose_player":
          a.appendChild(btn("Choose player", () => this.playerDecision(), { cls: "primary", id: "player" }));
          break;
        case "comply_or_penalty": {
          const n = this.rc.honourPenalty();
          a.appendChild(btn("Done it", () => this.act({ do: "comply" }), { cls: "primary", id: "comply", key: "O" }));
          a.appendChild(btn(`Take the penalty (draw ${n})`, () => this.act({ do: "penalty" }), { id: "penalty", key: "T" }));
          break;
        }
      }
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
        title: canCall ? "Call UNO now, before someone catches you" : canArm ? "Call UNO with your next play" : "Call UNO when a play leaves you one card",
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
      "UNO!",
      h("kbd", "U"),
    );
    a.appendChild(uno);
    if (canArm && this.unoArmed) a.appendChild(h("span.armednote", "UNO goes with your next play"));
    for (const c of this.legal("catch")) {
      a.appendChild(btn(`Catch ${this.name(c.target)}!`, () => this.act({ do: "catch", target: c.target }), { cls: "warn", key: "X", id: `catch${c.target}` }));
    }
  }

  renderMe() {
    const s = this.s;
    const m = clear(this.meEl);
    const me = this.me;
    if (me === null) {
      m.appendChild(h("span.watching", "You are watching: hands stay hidden."));
      return;
    }
    const si = (this.rc.info.seats || [])[me] || {};
    const toAct = s.to_act === me;
    m.classList.toggle("toact", toAct);
    appendAll(m, 
      h("span.avatar.small", { class: toAct ? "ring" : "" }, (si.nickname || "?").slice(0, 1).toUpperCase(), toAct ? h("span.timering") : null),
      h("b.myname", `${si.nickname || "You"} (you)`),
      h("span.badge", plural(s.hand_sizes[me], "card")),
      s.dealer === me ? h("span.badge.dealer", { title: "Dealer" }, "D") : null,
      this.rc.showScores() ? h("span.badge.score", `${s.scores[me]} pts`) : null,
      (s.exposed || []).includes(me) ? h("span.badge.warn", "Call UNO!") : null,
    );
    if (si.bot_standing_in) {
      m.appendChild(h("span.standin", "A bot is playing for you. ", h("button.act.small", { type: "button", onclick: () => this.rc.send({ type: "resume" }) }, "Take my seat back")));
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
          "aria-label": `${cardName(code)}${ok ? (jumpIn ? ", jump in" : ", playable") : ""}${isDrawn ? ", just drawn" : ""}`,
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
    let why = "You cannot play that card now.";
    if (s.to_act !== this.me) why = `It is ${this.name(s.to_act)}'s turn.`;
    else if (s.pending === "play_or_pass") why = "After a draw only the drawn card may be played.";
    else if (s.pending === "stack_or_draw" || s.pending === "accept_or_challenge") why = "A penalty is waiting: stack a lit card or draw.";
    else if (s.pending) why = "Answer the question first.";
    else if (code === "W+4" && this.rc.house("wd4_strict")) why = "Wild Draw Four is legal only without a card of the colour in play.";
    else why = `${cardName(code)} does not match ${cardName(s.top)} or the colour in play.`;
    toast(why, "warn");
    const el = this.handEl.querySelector(`[data-card="${CSS.escape(code)}"]`);
    if (el && !reduceMotion()) el.animate([{ transform: "translateX(0)" }, { transform: "translateX(-6px)" }, { transform: "translateX(6px)" }, { transform: "translateX(0)" }], { duration: 260 });
  }

  /** Plays a card: the options the server lists for it, then colour and UNO. */
  async playCard(code) {
    let options = this.legal("play").filter((p) => p.cards[0] === code);
    if (!options.length) return this.refuse(code);
    const multi = options.filter((p) => p.cards.length > 1);
    let cards = [code];
    if (multi.length) {
      const combos = [[code], ...uniqueCombos(multi.map((p) => p.cards))];
      const pick = await modal(
        (close) =>
          h(
            "div.picker",
            h("h2", "Play several?"),
            h("p", "Choose the cards to put down, in order; the last one ends on top."),
            h(
              "div.combos",
              combos.map((c, i) =>
                h("button.combo", { type: "button", autofocus: i === 0 || null, onclick: () => close(c) }, c.map((x) => cardFace(x, { small: true })), h("span", c.length === 1 ? "alone" : `${c.length} cards`)),
              ),
            ),
            h("button.act", { type: "button", onclick: () => close(undefined) }, "Cancel"),
          ),
        { label: "Play several cards", returnFocus: () => this.focusStart() },
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
      color = await pickColor(`You play ${cardName(code)}: name the colour.`, colors, this.s.hand || [], { cancellable: true, returnFocus: () => this.focusStart() });
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
    const c = await pickColor("Name the colour in play.", colors, this.s.hand || [], { cancellable: false, auto: true, returnFocus: () => this.focusStart() });
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
          h("h2", { id: "reveal-h" }, `${this.name(s.revealed.of)}'s hand, shown to you only`),
          h("div.cards", sortCards(s.revealed.cards).map((c) => cardFace(c))),
          h("button.act.small", { type: "button", dataset: { focus: "reveal-ok" }, onclick: () => ((this.revealDismissed = reveal), this.render()) }, "OK"),
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
      h("thead", h("tr", h("th", { scope: "col" }, "Player"), h("th.num", { scope: "col" }, "Cards left"), points ? h("th.num", { scope: "col" }, "Hand value") : null, points ? h("th.num", { scope: "col" }, "Score") : null)),
      h(
        "tbody",
        rows.map((seat) =>
          h(
            "tr",
            { class: highlight.includes(seat) ? "win" : "" },
            h("td", highlight.includes(seat) ? "★ " : "", this.name(seat), (s.eliminated || []).includes(seat) ? " (eliminated)" : ""),
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
      h("h2", { id: "score-h" }, `Round ${s.round} over`),
      h("p.lead", w !== null && w !== undefined ? `${this.name(w)} ${w === this.me ? "win" : "wins"} the round.` : "Nobody went out."),
      this.scoreRows(w !== null && w !== undefined ? [w] : []),
      breakdown(this, knownRounds(this.rc, s.round), byScore(this)),
      h("p.hint", this.rc.targetLine()),
      h(
        "div.btnrow",
        canNext ? h("button.act.primary", { type: "button", dataset: { focus: "nextround" }, "aria-keyshortcuts": "N", onclick: () => this.act({ do: "next_round" }) }, "Next round", h("kbd", "N")) : null,
        h("button.act", { type: "button", dataset: { focus: "look" }, onclick: () => ((this.roundDismissed = s.round), this.render()) }, "Look at the table"),
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
    const theyWin = names.length ? `${names.join(" and ")} ${names.length > 1 ? "win" : "wins"} the game` : "Game over";
    // A seated player who did not win is told so plainly.
    const title = iWon ? (names.length > 1 ? `You win the game, with ${names.filter((n) => n !== "You").join(" and ")}!` : "You win the game!") : this.me !== null ? `You lose: ${theyWin}.` : theyWin;
    return h(
      "div.panel.gameover",
      { role: "dialog", "aria-modal": "true", "aria-labelledby": "over-h" },
      h("h2", { id: "over-h" }, title),
      // What to do next comes first, under the title: on a phone the tables
      // below may need scrolling, the buttons never do (issue 32 §4.1).
      h(
        "div.btnrow.overbtns",
        host
          ? h("button.act.primary", { type: "button", dataset: { focus: "rematch" }, onclick: () => this.rc.send({ type: "rematch" }, true) }, "Rematch")
          : h("span.hint", "The host can start a rematch."),
        h("button.act", { type: "button", dataset: { focus: "lobby" }, onclick: () => this.rc.showLobby(true) }, host ? "Change table or rules" : "Lobby"),
        go.game_id ? h("a.act", { href: `/#replay/${go.game_id}`, "data-nav": "", dataset: { focus: "replay" } }, "Watch the replay") : null,
        h("a.act", { href: "/#history", "data-nav": "", dataset: { focus: "history" } }, "History"),
      ),
      // The game and its last round apart, then round by round (gameover.js);
      // a one-round game (no scoring) is its round: the cards left.
      this.rc.showScores() ? [finalTable(this, winners), lastRoundTable(this), breakdown(this, knownRounds(this.rc, s.round), byScore(this))] : this.scoreRows(winners),
      go.seed
        ? h(
            "details.fair",
            h("summary", { dataset: { focus: "fair" } }, "Fair deal: check the seed"),
            h("p", "Before the deal the server published the commitment; now it reveals the seed and salt. Anyone can check them with ", h("code", "uno verify"), "."),
            h("dl", h("dt", "Commitment"), h("dd", h("code", go.commitment || "")), h("dt", "Seed"), h("dd", h("code", go.seed)), h("dt", "Salt"), h("dd", h("code", go.salt || ""))),
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
