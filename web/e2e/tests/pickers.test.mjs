// Issue 22 §4 point 2: a decision that needs a colour or a player opens
// its picker by itself, every time; the "Choose colour" / "Choose player"
// buttons are only a way back to it.
//
// The paths seen failing, reached by the rules (a deck typed as JSON, a
// fixed dealer), never by luck:
// - Seven swaps (R8 house rule `seven_swap`) + Play several (R13): a deck of
//   sevens only, so that every play of ours goes through the several-cards
//   chooser, by mouse and by keyboard, and ends in a player choice;
// - a Wild Shuffle Hands as the first card (R3: the dealer's left names
//   the colour): a deck of Wild Shuffle Hands only with the bot as the
//   fixed dealer of round 1, so that we are the dealer's left.
// Also: the picker a decision opened goes away when the decision does, and
// a second update for the same decision does not open a second picker.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, createRoom, addBot, waitFor, assertNoProblems, shot } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer({ "--bot-delay-ms": "60", "--round-pause-ms": "1500" });
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

async function rulesRoom(page, nickname, rules) {
  return createRoom(page, server.url, nickname, async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(rules));
  });
}

/** What the page shows about pickers right now. */
const pickerState = (page) =>
  page.evaluate(() => {
    const q = (sel) => document.querySelector(sel);
    const open = [...document.querySelectorAll("dialog.modal[open]")].map((d) => d.className);
    const s = q(".status");
    return {
      open,
      mine: !!q(".status.mine"),
      status: s ? s.textContent : "",
      fallback: [...document.querySelectorAll('[data-focus="act-player"], [data-focus="act-color"]')].map((b) => b.textContent),
      playable: document.querySelectorAll(".hand .handcard.playable").length,
      over: !!q(".scorepanel, .gameover"),
      gameOver: !!q(".gameover"),
    };
  });

/** Waits until the picker of that class is open, the only dialog. */
async function expectPicker(page, cls, what) {
  try {
    await waitFor(async () => {
      const p = await pickerState(page);
      return p.open.length === 1 && p.open[0].includes(cls);
    }, { timeout: 5000, what });
  } catch (e) {
    const p = await pickerState(page);
    throw new Error(`${what}: no ${cls} opened by itself (open dialogs: ${JSON.stringify(p.open)}, buttons: ${JSON.stringify(p.fallback)}, status: ${p.status})`);
  }
}

const SEVENS = { R7: 25, Y7: 25, G7: 25, B7: 25 };

