// What players expect of the page's look and feel (issue 22, section 4,
// points 9, 10 and 12 and two phone-table defects), on Chromium at a
// phone's 390×844 and a laptop's 1366×860:
// - 9: flying cards pass under the seats' names (never over them), are
//   never bigger than the discard, and no face-down card is ever over your
//   hand;
// - 10: seat labels of 12 px or more, 44 px seats and buttons on a
//   10-seat phone table, seats apart and inside the screen; the turn
//   timer's seconds at 4.5:1 (WCAG AA) or more, computed from the computed
//   styles; the bot-level select's text not cut off;
// - 12: sound (Web Audio, on by default, a mute remembered across a
//   reload, silent when muted: the AudioContext is instrumented), a light
//   theme (the system's preference on a first visit, the toggle
//   remembered, text at 4.5:1 on the home page and the table: axe-core
//   and our own computation), a first-game guide (shown on the first
//   table, gone for good once dismissed);
// - a phone seat with one card reads "1 card"; on a 10-seat table the
//   toasts are short and clear of the seats and piles.
//
// Games take a fresh secret seed: nothing here assumes a first card.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, DESKTOP, PHONE, shot, createRoom, addBot, takeTurn, waitFor, checkA11y, assertNoProblems } from "./harness.mjs";

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

/** Installs `window.__contrast(el)` in the page: the WCAG contrast of an
 * element's text against the colours behind it (the backgrounds of the
 * ancestors under its centre, blended; background images are left out). */
async function installContrast(page) {
  await page.evaluate(() => {
    const rgba = (c) => {
      const m = c.match(/[\d.]+/g) || ["0", "0", "0", "0"];
      return { r: +m[0], g: +m[1], b: +m[2], a: m[3] === undefined ? 1 : +m[3] };
    };
    const lum = ({ r, g, b }) => {
      const f = (x) => {
        const v = x / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const blend = (top, under) => ({ r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1 });
    window.__contrast = (el) => {
      const r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const chain = [];
      for (let a = el; a; a = a.parentElement) {
        const q = a.getBoundingClientRect();
        if (a === document.documentElement || (cx >= q.left && cx <= q.right && cy >= q.top && cy <= q.bottom)) chain.push(a);
      }
      let bg = { r: 255, g: 255, b: 255, a: 1 };
      for (const a of chain.reverse()) {
        const cs = getComputedStyle(a);
        bg = blend(rgba(cs.backgroundColor), bg);
        // A gradient (an avatar's): the mean of its opaque colours, on
        // elements only (the page's own faint glows are left out).
        const stops = a !== document.body && cs.backgroundImage.includes("gradient") ? (cs.backgroundImage.match(/rgba?\([^)]*\)/g) || []).map(rgba).filter((c) => c.a === 1) : [];
        if (stops.length) bg = { r: stops.reduce((t, c) => t + c.r, 0) / stops.length, g: stops.reduce((t, c) => t + c.g, 0) / stops.length, b: stops.reduce((t, c) => t + c.b, 0) / stops.length, a: 1 };
      }
      const fg = blend(rgba(getComputedStyle(el).color), bg);
      const [l1, l2] = [lum(fg), lum(bg)].sort((x, y) => y - x);
      return (l1 + 0.05) / (l2 + 0.05);
    };
  });
}

/** Counts the tones the page starts: every OscillatorNode.start(). */
async function instrumentAudio(page) {
  await page.addInitScript(() => {
    window.__tones = 0;
    window.__contexts = 0;
    const AC = window.AudioContext;
    if (!AC) return;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...a) {
      window.__tones++;
      return start.apply(this, a);
    };
    window.AudioContext = class extends AC {
      constructor(...a) {
        super(...a);
        window.__contexts++;
      }
    };
  });
}

/** Answers the pickers this page has open (a modal makes the rest of the page inert). */
async function closePickers(page) {
  await waitFor(
    async () => {
      if (!(await page.locator("dialog.modal[open]").count())) return true;
      await takeTurn(page);
      return false;
    },
    { what: "no picker open" },
  );
}

async function jsonRoom(page, nickname, rules, url = server.url) {
  return createRoom(page, url, nickname, async (p) => {
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify(rules));
  });
}

