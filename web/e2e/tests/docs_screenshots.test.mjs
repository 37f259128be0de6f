// Every screenshot the documents cite exists (issue 32 §4: the browser
// tests no longer write docs/screenshots/ unless UNO_SCREENSHOTS asks,
// so a picture a document names must be in the repository). No browser.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function markdownFiles() {
  const out = [path.join(REPO, "README.md")];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".md")) out.push(p);
    }
  };
  walk(path.join(REPO, "docs"));
  return out.filter((f) => fs.existsSync(f));
}

test("every screenshot a document cites is in docs/screenshots", () => {
  const missing = [];
  let cited = 0;
  for (const f of markdownFiles()) {
    const text = fs.readFileSync(f, "utf8");
    for (const m of text.matchAll(/(?:\.\.\/|docs\/)?screenshots\/([\w.-]+\.png)/g)) {
      cited++;
      if (!fs.existsSync(path.join(REPO, "docs/screenshots", m[1]))) missing.push(`${path.relative(REPO, f)}: ${m[1]}`);
    }
  }
  assert.ok(cited > 0, "the documents cite screenshots");
  assert.deepEqual(missing, [], "cited screenshots that do not exist");
});
