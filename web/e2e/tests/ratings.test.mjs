// Ratings on the page (docs/protocol.md "Ratings"): after a finished game
// the leaderboard (#history) lists Ada and the medium bot by Glicko-2
// rating, winner first, each with its 95% interval, one game, and a bot
// badge on the bot; a name opens the player page (#player/ID): the
// rating, a line of the rating over time, and the recent game linking to
// its replay. The bot has a page too; an unknown player is said so.
//
// The game takes a fresh secret seed: the room is steered by its rules (a
// deck of Wild Draw Fours, 2 cards each, one round), never by an assumed
// first card.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, createRoom, addBot, takeTurn, waitFor, checkA11y, assertNoProblems, recordFrames } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const RULES = { preset: "classic", options: { first_card: "as_dealer_played", hand_size: 2, dealer: 0, deck: { "W+4": 30, W: 1 } }, scoring: { method: "none" } };

test("the leaderboard by rating, the player page with its chart and replays", { timeout: 180000 }, async () => {
  const ada = await newPage(browser, DESKTOP);
  const frames = recordFrames(ada);
  await createRoom(ada, server.url, "Ada", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(RULES));
  });
  await addBot(ada, "medium");
  await ada.getByRole("button", { name: "Start the game" }).click();
  const end = Date.now() + 120000;
  while (!(await ada.locator(".gameover").count())) {
    assert.ok(Date.now() < end, "the game ends within 120 s");
    if (!(await takeTurn(ada))) await ada.waitForTimeout(100);
  }
  await waitFor(async () => frames.some((f) => f.type === "game_over"), { what: "the game_over frame" });
  const over = frames.find((f) => f.type === "game_over");
  const adaWon = over.winners.includes(0);

  // The leaderboard: both rated, the winner first, a badge on the bot.
  await ada.goto(server.url + "/#history");
  await ada.locator(".leaderboard ol.leaders li").nth(1).waitFor();
  const rows = ada.locator(".leaderboard ol.leaders li");
  assert.deepEqual(await rows.locator("b").allInnerTexts(), adaWon ? ["Ada", "medium bot"] : ["medium bot", "Ada"]);
  const botRow = rows.filter({ hasText: "medium bot" });
  assert.equal(await botRow.locator(".botbadge").innerText(), "bot");
  assert.equal(await rows.filter({ hasText: "Ada" }).locator(".botbadge").count(), 0);
  for (const text of await rows.allInnerTexts()) {
    // "1587 (1044–2130) 1 game": the rating inside its 95% interval.
    const m = /(\d+) \((\d+)–(\d+)\)\s+1 game\b/.exec(text);
    assert.ok(m, `a rating, its interval and one game: ${text}`);
    const [r, lo, hi] = m.slice(1).map(Number);
    assert.ok(lo < r && r < hi, text);
  }
  const [first, second] = await Promise.all([0, 1].map(async (i) => Number(/(\d+) \(/.exec(await rows.nth(i).innerText())[1])));
  assert.ok(first > 1500 && second < 1500, `the winner up, the loser down: ${first}, ${second}`);
  await checkA11y(ada, "leaderboard");

  // Ada's page, from her name.
  await rows.filter({ hasText: "Ada" }).locator("a.leader").click();
  await ada.waitForURL(/#player\/\d+$/);
  await ada.locator(".ratingcard .bigrating").waitFor();
  assert.equal(await ada.locator(".pagehead h1").innerText(), "Ada");
  assert.match(await ada.locator(".ratingcard").innerText(), /1 rated game, (1 win|0 wins)/);
  // The chart: the start and the one game, with its label.
  const chart = ada.locator("svg.ratingchart");
  assert.equal(await chart.locator("circle").count(), 2);
  assert.match(await chart.getAttribute("aria-label"), /^Rating over 1 rated game: from 1500 to \d+$/);
  // The recent game, its place and rating change, linking to its replay.
  const game = ada.locator(".recentgames a.gamerow");
  assert.equal(await game.count(), 1);
  assert.equal(await game.getAttribute("href"), `/#replay/${over.game_id}`);
  assert.match(await game.innerText(), adaWon ? /1st[\s\S]*\+\d/ : /2nd[\s\S]*−\d/);
  await shot(ada, "player");
  await checkA11y(ada, "player page");
  await game.click();
  await ada.locator(".rstate table.scores").waitFor();
  assert.match(ada.url(), new RegExp(`#replay/${over.game_id}$`));

  // The same pages in German (they were English whatever the language):
  // the leaderboard's counts and badge, the player's page, its place.
  const gerd = await newPage(browser, { ...DESKTOP, locale: "de-DE" });
  await gerd.goto(server.url + "/#history");
  await gerd.locator(".leaderboard ol.leaders li").nth(1).waitFor();
  const deRows = await gerd.locator(".leaderboard ol.leaders li").allInnerTexts();
  for (const text of deRows) assert.match(text, /\(\d+–\d+\)\s+1 Spiel\b/, text);
  assert.equal(await gerd.locator(".leaderboard .botbadge").innerText(), "Bot");
  assert.ok(deRows.some((r) => r.startsWith("mittlerer Bot")), `the bot's name in German: ${deRows.join(" | ")}`);
  assert.match(await gerd.locator(".leaderboard").innerText(), /gewertete Spiele\./);
  await gerd.goto(`${server.url}${await gerd.locator(".leaderboard ol.leaders li a.leader", { hasText: "Ada" }).getAttribute("href")}`);
  await gerd.locator(".ratingcard .bigrating").waitFor();
  const page = await gerd.locator(".playerpage").innerText();
  assert.match(page, /1 gewertetes Spiel, (1 Sieg|0 Siege)\. Rating-Abweichung \d+/);
  assert.match(page, /Rating im Verlauf[\s\S]*Letzte Spiele/);
  const deGame = await gerd.locator(".recentgames a.gamerow").innerText();
  assert.match(deGame, adaWon ? /\b1\.\s/ : /\b2\.\s/);
  assert.match(deGame, /mittlerer Bot/);
  assert.match(await gerd.locator("svg.ratingchart").getAttribute("aria-label"), /^Rating über 1 gewertetes Spiel: von 1500 auf \d+$/);
  assert.equal(await gerd.locator(".pagehead a.act").innerText(), "Bestenliste und Spiele");
  assert.doesNotMatch(page, /rated game|Recent games|Rating over time/);
  await shot(gerd, "player-de");
  assertNoProblems(gerd);
  await gerd.context().close();

  // The bot's page on a phone, and a player who does not exist.
  const eve = await newPage(browser, PHONE);
  await eve.goto(server.url + "/#player/bot:medium");
  await eve.locator(".ratingcard .bigrating").waitFor();
  assert.match(await eve.locator(".pagehead h1").innerText(), /^medium bot\s*bot$/);
  assert.equal(await eve.locator(".recentgames a.gamerow").count(), 1);
  const box = await eve.locator("svg.ratingchart").boundingBox();
  assert.ok(box && box.width <= 390, `the chart fits the phone: ${JSON.stringify(box)}`);
  await checkA11y(eve, "bot page (phone)");
  await eve.goto(server.url + "/#player/987654");
  await eve.locator(".playerpage .error", { hasText: "No such player." }).waitFor();
  assertNoProblems(ada);
  // The 404 above is an answer, not a page problem.
  assert.deepEqual(eve.problems.filter((p) => !/404/.test(p)), []);
});
