// A newcomer's first minute around rooms: rules checked when the room is
// created (with Start's message), a join panel that neither claims to
// connect nor offers a chat that cannot work, a full room that says so,
// the player picker (7-0 swaps), checked by axe-core, and an honour rule
// whose penalty button says how many cards it costs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, createRoom, addBot, waitFor, checkA11y, focused, assertNoProblems, openRules } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

test("rules checked at creation; the join panel; a full room says you are watching; the player picker; the honour penalty says how many", { timeout: 180000 }, async () => {
  // A hand the deck cannot deal to a full table of ten: refused when the
  // room is created, with the message Start would give, and no room made.
  const ada = await newPage(browser, DESKTOP);
  await ada.goto(server.url + "/");
  await ada.getByLabel("Nickname").fill("Ada");
  await openRules(ada);
  await ada.getByLabel("Hand size").fill("11");
  await ada.getByTestId("create-room").click();
  const err = ada.getByTestId("start-error");
  await waitFor(async () => /too few/.test(await err.innerText()), { what: "the refusal" });
  assert.equal(await err.innerText(), "These rules cannot be played: The deck has 108 cards: too few to deal 11 cards to each of 10 players and turn a first card.");
  assert.equal(new URL(ada.url()).pathname, "/", "no room was made");
  // The server sends the refusal as a reason and its numbers, so a German
  // reader reads it all in German (issue 32), not an English detail.
  const anna = await newPage(browser, { ...DESKTOP, locale: "de-DE" });
  await anna.goto(server.url + "/");
  await anna.getByLabel("Spitzname").fill("Anna");
  await openRules(anna);
  await anna.locator('input[name="hand_size"]').fill("11");
  await anna.getByTestId("create-room").click();
  const fehler = anna.getByTestId("start-error");
  await waitFor(async () => /zu wenige/.test(await fehler.innerText()), { what: "the German refusal" });
  assert.match(await fehler.innerText(), /Das Deck hat 108 Karten: zu wenige, um 10 Spielern je 11 Karten zu geben/);
  assert.doesNotMatch(await fehler.innerText(), /too few|deck has/);
  await anna.context().close();

  // Ada makes a room of ten: herself and nine bots.
  const code = await createRoom(ada, server.url, "Ada", async (p) => p.getByLabel("Hand size").fill("3"));
  for (let i = 0; i < 9; i++) await addBot(ada, "easy");
  assert.equal(await ada.locator(".seatlist .seat").count(), 10);

  // Bob opens the link: nothing connects before he joins, and the page
  // does not pretend it does; the chat is visibly off until he is in.
  const bob = await newPage(browser, PHONE);
  await bob.goto(`${server.url}/r/${code}`);
  await bob.locator(".joinpanel").waitFor();
  const conn = bob.locator(".conn");
  assert.equal(await conn.getAttribute("class"), "conn idle");
  assert.doesNotMatch(await conn.textContent(), /Connecting/);
  assert.equal(await conn.textContent(), "Not joined");
  const chat = bob.getByLabel("Chat message");
  assert.ok(await chat.isDisabled(), "chat before joining is off");
  assert.equal(await chat.getAttribute("placeholder"), "Join the room to chat");
  assert.ok(await bob.locator(".chat button[type=submit]").isDisabled());
  await checkA11y(bob, "join panel (phone)");

  // Cleo types the code on the home page and asks for a seat: the room is
  // full, and the page says she is watching.
  const cleo = await newPage(browser, DESKTOP);
  await cleo.goto(server.url + "/");
  await cleo.getByLabel("Nickname").fill("Cleo");
  await cleo.getByLabel("Room code or link").fill(code);
  await cleo.getByRole("button", { name: "Join", exact: true }).click();
  await cleo.waitForURL(new RegExp(`/r/${code}$`));
  await cleo.locator(".conn.open").waitFor();
  await cleo.locator(".seatnote").waitFor();
  assert.equal(await cleo.locator(".seatnote").innerText(), "The room is full: you are watching.");
  assert.match(await cleo.locator(".loglist").innerText(), /The room is full: you are watching\./);
  await ada.locator(".watching li", { hasText: "Cleo" }).waitFor();
  // Now in the room, Cleo can chat.
  assert.ok(await cleo.getByLabel("Chat message").isEnabled());
  await cleo.getByLabel("Chat message").fill("hello");
  await cleo.getByLabel("Chat message").press("Enter");
  await ada.locator(".loglist li.k-chat", { hasText: "hello" }).waitFor();

  // The player picker: a deck of sevens and the 7-0 swap (R13), so that
  // every play asks for a player. It opens by itself, and the focus comes
  // back to the table when it closes.
  const rules = { preset: "classic", house: ["seven_swap"], options: { hand_size: 2, deck: { R7: 12, Y7: 12, G7: 12, B7: 12 } } };
  const dan = await newPage(browser, DESKTOP);
  await createRoom(dan, server.url, "Dan", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(rules));
  });
  await addBot(dan, "easy");
  await dan.getByRole("button", { name: "Start the game" }).click();
  await waitFor(async () => (await dan.locator(".hand .handcard.playable").count()) > 0 && (await dan.locator(".status.mine").count()) > 0, { what: "Dan's turn" });
  await dan.locator(".hand .handcard.playable").first().focus();
  await dan.keyboard.press("Enter");
  await dan.locator("dialog.playerdlg[open]").waitFor();
  assert.ok((await focused(dan)).inDialog, "the picker has the focus");
  for (let i = 0; i < 3; i++) {
    await dan.keyboard.press("Tab");
    assert.ok((await focused(dan)).inDialog, "Tab stays in the picker");
  }
  await checkA11y(dan, "player picker");
  await dan.keyboard.press("1");
  await waitFor(async () => !(await dan.locator("dialog[open]").count()), { what: "the picker to close" });
  await waitFor(async () => {
    const f = await focused(dan);
    return f.inHand || f.inActions || f.inOverlay;
  }, { what: "the focus back on the table" });

  // An honour rule (R8.5): a deck of one customizable wild whose rule costs
  // 2 cards; "Take the penalty" says how many.
  const honour = { preset: "shuffle-hands", options: { hand_size: 3, deck: { WC1: 40 }, wc: [{ honour: "Sing a line of a song", penalty: 2 }] } };
  const eve = await newPage(browser, DESKTOP);
  await createRoom(eve, server.url, "Eve", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(honour));
  });
  await addBot(eve, "easy");
  await eve.getByRole("button", { name: "Start the game" }).click();
  const penalty = eve.locator('[data-focus="act-penalty"]');
  const end = Date.now() + 60000;
  while (!(await penalty.count())) {
    assert.ok(Date.now() < end, "the honour rule should reach Eve within 60 s");
    const d = await eve.evaluate(() => (document.querySelector("dialog.colordlg[open] .colorbtn") ? "color" : document.querySelector(".hand .handcard.playable") && document.querySelector(".status.mine") ? "play" : ""));
    // (A picker may close by itself when its play is gone: table.js.)
    if (d === "color") await eve.locator("dialog[open] .colorbtn").first().click({ timeout: 2000 }).catch(() => {});
    else if (d === "play") await eve.locator(".hand .handcard.playable").first().click().catch(() => {});
    else await eve.waitForTimeout(100);
  }
  assert.match(await penalty.innerText(), /^Take the penalty \(draw 2\)/);
  assert.match(await eve.locator(".status .stext").innerText(), /draw 2 cards/);
  assert.match(await eve.locator(".status .honour").innerText(), /Sing a line of a song/);
  const before = await eve.locator(".hand .handcard").count();
  await eve.keyboard.press("t");
  await waitFor(async () => (await eve.locator(".hand .handcard").count()) === before + 2, { what: "the 2 penalty cards" });
  for (const p of [ada, bob, cleo, dan, eve]) assertNoProblems(p);
});

