// The rules form and the rule book are built from the engine's rules
// catalogue (GET /api/rules): every preset and house rule is offered with
// its title, the R13 implications and exclusions act on the checkboxes,
// a preset brings its own defaults (R3, R12.2), and the rule book lists
// the catalogue's house rules.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, assertNoProblems, openRules } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("the rules form follows the catalogue", { timeout: 120000 }, async () => {
  const page = await newPage(browser);
  const res = await page.request.get(server.url + "/api/rules");
  assert.equal(res.status(), 200);
  const cat = await res.json();
  await page.goto(server.url + "/");
  await openRules(page);
  const box = (title) => page.getByRole("checkbox", { name: new RegExp(`^${esc(title)}`) });
  const radio = (title) => page.getByRole("radio", { name: new RegExp(`^${esc(title)}`) });
  const title = (name) => cat.house_rules.find((r) => r.name === name).title;
  const houseJson = async () => JSON.parse(await page.getByLabel("Rules as JSON").inputValue()).house;

  // Every preset and every house rule, by its catalogue title.
  for (const p of [...cat.deck_presets, ...cat.house_presets]) await radio(p.title).waitFor();
  for (const r of cat.house_rules) assert.equal(await box(r.title).count(), 1, r.name);

  // R13: stack_mixed turns on both stacking rules; the label says so.
  const mixed = cat.house_rules.find((r) => r.name === "stack_mixed");
  assert.deepEqual(mixed.implies, ["stack_draw_two", "stack_draw_four"]);
  await box(mixed.title).check();
  for (const n of mixed.implies) assert.ok(await box(title(n)).isChecked(), n);
  assert.deepEqual(await houseJson(), ["stack_draw_two", "stack_draw_four", "stack_mixed"]);
  assert.match(await page.locator(".choice", { has: box(mixed.title) }).innerText(), new RegExp(`Also turns on ${esc(title("stack_draw_two"))}`));

  // R13: zero_swap and zero_rotates exclude each other.
  await box(title("zero_rotates")).check();
  await box(title("zero_swap")).check();
  assert.ok(!(await box(title("zero_rotates")).isChecked()));
  assert.ok((await houseJson()).includes("zero_swap"));
  assert.ok(!(await houseJson()).includes("zero_rotates"));

  // A house preset checks exactly its rules.
  const killer = cat.house_presets.find((p) => p.name === "killer");
  await radio(killer.title).check();
  for (const r of cat.house_rules) assert.equal(await box(r.title).isChecked(), killer.house.includes(r.name), r.name);

  // A deck preset brings its own defaults: Mario Kart's first card and scoring.
  const mk = cat.deck_presets.find((p) => p.name === "mario-kart");
  await radio(mk.title).check();
  await page.getByText("More options", { exact: false }).click();
  const fc = cat.options.find((o) => o.name === "first_card").values.find((v) => v.name === mk.defaults.options.first_card);
  assert.ok(await radio(fc.title).isChecked(), fc.name);
  const method = cat.scoring_methods.find((m) => m.name === mk.defaults.scoring.method);
  assert.ok(await radio(method.title).isChecked(), method.name);

  // Elimination only with the methods it allows (R12.2).
  const elim = cat.game_ends.find((e) => e.name === "elimination");
  const other = cat.scoring_methods.find((m) => !elim.methods.includes(m.name) && m.name !== "none");
  await radio(other.title).check();
  assert.ok(await radio(elim.title).isDisabled());
  await radio(cat.scoring_methods.find((m) => m.name === elim.methods[0]).title).check();
  assert.ok(await radio(elim.title).isEnabled());

  // Hello Kitty shows its Badtz-Maru count, from its defaults.
  const hk = cat.deck_presets.find((p) => p.name === "hello-kitty");
  await radio(hk.title).check();
  const bm = cat.options.find((o) => o.name === "badtz_maru_cards");
  assert.equal(await page.locator('input[name="badtz_maru_cards"]').inputValue(), String(hk.defaults.options.badtz_maru_cards));
  assert.equal(await page.locator('input[name="badtz_maru_cards"]').getAttribute("max"), String(bm.max));

  // The rule book's R13 lists every house rule of the catalogue.
  await page.goto(server.url + "/#rules/R13");
  const r13 = await page.locator("#rb-R13").innerText();
  for (const r of cat.house_rules) assert.ok(r13.includes(r.title), r.name);
  const r1 = await page.locator("#rb-R1").innerText();
  for (const p of cat.deck_presets) assert.ok(r1.includes(`${p.title} (${p.cards} cards)`), p.name);
  assertNoProblems(page);
});

