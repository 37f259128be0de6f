// Two people in two browser contexts play one room against each other:
// turn order, a colour choice, an UNO catch, a Wild Draw Four challenge
// (the hand is shown to the challenger alone), a called UNO, game over,
// rematch, then the game in the history and its replay.
//
// The server deals from a secret random seed, so the room is made
// deterministic by its rules instead (typed into the page's "Rules as
// JSON"): a deck of 30 Wild Draw Fours and one Wild, 2 cards each, seat 1
// (the host) deals, and the first card counts as played by the dealer.
// Every hand then holds a Wild Draw Four, every play names a colour, and
// every Wild Draw Four is legal, so a challenge always fails.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, createRoom, waitFor, assertNoProblems, checkA11y } from "./harness.mjs";

const RULES = {
  preset: "classic",
  options: { first_card: "as_dealer_played", hand_size: 2, dealer: 0, deck: { "W+4": 30, W: 1 } },
  scoring: { method: "winner_takes_all", target: 500 },
};

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const chip = (p) => p.locator(".felt .inplay .colorchip").innerText();
const count = (p, seat) => p.locator(`.pod[data-seat="${seat}"] .pcount`).innerText();
const handCards = (p) => p.locator(".hand .handcard").evaluateAll((bs) => bs.map((b) => b.dataset.card));
const mine = async (p) => (await p.locator(".status.mine").count()) > 0;

