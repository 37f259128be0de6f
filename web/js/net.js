// The server: the JSON API and one WebSocket per room (docs/protocol.md),
// with automatic reconnection.

export class ApiError extends Error {
  constructor(code, message, status, problem = {}) {
    super(message || code);
    this.code = code;
    this.status = status;
    // Rules the engine refused: a reason id and its arguments, worded by
    // the page (words.js).
    this.reason = problem.reason;
    this.args = problem.args;
  }
}

export async function api(method, path, body, extraHeaders = {}) {
  let res;
  try {
    res = await fetch(path, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), ...extraHeaders },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (e) {
    throw new ApiError("network", "The server cannot be reached.", 0);
  }
  let data = null;
  try {
    data = await res.json();
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const err = (data && data.error) || {};
    throw new ApiError(err.code || "http_" + res.status, err.message || res.statusText, res.status, err);
  }
  return data;
}

// ----- local identity -----------------------------------------------------------

const KEY = "uno.v1";

function load() {
  try {
    return JSON.parse(localStorage.getItem(KEY)) || {};
  } catch {
    return {};
  }
}

function save(s) {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    /* private mode: the session still works until the tab closes */
  }
}

export const store = {
  get nickname() {
    return load().nickname || "";
  },
  set nickname(v) {
    const s = load();
    s.nickname = v;
    save(s);
  },
  get player() {
    return load().player || null;
  },
  set player(p) {
    const s = load();
    s.player = p;
    save(s);
  },
  room(code) {
    return (load().rooms || {})[code] || null;
  },
  rooms() {
    const r = load().rooms || {};
    return Object.entries(r)
      .map(([code, v]) => ({ code, ...v }))
      .sort((a, b) => (b.at || 0) - (a.at || 0));
  },
  setRoom(code, v) {
    const s = load();
    s.rooms = s.rooms || {};
    if (v) s.rooms[code] = { ...v, at: Date.now() };
    else delete s.rooms[code];
    // Keep the 20 most recent.
    const keep = Object.entries(s.rooms).sort((a, b) => (b[1].at || 0) - (a[1].at || 0)).slice(0, 20);
    s.rooms = Object.fromEntries(keep);
    save(s);
  },
};

/** Creates or joins a room, remembering the seat token and guest identity. */
export async function enterRoom(kind, { code, nickname, rules, turn_timer_s, spectator }) {
  const player = store.player;
  const body = { nickname, spectator: !!spectator };
  if (kind === "create") {
    body.rules = rules;
    body.turn_timer_s = turn_timer_s;
  }
  if (player && player.player_token) body.player_token = player.player_token;
  const path = kind === "create" ? "/api/rooms" : `/api/rooms/${encodeURIComponent(code)}/join`;
  let m;
  try {
    m = await api("POST", path, body);
  } catch (e) {
    // A guest identity this server does not know: start a new one.
    if (body.player_token && (e.code === "bad_token" || e.code === "no_such_player")) {
      delete body.player_token;
      m = await api("POST", path, body);
    } else throw e;
  }
  if (m.player_token) store.player = { player_id: m.player_id, player_token: m.player_token };
  store.nickname = nickname;
  store.setRoom(m.code, { token: m.token, member_id: m.member_id, nickname });
  return m;
}

// ----- the WebSocket ---------------------------------------------------------------

/**
 * One room's connection. Emits every server message to `onMessage`, and
 * `onStatus("connecting" | "open" | "closed" | "gone", why)`. Reconnects
 * by itself (back-off up to 5 s) until `close()` or a fatal `bye`.
 */
export class RoomConnection {
  constructor(code, token, { onMessage, onStatus }) {
    this.code = code;
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.ws = null;
    this.nextId = 1;
    this.waiting = new Map();
    this.closed = false;
    this.attempt = 0;
    this.timer = null;
    this.ping = null;
    this.welcomed = false;
    this.wake = () => {
      if (!this.closed && (!this.ws || this.ws.readyState > 1)) this.reconnectNow();
    };
    window.addEventListener("online", this.wake);
    document.addEventListener("visibilitychange", this.wake);
    this.open();
  }

  open() {
    clearTimeout(this.timer);
    this.timer = null;
    if (this.closed) return;
    this.welcomed = false;
    this.onStatus("connecting");
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    let ws;
    try {
      // The room in the URL: a load balancer routes by it (docs/scaling.md).
      ws = new WebSocket(`${proto}//${location.host}/ws?room=${encodeURIComponent(this.code)}`);
    } catch {
      return this.retry();
    }
    this.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "hello", v: 1, room: this.code, token: this.token, id: 0 }));
    };
    ws.onmessage = (ev) => {
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch {
        return;
      }
      if (msg.type === "welcome") {
        this.attempt = 0;
        this.welcomed = true;
        this.onStatus("open");
        clearInterval(this.ping);
        this.ping = setInterval(() => this.send({ type: "ping" }), 25000);
      }
      if (msg.type === "bye") {
        this.bye = msg;
        if (["bad_token", "no_such_room"].includes(msg.code)) this.closed = true;
      }
      if (msg.id !== undefined && this.waiting.has(msg.id) && msg.type !== "held") {
        const w = this.waiting.get(msg.id);
        this.waiting.delete(msg.id);
        if (msg.type === "error") w.reject(msg);
        else w.resolve(msg);
      }
      if (msg.ack !== undefined && this.waiting.has(msg.ack)) {
        const w = this.waiting.get(msg.ack);
        this.waiting.delete(msg.ack);
        w.resolve(msg);
      }
      this.onMessage(msg);
    };
    ws.onclose = () => {
      clearInterval(this.ping);
      for (const w of this.waiting.values()) w.reject({ code: "disconnected", message: "connection lost" });
      this.waiting.clear();
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed) {
        this.onStatus("gone", this.bye);
        return;
      }
      this.retry();
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  retry() {
    this.onStatus("closed", this.bye);
    this.bye = null;
    const delay = Math.min(5000, 300 * 2 ** this.attempt) * (0.8 + Math.random() * 0.4);
    this.attempt++;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.open(), delay);
  }

  reconnectNow() {
    if (this.ws && this.ws.readyState <= 1) return;
    this.attempt = 0;
    this.open();
  }

  /** Sends a message; resolves with the reply (ok / ack'd update) or rejects with an error. */
  request(msg) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (!this.ws || this.ws.readyState !== 1 || !this.welcomed) {
        reject({ code: "disconnected", message: "Not connected: reconnecting…" });
        return;
      }
      this.waiting.set(id, { resolve, reject });
      this.ws.send(JSON.stringify({ ...msg, id }));
    });
  }

  send(msg) {
    if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(msg));
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.ping);
    window.removeEventListener("online", this.wake);
    document.removeEventListener("visibilitychange", this.wake);
    if (this.ws) this.ws.close();
  }
}
