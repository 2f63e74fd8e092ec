import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Vite plugins both browser apps (apps/web, apps/mobile) build with. Typed by the part of Vite's
 * plugin interface they use: each app resolves its own Vite, this folder has none.
 */
interface BuildPlugin {
  name: string;
  apply: "build";
  configResolved?(config: { root: string; build: { outDir: string } }): void;
  closeBundle?(): Promise<void>;
  generateBundle?(this: { emitFile(file: { type: "asset"; fileName: string; source: string }): string }): void;
}

/** Text files worth compressing (the server sends Vary: Accept-Encoding for the same list). */
const PRECOMPRESS = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;
const PRECOMPRESS_MIN_BYTES = 256;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to each text file of the
 * build, once at build time, so the server sends compressed bytes without compressing per request
 * (@fastify/static `preCompressed`). A variant that would not be smaller is not written.
 */
export function precompress(): BuildPlugin {
  let outDir = "";
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function files(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)])),
    );
    return nested.flat();
  }
  async function compressFile(file: string) {
    if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
    const bytes = await readFile(file);
    const [b, g] = await Promise.all([
      br(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: 9 }),
    ]);
    if (b.length < bytes.length) await writeFile(`${file}.br`, b);
    if (g.length < bytes.length) await writeFile(`${file}.gz`, g);
  }
  return {
    name: "otp-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const targets = (await files(outDir)).filter((f) => PRECOMPRESS.test(f));
      // A few files at a time: each brotli encoder holds its window, and zlib runs on 4 threads.
      const next = async (): Promise<void> => {
        const file = targets.pop();
        if (!file) return;
        await compressFile(file);
        return next();
      };
      await Promise.all(Array.from({ length: 4 }, next));
    },
  };
}

/**
 * The build's identity: one string per build, compiled into the bundle (`__APP_BUILD__`) and
 * written to `version.json` beside index.html. A page that finds a different build in the file
 * knows a newer version was deployed (features/platform's version notice).
 */
export const BUILD_ID = process.env.APP_BUILD_ID ?? new Date().toISOString();

export function versionFile(): BuildPlugin {
  return {
    name: "otp-version-file",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "version.json",
        source: `${JSON.stringify({ build: BUILD_ID, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}
