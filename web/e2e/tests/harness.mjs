// What the browser tests share: a real `uno serve` on a free port with a
// fresh SQLite file, Debian's Chromium driven by playwright-core, and
// helpers that act through the page only (clicks and keys).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
// Screenshots go to a fresh temporary folder unless UNO_SCREENSHOTS names
// one (`UNO_SCREENSHOTS=docs/screenshots` to refresh the documents'
// pictures): a test run leaves the repository as it was (issue 32 §4).
export const SHOTS = process.env.UNO_SCREENSHOTS ? path.resolve(process.env.UNO_SCREENSHOTS) : path.join(os.tmpdir(), `uno-screenshots-${process.pid}`);

const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const children = new Set();
function killAll() {
  for (const c of children) {
    try {
      c.kill("SIGKILL");
    } catch {
      /* gone */
    }
  }
}
process.on("exit", killAll);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => (killAll(), process.exit(130)));

/**
 * Starts `uno serve` (UNO_BIN, default target/debug/uno) on a free port
 * with a fresh database, or uses UNO_URL when set (a running server).
 * `crash()` kills it with SIGKILL and `restart()` starts it again on the
 * same address and database.
 */
export async function startServer(extra = {}) {
  if (process.env.UNO_URL) return { url: process.env.UNO_URL.replace(/\/$/, ""), external: true, stop: async () => {} };
  const bin = process.env.UNO_BIN || path.join(REPO, "target/debug/uno");
  if (!fs.existsSync(bin)) throw new Error(`no uno binary at ${bin}: build it (cargo build --bin uno) or set UNO_BIN`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uno-e2e-"));
  const db = path.join(dir, "uno.db");
  let child = null;
  let log = "";
  const spawnServer = (bind) =>
    new Promise((resolve, reject) => {
      const opts = { "--bot-delay-ms": "120", "--round-pause-ms": "2500", "--max-rooms-per-client": "1000", "--log": "warn", ...extra };
      const args = ["serve", "--bind", bind, "--db", db, ...Object.entries(opts).flat()];
      const c = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] });
      child = c;
      children.add(c);
      c.stderr.on("data", (d) => (log += d));
      let out = "";
      const t = setTimeout(() => reject(new Error(`uno serve did not start:\n${out}\n${log}`)), 20000);
      c.stdout.on("data", (d) => {
        out += d;
        const m = /listening on (http:\/\/[\d.:]+)/.exec(out);
        if (m) {
          clearTimeout(t);
          resolve(m[1]);
        }
      });
      c.on("exit", (code) => {
        children.delete(c);
        clearTimeout(t);
        reject(new Error(`uno serve exited (${code}):\n${out}\n${log}`));
      });
    });
  const url = await spawnServer("127.0.0.1:0");
  // UNO_DEV_WEB=1: the page from web/ on disk (devserver.mjs) in front of
  // this server, to work on the page without rebuilding the binary.
  let pageUrl = url;
  let dev = null;
  if (process.env.UNO_DEV_WEB) {
    dev = spawn(process.execPath, [path.join(REPO, "web/e2e/devserver.mjs"), "--port", "0", "--upstream", url.replace("http://", "")], { stdio: ["ignore", "pipe", "inherit"] });
    children.add(dev);
    pageUrl = await new Promise((resolve) => {
      let out = "";
      dev.stdout.on("data", (d) => {
        out += d;
        const m = /devserver: (http:\/\/[\d.:]+)/.exec(out);
        if (m) resolve(m[1]);
      });
    });
  }
  const kill = async (sig) => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode) return;
    await new Promise((r) => {
      const t = setTimeout(() => (c.kill("SIGKILL"), r()), 3000);
      c.on("exit", () => (clearTimeout(t), r()));
      c.kill(sig);
    });
  };
  return {
    url: pageUrl,
    log: () => log,
    crash: () => kill("SIGKILL"),
    restart: async () => {
      await kill("SIGKILL");
      for (let i = 0; ; i++) {
        try {
          return await spawnServer(url.replace("http://", ""));
        } catch (e) {
          if (i > 20) throw e;
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    },
    stop: async () => {
      if (dev) dev.kill("SIGKILL");
      await kill("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
  // launch() starts Chromium with a new, empty profile directory each time.
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}

export const DESKTOP = { viewport: { width: 1366, height: 860 } };
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A new page whose console errors and failed requests fail the test. */
export async function newPage(browser, opts = DESKTOP) {
  // The dark theme unless a test asks for another (theme.js follows the
  // system's colour scheme on a first visit; Chromium's default is light).
  const ctx = await browser.newContext({ colorScheme: "dark", ...opts, reducedMotion: "no-preference" });
  const page = await ctx.newPage();
  page.problems = [];
  page.on("pageerror", (e) => page.problems.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !/WebSocket|ERR_CONNECTION|Failed to load resource/.test(m.text())) page.problems.push(`console: ${m.text()}`);
  });
  page.setDefaultTimeout(15000);
  return page;
}

export async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Let the card animations finish.
  await page.waitForFunction(() => !document.querySelector(".fxlayer .card"), null, { timeout: 3000 }).catch(() => {});
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

// ----- acting through the page --------------------------------------------------

/** Home page: opens the rules step (the "Rules…" button) when it is closed. */
export async function openRules(page) {
  const btn = page.getByTestId("rules-step");
  if ((await btn.getAttribute("aria-expanded")) !== "true") await btn.click();
  await page.locator("#rules-step").waitFor();
}

/** Home page: nickname, optional form tweaks (in the rules step), then "Create room". Returns the room code. */
export async function createRoom(page, url, nickname, setup) {
  await page.goto(url + "/");
  await page.getByLabel("Nickname").fill(nickname);
  if (setup) {
    await openRules(page);
    await setup(page);
  }
  await page.getByTestId("create-room").click();
  await page.waitForURL(/\/r\/[A-Z0-9]{6}$/);
  await page.locator(".conn.open").waitFor();
  return page.url().split("/r/")[1];
}

export async function addBot(page, level) {
  await page.getByLabel("Bot level").selectOption(level);
  const before = await page.locator(".seatlist .seat").count();
  await page.getByRole("button", { name: "Add bot" }).click();
  await page.locator(".seatlist .seat").nth(before).waitFor();
}

/** The state the page shows, read from its DOM. */
export async function tableState(page) {
  return page.evaluate(() => {
    const hand = [...document.querySelectorAll(".hand .handcard")].map((b) => ({ card: b.dataset.card, playable: b.classList.contains("playable") }));
    const status = document.querySelector(".status .stext");
    return {
      hand,
      status: status ? status.textContent : "",
      mine: !!document.querySelector(".status.mine"),
      top: (document.querySelector(".discard .card") || {}).dataset?.card,
      scoreTable: !!document.querySelector(".scorepanel"),
      gameOver: !!document.querySelector(".gameover"),
      modal: (document.querySelector("dialog.modal[open]") || {}).className || "",
    };
  });
}

export function assertNoProblems(page) {
  if (page.problems.length) throw new Error(page.problems.join("\n"));
}

/**
 * Takes one decision on this page if the page offers one, as a person
 * would: answers an open picker, plays the first lit card (pressing UNO
 * first when it would leave one card), or draws / keeps / accepts.
 * Returns what it did, or null when there was nothing to do.
 */
export async function takeTurn(page, { catchOthers = true } = {}) {
  const s = await page.evaluate(() => {
    const q = (sel) => document.querySelector(sel);
    const dlg = q("dialog.modal[open]");
    return {
      dialog: dlg ? dlg.className : "",
      mine: !!q(".status.mine"),
      playable: [...document.querySelectorAll(".hand .handcard.playable")].map((b) => b.dataset.card),
      handSize: document.querySelectorAll(".hand .handcard").length,
      uno: !!q('.act.uno:not([disabled])'),
      unoUrgent: !!q(".act.uno.urgent"),
      armed: !!q(".act.uno.armed"),
      catchBtn: !!q(".actions .act.warn"),
      buttons: [...document.querySelectorAll(".actions .act")].map((b) => b.dataset.focus),
      over: !!q(".scorepanel, .gameover"),
    };
  });
  const click = async (sel) => {
    try {
      await page.locator(sel).first().click({ timeout: 2000 });
      return true;
    } catch {
      return false;
    }
  };
  if (s.dialog.includes("colordlg")) return (await click("dialog[open] .colorbtn")) && "color";
  if (s.dialog.includes("playerdlg")) return (await click("dialog[open] .playerbtn")) && "player";
  if (s.dialog) return (await click("dialog[open] .combo")) && "combo";
  if (s.over) return null;
  if (s.unoUrgent) return (await click(".act.uno")) && "uno";
  if (catchOthers && s.catchBtn) return (await click(".actions .act.warn")) && "catch";
  if (!s.mine) return null;
  if (s.buttons.includes("act-accept")) return (await click('[data-focus="act-accept"]')) && "accept";
  if (s.buttons.includes("act-playdrawn")) return (await click('[data-focus="act-playdrawn"]')) && "play drawn";
  if (s.playable.length) {
    if (s.handSize === 2 && s.uno && !s.armed) await click(".act.uno");
    return (await click(".hand .handcard.playable")) && `play ${s.playable[0]}`;
  }
  if (s.buttons.includes("act-pass")) return (await click('[data-focus="act-pass"]')) && "keep";
  if (s.buttons.includes("act-draw")) return (await click('[data-focus="act-draw"]')) && "draw";
  if (s.buttons.includes("act-comply")) return (await click('[data-focus="act-comply"]')) && "comply";
  return null;
}

export async function waitFor(fn, { timeout = 15000, step = 100, what = "condition" } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, step));
  }
}

