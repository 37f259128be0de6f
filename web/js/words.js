// The server's refusals in the page's language: the server sends a code
// (`error.code`, `bye.code`) and an English message; the page words the
// code (locales/*/uno.ftl, `error-<code>`) and falls back on the message
// only for a code it does not know. Rules the engine refused also come
// with a reason and its arguments (`problem-<reason>`), so their detail
// is worded here too.
import { t, has } from "./i18n.js";
import { plain } from "./rules.js";

/** Names of house rules in the reader's language, where the catalogue has them. */
function houseName(id) {
  return has(`cat-house-${id}`) ? t(`cat-house-${id}`) : id;
}

/**
 * Rules the engine refused come with a reason id and its arguments
 * (`uno_core::Problem`): the detail in the reader's language
 * (`problem-<reason>`), or null for a reason this page does not know.
 */
function problemText(e) {
  if (!e.reason || !has(`problem-${e.reason}`)) return null;
  const args = { ...(e.args || {}) };
  for (const k of ["first", "second"]) if (typeof args[k] === "string") args[k] = houseName(args[k]);
  return t(`problem-${e.reason}`, args);
}

/** A refusal or an error (an ApiError, a server `error` frame) in words. */
export function errText(e) {
  if (!e) return t("refused");
  const code = e.code;
  const detail = problemText(e) || plain(e.message || "").replace(/^invalid (rules|room settings): /, "");
  if (code && has(`error-${code}`)) return t(`error-${code}`, { detail });
  return plain(e.message) || t("refused");
}