test("a Hello Kitty table of eight says its rounds can last thousands of turns, until the host keeps two Badtz-Maru (R8.6)", { timeout: 120000 }, async () => {
  const ada = await newPage(browser, DESKTOP);
  await createRoom(ada, server.url, "Ada", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify({ preset: "hello-kitty" }));
  });
  for (let i = 0; i < 6; i++) await addBot(ada, "easy");
  // Seven seats: rounds stay short enough, nothing said.
  assert.equal(await ada.getByTestId("long-rounds-note").count(), 0);
  await addBot(ada, "easy");
  const note = ada.getByTestId("long-rounds-note");
  await note.waitFor();
  assert.match(await note.innerText(), /With 8 seats and 4 Badtz-Maru cards a round can last thousands of turns/);
  await checkA11y(ada, "long rounds note");
  // The advice works: two Badtz-Maru in the deck, and the note goes.
  await ada.getByRole("button", { name: "Change rules" }).click();
  await ada.locator("dialog[open] details.more:not(.json) > summary").click();
  await ada.getByLabel(/Badtz-Maru cards in the deck/).fill("2");
  await ada.getByRole("button", { name: "Save" }).click();
  await waitFor(async () => (await ada.getByTestId("long-rounds-note").count()) === 0, { what: "the note gone with two Badtz-Maru" });
  assertNoProblems(ada);
});

