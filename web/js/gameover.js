// Scores between rounds and at the end (issue 22 §4 point 7): the game's
// result apart from the last round's, a round-by-round breakdown (the
// points each player won in each round, R12), a live countdown to the next
// round (the server's round pause, `next_round_ms`), and the lobby's seat
// count said truly.
import { h } from "./ui.js";
import { api } from "./net.js";
import { t as tr, noteAfter } from "./i18n.js";

/** The lobby's seat count: how many more a game needs, or that it can start (2 to 10 seats). */
export function seatsLine(n) {
  if (n >= 10) return tr("seats-full");
  if (n >= 2) return tr("seats-ready", { n });
  return tr("seats-need", { n, more: 2 - n });
}

/** The rounds of a game from its `round_ended` events: [{ round, winner, scores }]. */
export function roundsFromEvents(events) {
  const out = [];
  for (const e of events) if (e.type === "round_ended") out.push({ round: out.length + 1, winner: e.winner ?? null, scores: e.scores || [] });
  return out;
}

/** Points won in each round: the change of each score (R12; under penalty scoring, points taken). */
export function roundPoints(rounds) {
  let prev = null;
  return rounds.map((r) => {
    const pts = r.scores.map((s, i) => s - (prev ? prev[i] || 0 : 0));
    prev = r.scores;
    return { ...r, points: pts };
  });
}

/**
 * The rounds of this game as far as the page saw them; at game over a page
 * that missed some (it joined or reloaded during the game) reads them from
 * the finished game's replay once.
 */
export function knownRounds(rc, upTo) {
  const rounds = rc.rounds || [];
  const id = rc.gameOver && rc.gameOver.game_id;
  if (id && rounds.length < upTo && rc.roundsFetched !== id) {
    rc.roundsFetched = id;
    api("GET", `/api/games/${id}/replay`)
      .then((r) => {
        const all = roundsFromEvents((r.steps || []).flatMap((st) => st.events || []));
        if (all.length > (rc.rounds || []).length) {
          rc.rounds = all;
          rc.render();
        }
      })
      .catch(() => {});
  }
  return rounds;
}

/** The round-by-round table: a row per player, a column per round, the total last. */
export function breakdown(t, rounds, order) {
  const rp = roundPoints(rounds);
  if (!rp.length) return null;
  const penalty = t.rc.scoringMethod() === "penalty";
  return h(
    "div.breakdown",
    { "data-testid": "round-breakdown" },
    h("h3", tr("round-by-round")),
    h(
      "div.tablescroll",
      { tabindex: "0", role: "region", "aria-label": tr("points-each-round") },
      h(
        "table.scores.rounds",
        h("caption", penalty ? tr("points-taken-caption") : tr("points-won-caption")),
        h("thead", h("tr", h("th", { scope: "col" }, tr("th-player")), rp.map((r) => h("th.num", { scope: "col", title: tr("round-n", { n: r.round }) }, tr("round-n", { n: r.round }))), h("th.num", { scope: "col" }, tr("th-total")))),
        h(
          "tbody",
          order.map((seat) =>
            h(
              "tr",
              h("th", { scope: "row" }, t.teamTag(seat), t.name(seat)),
              rp.map((r) => h("td.num", { class: r.winner === seat ? "wentout" : "" }, String(r.points[seat] ?? 0), r.winner === seat ? " ✓" : null)),
              h("td.num", h("b", String(t.s.scores[seat]))),
            ),
          ),
        ),
      ),
    ),
  );
}

/** Seats in score order (best first). */
export function byScore(t) {
  const s = t.s;
  const penalty = t.rc.scoringMethod() === "penalty";
  const rows = [];
  for (let seat = 0; seat < s.players; seat++) rows.push(seat);
  return rows.sort((a, b) => (penalty ? s.scores[a] - s.scores[b] : s.scores[b] - s.scores[a]));
}

/** The game's result: every player's final score, the winners starred. */
export function finalTable(t, winners) {
  const s = t.s;
  return h(
    "table.scores.final",
    { "data-testid": "final-scores" },
    h("caption", tr("the-game"), s.teams ? h("span.teamnote", { "data-testid": "team-note" }, " · " + tr("scores-by-team")) : null),
    h("thead", h("tr", h("th", { scope: "col" }, tr("th-player")), h("th.num", { scope: "col" }, tr("th-score")))),
    h(
      "tbody",
      byScore(t).map((seat) =>
        h(
          "tr",
          { class: winners.includes(seat) ? "win" : "" },
          h("td", winners.includes(seat) ? "★ " : "", t.teamTag(seat), t.name(seat), (s.eliminated || []).includes(seat) ? noteAfter(tr("eliminated-note")) : ""),
          h("td.num", h("b", String(s.scores[seat]))),
        ),
      ),
    ),
  );
}

/** The last round alone: cards left and their value; who went out is said in words, not starred. */
export function lastRoundTable(t) {
  const s = t.s;
  const rp = s.round_points || [];
  const w = s.round_winner;
  const rows = [];
  for (let seat = 0; seat < s.players; seat++) rows.push(seat);
  rows.sort((a, b) => s.hand_sizes[a] - s.hand_sizes[b]);
  return h(
    "table.scores.lastround",
    { "data-testid": "last-round" },
    h("caption", tr("last-round-caption", { n: s.round })),
    h("thead", h("tr", h("th", { scope: "col" }, tr("th-player")), h("th.num", { scope: "col" }, tr("th-cards-left")), h("th.num", { scope: "col" }, tr("th-hand-value")))),
    h(
      "tbody",
      rows.map((seat) =>
        h(
          "tr",
          h("td", t.teamTag(seat), t.name(seat), seat === w ? h("span.wentout", " · " + tr("went-out")) : null),
          h("td.num", String(s.hand_sizes[seat])),
          h("td.num", rp[seat] !== undefined ? String(rp[seat]) : "–"),
        ),
      ),
    ),
  );
}

/**
 * "Next round in 4 s", counting down from the server's round pause
 * (`next_round_ms`) until the deal, or the old sentence when the server
 * does not say.
 */
export function countdown(rc) {
  const el = h("p.hint.countdown", { "data-testid": "next-round-countdown" });
  const nr = rc.nextRound;
  if (!nr) {
    el.textContent = tr("next-round-soon");
    return el;
  }
  const tick = () => {
    const left = Math.max(0, nr.ms - (performance.now() - nr.at));
    const secs = Math.ceil(left / 1000);
    el.textContent = secs > 0 ? tr("next-round-in", { n: secs }) : tr("dealing-next");
    if (secs > 0 && (el.isConnected || performance.now() - nr.at < 1000)) setTimeout(tick, Math.min(250, left % 1000 || 250));
  };
  tick();
  return el;
}
