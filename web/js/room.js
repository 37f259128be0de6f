// One room on the page: the connection, the lobby, the table, the event
// log and chat. The server is authoritative; this only shows what the
// seat may see and sends the seat's decisions.
import { h, clear, toast, modal } from "./ui.js";
import { publicNote, hintsNote, teamsNote, longRoundsNote } from "./lobby.js";
import { api, store, enterRoom, RoomConnection } from "./net.js";
import { cardFace, colorChip } from "./cards.js";
import { describeEvent, mergeLine } from "./log.js";
import { describeSpec, formFromSpec, BOT_LEVELS, houseOf } from "./rules.js";
import { rulesForm, ruleLink } from "./forms.js";
import { TableView } from "./table.js";
import { soundToggle, soundsFor } from "./sound.js";
import { themeToggle } from "./theme.js";
import { attachGuide } from "./guide.js";
import { seatsLine } from "./gameover.js";
import { t, fmtNumber, noteAfter } from "./i18n.js";
import { errText } from "./words.js";

/** Log lines on the page, and log lines kept (for "show earlier lines"). */
const LOG_SHOWN = 300;
const LOG_KEPT = 5000;

/**
 * A seat's name as the page shows it: a person's nickname as typed; a
 * server bot's ("medium bot 2", made by the server from its level) in the
 * page's language.
 */
export function displayName(si) {
  const m = si && si.kind === "bot" ? /^([a-z]+) bot(?: (\d+))?$/.exec(si.nickname || "") : null;
  if (!m) return (si && si.nickname) || "";
  const base = t("bot-level", { level: m[1] });
  return m[2] ? t("bot-name-n", { base, n: Number(m[2]) }) : base;
}

/**
 * A seat's name in the history, a replay or a leaderboard, where a server
 * bot is `bot` (its level, or true with its `level`) beside its nickname:
 * in the page's language, as at the table.
 */
export function seatName(x) {
  if (!x) return "";
  return x.bot && (typeof x.bot === "string" || x.level) ? displayName({ kind: "bot", nickname: x.nickname }) : x.nickname || "";
}

export function checkNickname(raw) {
  const n = raw.trim();
  if (!n) return t("nick-empty");
  if ([...n].length > 24) return t("nick-too-long");
  if (/[<>&"'`]/.test(n)) return t("nick-bad-chars");
  return null;
}

/** Someone is typing (chat, a form field): the focus stays there. */
export function isTyping() {
  const t = document.activeElement;
  return !!t && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));
}

export class RoomController {
  constructor(code, root, nav) {
    this.code = code.toUpperCase();
    this.root = root;
    this.nav = nav;
    this.conn = null;
    this.info = null;
    this.you = null;
    this.state = null;
    this.legal = [];
    this.deadline = null;
    this.seq = -1;
    this.gameOver = null;
    this.lobbyShown = false;
    this.logItems = [];
    // Index of the first line shown, and whether the player asked for earlier ones.
    this.logFirst = 0;
    this.logExpanded = false;
    this.logMoreLi = null;
    this.logMoreBtn = null;
    this.status = "connecting";
    this.table = null;
    this.build();
    this.start();
  }

  // ----- skeleton ----------------------------------------------------------------

