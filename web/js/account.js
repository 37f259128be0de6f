// The home page's Account panel (issue 32 §2; docs/protocol.md
// "Accounts"): save this player with a passkey, sign in with a passkey or
// a code on another device, show a transfer code, sign out, delete the
// account. A signed-in browser keeps a session cookie the page never sees
// (HttpOnly) and plays with the player token the sign-in returned, kept
// where a guest keeps its own (net.js `store.player`).
import { h, clear, toast, modal } from "./ui.js";
import { api, store } from "./net.js";
import { t } from "./i18n.js";
import { errText } from "./words.js";

// ----- WebAuthn's binary fields as base64url (the server's JSON) ------------------

function fromB64url(s) {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)).buffer;
}

function toB64url(buf) {
  let s = "";
  for (const b of new Uint8Array(buf)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A copy without the members the server left empty (`null`), which WebIDL refuses. */
function clean(v) {
  if (Array.isArray(v)) return v.map(clean);
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null && x !== undefined).map(([k, x]) => [k, clean(x)]));
  return v;
}

/** The server's creation options as `navigator.credentials.create` takes them. */
function creationOptions(o) {
  const pk = clean(o.publicKey);
  pk.challenge = fromB64url(pk.challenge);
  pk.user = { ...pk.user, id: fromB64url(pk.user.id) };
  pk.excludeCredentials = (pk.excludeCredentials || []).map((c) => ({ ...c, id: fromB64url(c.id) }));
  // A discoverable passkey, so that another device can sign in without a name.
  pk.authenticatorSelection = { ...(pk.authenticatorSelection || {}), residentKey: "required", requireResidentKey: true };
  return { publicKey: pk };
}

/** The server's request options as `navigator.credentials.get` takes them. */
function requestOptions(o) {
  const pk = clean(o.publicKey);
  pk.challenge = fromB64url(pk.challenge);
  pk.allowCredentials = (pk.allowCredentials || []).map((c) => ({ ...c, id: fromB64url(c.id) }));
  return { publicKey: pk };
}

function credentialJson(c) {
  const r = c.response;
  const response = { clientDataJSON: toB64url(r.clientDataJSON) };
  if (r.attestationObject) {
    response.attestationObject = toB64url(r.attestationObject);
    if (r.getTransports) response.transports = r.getTransports();
  } else {
    response.authenticatorData = toB64url(r.authenticatorData);
    response.signature = toB64url(r.signature);
    response.userHandle = r.userHandle ? toB64url(r.userHandle) : null;
  }
  return { id: c.id, rawId: toB64url(c.rawId), type: c.type, response, extensions: c.getClientExtensionResults ? c.getClientExtensionResults() : {} };
}

const canPasskey = () => typeof window.PublicKeyCredential === "function" && !!navigator.credentials;

// Whether this browser signed in (so the panel asks the server who it
// is; a guest's browser never sends that request).
const FLAG = "uno.account";
function mark(on) {
  try {
    if (on) localStorage.setItem(FLAG, "1");
    else localStorage.removeItem(FLAG);
  } catch {
    /* private mode */
  }
}
function marked() {
  try {
    return localStorage.getItem(FLAG) === "1";
  } catch {
    return false;
  }
}

/** A browser signed in: it plays as the account from now on. */
function signedIn(a) {
  store.player = { player_id: a.player_id, player_token: a.player_token };
  if (a.nickname) store.nickname = a.nickname;
  mark(true);
}

/** Signed out or deleted: this browser is a new guest from now on. */
function signedOut() {
  store.player = null;
  mark(false);
}

/** `POST` an account request (JSON, same origin: docs/protocol.md "Accounts"). */
const post = (path, body, headers) => api("POST", path, body || {}, headers);

/**
 * The Account panel. `nickname()` gives the home page's nickname (to make
 * a guest first when this browser has none); `reload()` redraws the home
 * page once this browser plays as another identity.
 */
