// The keyboard alone: Quick play from the home page (you and three medium
// bots, classic rules, straight to the table), then a whole game made and
// played with keys only: the rules set in the form (one round, 3 cards),
// Add bot and Start keep the focus, the table puts it in the hand, the
// pickers answer to letters and return the focus, and the game-over panel
// holds it. axe-core checks the table and the game-over panel.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, checkA11y, focused, tabTo, keyboardTurn, waitFor, assertNoProblems, createRoom, shot } from "./harness.mjs";

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

/** In a room just made, by the keyboard: Add bot (the focus is on it), then Start; waits for the hand. */
async function startWithOneBot(page) {
  await waitFor(async () => (await focused(page)).focus === "lobby-addbot", { timeout: 5000, what: "the focus on Add bot" });
  await page.keyboard.press("Enter");
  await waitFor(async () => (await seats(page)) === 2, { what: "2 seats" });
  await tabTo(page, (x) => x.focus === "lobby-start", { what: "Start" });
  await page.keyboard.press("Enter");
  await page.locator(".hand .handcard").first().waitFor();
}

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
  // The rules are a step of their own (issue 22 §4 point 5): Create room,
  // then the Rules button beside it opens them.
  await tabTo(page, (x) => x.testid === "rules-step", { what: "the Rules button" });
  await page.keyboard.press("Enter");
  assert.equal(await page.getByTestId("rules-step").getAttribute("aria-expanded"), "true");
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

  // The room is made: the keyboard starts on Add bot, not on the page
  // (issue 22 §4 point 11; it took 7 Tabs before).
  await waitFor(async () => (await focused(page)).focus === "lobby-addbot", { timeout: 5000, what: "the focus on Add bot after Create room" }).catch(async (e) => {
    throw new Error(`${e.message}: ${JSON.stringify(await focused(page))}`);
  });
  // Add bot three times: the focus stays on Add bot.
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
  // The deal is secret (R3): in a 3-card round the person may hold
  // nothing playable before a bot goes out. Then a rematch, by the
  // keyboard too, until a card has been played (five games at most).
  for (let game = 1; ; game++) {
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
    if (did.some((d) => d.startsWith("play")) || game === 5) break;
    await tabTo(page, (x) => x.focus === "rematch", { what: "Rematch" });
    await page.keyboard.press("Enter");
    await waitFor(async () => (await page.locator(".gameover").count()) === 0, { what: "the rematch" });
    await page.locator(".hand .handcard").first().waitFor();
  }
  assert.ok(did.some((d) => d.startsWith("play")), `a card was played by the keyboard: ${did.join(", ")}`);

  // The game is over after one round: no Score column of zeros; the
  // panel holds the focus and Tab goes round inside it.
  const over = page.locator(".gameover");
  assert.match(await over.locator("h2").innerText(), /^(You win the game!|You lose: .+ wins the game\.)$/);
  assert.deepEqual(await over.locator("thead th").allInnerTexts(), ["Player", "Cards left"]);
  await waitFor(async () => (await focused(page)).inOverlay, { what: "the focus in the game-over panel" }).catch(async (e) => {
    const seen = await page.evaluate(() => ({
      dialog: (document.querySelector("dialog.modal[open]") || {}).className || null,
      title: (document.querySelector("dialog.modal[open] h2") || {}).textContent || null,
      hand: [...document.querySelectorAll(".hand .handcard")].map((b) => b.dataset.card),
    }));
    throw new Error(`${e.message}: ${JSON.stringify(await focused(page))} ${JSON.stringify(seen)}; did ${did.join(", ")}`);
  });
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    assert.ok((await focused(page)).inOverlay, "Tab stays in the game-over panel");
  }
  await checkA11y(page, "game over (one round)");
  assertNoProblems(page);
});

