import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_TARGET = process.env.API_TARGET ?? "http://127.0.0.1:8080";

/**
 * Chunking: React and the router form one stable vendor chunk (manual group). Everything else is
 * split by the dynamic imports of the route registry: pro-components and the antd components only
 * admin screens use end up in chunks loaded with the admin routes, never by the portal. (A manual
 * pro-components group would pull antd core in with it and put it on the portal's critical path.)
 */
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The contract's modules only declare schemas and constants: let the bundler drop the ones a
      // chunk does not use, so importing a constant does not pull zod into the portal.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [{ name: "react-vendor", test: REACT_VENDOR, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
