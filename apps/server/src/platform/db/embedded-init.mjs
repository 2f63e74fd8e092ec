// Creates new embedded database directories, in a short-lived process of their own:
//
//   node embedded-init.mjs DATA_DIR     a new database at DATA_DIR (a copy of the template when
//                                       there is one, else PGlite's initdb)
//   node embedded-init.mjs --template   makes the template once per PGlite version (npm start's
//                                       build step, apps/server/build.mjs)
//
// PGlite's initdb peaks at about 700 MB and keeps most of it for the life of its process (it
// copies its helper instance's whole WebAssembly memory), so it never runs in the server's process:
// the build makes a template before the server starts, and a new database is a copy of it.
// Plain JS: run by `node` as it is, from src/ or dist/.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const PGLITE = import.meta.resolve("@electric-sql/pglite");
const PGLITE_DIR = path.resolve(path.dirname(fileURLToPath(PGLITE)), "..");

/** node_modules/.cache/otp-server/pgdata-<PGlite version>: remade by `npm ci` and on upgrades. */
export function templateDir() {
  const { version } = JSON.parse(readFileSync(path.join(PGLITE_DIR, "package.json"), "utf8"));
  return path.resolve(PGLITE_DIR, "../../.cache/otp-server", `pgdata-${version}`);
}

const isDatabase = (dir) => existsSync(path.join(dir, "PG_VERSION"));

/** Moves a finished directory into place; another process may have made it meanwhile. */
function place(tmp, target) {
  try {
    if (existsSync(target) && readdirSync(target).length === 0) rmSync(target, { recursive: true });
    renameSync(tmp, target);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    if (!isDatabase(target)) throw err;
  }
}

/** PGlite's initdb into `target`, with small buffers and one compiled WebAssembly module. */
async function initdb(target) {
  const { PGlite } = await import(PGLITE);
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  const small = ["-c", "shared_buffers=16MB"];
  // initdb runs a second PGlite instance; sharing the compiled module saves its machine code.
  const pgliteWasmModule = await WebAssembly.compile(readFileSync(new URL("./pglite.wasm", PGLITE)));
  const db = await PGlite.create(tmp, {
    startParams: [...PGlite.defaultStartParams, ...small],
    initDbStartParams: small,
    pgliteWasmModule,
  });
  await db.close();
  place(tmp, target);
}

/** A new database at `target` (missing or empty): a copy of the template, or initdb. */
async function create(target) {
  if (isDatabase(target)) return;
  const template = templateDir();
  if (!isDatabase(template)) return initdb(target);
  const tmp = `${target}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  cpSync(template, tmp, { recursive: true });
  place(tmp, target);
}

/** Makes the template when missing; true when it made one. */
export async function ensureTemplate() {
  const template = templateDir();
  if (isDatabase(template)) return false;
  await initdb(template);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = process.argv[2];
  if (!arg) {
    console.error("usage: node embedded-init.mjs DATA_DIR | --template");
    process.exit(2);
  }
  if (arg === "--template") await ensureTemplate();
  else await create(path.resolve(arg));
}