// Issue 22 §4 point 11: the colour picker puts the focus on the colour
// you hold most of, never on Red when you hold no red. A deck of wilds,
// greens and blues: no red in any hand, and a wild to play every turn or
// so (R8: the wild's player names the colour).
test("the colour picker focuses the colour you hold most of", { timeout: 120000 }, async () => {
  const page = await newPage(browser, DESKTOP);
  await createRoom(page, server.url, "Lou", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify({ preset: "classic", options: { deck: { W: 40, G1: 25, G2: 10, B3: 25, Y4: 10 } } }));
  });
  await startWithOneBot(page);
  let seen = 0;
  const end = Date.now() + 90000;
  while (seen < 3 && Date.now() < end) {
    // One look at the page: a picker seen open is read in the same look
    // (a state that arrives meanwhile may close it: a draw's answer that
    // leaves only the drawn card playable, R6.2).
    const s = await page.evaluate(() => {
      const dialog = (document.querySelector("dialog.modal[open]") || {}).className || "";
      let pick = null;
      if (dialog.includes("colordlg")) {
        // What the hand holds now, less the wild being played.
        const hand = [...document.querySelectorAll(".hand .handcard")].map((b) => b.dataset.card);
        const count = (c) => hand.filter((x) => x[0] === c && x !== "W" && !x.startsWith("W")).length;
        const buttons = [...document.querySelectorAll("dialog[open] .colorbtn")].map((b) => b.dataset.color);
        pick = { counts: Object.fromEntries(buttons.map((c) => [c, count(c)])), focused: document.activeElement.dataset.color || null };
      }
      return {
        mine: !!document.querySelector(".status.mine"),
        dialog,
        pick,
        wild: [...document.querySelectorAll(".hand .handcard.playable")].some((b) => b.dataset.card === "W"),
        over: !!document.querySelector(".scorepanel, .gameover"),
      };
    });
    if (s.over) {
      // The round may end before the person plays a wild (the deal is
      // secret, R3): the next round starts after its countdown.
      if (seen || (await page.locator(".gameover").count())) break;
      await page.waitForTimeout(200);
      continue;
    }
    if (s.pick) {
      const pick = s.pick;
      const most = Math.max(...Object.values(pick.counts));
      const best = Object.keys(pick.counts).find((c) => pick.counts[c] === most);
      assert.equal(pick.focused, best, `the focus is on the colour held most: ${JSON.stringify(pick)}`);
      // No red card is dealt here, so Red is never the focus while the hand
      // holds a colour. A hand of wilds only (a wild first card, R3, or a
      // deal of wilds) holds none: then every colour ties, and the tie goes
      // to the first, Red (pickers.js colorsByCount), as checked just above.
      if (most > 0) assert.notEqual(pick.focused, "R", "never Red with no red in hand");
      if (!seen) await shot(page, "picker-color-focus-desktop");
      seen++;
      await page.keyboard.press("Enter");
      continue;
    }
    if (s.mine && s.wild) {
      let f = await focused(page);
      if (!f.inHand) f = await tabTo(page, (x) => x.inHand, { what: "the hand" });
      for (let i = 0; i < 20 && f.card !== "W"; i++) {
        await page.keyboard.press("ArrowRight");
        f = await focused(page);
      }
      if (f.card === "W") await page.keyboard.press("Enter");
      await page.waitForTimeout(200);
      continue;
    }
    const d = await keyboardTurn(page);
    if (!d) await page.waitForTimeout(100);
  }
  assert.ok(seen >= 1, "a colour picker was seen");
  assertNoProblems(page);
  await page.context().close();
});

// A play's picker whose play is gone closes by itself: the person clicks
// a wild and leaves the colour picker open; the turn timer (5 s, the
// server's least) runs out and the server plays for them, so the picker
// (which could only send a move no longer legal) closes and the keyboard
// is back on the table. A deck of wilds and greens: a wild to play every
// turn or so (R8).
test("a play's colour picker closes when the turn times out", { timeout: 120000 }, async () => {
  const page = await newPage(browser, DESKTOP);
  await createRoom(page, server.url, "Val", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify({ preset: "classic", options: { deck: { W: 60, G1: 40 } } }));
    // The server's shortest turn timer, which the form does not offer.
    const timer = p.getByLabel("Turn timer");
    await timer.evaluate((sel) => sel.append(new Option("5 s", "5")));
    await timer.selectOption("5");
  });
  await startWithOneBot(page);
  const picker = page.locator("dialog.colordlg:not(.autopick)[open]");
  const end = Date.now() + 90000;
  for (;;) {
    assert.ok(Date.now() < end, "a wild's colour picker opened within 90 s");
    const s = await page.evaluate(() => ({
      mine: !!document.querySelector(".status.mine"),
      dialog: !!document.querySelector("dialog.modal[open]"),
      wild: !!document.querySelector('.hand .handcard.playable[data-card="W"]'),
      over: !!document.querySelector(".scorepanel, .gameover"),
    }));
    if (s.mine && s.wild && !s.dialog && !s.over) {
      // (The 5 s may run out between the look and the key: then the next turn.)
      await page.locator('.hand .handcard.playable[data-card="W"]').first().focus({ timeout: 1000 }).catch(() => {});
      await page.keyboard.press("Enter");
      if (await picker.waitFor({ timeout: 2000 }).then(() => true, () => false)) break;
      continue;
    }
    // Anything else (a first wild's colour, R3; a drawn card): answered.
    if (!(await keyboardTurn(page))) await page.waitForTimeout(100);
  }
  // Left open: the server plays for the person after 5 s.
  await waitFor(async () => (await picker.count()) === 0, { timeout: 15000, what: "the play's picker closed when the turn timed out" });
  await waitFor(async () => (await focused(page)).tag !== "BODY", { timeout: 3000, what: "the focus back on the table" });
  assert.equal(await page.locator(".toast.error").count(), 0, "no refused move");
  assertNoProblems(page);
  await page.context().close();
});
