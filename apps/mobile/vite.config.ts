import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, parseAst } from "vite";
import { declarationsOnly, pureSchemas } from "../../scripts/vite-contract.ts";
import { BUILD_ID, precompress } from "../../scripts/vite-plugins.ts";
import { antdMobileImports } from "./vite/antd-mobile-imports.ts";
import { serviceWorker } from "./vite/sw.ts";

const API_TARGET = process.env.API_TARGET ?? "http://127.0.0.1:8080";

/**
 * Modules that only declare components, hooks and helpers, so an unused import is dropped: the
 * contract (a constant must not pull zod and every schema onto the first screen), the client, and
 * zod (its package.json says so too; a function here overrides the packages' own word). CSS stays
 * side-effectful.
 */
const SIDE_EFFECT_FREE = /[\\/]packages[\\/](contract|client)[\\/](?!.*\.css$)|[\\/]node_modules[\\/]zod[\\/]/;

/** Preact (React's API) and the router form one stable vendor chunk; everything else splits by route. */
const UI_VENDOR = /[\\/]node_modules[\\/](preact|react-router)[\\/]/;

export default defineConfig({
  plugins: [
    antdMobileImports(path.resolve(import.meta.dirname, "../..")),
    declarationsOnly(parseAst),
    pureSchemas(parseAst),
    react(),
    serviceWorker(),
    precompress(),
  ],
  define: { __APP_BUILD__: JSON.stringify(BUILD_ID) },
  // The phone app is written against React's API and runs on Preact's (preact/compat): 4 KB instead
  // of react-dom's 40 on the first screen of a phone on a school's network (decision 0063). Types
  // and antd-mobile's peers stay React's.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  server: { proxy: { "/api": { target: API_TARGET, changeOrigin: false } } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Its own folder: the platform serves the desktop build's /assets/ beside it (platform/http/web.ts).
    assetsDir: "m-assets",
    // Phones from 2019 on (iOS 13, Android WebView 80): no legacy bundle.
    target: ["es2020", "safari13", "chrome80"],
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      onLog(level, log, handler) {
        // react-router reads React 19's `use` and `useOptimistic` where they exist and falls back
        // where not; preact/compat has neither, which the bundler reports on every build.
        if (
          log.code === "IMPORT_IS_UNDEFINED" &&
          /Import `(use|useOptimistic)` .*react-router|react-router.*Import `(use|useOptimistic)`/s.test(log.message)
        )
          return;
        handler(level, log);
      },
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
      output: {
        codeSplitting: {
          groups: [{ name: "ui-vendor", test: UI_VENDOR, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