test("phone, ten seats: readable 44 px seats apart, '1 card', 44 px buttons, a readable timer; cards fly under the names; short toasts clear of the seats", { timeout: 240000 }, async () => {
  const pia = await newPage(browser, PHONE);
  // Three cards each: seats at one card come soon (R5: a seat plays one card a turn).
  await jsonRoom(pia, "Pia", { preset: "classic", options: { hand_size: 3 } });
  for (let i = 0; i < 9; i++) await addBot(pia, i % 2 ? "easy" : "medium");
  // The room's header bar holds all its controls on a 390 px screen
  // (the sound and theme toggles once pushed the last one off it, and a
  // phone's layout viewport grows to fit: hence the screen's width).
  const offScreen = await pia.evaluate(() =>
    [...document.querySelectorAll(".roombar > *, .roomnav > *")]
      .filter((e) => e.getClientRects().length && e.getBoundingClientRect().right > screen.width + 0.5)
      .map((e) => e.textContent.trim() || e.getAttribute("aria-label") || e.className),
  );
  assert.deepEqual(offScreen, [], "every control of the header bar on screen");
  // Every animation frame: a flying card over a seat's name or count
  // (found by a hit test with the flying layer made hit-testable for that
  // moment), one bigger than the discard, a face-down one over the hand.
  await pia.evaluate(() => {
    const f = (window.__fly = { frames: 0, cards: 0, overName: [], tooBig: [], backInHand: [] });
    const tick = () => {
      const fx = document.querySelector(".fxlayer");
      const flying = fx ? [...fx.querySelectorAll(".card")] : [];
      if (flying.length) {
        f.frames++;
        f.cards = Math.max(f.cards, flying.length);
        const disc = document.querySelector(".discard .card");
        const dw = disc ? disc.getBoundingClientRect().width : 0;
        const hand = document.querySelector(".hand").getBoundingClientRect();
        for (const c of flying) {
          const r = c.getBoundingClientRect();
          const cs = getComputedStyle(c);
          const o = Number(cs.opacity);
          // Its size without the tilt: the width times the transform's scale.
          const m = new DOMMatrix(cs.transform === "none" ? undefined : cs.transform);
          const w = c.offsetWidth * Math.hypot(m.a, m.b);
          if (dw && w > dw + 1) f.tooBig.push(`${w.toFixed(1)} > ${dw.toFixed(1)}`);
          if (c.classList.contains("back") && o > 0.05 && r.left < hand.right && hand.left < r.right && r.top < hand.bottom && hand.top < r.bottom) f.backInHand.push(`${Math.round(r.top)} in hand from ${Math.round(hand.top)}`);
        }
        fx.style.pointerEvents = "auto";
        for (const el of document.querySelectorAll(".felt .pod .pname, .felt .pod .pcount")) {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (top && top.closest(".fxlayer")) f.overName.push(el.textContent);
        }
        fx.style.pointerEvents = "";
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await pia.getByRole("button", { name: "Start the game" }).click();
  await pia.locator(".hand .handcard").first().waitFor();
  await pia.waitForTimeout(500);
  await installContrast(pia);

  // The geometry of the seats (and the labels' sizes, pseudo-elements too).
  const geo = await pia.evaluate(() => {
    const r = (el) => el.getBoundingClientRect().toJSON();
    const fonts = [];
    for (const pod of document.querySelectorAll(".felt .pod"))
      for (const el of pod.querySelectorAll("*")) {
        if (!el.getClientRects().length) continue;
        const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        if (own) fonts.push({ text: el.textContent.trim(), px: parseFloat(getComputedStyle(el).fontSize) });
        const after = getComputedStyle(el, "::after");
        if (after.content && after.content !== "none" && after.content !== "normal") fonts.push({ text: after.content, px: parseFloat(after.fontSize) });
      }
    return {
      vw: innerWidth,
      vh: innerHeight,
      pods: [...document.querySelectorAll(".felt .pod")].map((p) => ({ name: p.querySelector(".pname").textContent, ...r(p) })),
      piles: r(document.querySelector(".felt .piles")),
      fonts,
      buttons: [...document.querySelectorAll(".actions button")].filter((b) => b.getClientRects().length).map((b) => ({ text: b.textContent, h: b.getBoundingClientRect().height })),
    };
  });
  assert.equal(geo.pods.length, 9, "nine other seats");
  for (const p of geo.pods) {
    assert.ok(p.height >= 44 && p.width >= 44, `${p.name}'s seat is ${Math.round(p.width)}×${Math.round(p.height)} px`);
    assert.ok(p.left >= 0 && p.right <= geo.vw + 0.5 && p.top >= 0, `${p.name}'s seat is inside the screen (${Math.round(p.left)}..${Math.round(p.right)})`);
    assert.ok(!overlap(p, geo.piles), `${p.name}'s seat covers the piles`);
  }
  for (let i = 0; i < geo.pods.length; i++) for (let j = i + 1; j < geo.pods.length; j++) assert.ok(!overlap(geo.pods[i], geo.pods[j]), `${geo.pods[i].name} and ${geo.pods[j].name} overlap`);
  assert.ok(geo.fonts.length >= 18, "names and counts measured");
  for (const f of geo.fonts) assert.ok(f.px >= 12, `"${f.text}" is ${f.px}px`);
  for (const b of geo.buttons) assert.ok(b.h >= 44, `the button "${b.text}" is ${b.h}px tall`);
  await shot(pia, "feel-table10-phone");

  // Play: the timer's seconds, a seat at one card ("1 card"), a toast.
  let timerSeen = 0;
  let oneSeen = 0;
  let toastSeen = 0;
  const end = Date.now() + 150000;
  while (timerSeen < 3 || oneSeen < 1 || toastSeen < 1) {
    assert.ok(Date.now() < end, `within 150 s: timer ${timerSeen}, one card ${oneSeen}, toast ${toastSeen}`);
    const t = await pia.evaluate(() => {
      const l = document.querySelector(".timer .tlabel");
      if (!l || !l.textContent) return null;
      return { text: l.textContent, contrast: window.__contrast(l), px: parseFloat(getComputedStyle(l).fontSize) };
    });
    if (t) {
      timerSeen++;
      assert.ok(t.contrast >= 4.5, `the timer's "${t.text}" has a contrast of ${t.contrast.toFixed(2)}`);
      assert.ok(t.px >= 12, `the timer's label is ${t.px}px`);
    }
    const ones = await pia.evaluate(() =>
      [...document.querySelectorAll(".felt .pod .pcount")].filter((c) => c.textContent === "1").map((c) => c.textContent + getComputedStyle(c, "::after").content.replace(/"/g, "")),
    );
    for (const o of ones) {
      oneSeen++;
      assert.equal(o, "1 card", "one card, not '1 cards'");
    }
    // A card that cannot be played now: its toast (short, clear of the seats).
    const dim = pia.locator(".hand .handcard.dim");
    let clicked = false;
    if (!toastSeen && !(await pia.locator(".scorepanel, .gameover, dialog.modal[open]").count()) && (await dim.count())) {
      // Found and clicked in one step in the page: a pointer click may land
      // after the card was lit or covered (the race seen in newcomer.test.mjs).
      // The card's toast is told from the others by being new (the page
      // adds it in the click, table.js refuse): a count of toasts did not
      // grow when an older one (a catch's, 2 s) left at that moment.
      clicked = await pia.evaluate(() => {
        const old = new Set(document.querySelectorAll("#toasts .toast"));
        const el = document.querySelector(".hand .handcard.dim");
        el?.click();
        const fresh = [...document.querySelectorAll("#toasts .toast")].find((x) => !old.has(x));
        if (fresh) fresh.dataset.probe = "dim-card";
        return el ? (fresh ? "toast" : "none") : null;
      });
      assert.notEqual(clicked, "none", "a card that cannot be played says why when clicked (a toast)");
      clicked = !!clicked;
      if (clicked) await pia.waitForTimeout(250);
    }
    if (clicked) {
      const g = await pia.evaluate(() => {
        const r = (el) => el.getBoundingClientRect().toJSON();
        const t = document.querySelector('#toasts .toast[data-probe="dim-card"]');
        return {
          toast: r(t),
          text: t.textContent,
          lineHeight: parseFloat(getComputedStyle(t).lineHeight),
          others: [...document.querySelectorAll(".felt .pod, .felt .piles, .felt .inplay, .lastevent, .hand .handcard, .actions button")].map((el) => ({ cls: el.className, ...r(el) })),
          vw: innerWidth,
        };
      });
      toastSeen++;
      assert.ok(g.toast.left >= 0 && g.toast.right <= g.vw + 0.5 && g.toast.top >= 0, "the toast is on the screen");
      assert.ok(g.toast.height <= 2 * g.lineHeight + 16, `the toast "${g.text}" is ${g.toast.height}px tall: two lines at most`);
      for (const o of g.others) assert.ok(!overlap(g.toast, o), `the toast "${g.text}" covers ${o.cls}`);
      await shot(pia, "feel-toast10-phone");
    }
    if (!(await takeTurn(pia))) await pia.waitForTimeout(100);
  }
  // Cards flew meanwhile; none was over a name, bigger than the discard,
  // or face down over the hand.
  // (Ten seats keep cards in the air: the samples so far are the record.)
  const fly = await pia.evaluate(() => window.__fly);
  assert.ok(fly.frames >= 20, `cards flew (${fly.frames} frames sampled)`);
  assert.deepEqual(fly.overName, [], "a flying card covered a seat's name or count");
  assert.deepEqual(fly.tooBig, [], "a flying card was bigger than the discard");
  assert.deepEqual(fly.backInHand, [], "a face-down card was over the hand");
  assertNoProblems(pia);
});

test("desktop: the bot level's text whole in its select, 12 px seat labels, a readable timer", { timeout: 120000 }, async () => {
  const ada = await newPage(browser, DESKTOP);
  await createRoom(ada, server.url, "Ada");
  const sel = ada.getByLabel("Bot level");
  const values = await sel.locator("option").evaluateAll((os) => os.map((o) => o.value));
  assert.ok(values.length >= 3);
  for (const v of values) {
    await sel.selectOption(v);
    const m = await sel.evaluate((s) => {
      const cs = getComputedStyle(s);
      const probe = document.createElement("span");
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${cs.font};letter-spacing:${cs.letterSpacing}`;
      probe.textContent = s.selectedOptions[0].textContent;
      document.body.appendChild(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      // The room for text: the inner width less the padding and the arrow.
      return { text, room: s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20, sw: s.scrollWidth, cw: s.clientWidth, label: s.selectedOptions[0].textContent };
    });
    assert.ok(m.sw <= m.cw, `the select scrolls (${m.sw} > ${m.cw})`);
    assert.ok(m.text <= m.room, `"${m.label}" needs ${Math.round(m.text)}px, the select has ${Math.round(m.room)}px`);
  }
  // The level's sentence is whole in the line under the select.
  for (const v of values) {
    await sel.selectOption(v);
    const line = ada.getByTestId("bot-line");
    assert.ok((await line.innerText()).length > 10, `the line under the select describes ${v}`);
    assert.ok(await line.evaluate((el) => el.scrollWidth <= el.clientWidth));
  }
  await shot(ada, "feel-lobby-desktop");
  for (let i = 0; i < 6; i++) await addBot(ada, "easy");
  await ada.getByRole("button", { name: "Start the game" }).click();
  await ada.locator(".hand .handcard").first().waitFor();
  await installContrast(ada);
  await waitFor(() => ada.evaluate(() => !!(document.querySelector(".timer .tlabel") || {}).textContent), { what: "the turn timer" });
  const g = await ada.evaluate(() => {
    const l = document.querySelector(".timer .tlabel");
    const fonts = [...document.querySelectorAll(".felt .pod *")].filter((el) => el.getClientRects().length && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())).map((el) => ({ text: el.textContent.trim(), px: parseFloat(getComputedStyle(el).fontSize) }));
    return { contrast: window.__contrast(l), px: parseFloat(getComputedStyle(l).fontSize), fonts };
  });
  assert.ok(g.contrast >= 4.5, `the timer's label has a contrast of ${g.contrast.toFixed(2)}`);
  assert.ok(g.px >= 12);
  assert.ok(g.fonts.length >= 12);
  for (const f of g.fonts) assert.ok(f.px >= 12, `"${f.text}" is ${f.px}px`);
  await shot(ada, "feel-table7-desktop");
  assertNoProblems(ada);
});

test("sound: tones on the table, a mute remembered across a reload, silence when muted", { timeout: 150000 }, async () => {
  const ada = await newPage(browser, DESKTOP);
  await instrumentAudio(ada);
  await createRoom(ada, server.url, "Ada");
  await addBot(ada, "easy");
  const toggle = ada.getByTestId("sound-toggle");
  assert.equal(await toggle.getAttribute("aria-pressed"), "false", "sound is on by default");
  await ada.getByRole("button", { name: "Start the game" }).click();
  await ada.locator(".hand .handcard").first().waitFor();
  // Cards played (and the turn coming back): tones.
  await waitFor(
    async () => {
      await takeTurn(ada);
      return (await ada.evaluate(() => window.__tones)) >= 3;
    },
    { timeout: 60000, what: "tones while playing" },
  );
  // Muted: remembered across a reload, and not one tone while playing on.
  await closePickers(ada);
  await toggle.click();
  assert.equal(await toggle.getAttribute("aria-pressed"), "true");
  await ada.reload();
  await ada.locator(".hand .handcard, .scorepanel, .gameover").first().waitFor();
  assert.equal(await ada.getByTestId("sound-toggle").getAttribute("aria-pressed"), "true", "the mute is remembered");
  assert.equal(await ada.evaluate(() => localStorage.getItem("uno.sound")), "off");
  let acted = 0;
  const end = Date.now() + 20000;
  while (acted < 6 && Date.now() < end) {
    if (await takeTurn(ada)) acted++;
    else await ada.waitForTimeout(120);
  }
  // The bot played meanwhile too (clicks are user gestures: sound would be allowed).
  assert.ok(acted >= 1, "Ada played after the reload");
  assert.equal(await ada.evaluate(() => window.__tones), 0, "no tone while muted");
  // Sound back on: tones again.
  await closePickers(ada);
  await ada.getByTestId("sound-toggle").click();
  await waitFor(
    async () => {
      await takeTurn(ada);
      return (await ada.evaluate(() => window.__tones)) >= 1;
    },
    { timeout: 60000, what: "tones once sound is back" },
  );
  assertNoProblems(ada);
});

test("light theme: the system's preference first, the toggle remembered, text at 4.5:1 on the home page and the table", { timeout: 150000 }, async () => {
  // A first visit on a system set to light: the light theme.
  const ctx = await browser.newContext({ ...DESKTOP, colorScheme: "light", reducedMotion: "no-preference" });
  const ada = await ctx.newPage();
  ada.problems = [];
  ada.on("pageerror", (e) => ada.problems.push(`page error: ${e.message}`));
  await ada.goto(server.url + "/");
  assert.equal(await ada.evaluate(() => document.documentElement.dataset.theme), "light");
  // Toggled to dark: remembered across a reload, whatever the system says.
  await ada.getByTestId("theme-toggle").click();
  assert.equal(await ada.evaluate(() => document.documentElement.dataset.theme), "dark");
  await ada.reload();
  assert.equal(await ada.evaluate(() => document.documentElement.dataset.theme), "dark", "dark remembered");
  await ada.getByTestId("theme-toggle").click();
  await ada.reload();
  assert.equal(await ada.evaluate(() => document.documentElement.dataset.theme), "light", "light remembered");
  assert.equal(await ada.evaluate(() => localStorage.getItem("uno.theme")), "light");
  const bg = await ada.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  assert.equal(bg, "rgb(244, 246, 251)", "the page is light");

  // Text contrast on the home page: axe-core (4.5:1, WCAG AA) and our own
  // computation on its text.
  const readable = async (page, where, sel) => {
    await installContrast(page);
    const low = await page.evaluate((sel) => {
      const out = [];
      for (const el of document.querySelectorAll(sel)) {
        if (!el.getClientRects().length || !getComputedStyle(el).visibility.startsWith("v")) continue;
        if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) || parseFloat(getComputedStyle(el).fontSize) === 0) continue;
        // The cards' faces, the colour chips' letters (the colour's name is
        // written beside them) and the coloured logo: the game's colours.
        if (el.closest(".card, .colorchip .swatch, .hero h1, .logo, .fxlayer")) continue;
        const c = window.__contrast(el);
        if (c < 4.5) out.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}": ${c.toFixed(2)}`);
      }
      return out;
    }, sel);
    assert.deepEqual(low, [], `text under 4.5:1 on ${where}`);
    await checkA11y(page, `${where} (light)`);
  };
  await readable(ada, "the home page", "body *");
  await shot(ada, "feel-home-light-desktop");

  // The lobby and the table in the light theme.
  await ada.getByLabel("Nickname").fill("Ada");
  await ada.getByTestId("create-room").click();
  await ada.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  await ada.locator(".conn.open").waitFor();
  await addBot(ada, "easy");
  await addBot(ada, "medium");
  await readable(ada, "the lobby", ".stage *");
  await ada.getByRole("button", { name: "Start the game" }).click();
  await ada.locator(".hand .handcard").first().waitFor();
  await ada.waitForTimeout(600);
  await readable(ada, "the table", ".stage *, .side *");
  await shot(ada, "feel-table-light-desktop");
  // The rule book and the history page, light too.
  await ada.goto(server.url + "/#rules");
  await ada.locator("dialog.modal[open]").waitFor();
  await readable(ada, "the rule book", "dialog.modal[open] *");
  await ada.keyboard.press("Escape");
  await ada.goto(server.url + "/#history");
  await ada.locator(".historygrid").waitFor();
  await ada.waitForTimeout(400);
  await readable(ada, "the history page", "body *");
  // A phone in the light theme too (remembered in the profile).
  const pho = await ctx.newPage();
  await pho.setViewportSize({ width: 390, height: 844 });
  await pho.goto(server.url + "/");
  assert.equal(await pho.evaluate(() => document.documentElement.dataset.theme), "light");
  await readable(pho, "the home page (phone)", "body *");
  await shot(pho, "feel-home-light-phone");
  assert.deepEqual(ada.problems, []);
  await ctx.close();
});

test("first-game guide: on the first table, a tip at a time, gone for good once dismissed", { timeout: 120000 }, async () => {
  for (const opts of [PHONE, DESKTOP]) {
    const ada = await newPage(browser, opts);
    await createRoom(ada, server.url, "Ada");
    await addBot(ada, "easy");
    // Not in the lobby.
    assert.equal(await ada.getByTestId("guide").count(), 0);
    await ada.getByRole("button", { name: "Start the game" }).click();
    const guide = ada.getByTestId("guide");
    await guide.waitFor();
    const tips = [];
    for (let i = 0; i < 3; i++) {
      await closePickers(ada); // a first card may be a Wild to name (R3)
      tips.push(await guide.innerText());
      await guide.getByRole("button", { name: "Next tip" }).click();
    }
    assert.match(tips[0], /lit cards/i);
    assert.match(tips[1], /UNO/);
    assert.match(tips[2], /Catch/);
    // The guide covers nothing on the table.
    const g = await ada.evaluate(() => {
      const r = (el) => el.getBoundingClientRect().toJSON();
      return { guide: r(document.querySelector(".guide")), others: [...document.querySelectorAll(".felt, .lastevent, .status, .actions, .hand .handcard")].map((el) => ({ cls: el.className, ...r(el) })), vw: innerWidth };
    });
    assert.ok(g.guide.left >= 0 && g.guide.right <= g.vw + 0.5);
    for (const o of g.others) assert.ok(!overlap(g.guide, o), `the guide covers ${o.cls}`);
    await shot(ada, `feel-guide-${opts === PHONE ? "phone" : "desktop"}`);
    await checkA11y(ada, "table with the guide");
    // Still there after a reload until dismissed; gone for good after.
    await ada.reload();
    await ada.getByTestId("guide").waitFor();
    await closePickers(ada);
    await ada.getByTestId("guide").getByRole("button", { name: "Got it" }).click();
    assert.equal(await ada.getByTestId("guide").count(), 0);
    await ada.reload();
    await ada.locator(".hand .handcard, .scorepanel, .gameover").first().waitFor();
    await ada.waitForTimeout(500);
    assert.equal(await ada.getByTestId("guide").count(), 0, "not after dismissal and a reload");
    assertNoProblems(ada);
    await ada.context().close();
  }
});
