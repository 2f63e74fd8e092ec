import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATABASE_OR_CACHE, ENGINE_ONLY_TESTS } from "./test-groups.js";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The file's own text and that of the relative modules it imports (one level: fixtures, helpers). */
function withImports(file: string): Array<[string, string]> {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const imported = [...text.matchAll(/from "(\.{1,2}\/[^"]+)\.js"/g)].flatMap(([, rel]) => {
    const ts = path.join(path.dirname(file), `${rel}.ts`);
    return existsSync(path.join(ROOT, ts)) ? [[ts, readFileSync(path.join(ROOT, ts), "utf8")] as [string, string]] : [];
  });
  return [[file, text], ...imported];
}

describe("engine-only server tests (left out of the PostgreSQL run)", () => {
  it.each(ENGINE_ONLY_TESTS)("%s touches neither the database nor Redis", (file) => {
    expect(existsSync(path.join(ROOT, file))).toBe(true);
    for (const [name, text] of withImports(file)) {
      // A test file itself must not start the app; a module it tests may of course mention drizzle.
      const pattern = name === file || name.includes("fixtures") ? DATABASE_OR_CACHE : /startTestApp|test\/harness/;
      expect(pattern.test(text), `${name} reaches the database or Redis`).toBe(false);
    }
  });

  it("the rule catches a test that starts the app", () => {
    expect(DATABASE_OR_CACHE.test('import { startTestApp } from "../../test/harness.js";')).toBe(true);
  });
});