  build() {
    clear(this.root);
    this.connEl = h("span.conn", { role: "status" });
    this.watchersEl = h("span.watchers");
    const copy = h("button.iconbtn", { type: "button", title: t("copy-invite"), onclick: () => this.copyLink() }, t("copy-link"));
    this.header = h(
      "header.roombar",
      h("a.brand", { href: "/", "data-nav": "", title: t("home") }, h("span.logo", "UNO")),
      h("div.roomcode", h("h1.roomtitle", h("span", t("room-word") + " "), h("b", { "data-testid": "room-code" }, this.code)), copy),
      this.connEl,
      this.watchersEl,
      h(
        "nav.roomnav",
        h("button.iconbtn", { type: "button", onclick: () => this.showRules() }, t("rules")),
        h("button.iconbtn.logtoggle", { type: "button", "aria-keyshortcuts": "L", onclick: () => this.toggleLog() }, t("log")),
        h("a.iconbtn", { href: "/#history", "data-nav": "" }, t("history")),
        soundToggle(),
        themeToggle(),
      ),
    );
    this.stage = h("main.stage", { "aria-label": t("room-label", { code: this.code }) });
    // The log scrolls: it takes the keyboard focus so that it can be
    // scrolled with the arrow keys.
    this.logList = h("ol.loglist", { "aria-label": t("event-log"), tabindex: "0" });
    this.chatInput = h("input", { type: "text", maxlength: 300, placeholder: t("chat-placeholder"), "aria-label": t("chat-label") });
    this.chatSend = h("button.act.small", { type: "submit" }, t("send"));
    const chatForm = h(
      "form.chat",
      {
        onsubmit: (e) => {
          e.preventDefault();
          const text = this.chatInput.value.trim();
          if (!text) return;
          this.send({ type: "chat", text }, true).then(() => (this.chatInput.value = ""));
        },
      },
      this.chatInput,
      this.chatSend,
    );
    this.side = h("aside.side", { "aria-label": t("log-and-chat") }, h("div.sidehead", h("h2", t("log")), h("button.iconbtn.closelog", { type: "button", onclick: () => this.toggleLog(false) }, t("close"))), this.logList, chatForm);
    this.root.append(this.header, h("div.offlinebar", { role: "alert" }, t("offline-bar")), h("div.roombody", this.stage, this.side));
    this.setConn("connecting");
    this.setChat(false);
  }

  /** Chat needs a place in the room: before joining it is visibly off. */
  setChat(on) {
    this.chatInput.disabled = !on;
    this.chatSend.disabled = !on;
    this.chatInput.placeholder = on ? t("chat-placeholder") : t("chat-join-first");
  }

  setConn(status, why) {
    this.status = status;
    const label = ["idle", "connecting", "open", "closed", "gone"].includes(status) ? t(`conn-${status}`) : status;
    this.connEl.textContent = label;
    this.connEl.className = `conn ${status}`;
    this.root.classList.toggle("offline", status === "closed" || (status === "connecting" && !!this.info));
    if (status === "gone" && why) toast(errText(why) || t("conn-gone"), "error", 6000);
  }

  // ----- start: a token we hold, or the join panel ----------------------------

  start() {
    const mine = store.room(this.code);
    if (mine && mine.token) this.connect(mine.token);
    else this.showJoin();
  }

  connect(token) {
    if (this.conn) this.conn.close();
    this.conn = new RoomConnection(this.code, token, {
      onMessage: (m) => this.onMessage(m),
      onStatus: (st, why) => {
        this.setConn(st, why);
        if (st === "gone" && why && (why.code === "bad_token" || why.code === "no_such_room")) {
          store.setRoom(this.code, null);
          this.conn = null;
          this.showJoin(why.code === "no_such_room" ? t("room-gone") : t("seat-expired"));
        }
      },
    });
    clearInterval(this.timerTick);
    this.timerTick = setInterval(() => this.table && this.table.tickTimer(), 250);
  }

  async showJoin(note) {
    // Nothing connects until a nickname is given: say so, not "Connecting…".
    this.setConn("idle");
    this.setChat(false);
    const s = clear(this.stage);
    const box = h("div.panel.joinpanel", h("h2", t("join-room", { code: this.code })));
    s.appendChild(box);
    let info = null;
    try {
      info = await api("GET", `/api/rooms/${this.code}`);
    } catch (e) {
      box.appendChild(h("p.error", errText(e)));
      box.appendChild(h("a.act", { href: "/", "data-nav": "" }, t("back-home")));
      return;
    }
    if (note) box.appendChild(h("p.note", note));
    const seated = info.seats.length;
    box.appendChild(
      h(
        "p.lead",
        info.status === "playing" ? t("join-playing") : t("join-seats-taken", { count: seated }) + " ",
        info.status !== "playing" ? t("join-host", { name: (info.members.find((m) => m.host) || {}).nickname || "?" }) : "",
      ),
    );
    box.appendChild(h("ul.ruleslist.compact", describeSpec(info.rules).slice(0, 6).map((r) => h("li", h("b", r.label + ": "), r.text))));
    const nick = h("input", { type: "text", maxlength: 24, value: store.nickname, autocomplete: "nickname", name: "nickname", "aria-label": t("home-nickname-label"), placeholder: t("home-nickname") });
    const err = h("p.error", { role: "alert" });
    const go = async (spectator) => {
      const bad = checkNickname(nick.value);
      if (bad) {
        err.textContent = bad;
        nick.focus();
        return;
      }
      try {
        const m = await enterRoom("join", { code: this.code, nickname: nick.value.trim(), spectator });
        if (!spectator && (m.seat === null || m.seat === undefined)) this.seatless = true;
        this.connect(m.token);
      } catch (e) {
        err.textContent = errText(e);
      }
    };
    const canSit = info.status !== "playing" && seated < 10;
    box.append(
      h("label.field", h("span", t("home-nickname-label")), nick),
      err,
      h(
        "div.btnrow",
        canSit ? h("button.act.primary", { type: "button", onclick: () => go(false) }, t("join-table")) : null,
        h("button.act", { type: "button", class: canSit ? "" : "primary", onclick: () => go(true) }, t("watch")),
      ),
    );
    nick.addEventListener("keydown", (e) => e.key === "Enter" && go(!canSit));
    nick.focus();
  }

