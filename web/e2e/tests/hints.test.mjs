// Hints at the table (issue 31 §2; docs/protocol.md `hint`): the host
// allows them in the lobby (a private room, whose games are not rated);
// then, on the player's own decision, the Hint button (or the H key) says
// the coach's choice in the reader's language and lights the card it
// would play. A room without hints has no Hint button. Desktop in English,
// a phone in Korean; axe-clean with the hint on screen.
//
// Nothing here depends on the deal (R3): the test waits for whatever the
// player's first decision is (a colour picker for a wild first card is
// answered first) and asks the hint there.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, createRoom, takeTurn, waitFor, checkA11y, assertNoProblems } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

/** Home page to a new room, by ids (any language). */
async function newRoom(page, nickname) {
  await page.goto(server.url + "/");
  await page.locator("#home-nick").fill(nickname);
  await page.getByTestId("create-room").click();
  await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  await page.locator(".conn.open").waitFor();
}

/** Adds a bot of the default level and starts, by the lobby's own buttons (any language). */
async function botAndStart(page) {
  await page.locator('[data-focus="lobby-addbot"]').click();
  await page.locator(".seatlist .seat").nth(1).waitFor();
  await page.locator('[data-focus="lobby-start"]').click();
  await page.locator(".hand .handcard").first().waitFor();
}

/** Waits until the player has a decision of their own with no dialog open (a picker is answered). */
async function ownDecision(page, sel) {
  await waitFor(
    async () => {
      if (await page.locator("dialog.modal[open]").count()) {
        await takeTurn(page);
        return false;
      }
      return (await page.locator(".status.mine").count()) > 0 && (await page.locator(sel).count()) > 0;
    },
    { timeout: 60000, what: "the player's own decision" },
  );
}

for (const [size, opts, locale, says] of [
  ["desktop", DESKTOP, "en-US", /^Hint: .+ \(about \d{1,3}% to win this round\)\.$/],
  ["phone", PHONE, "ko-KR", /^힌트: .+ \(이번 라운드 승률 약 \d{1,3}%\)$/],
]) {
  test(`${size}, ${locale}: the host allows hints; the Hint button says the coach's choice`, { timeout: 180000 }, async () => {
    const ada = await newPage(browser, { ...opts, locale });
    await newRoom(ada, "Ada");
    const toggle = ada.locator("#hints-toggle");
    assert.equal(await toggle.isChecked(), false, "hints are off by default");
    await toggle.check();
    // The room says so back (the lobby is drawn again from the server's state).
    await waitFor(async () => (await ada.locator("#hints-toggle:checked").count()) > 0 && (await ada.locator("#toasts .toast.error").count()) === 0, { what: "hints allowed" });
    await botAndStart(ada);
    await ownDecision(ada, '[data-focus="act-hint"]');
    // The H key, with nothing focused that takes letters.
    await ada.evaluate(() => document.activeElement && document.activeElement.blur());
    await ada.keyboard.press("h");
    const toast = ada.locator("#toasts .toast", { hasText: says });
    await toast.first().waitFor({ timeout: 30000 });
    const text = await toast.first().innerText();
    assert.match(text, says);
    // A card the coach would play is lit, and named in the hint.
    const lit = ada.locator(".hand .handcard.hinted");
    if (await lit.count()) {
      const label = await lit.first().getAttribute("aria-label");
      assert.ok(text.includes(label.split(",")[0]), `the hint "${text}" names the lit card "${label}"`);
    }
    await checkA11y(ada, `hint-${size}`);
    await shot(ada, `hint-${size}`);
    assertNoProblems(ada);
  });
}

test("a room without hints has no Hint button", { timeout: 120000 }, async () => {
  const bob = await newPage(browser, DESKTOP);
  await createRoom(bob, server.url, "Bob");
  assert.equal(await bob.locator("#hints-toggle").isChecked(), false);
  await botAndStart(bob);
  await ownDecision(bob, ".actions .act");
  assert.equal(await bob.locator('[data-focus="act-hint"]').count(), 0, "no Hint button");
  // The H key does nothing either.
  await bob.keyboard.press("h");
  await bob.waitForTimeout(500);
  assert.equal(await bob.locator("#toasts .toast", { hasText: /^Hint/ }).count(), 0);
  assertNoProblems(bob);
});
