import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const API_TARGET = process.env.API_TARGET ?? "http://127.0.0.1:8080";

/**
 * Modules that only declare components, hooks and helpers, so an unused import can be dropped:
 * the contract, and antd's rc-* building blocks (they declare no `sideEffects`, so without this a
 * single named import from a barrel, e.g. ConfigProvider's `FormProvider` from rc-field-form, keeps
 * the whole package — Form, async-validator, trigger — on the portal path). CSS stays side-effectful.
 */
const SIDE_EFFECT_FREE =
  /[\\/](packages[\\/]contract|node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+))[\\/](?!.*\.css$)/;

/**
 * Chunking: React and the router form one stable vendor chunk (manual group). Everything else is
 * split by the dynamic imports of the route registry: pro-components and the antd components only
 * admin screens use end up in chunks loaded with the admin routes, never by the portal. (A manual
 * pro-components group would pull antd core in with it and put it on the portal's critical path.)
 */
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** Text files worth compressing (the server sends Vary: Accept-Encoding for the same list). */
const PRECOMPRESS = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;
const PRECOMPRESS_MIN_BYTES = 256;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to each text file of the
 * build, once at build time, so the server sends compressed bytes without compressing per request
 * (@fastify/static `preCompressed`). A variant that would not be smaller is not written.
 */
function precompress(): Plugin {
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
const BUILD_ID = process.env.APP_BUILD_ID ?? new Date().toISOString();

function versionFile(): Plugin {
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

export default defineConfig({
  plugins: [react(), precompress(), versionFile()],
  define: { __APP_BUILD__: JSON.stringify(BUILD_ID) },
  server: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
      "/RM/gateway": { target: API_TARGET, changeOrigin: false },
      "/gateway": { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Side-effect-free modules (see SIDE_EFFECT_FREE): unused imports are dropped, so importing a
      // contract constant does not pull zod, nor ConfigProvider pull rc-field-form, into the portal.
      // zod's schema builders are pure: a contract module used for one constant (e.g. GUEST_USER
      // in auth.ts) does not keep its unused schemas, and zod with them, in the portal.
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id), manualPureFunctions: ["z"] },
      output: {
        codeSplitting: {
          groups: [{ name: "react-vendor", test: REACT_VENDOR, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
