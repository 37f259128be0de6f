// The server's refusals in the page's language: the server sends a code
// (`error.code`, `bye.code`) and an English message; the page words the
// code (locales/*/uno.ftl, `error-<code>`) and falls back on the message
// only for a code it does not know.
import { t, has } from "./i18n.js";
import { plain } from "./rules.js";

/** A refusal or an error (an ApiError, a server `error` frame) in words. */
export function errText(e) {
  if (!e) return t("refused");
  const code = e.code;
  const detail = plain(e.message || "").replace(/^invalid (rules|room settings): /, "");
  if (code && has(`error-${code}`)) return t(`error-${code}`, { detail });
  return plain(e.message) || t("refused");
}
