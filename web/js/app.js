// The page: home (create or join a room), the room (lobby and table), game
// history with a replay viewer, and the rule book. Plain modules, no build.
import { analysisPanel } from "./analysis.js";
import { h, clear, toast, modal, fmtTime } from "./ui.js";
import { api, store, enterRoom } from "./net.js";
import { cardFace, cardBack, colorChip } from "./cards.js";
import { presetDefaults, describeSpec, loadCatalogue, buildSpec, PRESETS, plain } from "./rules.js";
import { rulesForm } from "./forms.js";
import { rulesStep } from "./homerules.js";
import { rulebook } from "./rulebook.js";
import { describeEvent } from "./log.js";
import { RoomController, checkNickname, seatName } from "./room.js";
import { fillLeaderboard, showPlayer } from "./ratings.js";
import { playOnline, publicList } from "./lobby.js";
import { soundToggle } from "./sound.js";
import { t, initI18n, languagePicker, fmtList, noteAfter } from "./i18n.js";
import { errText } from "./words.js";
import { themeToggle } from "./theme.js";
import { dailyCard, showDaily, allHands } from "./daily.js";
import { accountPanel } from "./account.js";

const app = document.getElementById("app");
let current = null; // the room controller, when a room is open

// ----- routing -----------------------------------------------------------------

function roomCode() {
  const m = /^\/r\/([A-Za-z0-9]{6})\/?$/.exec(location.pathname);
  return m ? m[1].toUpperCase() : null;
}

function go(url) {
  history.pushState(null, "", url);
  route();
}

// Rooms this page just made by Quick play (the room adds three bots and
// starts), and rooms joined by code that gave no seat (the room says why).
const quickRooms = new Set();
const seatlessJoins = new Set();
const take = (set) => (code) => set.delete(code);
const nav = { go, rulebook: openRulebook, takeQuick: take(quickRooms), takeSeatless: take(seatlessJoins) };

let ready = false; // the rules catalogue is loaded (start() below)

function route() {
  if (!ready) return;
  const code = roomCode();
  const hash = location.hash.replace(/^#\/?/, "");
  if (hash.startsWith("rules")) {
    openRulebook(hash.split("/")[1] || null, current && current.info && current.info.rules);
    if (code && current && current.code === code) return;
  }
  if (code) {
    if (current && current.code === code) return;
    leaveRoom();
    document.body.dataset.view = "room";
    current = new RoomController(code, clear(app), nav);
    return;
  }
  leaveRoom();
  if (hash.startsWith("history")) return showHistory();
  if (hash.startsWith("daily")) return showDaily(app, hash.split("/")[1] || null, footer, go);
  if (hash.startsWith("replay/")) {
    // The game's number is the digits after "replay/" (a link with
    // something stuck to it still opens its game); none: the list.
    const id = /^replay\/(\d+)/.exec(hash);
    return id ? showReplay(Number(id[1])) : showHistory();
  }
  if (hash.startsWith("player/")) return showPlayer(app, decodeURIComponent(hash.slice("player/".length)), footer);
  showHome();
}

function leaveRoom() {
  if (current) {
    current.destroy();
    current = null;
  }
}

window.addEventListener("popstate", route);
window.addEventListener("hashchange", () => {
  if (!ready) return;
  const hash = location.hash.replace(/^#\/?/, "");
  if (hash.startsWith("rules")) openRulebook(hash.split("/")[1] || null, current && current.info && current.info.rules);
  else if (!roomCode()) route();
});

document.addEventListener("click", (e) => {
  const a = e.target.closest && e.target.closest("a[data-nav], a.rulelink, a.rbopen");
  if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
  if (a.classList.contains("rulelink") || a.classList.contains("rbopen")) {
    e.preventDefault();
    openRulebook(a.dataset.rule || null, current && current.info && current.info.rules);
    return;
  }
  e.preventDefault();
  go(a.getAttribute("href"));
});

document.addEventListener("keydown", (e) => {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
  const t = e.target;
  if (t && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName))) return;
  if (document.querySelector("dialog.modal[open]")) return;
  if (e.key === "?") {
    openRulebook("play");
    e.preventDefault();
    return;
  }
  if (current && current.key(e)) e.preventDefault();
});

