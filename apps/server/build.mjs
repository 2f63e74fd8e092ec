// Builds what `npm start` runs: the server as plain JavaScript (apps/server/dist, esbuild), the
// web app (apps/web/dist, Vite) and the phone site (apps/mobile/dist, Vite), each only when it is
// missing or older than its sources.
//
//   node apps/server/build.mjs            all three when out of date (npm start runs this first)
//   node apps/server/build.mjs --server   the server only;  --web  the web app only;  --mobile  the phone site only
//   node apps/server/build.mjs --force    build even when up to date (npm run build)
//
// Plain JavaScript, so it runs with `node` alone before anything is built.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SERVER = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(SERVER, "../..");
const WEB = path.join(ROOT, "apps/web");
const MOBILE = path.join(ROOT, "apps/mobile");
const CONTRACT = path.join(ROOT, "packages/contract");
const CLIENT = path.join(ROOT, "packages/client");
const VITE_PLUGINS = path.join(ROOT, "scripts/vite-plugins.ts");
const SRC = path.join(SERVER, "src");
const DIST = path.join(SERVER, "dist");

/** Newest modification time under `p` (a file or a directory tree), 0 when missing. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let n = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === "node_modules" || entry === "dist") continue;
    n = Math.max(n, newest(path.join(p, entry)));
  }
  return n;
}

/** True when `output` is missing or older than any of `inputs`. */
function stale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((p) => newest(p) > built);
}

const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** The package.json of the package that holds `file`, or null. */
function packageOf(file, name) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const pkg = path.join(dir, "package.json");
    if (existsSync(pkg)) {
      const json = JSON.parse(readFileSync(pkg, "utf8"));
      if (json.name === name) return json;
    }
  }
  return null;
}

const RESOLVING = Symbol("resolving");

/**
 * Keeps every package in node_modules external (loaded by node at run time, as installed), and
 * bundles only this app's code and the workspace's TypeScript packages (@otp/contract). A file
 * inside a package that has no exports map (`@node-rs/jieba/dict`) gets its extension, which
 * node's ESM loader needs and bundlers do not.
 */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === RESOLVING || args.path.startsWith("@otp/")) return undefined;
      const sub = /^((?:@[^/]+\/)?[^/:]+)\/(.+)$/.exec(args.path);
      if (sub && !path.extname(sub[2])) {
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: RESOLVING,
        });
        const ext = path.extname(found.path);
        const direct = found.path.endsWith(`${path.sep}${sub[2].split("/").join(path.sep)}${ext}`);
        if (!found.errors.length && direct && packageOf(found.path, sub[1])?.exports === undefined) {
          return { path: `${args.path}${ext}`, external: true };
        }
      }
      return { path: args.path, external: true };
    });
  },
};

/**
 * Source files find files next to them through `import.meta.url` (the drizzle migrations, the
 * embedded database's worker, package.json, the web build). In the bundle each such file's
 * `import.meta.url` becomes the address it would have at the same place under dist/ (entry points
 * and chunks are written at the top of dist/), so `../../../drizzle` from platform/db/migrate.ts
 * still means apps/server/drizzle.
 */
const fileUrls = {
  name: "file-urls",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(SRC + path.sep)) return undefined;
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const rel = path.relative(SRC, args.path).split(path.sep).join("/").replace(/\.ts$/, ".js");
      return {
        contents: source.replaceAll("import.meta.url", `new URL(${JSON.stringify(`./${rel}`)}, import.meta.url).href`),
        loader: "ts",
      };
    });
  },
};

