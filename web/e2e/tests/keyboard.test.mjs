// The keyboard alone: Quick play from the home page (you and three medium
// bots, classic rules, straight to the table), then a whole game made and
// played with keys only: the rules set in the form (one round, 3 cards),
// Add bot and Start keep the focus, the table puts it in the hand, the
// pickers answer to letters and return the focus, and the game-over panel
// holds it. axe-core checks the table and the game-over panel.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, checkA11y, focused, tabTo, keyboardTurn, waitFor, assertNoProblems } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const seats = (p) => p.locator(".seatlist .seat").count();

test("Quick play, then a whole game by the keyboard alone", { timeout: 240000 }, async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(server.url + "/");
  await page.getByTestId("quick-play").waitFor();
  // A newcomer: the nickname has the focus; Quick play is the next stop.
  assert.equal((await focused(page)).name, "nickname");
  await page.keyboard.type("Kim");
  await page.keyboard.press("Tab");
  assert.equal((await focused(page)).testid, "quick-play", "Quick play comes first");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  await page.locator(".hand .handcard").first().waitFor();
  const code = page.url().split("/r/")[1];
  const info = await (await page.request.get(`${server.url}/api/rooms/${code}`)).json();
  assert.equal(info.status, "playing");
  assert.deepEqual(
    info.seats.map((s) => (s.kind === "bot" ? `bot ${s.level}` : s.nickname)),
    ["Kim", "bot medium", "bot medium", "bot medium"],
  );
  assert.equal(info.rules.preset, "classic");
  assert.deepEqual(info.rules.house || [], []);
  assert.equal(await page.locator(".felt .pod").count(), 3);
  // The table opened: the keyboard is in the hand or on the main action.
  await waitFor(async () => {
    const f = await focused(page);
    return f.inHand || f.inActions || f.inDialog;
  }, { what: "the focus on the table" });
  await checkA11y(page, "table (desktop)");

  // A whole game by keys: one round (no scoring), 3 cards each.
  await page.goto(server.url + "/");
  await page.getByTestId("quick-play").waitFor();
  assert.equal((await focused(page)).testid, "quick-play", "with a nickname known, Quick play has the focus");
  await tabTo(page, (f) => f.name === "hand_size", { what: "Hand size" });
  await page.keyboard.press("Control+A");
  await page.keyboard.type("3");
  let f = await tabTo(page, (x) => /-method$/.test(x.name || ""), { what: "the scoring method" });
  for (let i = 0; i < 8 && (await page.evaluate(() => document.activeElement.value)) !== "none"; i++) await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement.value), "none");
  f = await tabTo(page, (x) => x.testid === "create-room", { back: true, what: "Create room" });
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  await page.locator(".conn.open").waitFor();
  assert.match(await page.locator(".rulesum").innerText(), /Hand size: 3 cards/);

  // Add bot three times: the focus stays on Add bot.
  await tabTo(page, (x) => x.focus === "lobby-addbot", { what: "Add bot" });
  for (let n = 2; n <= 4; n++) {
    await page.keyboard.press("Enter");
    await waitFor(async () => (await seats(page)) === n, { what: `${n} seats` });
    await page.waitForTimeout(150);
    assert.equal((await focused(page)).focus, "lobby-addbot", `the focus after Add bot (${n} seats)`);
  }
  await tabTo(page, (x) => x.focus === "lobby-start", { what: "Start" });
  await page.keyboard.press("Enter");
  await page.locator(".hand .handcard").first().waitFor();
  await waitFor(async () => {
    const x = await focused(page);
    return x.inHand || x.inActions || x.inDialog;
  }, { what: "the focus in the hand when the table opens" });

  const did = [];
  const end = Date.now() + 150000;
  while (!(await page.locator(".gameover").count())) {
    assert.ok(Date.now() < end, `the game should end within 150 s; did ${did.join(", ")}`);
    const d = await keyboardTurn(page);
    if (d) {
      did.push(d);
      // Never lost to the page: after each key the focus is on the table,
      // in a picker, or in the game-over panel.
      await waitFor(async () => (await focused(page)).tag !== "BODY", { timeout: 3000, what: `the focus after "${d}"` });
    } else await page.waitForTimeout(100);
  }
  assert.ok(did.some((d) => d.startsWith("play")), `a card was played by the keyboard: ${did.join(", ")}`);

  // The game is over after one round: no Score column of zeros; the
  // panel holds the focus and Tab goes round inside it.
  const over = page.locator(".gameover");
  assert.match(await over.locator("h2").innerText(), /^(You win the game!|You lose: .+ wins the game\.)$/);
  assert.deepEqual(await over.locator("thead th").allInnerTexts(), ["Player", "Cards left"]);
  await waitFor(async () => (await focused(page)).inOverlay, { what: "the focus in the game-over panel" }).catch(async (e) => {
    throw new Error(`${e.message}: ${JSON.stringify(await focused(page))}`);
  });
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    assert.ok((await focused(page)).inOverlay, "Tab stays in the game-over panel");
  }
  await checkA11y(page, "game over (one round)");
  assertNoProblems(page);
});
