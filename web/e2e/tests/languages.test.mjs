// The page in eight languages (issue 32 §1). For each language the browser
// asks for (the context's locale: navigator.languages and Accept-Language),
// the home page and a table read in that language: `<html lang>` follows,
// and no element's text or label is left in English (an English message
// whose translation differs, found anywhere on the page, fails). The
// pseudo-locale (?lang=en-XA: English accented and about 40% longer,
// made at run time by web/js/i18n.js) goes through the home page and a
// table: any word still in plain ASCII letters is a hard-coded English
// string, and nothing may run off the screen. The language picker is
// remembered. Phone screenshots in German (long words) and Korean. The
// rule book and the rules form in every language (German and Japanese on
// a desktop and a phone): no English sentence of theirs left, nothing off
// the screen, axe-clean; phone screenshots of the rule book.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, waitFor, assertNoProblems, REPO, openRules, checkA11y } from "./harness.mjs";

const LANGS = { en: "en-US", ko: "ko-KR", ja: "ja-JP", "zh-CN": "zh-CN", es: "es-ES", fr: "fr-FR", de: "de-DE", "pt-BR": "pt-BR" };

// Each file's messages without variables: id -> text.
function plainMessages(tag) {
  const src = fs.readFileSync(path.join(REPO, "locales", tag, "uno.ftl"), "utf8");
  const out = new Map();
  for (const m of src.matchAll(/^([a-z][\w-]*) = ([^\n{]+)$/gm)) out.set(m[1], m[2].trim());
  return out;
}
const EN = plainMessages("en");

/** The English texts that must not be seen in `tag`: those its translation words differently. */
function englishLeft(tag) {
  const tr = plainMessages(tag);
  const out = new Set();
  for (const [id, text] of EN) if (tr.has(id) && tr.get(id) !== text && /[A-Za-z]{3}/.test(text)) out.add(text);
  return out;
}

/** Every visible element's own text, and every label, title and placeholder. */
async function pageTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    for (const el of document.querySelectorAll("body *")) {
      // Scripts, drawings, and <code> (hashes, commands) are not words.
      if (["SCRIPT", "STYLE", "svg", "path", "OPTION", "CODE"].includes(el.tagName)) continue;
      for (const a of ["aria-label", "title", "placeholder"]) if (el.getAttribute(a)) out.push({ where: `${el.tagName}[${a}]`, text: el.getAttribute(a).trim() });
      if (!visible(el)) continue;
      // Words put in by the style sheet (content: "…") are words too.
      for (const pseudo of ["::before", "::after"]) {
        const c = getComputedStyle(el, pseudo).content;
        if (c && /^".*[A-Za-z]{3}.*"$/.test(c)) out.push({ where: `${el.tagName}${pseudo}`, text: c.slice(1, -1).trim() });
      }
      const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join("").trim();
      if (own) out.push({ where: el.tagName + (el.className && typeof el.className === "string" ? "." + el.className.split(" ")[0] : ""), text: own, full: el.textContent.trim() });
    }
    // The language menu names each language in its own words.
    for (const o of document.querySelectorAll("select:not([data-testid=language]) option")) out.push({ where: "OPTION", text: o.textContent.trim() });
    return out;
  });
}

async function quickPlay(page) {
  await page.locator("#home-nick").fill("Ana");
  await page.getByTestId("quick-play").click();
  await waitFor(async () => (await page.locator(".hand .handcard").count()) > 0, { what: "a hand on the table", timeout: 20000 });
  await page.waitForTimeout(400);
}

let server, browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

for (const [tag, locale] of Object.entries(LANGS)) {
  test(`${tag}: the home page and a table read in ${tag}, with no English label left`, { timeout: 60000 }, async () => {
    const page = await newPage(browser, { ...DESKTOP, locale });
    await page.goto(server.url + "/");
    await page.getByTestId("quick-play").waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), tag, "<html lang> follows the browser");
    const left = englishLeft(tag);
    const check = async (where) => {
      const found = (await pageTexts(page)).filter((x) => left.has(x.text));
      assert.deepEqual(found, [], `${tag} ${where}: English left on the page`);
    };
    if (tag !== "en") {
      assert.ok(left.size > 300, `most of English is translated into ${tag} (${left.size})`);
      await check("home page");
    }
    // The language's own name in the picker, chosen.
    assert.equal(await page.getByTestId("language").inputValue(), tag);
    await quickPlay(page);
    if (tag !== "en") await check("table");
    assertNoProblems(page);
    await page.context().close();
  });
}

