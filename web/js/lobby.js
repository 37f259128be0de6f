// Playing online (issue 21; docs/protocol.md "Public tables and quick
// match"): the home page's Play online button (one click: a quick match,
// then the table), and the public list with its live counts, pushed by
// the server as it changes (`GET /api/lobby/events`), where a waiting
// table can be joined and a game in progress watched (as a spectator, like "…or just watch").
import { h, clear } from "./ui.js";
import { api, store, enterRoom } from "./net.js";
import { t as tr } from "./i18n.js";
import { errText } from "./words.js";
import { presetName, deckPreset } from "./rules.js";

/** When each lobby update's quick table deals (performance.now() time), by the update. */
const FILL_AT = new WeakMap();

/** How often the public list refreshes itself when its stream cannot be had, in ms. */
export const REFRESH_MS = 4000;

/**
 * Play online: a seat at a public table of `rules` (a preset, classic by
 * default) that waits for players, or a new one. Returns the room code;
 * the membership is remembered as a created or joined room's is.
 */
export async function playOnline(nickname, rules = "classic") {
  // "classic+pairs": the preset's 2v2 table (R15 teams of two).
  const [preset, teams] = String(rules).split("+");
  const body = { nickname, rules: preset };
  if (teams) body.teams = teams;
  const player = store.player;
  if (player && player.player_token) body.player_token = player.player_token;
  let q;
  try {
    q = await api("POST", "/api/quick", body);
  } catch (e) {
    // A guest identity this server does not know: start a new one.
    if (!body.player_token || e.code !== "bad_token") throw e;
    delete body.player_token;
    q = await api("POST", "/api/quick", body);
  }
  if (q.membership) {
    const m = q.membership;
    if (m.player_token) store.player = { player_id: m.player_id, player_token: m.player_token };
    store.nickname = nickname;
    store.setRoom(m.code, { token: m.token, member_id: m.member_id, nickname });
    return m.code;
  }
  // An existing table: join it (the balancer routes the join by its code).
  const m = await enterRoom("join", { code: q.code, nickname, spectator: false });
  return m.code;
}

/** A public table's rules: its preset's name, and "2v2" for a quick match's teams (`classic+pairs`). */
function quickName(key) {
  const [preset, teams] = String(key).split("+");
  return teams === "pairs" ? tr("online-2v2", { preset: presetName(preset) }) : presetName(preset);
}

function tableRow(t, action) {
  const seats = t.state === "waiting" ? tr("pt-seats-taken", { taken: t.taken, seats: t.seats }) : tr("n-players", { count: t.taken });
  return h(
    "li.ptable",
    { dataset: { code: t.code, state: t.state } },
    h("span.ptrules", quickName(t.rules)),
    h("span.pthost", tr("pt-host", { name: t.host })),
    h("span.ptseats", seats),
    t.quick ? h("span.ptquick", tr("quick-match")) : null,
    action,
  );
}

/**
 * The public list: live counts, the tables waiting for players (Join) and
 * the games in progress (Watch). `nick()` gives the nickname to use, or
 * null when it is missing (the home page says so); `go(path)` opens a room.
 * The list stops refreshing once it is no longer on the page.
 */
export function publicList({ nick, go }) {
  const counts = h("p.pcounts", { "aria-live": "polite", "data-testid": "lobby-counts" }, "…");
  const waiting = h("ul.plain.ptables", { "aria-label": tr("tables-waiting"), "data-testid": "lobby-waiting" });
  const playing = h("ul.plain.ptables", { "aria-label": tr("games-in-progress"), "data-testid": "lobby-playing" });
  const err = h("p.error", { role: "alert" });
  const el = h(
    "section.panel.publicbox",
    { "aria-labelledby": "public-h" },
    h("h2", { id: "public-h" }, tr("public-tables")),
    counts,
    h("h3", tr("waiting-players")),
    waiting,
    h("h3", tr("games-to-watch")),
    playing,
    err,
  );
  const enter = async (code, spectator) => {
    const name = nick();
    if (!name) return;
    if (store.room(code)) return go(`/r/${code}`);
    try {
      await enterRoom("join", { code, nickname: name, spectator });
      go(`/r/${code}`);
    } catch (e) {
      err.textContent = errText(e);
    }
  };
  const render = (l) => {
    const c = l.counts;
    counts.textContent = tr("lobby-counts", { players: c.players_online, tables: c.tables_waiting, games: c.games_in_progress });
    clear(waiting);
    clear(playing);
    for (const t of l.waiting) {
      waiting.append(tableRow(t, h("button.act", { type: "button", "aria-label": tr("join-host-table", { name: t.host }), onclick: () => enter(t.code, false) }, tr("join"))));
    }
    for (const t of l.playing) {
      playing.append(tableRow(t, h("button.act", { type: "button", "aria-label": tr("watch-host-game", { name: t.host }), onclick: () => enter(t.code, true) }, tr("watch"))));
    }
    if (!l.waiting.length) waiting.append(h("li.hint", tr("no-table-waiting")));
    if (!l.playing.length) playing.append(h("li.hint", tr("no-public-game")));
  };
  // Pushed, not polled (issue 32 §4.9): `GET /api/lobby/events` sends the
  // lobby at once and again whenever it changes. Where the stream cannot
  // be had (no EventSource, or it closed for good), the list is fetched
  // every REFRESH_MS as before.
  let timer = null;
  let source = null;
  const refresh = async () => {
    timer = null;
    if (!el.isConnected) return;
    try {
      render(await api("GET", "/api/lobby"));
      err.textContent = "";
    } catch (e) {
      err.textContent = errText(e);
    }
    if (el.isConnected && !source) timer = setTimeout(refresh, REFRESH_MS);
  };
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (source) source.close();
    source = null;
  };
  const listen = () => {
    if (typeof EventSource !== "function") return setTimeout(refresh, 0);
    source = new EventSource("/api/lobby/events");
    source.addEventListener("lobby", (ev) => {
      if (!el.isConnected) return stop();
      try {
        render(JSON.parse(ev.data));
        err.textContent = "";
      } catch (e) {
        err.textContent = errText(e);
      }
    });
    source.addEventListener("error", () => {
      // EventSource reconnects by itself unless it gave up.
      if (source && source.readyState === EventSource.CLOSED) {
        source = null;
        if (el.isConnected) timer = setTimeout(refresh, REFRESH_MS);
      }
    });
    // The list leaves the page: the stream closes.
    const watch = setInterval(() => {
      if (!el.isConnected) {
        clearInterval(watch);
        stop();
      }
    }, 2000);
  };
  setTimeout(listen, 0);
  return { el, refresh, stop };
}

