// The daily deal (docs/protocol.md "The daily deal"): the home page's
// "Today's deal" card (the day, its commitment, your result and place,
// the day's table, a button to play it) and a day's page (#daily/DAY:
// its table and, once the day is over, its reveal and every replay).
import { h, clear } from "./ui.js";
import { api, store } from "./net.js";
import { t, fmtList, fmtDay, noteAfter } from "./i18n.js";
import { errText } from "./words.js";

const auth = () => (store.player && store.player.player_token ? { authorization: `Bearer ${store.player.player_token}` } : {});

/** GET a daily view with this page's identity (dropped if the server does not know it). */
async function load(path) {
  try {
    return await api("GET", path, undefined, auth());
  } catch (e) {
    if (e.code !== "bad_token") throw e;
    return api("GET", path);
  }
}

/** The day of a daily room this page started, if `code` is one. */
export function dailyDay(code) {
  const r = store.room(code);
  return (r && r.daily) || null;
}

/** The bots of the day in words: "an easy bot, a medium bot and a hard bot". */
function botsText(d) {
  return fmtList(d.bots.map((b) => t("bot-level", { level: b.level })));
}

/** Your attempt in a sentence. */
function yourResult(d) {
  const y = d.you;
  if (!y) return null;
  if (!y.finished) return h("p.dailyyou", { "data-testid": "daily-you" }, t("daily-unfinished"));
  const args = { turns: y.turns, points: y.points, place: y.place, count: d.table.finished };
  return h("p.dailyyou", { "data-testid": "daily-you" }, h("strong", t(y.won ? "daily-you-won" : "daily-you-lost", args)));
}

/** The day's table: finished attempts by place, then who did not finish. */
function standings(d, opts = {}) {
  const you = d.you && d.you.player_id;
  const rows = d.table.ranked;
  const caption = h("caption", opts.caption || t("daily-table"));
  const table = rows.length
    ? h(
        "table.scores.dailytable",
        { "data-testid": "daily-table" },
        caption,
        h(
          "thead",
          h(
            "tr",
            h("th.num", { scope: "col" }, t("daily-th-place")),
            h("th", { scope: "col" }, t("th-player")),
            h("th", { scope: "col" }, t("daily-th-result")),
            h("th.num", { scope: "col" }, t("daily-th-turns")),
            h("th.num", { scope: "col" }, t("daily-th-points")),
            opts.replays ? h("th", { scope: "col" }, t("daily-th-replay")) : null,
          ),
        ),
        h(
          "tbody",
          rows.map((e) =>
            h(
              "tr",
              { class: e.player_id === you ? "mine" : "" },
              h("td.num", String(e.place)),
              h("td", e.nickname, e.player_id === you ? noteAfter(t("you-note")) : "", e.bot_account ? h("span.badge.botbadge", " ", t("bot-badge")) : null),
              h("td", t(e.won ? "daily-won" : "daily-lost")),
              h("td.num", String(e.turns)),
              h("td.num", String(e.points)),
              opts.replays ? h("td", e.replay_page ? h("a", { href: e.replay_page, "data-nav": "", "aria-label": t("daily-replay-of", { name: e.nickname }) }, t("daily-replay")) : "") : null,
            ),
          ),
        ),
      )
    : h("p.hint", t("daily-none-yet"));
  const unfinished = d.table.unfinished.length ? h("p.hint", t("daily-unfinished-list", { names: fmtList(d.table.unfinished.map((e) => e.nickname)), count: d.table.unfinished.length })) : null;
  return h("div.dailystandings", table, unfinished);
}

/** The commitment, and the reveal once the day is over (`short`: the card's summary). */
function fairness(d, short = false) {
  const rows = [h("dt", t("daily-commitment")), h("dd", h("code", d.commitment))];
  if (d.seed) rows.push(h("dt", t("replay-seed")), h("dd", h("code", d.seed)), h("dt", t("replay-salt")), h("dd", h("code", d.salt)), h("dt", t("fair-check-it")), h("dd", h("code", d.verify)));
  return h("details.fair", h("summary", t(short ? "daily-commitment" : "daily-fair-summary")), h("p", t(d.seed ? "daily-fair-revealed" : "daily-fair-text")), h("dl", rows));
}

/** Starts this page's attempt at today's deal and opens its room. */
async function startDaily(nick, go) {
  let player = store.player;
  if (!player || !player.player_token) {
    const g = await api("POST", "/api/guests", { nickname: nick });
    player = store.player = { player_id: g.player_id, player_token: g.player_token };
    store.nickname = nick;
  }
  let m;
  try {
    m = await api("POST", "/api/daily/start", undefined, auth());
  } catch (e) {
    if (e.code !== "bad_token") throw e;
    // An identity this server does not know: a new one.
    const g = await api("POST", "/api/guests", { nickname: nick });
    store.player = { player_id: g.player_id, player_token: g.player_token };
    m = await api("POST", "/api/daily/start", undefined, auth());
  }
  store.nickname = nick;
  store.setRoom(m.code, { token: m.token, member_id: m.member_id, nickname: nick, daily: m.day });
  go(m.share_path);
}

