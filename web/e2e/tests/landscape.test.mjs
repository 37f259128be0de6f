// A phone held sideways (844×390, and 740×360 and 667×375): the felt with
// the discard pile and the colour in play, every opponent's seat, the
// status line and the decision's buttons, and the first cards of the hand
// are on the screen at the same time, with nothing to scroll and nothing
// running off the side; a lit card never covers the player's name.
// (It was a 688 px table in a 338 px scrolling area, scrolled to the
// bottom: the felt was out of sight.)
//
// The games are dealt from one-card decks, so that every moment measured
// comes whatever the server's secret seed: only Wild Draw Fours (the
// dealer's first card names a colour, then the Wild Draw Fours come at
// the player) or only Wilds (every card lit on the player's turn).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, shot, createRoom, addBot, waitFor, assertNoProblems, untilWildDrawFourToAnswer } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const LANDSCAPE = { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SIZES = [
  [844, 390],
  [740, 360],
  [667, 375],
];

const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

/** Where everything is, with the page as it is (no scrolling done). */
function measure(page) {
  return page.evaluate(() => {
    const r = (el) => (el ? el.getBoundingClientRect().toJSON() : null);
    const q = (s) => document.querySelector(s);
    const stage = q(".stage");
    const hand = q(".hand");
    return {
      vw: innerWidth,
      vh: innerHeight,
      docW: document.documentElement.scrollWidth,
      docH: document.documentElement.scrollHeight,
      stage: { sh: stage.scrollHeight, ch: stage.clientHeight, sw: stage.scrollWidth, cw: stage.clientWidth, top: stage.scrollTop },
      discard: r(q(".discard .card")),
      drawpile: r(q(".drawpile .card")),
      inplay: r(q(".inplay")),
      pods: [...document.querySelectorAll(".felt .pod")].map((p) => ({ ...r(p), name: p.querySelector(".pname").textContent })),
      status: r(q(".status")),
      name: r(q(".mebar .myname")),
      hand: r(hand),
      handScroll: { sw: hand.scrollWidth, cw: hand.clientWidth },
      cards: [...document.querySelectorAll(".hand .handcard .card")].map((c) => ({ ...r(c), card: c.closest(".handcard").dataset.card, lit: c.closest(".handcard").classList.contains("playable") })),
      buttons: [...document.querySelectorAll(".actions .act")].map((b) => ({ ...r(b), focus: b.dataset.focus })),
      help: r(q('[data-testid="wd4-help"]')),
      colours: [...document.querySelectorAll("dialog[open] .colorbtn")].map(r),
      rows: [...document.querySelector(".table").children]
        .filter((c) => c.getBoundingClientRect().height > 0 && getComputedStyle(c).position !== "absolute" && getComputedStyle(c).position !== "fixed")
        .map((c) => `${c.className.split(" ")[0]} ${Math.round(c.getBoundingClientRect().height)}px`),
    };
  });
}

/**
 * The table at this moment, at each landscape size: all on the screen at
 * once. `seats`: the opponents there must be. Returns what it saw at the
 * first size.
 */
async function checkAll(page, what, seats) {
  let first = null;
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(250);
    const m = await measure(page);
    first = first || m;
    const at = `${what} at ${w}×${h}`;
    const inside = (b, name) => {
      assert.ok(b && b.width > 0 && b.height > 0, `${at}: ${name} is not shown`);
      assert.ok(b.left >= -0.5 && b.right <= m.vw + 0.5 && b.top >= -0.5 && b.bottom <= m.vh + 0.5, `${at}: ${name} is off the screen (${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)} in ${m.vw}×${m.vh}); the rows: ${m.rows.join(" | ")}`);
    };
    // Nothing to scroll, nothing off the side.
    assert.ok(m.stage.sh <= m.stage.ch + 1 && m.stage.top === 0, `${at}: the table scrolls (${m.stage.sh}px in ${m.stage.ch}px, scrolled ${m.stage.top}px); the rows: ${m.rows.join(" | ")}`);
    assert.ok(m.docH <= m.vh + 1, `${at}: the page is ${m.docH}px tall`);
    assert.ok(m.docW <= m.vw + 1 && m.stage.sw <= m.stage.cw + 1, `${at}: something runs off the side (${m.docW}px, ${m.stage.sw}px)`);
    assert.ok(m.handScroll.sw <= m.handScroll.cw + 1, `${at}: the hand scrolls sideways`);
    // The felt: the discard pile, the colour in play, every opponent.
    inside(m.discard, "the discard pile");
    inside(m.drawpile, "the draw pile");
    inside(m.inplay, "the colour in play");
    assert.equal(m.pods.length, seats, `${at}: ${m.pods.length} seats on the felt`);
    for (const p of m.pods) {
      inside(p, `${p.name}'s seat`);
      for (const [b, name] of [
        [m.discard, "the discard pile"],
        [m.inplay, "the colour in play"],
      ])
        assert.ok(!overlap(p, b), `${at}: ${p.name}'s seat covers ${name}`);
    }
    for (let i = 0; i < m.pods.length; i++) for (let j = i + 1; j < m.pods.length; j++) assert.ok(!overlap(m.pods[i], m.pods[j]), `${at}: ${m.pods[i].name}'s and ${m.pods[j].name}'s seats overlap`);
    // The status, the player's name and the first cards of the hand (the
    // hand's own box: the rest of it scrolls inside).
    inside(m.status, "the status line");
    inside(m.name, "the player's name");
    inside(m.hand, "the hand");
    assert.ok(m.cards.length >= 1, `${at}: no cards in the hand`);
    for (const c of m.cards.slice(0, Math.min(3, m.cards.length))) {
      inside(c, `the card ${c.card}`);
      assert.ok(c.top >= m.hand.top - 0.5 && c.bottom <= m.hand.bottom + 0.5, `${at}: ${c.card} is cut by the hand's edge; the rows: ${m.rows.join(" | ")}`);
    }
    // A lit card rises, but never over the player's name nor the buttons.
    for (const c of m.cards) {
      assert.ok(!overlap(c, m.name), `${at}: ${c.card}${c.lit ? " (lit)" : ""} covers the player's name`);
      for (const b of m.buttons) assert.ok(!overlap(c, b), `${at}: ${c.card} covers the button ${b.focus}`);
    }
    // The decision: its buttons (and a Wild Draw Four's costs), or the
    // colour picker, on the screen and clear of the pile and the colour.
    for (const b of m.buttons) inside(b, `the button ${b.focus}`);
    if (m.help) inside(m.help, "what each answer costs");
    for (const c of m.colours) {
      inside(c, "a colour of the picker");
      assert.ok(!overlap(c, m.discard) && !overlap(c, m.inplay), `${at}: the colour picker covers the pile or the colour in play`);
    }
  }
  await page.setViewportSize(LANDSCAPE.viewport);
  await page.waitForTimeout(200);
  return first;
}

