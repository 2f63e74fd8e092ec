import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { ENGINE_ONLY_TESTS } from "./scripts/test-groups";

/** `npm run test:pg`: the suite again on PostgreSQL and Redis, without the engine-only files. */
const databaseRun = process.env.OTP_TEST_SCOPE === "database";

export default defineConfig({
  test: {
    // Vitest's default (one worker less than the cores) leaves one worker on two cores, which sat
    // idle while its test waited on the database thread, ffmpeg or a model: two on two cores ran the
    // whole suite in 40% of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "architecture",
          // The build's own plugins are checked here too (they run in Node, not in a page).
          include: ["scripts/**/*.test.ts", "apps/*/vite/**/*.test.ts"],
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
          // The files of a worker share one module graph: each file still builds its own app on its
          // own database (harness.ts), and importing the whole server again for every file cost
          // about three seconds of a core per file. A file that changes process-wide state (PATH,
          // fake timers, a prototype's spy) puts it back in afterAll.
          isolate: false,
          globalSetup: ["apps/server/src/test/global.setup.ts"],
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