test("Last holding loses leaves the scoring out and turns the teams off (R13, R15.5)", { timeout: 120000 }, async () => {
  const ada = await newPage(browser, DESKTOP);
  const method = (id) => ada.locator(`#rules-step input[type=radio][value="${id}"]`).first();
  const teams = ada.locator('#rules-step input[type=checkbox][value="teams"]');
  const lhl = ada.locator('#rules-step input[type=checkbox][value="last_holding_loses"]');
  const code = await createRoom(ada, server.url, "Ada", async (p) => {
    // Teams and a scored game first, then the rule that has neither.
    await p.locator('#rules-step input[type=checkbox][value="teams"]').check();
    await method("penalty").check();
    assert.equal(await p.getByTestId("scoring-unused").isVisible(), false);
    await lhl.check();
    const note = p.getByTestId("scoring-unused");
    await note.waitFor();
    assert.equal(await note.innerText(), "Not used with “Last holding loses”: one round is the whole game, unscored; the player left holding cards loses and everyone else wins (R13).");
    assert.ok(await method("penalty").isDisabled(), "the scoring methods are out of play");
    assert.equal(await teams.isChecked(), false, "the teams are off (R15.5)");
    assert.ok(await teams.isDisabled());
    assert.equal(await p.getByTestId("teams-unavailable").innerText(), "Teams cannot play “Last holding loses” (R15.5).");
    await checkA11y(p, "rules form with last_holding_loses");
    // Off again: the scoring and the teams come back as they were left.
    await lhl.uncheck();
    assert.equal(await p.getByTestId("scoring-unused").isVisible(), false);
    assert.equal(await method("penalty").isDisabled(), false);
    assert.ok(await method("penalty").isChecked(), "the method chosen before");
    assert.equal(await teams.isDisabled(), false);
    await lhl.check();
  });
  // The room has the rule, no teams and no scoring (R13: "scoring is none").
  const info = await (await ada.request.get(`${server.url}/api/rooms/${code}`)).json();
  assert.ok(info.rules.house.includes("last_holding_loses"), JSON.stringify(info.rules));
  assert.equal(info.rules.scoring.method, "none", JSON.stringify(info.rules));
  assert.notEqual((info.rules.options || {}).teams, "pairs");
  assert.match(await ada.locator(".rulesum").innerText(), /Scoring: none \(one round; the player left holding cards loses\)/);
  assertNoProblems(ada);
});
