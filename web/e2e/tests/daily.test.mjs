// The daily deal (issue 30 §4; docs/protocol.md "The daily deal"): Ada
// plays today's deal from the home page's "Today's deal" card to the end
// on a desktop (legal moves through the page; a wild first card's colour
// picker, R3, is answered like any other decision), sees the day's table
// with her place, and is refused a second attempt; Bob, another identity,
// plays it on a phone, and the day's table lists both results. Every
// screen is checked with axe.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, takeTurn, waitFor, checkA11y, assertNoProblems } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

/** Plays the page's decisions until the game-over panel shows. */
async function playToTheEnd(page) {
  await page.locator(".hand .handcard").first().waitFor({ timeout: 30000 });
  await waitFor(
    async () => {
      if (await page.locator(".gameover").count()) return true;
      const did = await takeTurn(page, { catchOthers: false });
      if (!did) await page.waitForTimeout(100);
      return false;
    },
    { timeout: 240000, step: 50, what: "the end of the daily deal" },
  );
}

/** Home page: the card's Play button, as `nickname`; waits for the table. */
async function playDaily(page, nickname) {
  await page.goto(server.url + "/");
  await page.locator("#home-nick").fill(nickname);
  const play = page.getByTestId("daily-play");
  await play.waitFor();
  await play.click();
  await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  await page.locator(".conn.open").waitFor();
  await playToTheEnd(page);
}

/** The rows of the day's table on the page: [name, result] pairs. */
async function tableRows(page) {
  await page.getByTestId("daily-table").waitFor();
  return page.locator('[data-testid="daily-table"] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent.trim())));
}

test("desktop: Ada plays today's deal to the end, sees her place, and cannot play it again", { timeout: 300000 }, async () => {
  const ada = await newPage(browser, DESKTOP);
  await ada.goto(server.url + "/");
  const card = ada.getByTestId("daily-card");
  await card.getByRole("heading", { name: "Today's deal" }).waitFor();
  await ada.getByTestId("daily-play").waitFor();
  // The commitment is shown before anyone plays.
  await card.locator("details.fair summary").click();
  await shot(ada, "daily-card-fresh-desktop");
  assert.match(await card.locator("details.fair code").first().innerText(), /^[0-9a-f]{64}$/);
  assert.equal(await card.getByTestId("daily-leaders").count(), 0, "nobody has finished yet");
  await card.getByTestId("daily-open").waitFor();
  await checkA11y(ada, "daily-card-desktop");
  // The day in the page's language; the ISO day stays in `datetime`.
  const when = card.locator(".dailydate time");
  const day = await when.getAttribute("datetime");
  const [y, mo, d] = day.split("-").map(Number);
  const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  // Today's deal: the year goes without saying.
  assert.equal(await when.innerText(), `${SHORT[mo - 1]} ${d}`);
  const de = await newPage(browser, DESKTOP);
  await de.goto(server.url + "/?lang=de");
  const deWhen = de.getByTestId("daily-card").locator(".dailydate time");
  await deWhen.waitFor();
  assert.match(await deWhen.innerText(), new RegExp(`^${d}\\. \\p{L}+\\.?$`, "u"));
  // The day's page gives the year: 30.11.2026.
  await de.goto(server.url + "/?lang=de#daily");
  const deDay = de.locator(".dailyday time");
  await deDay.waitFor();
  assert.equal(await deDay.innerText(), `${String(d).padStart(2, "0")}.${String(mo).padStart(2, "0")}.${y}`);
  await de.close();

  await playDaily(ada, "Ada");
  await checkA11y(ada, "daily-gameover-desktop");
  // A daily deal has no rematch: the day's table instead.
  await ada.getByTestId("daily-see-table").click();
  await ada.waitForURL(/#daily$/);
  const rows = await tableRows(ada);
  assert.equal(rows.length, 1, JSON.stringify(rows));
  assert.equal(rows[0][0], "1");
  assert.match(rows[0][1], /^Ada \(you\)/);
  assert.match(rows[0][2], /^(Won|Lost)$/);
  assert.match(await ada.getByTestId("daily-you").innerText(), /^You (won|lost) .*place 1 of 1\.$/);
  await checkA11y(ada, "daily-page-desktop");
  await shot(ada, "daily-page-desktop");

  // One attempt a day: the card offers no second game, and the server
  // refuses one with its code, changing nothing.
  await ada.goto(server.url + "/");
  await ada.getByTestId("daily-you").waitFor();
  assert.equal(await ada.getByTestId("daily-play").count(), 0, "no Play button after an attempt");
  const refused = await ada.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem("uno.v1")).player.player_token;
    const r = await fetch("/api/daily/start", { method: "POST", headers: { authorization: `Bearer ${token}` } });
    return [r.status, (await r.json()).error.code];
  });
  assert.deepEqual(refused, [409, "daily_already_played"]);
  const after = await ada.evaluate(async () => (await (await fetch("/api/daily")).json()).table);
  assert.equal(after.attempts, 1);
  assert.equal(after.finished, 1);
  await checkA11y(ada, "daily-played-desktop");
  await shot(ada, "daily-card-desktop");
  assertNoProblems(ada);
});

test("phone: Bob plays the same day's deal, and the day's table lists both results", { timeout: 300000 }, async () => {
  const bob = await newPage(browser, PHONE);
  await playDaily(bob, "Bob");
  await checkA11y(bob, "daily-gameover-phone");
  await bob.getByTestId("daily-see-table").click();
  await bob.waitForURL(/#daily$/);
  const rows = await tableRows(bob);
  assert.equal(rows.length, 2, JSON.stringify(rows));
  const names = rows.map((r) => r[1].replace(/ \(you\)$/, ""));
  assert.deepEqual([...names].sort(), ["Ada", "Bob"]);
  // Ranked: won first, then fewer turns, then fewer points left.
  const key = (r) => [r[2] === "Won" ? 0 : 1, Number(r[3]), Number(r[4])];
  const [a, b] = rows.map(key);
  assert.ok(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2]))), JSON.stringify(rows));
  assert.match(await bob.getByTestId("daily-you").innerText(), /place [12] of 2\.$/);
  // Nothing wider than the phone's screen.
  const wide = await bob.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(wide <= 1, `the page is ${wide}px wider than the phone`);
  await checkA11y(bob, "daily-page-phone");
  await shot(bob, "daily-page-phone");
  // The home page's card: Bob's result and place, the first places, and
  // the way to the whole table.
  await bob.goto(server.url + "/");
  assert.match(await bob.getByTestId("daily-you").innerText(), /place [12] of 2\.$/);
  assert.match(await bob.getByTestId("daily-leaders").innerText(), /^Leading: 1\. (Ada|Bob)(,| and) [12]\. (Ada|Bob)$/);
  await checkA11y(bob, "daily-card-phone");
  await bob.getByTestId("daily-card").scrollIntoViewIfNeeded();
  await shot(bob, "daily-card-phone");
  // Its link opens the day's whole table.
  await bob.getByTestId("daily-open").click();
  await bob.waitForURL(/#daily$/);
  assert.equal((await tableRows(bob)).length, 2);
  assertNoProblems(bob);
});
