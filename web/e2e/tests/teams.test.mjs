// Partnerships on the page (issue 30 §3, R15): the rules step's "Play in
// teams of two" writes `"teams": "pairs"`; in a 2v2 room (two people and
// two bots) the lobby says who partners whom (seat s and s + N/2, R15.1);
// at the table each player sees their partner marked and every seat's
// team; the game is played to its end, and the final table is by team
// (R15.4: partners share one total). Desktop and phone, axe-clean.
//
// The deal does not matter (R3): both people play whatever their page
// offers until the game is over (one round of three cards).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, createRoom, openRules, addBot, takeTurn, waitFor, checkA11y, shot, assertNoProblems } from "./harness.mjs";

let server, browser;
before(async () => {
  // Quick tables wait a minute for players: the 2v2 test's second player
  // must find the first one's table still waiting, however slow the page.
  server = await startServer({ "--quick-wait-ms": "60000" });
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

test("the rules step's teams choice writes teams = pairs", { timeout: 60000 }, async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(server.url + "/");
  await openRules(page);
  await page.getByLabel(/Play in teams of two/).check();
  await page.getByText("Rules as JSON", { exact: true }).click();
  const spec = JSON.parse(await page.getByLabel("Rules as JSON").inputValue());
  assert.equal(spec.teams, "pairs");
  await page.getByLabel(/Play in teams of two/).uncheck();
  assert.equal(JSON.parse(await page.getByLabel("Rules as JSON").inputValue()).teams, undefined);
  assertNoProblems(page);
});

test("2v2: partners marked, the lobby's pairs, a game to its end scored by team", { timeout: 240000 }, async () => {
  const RULES = { preset: "classic", teams: "pairs", options: { hand_size: 3 }, scoring: { method: "winner_takes_all", game_end: "hands:1" } };
  const ada = await newPage(browser, DESKTOP);
  const code = await createRoom(ada, server.url, "Ada", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(RULES));
  });
  const bob = await newPage(browser, PHONE);
  await bob.goto(`${server.url}/r/${code}`);
  await bob.getByLabel("Nickname").fill("Bob");
  await bob.getByRole("button", { name: "Join the table" }).click();
  await bob.locator(".conn.open").waitFor();
  await ada.locator(".seatlist .seat", { hasText: "Bob" }).waitFor();
  // Three seats: teams cannot be made yet (R15.1).
  await addBot(ada, "medium");
  await waitFor(async () => /need 4, 6, 8 or 10 seats/.test(await ada.getByTestId("teams-note").innerText()), { what: "the seats teams need" });
  await addBot(ada, "medium");
  // Four: Ada (seat 1) partners seat 3, Bob (seat 2) seat 4.
  const note = await ada.getByTestId("teams-note").innerText();
  assert.match(note, /Team A: Ada and .+ · Team B: Bob and .+/);
  await checkA11y(ada, "teams lobby");
  await ada.getByRole("button", { name: "Start the game" }).click();
  for (const p of [ada, bob]) await p.locator(".hand .handcard").first().waitFor();

  // Each sees exactly one partner, opposite (seat + 2), and every seat's team.
  for (const [p, me] of [
    [ada, 0],
    [bob, 1],
  ]) {
    const partners = p.locator(".felt .pod.partner");
    assert.equal(await partners.count(), 1, "one partner");
    assert.equal(await partners.first().getAttribute("data-seat"), String(me + 2));
    assert.equal(await p.getByTestId("partner-badge").count(), 1);
    assert.equal(await p.locator(".felt .pod .teamtag").count(), 3, "a team letter on every other seat");
    assert.equal(await p.locator(".me .teamtag, .teamtag.mine").count() > 0, true, "one's own team");
  }
  // On a phone the pods show the team letter, their one badge.
  // One evaluation that finds and measures the letters: the felt is
  // drawn again on every update (the bots play meanwhile), and a
  // locator's evaluateAll finds the elements first and measures them in
  // a second step, when they may already be detached (width 0: seen in
  // a full run).
  const tags = await bob.evaluate(() =>
    [...document.querySelectorAll(".felt .pod .teamtag")].map((e) => {
      // For the failure message: the outermost element that has no size.
      let hidden = null;
      for (let a = e; a && a !== document.body; a = a.parentElement) if (a.getBoundingClientRect().width === 0) hidden = `${a.tagName.toLowerCase()}.${[...a.classList].join(".")} (display ${getComputedStyle(a).display})`;
      return { width: e.getBoundingClientRect().width, hidden };
    }),
  );
  const view = await bob.evaluate(() => ({ stage: document.querySelector("[data-view]")?.dataset.view, panels: [...document.querySelectorAll("dialog[open], .scorepanel, .gameover, .overlay-slot > *")].map((e) => e.className) }));
  assert.equal(tags.filter((t) => t.width > 0).length, 3, `the phone shows every other seat's team letter: ${JSON.stringify({ tags, view })}`);
  await checkA11y(ada, "teams table (desktop)");
  await checkA11y(bob, "teams table (phone)");
  await shot(bob, "teams-phone");

  // Play to the end of the game (one round).
  const end = Date.now() + 180000;
  while (!((await ada.locator(".gameover").count()) && (await bob.locator(".gameover").count()))) {
    assert.ok(Date.now() < end, "the game ends within 180 s");
    const did = (await takeTurn(ada)) || (await takeTurn(bob));
    if (!did) await ada.waitForTimeout(100);
  }
  for (const p of [ada, bob]) {
    await p.getByTestId("team-note").waitFor();
    const rows = await p.evaluate(() =>
      [...document.querySelectorAll('[data-testid="final-scores"] tbody tr')].map((tr) => ({
        team: (tr.querySelector(".teamtag") || {}).textContent,
        score: Number(tr.querySelector("td.num").textContent),
      })),
    );
    assert.equal(rows.length, 4, JSON.stringify(rows));
    for (const team of ["A", "B"]) {
      const mine = rows.filter((r) => r.team === team);
      assert.equal(mine.length, 2, `two rows of team ${team}: ${JSON.stringify(rows)}`);
      assert.equal(mine[0].score, mine[1].score, `partners share one total (R15.4): ${JSON.stringify(rows)}`);
    }
  }
  await checkA11y(ada, "teams game over");

  // The history marks each seat's team (R15.6): two A and two B, and
  // the API says the same.
  const games = await (await fetch(`${server.url}/api/games?limit=1`)).json();
  assert.deepEqual(games.games[0].seats.map((s) => s.team), [0, 1, 0, 1], JSON.stringify(games.games[0]));
  await ada.goto(`${server.url}/#history`);
  const row = ada.locator(".gamerow").first();
  await row.waitFor();
  const letters = await row.locator(".teamtag").allTextContents();
  assert.deepEqual([...letters].sort(), ["A", "A", "B", "B"], `team letters in the history: ${letters}`);
  await checkA11y(ada, "history with teams");
  assertNoProblems(ada);
  assertNoProblems(bob);
});

