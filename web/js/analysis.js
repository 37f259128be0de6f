// The coach's analysis of the viewer's own seat under a replay (issue 31
// §1, docs/protocol.md "Analysis"): a player who sat at the game asks for
// it; the server's workers rate each of their decisions in the background
// (progress shown while it runs); then a small win-probability line, each
// mistake and blunder marked, and for each marked decision what would
// have been better, in the reader's language. A marked decision steps the
// replay to it.
import { h, clear } from "./ui.js";
import { t, fmtNumber, fmtList } from "./i18n.js";
import { cardName } from "./cards.js";
import { api } from "./net.js";
import { errText } from "./words.js";

const SVGNS = "http://www.w3.org/2000/svg";
// The chart is drawn at the width it is shown at (600 at most), so that
// its labels and marks keep their size on a phone instead of shrinking
// with a scaled drawing; it is drawn again when that width changes (a
// resized window, a phone turned between portrait and landscape).
const W_MAX = 600;
const W_MIN = 260;
const H = 150;
// The left pad holds the widest label, "100 %" as French and German write it.
const PAD = { l: 46, r: 8, t: 8, b: 18 };

function el(name, attrs = {}) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

const pct = (p) => fmtNumber(p, { style: "percent", maximumFractionDigits: 0 });

/** An action of the analysis in words ("play Red 5 and name Blue"). */
export function actionWords(a, name) {
  if (!a) return "";
  const colour = a.color ? t(`color-${String(a.color).charAt(0).toUpperCase()}`) : "";
  const cards = fmtList((a.cards || []).map((c) => cardName(c)));
  const player = a.target !== undefined && a.target !== null ? name(a.target) : "";
  const what = { play: a.color ? "play-colour" : "play", choose_color: "colour", choose_player: "player" }[a.do] || a.do;
  return t("hint-what", { do: what, cards, colour, player });
}

/** Whether two actions are the same move, an UNO call aside (R10.1). */
function sameMove(a, b) {
  const key = (x) => JSON.stringify([x.do, x.cards || null, x.color || null, x.target ?? null]);
  return !!a && !!b && key(a) === key(b);
}

/**
 * What a marked decision says: what was chosen and what was better; a
 * play that left one card without an UNO call (R10.1, `missed_uno`: the
 * coach rates each play with its call) says so, and "better" only when
 * another move was.
 */
function markWords(d, name) {
  const played = { action: actionWords(d.action, name), win: pct(d.win) };
  const better = t("analysis-better", { action: actionWords(d.best, name), win: pct(d.best_win) });
  if (!d.missed_uno) return [t("analysis-played", played), " ", better];
  if (sameMove(d.action, d.best)) return [t("analysis-played-no-uno", played)];
  return [t("analysis-played", played), " ", better, " ", t("analysis-no-uno-too")];
}

/**
 * The win-probability line: x the decision's step in the game, y the
 * estimated chance to win the round after the action played; a circle
 * for a mistake, a cross for a blunder, a grey line at each new round.
 */
function chart(doc, total, go, width) {
  const W = Math.round(Math.min(W_MAX, Math.max(W_MIN, width || W_MAX)));
  const ds = doc.decisions;
  const x = (i) => PAD.l + ((W - PAD.l - PAD.r) * i) / Math.max(1, total);
  const y = (p) => PAD.t + (H - PAD.t - PAD.b) * (1 - p);
  const marks = ds.filter((d) => d.mark).length;
  const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "evalchart", role: "img", "aria-label": t("analysis-chart-label", { decisions: ds.length, marks }) });
  for (const p of [0, 0.5, 1]) {
    svg.appendChild(el("line", { x1: PAD.l, x2: W - PAD.r, y1: y(p), y2: y(p), class: p === 0.5 ? "mid" : "grid" }));
    const lbl = el("text", { x: PAD.l - 4, y: y(p) + 4, class: "axis", "text-anchor": "end" });
    lbl.textContent = pct(p);
    svg.appendChild(lbl);
  }
  // One line per round, a grey line where a new round begins.
  let line = [];
  let round = ds.length ? ds[0].round : null;
  const flush = () => {
    if (line.length) svg.appendChild(el("polyline", { points: line.join(" "), class: "line" }));
    line = [];
  };
  for (const d of ds) {
    if (d.round !== round) {
      flush();
      round = d.round;
      svg.appendChild(el("line", { x1: x(d.index), x2: x(d.index), y1: PAD.t, y2: H - PAD.b, class: "round" }));
    }
    line.push(`${x(d.index).toFixed(1)},${y(d.win).toFixed(1)}`);
  }
  flush();
  for (const d of ds) {
    const cx = x(d.index);
    const cy = y(d.win);
    let m;
    if (d.mark === "blunder") {
      m = el("path", { d: `M${cx - 5},${cy - 5}L${cx + 5},${cy + 5}M${cx - 5},${cy + 5}L${cx + 5},${cy - 5}`, class: "mark blunder" });
    } else if (d.mark === "mistake") {
      m = el("circle", { cx, cy, r: 5, class: "mark mistake" });
    } else {
      m = el("circle", { cx, cy, r: 2, class: "pt" });
    }
    if (d.mark) {
      const title = el("title");
      title.textContent = t(`analysis-mark-${d.mark}`);
      m.appendChild(title);
      m.addEventListener("click", () => go(d.index));
    }
    svg.appendChild(m);
  }
  return svg;
}

