// The table on a phone (390×844): a 12-card hand where every card is
// whole and readable, a compact felt, a log whose lines never overflow and
// whose repeated draws merge; a Wild Draw Four to answer that leaves the
// hand two rows of cards; Mario Kart item banners one at a time, never
// over anything; flying cards under the panels. axe-core checks the phone
// table.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, createRoom, addBot, takeTurn, waitFor, checkA11y, assertNoProblems, untilWildDrawFourToAnswer } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

test("phone: a 12-card hand whole and readable, a compact felt, a log that wraps and merges draws", { timeout: 240000 }, async () => {
  const pia = await newPage(browser, PHONE);
  // 12 cards to each of up to ten seats need a deck of 121 (the room
  // refuses less when it is created): a bigger deck, typed as JSON.
  const deck = { W: 4, "W+4": 4 };
  for (const c of "RYGB") {
    deck[`${c}0`] = 1;
    for (let n = 1; n <= 9; n++) deck[`${c}${n}`] = 3;
    for (const k of ["S", "R", "+2"]) deck[`${c}${k}`] = 2;
  }
  const rules = { preset: "classic", house: ["draw_until_playable"], options: { hand_size: 12, deck } };
  await createRoom(pia, server.url, "Pia", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(rules));
  });
  for (const level of ["easy", "medium", "easy"]) await addBot(pia, level);
  await pia.getByRole("button", { name: "Start the game" }).click();
  await waitFor(async () => (await pia.locator(".hand .handcard").count()) >= 12, { what: "a 12-card hand" });
  // The first-game guide (guide.js) has a row of its own on a first table
  // until it is dismissed (feel.test.mjs checks it covers nothing): the
  // measures below are those of every later table.
  // A wild first card (R3) opens Pia's colour picker when she starts: it
  // is answered first, so that the guide can be dismissed whatever the
  // deal (left open, the guide's row took the hand's room: 28% of the
  // height, seen once in a full run).
  await waitFor(
    async () => {
      if (await pia.locator("dialog.modal[open]").count()) {
        await takeTurn(pia);
        return false;
      }
      return true;
    },
    { what: "no picker open" },
  );
  const guide = pia.getByTestId("guide");
  if (await guide.count()) await guide.getByRole("button", { name: "Got it" }).click();
  await pia.waitForTimeout(600);

  // The geometry: the felt is compact, the cards are big and never cover
  // each other, and the hand shows all of them (in rows, scrolling when
  // it must) without running off the screen's sides.
  // A Wild Draw Four played at Pia (R8) puts its two answers and what
  // each costs above the hand, which then has a little less room (the
  // next test measures that moment): that decision is answered, and the
  // measures are those of an ordinary moment of the table.
  const measure = () => pia.evaluate(() => {
    const r = (el) => el.getBoundingClientRect().toJSON();
    const hand = document.querySelector(".hand");
    return {
      vh: innerHeight,
      vw: innerWidth,
      felt: r(document.querySelector(".felt")),
      hand: r(hand),
      // Every row of the table, for the failure messages: what took the
      // hand's room when it has less than its share.
      rows: [...document.querySelector(".table").children]
        .filter((c) => c.getBoundingClientRect().height > 0 && getComputedStyle(c).position !== "absolute")
        .map((c) => `${c.className.split(" ")[0]} ${Math.round(c.getBoundingClientRect().height)}px${c.textContent.trim() ? ` "${c.textContent.trim().slice(0, 60)}"` : ""}`),
      handScroll: { sh: hand.scrollHeight, ch: hand.clientHeight, sw: hand.scrollWidth, cw: hand.clientWidth, oy: getComputedStyle(hand).overflowY },
      cards: [...document.querySelectorAll(".hand .handcard")].map((b) => ({ ...r(b), card: b.dataset.card, corner: parseFloat(getComputedStyle(b.querySelector(".corner b")).fontSize) })),
      challenge: !!document.querySelector('[data-testid="wd4-help"]'),
      picker: !!document.querySelector("dialog.modal[open]"),
    };
  });
  const g = await waitFor(
    async () => {
      const m = await measure();
      if (!m.challenge && !m.picker) return m;
      await takeTurn(pia);
      await pia.waitForTimeout(600);
      return null;
    },
    { what: "a moment with no Wild Draw Four to answer and no picker open" },
  );
  assert.ok(g.felt.height <= 0.42 * g.vh, `the felt takes ${Math.round((100 * g.felt.height) / g.vh)}% of the height`);
  assert.ok(g.cards.length >= 12);
  for (const c of g.cards) {
    assert.ok(c.width >= 60, `${c.card} is ${c.width}px wide`);
    assert.ok(c.corner >= 12, `${c.card}'s corner index is ${c.corner}px`);
    assert.ok(c.left >= 0 && c.right <= g.vw, `${c.card} is inside the screen's width`);
  }
  for (let i = 0; i < g.cards.length; i++)
    for (let j = i + 1; j < g.cards.length; j++) assert.ok(!overlap(g.cards[i], g.cards[j]), `${g.cards[i].card} and ${g.cards[j].card} overlap`);
  assert.ok(g.handScroll.sw <= g.handScroll.cw + 1, "the hand does not scroll sideways");
  if (g.handScroll.sh > g.handScroll.ch + 1) assert.equal(g.handScroll.oy, "auto", "a hand taller than its room scrolls");
  // A third of the height: the table also carries the line that says what
  // just happened (at most two lines on a phone).
  assert.ok(g.hand.height >= 0.33 * g.vh, `the hand has ${Math.round((100 * g.hand.height) / g.vh)}% of the height; the rows: ${g.rows.join(" | ")}`);
  await shot(pia, "table-phone");
  await checkA11y(pia, "table (phone)");

  // Play a while (40 lines of log, or the round's end); the log drawer
  // opens with L.
  const end = Date.now() + 120000;
  while ((await pia.locator(".loglist > li").count()) < 40 && !(await pia.locator(".scorepanel, .gameover").count())) {
    assert.ok(Date.now() < end, "40 lines of log within 120 s");
    if (!(await takeTurn(pia))) await pia.waitForTimeout(120);
  }
  if (await pia.locator(".scorepanel").count()) {
    await checkA11y(pia, "score table (phone)");
    await pia.locator(".scorepanel .btnrow button", { hasText: "Look at the table" }).click();
  }
  // A decision left open when the loop stopped (the colour of a wild just
  // played, R5.3) is a modal dialog, which keeps the keyboard to itself: L
  // would do nothing and the drawer stay off the screen's edge. It is
  // answered first (seen once in CI: the click below found the summary
  // outside the viewport).
  await waitFor(
    async () => {
      if (!(await pia.locator("dialog.modal[open]").count())) return true;
      await takeTurn(pia);
      return false;
    },
    { what: "no dialog open before L" },
  );
  await pia.keyboard.press("l");
  await waitFor(() => pia.evaluate(() => document.body.classList.contains("logopen")), { what: "L opens the log drawer" });
  await pia.locator(".side .loglist").waitFor({ state: "visible" });
  const log = await pia.evaluate(() =>
    [...document.querySelectorAll(".loglist > li")].map((li) => ({ text: li.querySelector(":scope > span").textContent, over: li.scrollWidth > li.clientWidth + 1, right: li.getBoundingClientRect().right, listRight: li.parentElement.getBoundingClientRect().right })),
  );
  for (const l of log) {
    assert.ok(!l.over && l.right <= l.listRight + 1, `a log line overflows: ${l.text}`);
  }
  // The deal's hashes sit in an entry that opens.
  const fair = pia.locator(".loglist details.fairness").first();
  await fair.locator("summary").click();
  assert.match(await fair.locator("dd code").first().innerText(), /^[0-9a-f]{64}$/);
  // Repeated draws are one line: never two "draws a card" in a row by the
  // same player for the same reason.
  const texts = log.map((l) => l.text);
  for (let i = 1; i < texts.length; i++) {
    const m = /^(.+) draws? a card\.$/.exec(texts[i]);
    assert.ok(!(m && texts[i - 1] === texts[i]), `two lines in a row: ${texts[i]}`);
  }
  // The page's own sentences (its log module): draws merge, and "you"
  // inside a sentence is not "You".
  const lines = await pia.evaluate(async () => {
    const { describeEvent, mergeLine } = await import("/js/log.js");
    const name = (s) => (s === 0 ? "You" : `Seat ${s + 1}`);
    const say = (e) => describeEvent(e, name, { viewer: 0 });
    const out = [];
    let last = null;
    for (const e of [
      ...Array.from({ length: 7 }, () => ({ type: "drew", seat: 0, count: 1, reason: "turn" })),
      { type: "drew", seat: 0, count: 2, reason: "penalty" },
      { type: "drew", seat: 1, count: 1, reason: "turn" },
      { type: "drew", seat: 1, count: 1, reason: "turn" },
      { type: "challenged", challenger: 0, offender: 1, guilty: false },
      { type: "caught", by: 1, target: 0 },
      { type: "nothing_to_draw", seat: 0, missing: 1 },
    ]) {
      const d = say(e);
      if (!mergeLine(last, d)) out.push((last = d));
    }
    return out.map((d) => d.text);
  });
  assert.deepEqual(lines, [
    "You draw 7 cards.",
    "You draw 2 cards (penalty).",
    "Seat 2 draws 2 cards.",
    "You challenge Seat 2's Wild Draw Four: innocent, so you draw 6.",
    "Seat 2 catches you without UNO, so you draw 2.",
    "Nothing left to draw: you miss a card.",
  ]);
  assertNoProblems(pia);
});

