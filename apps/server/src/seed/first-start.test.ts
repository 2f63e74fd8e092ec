import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIRST_START_ENV, firstStartSeedCommand, seedInChild } from "./first-start.js";

function script(body: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "otp-first-start-")), "child.mjs");
  writeFileSync(file, body);
  return file;
}

describe("first start loads the demo school in a child process", () => {
  it("has no built seed command when run from the sources, so the server loads in-process", () => {
    expect(firstStartSeedCommand()).toBeNull();
  });

  it("hands the child the database the server opened", async () => {
    const entry = script(`
      if (process.env.${FIRST_START_ENV.url} !== "postgres://x@/db?host=%2Ftmp%2Fs" ) process.exit(5);
      if (process.env.${FIRST_START_ENV.embedded} !== "1") process.exit(6);
      if (process.argv[2] !== "--first-start") process.exit(7);
      // A channel to the server: the loader ends when it closes (a server stopped mid-load).
      if (typeof process.send !== "function") process.exit(8);
      process.disconnect();
    `);
    await expect(
      seedInChild(entry, { url: "postgres://x@/db?host=%2Ftmp%2Fs", embedded: true }),
    ).resolves.toBeUndefined();
  });

  it("fails the start when the load fails, naming how the child ended", async () => {
    const entry = script("process.exit(3);");
    await expect(seedInChild(entry, { url: "postgres://x", embedded: false })).rejects.toThrow(
      "loading the demo school failed (exit 3)",
    );
  });
});