test("two players: turn order, colour choice, UNO catch, Wild Draw Four challenge, game over, rematch, replay", { timeout: 300000 }, async () => {
  const ada = await newPage(browser, DESKTOP);
  const code = await createRoom(ada, server.url, "Ada", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(RULES));
    await p.getByLabel("Turn timer").selectOption("60");
  });
  assert.match(await ada.locator(".rulesum").innerText(), /custom deck/);

  // Bob follows the invite link on his phone and takes the second seat.
  const bob = await newPage(browser, PHONE);
  await bob.goto(`${server.url}/r/${code}`);
  await bob.getByLabel("Nickname").fill("Bob");
  await bob.getByRole("button", { name: "Join the table" }).click();
  await bob.locator(".conn.open").waitFor();
  await ada.locator(".seatlist .seat", { hasText: "Bob" }).waitFor();
  assert.equal(await bob.getByRole("button", { name: "Start the game" }).count(), 0, "only the host starts");
  // The host role goes to Bob and back (transfer_host): the start button follows it.
  await ada.getByRole("button", { name: "Make Bob the host" }).click();
  await bob.getByRole("button", { name: "Start the game" }).waitFor();
  assert.equal(await ada.getByRole("button", { name: "Start the game" }).count(), 0, "Ada is no longer the host");
  await bob.getByRole("button", { name: "Make Ada the host" }).click();
  await ada.getByRole("button", { name: "Start the game" }).waitFor();
  await ada.getByRole("button", { name: "Start the game" }).click();

  // Colour choice: Ada deals and "played" the first card, so the game asks
  // her for the colour; her page opens the colour picker by itself.
  await ada.locator("dialog.colordlg[open]").waitFor();
  await waitFor(async () => /Ada is naming a colour/.test(await bob.locator(".status").innerText()), { what: "Bob waits for Ada's colour" });
  // The round's deal was committed before play (per-round seed commitments).
  // The log says it plainly; the hash is in the entry's Fairness part.
  await waitFor(async () => /Round 1 is dealt\./.test(await bob.locator(".loglist").innerText()), { what: "round 1's deal in the log" });
  const commitments = await bob.locator(".loglist details.fairness code").allTextContents();
  assert.ok(commitments.some((c) => /^[0-9a-f]{64}$/.test(c)), `round 1's commitment in a Fairness entry: ${JSON.stringify(commitments)}`);
  await shot(ada, "colour-picker");
  await checkA11y(ada, "colour picker");
  await ada.locator('dialog[open] .colorbtn[data-color="G"]').click();
  // Each page gets its own update: wait for both, in no particular order.
  await waitFor(async () => /Green/.test(await chip(bob)), { what: "Green in play on Bob's page" });
  await waitFor(async () => /Green/.test(await chip(ada)), { what: "Green in play on Ada's page" });

  // Turn order: exactly one of the two may act, and the other's cards are dimmed.
  await waitFor(async () => (await mine(ada)) !== (await mine(bob)), { what: "one player to act" });
  const [x, y, xName, yName, xSeat] = (await mine(ada)) ? [ada, bob, "Ada", "Bob", 0] : [bob, ada, "Bob", "Ada", 1];
  assert.equal(await y.locator(".hand .handcard.playable").count(), 0, "no card is lit out of turn");
  assert.match(await y.locator(".status").innerText(), new RegExp(`${xName} to play`));
  assert.equal(await y.locator(".drawpile:not([disabled])").count(), 0, "no drawing out of turn");
  await checkA11y(bob, "table (phone)");

  // X plays a Wild Draw Four, names Blue with the keyboard, and forgets UNO.
  assert.equal((await handCards(x)).length, 2);
  await x.locator('.hand .handcard.playable[data-card="W+4"]').first().click();
  await x.locator("dialog.colordlg[open]").waitFor();
  await x.keyboard.press("b");
  await waitFor(async () => /Blue/.test(await chip(y)), { what: "Blue in play" });
  await x.locator(".act.uno.urgent").waitFor(); // X may still call…

  // …but Y catches first: the catch button is on X's seat. The server holds
  // it for the grace window, then X draws 2.
  await y.locator(`.pod[data-seat="${xSeat}"] .catch`).click();
  await waitFor(async () => /catch/.test(await y.locator(".loglist").innerText()) && (await count(y, xSeat)) === "3", { what: "the catch" });
  await waitFor(async () => (await handCards(x)).length === 3, { what: "the catch's 2 cards in X's hand" });

  // Y answers the Wild Draw Four: Accept or Challenge (C on the keyboard).
  await y.locator('[data-focus="act-challenge"]').waitFor();
  const yBefore = (await handCards(y)).length;
  await shot(y, "challenge");
  assert.match(await y.locator('[data-focus="act-accept"]').innerText(), /Accept \(draw 4\)/);
  await y.locator("body").press("c");
  // The challenge fails (X held no Green card): the hand is shown to Y alone.
  await y.locator(".reveal").waitFor();
  assert.match(await y.locator(".reveal h2").innerText(), new RegExp(`${xName}'s hand, shown to you only`));
  assert.ok((await y.locator(".reveal .card").count()) >= 1);
  await waitFor(async () => /innocent/.test(await x.locator(".loglist").innerText()), { what: "the challenge on X's page" });
  assert.equal(await x.locator(".reveal").count(), 0, "the hand is not shown to its owner's opponent… nor anyone else");
  await shot(y, "revealed-hand");
  await checkA11y(y, "revealed hand");
  await y.getByRole("button", { name: "OK" }).click();

  // Y drew 6 and lost the turn: X plays again.
  await waitFor(() => mine(x), { what: "X to play again" });
  await waitFor(async () => (await handCards(y)).length === yBefore + 6, { what: "Y's 6 cards" });

  // X: 3 cards -> 2 (Y accepts), then presses UNO before the next-to-last play.
  // (X prefers Wild Draw Fours, so the one plain Wild, if X holds it, goes last.)
  const playWild = async (color) => {
    const wd4 = x.locator('.hand .handcard.playable[data-card="W+4"]');
    await ((await wd4.count()) ? wd4 : x.locator(".hand .handcard.playable")).first().click();
    await x.locator(`dialog[open] .colorbtn[data-color="${color}"]`).click();
  };
  await playWild("Y");
  await y.locator('[data-focus="act-accept"]').click();
  await waitFor(() => mine(x), { what: "X again" });
  await x.locator(".act.uno").click();
  assert.equal(await x.locator(".act.uno").getAttribute("aria-pressed"), "true");
  await playWild("R");
  await waitFor(async () => /“UNO!”/.test(await y.locator(".loglist").innerText()), { what: "the UNO call" });
  assert.equal(await y.locator(".pod .catch").count(), 0, "nobody to catch after a call");
  await y.locator('[data-focus="act-accept"]').click();
  await waitFor(() => mine(x), { what: "X's last card" });
  await playWild("G");

  // X went out; Y's hand of wilds is worth over 500: game over on both pages.
  await x.locator(".gameover").waitFor();
  await y.locator(".gameover").waitFor();
  assert.match(await x.locator(".gameover h2").innerText(), /You win the game!/);
  // The loser is told plainly.
  assert.equal(await y.locator(".gameover h2").innerText(), `You lose: ${xName} wins the game.`);
  await shot(ada, "game-over");
  await checkA11y(y, "game over");
  assert.ok(yName);

  // Rematch (the host's button), then the finished game in the history.
  await ada.getByRole("button", { name: "Rematch" }).click();
  await waitFor(async () => /Game 2 starts/.test(await bob.locator(".loglist").innerText()), { what: "the rematch" });
  await waitFor(async () => (await ada.locator(".gameover").count()) === 0, { what: "the game-over panel to close" });

  // A dropped connection: the server is killed (kill -9) and comes back on
  // the same address. Both pages reconnect by themselves to the same seats.
  if (!server.external) {
    await ada.locator(".hand .handcard").first().waitFor();
    await bob.locator(".hand .handcard").first().waitFor();
    await ada.waitForTimeout(400);
    const before = { ada: await handCards(ada), bob: await handCards(bob) };
    await server.crash();
    await ada.locator(".conn.closed, .conn.connecting").waitFor();
    await bob.locator(".conn.closed, .conn.connecting").waitFor();
    await server.restart();
    await ada.locator(".conn.open").waitFor({ timeout: 20000 });
    await bob.locator(".conn.open").waitFor({ timeout: 20000 });
    await waitFor(async () => (await handCards(ada)).length > 0 && (await handCards(bob)).length > 0, { what: "hands after the restart" });
    assert.deepEqual(await handCards(ada), before.ada, "Ada's hand after the server restart");
    assert.deepEqual(await handCards(bob), before.bob, "Bob's hand after the server restart");
  }

  const viewer = await newPage(browser, DESKTOP);
  await viewer.goto(server.url + "/#history");
  await viewer.locator(".gamerow").first().waitFor();
  assert.match(await viewer.locator(".gamerow").first().innerText(), /Ada/);
  await shot(viewer, "history");
  await checkA11y(viewer, "history");
  // The leaderboard by rating (the one finished game rated them): the
  // winner above the loser, each with one game.
  await viewer.locator(".leaders li b").nth(1).waitFor();
  assert.deepEqual(await viewer.locator(".leaders li b").allInnerTexts(), [xName, yName]);
  assert.match(await viewer.locator(".leaders li").first().innerText(), /1 game\b/);
  await viewer.locator(".gamerow").first().click();
  await viewer.locator(".rview").waitFor();
  await viewer.getByRole("button", { name: "Last step" }).click();
  await waitFor(async () => /wins the round|Game over/.test(await viewer.locator(".rsteps").innerText()), { what: "the last step" });
  await viewer.getByRole("button", { name: "First step" }).click();
  await viewer.getByRole("button", { name: "Next step" }).click();
  await viewer.waitForTimeout(300);
  await shot(viewer, "replay");
  await checkA11y(viewer, "replay");
  for (const p of [ada, bob, viewer]) assertNoProblems(p);
});