/** The first places of the day's table in one line ("1. Ada, 2. Bob and 3. Cid"). */
function leaders(d) {
  const top = d.table.ranked.slice(0, 3);
  if (!top.length) return null;
  return h("p.dailyleaders", { "data-testid": "daily-leaders" }, t("daily-leaders", { names: fmtList(top.map((e) => `${e.place}. ${e.nickname}`)) }));
}

/** Play (no attempt yet), or back to an unfinished game of today this page holds. */
function playAction(d, nick, go, err) {
  const y = d.you;
  if (!y && d.today) {
    const btn = h("button.act.primary", { type: "button", "data-testid": "daily-play" }, t("daily-play"));
    btn.addEventListener("click", async () => {
      const n = nick();
      if (!n) return;
      btn.disabled = true;
      err.textContent = "";
      try {
        await startDaily(n, go);
      } catch (e) {
        err.textContent = errText(e);
        btn.disabled = false;
      }
    });
    return btn;
  }
  if (y && !y.finished && y.room && d.today && store.room(y.room)) {
    return h("a.act.primary", { href: `/r/${y.room}`, "data-nav": "", "data-testid": "daily-continue" }, t("daily-continue"));
  }
  return null;
}

/**
 * The home page's "Today's deal" card, kept short (the home page stays
 * under two phone screens): the day, your result and place or the Play
 * button, the first places, the link to the day's whole table, and the
 * commitment. `nick()` gives the nickname to play under (or null after
 * saying what is wrong with it).
 */
export function dailyCard({ nick, go }) {
  const body = h("div.dailybody", h("p.hint", t("loading")));
  const date = h("span.dailydate");
  const head = h("div.dailyhead", h("h2", { id: "daily-h" }, t("daily-title")), date);
  const el = h("section.panel.dailybox", { "aria-labelledby": "daily-h", "data-testid": "daily-card" }, head, body);
  const err = h("p.error", { role: "alert", "data-testid": "daily-error" });
  (async () => {
    let d;
    try {
      d = await load("/api/daily");
    } catch (e) {
      clear(body).appendChild(h("p.hint", errText(e)));
      return;
    }
    // Today's: the year goes without saying (and the card's head stays one
    // line on a phone).
    date.appendChild(h("time", { datetime: d.day }, fmtDay(d.day, { year: false })));
    head.appendChild(fairness(d, true));
    // (h() leaves out what is null; Element.append would write "null".)
    clear(body).appendChild(
      h(
        "div",
        yourResult(d),
        leaders(d),
        h(
          "div.dailyrow",
          playAction(d, nick, go, err),
          h("a", { href: "/#daily", "data-nav": "", "data-testid": "daily-open" }, t("daily-table")),
        ),
        err,
      ),
    );
  })();
  return el;
}

/** A day's page, #daily/DAY (today when no day is given). */
export async function showDaily(app, day, footer, go) {
  document.body.dataset.view = "daily";
  document.title = t("daily-title");
  const root = clear(app);
  const heading = h("h1", t("daily-title"));
  const head = h("header.pagehead", h("a.brand", { href: "/", "data-nav": "" }, h("span.logo", "UNO")), heading, h("a.act", { href: "/", "data-nav": "" }, t("daily-home")));
  const box = h("main.dailypage", h("p.hint", t("loading")));
  root.append(head, box, footer());
  let d;
  try {
    d = await load(day ? `/api/daily/${encodeURIComponent(day)}` : "/api/daily");
  } catch (e) {
    clear(box).appendChild(h("p.error", errText(e)));
    return;
  }
  heading.textContent = d.today ? t("daily-title") : t("daily-past-title", { day: fmtDay(d.day) });
  document.title = heading.textContent;
  const err = h("p.error", { role: "alert", "data-testid": "daily-error" });
  const nick = () => store.nickname || t("daily-player");
  clear(box).appendChild(
    h(
      "section.panel",
      h("p.dailyday", h("time", { datetime: d.day }, fmtDay(d.day)), " · ", t("daily-lead", { bots: botsText(d) })),
      yourResult(d),
      playAction(d, nick, go, err),
      err,
      d.today ? null : h("p.hint", t("daily-replays-open")),
      standings(d, { replays: !d.today, caption: d.today ? t("daily-table") : t("daily-table-of", { day: d.day }) }),
      fairness(d),
      d.yesterday ? h("p", h("a", { href: `/#daily/${d.yesterday.day}`, "data-nav": "", "data-testid": "daily-yesterday" }, t("daily-yesterday", { day: d.yesterday.day }))) : null,
    ),
  );
}

/** A revealed daily replay's every hand (the replay state's `hands`). */
export function allHands(hands, seats, cardFace) {
  return h(
    "div.rallhands",
    { "data-testid": "all-hands" },
    h("h3", t("daily-all-hands")),
    hands.map((cards, i) =>
      h("div.rhandrow", h("span.lbl", seats[i] ? seats[i].nickname : t("seat-n", { n: i + 1 })), h("div.rhandcards", (cards || []).length ? cards.map((c) => cardFace(c, { small: true })) : h("span.hint", t("no-cards")))),
    ),
  );
}
