// Small DOM helpers. Every piece of text from the server or from other
// players goes in through textContent (never as markup).
import { intlLang } from "./i18n.js";

/** h("div.a.b", {attrs}, children...): builds an element. */
export function h(tag, attrs, ...children) {
  const [name, ...classes] = tag.split(".");
  const el = document.createElement(name || "div");
  if (classes.length) el.className = classes.join(" ");
  if (attrs && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") el.className += (el.className ? " " : "") + v;
    else if (k === "text") el.textContent = v;
    else if (k === "style" && typeof v === "object") Object.assign(el.style, v);
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(el.dataset, v);
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else if (c instanceof Node) el.appendChild(c);
    else el.appendChild(document.createTextNode(String(c)));
  }
}

/** An SVG element from trusted, static markup of our own. */
export function svg(markup, cls) {
  const t = document.createElement("template");
  t.innerHTML = markup.trim();
  const el = t.content.firstElementChild;
  if (cls) el.classList.add(...cls.split(" "));
  el.setAttribute("aria-hidden", "true");
  el.setAttribute("focusable", "false");
  return el;
}

export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

export const $ = (sel, root = document) => root.querySelector(sel);
export const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

/** A short message at the bottom of the screen. */
export function toast(text, kind = "info", ms = 3500) {
  let box = document.getElementById("toasts");
  if (!box) {
    box = h("div", { id: "toasts", role: "status", "aria-live": "polite" });
    document.body.appendChild(box);
  }
  const t = h("div.toast", { class: kind, text });
  box.appendChild(t);
  placeToasts(box);
  setTimeout(() => {
    t.classList.add("leaving");
    setTimeout(() => t.remove(), 300);
  }, ms);
  return t;
}

/**
 * Where the toasts go: on a game table, low on the felt and centred,
 * where the viewer's own seat is (never drawn as a pod), so that they
 * cover no seat at the top (a two-player game's only opponent); elsewhere
 * under the page's header.
 */
function placeToasts(box) {
  const felt = document.querySelector(".table .felt");
  const r = felt && felt.getClientRects().length ? felt.getBoundingClientRect() : null;
  box.classList.toggle("ontable", !!r);
  box.classList.remove("ontop");
  if (!r) return;
  box.style.setProperty("--toast-x", `${r.left + r.width / 2}px`);
  box.style.setProperty("--toast-y", `${r.bottom - 12}px`);
  box.style.setProperty("--toast-w", `${Math.min(480, Math.max(200, r.width * 0.62))}px`);
  // Seven to ten seats leave no room low on the felt (a phone's most of
  // all): where a toast there would cover a seat or the piles, the newest
  // toast alone goes over the room's header bar instead, in two lines at most.
  const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const busy = [...felt.querySelectorAll(".pod, .piles, .inplay")].map((el) => el.getBoundingClientRect());
  const toasts = [...box.children].map((t) => t.getBoundingClientRect());
  if (toasts.some((t) => busy.some((o) => hit(t, o)))) box.classList.add("ontop");
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside `el` (a dialog or a panel over the table). */
export function trapFocus(el) {
  el.addEventListener("keydown", (e) => {
    if (e.key !== "Tab") return;
    const f = [...el.querySelectorAll(FOCUSABLE)].filter((x) => x.getClientRects().length > 0);
    if (!f.length) return;
    const first = f[0];
    const last = f[f.length - 1];
    const at = document.activeElement;
    if (e.shiftKey && (at === first || !el.contains(at))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (at === last || !el.contains(at))) {
      e.preventDefault();
      first.focus();
    }
  });
  return el;
}

/**
 * A modal dialog. `build(close)` returns its content. Resolves with the
 * value given to close() (undefined on Escape). The focus stays inside
 * while it is open and goes back where it was when it closes (the same
 * control, or the one with the same `data-focus` if the page was drawn
 * again meanwhile, or `returnFocus()`).
 */
export function modal(build, { label, cls = "", dismissable = true, returnFocus = null } = {}) {
  const prev = document.activeElement;
  const prevKey = prev && prev.dataset ? prev.dataset.focus : null;
  return new Promise((resolve) => {
    const dlg = h("dialog.modal", { class: cls, "aria-label": label });
    let done = false;
    const close = (v) => {
      if (done) return;
      done = true;
      dlg.close();
      dlg.remove();
      let back = prev && prev.isConnected && prev !== document.body ? prev : null;
      if (!back && prevKey) back = document.querySelector(`[data-focus="${CSS.escape(prevKey)}"]`);
      if (back && !back.disabled) back.focus({ preventScroll: true });
      else if (returnFocus) returnFocus();
      resolve(v);
      // (The table's pickers look again when any dialog closes.)
      document.dispatchEvent(new Event("modal-closed"));
    };
    // Chromium may close a modal dialog by itself (a second Escape even
    // when the first was refused): that is a close without an answer.
    dlg.addEventListener("close", () => close(undefined));
    dlg.addEventListener("cancel", (e) => {
      if (!dismissable) e.preventDefault();
      else close(undefined);
    });
    dlg.appendChild(build(close));
    trapFocus(dlg);
    document.body.appendChild(dlg);
    dlg.showModal();
    dlg._close = close;
  });
}

/** Closes every open modal dialog with the given class. */
export function closeModals(cls) {
  for (const d of $$(`dialog.modal${cls ? "." + cls : ""}`)) d._close && d._close(undefined);
}

export function fmtTime(ms) {
  try {
    return new Date(ms).toLocaleString(intlLang(), { dateStyle: "medium", timeStyle: "short" });
  } catch {
    return new Date(ms).toISOString();
  }
}
