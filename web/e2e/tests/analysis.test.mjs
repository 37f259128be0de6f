// The coach's analysis under a replay (issue 31 §1; docs/protocol.md
// "Analysis"): a player finishes a short game against a bot (two cards
// each, one round), opens its replay from the game-over panel, sees every
// hand (the game is over and they sat there), asks for the analysis of
// their own play, sees the progress and then the evaluation line, one
// point per decision, its marks listed with "better was …", and a marked
// decision steps the replay to it. Desktop and phone, axe-clean; the
// phone turned to landscape and the page on a desktop's window redraw the
// line at the width it is then shown at.
//
// Whether the coach marks a mistake depends on the deal (R3: a fresh
// secret seed). The line and its points are checked on the real
// analysis; where it marks nothing, the same document with its first
// judged decision marked a blunder (the page's route to the server is
// intercepted for that one answer) checks how a mark is drawn, listed and
// followed: nothing here depends on luck.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, createRoom, addBot, takeTurn, waitFor, checkA11y, assertNoProblems } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer({ "--bot-delay-ms": "0", "--analysis-steps": "5000" });
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const RULES = { preset: "classic", options: { hand_size: 3 }, scoring: { method: "none" } };

/** Plays a short game against a bot to its end; returns the game's id. */
async function playShortGame(page) {
  await createRoom(page, server.url, "Ada", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(RULES));
  });
  await addBot(page, "easy");
  await page.locator('[data-focus="lobby-start"]').click();
  await waitFor(
    async () => {
      if (await page.locator('[data-focus="replay"]').count()) return true;
      await takeTurn(page);
      return false;
    },
    { timeout: 120000, step: 150, what: "the game's end" },
  );
  const href = await page.locator('[data-focus="replay"]').getAttribute("href");
  return Number(href.split("/").pop());
}

/** The chart's box on the screen, its drawing's width and its labels' boxes. */
function chartGeo(page) {
  return page.evaluate(() => {
    const svg = document.querySelector("svg.evalchart");
    return {
      svg: svg.getBoundingClientRect().toJSON(),
      drawn: svg.viewBox.baseVal.width,
      labels: [...svg.querySelectorAll("text.axis")].map((t) => ({ text: t.textContent, ...t.getBoundingClientRect().toJSON() })),
    };
  });
}

