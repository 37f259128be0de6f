// Colour-blind play (issue 32 §3): every colour is also a shape (Red a
// triangle, Yellow a ring, Green a cross, Blue three bars) on the card
// faces, the small cards of the log, the wild's named colour on the pile,
// the colour in play and the colour picker.
//
// The check renders the table through simulations of deuteranopia and
// protanopia (an SVG feColorMatrix filter applied to the page, Machado et
// al. 2009 at full severity) and measures the shapes in the screenshot, not
// the hues: for each colour, the pixels of its mark are split into ink and
// ground by luminance; the two must differ by at least 3:1 (WCAG's
// contrast for graphics), and the four inked outlines, scaled to one grid,
// must differ pairwise: the cells inked in one and not the other are at
// least 25% of the cells inked in either (Jaccard distance; one shape
// drawn for two colours gives under 10%). A control pixel
// proves the filter is in effect (the red picker button's colour is the
// matrix applied to red). Remove the shapes, draw one shape for all
// colours, or draw them in a colour that melts into the card, and this
// fails.
//
// The table is reached by its rules, never by luck (R3: a first card that
// is a wild asks the dealer's left for a colour; a deck of Wild Shuffle
// Hands and the bot as the fixed dealer make that us). A hand's colours are
// the deal's luck, so the four coloured card faces (big, as in the hand
// and on the pile, and small, as in the log) are drawn into the table by
// the page's own card module; the real hand's marks are compared with them.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startServer, launchBrowser, newPage, PHONE, createRoom, addBot, waitFor, assertNoProblems, shot } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await startServer({ "--bot-delay-ms": "60" });
  browser = await launchBrowser();
});
after(async () => {
  if (browser) await browser.close();
  if (server) await server.stop();
});

// Machado, Oliveira & Fernandes (2009), severity 1.0, applied in sRGB.
const SIM = {
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
};
const COLORS = ["R", "Y", "G", "B"];
const T0 = Date.now();
const step = (what) => process.env.UNO_CVD_DEBUG && console.error(`[${((Date.now() - T0) / 1000).toFixed(1)} s] ${what}`);

/** Puts the filter on the page (and on open modal dialogs, which live in the top layer), or takes it off. */
async function simulate(page, name) {
  const m = name ? SIM[name] : null;
  await page.evaluate((m) => {
    document.getElementById("cvd-sim")?.remove();
    document.getElementById("cvd-style")?.remove();
    if (!m) return;
    const values = m.map((r) => [...r, 0, 0].join(" ")).join(" ") + " 0 0 0 1 0";
    const box = document.createElement("div");
    box.id = "cvd-sim";
    box.innerHTML = `<svg width="0" height="0" style="position:absolute"><filter id="cvd" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="${values}"/></filter></svg>`;
    document.body.appendChild(box);
    const st = document.createElement("style");
    st.id = "cvd-style";
    st.textContent = "html, dialog[open] { filter: url(#cvd) !important; }";
    document.head.appendChild(st);
  }, m);
  await page.waitForTimeout(100);
}

/**
 * A screenshot decoded by a blank page's canvas, kept there; returns a
 * reader of the pixels of a region: { w, h, data } with data RGBA.
 */
async function decode(helper, png) {
  await helper.evaluate(async (b64) => {
    const img = new Image();
    img.src = "data:image/png;base64," + b64;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0);
    window.__ctx = ctx;
  }, png.toString("base64"));
  return {
    region: (x, y, w, h) =>
      helper.evaluate(([x, y, w, h]) => ({ w, h, data: Array.from(window.__ctx.getImageData(x, y, w, h).data) }), [x, y, w, h]),
  };
}

const lin = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const lum = (r, g, b) => 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);

/**
 * One mark measured in the screenshot: its box (CSS px) cut out at the
 * device scale, split into ink (dark) and ground (light) at the midpoint of
 * its luminances; the contrast of the two means, and the ink as a 12×12
 * grid of booleans.
 */
async function measure(img, box, scale) {
  const x0 = Math.round(box.x * scale), y0 = Math.round(box.y * scale);
  const w = Math.max(1, Math.round(box.width * scale)), hh = Math.max(1, Math.round(box.height * scale));
  const px = await img.region(x0, y0, w, hh);
  const L = [];
  for (let i = 0; i < w * hh; i++) L.push(lum(px.data[i * 4], px.data[i * 4 + 1], px.data[i * 4 + 2]));
  const lo = Math.min(...L), hi = Math.max(...L);
  const mid = (lo + hi) / 2;
  const ink = L.map((v) => v < mid);
  const mean = (sel) => {
    const xs = L.filter((_, i) => sel(i));
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
  };
  const dark = mean((i) => ink[i]), light = mean((i) => !ink[i]);
  const contrast = (light + 0.05) / (dark + 0.05);
  const N = 12;
  const grid = [];
  for (let gy = 0; gy < N; gy++)
    for (let gx = 0; gx < N; gx++) {
      // the share of ink in the cell, thresholded at a half
      let n = 0, k = 0;
      for (let y = Math.floor((gy * hh) / N); y < Math.max(Math.floor(((gy + 1) * hh) / N), Math.floor((gy * hh) / N) + 1); y++)
        for (let x = Math.floor((gx * w) / N); x < Math.max(Math.floor(((gx + 1) * w) / N), Math.floor((gx * w) / N) + 1); x++) {
          n++;
          if (ink[y * w + x]) k++;
        }
      grid.push(k * 2 >= n);
    }
  return { contrast, grid, inkShare: ink.filter(Boolean).length / ink.length };
}