async function buildServer() {
  const t0 = performance.now();
  const { build, stop } = await import("esbuild");
  rmSync(DIST, { recursive: true, force: true });
  await build({
    absWorkingDir: SERVER,
    entryPoints: { main: "src/main.ts", seed: "src/seed/cli.ts", "admin-create": "src/seed/admin-cli.ts" },
    outdir: DIST,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
    plugins: [externalPackages, fileUrls],
  });
  await stop();
  // The embedded database runs these as they are, in a worker thread and a child process.
  const db = path.join(SRC, "platform/db");
  mkdirSync(path.join(DIST, "platform/db"), { recursive: true });
  for (const f of readdirSync(db)) {
    if (/^embedded.*\.mjs$/.test(f)) copyFileSync(path.join(db, f), path.join(DIST, "platform/db", f));
  }
  // The OCR worker thread runs as it is too.
  mkdirSync(path.join(DIST, "modules/ocr"), { recursive: true });
  copyFileSync(path.join(SRC, "modules/ocr/ocr.worker.mjs"), path.join(DIST, "modules/ocr/ocr.worker.mjs"));
  // So do the classroom vision and audio workers (the models stay in node_modules/@vladmandic/human/models).
  mkdirSync(path.join(DIST, "modules/classroom"), { recursive: true });
  for (const worker of ["classroom.vision.worker.mjs", "classroom.audio.worker.mjs"]) {
    copyFileSync(path.join(SRC, "modules/classroom", worker), path.join(DIST, "modules/classroom", worker));
  }
  // The demo lessons' speech synthesis runs as a child process (GPL-3.0 eSpeak, decision 0055).
  mkdirSync(path.join(DIST, "seed/classroom-demo"), { recursive: true });
  copyFileSync(
    path.join(SRC, "seed/classroom-demo/tts.child.mjs"),
    path.join(DIST, "seed/classroom-demo/tts.child.mjs"),
  );
  console.log(`  server built in ${seconds(t0)} (apps/server/dist)`);
}

/** Builds one browser app with its own Vite (`dir` is apps/web or apps/mobile). */
function buildBrowserApp(dir, label) {
  const t0 = performance.now();
  console.log(`  building the ${label} (${path.relative(ROOT, dir)}/dist)…`);
  const require = createRequire(path.join(dir, "package.json"));
  const pkgFile = require.resolve("vite/package.json");
  const pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
  const bin = path.join(path.dirname(pkgFile), typeof pkg.bin === "string" ? pkg.bin : pkg.bin.vite);
  // Vite directly, not through npm (one process less); NODE_ENV=test (vitest) would bundle React's
  // development build.
  const r = spawnSync(process.execPath, [bin, "build", "--logLevel", "warn"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (r.status !== 0) throw new Error(`${label} build failed (exit ${r.status ?? r.signal})`);
  console.log(`  ${label} built in ${seconds(t0)}`);
}

const args = new Set(process.argv.slice(2));
const force = args.has("--force");
const onlyOne = args.has("--server") || args.has("--web") || args.has("--mobile");
const wantServer = !onlyOne || args.has("--server");
const wantWeb = !onlyOne || args.has("--web");
const wantMobile = !onlyOne || args.has("--mobile");

const serverInputs = [
  SRC,
  path.join(CONTRACT, "src"),
  path.join(SERVER, "package.json"),
  fileURLToPath(import.meta.url),
];
const webInputs = [
  path.join(WEB, "src"),
  path.join(WEB, "public"),
  path.join(WEB, "index.html"),
  path.join(WEB, "vite.config.ts"),
  path.join(WEB, "package.json"),
  path.join(CONTRACT, "src"),
  path.join(CLIENT, "src"),
  VITE_PLUGINS,
];
const mobileInputs = [
  path.join(MOBILE, "src"),
  path.join(MOBILE, "vite"),
  path.join(MOBILE, "index.html"),
  path.join(MOBILE, "vite.config.ts"),
  path.join(MOBILE, "package.json"),
  path.join(CONTRACT, "src"),
  path.join(CLIENT, "src"),
  VITE_PLUGINS,
];

/**
 * The embedded database's template (see src/platform/db/embedded-init.mjs), made once per install
 * so that a first start copies it instead of running initdb in the server's process tree. Not
 * needed with DATABASE_URL.
 */
async function ensureDbTemplate() {
  const { templateDir } = await import("./src/platform/db/embedded-init.mjs");
  if (existsSync(path.join(templateDir(), "PG_VERSION"))) return;
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [path.join(SRC, "platform/db/embedded-init.mjs"), "--template"], {
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error(`embedded database template failed (exit ${r.status ?? r.signal})`);
  console.log(`  embedded database template made in ${seconds(t0)}`);
}

try {
  // The browser apps first, one Vite at a time: its peak (about 700 MB) then runs beside a small
  // parent, before esbuild is loaded.
  if (wantWeb && (force || stale(path.join(WEB, "dist/index.html"), webInputs))) buildBrowserApp(WEB, "web app");
  if (wantMobile && (force || stale(path.join(MOBILE, "dist/index.html"), mobileInputs))) {
    buildBrowserApp(MOBILE, "phone site");
  }
  const serverStale = ["main.js", "seed.js", "admin-create.js"].some((f) => stale(path.join(DIST, f), serverInputs));
  if (wantServer && (force || serverStale)) await buildServer();
  if (wantServer && !process.env.DATABASE_URL) await ensureDbTemplate();
} catch (err) {
  console.error(`  build failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