test("the language picker is remembered, and ?lang= wins for one visit", { timeout: 60000 }, async () => {
  const page = await newPage(browser, { ...DESKTOP, locale: "en-US" });
  await page.goto(server.url + "/");
  // Picking a language draws the page again in it.
  await Promise.all([page.waitForNavigation(), page.getByTestId("language").selectOption("ja")]);
  await page.getByTestId("quick-play").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ja");
  assert.equal((await page.getByTestId("quick-play").textContent()).trim(), "すぐに遊ぶ");
  await page.goto(server.url + "/#history");
  await page.goto(server.url + "/");
  await page.getByTestId("quick-play").waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ja", "remembered across visits");
  await page.goto(server.url + "/?lang=fr");
  await page.getByTestId("quick-play").waitFor();
  assert.equal((await page.getByTestId("quick-play").textContent()).trim(), "Partie rapide");
  assertNoProblems(page);
  await page.context().close();
});

// A word of three or more plain ASCII letters that is not a name, a card
// code or a brand: English the messages never saw.
const ALLOWED = /^(UNO|API|Ana|JSON|uno|bot|[RYGBW][0-9SR+]*)$/;
async function hardCoded(page) {
  // Names of people and bots, and the room's code, are data, not words.
  const names = await page.evaluate(() => [...document.querySelectorAll(".pname, .myname, .seatname b, [data-testid=room-code]")].map((e) => e.textContent.trim()));
  return (await pageTexts(page))
    .filter((x) => !names.includes(x.text) && !names.some((n) => x.text.startsWith(n)))
    // A room code, or the example of one ("ABC123").
    .filter((x) => !/^[A-Z0-9]{6}$/.test(x.text))
    .filter((x) => (x.text.match(/[A-Za-z]{3,}/g) || []).some((w) => !ALLOWED.test(w) && !names.some((n) => n.includes(w))));
}

