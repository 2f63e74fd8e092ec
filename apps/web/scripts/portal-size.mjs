// Prints the gzip size of the JavaScript and CSS the portal route loads: the entry's static import
// closure plus the portal page chunk's closure (the route is lazy). Run after `vite build`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url).pathname;
const assets = join(dist, "assets");
const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = html.match(/src="\/assets\/([^"]+\.js)"/)?.[1];
const files = readdirSync(assets);
const portal = files.find((f) => /^PortalPage-.*\.js$/.test(f));
const seen = new Set();
function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const src = readFileSync(join(assets, file), "utf8");
  for (const m of src.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) walk(m[1]);
}
walk(entry);
walk(portal);
const gz = (f) => gzipSync(readFileSync(join(assets, f))).length;
const js = [...seen].reduce((n, f) => n + gz(f), 0);
const cssFiles = [...html.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
cssFiles.push(...files.filter((f) => /^PortalPage-.*\.css$/.test(f)));
const css = cssFiles.reduce((n, f) => n + gz(f), 0);
const admin = [...seen].filter((f) => /Admin|pro-|ProLayout|ProTable/.test(f));
console.log(
  `portal JS: ${(js / 1024).toFixed(1)} KB gzip in ${seen.size} files; CSS: ${(css / 1024).toFixed(1)} KB gzip`,
);
console.log(`admin chunks on the portal path: ${admin.length ? admin.join(", ") : "none"}`);