/** Every WebSocket frame the page receives, parsed. */
export function recordFrames(page) {
  const frames = [];
  page.on("websocket", (ws) => {
    ws.on("framereceived", (f) => {
      try {
        frames.push(JSON.parse(f.payload));
      } catch {
        /* not JSON */
      }
    });
  });
  return frames;
}

// ----- accessibility: axe-core ------------------------------------------------------

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core on the page as it is now (its source injected into the
 * page) and fails on any serious or critical violation. Returns every
 * violation (for a look at the minor ones).
 */
export async function checkA11y(page, screen) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: AXE_SOURCE });
  // Let the card animations finish: a card in flight is not the page.
  await page.waitForFunction(() => !document.querySelector(".fxlayer .card"), null, { timeout: 3000 }).catch(() => {});
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")}: ${n.failureSummary.replace(/\s+/g, " ")}`) }));
  });
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (process.env.UNO_A11Y_VERBOSE) for (const v of violations) console.log(`[axe ${screen}] ${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.join("\n  ")}`);
  if (bad.length) throw new Error(`axe-core on ${screen}: ${bad.length} serious or critical violation(s):\n${bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.join("\n  ")}`).join("\n")}`);
  return violations;
}

// ----- the keyboard alone ------------------------------------------------------------

/** What has the keyboard focus: a short description for tests. */
export async function focused(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return { tag: "BODY", focus: null, text: "", inHand: false, inOverlay: false };
    return {
      tag: a.tagName,
      focus: a.dataset ? a.dataset.focus || null : null,
      text: (a.getAttribute("aria-label") || a.textContent || "").trim().slice(0, 80),
      card: a.dataset ? a.dataset.card || null : null,
      playable: a.classList.contains("playable"),
      inHand: !!a.closest(".hand"),
      inActions: !!a.closest(".actions"),
      inOverlay: !!a.closest(".overlay-slot"),
      inDialog: !!a.closest("dialog[open]"),
      testid: a.dataset ? a.dataset.testid || null : null,
      name: a.getAttribute("name"),
    };
  });
}

/** Presses Tab (or Shift+Tab) until `pred(focused)` holds; fails after `max` presses. */
export async function tabTo(page, pred, { back = false, max = 120, what = "a control" } = {}) {
  const trail = [];
  for (let i = 0; i < max; i++) {
    const f = await focused(page);
    if (pred(f)) return f;
    trail.push(f.focus || f.testid || f.name || `${f.tag} ${f.text}`);
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${what}; the focus went through: ${[...new Set(trail)].join(" | ")}`);
}