for (const how of ["mouse", "keyboard"]) {
  test(`seven swaps + play several (${how}): the player picker opens after the several-cards chooser`, { timeout: 180000 }, async () => {
    const pia = await newPage(browser, DESKTOP);
    await rulesRoom(pia, "Pia", { preset: "classic", house: ["multi_play", "seven_swap"], options: { deck: SEVENS } });
    await addBot(pia, "medium");
    await addBot(pia, "medium");
    await pia.getByRole("button", { name: "Start the game" }).click();
    await pia.locator(".hand .handcard").first().waitFor();
    let swaps = 0;
    for (let i = 0; swaps < 4 && i < 400; i++) {
      const p = await pickerState(pia);
      if (p.open.length && p.mine && p.open.length === 1 && p.open[0].includes("playerdlg")) {
        // Our own player choice, opened by itself without the several-cards
        // chooser: a seven played alone. That is a hand of one seven (a swap
        // can hand us one): going out with a 7 still asks whom to swap with,
        // and they receive the empty hand (R11.2: hand-moving effects resolve
        // before the check), or the chooser's wait below gave up. Answer it
        // as the user would; it is not counted as a swap through the chooser.
        if (how === "mouse") await pia.locator("dialog[open] .playerbtn").first().click();
        else await pia.keyboard.press("1");
        await waitFor(async () => !(await pickerState(pia)).open.length, { timeout: 3000, what: "our own player picker to close" });
        continue;
      }
      if (p.open.length) {
        // Only a picker of ours may be open here: the one a swap of the
        // bots never asks us for.
        assert.fail(`a dialog is open outside our turn: ${JSON.stringify(p)}`);
      }
      if (p.over || !p.mine || !p.playable) {
        // The fallback button alone (no picker) is a failure unless the
        // answer just sent is on its way (the next update takes it away).
        if (p.fallback.length) {
          await waitFor(async () => {
            const q = await pickerState(pia);
            return !q.fallback.length || q.open.length;
          }, { timeout: 3000, what: "the fallback button to go or its picker to open" }).catch(async () => assert.fail(`the fallback button shows with no picker: ${JSON.stringify(await pickerState(pia))}`));
        }
        await pia.waitForTimeout(80);
        continue;
      }
      // Our turn: every card is a seven, every seven is lit, and a second
      // seven can go with it (R13).
      if (how === "mouse") await pia.locator(".hand .handcard.playable").first().click();
      else {
        await pia.locator(".hand .handcard.playable").first().focus();
        await pia.keyboard.press("Enter");
      }
      const chooser = pia.locator("dialog.modal[open] .combo");
      try {
        await chooser.first().waitFor({ timeout: 3000 });
      } catch {
        continue; // the turn moved on meanwhile (a catch, the round's end)
      }
      const two = pia.locator("dialog.modal[open] .combo", { hasText: "2 cards" }).first();
      if (how === "mouse") await two.click();
      else {
        await two.focus();
        await pia.keyboard.press("Enter");
      }
      await expectPicker(pia, "playerdlg", `swap ${swaps + 1}`);
      if (swaps === 0) await shot(pia, "picker-seven-swap-desktop");
      // Answer it as the user would.
      if (how === "mouse") await pia.locator("dialog[open] .playerbtn").first().click();
      else await pia.keyboard.press("1");
      await waitFor(async () => {
        const q = await pickerState(pia);
        return !q.open.length && !q.fallback.length;
      }, { timeout: 3000, what: "the picker to close and the decision to go" });
      swaps++;
    }
    assert.ok(swaps >= 4, `only ${swaps} swaps were played`);
    assertNoProblems(pia);
    await pia.context().close();
  });
}

test("a Wild Shuffle Hands as the first card: the dealer's left gets the colour picker (R3), phone", { timeout: 120000 }, async () => {
  const pia = await newPage(browser, PHONE);
  // Seat 1 (the bot) deals round 1: we (seat 0) are its left, and the
  // first card, a Wild Shuffle Hands, asks us for the colour (R3).
  await rulesRoom(pia, "Pia", { preset: "shuffle-hands", options: { deck: { WSH: 80 }, dealer: 1 } });
  await addBot(pia, "medium");
  await pia.getByRole("button", { name: "Start the game" }).click();
  await expectPicker(pia, "colordlg", "the first card's colour");
  await shot(pia, "picker-first-card-phone");
  const status = await pia.locator(".status").textContent();
  assert.match(status, /colour/i, status);
  await pia.locator("dialog[open] .colorbtn").first().click();
  await waitFor(async () => !(await pickerState(pia)).open.length, { timeout: 3000, what: "the picker to close" });
  assertNoProblems(pia);
  await pia.context().close();
});

// The holes the picker fell through before: a decision that came while
// another dialog was open (here the rule book, opened from the lobby's
// rules as the game starts) was never offered its picker; a picker that
// Chromium closed by itself (a second Escape closes a modal dialog even
// when the page refused the first) left only the fallback button.
test("the first card's colour picker opens once the rule book is closed, and comes back after Escape, Escape", { timeout: 120000 }, async () => {
  const pia = await newPage(browser, DESKTOP);
  await rulesRoom(pia, "Pia", { preset: "shuffle-hands", options: { deck: { WSH: 80 }, dealer: 1 } });
  await addBot(pia, "medium");
  // Start, and open the rule book at once: the deal (and its question for
  // us, R3) comes while the rule book is open.
  await pia.evaluate(() => {
    document.querySelector('[data-focus="lobby-start"]').click();
    document.querySelector(".rulesum a.rulelink").click();
  });
  await pia.locator("dialog.rbdlg[open]").waitFor();
  await pia.locator(".status.mine").waitFor();
  await pia.waitForTimeout(500);
  let p = await pickerState(pia);
  assert.deepEqual(
    p.open.map((c) => c.includes("rbdlg")),
    [true],
    `only the rule book is open while it is: ${JSON.stringify(p)}`,
  );
  await pia.locator("dialog.rbdlg[open]").getByRole("button", { name: "Close" }).click();
  await expectPicker(pia, "colordlg", "the colour picker after the rule book");
  // Escape twice: the picker may not be dismissed (the question stays).
  await pia.keyboard.press("Escape");
  await pia.waitForTimeout(100);
  await pia.keyboard.press("Escape");
  await pia.waitForTimeout(300);
  await expectPicker(pia, "colordlg", "the colour picker after Escape, Escape");
  p = await pickerState(pia);
  assert.ok(p.mine, "still our decision");
  await pia.keyboard.press("g");
  await waitFor(async () => {
    const q = await pickerState(pia);
    return !q.open.length && !q.fallback.length;
  }, { timeout: 3000, what: "the picker to close and the decision to go" });
  assertNoProblems(pia);
  await pia.context().close();
});