/** The Jaccard distance of two inked grids: cells in one only, over cells in either. */
const differ = (a, b) => {
  const either = a.grid.filter((v, i) => v || b.grid[i]).length;
  return either ? a.grid.filter((v, i) => v !== b.grid[i]).length / either : 0;
};

/** The boxes of the marks of one group: { R: box, Y: box, … } (CSS px, viewport). */
async function markBoxes(page, selector) {
  return page.evaluate((selector) => {
    const out = {};
    for (const el of document.querySelectorAll(selector)) {
      const owner = el.closest("[class*='c-']");
      const m = owner && /(?:^|\s)c-([RYGB])(?:\s|$)/.exec(owner.className);
      const r = el.getBoundingClientRect();
      if (!m || !r.width || out[m[1]]) continue;
      out[m[1]] = { x: r.x, y: r.y, width: r.width, height: r.height };
    }
    return out;
  }, selector);
}

/** Checks the four marks of a group in one screenshot: ink at 3:1 or more, four different outlines. */
async function checkGroup(img, boxes, scale, what) {
  const got = Object.keys(boxes).sort();
  assert.deepEqual(got, [...COLORS].sort(), `${what}: a mark for each colour (found ${got.join(", ") || "none"})`);
  const m = {};
  for (const c of COLORS) m[c] = await measure(img, boxes[c], scale);
  for (const c of COLORS) {
    assert.ok(m[c].contrast >= 3, `${what}: ${c}'s shape at ${m[c].contrast.toFixed(2)}:1 against its ground`);
    assert.ok(m[c].inkShare > 0.12 && m[c].inkShare < 0.88, `${what}: ${c}'s mark is a shape (ink ${Math.round(m[c].inkShare * 100)}% of it)`);
  }
  const ds = [];
  for (let i = 0; i < COLORS.length; i++) for (let j = i + 1; j < COLORS.length; j++) ds.push(differ(m[COLORS[i]], m[COLORS[j]]));
  step(`${what}: contrast ≥ ${Math.min(...COLORS.map((c) => m[c].contrast)).toFixed(1)}, shapes apart ≥ ${Math.min(...ds).toFixed(2)}`);
  for (let i = 0; i < COLORS.length; i++)
    for (let j = i + 1; j < COLORS.length; j++) {
      const d = differ(m[COLORS[i]], m[COLORS[j]]);
      assert.ok(d >= 0.25, `${what}: ${COLORS[i]} and ${COLORS[j]} differ in ${Math.round(d * 100)}% of their inked cells`);
    }
  return m;
}