// Every card a Wild Draw Four but one Wild, 12 cards each: Pia deals and
// the first card counts as her play (she names its colour), then she
// draws and keeps until the bot, holding nothing else, plays a Wild Draw
// Four on her (or its one Wild, and she draws again).
test("phone: a Wild Draw Four to answer leaves the hand two whole rows of cards", { timeout: 120000 }, async () => {
  const pia = await newPage(browser, PHONE);
  const rules = { preset: "classic", options: { first_card: "as_dealer_played", hand_size: 12, dealer: 0, deck: { "W+4": 125, W: 1 } } };
  await createRoom(pia, server.url, "Pia", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(rules));
  });
  await addBot(pia, "easy");
  await pia.getByRole("button", { name: "Start the game" }).click();
  await pia.locator("dialog.colordlg[open]").waitFor();
  await pia.locator("dialog[open] .colorbtn").first().click();
  const guide = pia.getByTestId("guide");
  if (await guide.count()) await guide.getByRole("button", { name: "Got it" }).click();
  await untilWildDrawFourToAnswer(pia, 30000);
  await pia.waitForTimeout(600);
  // The question, its answers and their costs stay on the screen, and the
  // hand keeps two whole rows of cards (it had a quarter of the height:
  // one row, the status line's question and the costs above it).
  const g = await pia.evaluate(() => {
    const r = (el) => el.getBoundingClientRect().toJSON();
    const hand = document.querySelector(".hand");
    const hr = r(hand);
    return {
      vh: innerHeight,
      hand: hr,
      rows: [...document.querySelector(".table").children]
        .filter((c) => c.getBoundingClientRect().height > 0 && getComputedStyle(c).position !== "absolute")
        .map((c) => `${c.className.split(" ")[0]} ${Math.round(c.getBoundingClientRect().height)}px`),
      cards: document.querySelectorAll(".hand .handcard").length,
      whole: [...document.querySelectorAll(".hand .handcard")].filter((b) => {
        const c = r(b);
        return c.top >= hr.top - 0.5 && c.bottom <= hr.bottom + 0.5;
      }).length,
      help: r(document.querySelector('[data-testid="wd4-help"]')),
      buttons: ["act-accept", "act-challenge"].map((f) => r(document.querySelector(`[data-focus="${f}"]`))),
      status: document.querySelector(".status .stext").textContent,
    };
  });
  assert.ok(g.cards >= 12, `${g.cards} cards in the hand`);
  assert.match(g.status, /Wild Draw Four/, "the question is still said (to screen readers)");
  for (const b of [g.help, ...g.buttons]) assert.ok(b.top >= 0 && b.bottom <= g.hand.top + 0.5 && b.height > 0, "the answers and their costs are above the hand, on the screen");
  assert.ok(g.hand.height >= 0.3 * g.vh, `the hand has ${Math.round((100 * g.hand.height) / g.vh)}% of the height; the rows: ${g.rows.join(" | ")}`);
  assert.ok(g.whole >= 10, `${g.whole} cards of ${g.cards} are whole in the hand's room; the rows: ${g.rows.join(" | ")}`);
  await shot(pia, "challenge-phone-12");
  await checkA11y(pia, "Wild Draw Four answer with 12 cards (phone)");
  assertNoProblems(pia);
  await pia.context().close();
});

