// Sounds (issue 22 §4 point 12): tiny tones synthesized with Web Audio
// (no sound files) for your turn, a card played, an UNO call and a catch.
// On by default, with a mute toggle remembered in localStorage
// ("uno.sound" = "off"). No AudioContext exists before the page's first
// user gesture (a click or a key): browsers refuse to play before one, so
// until then the page is silent.
import { h, svg } from "./ui.js";
import { t } from "./i18n.js";

const KEY = "uno.sound";
let ctx = null;
let gestured = false;
let lastMine = false;
const toggles = new Set();

for (const type of ["pointerdown", "keydown"]) addEventListener(type, () => (gestured = true), { capture: true });

/** Whether sound is on (the default) or muted by the player. */
export function soundOn() {
  try {
    return localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

export function setSound(on) {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    /* private mode: this page only */
  }
  for (const b of toggles) if (b.isConnected) paint(b);
  else toggles.delete(b);
}

function context() {
  if (!gestured || !soundOn()) return null;
  const AC = window.AudioContext || window.webkitAudioContext;
  if (!AC) return null;
  if (!ctx) ctx = new AC();
  if (ctx.state === "suspended") ctx.resume().catch(() => {});
  return ctx;
}

// [frequency Hz, start s, length s, wave]
const TUNES = {
  turn: [
    [660, 0, 0.09, "sine"],
    [880, 0.1, 0.14, "sine"],
  ],
  play: [[300, 0, 0.07, "triangle"]],
  uno: [
    [523, 0, 0.09, "square"],
    [659, 0.09, 0.09, "square"],
    [784, 0.18, 0.18, "square"],
  ],
  catch: [
    [440, 0, 0.12, "sawtooth"],
    [294, 0.12, 0.22, "sawtooth"],
  ],
};

/** Plays one of the tunes above; false when muted or before any gesture. */
export function playSound(name) {
  const c = context();
  const tune = TUNES[name];
  if (!c || !tune) return false;
  const t0 = c.currentTime + 0.01;
  for (const [f, at, len, wave] of tune) {
    const o = c.createOscillator();
    const g = c.createGain();
    o.type = wave;
    o.frequency.setValueAtTime(f, t0 + at);
    g.gain.setValueAtTime(0.0001, t0 + at);
    g.gain.exponentialRampToValueAtTime(0.12, t0 + at + 0.012);
    g.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
    o.connect(g);
    g.connect(c.destination);
    o.start(t0 + at);
    o.stop(t0 + at + len + 0.02);
  }
  return true;
}

/**
 * The sounds of one update: a catch, else an UNO call, else a card
 * played; then a chime when the turn has just come to the viewer.
 */
export function soundsFor(events, state) {
  const mine = !!state && state.seat !== null && state.seat !== undefined && state.to_act === state.seat && !state.round_over && !state.game_over;
  const types = new Set(events.map((e) => e.type));
  if (types.has("caught")) playSound("catch");
  else if (types.has("uno_called")) playSound("uno");
  else if (types.has("played")) playSound("play");
  if (mine && !lastMine) setTimeout(() => playSound("turn"), types.has("played") ? 160 : 0);
  lastMine = mine;
}

const ICON_ON = `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11"/></svg>`;
const ICON_OFF = `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path d="M16 9l6 6M22 9l-6 6"/></svg>`;

function paint(b) {
  const on = soundOn();
  b.setAttribute("aria-pressed", on ? "false" : "true");
  b.title = on ? t("sound-on") : t("sound-off");
  b.replaceChildren(svg(on ? ICON_ON : ICON_OFF));
}

/** The mute toggle (a button, "Mute sound", pressed when muted). */
export function soundToggle() {
  const b = h("button.iconbtn.prefbtn", { type: "button", "aria-label": t("mute-sound"), "data-testid": "sound-toggle", onclick: () => setSound(!soundOn()) });
  paint(b);
  toggles.add(b);
  return b;
}
