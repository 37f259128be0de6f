// Playing online (issue 21): two people in two separate browser contexts
// press Play online a moment apart and land at the same public table; the
// wait runs out, bots take the two empty seats and the game starts; both
// play the (one-round, Mario Kart) game to its end and both are rated. A third person sees the game in the public
// list on the home page (with the live counts) and watches it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, shot, takeTurn, waitFor, recordFrames, assertNoProblems, checkA11y } from "./harness.mjs";

let server, browser;
before(async () => {
  // A short wait before bots fill the table; a long pause between rounds,
  // so that both pages are seen at the round's score table.
  server = await startServer({ "--quick-wait-ms": "6000", "--round-pause-ms": "20000" });
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

async function playOnline(page, nickname) {
  await page.goto(server.url + "/");
  await page.getByLabel("Nickname").fill(nickname);
  // Mario Kart games are one round (R9): the round's end is the game's,
  // and the game is rated.
  await page.getByTestId("online-rules").selectOption("mario-kart");
  await page.getByTestId("play-online").click();
  await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  await page.locator(".conn.open").waitFor();
  return page.url().split("/r/")[1];
}

const roundOver = (p) => p.evaluate(() => !!document.querySelector(".scorepanel, .gameover"));

test("two people press Play online, share a table with bots, play a round; a third watches from the public list", { timeout: 360000 }, async () => {
  // Two separate contexts: two people, no shared storage.
  const ada = await newPage(browser, DESKTOP);
  const bo = await newPage(browser, DESKTOP);
  const adaCode = await playOnline(ada, "Ada");
  await ada.getByTestId("quick-note").waitFor();
  assert.match(await ada.getByTestId("quick-note").innerText(), /quick match, 4 seats/);
  const boCode = await playOnline(bo, "Bo");
  assert.equal(boCode, adaCode, "both land at the same table");
  await ada.locator(".seatlist .seat", { hasText: "Bo" }).waitFor();
  await checkA11y(ada, "quick table waiting");

  // The wait runs out: two medium bots take the empty seats and the game starts.
  for (const p of [ada, bo]) await p.locator(".hand .handcard").first().waitFor({ timeout: 30000 });
  assert.equal(await ada.locator(".pod").count(), 3, "four seats: three others around the felt");

  // A third person sees the game in the public list and watches it.
  const vi = await newPage(browser, DESKTOP);
  const frames = recordFrames(vi);
  await vi.goto(server.url + "/");
  await vi.getByLabel("Nickname").fill("Vi");
  const row = vi.locator(`[data-testid="lobby-playing"] li[data-code="${adaCode}"]`);
  await row.waitFor({ timeout: 20000 });
  assert.match(await row.innerText(), /mario/i);
  assert.match(await row.innerText(), /host Ada/);
  await waitFor(async () => /\d+ players? online · \d+ tables? waiting · [1-9]\d* games? in progress/.test(await vi.getByTestId("lobby-counts").innerText()), { what: "the live counts" });
  await shot(vi, "public-tables");
  await checkA11y(vi, "home with public tables");
  await row.getByRole("button", { name: "Watch Ada's game" }).click();
  await vi.waitForURL(new RegExp(`/r/${adaCode}$`));
  await vi.locator(".felt").waitFor();
  await waitFor(async () => (await vi.locator(".pod").count()) === 4, { what: "the watcher sees the four seats" });
  await vi.locator(".pod", { hasText: "Ada" }).waitFor();
  assert.equal(await vi.locator(".hand .handcard").count(), 0, "a spectator holds no cards");

  // Both play the round to its end (the bots play their own seats).
  const deadline = Date.now() + 240000;
  while (!((await roundOver(ada)) && (await roundOver(bo)))) {
    assert.ok(Date.now() < deadline, "the round ended in time");
    const a = await takeTurn(ada);
    const b = await takeTurn(bo);
    if (!a && !b) await ada.waitForTimeout(150);
  }
  await waitFor(() => roundOver(vi), { what: "the watcher sees the round's end" });
  // The game was rated: both players have a rating now (none before), moved
  // from the starting 1500 with a smaller deviation than a newcomer's 350.
  const board = await (await fetch(server.url + "/api/leaderboard")).json();
  for (const name of ["Ada", "Bo"]) {
    const r = board.players.find((p) => p.nickname === name);
    assert.ok(r, `${name} is rated: ${JSON.stringify(board)}`);
    assert.equal(r.games, 1);
    assert.notEqual(r.rating, 1500, `${name}'s rating changed`);
    assert.ok(r.rd < 350, `${name}'s deviation shrank`);
  }

  // The watcher saw the game on the wire without a card of any hand.
  const views = frames.filter((f) => f.state && (f.type === "update" || f.type === "welcome"));
  assert.ok(views.length > 3, "the watcher received updates");
  for (const f of views) assert.deepEqual(f.state.hand, [], "a spectator's view holds no hand");
  for (const p of [ada, bo, vi]) assertNoProblems(p);
});