/**
 * The lobby's line about being public: a quick table's wait ("bots take
 * the empty seats in about N s"), and for the host of any other room a
 * switch that lists it in the public lobby (`configure` with `public`).
 */
export function publicNote(info, host, send) {
  if (info.status !== "lobby") return null;
  if (info.quick) {
    // One message, counting down (issue 32 §4.2): the server's
    // `fill_in_ms` is read against the moment this lobby update arrived,
    // and the line ticks every second until the deal.
    const q = info.quick;
    const el = h("p.hint.quicknote", { "data-testid": "quick-note" });
    const note = tr("quick-note", { seats: q.seats }) + " ";
    if (q.fill_in_ms === undefined || q.fill_in_ms === null) {
      el.textContent = note + tr("quick-bots-wait", { bots: q.bots });
      return el;
    }
    if (!FILL_AT.has(info)) FILL_AT.set(info, performance.now() + q.fill_in_ms);
    const at = FILL_AT.get(info);
    let shown = false;
    const tick = () => {
      shown = shown || el.isConnected;
      const left = Math.ceil((at - performance.now()) / 1000);
      el.textContent = note + (left > 0 ? tr("quick-starts-in", { n: left, bots: q.bots }) : tr("quick-starting"));
      // Until the deal, or until a newer lobby replaces this line.
      if (left > 0 && (el.isConnected || !shown)) setTimeout(tick, Math.min(1000, ((at - performance.now()) % 1000) + 20));
    };
    tick();
    return el;
  }
  if (!host) return info.public ? h("p.hint", tr("table-listed")) : null;
  const box = h("input", { type: "checkbox", id: "public-toggle", checked: info.public || null });
  box.addEventListener("change", () => send({ type: "configure", public: box.checked }));
  return h("label.field.publictoggle", { for: "public-toggle" }, box, h("span", " " + tr("list-table")));
}

/**
 * The lobby's line about hints (issue 31 §2): for the host of a room that
 * is not a quick table, a switch that allows them (`configure` with
 * `hints`; the server refuses it for a listed table), for everyone else a
 * note while they are on. Games with hints are not rated.
 */
export function hintsNote(info, host, send) {
  if (info.status !== "lobby" || info.quick) return null;
  if (!host) return info.hints ? h("p.hint", tr("hints-on")) : null;
  const box = h("input", { type: "checkbox", id: "hints-toggle", checked: info.hints || null });
  box.addEventListener("change", () => send({ type: "configure", hints: box.checked }));
  return h("label.field.hintstoggle", { for: "hints-toggle" }, box, h("span", " " + tr("allow-hints")));
}

/**
 * R8.6: a Wild Badtz-Maru makes every other player with the fewest cards
 * draw 4, so at eight seats or more a round can last thousands of turns
 * (docs/rules.md: median 810 turns at ten seats with four of them, 153
 * with two). The lobby says so while the table is being set, and what
 * keeps the rounds short.
 */
export function longRoundsNote(info) {
  if (info.status !== "lobby") return null;
  const spec = info.rules || {};
  const given = (spec.options || {}).badtz_maru_cards;
  const cards = Number(given ?? deckPreset(spec.preset)?.defaults.options.badtz_maru_cards ?? 0);
  const n = (info.seats || []).length;
  if (cards <= 2 || n < 8) return null;
  return h("p.hint", { "data-testid": "long-rounds-note" }, tr("long-rounds-note", { n, cards }));
}

/**
 * R15: with teams, the lobby says who partners whom at the table as it is
 * now (seat s and seat s + N/2), or that the table needs 4, 6, 8 or 10
 * seats; the host's ↑ ↓ buttons move players between teams.
 */
export function teamsNote(info, name) {
  const spec = info.rules || {};
  if (info.status !== "lobby" || (spec.teams || (spec.options || {}).teams) !== "pairs") return null;
  const n = (info.seats || []).length;
  // A quick 2v2 table fills its four seats (people, then bots): say how.
  if (info.quick && n < info.quick.seats) return h("p.hint", { "data-testid": "teams-note" }, tr("quick-2v2-note"));
  if (![4, 6, 8, 10].includes(n)) return h("p.hint", { "data-testid": "teams-note" }, tr("teams-need-seats", { n }));
  const half = n / 2;
  const pairs = [];
  for (let t = 0; t < half; t++) pairs.push(tr("team-pair", { team: String.fromCharCode(65 + t), a: name(t), b: name(t + half) }));
  return h("p.hint", { "data-testid": "teams-note" }, pairs.join(" · "));
}
