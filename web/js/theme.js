// Light and dark themes (issue 22 §4 point 12). The first visit follows
// the system's `prefers-color-scheme`; the toggle's choice is remembered
// in localStorage ("uno.theme") and wins from then on. The theme is the
// `data-theme` attribute of <html>; style.css holds the light colours.
import { h, svg } from "./ui.js";
import { t } from "./i18n.js";

const KEY = "uno.theme";
const toggles = new Set();
const media = window.matchMedia ? window.matchMedia("(prefers-color-scheme: light)") : null;

function stored() {
  try {
    const t = localStorage.getItem(KEY);
    return t === "light" || t === "dark" ? t : null;
  } catch {
    return null;
  }
}

export function currentTheme() {
  return stored() || (media && media.matches ? "light" : "dark");
}

export function applyTheme(t = currentTheme()) {
  document.documentElement.dataset.theme = t;
  const cs = document.querySelector('meta[name="color-scheme"]');
  if (cs) cs.content = t;
  const tc = document.querySelector('meta[name="theme-color"]');
  if (tc) tc.content = t === "light" ? "#f4f6fb" : "#101826";
  for (const b of toggles) if (b.isConnected) paint(b);
  else toggles.delete(b);
}

export function setTheme(t) {
  try {
    localStorage.setItem(KEY, t);
  } catch {
    /* private mode: this page only */
  }
  applyTheme(t);
}

// Until the player chooses, the page follows the system's setting.
if (media && media.addEventListener) media.addEventListener("change", () => stored() || applyTheme());
applyTheme();

const SUN = `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="4" fill="currentColor"/><path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/></svg>`;
const MOON = `<svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor"><path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"/></svg>`;

function paint(b) {
  const light = currentTheme() === "light";
  b.setAttribute("aria-pressed", light ? "true" : "false");
  b.title = light ? t("theme-light") : t("theme-dark");
  b.replaceChildren(svg(light ? SUN : MOON));
}

/** The theme toggle (a button, "Light theme", pressed when light). */
export function themeToggle() {
  const b = h("button.iconbtn.prefbtn", { type: "button", "aria-label": t("light-theme"), "data-testid": "theme-toggle", onclick: () => setTheme(currentTheme() === "light" ? "dark" : "light") });
  paint(b);
  toggles.add(b);
  return b;
}
