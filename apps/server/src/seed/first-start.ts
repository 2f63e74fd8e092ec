import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A first start loads the demo school in a child process (the built seed command) that ends when
 * it is done, so everything the load needed — media tools, the OCR models run on the office
 * files, password hashing, libvips caches, garbage — leaves with it. Loaded in the server's own
 * process, that work kept its resident memory near twice a restarted server's for as long as it
 * ran (bench:footprint). The child reaches the database the server opened: the embedded one
 * through its socket (which serves several connections), PostgreSQL through DATABASE_URL.
 *
 * Run from the sources (npm run dev, tsx) there is no built seed command: `null` tells the
 * caller to load in this process instead.
 */
export function firstStartSeedCommand(): string | null {
  // Bundled into dist/main.js, this module's address is dist/seed/first-start.js (build.mjs).
  const entry = fileURLToPath(new URL("../seed.js", import.meta.url));
  return existsSync(entry) ? entry : null;
}

/** Environment of the child: which database the server opened (the child never migrates it). */
export const FIRST_START_ENV = { url: "OTP_FIRST_START_DB_URL", embedded: "OTP_FIRST_START_DB_EMBEDDED" } as const;

export function seedInChild(entry: string, database: { url: string; embedded: boolean }): Promise<void> {
  return new Promise((resolve, reject) => {
    // The server's node flags but a debugger's: --inspect-brk would wait for one, --inspect clash.
    const flags = process.execArgv.filter((f) => !f.startsWith("--inspect"));
    const child = spawn(process.execPath, [...flags, entry, "--first-start"], {
      // The channel tells the child when the server is gone (it then stops loading).
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      env: {
        ...process.env,
        [FIRST_START_ENV.url]: database.url,
        [FIRST_START_ENV.embedded]: database.embedded ? "1" : "0",
      },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`loading the demo school failed (${signal ?? `exit ${code}`}); see the lines above`)),
    );
  });
}