async function noOverflow(page, where) {
  const bad = await page.evaluate(() => {
    const out = [];
    if (document.documentElement.scrollWidth > innerWidth + 1) out.push(`page ${document.documentElement.scrollWidth} > ${innerWidth}`);
    for (const b of document.querySelectorAll("button, .badge, h1, h2, h3, label")) {
      // A phone's log is a drawer kept beside the screen until it opens.
      if (!b.getClientRects().length || b.closest("aside.side")) continue;
      const r = b.getBoundingClientRect();
      if (r.right > innerWidth + 1 || r.left < -1) out.push(`${b.tagName} "${b.textContent.trim().slice(0, 30)}" at ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return out;
  });
  assert.deepEqual(bad, [], `${where}: something runs off the screen in the pseudo-locale`);
}

for (const [label, size] of [["desktop", DESKTOP], ["phone", PHONE]]) {
  test(`pseudo-locale en-XA on a ${label}: no hard-coded English, nothing off the screen`, { timeout: 60000 }, async () => {
    const page = await newPage(browser, size);
    await page.goto(server.url + "/?lang=en-XA");
    await page.getByTestId("quick-play").waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en-XA");
    assert.deepEqual(await hardCoded(page), [], "home page: text outside the messages");
    await noOverflow(page, "home page");
    // The rules form, its folded parts open, and the rule book.
    await page.getByTestId("rules-step").click();
    await page.locator("#rules-step").waitFor();
    await page.evaluate(() => document.querySelectorAll("#rules-step details").forEach((d) => (d.open = true)));
    assert.deepEqual(await hardCoded(page), [], "rules form: text outside the messages");
    await noOverflow(page, "rules form");
    await page.goto(server.url + "/?lang=en-XA#rules");
    await page.locator("dialog.modal[open] .rulebook").waitFor();
    assert.deepEqual(await hardCoded(page), [], "rule book: text outside the messages");
    await noOverflow(page, "rule book");
    await page.goto(server.url + "/?lang=en-XA");
    await page.getByTestId("quick-play").waitFor();
    await quickPlay(page);
    const guide = page.getByTestId("guide");
    assert.deepEqual(await hardCoded(page), [], "table: text outside the messages");
    await noOverflow(page, "table");
    if (await guide.count()) await guide.locator("button").last().click();
    assertNoProblems(page);
    await page.context().close();
  });
}

for (const [tag, locale] of [["de", "de-DE"], ["ko", "ko-KR"]]) {
  test(`phone screenshots in ${tag}: the home page and a table`, { timeout: 60000 }, async () => {
    const page = await newPage(browser, { ...PHONE, locale });
    await page.goto(server.url + "/");
    await page.getByTestId("quick-play").waitFor();
    await shot(page, `lang-${tag}-phone-home`);
    await quickPlay(page);
    await noOverflow(page, `${tag} phone table`);
    await shot(page, `lang-${tag}-phone-table`);
    assertNoProblems(page);
    await page.context().close();
  });
}

// ----- the rule book and the rules form --------------------------------------------

// Each file's one-line messages, variables and all: id -> text.
function lineMessages(tag) {
  const src = fs.readFileSync(path.join(REPO, "locales", tag, "uno.ftl"), "utf8");
  return new Map([...src.matchAll(/^([a-z][\w-]*) = (.+)$/gm)].map((m) => [m[1], m[2].trim()]));
}

/**
 * The English sentences of the rule book (rb-*) and of the catalogue's
 * descriptions (cat-*-desc, tui-about-*) that `tag` words differently,
 * as a reader sees them: tags taken out, cut at each variable, the pieces
 * long enough to be words of a sentence.
 */
function englishSentencesLeft(tag) {
  const en = lineMessages("en");
  const tr = lineMessages(tag);
  const out = new Set();
  for (const [id, text] of en) {
    if (!/^(rb-|cat-.*-desc$|tui-about-)/.test(id) || !tr.has(id) || tr.get(id) === text) continue;
    for (const piece of text.replace(/<\/?(b|i|code)>/g, "").split(/\{[^}]*\}/)) if (piece.trim().length >= 12) out.add(piece.trim());
  }
  return out;
}

/** Inside `root`: anything that runs past the screen's edges, or a box that scrolls sideways. */
async function offScreen(page, root) {
  return page.evaluate((sel) => {
    const out = [];
    const box = document.querySelector(sel);
    if (document.documentElement.scrollWidth > innerWidth + 1) out.push(`page ${document.documentElement.scrollWidth} > ${innerWidth}`);
    for (const el of [box, ...box.querySelectorAll("*")]) {
      if (!el.getClientRects().length || el.tagName === "OPTION" || el.closest("textarea")) continue;
      const r = el.getBoundingClientRect();
      if (r.right > innerWidth + 1 || r.left < -1) out.push(`${el.tagName}.${el.className} "${el.textContent.trim().slice(0, 30)}" at ${Math.round(r.left)}–${Math.round(r.right)}`);
      const st = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && /(auto|scroll)/.test(st.overflowX) && el.tagName !== "TEXTAREA") out.push(`${el.tagName}.${el.className} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return out.slice(0, 10);
  }, root);
}

// German (long words) and Japanese on both screens; the other languages on a desktop.
const BOOK = [["de", "de-DE", 2], ["ja", "ja-JP", 2], ["ko", "ko-KR", 1], ["zh-CN", "zh-CN", 1], ["es", "es-ES", 1], ["fr", "fr-FR", 1], ["pt-BR", "pt-BR", 1]];
for (const [tag, locale, screens] of BOOK) {
  for (const [label, size] of [["desktop", DESKTOP], ["phone", PHONE]].slice(0, screens)) {
    test(`${tag} on a ${label}: the rule book and the rules form, no English left, nothing off the screen`, { timeout: 90000 }, async () => {
      const page = await newPage(browser, { ...size, locale });
      const left = englishLeft(tag);
      const sentences = englishSentencesLeft(tag);
      assert.ok(sentences.size > 120, `the rule book's and the catalogue's sentences are translated into ${tag} (${sentences.size})`);
      const noEnglish = async (root, where) => {
        const found = (await pageTexts(page)).filter((x) => left.has(x.text));
        assert.deepEqual(found, [], `${tag} ${label} ${where}: English label left`);
        const text = await page.locator(root).innerText();
        assert.deepEqual([...sentences].filter((s) => text.includes(s)), [], `${tag} ${label} ${where}: English sentence left`);
      };

      // The rule book, every section (R1–R14, the controls, the decisions).
      await page.goto(server.url + "/#rules");
      const book = "dialog.modal[open] .rulebook";
      await page.locator(book).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), tag);
      for (const r of ["R1", "R2", "R9", "R13", "R14"]) assert.ok((await page.locator(`#rb-${r} h2`).innerText()).startsWith(`${r}. `), `${r} keeps its number`);
      assert.ok((await page.locator("#rb-R13 li").count()) >= 13, "R13 lists the house rules");
      await noEnglish(book, "rule book");
      assert.deepEqual(await offScreen(page, book), [], `${tag} ${label}: the rule book runs off the screen`);
      await checkA11y(page, `${tag} ${label} rule book`);
      if (label === "phone") {
        await shot(page, `lang-${tag}-phone-rulebook`);
        await page.locator("#rb-R13").scrollIntoViewIfNeeded();
        await shot(page, `lang-${tag}-phone-rulebook-r13`);
      }
      await page.keyboard.press("Escape");
      await page.locator(book).waitFor({ state: "detached" });

      // The rules form, with its folded parts open.
      await page.goto(server.url + "/");
      await openRules(page);
      await page.evaluate(() => document.querySelectorAll("#rules-step details").forEach((d) => (d.open = true)));
      await noEnglish("#rules-step", "rules form");
      assert.deepEqual(await offScreen(page, "#rules-step"), [], `${tag} ${label}: the rules form runs off the screen`);
      await checkA11y(page, `${tag} ${label} rules form`);
      if (label === "phone") {
        await page.locator("#rules-step .choices.house").scrollIntoViewIfNeeded();
        await shot(page, `lang-${tag}-phone-rulesform`);
      }
      assertNoProblems(page);
      await page.context().close();
    });
  }
}