  // ----- messages --------------------------------------------------------------

  onMessage(m) {
    switch (m.type) {
      case "welcome": {
        const first = !this.you;
        this.you = m.you;
        this.setInfo(m.room);
        this.setChat(true);
        this.lastHonour = null; // events missed while away are not replayed
        this.state = m.state || null;
        this.legal = m.legal || [];
        this.setDeadline(m.deadline_ms);
        this.setNextRound(m.next_round_ms);
        this.seq = m.room.game ? m.room.game.seq : -1;
        if (m.room.game && m.room.game.over && m.room.game.seed) {
          this.gameOver = { game_id: m.room.game.game_id, seed: m.room.game.seed, salt: m.room.game.salt, commitment: m.room.game.commitment, winners: m.state ? m.state.game_winners : [] };
        }
        if (this.logItems.length) this.log({ text: t("log-reconnected"), kind: "setup" });
        else this.log({ text: t("log-joined", { code: this.code, name: m.you.nickname, watching: m.you.seat === undefined || m.you.seat === null ? "yes" : "no" }), kind: "setup" });
        this.render();
        if (first && (this.seatless || this.nav.takeSeatless(this.code))) this.explainSeatless();
        if (first && this.nav.takeQuick(this.code)) this.quickPlay();
        break;
      }
      case "room":
        this.setInfo(m.room);
        this.render();
        break;
      case "game_started":
        this.gameOver = null;
        this.rounds = [];
        if (this.table) this.table.newGame();
        this.lobbyShown = false;
        this.seq = -1;
        this.log({ text: t("log-game-starts", { n: m.game_no }), kind: "round", fair: { title: t("fair-committed"), rows: [[t("replay-commitment"), m.commitment]] } });
        break;
      case "update": {
        if (this.seq >= 0 && m.seq !== this.seq + 1 && m.seq !== 0) {
          this.conn.send({ type: "sync" });
        }
        this.seq = m.seq;
        this.state = m.state;
        this.legal = m.legal || [];
        this.setDeadline(m.deadline_ms);
        this.setNextRound(m.next_round_ms);
        const viewer = m.state.seat;
        const said = [];
        for (const e of m.events) {
          // The round-by-round scores (gameover.js).
          if (e.type === "round_ended") this.rounds = [...(this.rounds || []).filter((r) => r.round !== m.state.round), { round: m.state.round, winner: e.winner ?? null, scores: e.scores || [] }];
          if (e.type === "item_revealed") this.lastItem = e.item;
          if (e.type === "round_started") this.lastItem = null;
          if (e.type === "honour_asked") this.lastHonour = e.penalty;
          const d = describeEvent(e, (s) => this.seatName(s), { viewer });
          if (d) {
            said.push({ ...d });
            this.log(d);
          }
        }
        // Provably fair deals, per round (docs/protocol.md "Seed commitments").
        // The hashes are long: they sit in a "fairness" entry that opens.
        if (m.round_commitment) this.log({ text: t("log-round-dealt", { n: m.round }), kind: "round", fair: { title: t("fair-commitment"), rows: [[t("replay-commitment"), m.round_commitment]] } });
        if (m.round_reveal) {
          const r = m.round_reveal;
          this.log({
            text: t("log-round-seed", { n: r.round }),
            kind: "round",
            fair: { title: t("fair-check-deal"), rows: [[t("replay-commitment"), r.commitment], [t("replay-seed"), String(r.seed)], [t("replay-salt"), r.salt], [t("fair-check-it"), `uno verify --commitment ${r.commitment} --seed ${r.seed} --salt ${r.salt}`]] },
          });
        }
        if (this.info && this.info.status !== "playing" && !m.state.game_over) this.info.status = "playing";
        this.render();
        if (this.table) {
          this.table.showLast(said);
          this.table.animate(m.events, m.by);
        }
        soundsFor(m.events, m.state);
        break;
      }
      case "game_over":
        this.gameOver = m;
        this.log({ text: t("log-game-seed", { id: m.game_id }), kind: "round", fair: { title: t("fair-check-game"), rows: [[t("replay-commitment"), m.commitment || ""], [t("replay-seed"), String(m.seed)], [t("replay-salt"), m.salt]] } });
        this.render();
        break;
      case "rematch_offer":
        break;
      case "held":
        toast(t("catch-held", { secs: fmtNumber(m.release_in_ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }), "info", 2000);
        break;
      case "chat":
        this.log({ text: m.text, who: m.nickname, kind: "chat" });
        break;
      case "error":
        if (m.id === undefined || m.id === null) toast(errText(m), "error");
        break;
      case "bye":
        if (!["bad_token", "no_such_room"].includes(m.code)) toast(errText(m), "warn");
        break;
    }
  }

  /** A seat was asked for and none was given: say why, plainly. */
  explainSeatless() {
    this.seatless = false;
    if (this.you.seat !== null && this.you.seat !== undefined) return;
    const full = this.info.seats.length >= 10;
    this.note = full ? t("note-full") : t("note-in-progress");
    this.log({ text: this.note, kind: "setup" });
    this.render();
    // Said once: by the lobby's banner when the lobby shows, else by a toast.
    if (!this.root.querySelector(".seatnote")) toast(this.note, "warn", 6000);
  }

  /** Quick play: three medium bots, then the game starts (the host is this page). */
  async quickPlay() {
    try {
      for (let i = 0; i < 3; i++) await this.send({ type: "add_bot", level: "medium" });
      await this.send({ type: "start" });
    } catch {
      /* told by a toast; the lobby stays open */
    }
  }

  setInfo(info) {
    this.info = info;
    if (this.you) {
      const me = info.members.find((x) => x.member_id === this.you.member_id);
      if (me) {
        this.you.host = me.host;
        this.you.seat = me.seat;
        this.you.nickname = me.nickname;
        if (me.seat !== null && me.seat !== undefined) this.note = null;
      }
    }
    const watchers = info.members.filter((x) => x.seat === undefined || x.seat === null);
    this.watchersEl.textContent = watchers.length ? `${watchers.length} watching` : "";
    this.watchersEl.title = watchers.map((w) => w.nickname).join(", ");
  }

  setDeadline(ms) {
    this.deadline = ms !== undefined && ms !== null ? { ms, at: performance.now() } : null;
  }
  /** Between rounds: when the server deals the next round by itself (`next_round_ms`). */
  setNextRound(ms) {
    this.nextRound = ms !== undefined && ms !== null ? { ms, at: performance.now() } : null;
  }

  // ----- helpers used by the table ------------------------------------------------

  seatName(seat) {
    if (seat === null || seat === undefined) return "?";
    if (this.state && this.state.seat === seat) return t("you");
    const si = this.info && this.info.seats[seat];
    return si ? displayName(si) : t("seat-n", { n: seat + 1 });
  }
  /** R8.5: the cards an honour rule's penalty draws (its event; else the rule's own, 1 by default). */
  honourPenalty() {
    if (typeof this.lastHonour === "number") return this.lastHonour;
    const m = /^WC(\d+)$/.exec((this.state && this.state.top) || "");
    const wc = (this.info && this.info.rules && this.info.rules.options && this.info.rules.options.wc) || [];
    const r = m ? wc[Number(m[1]) - 1] : null;
    return (r && typeof r === "object" && r.penalty) || 1;
  }
  house(id) {
    return houseOf(this.info && this.info.rules)(id);
  }
  scoringMethod() {
    return (this.info && this.info.rules.scoring && this.info.rules.scoring.method) || "winner_takes_all";
  }
  showScores() {
    return this.scoringMethod() !== "none";
  }
  targetLine() {
    const sc = (this.info && this.info.rules.scoring) || {};
    if (sc.method === "none") return t("target-one-round");
    const m = /^hands:(\d+)$/.exec(sc.game_end || "");
    if (m) return t("target-hands", { n: Number(m[1]), low: sc.method === "penalty" ? "yes" : "no" });
    if (sc.game_end === "elimination") return t("target-elimination", { target: sc.target });
    return sc.method === "penalty" ? t("target-penalty", { target: sc.target }) : t("target-first-to", { target: sc.target });
  }
  roundLine() {
    if (!this.state) return "";
    const s = this.state;
    return t("round-n", { n: s.round }) + (this.showScores() ? " · " + this.targetLine() : "");
  }

  async act(action) {
    try {
      await this.conn.request({ type: "act", action });
    } catch (e) {
      toast(errText(e), "error");
    }
  }

  async send(msg, quiet) {
    if (!this.conn) return;
    try {
      return await this.conn.request(msg);
    } catch (e) {
      toast(errText(e), "error");
      if (!quiet) throw e;
    }
  }

  showLobby(on) {
    this.lobbyShown = on;
    this.render();
  }

  // ----- render ------------------------------------------------------------------

  render() {
    if (!this.info || !this.you) return;
    const playing = this.info.status === "playing" && this.state;
    const finished = this.info.status === "finished" && this.state;
    document.title = `UNO · room ${this.code}`;
    if ((playing || finished) && !this.lobbyShown) {
      let opened = false;
      if (!this.table) {
        this.table = new TableView(this);
        clear(this.stage).appendChild(this.table.el);
        attachGuide(this.table);
        opened = true;
      } else if (!this.stage.contains(this.table.el)) {
        clear(this.stage).appendChild(this.table.el);
        opened = true;
      }
      this.stage.dataset.view = "table";
      this.table.render();
      // The table opens: the keyboard goes to the hand or the main action
      // (unless someone is typing in the chat).
      if (opened && !isTyping()) this.table.focusStart();
    } else {
      if (this.table) {
        this.table.destroy();
        this.table = null;
      }
      this.stage.dataset.view = "lobby";
      this.renderLobby();
    }
  }

  /** For the host: hand the host role to a member (protocol `transfer_host`). */
  makeHostButton(memberId, nickname, withText) {
    return h(
      withText ? "button.link" : "button.iconbtn",
      // The name says what the visible text says ("make host"), then who.
      { type: "button", title: t("make-host-title", { name: nickname }), "aria-label": withText ? t("make-host-label", { name: nickname }) : t("make-host-title", { name: nickname }), onclick: () => this.send({ type: "transfer_host", member_id: memberId }, true) },
      withText ? t("make-host") : "★",
    );
  }

  renderLobby() {
    // The lobby is drawn again on every change of the room: the control in
    // use keeps the focus (Add bot, Start, the seat buttons).
    const active = document.activeElement;
    const focusKey = active && this.stage.contains(active) && active.dataset ? active.dataset.focus : null;
    this.drawLobby();
    if (focusKey) {
      const el = this.stage.querySelector(`[data-focus="${CSS.escape(focusKey)}"]`);
      const fallback = this.stage.querySelector('[data-focus="lobby-addbot"]:not([disabled]), [data-focus="lobby-start"]:not([disabled]), [data-focus="lobby-seat"]');
      const target = el && !el.disabled ? el : fallback;
      if (target) target.focus({ preventScroll: true });
    } else if (!this.lobbyFocused && (!active || active === document.body) && !document.querySelector("dialog.modal[open]")) {
      // A room just entered: the keyboard starts on the first useful
      // control, not the page (issue 22 §4 point 11): the host adds a bot
      // until the game can start, then Start; a guest takes a seat.
      const q = (k) => this.stage.querySelector(`[data-focus="${k}"]:not([disabled])`);
      const seated = this.you.seat !== null && this.you.seat !== undefined;
      const first = this.you.host ? (this.info.seats.length >= 2 && q("lobby-start")) || q("lobby-addbot") || q("lobby-start") : !seated ? q("lobby-seat") : null;
      if (first) {
        this.lobbyFocused = true;
        first.focus({ preventScroll: true });
      }
    }
  }

  drawLobby() {
    const info = this.info;
    const you = this.you;
    const host = you.host;
    const st = clear(this.stage);
    const seats = info.seats;
    const link = `${location.origin}${info.share_path}`;

    const seatList = h(
      "ol.seatlist",
      seats.map((si, i) =>
        h(
          "li.seat",
          { class: si.member_id === you.member_id ? "mine" : "", dataset: { seat: i } },
          h("span.seatno", String(i + 1)),
          h("span.avatar.small", si.kind === "bot" ? "B" : (si.nickname || "?").slice(0, 1).toUpperCase()),
          h(
            "span.seatname",
            h("b", displayName(si)),
            si.member_id === you.member_id ? h("span.badge", t("badge-you")) : null,
            info.members.find((m) => m.member_id === si.member_id && m.host) ? h("span.badge.host", t("badge-host")) : null,
            si.kind === "bot" ? h("span.badge.botb", /bot/i.test(si.nickname) ? t("bot-badge") : t("bot-level", { level: si.level || "" })) : null,
            si.bot_account ? h("span.badge.botb", { title: t("bot-account-title") }, t("bot-account")) : null,
            si.kind !== "bot" ? h("span.dot", { class: si.connected ? "on" : "off", title: si.connected ? t("conn-open") : t("badge-offline") }, si.connected ? t("badge-online") : t("badge-offline")) : null,
          ),
          host
            ? h(
                "span.seatctl",
                h("button.iconbtn", { type: "button", title: t("move-up"), "aria-label": t("move-up-label", { name: si.nickname }), dataset: { focus: `lobby-up-${i}` }, disabled: i === 0 || null, onclick: () => this.send({ type: "move_seat", from: i, to: i - 1 }, true) }, "↑"),
                h("button.iconbtn", { type: "button", title: t("move-down"), "aria-label": t("move-down-label", { name: si.nickname }), dataset: { focus: `lobby-down-${i}` }, disabled: i === seats.length - 1 || null, onclick: () => this.send({ type: "move_seat", from: i, to: i + 1 }, true) }, "↓"),
                h("button.iconbtn", { type: "button", title: t("remove-seat"), "aria-label": t("remove-seat-label", { name: si.nickname }), dataset: { focus: `lobby-remove-${i}` }, onclick: () => this.send({ type: "remove_seat", seat: i }, true) }, "✕"),
                si.kind !== "bot" && si.member_id !== you.member_id ? this.makeHostButton(si.member_id, si.nickname) : null,
              )
            : null,
        ),
      ),
    );
    const empty = seats.length === 0 ? h("p.hint", t("no-one-seated")) : null;

    // The chosen level survives re-renders of the lobby (seats, spectators).
    const chosen = this.botLevel || "medium";
    // The select names the level (a whole sentence was cut off in it);
    // the level's sentence is the line under it.
    const levelLine = (id) => (BOT_LEVELS.find((b) => b.id === id) || {}).line || "";
    const levelHint = h("p.hint.botline", { id: "bot-line", "data-testid": "bot-line" }, levelLine(chosen));
    const levelSel = h("select", { "aria-label": t("bot-level-label"), "aria-describedby": "bot-line", name: "bot_level", dataset: { focus: "lobby-botlevel" }, onchange: (e) => { this.botLevel = e.target.value; levelHint.textContent = levelLine(e.target.value); } }, BOT_LEVELS.map((b) => h("option", { value: b.id, selected: b.id === chosen || null, title: b.line }, b.name)));
    const addBot = host
      ? [h("div.addbot", levelSel, h("button.act", { type: "button", dataset: { focus: "lobby-addbot" }, disabled: seats.length >= 10 || null, onclick: () => this.send({ type: "add_bot", level: levelSel.value }, true) }, t("add-bot"))), levelHint]
      : null;
    const mySeat = you.seat !== undefined && you.seat !== null;
    const seatBtn = mySeat
      ? h("button.act", { type: "button", dataset: { focus: "lobby-seat" }, onclick: () => this.send({ type: "leave_seat" }, true) }, t("leave-seat"))
      : h("button.act", { type: "button", dataset: { focus: "lobby-seat" }, disabled: seats.length >= 10 || null, onclick: () => this.send({ type: "take_seat" }, true) }, t("take-seat"));
    const canStart = seats.length >= 2 && seats.length <= 10;
    const startBtn = host
      ? h(
          "button.act.primary.big",
          { type: "button", dataset: { focus: "lobby-start" }, disabled: !canStart || null, onclick: () => this.send({ type: this.info.status === "finished" ? "rematch" : "start" }, true) },
          this.info.status === "finished" ? t("start-new-game") : t("start-game"),
        )
      : null;
    const hostName = (info.members.find((m) => m.host) || {}).nickname;

    const watchers = info.members.filter((m) => m.seat === undefined || m.seat === null);
    const rules = describeSpec(info.rules);

    const seatsPanel = h(
      "section.panel.seats",
      h("h2", t("table-heading") + " ", h("small", { "data-testid": "seats-line" }, info.quick ? t("quick-seats-taken", { n: seats.length, seats: info.quick.seats }) : seatsLine(seats.length))),
      seatList,
      empty,
      addBot,
      h("div.btnrow", seatBtn, startBtn),
      publicNote(info, host, (msg) => this.send(msg, true)),
      hintsNote(info, host, (msg) => this.send(msg, true)),
      teamsNote(info, (s) => ((info.seats || [])[s] || {}).nickname || t("seat-n", { n: s + 1 })),
      longRoundsNote(info),
      // A quick table says one thing: its countdown (publicNote).
      info.quick && info.status === "lobby" ? null : !host ? h("p.hint", hostName ? t("waiting-for-host", { name: hostName }) : t("waiting-for-the-host")) : !canStart ? h("p.hint", t("need-two-seats")) : null,
      this.info.status === "finished" ? h("button.link", { type: "button", onclick: () => this.showLobby(false) }, t("back-final-table")) : null,
    );
    const invitePanel = h(
      "section.panel.invite",
      h("h2", t("invite")),
      h("p", t("invite-hint")),
      h("div.linkrow", h("input", { type: "text", readonly: true, value: link, "aria-label": t("invite-link"), onfocus: (e) => e.target.select() }), h("button.act", { type: "button", onclick: () => this.copyLink() }, t("copy"))),
      h("div.bigcode", { "aria-label": t("room-code-label", { code: this.code }) }, this.code),
    );
    const rulesPanel = h(
      "section.panel.rulesum",
      h("h2", t("rules")),
      h("ul.ruleslist", rules.map((r) => h("li", h("b", r.label + ": "), r.text, " ", ruleLink(r.rule)))),
      h("p.hint", info.turn_timer_s ? t("turn-timer-on", { n: info.turn_timer_s }) : t("turn-timer-off")),
      host ? h("button.act", { type: "button", onclick: () => this.configure() }, t("change-rules")) : null,
    );
    const watchPanel = h(
      "section.panel.watching",
      h("h2", t("watching") + " ", h("small", String(watchers.length))),
      watchers.length
        ? h("ul.plain", watchers.map((w) => h("li", h("span.dot", { class: w.connected ? "on" : "off" }, w.connected ? t("badge-online") : t("badge-offline")), " ", w.nickname, w.member_id === you.member_id ? noteAfter(t("you-note")) : "", w.host ? noteAfter(t("host-note")) : "", host && w.member_id !== you.member_id ? [" ", this.makeHostButton(w.member_id, w.nickname, true)] : null)))
        : h("p.hint", t("nobody-watching")),
    );
    const note = this.note ? h("p.note.seatnote", { role: "status" }, this.note) : null;
    st.appendChild(h("div.lobby", note, h("div.lcol", seatsPanel, watchPanel), h("div.lcol", invitePanel, rulesPanel)));
  }

  async configure() {
    const f = rulesForm(formFromSpec(this.info.rules), { timer: this.info.turn_timer_s, spec: this.info.rules });
    const ok = await modal(
      (close) =>
        h(
          "div.configure",
          h("h2", t("change-the-rules")),
          f.el,
          h("div.btnrow", h("button.act.primary", { type: "button", onclick: () => close(true) }, t("save")), h("button.act", { type: "button", onclick: () => close(false) }, t("cancel"))),
        ),
      { label: t("change-the-rules"), cls: "wide" },
    );
    if (!ok) return;
    let rules;
    try {
      rules = f.spec();
    } catch (e) {
      toast(t("error-rules-json", { detail: e.message }), "error");
      return;
    }
    await this.send({ type: "configure", rules, turn_timer_s: f.timer() }, true);
  }

  // ----- log and misc ----------------------------------------------------------

  log(item) {
    const atBottom = this.logList.scrollHeight - this.logList.scrollTop - this.logList.clientHeight < 40;
    // Draws in a row by the same seat for the same reason are one line:
    // "You draw 7 cards" (log.js gives each draw its `merge`).
    const last = this.logItems[this.logItems.length - 1];
    if (last && last.li && mergeLine(last, item)) {
      const li = this.logLine(last);
      last.li.replaceWith(li);
      last.li = li;
    } else {
      this.logItems.push(item);
      item.li = this.logLine(item);
      this.logList.appendChild(item.li);
      // The page shows the last LOG_SHOWN lines (all it has once the
      // player asked for earlier ones) and keeps LOG_KEPT; the lines shown
      // are always the last ones, from `logFirst` on.
      if (this.logItems.length > LOG_KEPT) {
        this.unshow(this.logItems.shift());
        if (this.logFirst > 0) this.logFirst--;
      } else if (!this.logExpanded && this.logItems.length - this.logFirst > LOG_SHOWN) {
        this.unshow(this.logItems[this.logFirst++]);
      }
      this.logMore();
    }
    if (atBottom) this.logList.scrollTop = this.logList.scrollHeight;
  }

  /** Takes a log line off the page (it stays in `logItems` unless shifted out). */
  unshow(item) {
    if (item && item.li) {
      item.li.remove();
      item.li = null;
    }
  }

  /** The "show earlier lines" button at the top of the log, while some are hidden. */
  logMore() {
    const n = this.logFirst;
    if (!n) {
      if (this.logMoreLi) this.logMoreLi.remove();
      this.logMoreLi = this.logMoreBtn = null;
      return;
    }
    const label = t("log-show-earlier", { n: Math.min(n, LOG_SHOWN) });
    if (!this.logMoreLi) {
      this.logMoreBtn = h("button.act.small", { type: "button", onclick: () => this.showEarlier() }, label);
      this.logMoreLi = h("li.logmore", this.logMoreBtn);
      this.logList.prepend(this.logMoreLi);
    } else if (this.logMoreBtn.textContent !== label) {
      this.logMoreBtn.textContent = label;
    }
  }

  /** Shows up to LOG_SHOWN earlier lines above those shown, the view staying where it was. */
  showEarlier() {
    this.logExpanded = true;
    const before = this.logList.scrollHeight;
    const top = this.logList.scrollTop;
    const end = this.logFirst;
    const start = Math.max(0, end - LOG_SHOWN);
    const anchor = this.logMoreLi.nextSibling;
    for (const item of this.logItems.slice(start, end)) {
      item.li = this.logLine(item);
      this.logList.insertBefore(item.li, anchor);
    }
    this.logFirst = start;
    this.logMore();
    this.logList.scrollTop = top + (this.logList.scrollHeight - before);
    // Keyboard users stay on the button while there is more, else on the log.
    (this.logMoreBtn || this.logList).focus();
  }

  logLine(item) {
    return h(
      "li",
      { class: `k-${item.kind || "info"}` },
      item.who ? h("b.who", item.who + ": ") : null,
      h("span", item.text),
      item.color ? h("span.logcards", colorChip(item.color, { short: true })) : null,
      item.cards && item.cards.length ? h("span.logcards", item.cards.slice(0, 12).map((c) => cardFace(c, { small: true }))) : null,
      item.cards && item.cards.length > 12 ? h("span.more", ` +${item.cards.length - 12}`) : null,
      item.fair
        ? h(
            "details.fairness",
            h("summary", item.fair.title),
            h("dl", item.fair.rows.map(([k, v]) => [h("dt", k), h("dd", h("code", v))])),
          )
        : null,
    );
  }

  toggleLog(on) {
    const open = on === undefined ? !document.body.classList.contains("logopen") : on;
    document.body.classList.toggle("logopen", open);
    if (open) this.logList.scrollTop = this.logList.scrollHeight;
  }

  copyLink() {
    const link = `${location.origin}/r/${this.code}`;
    const done = () => toast(t("link-copied"), "info", 1800);
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(link).then(done, () => toast(link, "info", 6000));
    else toast(link, "info", 6000);
  }

  showRules() {
    this.nav.rulebook(null, this.info && this.info.rules);
  }

  key(e) {
    if (e.key === "l" || e.key === "L") {
      this.toggleLog();
      return true;
    }
    return this.table ? this.table.key(e) : false;
  }

  destroy() {
    if (this.conn) this.conn.close();
    clearInterval(this.timerTick);
    if (this.table) this.table.destroy();
    document.body.classList.remove("logopen");
    this.root.classList.remove("offline");
  }
}