// Issue 32 §4 point 10: the picker was seen not opening (its "Choose
// player" button instead) at a 4-seat table with Seven swaps, jump-in,
// stacking and play several. The same table here, with a deck of sevens
// and Draw Twos in two colours (identical cards: jump-ins; Draw Twos:
// stacks), played by us with every lit card, in turn or out of it
// (jump-in, R13): every player decision of ours opens its picker by
// itself, within a second and a half, however it came. A round can end
// before we have a player choice (a bot going out first; seen once in
// stop 29, when the test stopped at the first round's end): the test
// plays on, round after round, until six choices were ours.
test("point 10: seven swaps + jump-in + stacking + play several, 4 seats: every player choice opens its picker", { timeout: 180000 }, async () => {
  const pia = await newPage(browser, DESKTOP);
  await rulesRoom(pia, "Pia", {
    preset: "classic",
    house: ["multi_play", "seven_swap", "jump_in", "stack_draw_two"],
    options: { deck: { R7: 30, G7: 30, "R+2": 12, "G+2": 12, R1: 8, G1: 8 } },
  });
  for (let i = 0; i < 3; i++) await addBot(pia, "medium");
  await pia.getByRole("button", { name: "Start the game" }).click();
  await pia.locator(".hand .handcard").first().waitFor();
  let picks = 0;
  let jumps = 0;
  let since = null; // when the fallback button was first seen with no picker
  const end = Date.now() + 150000;
  while (picks < 6 && Date.now() < end) {
    const p = await pickerState(pia);
    if (p.gameOver) break;
    if (p.over) {
      // Between rounds: the next one is dealt after the round pause.
      since = null;
      await pia.waitForTimeout(200);
      continue;
    }
    if (p.open.some((c) => c.includes("playerdlg"))) {
      since = null;
      await pia.locator("dialog[open] .playerbtn").first().click().catch(() => {});
      picks++;
      continue;
    }
    if (p.open.some((c) => c.includes("colordlg"))) {
      await pia.locator("dialog[open] .colorbtn").first().click().catch(() => {});
      continue;
    }
    if (p.open.length) {
      // The several-cards chooser: two cards when it can, so that a pair
      // of sevens ends in a swap.
      const two = pia.locator("dialog.modal[open] .combo", { hasText: "2 cards" }).first();
      await ((await two.count()) ? two : pia.locator("dialog.modal[open] .combo").first()).click().catch(() => {});
      continue;
    }
    if (p.fallback.some((t) => /player/i.test(t))) {
      since = since || Date.now();
      assert.ok(Date.now() - since < 1500, `the player choice showed its button, not its picker, for 1.5 s: ${JSON.stringify(await pickerState(pia))}`);
      await pia.waitForTimeout(50);
      continue;
    }
    since = null;
    if (p.playable) {
      if (!p.mine) jumps++;
      await pia.locator(".hand .handcard.playable").first().click({ timeout: 1000 }).catch(() => {});
      continue;
    }
    if (p.mine) {
      const d = await pia.$('[data-focus="act-pass"], [data-focus="act-draw"]');
      if (d) await d.click().catch(() => {});
    }
    await pia.waitForTimeout(60);
  }
  assert.ok(picks >= 1, `at least one player choice was ours (${picks}, ${jumps} jump-ins tried)`);
  await shot(pia, "picker-point10-desktop");
  assertNoProblems(pia);
  await pia.context().close();
});
