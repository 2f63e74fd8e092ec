import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  test: {
    root,
    name: "e2e",
    environment: "node",
    include: ["e2e/specs/**/*.spec.ts"],
    // The phone pages have their own run (vitest.phone.config.ts, npm run test:e2e:phone), beside this one.
    exclude: ["e2e/specs/mobile*.spec.ts"],
    globalSetup: ["e2e/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ["default"],
  },
});