// Issue 19: card names, item names and effects, colours and bot levels are
// the engine's (GET /api/rules), not a copy kept in the page. The served
// catalogue is altered on its way to the page: the page must show the
// altered words, which no copy of its own could hold.
test("card, item and bot level names come from the catalogue", { timeout: 120000 }, async () => {
  const page = await newPage(browser);
  const res = await page.request.get(server.url + "/api/rules");
  const real = await res.json();
  const mark = (s) => `${s} (served)`;
  await page.route("**/api/rules", async (route) => {
    const cat = structuredClone(real);
    // A card's name is the page's own words for its kind (locales/, issue
    // 32); a kind the page has no words for is named by the catalogue.
    const w4 = cat.cards.find((c) => c.code === "W+4");
    w4.title = mark("Wild Draw Four");
    w4.kind = "served_kind";
    cat.items.find((i) => i.name === "mushroom").title = mark("Mushroom");
    cat.items.find((i) => i.name === "mushroom").effect_you = "you play again at once, served";
    cat.colors.find((c) => c.letter === "R").title = mark("Red");
    // A level the page has words for is worded by its messages
    // (cat-bot-NAME-desc); one it has none for, by the catalogue.
    cat.bot_levels.find((b) => b.name === "hard").description = "searches ahead as served";
    cat.bot_levels.push({ ...cat.bot_levels.find((b) => b.name === "easy"), name: "served", title: "Served", description: "plays as served" });
    // An item the page has no words for is named by the catalogue.
    cat.items.push({ ...cat.items.find((i) => i.name === "mushroom"), name: "star", title: "Star", color: "Y", effect: "{player} shines, served", effect_you: "you shine, served" });
    await route.fulfill({ json: cat });
  });

  // The home page's card fan is named by the catalogue's titles.
  await page.goto(server.url + "/");
  assert.equal(await page.locator('.logofan [data-card="W+4"]').getAttribute("aria-label"), mark("Wild Draw Four"));
  assert.equal(await page.locator('.logofan [data-card="R7"]').getAttribute("aria-label"), "Red 7");

  // The rule book's R9 lists the catalogue's items, colours and effects.
  await page.goto(server.url + "/#rules/R9");
  const r9 = await page.locator("#rb-R9").innerText();
  assert.ok(r9.includes("Yellow, Star: you shine, served."), r9);
  for (const i of real.items) assert.ok(r9.includes(`${i.title}: ${i.effect_you}.`), i.name);

  // The lobby offers the bot levels the catalogue marks as offered, with
  // the engine's one-line description (uno-bots' Level), and no other.
  await page.goto(server.url + "/");
  await page.getByLabel("Nickname").fill("Ada");
  await page.getByTestId("create-room").click();
  await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  // (The lobby is drawn when the room's welcome comes.)
  await page.getByLabel("Bot level").waitFor();
  const options = await page.getByLabel("Bot level").locator("option").evaluateAll((os) => os.map((o) => [o.value, o.textContent]));
  const offered = [...real.bot_levels.filter((b) => b.offered), { name: "served" }];
  assert.deepEqual(
    options.map(([v]) => v),
    offered.map((b) => b.name),
  );
  assert.ok(offered.length >= 3 && !offered.some((b) => b.name === "chaos"));
  // The select names the level; its sentence is the line under it (a
  // whole sentence in the select was cut off, issue 22 §4 point 10).
  assert.deepEqual(options.find(([v]) => v === "hard"), ["hard", "Hard"]);
  await page.getByLabel("Bot level").selectOption("hard");
  assert.equal(await page.getByTestId("bot-line").innerText(), "Tracks cards and searches ahead.");
  await page.getByLabel("Bot level").selectOption("served");
  assert.equal(await page.getByTestId("bot-line").innerText(), "Plays as served.");
  assertNoProblems(page);
});
