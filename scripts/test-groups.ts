/**
 * Server test files that exercise an engine (vision, audio, PDF, ffmpeg) and touch neither the
 * database nor Redis. The PostgreSQL run (`npm run test:pg`, OTP_TEST_SCOPE=database) leaves them
 * to the embedded run, where they have already run: the same engine twice proves nothing more and
 * costs minutes of CI on two cores. `test-groups.test.ts` checks each one stays free of both.
 */
export const ENGINE_ONLY_TESTS = [
  "apps/server/src/modules/classroom/classroom.vision.test.ts",
  "apps/server/src/modules/classroom/classroom.audio.test.ts",
  "apps/server/src/modules/classroom/classroom.report.pdf.test.ts",
  "apps/server/src/modules/classroom/classroom.sampling.test.ts",
  "apps/server/src/modules/activity/activity.certificate.test.ts",
  "apps/server/src/modules/live/live.clips.test.ts",
  "apps/server/src/platform/storage/storage.contract.test.ts",
];

/** What a test file may not mention to count as engine-only (directly or in a fixture it imports). */
export const DATABASE_OR_CACHE = /startTestApp|openDatabase|test\/harness|createCache|REDIS_URL|DATABASE_URL|drizzle/;