async function startGame(page, rules, bots) {
  await createRoom(page, server.url, "Pia", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(rules));
  });
  for (let i = 0; i < bots; i++) await addBot(page, "easy");
  await page.getByRole("button", { name: "Start the game" }).click();
}

async function dismissGuide(page) {
  const guide = page.getByTestId("guide");
  if (await guide.count()) await guide.getByRole("button", { name: "Got it" }).click();
}

// Six seats, 20 cards each, every card a Wild Draw Four but one Wild: Pia
// deals, and the first card counts as her play (she names its colour);
// then she draws and keeps until a bot plays a Wild Draw Four on her.
test("landscape phone: six seats and 20 cards, the colour to name, then a Wild Draw Four to answer", { timeout: 120000 }, async () => {
  const pia = await newPage(browser, LANDSCAPE);
  const rules = { preset: "classic", options: { first_card: "as_dealer_played", hand_size: 20, dealer: 0, deck: { "W+4": 220, W: 1 } } };
  await startGame(pia, rules, 5);
  await pia.locator("dialog.colordlg[open]").waitFor();
  await pia.waitForTimeout(400);
  const g = await checkAll(pia, "the colour to name", 5);
  assert.equal(g.colours.length, 4, "four colours to choose from");
  await shot(pia, "landscape-colour");
  await pia.locator("dialog[open] .colorbtn").first().click();
  await dismissGuide(pia);
  await pia.waitForTimeout(300);
  const n = await checkAll(pia, "20 cards, six seats", 5);
  assert.ok(n.cards.length >= 20, `${n.cards.length} cards in the hand`);
  await shot(pia, "landscape-6seats-20cards");
  await untilWildDrawFourToAnswer(pia, 40000);
  await pia.waitForTimeout(500);
  const c = await checkAll(pia, "a Wild Draw Four to answer", 5);
  assert.deepEqual(
    c.buttons.map((b) => b.focus).filter((f) => f === "act-accept" || f === "act-challenge"),
    ["act-accept", "act-challenge"],
    "the two answers are shown",
  );
  await shot(pia, "landscape-challenge");
  assertNoProblems(pia);
  await pia.context().close();
});

// Two seats, every card a Wild: the bot deals and names the first card's
// colour, and Pia's turn comes with every card lit (raised); she plays
// one and names its colour.
for (const hand of [1, 7]) {
  test(`landscape phone: two seats, ${hand} lit card${hand > 1 ? "s" : ""}, then the colour of the one played`, { timeout: 60000 }, async () => {
    const pia = await newPage(browser, LANDSCAPE);
    const rules = { preset: "classic", options: { first_card: "as_dealer_played", hand_size: hand, dealer: 1, deck: { W: 108 } } };
    await startGame(pia, rules, 1);
    await waitFor(async () => (await pia.locator(".status.mine").count()) && (await pia.locator(".hand .handcard.playable").count()) === hand, { what: "Pia's turn, every card lit" });
    await dismissGuide(pia);
    await pia.waitForTimeout(300);
    const m = await checkAll(pia, `${hand} lit card(s)`, 1);
    assert.equal(m.cards.filter((c) => c.lit).length, hand);
    await shot(pia, `landscape-2seats-${hand}cards`);
    await pia.locator(".hand .handcard.playable").first().click();
    if (hand > 1) {
      await pia.locator("dialog.colordlg[open]").waitFor();
      await pia.waitForTimeout(400);
      await checkAll(pia, `the colour of a Wild, ${hand - 1} cards left`, 1);
    }
    assertNoProblems(pia);
    await pia.context().close();
  });
}
