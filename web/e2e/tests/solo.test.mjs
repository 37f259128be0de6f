// A person creates a room from the page, adds three bots, plays a full
// round through clicks only, refreshes in the middle and gets the seat and
// hand back; a spectator watching on a phone never sees a card of a hand.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, createRoom, addBot, takeTurn, waitFor, recordFrames, assertNoProblems, checkA11y } from "./harness.mjs";

let server, browser;
before(async () => {
  // A long pause between rounds: the score table stays up while both pages
  // are checked (axe-core takes a while on a busy machine).
  server = await startServer({ "--round-pause-ms": "15000" });
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

test("create a room, add three bots, play a full round; refresh keeps the seat; a spectator sees no hand", { timeout: 360000 }, async () => {
  const ada = await newPage(browser, DESKTOP);
  // The refresh in the round below compares the hand before and after it, so it must
  // happen while nothing can change the hand: on Ada's own turn (R4.1: only
  // her action moves the game on), with no request of hers unanswered and
  // the page showing the server's newest state. A request's reply carries
  // its id or acks it (net.js). Without this, a play or draw still on its
  // way (the status still "mine" from before it) was read as the hand and
  // the server's answer was what the reload showed.
  await ada.addInitScript(() => {
    const open = (window.__unanswered = new Set());
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (d) {
      try {
        const m = JSON.parse(d);
        if (m.id) open.add(m.id);
      } catch {
        /* not JSON */
      }
      return send.call(this, d);
    };
    const WS = window.WebSocket;
    window.WebSocket = class extends WS {
      constructor(...a) {
        super(...a);
        // Registered before the page's own onmessage: it runs first, in the same task.
        this.addEventListener("message", (e) => {
          try {
            const m = JSON.parse(e.data);
            if (m.type !== "held") {
              open.delete(m.id);
              open.delete(m.ack);
            }
            if (m.state) window.__state = m.state;
          } catch {
            /* not JSON */
          }
        });
        this.addEventListener("close", () => open.clear());
      }
    };
  });
  await ada.goto(server.url + "/");
  await shot(ada, "home");
  await checkA11y(ada, "home");
  const code = await createRoom(ada, server.url, "Ada", async (p) => {
    // Rules from the form: classic preset, a smaller hand to keep the round short.
    await p.getByLabel("Hand size").fill("5");
    await p.getByRole("checkbox", { name: /^Stack Draw Twos/ }).check();
  });
  assert.match(code, /^[A-Z0-9]{6}$/);
  await addBot(ada, "easy");
  await addBot(ada, "medium");
  await addBot(ada, "hard");
  const seats = await ada.locator(".seatlist .seat").allInnerTexts();
  assert.equal(seats.length, 4);
  assert.match(seats[1], /easy bot/);
  assert.match(await ada.locator(".rulesum").innerText(), /Hand size: 5 cards/);
  assert.match(await ada.locator(".rulesum").innerText(), /Stack Draw Twos/);

  // A spectator joins by the share link, on a phone.
  const spec = await newPage(browser, PHONE);
  const frames = recordFrames(spec);
  await spec.goto(`${server.url}/r/${code}`);
  await spec.getByLabel("Nickname").fill("Watcher");
  await spec.getByRole("button", { name: "Watch" }).click();
  await spec.locator(".conn.open").waitFor();
  await ada.locator(".watching li", { hasText: "Watcher" }).waitFor();
  await shot(ada, "lobby");
  await checkA11y(ada, "lobby");

  await ada.getByRole("button", { name: "Start the game" }).click();
  await ada.locator(".hand .handcard").first().waitFor();
  await spec.locator(".felt .discard .card").waitFor();

  /** Ada's hand when it cannot change by itself, or null. */
  const settledHand = () =>
    ada.evaluate(() => {
      const s = window.__state;
      if (!s || window.__unanswered.size || s.to_act !== s.seat || s.round_over || s.game_over) return null;
      if (!document.querySelector(".status.mine") || document.querySelector("dialog[open]")) return null;
      const shown = [...document.querySelectorAll(".hand .handcard")].map((b) => b.dataset.card);
      return JSON.stringify([...shown].sort()) === JSON.stringify([...s.hand].sort()) ? shown : null;
    });
  let refreshed = false;
  let turns = 0;
  let tableShot = false;
  const end = Date.now() + 240000;
  for (;;) {
    if (await ada.locator(".scorepanel, .gameover").count()) {
      if (refreshed) break;
      // The round ended before Ada's third decision: the deal is secret
      // (R3), a bot may go out in five turns while Skips and Draw Twos pass
      // Ada by (R7). The refresh belongs in the middle of a round, so the
      // next round (the game goes on to 500 points, R12) is played until it
      // is done; the score table checked below is that round's.
      assert.equal(await ada.locator(".gameover").count(), 0, "the game ended before the page could be refreshed in a round");
      // (Waited for by its number: a short next round may end, and its
      // score table show, before a look at the page sees the table go.)
      const round = await ada.evaluate(() => window.__state.round);
      await waitFor(() => ada.evaluate((r) => window.__state.round > r, round), { timeout: 30000, what: `round ${round + 1}'s deal` });
      continue;
    }
    assert.ok(Date.now() < end, "the round should end within 4 minutes");
    const mine = await ada.locator(".status.mine").count();
    if (mine && !tableShot && !(await ada.locator("dialog[open]").count())) {
      await shot(ada, "table");
      await checkA11y(ada, "table (desktop)");
      tableShot = true;
    }
    if (mine && turns >= 2 && !refreshed && !(await ada.locator("dialog[open]").count())) {
      // Refresh in the middle of the game: same seat, same hand, read when
      // it cannot change (see settledHand).
      const hand = await settledHand();
      if (!hand) {
        await ada.waitForTimeout(100);
        continue;
      }
      await ada.reload();
      await ada.locator(".conn.open").waitFor();
      await ada.locator(".hand .handcard").first().waitFor();
      const again = await ada.locator(".hand .handcard").evaluateAll((bs) => bs.map((b) => b.dataset.card));
      assert.deepEqual(again, hand, "the hand after a refresh");
      assert.match(await ada.locator(".mebar").innerText(), /Ada \(you\)/);
      refreshed = true;
      continue;
    }
    const did = await takeTurn(ada);
    if (did && mine) turns++;
    if (!did) await ada.waitForTimeout(120);
  }
  assert.ok(refreshed, "the page was refreshed during the round");
  assert.ok(turns >= 1, "the person played");

  // The score table between rounds.
  const panel = ada.locator(".scorepanel, .gameover").first();
  // (The round's table; the round-by-round table below it has a row per player too.)
  const rows = await panel.locator("table.scores").first().locator("tbody tr").count();
  assert.equal(rows, 4);
  await shot(ada, "score-table");
  await checkA11y(ada, "score table");
  assert.match(await ada.locator(".loglist").innerText(), /wins the round|win the round/);

  // The spectator: never a card of any hand, on the page or on the wire.
  await spec.locator(".scorepanel, .gameover").first().waitFor();
  await shot(spec, "spectator-phone");
  await checkA11y(spec, "table (phone, watching)");
  assert.equal(await spec.locator(".hand .handcard").count(), 0);
  assert.ok(frames.length > 5, "the spectator received updates");
  const publicCards = new Set();
  for (const f of frames) {
    if (f.state) {
      assert.equal(f.state.seat ?? null, null, "a spectator has no seat");
      assert.deepEqual(f.state.hand, [], "a spectator's view holds no hand");
      assert.equal(f.state.revealed, undefined);
      assert.equal(f.state.drawn, undefined);
      publicCards.add(f.state.top);
    }
    assert.equal(f.legal, undefined, "a spectator has no legal actions");
    for (const e of f.events || []) {
      if (["dealt", "drew", "hand_revealed"].includes(e.type)) assert.equal(e.cards, undefined, `secret cards in ${e.type}`);
      if (e.type === "played") e.cards.forEach((c) => publicCards.add(c));
      if (e.card) publicCards.add(e.card);
      if (e.type === "dealer_draw") e.draws.forEach(([, c]) => publicCards.add(c));
    }
  }
  const shown = await spec.locator(".card.face").evaluateAll((cs) => cs.map((c) => c.dataset.card));
  for (const c of shown) assert.ok(publicCards.has(c), `the spectator page shows ${c}, which no public event showed`);

  assertNoProblems(ada);
  assertNoProblems(spec);
});
