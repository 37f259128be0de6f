// One identity on every device (issue 32 §2; docs/protocol.md "Accounts"):
// Ada plays a rated game, saves her player with a passkey on the home
// page's Account panel (a virtual authenticator through the DevTools
// protocol's WebAuthn domain) and sees her recovery codes; a second
// browser context (a phone) that holds a copy of her passkey signs in with
// the keyboard and is the same player: the same id, name, rating and
// recent game. The sign-in's assertion, sent again, is refused
// (`ceremony_expired`), and so is the same assertion for a new ceremony
// (`passkey_refused`). A transfer code from the first browser signs a
// third one in once. axe-clean on both sizes.
//
// Passkeys need a secure context and a relying-party id that is a host
// name: the page is opened at http://localhost:PORT (the server's default
// public URL), not 127.0.0.1. The game takes a fresh secret seed: the room
// is steered by its rules (a deck of Wild Draw Fours, 2 cards each, one
// round), never by an assumed first card.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, createRoom, addBot, takeTurn, waitFor, checkA11y, assertNoProblems, recordFrames } from "./harness.mjs";

let server, browser, url;
before(async () => {
  server = await startServer();
  url = server.url.replace("127.0.0.1", "localhost");
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const RULES = { preset: "classic", options: { first_card: "as_dealer_played", hand_size: 2, dealer: 0, deck: { "W+4": 30, W: 1 } }, scoring: { method: "none" } };

/** A virtual platform authenticator (user verification, resident keys) for the page. */
async function authenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** A POST from inside the page (its own origin, its cookie): status and body. */
function pagePost(page, path, body) {
  return page.evaluate(
    async ([p, b]) => {
      const r = await fetch(p, { method: "POST", headers: { "content-type": "application/json" }, body: b });
      return { status: r.status, body: await r.json() };
    },
    [path, typeof body === "string" ? body : JSON.stringify(body)],
  );
}

const getJson = (page, path) => page.evaluate(async (p) => (await fetch(p)).json(), path);

test("a passkey made after a rated game signs a phone in as the same player; a replayed assertion is refused", { timeout: 240000 }, async () => {
  // Ada plays one rated round against a bot.
  const ada = await newPage(browser, DESKTOP);
  const frames = recordFrames(ada);
  await createRoom(ada, url, "Ada", async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(RULES));
  });
  await addBot(ada, "medium");
  await ada.getByRole("button", { name: "Start the game" }).click();
  const end = Date.now() + 120000;
  while (!(await ada.locator(".gameover").count())) {
    assert.ok(Date.now() < end, "the game ends within 120 s");
    if (!(await takeTurn(ada))) await ada.waitForTimeout(100);
  }
  await waitFor(async () => frames.some((f) => f.type === "game_over"), { what: "the game_over frame" });
  const gameId = frames.find((f) => f.type === "game_over").game_id;
  const me = await ada.evaluate(() => JSON.parse(localStorage.getItem("uno.v1")).player);
  const before = await getJson(ada, `/api/players/${me.player_id}`);
  assert.equal(before.nickname, "Ada");
  assert.ok(before.rating, "rated after the game");

  // Her passkey, on the home page's Account panel.
  const a = await authenticator(ada);
  await ada.goto(url + "/");
  const panel = ada.getByTestId("account");
  // Folded for a guest (the home page stays two screens on a phone).
  assert.equal(await panel.getByTestId("account-save").isVisible(), false);
  await panel.getByTestId("account-open").click();
  await panel.getByTestId("account-save").click();
  await panel.getByTestId("recovery-codes").waitFor();
  assert.equal(await panel.locator("ol.codes li").count(), 8);
  assert.match(await panel.getByTestId("account-who").innerText(), new RegExp(`^Signed in as Ada \\(player #${me.player_id}\\)$`));
  const now = await ada.evaluate(() => JSON.parse(localStorage.getItem("uno.v1")).player);
  assert.equal(now.player_id, me.player_id, "the guest kept its id");
  assert.notEqual(now.player_token, me.player_token, "this browser plays with its session's token");
  const cookies = await ada.context().cookies();
  const session = cookies.find((c) => c.name === "uno_session");
  assert.ok(session && session.httpOnly && session.sameSite === "Strict", JSON.stringify(cookies));
  assert.equal(await ada.evaluate(() => document.cookie.includes("uno_session")), false, "scripts never see the session");
  await shot(ada, "account-saved-desktop");
  await checkA11y(ada, "account panel with recovery codes (desktop)");
  const { credentials } = await a.cdp.send("WebAuthn.getCredentials", { authenticatorId: a.authenticatorId });
  assert.equal(credentials.length, 1);
  assert.ok(credentials[0].isResidentCredential, "a discoverable passkey");

  // A phone with a copy of the passkey signs in, by the keyboard.
  const phone = await newPage(browser, PHONE);
  const b = await authenticator(phone);
  await b.cdp.send("WebAuthn.addCredential", { authenticatorId: b.authenticatorId, credential: credentials[0] });
  let finish = null;
  phone.on("request", (r) => {
    if (r.url().endsWith("/api/account/passkeys/sign-in/finish")) finish = r.postData();
  });
  await phone.goto(url + "/");
  // By the keyboard: unfold the panel, then press the button.
  await phone.getByTestId("account-open").focus();
  await phone.keyboard.press("Enter");
  const signIn = phone.getByTestId("account-sign-in");
  await signIn.waitFor();
  await signIn.focus();
  await phone.keyboard.press("Enter");
  await phone.getByTestId("account-who").waitFor();
  assert.match(await phone.getByTestId("account-who").innerText(), new RegExp(`^Signed in as Ada \\(player #${me.player_id}\\)$`));
  assert.equal(await phone.locator("#home-nick").inputValue(), "Ada", "the name came along");
  const there = await phone.evaluate(() => JSON.parse(localStorage.getItem("uno.v1")).player);
  assert.equal(there.player_id, me.player_id);
  const after = await getJson(phone, `/api/players/${me.player_id}`);
  assert.deepEqual(after.rating, before.rating, "the same rating");
  assert.equal(after.games[0].game_id, gameId, "the same history");
  assert.equal((await getJson(phone, "/api/account")).player_id, me.player_id);
  await shot(phone, "account-signed-in-phone");
  await checkA11y(phone, "account panel signed in (phone)");

  // The same assertion again: refused, and nothing changes.
  assert.ok(finish, "the page sent its assertion");
  const replay = await pagePost(phone, "/api/account/passkeys/sign-in/finish", finish);
  assert.deepEqual([replay.status, replay.body.error.code], [400, "ceremony_expired"]);
  const fresh = await pagePost(phone, "/api/account/passkeys/sign-in", {});
  const reused = JSON.parse(finish);
  reused.ceremony = fresh.body.ceremony;
  const again = await pagePost(phone, "/api/account/passkeys/sign-in/finish", reused);
  assert.deepEqual([again.status, again.body.error.code], [401, "passkey_refused"]);
  assert.equal((await getJson(phone, "/api/account")).player_id, me.player_id, "still signed in");

  // A transfer code from the first browser signs a third one in, once.
  await ada.getByTestId("account-transfer").click();
  const code = (await ada.getByTestId("transfer-code").locator(".bigcode code").innerText()).trim();
  assert.match(code, /^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const third = await newPage(browser, DESKTOP);
  await third.goto(url + "/");
  await third.getByTestId("account-open").click();
  await third.locator("#account-code").fill(code);
  await third.getByTestId("account-code-use").click();
  await third.getByTestId("account-who").waitFor();
  assert.equal((await third.evaluate(() => JSON.parse(localStorage.getItem("uno.v1")).player)).player_id, me.player_id);
  const used = await pagePost(third, "/api/account/transfer/redeem", { code });
  assert.equal(used.body.error.code, "bad_code");

  // Signing out on the phone leaves the other browsers signed in.
  await phone.getByTestId("account-sign-out").click();
  await phone.getByTestId("account-save").waitFor({ state: "attached" });
  assert.equal(await phone.evaluate(() => JSON.parse(localStorage.getItem("uno.v1")).player), null);
  assert.equal((await getJson(ada, "/api/account")).player_id, me.player_id);
  for (const p of [ada, phone, third]) assertNoProblems(p);
});