/**
 * The analysis panel of game `id` for the viewer (a player who sat
 * there): `auth` the Authorization header, `total` the replay's steps,
 * `go(step)` steps the replay, `name(seat)` a seat's name.
 */
export function analysisPanel({ id, auth, total, go, name }) {
  const box = h("div.analysis", { "aria-live": "polite" });
  const root = h("section.ranalysis", { "aria-labelledby": "analysis-h" }, h("h2", { id: "analysis-h" }, t("analysis-heading")), box);
  let timer = null;
  let alive = true;
  // The chart shown and what redraws it when the panel's width changes.
  let shown = null;
  let current = null;
  let resizer = null;
  const path = `/api/games/${id}/analysis`;

  const stop = () => {
    alive = false;
    if (timer) clearTimeout(timer);
    if (resizer) resizer.disconnect();
  };
  window.addEventListener("popstate", stop, { once: true });
  window.addEventListener("hashchange", stop, { once: true });

  function ask() {
    clear(box).append(h("p.hint", t("analysis-intro")), h("button.act.primary", { type: "button", onclick: () => request() }, t("analysis-ask")));
  }

  async function request() {
    try {
      render(await api("POST", path, undefined, auth));
    } catch (e) {
      clear(box).append(h("p.error", { role: "alert" }, errText(e)), h("button.act", { type: "button", onclick: () => request() }, t("try-again")));
    }
  }

  async function poll() {
    if (!alive || !root.isConnected) return;
    try {
      render(await api("GET", path, undefined, auth));
    } catch (e) {
      if (e.code === "no_analysis") return ask();
      clear(box).append(h("p.error", errText(e)));
    }
  }

  function render(job) {
    if (job.status === "queued" || job.status === "running") {
      const text = job.status === "queued" || !job.total ? t("analysis-queued") : t("analysis-progress", { done: job.done, total: job.total });
      clear(box).append(h("p.progress", h("span.spinner", { "aria-hidden": "true" }), text), job.total ? h("progress", { max: job.total, value: job.done, "aria-label": t("analysis-heading") }) : null);
      timer = setTimeout(poll, 1000);
      return;
    }
    if (job.status === "failed") {
      clear(box).append(h("p.error", t("analysis-failed")), h("button.act", { type: "button", onclick: () => request() }, t("try-again")));
      return;
    }
    done(job.analysis);
  }

  function done(doc) {
    const ds = doc.decisions || [];
    const s = (doc.summary || [])[0] || { decisions: ds.length, mistakes: 0, blunders: 0, mean_loss: 0 };
    const marked = ds.filter((d) => d.mark);
    const list = h(
      "ol.marks",
      marked.map((d) =>
        h(
          "li",
          { class: `m-${d.mark}` },
          h(
            "button.link",
            { type: "button", onclick: () => go(d.index) },
            h("b", t(`analysis-mark-${d.mark}`)),
            " ",
            t("analysis-step", { step: d.index }),
            ": ",
            ...markWords(d, name),
          ),
        ),
      ),
    );
    current = doc;
    shown = chart(doc, total, go, box.clientWidth);
    clear(box).append(
      shown,
      // Each key stays beside its words when the legend wraps.
      h(
        "p.legend",
        h("span.item", h("span.key.k-line", { "aria-hidden": "true" }), t("analysis-legend-line")),
        " ",
        h("span.item", h("span.key.k-mistake", { "aria-hidden": "true" }), t("analysis-mark-mistake")),
        " ",
        h("span.item", h("span.key.k-blunder", { "aria-hidden": "true" }), t("analysis-mark-blunder")),
      ),
      h(
        "p",
        t("analysis-summary", { decisions: s.decisions, mistakes: s.mistakes, blunders: s.blunders, loss: fmtNumber(100 * s.mean_loss, { maximumFractionDigits: 1 }) }),
        s.missed_uno ? " " + t("analysis-summary-no-uno", { count: s.missed_uno }) : null,
      ),
      marked.length ? list : h("p.hint", t("analysis-no-marks")),
    );
    follow();
  }

  // A new width, once it has settled (a window dragged wider reports many):
  // the chart drawn again at it, when its drawing would change.
  let redraw = null;
  function follow() {
    if (resizer || typeof ResizeObserver === "undefined") return;
    resizer = new ResizeObserver(() => {
      clearTimeout(redraw);
      redraw = setTimeout(() => {
        if (!root.isConnected) return resizer.disconnect();
        if (!shown || !shown.isConnected || !box.clientWidth) return;
        const next = chart(current, total, go, box.clientWidth);
        if (next.getAttribute("viewBox") !== shown.getAttribute("viewBox")) {
          shown.replaceWith(next);
          shown = next;
        }
      }, 120);
    });
    resizer.observe(box);
  }

  // The first look once the panel is on the page.
  setTimeout(poll, 0);
  return root;
}