export function accountPanel({ nickname, reload }) {
  const box = h("section.panel.accountbox", { "aria-labelledby": "account-h", "data-testid": "account" });
  const status = h("p.error", { role: "alert", "data-testid": "account-error" });
  const say = (e) => {
    status.textContent = e && e.name === "NotAllowedError" ? t("account-cancelled") : errText(e);
  };

  async function guestToken() {
    let p = store.player;
    if (!p || !p.player_token) {
      const name = nickname();
      if (!name) throw { code: "need_name", message: t("account-need-name") };
      const g = await api("POST", "/api/guests", { nickname: name });
      p = { player_id: g.player_id, player_token: g.player_token };
      store.player = p;
    }
    return p.player_token;
  }

  async function registerPasskey(asAccount) {
    const headers = asAccount ? {} : { authorization: `Bearer ${await guestToken()}` };
    const start = await post("/api/account/passkeys/register", {}, headers);
    const cred = await navigator.credentials.create(creationOptions(start.options));
    return post("/api/account/passkeys/register/finish", { ceremony: start.ceremony, credential: credentialJson(cred) });
  }

  async function signInPasskey() {
    const start = await post("/api/account/passkeys/sign-in");
    const cred = await navigator.credentials.get(requestOptions(start.options));
    return post("/api/account/passkeys/sign-in/finish", { ceremony: start.ceremony, credential: credentialJson(cred) });
  }

  const busy = (btn, f) => async () => {
    btn.disabled = true;
    status.textContent = "";
    try {
      await f();
    } catch (e) {
      say(e);
    } finally {
      btn.disabled = false;
    }
  };

  function recoveryCodes(codes) {
    return h(
      "div.recoverybox",
      { "data-testid": "recovery-codes" },
      h("h3", t("account-recovery-title")),
      h("p.hint", t("account-recovery-note")),
      h("ol.codes", codes.map((c) => h("li", h("code", c)))),
    );
  }

  function renderGuest() {
    const parts = [h("p.hint", t("account-intro"))];
    if (canPasskey()) {
      const save = h("button.act.primary", { type: "button", "data-testid": "account-save" }, t("account-save"));
      save.addEventListener(
        "click",
        busy(save, async () => {
          const a = await registerPasskey(false);
          signedIn(a);
          toast(t("account-saved"));
          await render(a.recovery_codes);
        }),
      );
      const signin = h("button.act", { type: "button", "data-testid": "account-sign-in" }, t("account-sign-in"));
      signin.addEventListener(
        "click",
        busy(signin, async () => {
          const a = await signInPasskey();
          signedIn(a);
          toast(t("account-welcome", { name: a.nickname }));
          reload();
        }),
      );
      parts.push(h("div.accountrow", save, signin));
    } else {
      parts.push(h("p.hint", t("account-no-passkeys")));
    }
    const code = h("input.codeinput", { type: "text", id: "account-code", name: "account-code", autocomplete: "one-time-code", autocapitalize: "characters", maxlength: 20, spellcheck: "false" });
    const use = h("button.act", { type: "button", "data-testid": "account-code-use" }, t("account-code-use"));
    const redeem = busy(use, async () => {
      const typed = code.value.replace(/[^A-Za-z0-9]/g, "");
      // A transfer code has 8 letters, a recovery code 12.
      const path = typed.length <= 8 ? "/api/account/transfer/redeem" : "/api/account/recovery";
      const a = await post(path, { code: code.value });
      signedIn(a);
      toast(t("account-welcome", { name: a.nickname }));
      reload();
    });
    use.addEventListener("click", redeem);
    code.addEventListener("keydown", (e) => e.key === "Enter" && redeem());
    parts.push(h("div.field.accountcode", h("label", { for: "account-code" }, t("account-code-label")), h("div.linkrow", code, use)));
    return parts;
  }

  function renderAccount(me, codes) {
    const out = h("div.transferbox", { "aria-live": "polite", "data-testid": "transfer-code" });
    const transfer = h("button.act", { type: "button", "data-testid": "account-transfer" }, t("account-transfer"));
    transfer.addEventListener(
      "click",
      busy(transfer, async () => {
        const r = await post("/api/account/transfer");
        const minutes = Math.max(1, Math.round((r.expires_ms - Date.now()) / 60000));
        clear(out).append(h("p", t("account-transfer-code", { minutes, code: r.code })), h("p.bigcode", h("code", r.code)));
      }),
    );
    const add = h("button.act", { type: "button", "data-testid": "account-add-passkey" }, t("account-add-passkey"));
    add.addEventListener(
      "click",
      busy(add, async () => {
        await registerPasskey(true);
        toast(t("account-passkey-added"));
        await render();
      }),
    );
    const out1 = h("button.act", { type: "button", "data-testid": "account-sign-out" }, t("account-sign-out"));
    out1.addEventListener(
      "click",
      busy(out1, async () => {
        await post("/api/account/sign-out");
        signedOut();
        toast(t("account-signed-out"));
        reload();
      }),
    );
    const del = h("button.act.warn", { type: "button", "data-testid": "account-delete" }, t("account-delete"));
    del.addEventListener(
      "click",
      busy(del, async () => {
        const yes = await modal(
          (close) =>
            h(
              "div",
              h("p", t("account-delete-confirm")),
              h(
                "div.accountrow",
                h("button.act.warn", { type: "button", "data-testid": "account-delete-yes", onclick: () => close(true) }, t("account-delete-yes")),
                h("button.act.primary", { type: "button", onclick: () => close(false) }, t("account-delete-no")),
              ),
            ),
          { label: t("account-delete") },
        );
        if (!yes) return;
        await post("/api/account/delete", { confirm: true });
        signedOut();
        toast(t("account-deleted"));
        reload();
      }),
    );
    return [
      h("p", { "data-testid": "account-who" }, t("account-signed-in", { name: me.nickname, id: me.player_id })),
      h("p.hint", t("account-passkeys", { n: me.passkeys }), " · ", t("account-codes-left", { n: me.recovery_codes_left })),
      codes ? recoveryCodes(codes) : null,
      h("div.accountrow", transfer, canPasskey() ? add : null, out1, del),
      out,
    ];
  }

  async function render(codes) {
    let me = null;
    if (marked()) {
      try {
        me = await api("GET", "/api/account");
      } catch (e) {
        // The session ended (signed out elsewhere, expired, deleted).
        if (e.code === "not_signed_in") mark(false);
        else say(e);
      }
    }
    clear(body).append(...(me ? renderAccount(me, codes) : renderGuest()), status);
    // Open for a signed-in browser; a guest opens it when it wants to.
    if (me) details.open = true;
  }

  // Folded for a guest, so the home page stays short on a phone (two
  // screens, homeflow.test.mjs).
  const body = h("div.accountbody");
  const details = h("details.accountdetails", h("summary", { "data-testid": "account-open" }, h("h2", { id: "account-h" }, t("account-title"))), body);
  box.append(details);
  render();
  return box;
}
