import { defineConfig } from "vitest/config";
import desktop from "./vitest.config.ts";

/**
 * The phone site's specs (e2e/specs/mobile*.spec.ts) with their own server, so CI runs them beside
 * the desktop specs (`npm run test:e2e:phone`).
 */
export default defineConfig({
  test: {
    ...desktop.test,
    name: "e2e-phone",
    include: ["e2e/specs/mobile*.spec.ts"],
    exclude: [],
  },
});