// ----- home ---------------------------------------------------------------------

function logoFan() {
  return h(
    "div.logofan",
    { "aria-hidden": "true" },
    ["R7", "Y+2", "GS", "BR", "W+4"].map((c, i) => {
      const el = cardFace(c);
      el.style.setProperty("--i", String(i - 2));
      return el;
    }),
  );
}

function showHome() {
  document.body.dataset.view = "home";
  document.title = t("home-title");
  const root = clear(app);
  const nick = h("input", { type: "text", id: "home-nick", maxlength: 24, value: store.nickname, name: "nickname", autocomplete: "nickname", placeholder: t("home-nickname"), "aria-label": t("home-nickname-label") });
  const nickErr = h("p.error", { role: "alert" });
  const needNick = () => {
    const bad = checkNickname(nick.value);
    nickErr.textContent = bad || "";
    if (bad) nick.focus();
    return !bad;
  };

  const form = rulesForm(presetDefaults("classic"), { timer: 30, spectator: true });
  const startErr = h("p.error", { role: "alert", "data-testid": "start-error" });
  const createErr = h("p.error", { role: "alert" });

  // Quick play: you and three medium bots, classic rules, straight to the
  // table (the room controller adds the bots and starts, see quickPlay).
  const quickBtn = h("button.act.primary.big", { type: "button", "data-testid": "quick-play", "aria-describedby": "quick-help" }, t("quick-play"));
  quickBtn.addEventListener("click", async () => {
    if (!needNick()) return;
    quickBtn.disabled = true;
    try {
      const m = await enterRoom("create", { nickname: nick.value.trim(), rules: buildSpec(presetDefaults("classic")), turn_timer_s: 30, spectator: false });
      quickRooms.add(m.code);
      go(m.share_path);
    } catch (e) {
      startErr.textContent = errText(e);
      quickBtn.disabled = false;
    }
  });

  // Play online: a public table of the chosen preset (classic by default)
  // with other people, or a new one that bots fill after a short wait
  // (lobby.js).
  const onlineRules = h(
    "select.onlinerules",
    { "data-testid": "online-rules", "aria-label": t("online-rules-label") },
    PRESETS.map((p) => h("option", { value: p.id, selected: p.id === "classic" }, p.name)),
    // R15: 2v2, teams of two with partners opposite (classic rules).
    h("option", { value: "classic+pairs" }, t("online-2v2", { preset: (PRESETS.find((p) => p.id === "classic") || { name: "Classic" }).name })),
  );
  const onlineBtn = h("button.act.primary.big", { type: "button", "data-testid": "play-online", "aria-describedby": "online-help" }, t("play-online"));
  onlineBtn.addEventListener("click", async () => {
    if (!needNick()) return;
    onlineBtn.disabled = true;
    try {
      go(`/r/${await playOnline(nick.value.trim(), onlineRules.value)}`);
    } catch (e) {
      startErr.textContent = errText(e);
      onlineBtn.disabled = false;
    }
  });
  const publicTables = publicList({ nick: () => (needNick() ? nick.value.trim() : null), go });

  const create = async (btn, err) => {
    if (!needNick()) return;
    let rules;
    try {
      rules = form.spec();
    } catch (e) {
      err.textContent = t("error-rules-json", { detail: e.message });
      return;
    }
    btn.disabled = true;
    try {
      const m = await enterRoom("create", { nickname: nick.value.trim(), rules, turn_timer_s: form.timer(), spectator: form.spectator() });
      go(m.share_path);
    } catch (e) {
      err.textContent = errText(e);
      btn.disabled = false;
    }
  };
  const createBtn = h("button.act.big", { type: "button", "data-testid": "create-room", "aria-describedby": "rules-summary create-help" }, t("create-room"));
  createBtn.addEventListener("click", () => create(createBtn, startErr));
  const createBtn2 = h("button.act.primary.big", { type: "button", "data-testid": "create-room-rules" }, t("create-room-rules"));
  createBtn2.addEventListener("click", () => create(createBtn2, createErr));
  // The rules are a step of their own, summed up next to Create room (homerules.js).
  const step = rulesStep(form, h("div", createErr, createBtn2));

  const code = h("input.codeinput", { type: "text", maxlength: 40, name: "code", placeholder: "ABC123", autocapitalize: "characters", "aria-label": t("join-code-label") });
  const joinErr = h("p.error", { role: "alert" });
  const join = async (spectator) => {
    const raw = code.value.trim();
    const m = /([A-Za-z0-9]{6})\/?$/.exec(raw);
    if (!m) {
      joinErr.textContent = t("join-bad-code");
      code.focus();
      return;
    }
    const c = m[1].toUpperCase();
    if (store.room(c)) return go(`/r/${c}`);
    if (!needNick()) return;
    try {
      const r = await enterRoom("join", { code: c, nickname: nick.value.trim(), spectator });
      // No seat although one was asked for: the room says why (room.js).
      if (!spectator && (r.seat === null || r.seat === undefined)) seatlessJoins.add(c);
      go(`/r/${c}`);
    } catch (e) {
      joinErr.textContent = errText(e);
    }
  };
  code.addEventListener("keydown", (e) => e.key === "Enter" && join(false));

  const recent = store.rooms();
  root.append(
    h(
      "header.hero",
      logoFan(),
      h("div", h("h1", "UNO"), h("p.tagline", t("home-tagline"))),
      h("div.prefs", languagePicker(), soundToggle(), themeToggle()),
    ),
    h(
      "main.homegrid",
      h(
        "section.panel.startbox",
        { "aria-labelledby": "play-h" },
        h("h2", { id: "play-h" }, t("home-play")),
        h("label.field", { for: "home-nick" }, h("span", t("home-nickname")), nick),
        nickErr,
        // Play online and its rules are one group, Create room and its
        // summary another: on a phone each wraps as a whole (issue 32
        // §4.5); a quick match's length is said before the press (§4.3:
        // one hand, the server's QUICK_HANDS).
        h(
          "div.playrow",
          quickBtn,
          h("div.onlinegroup", { role: "group", "aria-label": t("play-online") }, onlineBtn, onlineRules, h("span.onlinelen", { "data-testid": "online-length" }, t("online-length"))),
        ),
        h("div.createrow", createBtn, step.button, step.summary),
        h("p.hint", { id: "online-help" }, t("help-online")),
        h("p.hint", { id: "quick-help" }, t("help-quick")),
        h("p.hint", { id: "create-help" }, t("help-create")),
        startErr,
        h(
          "div.joinrow",
          h("h3", t("join-title")),
          h("p.hint", t("join-hint")),
          h("div.linkrow", code, h("button.act.primary", { type: "button", onclick: () => join(false) }, t("join"))),
          h("button.link", { type: "button", onclick: () => join(true) }, t("join-watch")),
          joinErr,
        ),
        recent.length
          ? h(
              "div.recent",
              h("h3", t("your-rooms")),
              h("ul.plain", recent.slice(0, 6).map((r) => h("li", h("a", { href: `/r/${r.code}`, "data-nav": "" }, r.code), " ", t("your-room-as", { name: r.nickname })))),
            )
          : null,
      ),
      dailyCard({ nick: () => (needNick() ? nick.value.trim() : null), go }),
      step.panel,
      publicTables.el,
      // One identity on every device (issue 32 §2, account.js).
      accountPanel({ nickname: () => (needNick() ? nick.value.trim() : null), reload: showHome }),
    ),
    footer(),
  );
  if (!nick.value) nick.focus();
  else quickBtn.focus();
}

