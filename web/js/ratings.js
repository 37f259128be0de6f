// Ratings (docs/protocol.md "Ratings"): the leaderboard by Glicko-2
// rating, with each rating's 95% interval, games played and a badge for
// bots, and a player's page (#player/ID, #player/bot:LEVEL): the rating,
// its history as a small line chart, and recent games with their replays.
import { h, clear, fmtTime } from "./ui.js";
import { api } from "./net.js";
import { t, intlLang } from "./i18n.js";
import { errText } from "./words.js";
import { seatName } from "./room.js";

const SVGNS = "http://www.w3.org/2000/svg";

/** The page of a leaderboard row or player: `#player/12`, `#player/bot:medium`. */
export function playerHref(p) {
  const id = p.player_id != null ? String(p.player_id) : p.player;
  return `/#player/${encodeURIComponent(id)}`;
}

const num = (x) => Math.round(x).toString();

function botBadge(p) {
  return p.bot ? h("span.badge.botbadge", { title: p.level ? t("rating-bot-level", { level: p.level }) : t("rating-bot-any") }, t("rating-bot")) : null;
}

/** "1523 ± 140" with the interval spelled out for screen readers and on hover. */
function ratingText(r) {
  const [lo, hi] = r.interval;
  return h(
    "span.rating",
    { title: t("rating-interval", { lo: num(lo), hi: num(hi) }) },
    h("strong", num(r.rating)),
    h("span.interval", ` (${num(lo)}–${num(hi)})`),
  );
}

/** Fills `box` with the leaderboard: rated players and bots, highest rating first. */
export async function fillLeaderboard(box, limit = 10) {
  try {
    const r = await api("GET", `/api/leaderboard?limit=${limit}`);
    clear(box).appendChild(
      r.players.length
        ? h(
            "ol.leaders",
            r.players.map((p) =>
              h(
                "li",
                h("a.leader", { href: playerHref(p), "data-nav": "" }, h("b", seatName(p))),
                botBadge(p),
                " ",
                ratingText(p),
                h("span.lgames", ` ${t("rating-games", { count: p.games })}`),
              ),
            ),
          )
        : h("p.hint", t("rating-none")),
    );
    if (r.players.length) box.appendChild(h("p.hint", t("rating-leaders-note")));
  } catch {
    clear(box).appendChild(h("p.hint", t("rating-unavailable")));
  }
}

/** The chart's points (the rating before the first game, then after each) and its band's ends. */
function ratingBand(history) {
  const pts = history.map((p) => ({ r: p.rating, lo: p.rating - 1.96 * p.rd, hi: p.rating + 1.96 * p.rd }));
  if (history.length) {
    const { rating_before: r, rd_before: rd } = history[0];
    pts.unshift({ r, lo: r - 1.96 * rd, hi: r + 1.96 * rd });
  }
  return { pts, lo: Math.min(...pts.map((p) => p.lo)), hi: Math.max(...pts.map((p) => p.hi)) };
}

/** A line chart of the rating after each game, with its 95% band. */
export function ratingChart(history) {
  const W = 480;
  const H = 160;
  const pad = 28;
  const { pts, lo, hi } = ratingBand(history);
  const span = Math.max(hi - lo, 1);
  const x = (i) => pad + (i * (W - 2 * pad)) / Math.max(pts.length - 1, 1);
  const y = (v) => H - pad / 2 - ((v - lo) * (H - pad)) / span;
  const el = (name, attrs) => {
    const e = document.createElementNS(SVGNS, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    return e;
  };
  const first = pts.length ? pts[0].r : 0;
  const last = pts.length ? pts[pts.length - 1].r : 0;
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "ratingchart", role: "img" });
  const label = t("rating-chart-label", { count: history.length, first: num(first), last: num(last) });
  svg.setAttribute("aria-label", label);
  const title = el("title", {});
  title.textContent = label;
  svg.appendChild(title);
  const band = pts.map((p, i) => `${x(i)},${y(p.hi)}`).concat(pts.map((p, i) => `${x(i)},${y(p.lo)}`).reverse());
  svg.appendChild(el("polygon", { points: band.join(" "), class: "band" }));
  svg.appendChild(el("polyline", { points: pts.map((p, i) => `${x(i)},${y(p.r)}`).join(" "), class: "line" }));
  for (const [v, cls] of [
    [hi, "top"],
    [lo, "bottom"],
  ]) {
    const t = el("text", { x: 2, y: cls === "top" ? 12 : H - 2, class: "axis" });
    t.textContent = num(v);
    svg.appendChild(t);
  }
  pts.forEach((p, i) => svg.appendChild(el("circle", { cx: x(i), cy: y(p.r), r: 2.5, class: "pt" })));
  return svg;
}