test("Mario Kart items: one banner at a time, over nothing; flying cards under the panels", { timeout: 180000 }, async () => {
  const host = await newPage(browser, DESKTOP);
  // A deck heavy in Wild Item Boxes (R9), so that items come often.
  const rules = { preset: "mario-kart", options: { hand_size: 4, deck: { WIB: 40, R1: 8, Y2: 8, G3: 8, B4: 8, "W+4": 4 } } };
  await createRoom(host, server.url, "Host", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(rules));
    await p.getByRole("checkbox", { name: /^I'll watch/ }).check();
  });
  for (const level of ["easy", "easy", "easy", "easy"]) await addBot(host, level);
  // Watch every banner and every flying card from the start.
  await host.evaluate(() => {
    window.__fx = { maxBanners: 0, banners: 0, covered: [], flyAbove: [] };
    const f = window.__fx;
    const rect = (el) => el.getBoundingClientRect();
    const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    new MutationObserver((muts) => {
      const n = document.querySelectorAll(".itembanner").length;
      f.maxBanners = Math.max(f.maxBanners, n);
      for (const m of muts) for (const el of m.addedNodes) if (el.classList && el.classList.contains("itembanner")) f.banners++;
      const b = document.querySelector(".itembanner");
      if (b) for (const other of document.querySelectorAll(".pod, .center, .scorepanel, .gameover, .hand, .actions")) if (hit(rect(b), rect(other))) f.covered.push(other.className);
      const fx = document.querySelector(".fxlayer");
      const ov = document.querySelector(".overlay-slot");
      if (fx && ov && !(fx.parentElement === ov.parentElement && Number(getComputedStyle(fx).zIndex) < Number(getComputedStyle(ov).zIndex))) f.flyAbove.push("fxlayer");
    }).observe(document.body, { childList: true, subtree: true });
  });
  await host.getByRole("button", { name: "Start the game" }).click();
  await waitFor(async () => (await host.evaluate(() => window.__fx.banners)) >= 3, { timeout: 90000, what: "three item banners" });
  const fx = await host.evaluate(() => window.__fx);
  assert.equal(fx.maxBanners, 1, "one item banner at a time");
  assert.deepEqual(fx.covered, [], "an item banner covered part of the table");
  assert.deepEqual(fx.flyAbove, [], "the flying cards' layer is under the panels");
  assertNoProblems(host);
});