test("the four colours keep four shapes under deuteranopia and protanopia: cards, log cards, picker, colour in play", { timeout: 120000 }, async () => {
  const pia = await newPage(browser, PHONE);
  const helper = await browser.newPage();
  await createRoom(pia, server.url, "Pia", async (p) => {
    // No turn timer: the measuring must not race the server's own pick.
    await p.getByLabel("Turn timer").selectOption("0");
    await p.getByText("Rules as JSON", { exact: true }).click();
    await p.getByLabel("Rules as JSON").fill(JSON.stringify({ preset: "shuffle-hands", options: { deck: { WSH: 80 }, dealer: 1 } }));
  });
  step("room");
  await addBot(pia, "medium");
  await pia.getByRole("button", { name: "Start the game" }).click();
  step("started");
  // R3: the first card is a wild, and we are the dealer's left.
  await pia.locator("dialog.colordlg[open] .colorbtn").nth(3).waitFor();
  await pia.waitForTimeout(400);

  const scale = 2; // PHONE's device scale
  for (const sim of Object.keys(SIM)) {
    step(`picker ${sim}`);
    await simulate(pia, sim);
    const img = await decode(helper, await pia.screenshot());
    step("decoded");
    // The filter is in effect: the red button's ground is the matrix applied to red.
    const ctl = await pia.evaluate(() => {
      const b = document.querySelector("dialog[open] .colorbtn.c-R");
      const r = b.getBoundingClientRect();
      const rgb = getComputedStyle(b).backgroundColor.match(/\d+/g).map(Number);
      return { x: r.x + 6, y: r.y + r.height / 2, rgb };
    });
    const seen = (await img.region(Math.round(ctl.x * scale), Math.round(ctl.y * scale), 1, 1)).data.slice(0, 3);
    const want = SIM[sim].map((row) => Math.max(0, Math.min(255, row[0] * ctl.rgb[0] + row[1] * ctl.rgb[1] + row[2] * ctl.rgb[2])));
    assert.ok(seen.every((v, k) => Math.abs(v - want[k]) <= 14), `${sim} is in effect on the picker: red ${ctl.rgb} shows as ${seen}, expected about ${want.map(Math.round)}`);
    await checkGroup(img, await markBoxes(pia, "dialog[open] .colorbtn .cmark"), scale, `${sim}, colour picker`);
  }
  await simulate(pia, null);
  await pia.locator("dialog[open] .colorbtn.c-G").click();
  await waitFor(() => pia.evaluate(() => !document.querySelector("dialog[open]")), { what: "the picker to close" });

  // The four coloured faces, big and small, drawn by the page's own module
  // into the table; and the colour chips (colour in play, the log).
  await pia.evaluate(async () => {
    const { cardFace, colorChip } = await import("/js/cards.js");
    const strip = document.createElement("div");
    strip.id = "cvd-strip";
    strip.style.cssText = "position:fixed;left:8px;bottom:8px;z-index:9999;display:flex;gap:6px;align-items:flex-start;background:#123;padding:6px;--cw:68px";
    for (const c of ["R", "Y", "G", "B"]) strip.appendChild(cardFace(c + "7"));
    const small = document.createElement("div");
    small.className = "smallrow";
    small.style.cssText = "display:flex;flex-direction:column;gap:4px";
    for (const c of ["R", "Y", "G", "B"]) small.appendChild(cardFace(c + "+2", { small: true }));
    strip.appendChild(small);
    const chips = document.createElement("div");
    chips.className = "chiprow";
    chips.style.cssText = "display:flex;flex-direction:column;gap:4px";
    for (const c of ["R", "Y", "G", "B"]) chips.appendChild(colorChip(c, { short: true }));
    strip.appendChild(chips);
    document.body.appendChild(strip);
  });
  // The table's own: the colour in play, the named colour on the pile and
  // the log's line for it carry the green cross.
  await waitFor(() => pia.evaluate(() => !!document.querySelector(".inplay .colorchip.c-G .cmark")), { what: "the colour in play's shape" });
  assert.equal(await pia.locator(".discard .chosen.c-G .cmark").count(), 1, "the wild on the pile shows the named colour's shape");
  assert.ok((await pia.locator(".loglist .colorchip.c-G .cmark").count()) >= 1, "the log's line for the named colour shows its shape");
  await shot(pia, "colorblind-phone");

  for (const sim of Object.keys(SIM)) {
    await simulate(pia, sim);
    const img = await decode(helper, await pia.screenshot());
    const big = await checkGroup(img, await markBoxes(pia, "#cvd-strip > .card .corner.tl .cmark"), scale, `${sim}, card faces`);
    await checkGroup(img, await markBoxes(pia, "#cvd-strip .smallrow .cmark"), scale, `${sim}, small cards (log)`);
    const chips = await checkGroup(img, await markBoxes(pia, "#cvd-strip .chiprow .cmark"), scale, `${sim}, colour chips`);
    // The table's own marks are the same shapes: the colour in play and
    // the pile's named colour read as the chip's green.
    const own = await markBoxes(pia, ".inplay .colorchip .cmark");
    const inplay = await measure(img, own.G, scale);
    assert.ok(inplay.contrast >= 3, `${sim}: the colour in play's shape at ${inplay.contrast.toFixed(2)}:1`);
    assert.ok(differ(inplay, chips.G) < differ(inplay, chips.R) && differ(inplay, chips.G) < differ(inplay, chips.B) && differ(inplay, chips.G) < differ(inplay, chips.Y), `${sim}: the colour in play reads as Green's shape`);
    // Every coloured card of the real hand shows its colour's shape.
    const hand = await pia.evaluate(() =>
      [...document.querySelectorAll(".hand .handcard .card.face")]
        .map((f) => ({ m: /(?:^|\s)c-([RYGB])(?:\s|$)/.exec(f.className), el: f.querySelector(".corner.tl .cmark") }))
        .filter((x) => x.m)
        .map((x) => {
          const r = x.el ? x.el.getBoundingClientRect() : null;
          // (A card under the strip drawn above, or out of the screen, is not measured.)
          const top = r && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return { c: x.m[1], box: r && r.width ? { x: r.x, y: r.y, width: r.width, height: r.height } : null, seen: !!top && x.el.contains(top) };
        }),
    );
    for (const { c, box, seen } of hand) {
      assert.ok(box, `the hand's ${c} card shows a shape`);
      if (!seen) continue;
      const mm = await measure(img, box, scale);
      const others = COLORS.filter((x) => x !== c);
      assert.ok(others.every((o) => differ(mm, big[c]) < differ(mm, big[o])), `${sim}: the hand's ${c} card shows ${c}'s shape`);
    }
  }
  await simulate(pia, "deuteranopia");
  await shot(pia, "colorblind-phone-deuteranopia");
  await simulate(pia, null);
  assertNoProblems(pia);
  await helper.close();
  await pia.context().close();
});