function footer() {
  return h(
    "footer.foot",
    h("a.rbopen", { href: "#rules" }, t("foot-rulebook")),
    " · ",
    h("a", { href: "/#history", "data-nav": "" }, t("foot-history")),
    " · ",
    h("a", { href: "/api" }, t("foot-api")),
    h("p.hint", t("foot-hint")),
  );
}

// ----- rule book ----------------------------------------------------------------

let rulebookOpen = null;

function openRulebook(section, spec) {
  if (!ready) return;
  if (rulebookOpen) {
    rulebookOpen.jump(section);
    return;
  }
  const sections = rulebook();
  const body = h("div.rbbody");
  for (const s of sections) {
    const sec = h("section.rbsec", { id: `rb-${s.id}` }, h("h2", s.title));
    const content = document.createElement("div");
    content.innerHTML = s.html; // our own static text (rulebook.js)
    sec.appendChild(content);
    body.appendChild(sec);
  }
  const toc = h(
    "nav.rbtoc",
    { "aria-label": t("rulebook-sections") },
    sections.map((s) => h("a", { href: `#rules/${s.id}`, onclick: (e) => (e.preventDefault(), jump(s.id)) }, s.id === "play" ? t("rulebook-controls") : s.id === "decisions" ? t("rulebook-decisions") : s.id)),
  );
  const active = spec
    ? h("section.rbsec.active", h("h2", t("rulebook-this-room")), h("ul.ruleslist", describeSpec(spec).map((r) => h("li", h("b", r.label + ": "), r.text, " ", h("a", { href: `#rules/${r.rule}`, onclick: (e) => (e.preventDefault(), jump(r.rule)) }, r.rule)))))
    : null;
  if (active) body.prepend(active);
  function jump(id) {
    if (!id) return;
    const top = id.split(".")[0];
    const el = body.querySelector(`#rb-${CSS.escape(top)}`);
    if (el) {
      el.scrollIntoView({ block: "start" });
      el.classList.add("flash");
      setTimeout(() => el.classList.remove("flash"), 1200);
    }
  }
  const before = location.href;
  modal(
    (close) => {
      setTimeout(() => jump(section), 0);
      return h("div.rulebook", h("div.rbhead", h("h1", t("rulebook")), h("button.act", { type: "button", autofocus: true, onclick: () => close() }, t("close"))), toc, body);
    },
    { label: t("rulebook"), cls: "wide rbdlg" },
  ).then(() => {
    rulebookOpen = null;
    if (location.hash.startsWith("#rules")) history.replaceState(null, "", before.replace(/#rules.*$/, "") || "/");
  });
  rulebookOpen = { jump };
}

// ----- history and replays ----------------------------------------------------------

async function showHistory() {
  document.body.dataset.view = "history";
  document.title = t("history-title");
  const root = clear(app);
  const list = h("div.gamelist", h("p.hint", t("loading")));
  const me = store.player;
  let filter = "all";
  let before = null;
  const tabs = h(
    "div.tabs",
    { role: "tablist" },
    h("button.tab.on", { type: "button", role: "tab", onclick: (e) => setFilter("all", e.target) }, t("history-all")),
    me ? h("button.tab", { type: "button", role: "tab", onclick: (e) => setFilter("mine", e.target) }, t("history-mine")) : null,
  );
  const more = h("button.act", { type: "button", hidden: true, onclick: () => load(true) }, t("history-older"));
  // The leaders are numbered; a message in their place is not.
  const leaderBox = h("div.leaderbox", h("p.hint", t("loading")));
  root.append(
    h("header.pagehead", h("a.brand", { href: "/", "data-nav": "" }, h("span.logo", "UNO")), h("h1", t("history-heading"))),
    h("main.historygrid", h("section.panel", tabs, list, more), h("section.panel.leaderboard", h("h2", t("leaderboard")), leaderBox)),
    footer(),
  );
  function setFilter(f, btn) {
    filter = f;
    before = null;
    for (const b of tabs.children) b.classList.toggle("on", b === btn);
    load(false);
  }
  async function load(append) {
    const q = new URLSearchParams({ limit: "20" });
    if (filter === "mine" && me) q.set("player", me.player_id);
    if (append && before) q.set("before", before);
    try {
      const r = await api("GET", `/api/games?${q}`);
      if (!append) clear(list);
      if (!r.games.length && !append) list.appendChild(h("p.hint", t("history-none")));
      for (const g of r.games) list.appendChild(gameRow(g));
      before = r.games.length ? r.games[r.games.length - 1].game_id : before;
      more.hidden = r.games.length < 20;
    } catch (e) {
      clear(list).appendChild(h("p.error", errText(e)));
    }
  }
  load(false);
  // By rating (ratings.js): players and bots.
  await fillLeaderboard(leaderBox);
}

/** " (easy bot)" after a bot's name, unless the name already says it ("medium bot"). */
function botNote(x) {
  if (!x.bot) return "";
  return /\bbot\b/i.test(x.nickname || "") ? "" : " " + t("bot-note", { level: t("bot-level", { level: x.bot }) });
}

/** R15.6: a seat's team in the history ("A" is team 0; partners share it), or nothing without teams. */
function teamMark(team) {
  if (team === undefined || team === null) return null;
  const letter = String.fromCharCode(65 + team);
  return h("span.teamtag", { class: `team-${team % 5}`, title: t("team-title", { team: letter }) }, letter);
}

function gameRow(g) {
  return h(
    "a.gamerow",
    { href: `/#replay/${g.game_id}`, "data-nav": "" },
    h("span.gid", `#${g.game_id}`),
    h("span.when", fmtTime(g.finished_ms || g.started_ms)),
    h("span.room", t("game-room", { room: g.room })),
    h(
      "span.who",
      // A game that kept no score (one round, R9) lists the names alone;
      // a score is set apart from its name ("medium bot 1 0" read as a
      // name, issue 32 §4.7).
      g.seats.map((s, i) => h("span", { class: s.winner ? "winner" : "" }, `${s.winner ? "★ " : ""}`, teamMark(s.team), seatName(s), g.seats.some((x) => x.score) ? h("span.gscore", `: ${s.score}`) : null, i < g.seats.length - 1 ? ", " : "")),
    ),
    h("span.rounds", t("n-rounds", { count: g.rounds })),
  );
}

async function showReplay(id) {
  document.body.dataset.view = "replay";
  document.title = t("replay-title", { id });
  const root = clear(app);
  const head = h("header.pagehead", h("a.brand", { href: "/", "data-nav": "" }, h("span.logo", "UNO")), h("h1", t("replay-heading", { id })), h("a.act", { href: "/#history", "data-nav": "" }, t("history-all")));
  const box = h("main.replay", h("p.hint", t("loading")));
  root.append(head, box);
  // A player of this game sees it from their own seat, their own hand
  // included (the server sends no one else's hidden cards); anyone else
  // sees what a spectator saw.
  let auth = store.player && store.player.player_token ? { authorization: `Bearer ${store.player.player_token}` } : {};
  const getReplay = async (q = "") => {
    try {
      return await api("GET", `/api/games/${id}/replay${q}`, undefined, auth);
    } catch (e) {
      if (e.code !== "bad_token") throw e;
      auth = {};
      return api("GET", `/api/games/${id}/replay${q}`);
    }
  };
  let meta, rep;
  try {
    [meta, rep] = await Promise.all([api("GET", `/api/games/${id}`), getReplay()]);
  } catch (e) {
    clear(box).appendChild(h("p.error", errText(e)));
    return;
  }
  const seats = meta.game.seats;
  const viewer = rep.viewer ?? null;
  const name = (s) => (s === viewer ? t("you") : seats[s] ? seatName(seats[s]) : t("seat-n", { n: s + 1 }));
  const steps = rep.steps;
  const total = steps.length - 1;
  const cache = new Map([[total, rep.state]]);
  let k = 0;
  let playing = null;

  const stateBox = h("div.rstate");
  // Focusable: a step with many cards scrolls (keyboard access, axe).
  const eventsBox = h("ol.loglist.rsteps", { tabindex: 0, "aria-label": t("replay-this-step") });
  const slider = h("input", { type: "range", min: 0, max: total, value: 0, "aria-label": t("replay-step") });
  const label = h("span.steplabel");
  const stepList = h("ol.loglist.allsteps", { "aria-label": t("replay-all-steps") });
  steps.forEach((st, i) => {
    const texts = st.events.map((e) => describeEvent(e, name, { viewer })).filter(Boolean);
    const first = texts.find((t) => t.kind !== "setup") || texts[0];
    stepList.appendChild(h("li", { dataset: { step: i } }, h("button.link", { type: "button", onclick: () => show(i) }, `${i}. ${first ? first.text : "…"}`)));
  });

  async function stateAt(i) {
    if (cache.has(i)) return cache.get(i);
    const r = await getReplay(`?step=${i}`);
    cache.set(i, r.state);
    return r.state;
  }

  async function show(i) {
    k = Math.max(0, Math.min(total, i));
    slider.value = k;
    label.textContent = t("replay-step-of", { step: k, total });
    clear(eventsBox);
    const st = steps[k];
    for (const e of st.events) {
      const d = describeEvent(e, name, { viewer });
      if (d) eventsBox.appendChild(h("li", { class: `k-${d.kind}` }, h("span", d.text), d.color ? h("span.logcards", colorChip(d.color, { short: true })) : null, d.cards ? h("span.logcards", d.cards.map((c) => cardFace(c, { small: true }))) : null));
    }
    for (const li of stepList.children) li.classList.toggle("cur", Number(li.dataset.step) === k);
    const cur = stepList.children[k];
    // Scroll the list of steps alone, never the page (scrollIntoView would
    // scroll every scrollable ancestor: ▶| cut off the title, issue 32 §4.8).
    if (cur) {
      const r = cur.getBoundingClientRect();
      const l = stepList.getBoundingClientRect();
      if (r.top < l.top) stepList.scrollTop -= l.top - r.top;
      else if (r.bottom > l.bottom) stepList.scrollTop += r.bottom - l.bottom;
    }
    let s;
    try {
      s = await stateAt(k);
    } catch (e) {
      clear(stateBox).appendChild(h("p.error", errText(e)));
      return;
    }
    if (Number(slider.value) !== k) return;
    renderState(s);
  }

  function renderState(s) {
    clear(stateBox).append(
      h(
        "div.rcenter",
        h("div.piles", h("div.drawpile.static", cardBack(), h("span.pilecount", String(s.draw_pile_size))), h("div.discard", { class: s.color ? `glow-${s.color}` : "" }, cardFace(s.top, { chosen: s.color }))),
        h("div.inplay", h("span.lbl", t("colour-in-play")), colorChip(s.color), h("span.dirtext", s.direction === "cw" ? t("direction-cw") : t("direction-ccw")), h("span.lbl", t("round-n", { n: s.round }))),
      ),
      h(
        "table.scores",
        h("thead", h("tr", h("th", t("th-player")), h("th.num", t("th-cards")), h("th.num", t("th-score")))),
        h(
          "tbody",
          seats.map((x, i) =>
            h("tr", { class: s.to_act === i ? "toact" : "" }, h("td", s.to_act === i ? "▶ " : "", seatName(x), i === viewer ? noteAfter(t("you-note")) : "", botNote(x), s.dealer === i ? noteAfter(t("dealer-note")) : ""), h("td.num", String(s.hand_sizes[i])), h("td.num", String(s.scores[i]))),
          ),
        ),
      ),
      // A player of the game sees every hand after its end (handsOf); a
      // daily deal after its day shows everyone every hand (daily.js).
      viewer !== null ? handsOf(s) : s.hands ? allHands(s.hands, seats, cardFace) : null,
      h("p.hint", viewer !== null ? t(s.hands ? "replay-all-hands" : "replay-own-hand") : t("replay-spectator")),
    );
  }

  // A player who sat at the game sees every hand after its end (the
  // server sends `hands`); their own first.
  function handsOf(s) {
    const cardsOf = (hand) => (hand.length ? hand.map((c) => cardFace(c, { small: true })) : h("span.hint", t("no-cards")));
    const mine = h("div.rhandcards", { "aria-label": t("your-hand") }, cardsOf(s.hand || []));
    const own = h("div.rseat", h("h3", t("replay-your-hand", { cards: t("n-cards", { count: (s.hand || []).length }) })), mine);
    const others = (s.hands || []).map((hand, i) => (i === viewer ? null : h("div.rseat", h("h3", t("replay-hand-of", { name: name(i), cards: t("n-cards", { count: hand.length }) })), h("div.rhandcards", cardsOf(hand)))));
    return h("div.rhand", s.hands ? { "data-testid": "all-hands" } : {}, own, others);
  }

  slider.addEventListener("input", () => show(Number(slider.value)));
  const btn = (text, f, lbl) => h("button.act", { type: "button", "aria-label": lbl, onclick: f }, text);
  const playBtn = btn(t("replay-play"), () => togglePlay(), t("replay-play-label"));
  function togglePlay() {
    if (playing) {
      clearInterval(playing);
      playing = null;
      playBtn.textContent = t("replay-play");
      return;
    }
    playBtn.textContent = t("replay-pause");
    playing = setInterval(() => {
      if (k >= total) return togglePlay();
      show(k + 1);
    }, 700);
  }
  window.addEventListener("popstate", () => playing && clearInterval(playing), { once: true });

  const winners = seats.filter((x) => x.winner).map((x) => seatName(x));
  clear(box).append(
    h(
      "section.panel.rmeta",
      h("p.lead", t("replay-meta", { room: meta.game.room, when: fmtTime(meta.game.finished_ms || meta.game.started_ms), rounds: t("n-rounds", { count: meta.game.rounds }), actions: t("n-actions", { count: meta.actions }) })),
      h("p", t("replay-winner"), " ", h("b", winners.length ? fmtList(winners) : "—"), " · ", t("replay-players"), " ", seats.map((x) => `${seatName(x)} (${x.score})`).join(", ")),
      h("details", h("summary", t("replay-fairness")), h("ul.ruleslist.compact", describeSpec(meta.rules).map((r) => h("li", h("b", r.label + ": "), r.text))), h("dl", h("dt", t("replay-commitment")), h("dd", h("code", meta.commitment)), h("dt", t("replay-seed")), h("dd", h("code", meta.seed)), h("dt", t("replay-salt")), h("dd", h("code", meta.salt))), h("a", { href: meta.scenario, download: `game-${id}.json` }, t("replay-download"))),
    ),
    h("section.panel.rview", h("div.rcontrols", btn("|◀", () => show(0), t("replay-first")), btn("◀", () => show(k - 1), t("replay-prev")), playBtn, btn("▶", () => show(k + 1), t("replay-next")), btn("▶|", () => show(total), t("replay-last")), slider, label), stateBox, viewer !== null ? analysisPanel({ id, auth, total, go: (i) => show(i), name }) : null, h("h2", t("replay-this-step")), eventsBox),
    h("section.panel.rall", h("h2", t("replay-every-step")), stepList),
  );
  show(0);
}

// The rule forms and the rule book are built from the engine's rules
// catalogue (GET /api/rules): fetch it once, then draw the page.
async function start() {
  try {
    await initI18n().catch(() => null);
    await loadCatalogue();
  } catch (e) {
    clear(app).append(
      h("section.panel", h("h1", "UNO"), h("p.error", { role: "alert" }, t("error-catalogue", { detail: errText(e) })), h("button.act", { type: "button", onclick: () => start() }, t("try-again"))),
    );
    return;
  }
  ready = true;
  route();
}

start();
