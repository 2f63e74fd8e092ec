import { configDefaults, defineConfig } from "vitest/config";
import { ENGINE_ONLY_TESTS } from "./scripts/test-groups";

/** `npm run test:pg`: the suite again on PostgreSQL and Redis, without the engine-only files. */
const databaseRun = process.env.OTP_TEST_SCOPE === "database";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "architecture",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "contract",
          include: ["packages/contract/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: databaseRun ? [...configDefaults.exclude, ...ENGINE_ONLY_TESTS] : configDefaults.exclude,
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          globalSetup: ["apps/server/src/test/output-schemas.setup.ts"],
        },
      },
      {
        test: {
          name: "client",
          include: ["packages/client/src/**/*.test.ts"],
          environment: "jsdom",
        },
      },
      {
        test: {
          name: "mobile",
          include: ["apps/mobile/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
    ],
  },
});
