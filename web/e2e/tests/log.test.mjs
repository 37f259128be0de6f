// The room's log keeps its earlier lines (room.js: the page shows the last
// 300 and keeps 5,000): once a room has said more than 300 things, a
// button at the top of the log brings the earlier ones back, 300 at a
// time, where the reader was; by mouse on a desktop in English, by
// keyboard on a phone in German, axe-clean with the button on screen.
//
// The lines are chat messages (the server's message rate raised for the
// flood), so nothing here depends on a deal.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, waitFor, checkA11y, assertNoProblems } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer({ "--msg-rate": "500" });
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

/** Sends `n` chat lines "WORD 1" … "WORD n" by the page's chat box, each answered before the next. */
async function chatLines(page, n, word) {
  const box = page.locator(".chat input[type=text]");
  for (let i = 1; i <= n; i++) {
    await box.fill(`${word} ${i}`);
    await box.press("Enter");
    await waitFor(async () => (await box.inputValue()) === "", { what: `chat line ${i} sent` });
  }
  await page.locator(".loglist li", { hasText: new RegExp(`${word} ${n}$`) }).waitFor();
}

for (const [size, opts, locale, earlier] of [
  ["desktop", DESKTOP, "en-US", (n) => `Show ${n} earlier lines`],
  ["phone", PHONE, "de-DE", (n) => `${n} frühere Zeilen zeigen`],
]) {
  test(`${size}, ${locale}: the log shows its last 300 lines and brings the earlier ones back`, { timeout: 180000 }, async () => {
    const page = await newPage(browser, { ...opts, locale });
    await page.goto(server.url + "/");
    await page.locator("#home-nick").fill("Ada");
    await page.getByTestId("create-room").click();
    await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
    await page.locator(".conn.open").waitFor();
    if (size === "phone") await page.locator("button.logtoggle").click();
    const lines = page.locator(".loglist li:not(.logmore)");
    const before = await lines.count();
    assert.ok(before >= 1 && before < 10, `a new room's log is short (${before} lines)`);
    assert.equal(await page.locator(".loglist li.logmore").count(), 0, "no button while everything is shown");
    const first = await lines.first().innerText();

    // 310 more lines: the first ones leave the page.
    await chatLines(page, 310, "line");
    const total = before + 310;
    const hidden = total - 300;
    assert.equal(await lines.count(), 300);
    const more = page.locator(".loglist li.logmore button");
    assert.equal(await more.innerText(), earlier(hidden));
    assert.equal(await page.locator(".loglist li", { hasText: /^(Ada: )?line 1$/ }).count(), 0, "line 1 is off the page");
    await checkA11y(page, `the log with earlier lines hidden (${size}, ${locale})`);
    await page.locator(".loglist").evaluate((el) => (el.scrollTop = 0));
    await shot(page, `log-earlier-${size}`);

    // Back by the button (the mouse; the keyboard on the phone), the view
    // where it was: the last line shown before is still in view.
    const log = page.locator(".loglist");
    if (size === "phone") {
      await more.focus();
      await page.keyboard.press("Enter");
    } else {
      await more.click();
    }
    await waitFor(async () => (await lines.count()) === total, { what: "every line shown" });
    assert.equal(await page.locator(".loglist li.logmore").count(), 0, "the button goes once nothing is hidden");
    const text = await log.innerText();
    assert.match(text, /line 1\n/);
    assert.equal(await lines.first().innerText(), first, "the room's first line is back");
    const order = await lines.evaluateAll((els) => els.map((e) => e.textContent));
    const i1 = order.findIndex((t) => /line 1$/.test(t));
    const i310 = order.findIndex((t) => /line 310$/.test(t));
    assert.ok(i1 >= before - 1 && i1 < i310 && i310 === order.length - 1, `lines in order (${i1}, ${i310}, ${order.length})`);
    // New lines still come at the end, none taken off once the player asked.
    await chatLines(page, 3, "more");
    assert.equal(await lines.count(), total + 3);
    assert.equal(await page.locator(".loglist li.logmore").count(), 0);
    await checkA11y(page, `the log with every line (${size}, ${locale})`);
    assertNoProblems(page);
    await page.context().close();
  });
}
