// A development server for the web page: serves web/ straight from the
// disk (so edits show on reload, with no Rust rebuild) and forwards /api
// and /ws to a running `uno serve`.
//
//   uno serve --bind 127.0.0.1:8080 --db /tmp/dev.db &
//   node web/e2e/devserver.mjs --port 8081 --upstream 127.0.0.1:8080
//
// The tests can run against it: UNO_URL=http://127.0.0.1:8081 npm test, or
// start their own server behind it with UNO_DEV_WEB=1 npm test.
import http from "node:http";
import net from "node:net";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const port = Number(opt("--port", "8081"));
const [upHost, upPort] = opt("--upstream", "127.0.0.1:8080").split(":");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const types = { html: "text/html; charset=utf-8", js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8", svg: "image/svg+xml", png: "image/png", json: "application/json", ftl: "text/plain; charset=utf-8" };

function forward(req, res) {
  const up = http.request({ host: upHost, port: upPort, method: req.method, path: req.url, headers: req.headers }, (r) => {
    res.writeHead(r.statusCode, r.headers);
    r.pipe(res);
  });
  up.on("error", (e) => { res.writeHead(502); res.end(String(e)); });
  req.pipe(up);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  if (url.pathname.startsWith("/api")) return forward(req, res);
  let rel = url.pathname === "/" || /^\/r\/[A-Za-z0-9]{6}$/.test(url.pathname) ? "index.html" : url.pathname.slice(1);
  // The languages' messages live at the repository's root (locales/), as
  // the server serves them.
  const base = rel.startsWith("locales/") ? path.dirname(root) : root;
  const file = path.join(base, rel);
  if (!file.startsWith(base) || rel.startsWith("e2e/") || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404, { "content-type": "application/json" });
    return res.end('{"error":{"code":"not_found","message":"not found"}}');
  }
  res.writeHead(200, { "content-type": types[path.extname(file).slice(1)] || "application/octet-stream", "cache-control": "no-store" });
  fs.createReadStream(file).pipe(res);
});

// WebSocket: pipe the raw upgrade through.
server.on("upgrade", (req, socket, head) => {
  const up = net.connect(Number(upPort), upHost, () => {
    let lines = `${req.method} ${req.url} HTTP/1.1\r\n`;
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
    up.write(lines + "\r\n");
    if (head && head.length) up.write(head);
    up.pipe(socket);
    socket.pipe(up);
  });
  up.on("error", () => socket.destroy());
  socket.on("error", () => up.destroy());
});

server.listen(port, "127.0.0.1", () => console.log(`devserver: http://127.0.0.1:${server.address().port} -> ${upHost}:${upPort}`));