// The line under the table (log.js `lastEventText`) in each language's
// own punctuation: Japanese and Chinese sentences end with "。", side by
// side, their cards listed with "、" after "："; no "." after a "。"
// (it read "…を出しました。." before).
test("the last-event line ends its sentences in the language's own way", { timeout: 60000 }, async () => {
  const lines = {};
  for (const tag of ["en", "ja", "zh-CN", "ko"]) {
    const page = await newPage(browser, { ...DESKTOP, locale: LANGS[tag] });
    await page.goto(server.url + "/");
    await page.locator("[data-testid=quick-play]").waitFor();
    lines[tag] = await page.evaluate(async () => {
      const { describeEvent, lastEventText } = await import("/js/log.js");
      const name = (s) => (s === 0 ? "Pia" : "Rosa");
      const say = (e) => describeEvent(e, name, { viewer: 0 });
      return lastEventText([
        { type: "played", seat: 1, cards: ["G+2"] },
        { type: "drew", seat: 0, count: 1, reason: "penalty", cards: ["R5"] },
        { type: "drew", seat: 0, count: 1, reason: "penalty", cards: ["B7"] },
        { type: "played", seat: 1, cards: ["Y7"] },
      ].map(say));
    });
    assertNoProblems(page);
    await page.context().close();
  }
  assert.doesNotMatch(lines.en, /。/);
  assert.match(lines.en, /^[^.]+\. [^:]+: Red 5, Blue 7\. [^.]+\.$/, lines.en);
  for (const tag of ["ja", "zh-CN"]) {
    assert.doesNotMatch(lines[tag], /[.:,]|。\s*。/, `${tag}: ${lines[tag]}`);
    assert.match(lines[tag], /^[^。]+。[^。：]+：[^。]+、[^。]+。[^。]+。$/, `${tag}: ${lines[tag]}`);
  }
  assert.doesNotMatch(lines.ko, /。|\.\./, lines.ko);
});
