import react from "@vitejs/plugin-react";
import { defineConfig, parseAst } from "vite";
import { pureSchemas } from "../../scripts/vite-contract.ts";
import { BUILD_ID, precompress, versionFile } from "../../scripts/vite-plugins.ts";

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

export default defineConfig({
  plugins: [pureSchemas(parseAst), react(), precompress(), versionFile()],
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
      // zod's schema builders are marked pure (pureSchemas): a contract module used for one
      // constant (e.g. GUEST_USER in auth.ts) does not keep its unused schemas, and zod with them.
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
      output: {
        codeSplitting: {
          groups: [{ name: "react-vendor", test: REACT_VENDOR, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