/**
 * Takes one decision by the keyboard alone, as a person who cannot use a
 * mouse would: the pickers' letter and number keys, the arrows and Enter
 * in the hand (the page keeps the focus there), the action keys (D, K,
 * P, A, U, X, O). Returns what it did, or null when there was nothing to do.
 */
export async function keyboardTurn(page) {
  const s = await page.evaluate(() => {
    const q = (sel) => document.querySelector(sel);
    const dlg = q("dialog.modal[open]");
    return {
      dialog: dlg ? dlg.className : "",
      colors: [...document.querySelectorAll("dialog[open] .colorbtn")].map((b) => b.dataset.color),
      mine: !!q(".status.mine"),
      playable: document.querySelectorAll(".hand .handcard.playable").length,
      handSize: document.querySelectorAll(".hand .handcard").length,
      uno: !!q(".act.uno:not([disabled])"),
      unoUrgent: !!q(".act.uno.urgent"),
      armed: !!q(".act.uno.armed"),
      catchBtn: !!q(".actions .act.warn"),
      buttons: [...document.querySelectorAll(".actions .act")].map((b) => b.dataset.focus),
      over: !!q(".scorepanel, .gameover"),
    };
  });
  const key = async (k, what) => (await page.keyboard.press(k), what);
  if (s.dialog.includes("colordlg")) return key(s.colors[0].toLowerCase(), "color");
  if (s.dialog.includes("playerdlg")) return key("1", "player");
  if (s.dialog) return key("Enter", "combo");
  if (s.over) return null;
  if (s.unoUrgent) return key("u", "uno");
  if (s.catchBtn) return key("x", "catch");
  if (!s.mine) return null;
  if (s.buttons.includes("act-accept")) return key("a", "accept");
  if (s.buttons.includes("act-playdrawn")) return key("p", "play drawn");
  if (s.playable) {
    let f = await focused(page);
    // (A panel or a picker may open meanwhile, such as game over after our
    // own last card: it holds the focus, and the next call answers it.)
    if (!f.inHand) f = await tabTo(page, (x) => x.inHand || x.inOverlay || x.inDialog, { what: "the hand" });
    if (!f.inHand) return null;
    for (let i = 0; i <= s.handSize && !f.playable; i++) {
      await page.keyboard.press("ArrowRight");
      f = await focused(page);
    }
    if (!f.playable) return null; // the hand changed meanwhile
    if (s.handSize === 2 && s.uno && !s.armed) await page.keyboard.press("u");
    return key("Enter", `play ${f.card}`);
  }
  if (s.buttons.includes("act-pass")) return key("k", "keep");
  if (s.buttons.includes("act-draw")) return key("d", "draw");
  if (s.buttons.includes("act-comply")) return key("o", "comply");
  return null;
}

/**
 * Answers the page's decisions the plainest way (a colour: the first; a
 * drawn card: keep it; a turn: draw) until a Wild Draw Four waits for the
 * page's answer (R8.2), within `ms`: for tables dealt from a deck of Wild
 * Draw Fours only, where no deal changes what comes.
 */
export async function untilWildDrawFourToAnswer(page, ms = 30000) {
  const end = Date.now() + ms;
  while (!(await page.locator('[data-focus="act-challenge"]').count())) {
    if (Date.now() > end) throw new Error(`no Wild Draw Four to answer within ${ms / 1000} s`);
    const draw = page.locator('[data-focus="act-draw"]');
    const keep = page.locator('[data-focus="act-pass"]');
    // (A picker may close by itself when its decision is gone: table.js, pickers.js.)
    if (await page.locator("dialog.colordlg[open]").count()) await page.locator("dialog[open] .colorbtn").first().click({ timeout: 2000 }).catch(() => {});
    else if (await keep.count()) await keep.click();
    else if ((await page.locator(".status.mine").count()) && (await draw.count())) await draw.click();
    await page.waitForTimeout(150);
  }
  await page.getByTestId("wd4-help").waitFor();
}