for (const [size, opts] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
]) {
  test(`${size}: the replay of one's own game shows every hand and the coach's evaluation line`, { timeout: 240000 }, async () => {
    const page = await newPage(browser, { ...opts, locale: "en-US" });
    // A game in which the player acted at least twice (the bot may go
    // out first with Skips and Reverses: then another game).
    let id;
    for (let tries = 0; ; tries++) {
      id = await playShortGame(page);
      const acted = await page.evaluate(async (id) => {
        const token = JSON.parse(localStorage.getItem("uno.v1") || "{}").player?.player_token;
        const r = await (await fetch(`/api/games/${id}/replay`, { headers: { authorization: `Bearer ${token}` } })).json();
        return r.steps.filter((s) => s.by === r.viewer && s.action && !["uno", "catch", "next_round"].includes(s.action.do)).length;
      }, id);
      if (acted >= 2) break;
      assert.ok(tries < 5, "five games in which the player hardly acted");
    }
    await page.locator('[data-focus="replay"]').click();
    await page.locator(".rview").waitFor();
    // Every hand: the player's own and the bot's.
    await page.getByRole("button", { name: "Next step" }).click();
    await waitFor(async () => (await page.locator(".rhand .rseat").count()) === 2, { what: "both hands" });
    assert.match(await page.locator(".rhand").innerText(), /Your hand[\s\S]*easy bot.*hand/i);

    // Ask for the analysis; progress, then the line.
    const panel = page.locator(".ranalysis");
    await panel.getByRole("button", { name: "Analyse my play" }).click();
    await panel.locator("svg.evalchart").waitFor({ timeout: 120000 });
    const doc = await page.evaluate(async (id) => {
      const token = JSON.parse(localStorage.getItem("uno.v1") || "{}").player?.player_token;
      const r = await fetch(`/api/games/${id}/analysis`, { headers: { authorization: `Bearer ${token}` } });
      return r.json();
    }, id);
    assert.equal(doc.status, "done");
    const ds = doc.analysis.decisions;
    assert.ok(ds.length > 0, "the player decided something");
    assert.equal(await panel.locator("svg.evalchart .pt, svg.evalchart .mark").count(), ds.length, "one point per decision");
    assert.match(await panel.innerText(), new RegExp(`${ds.length} decisions?`));
    // The chart is drawn at the width it is shown at: on a phone its
    // labels keep their size (a 600-wide drawing scaled down to the phone
    // made them about 5 px high) and "100%" is whole, not cut at the
    // chart's left edge; each key of the legend stays beside its words.
    const geo = await page.evaluate(() => {
      const svg = document.querySelector("svg.evalchart").getBoundingClientRect();
      const labels = [...document.querySelectorAll("svg.evalchart text.axis")].map((t) => ({ text: t.textContent, ...t.getBoundingClientRect().toJSON() }));
      const items = [...document.querySelectorAll(".ranalysis .legend .item")].map((i) => {
        const k = i.querySelector(".key").getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(i.lastChild);
        const w = words.getClientRects()[0];
        return { text: i.textContent, keyMid: (k.top + k.bottom) / 2, wordsTop: w.top, wordsBottom: w.bottom };
      });
      return { svg: svg.toJSON(), labels, items };
    });
    assert.equal(geo.labels.length, 3, "three labels: 0, 50 and 100%");
    for (const l of geo.labels) {
      assert.ok(l.height >= 9, `the label "${l.text}" is ${l.height.toFixed(1)} px high`);
      assert.ok(l.left >= geo.svg.left - 0.5, `the label "${l.text}" is cut at the chart's left edge`);
    }
    assert.equal(geo.items.length, 3, "three keys in the legend");
    for (const i of geo.items) assert.ok(i.keyMid >= i.wordsTop && i.keyMid <= i.wordsBottom, `the key of "${i.text}" is not on the line of its words`);
    await checkA11y(page, `analysis-${size}`);
    await shot(page, `analysis-${size}`);

    if (size === "phone") {
      // The phone turned to landscape, then the page on a desktop's
      // window, then back: each time the chart is drawn again at the
      // width it is now shown at (600 at most), its labels whole, inside
      // it and at least 9 px high. (Drawn once for the portrait phone, the
      // chart was stretched to twice its drawing in landscape.)
      for (const [w, hgt] of [
        [844, 390],
        [1280, 800],
        [390, 844],
      ]) {
        await page.setViewportSize({ width: w, height: hgt });
        const fit = await waitFor(
          async () => {
            const g = await chartGeo(page);
            const want = Math.round(Math.min(600, Math.max(260, g.svg.width)));
            return Math.abs(g.drawn - want) <= 1 ? g : null;
          },
          { timeout: 5000, what: `the chart drawn at its shown width at ${w}×${hgt}` },
        ).catch(async (e) => {
          const g = await chartGeo(page);
          throw new Error(`${e.message}: drawn ${g.drawn} px wide, shown ${g.svg.width.toFixed(1)} px wide`);
        });
        assert.ok(fit.svg.right <= w + 0.5, `the chart runs off the screen at ${w}×${hgt}`);
        assert.equal(fit.labels.length, 3, "three labels: 0, 50 and 100%");
        assert.equal(await panel.locator("svg.evalchart").count(), 1, "one chart");
        assert.equal(await panel.locator("svg.evalchart .pt, svg.evalchart .mark").count(), ds.length, "one point per decision");
        for (const l of fit.labels) {
          assert.ok(l.height >= 9, `at ${w}×${hgt} the label "${l.text}" is ${l.height.toFixed(1)} px high`);
          const inside = l.left >= fit.svg.left - 0.5 && l.right <= fit.svg.right + 0.5 && l.top >= fit.svg.top - 0.5 && l.bottom <= fit.svg.bottom + 0.5;
          assert.ok(inside, `at ${w}×${hgt} the label "${l.text}" is not inside the chart`);
        }
        await shot(page, `analysis-phone-${w}x${hgt}`);
      }
    }

    let marked = ds.filter((d) => d.mark);
    if (!marked.length) {
      // The same document with a mark (see the file's head).
      const judged = ds.find((d) => d.judged && d.ratings.length > 1) || ds[0];
      const other = judged.ratings.find((r) => JSON.stringify(r.action) !== JSON.stringify(judged.action)) || judged.ratings[0];
      judged.mark = "blunder";
      judged.best = other.action;
      judged.best_win = Math.max(judged.win, other.win);
      doc.analysis.summary[0].blunders = 1;
      await page.route(`**/api/games/${id}/analysis`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(doc) }), { times: 1 });
      await page.reload();
      await panel.locator("svg.evalchart").waitFor({ timeout: 30000 });
      marked = [judged];
    }
    const items = panel.locator("ol.marks li");
    assert.equal(await items.count(), marked.length, "each mark listed");
    const first = marked[0];
    const text = await items.first().innerText();
    // What the mark says follows the decision (R10.1: a play that left one
    // card without an UNO call says so, and "better" only when another
    // move was better; the coach rates each play with its call).
    const move = (a) => JSON.stringify([a.do, a.cards || null, a.color || null, a.target ?? null]);
    const head = "^(Mistake|Blunder) step \\d+: you chose to .+ \\(\\d+% to win\\)";
    const better = "; better was to .+ \\(\\d+%\\)\\.";
    const want = !first.missed_uno
      ? head + better + "$"
      : move(first.action) === move(first.best)
        ? head + " and did not call UNO with one card left \\(R10\\.1: a catch costs 2 cards\\)\\.$"
        : head + better + " And no UNO call with one card left \\(R10\\.1\\)\\.$";
    assert.match(text, new RegExp(want), JSON.stringify(first));
    assert.ok(text.includes(`step ${first.index}:`), text);
    await items.first().getByRole("button").click();
    await waitFor(async () => (await page.locator(".steplabel").innerText()).startsWith(`Step ${first.index} of`), { what: "the replay at the marked decision" });
    await checkA11y(page, `analysis-marks-${size}`);
    await shot(page, `analysis-marks-${size}`);
    await page.unroute(`**/api/games/${id}/analysis`);

    // A play that left one card without an UNO call (R10.1, `missed_uno`;
    // the coach rates each play with its call, so "better" is the same
    // move): the mark says so instead of "better was", and the summary
    // counts it. The same document, changed for this one answer.
    const missed = JSON.parse(JSON.stringify(doc));
    for (const d of missed.analysis.decisions) Object.assign(d, { mark: null, missed_uno: false });
    const m = missed.analysis.decisions.find((d) => d.action.do === "play") || missed.analysis.decisions[0];
    if (m.action.do !== "play") m.action = { do: "play", cards: ["R5"] };
    Object.assign(m, { mark: "mistake", missed_uno: true, best: { ...m.action, uno: true }, best_win: m.win });
    Object.assign(missed.analysis.summary[0], { mistakes: 1, blunders: 0, missed_uno: 1 });
    await page.route(`**/api/games/${id}/analysis`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(missed) }), { times: 1 });
    await page.reload();
    await panel.locator("svg.evalchart").waitFor({ timeout: 30000 });
    assert.equal(await items.count(), 1);
    const noUno = await items.first().innerText();
    assert.match(noUno, /^Mistake step \d+: you chose to play .+ \(\d+% to win\) and did not call UNO with one card left \(R10\.1: a catch costs 2 cards\)\.$/);
    assert.ok(!noUno.includes("better was"), noUno);
    assert.match(await panel.innerText(), /1 mistake, 0 blunders; .*\. 1 play left you one card without an UNO call \(R10\.1\)\./);
    await page.unroute(`**/api/games/${id}/analysis`);

    // A link with something stuck to the game's number (a mail client's
    // tracking, a pasted query) still opens that game, not "game #NaN".
    await page.goto(`${server.url}/#replay/${id}?from=mail`);
    await page.locator(".rview").waitFor();
    assert.match(await page.locator("h1").innerText(), new RegExp(`#${id}\\b`));
    assertNoProblems(page);
  });
}