test("Play online 2v2: a quick table in teams, never mixed with the each-for-themselves one", { timeout: 60000 }, async () => {
  const ana = await newPage(browser, DESKTOP);
  await ana.goto(server.url + "/");
  await ana.locator("#home-nick").fill("Ana");
  await ana.getByTestId("online-rules").selectOption("classic+pairs");
  await ana.getByTestId("play-online").click();
  await ana.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  const code = ana.url().split("/r/")[1];
  await waitFor(async () => /2v2: teams of two, partners opposite/.test(await ana.getByTestId("teams-note").innerText()), { what: "the 2v2 note" });
  // A second 2v2 player joins Ana's table; a plain quick match does not.
  const ben = await newPage(browser, DESKTOP);
  await ben.goto(server.url + "/");
  await ben.locator("#home-nick").fill("Ben");
  await ben.getByTestId("online-rules").selectOption("classic+pairs");
  await ben.getByTestId("play-online").click();
  await ben.waitForURL(new RegExp(`/r/${code}$`));
  const cy = await newPage(browser, DESKTOP);
  await cy.goto(server.url + "/");
  await cy.locator("#home-nick").fill("Cy");
  await cy.getByTestId("play-online").click();
  await cy.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  assert.notEqual(cy.url().split("/r/")[1], code, "a plain quick match opens its own table");
  await checkA11y(ana, "2v2 quick lobby");
  for (const p of [ana, ben, cy]) assertNoProblems(p);
});