/**
 * A place in a game in the page's language ("2nd", "2.", "2e", "2 位"):
 * `ord` is the number's ordinal category ("one", "two", "few", "other"),
 * for the languages whose words change with it.
 */
function placeText(n) {
  let ord = "other";
  try {
    ord = new Intl.PluralRules(intlLang(), { type: "ordinal" }).select(n);
  } catch {
    /* "other" */
  }
  return t("rating-place", { place: n, ord });
}

/**
 * Whether the player's place in a game is shared (issue 32 §4.7): another
 * seat with the same result (a game winner or not, the same score) has
 * the same place, as the server places seats (ratings.rs).
 */
function tiedPlace(g, p) {
  const mine = g.seats.filter((s) => (p.player_id != null ? s.player_id === p.player_id : p.bot && s.bot && s.nickname === p.nickname));
  if (!mine.length || !g.rating) return false;
  return g.seats.some((s) => !mine.includes(s) && mine.some((m) => m.winner === s.winner && m.score === s.score));
}

function recentRow(g, p) {
  const change = g.rating ? g.rating.rating - g.rating.rating_before : null;
  return h(
    "a.gamerow.recent",
    { href: g.replay_page, "data-nav": "" },
    h("span.gid", `#${g.game_id}`),
    h("span.when", fmtTime(g.finished_ms)),
    h(
      "span.who",
      g.seats.map((s, i) => h("span", { class: s.winner ? "winner" : "" }, `${s.winner ? "★ " : ""}${seatName(s)}`, i < g.seats.length - 1 ? ", " : "")),
    ),
    h("span.place", g.rating ? (tiedPlace(g, p) ? t("place-tied", { place: placeText(g.rating.place) }) : placeText(g.rating.place)) : t("rating-unrated")),
    h("span.change", { class: change == null ? "" : change >= 0 ? "up" : "down" }, change == null ? "" : `${change >= 0 ? "+" : "−"}${Math.abs(change).toFixed(1)}`),
  );
}

/** The player page: `#player/ID`. */
export async function showPlayer(app, id, footer) {
  document.body.dataset.view = "player";
  document.title = t("player-title");
  const root = clear(app);
  const title = h("h1", t("player-heading"));
  const box = h("main.playerpage", h("p.hint", t("loading")));
  root.append(h("header.pagehead", h("a.brand", { href: "/", "data-nav": "" }, h("span.logo", "UNO")), title, h("a.act", { href: "/#history", "data-nav": "" }, t("player-back"))), box);
  if (footer) root.append(footer());
  let p;
  try {
    p = await api("GET", `/api/players/${encodeURIComponent(id)}`);
  } catch (e) {
    clear(box).appendChild(h("p.error", errText(e)));
    return;
  }
  document.title = `UNO: ${seatName(p)}`;
  clear(title).append(seatName(p));
  if (p.bot) title.append(botBadge(p));
  const r = p.rating;
  const summary = h(
    "section.panel.ratingcard",
    h("h2", t("rating-heading")),
    r
      ? [
          h("p.bigrating", ratingText(r)),
          h("p.hint", t("rating-summary", { games: r.games, wins: r.wins, rd: num(r.rd) })),
        ]
      : h("p.hint", t("rating-not-yet")),
  );
  // The chart's two numbers are its band's ends: said in words (§4.7).
  const chartNote = (hist) => {
    const b = ratingBand(hist);
    return h("p.hint", { "data-testid": "chart-note" }, t("rating-chart-note", { lo: num(b.lo), hi: num(b.hi) }));
  };
  const chart = h("section.panel.ratinghistory", h("h2", t("rating-over-time")), p.history.length ? [ratingChart(p.history), chartNote(p.history)] : h("p.hint", t("rating-none")));
  const games = h(
    "section.panel.recentgames",
    h("h2", t("player-recent")),
    p.games.length ? h("div.gamelist", p.games.map((g) => recentRow(g, p))) : h("p.hint", t("player-no-games")),
  );
  clear(box).append(summary, chart, games);
}
