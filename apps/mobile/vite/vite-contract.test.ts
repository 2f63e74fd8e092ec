import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { markSchemasPure as markWith, stripDeclarations as stripWith } from "../../../scripts/vite-contract";

const ENDPOINTS = path.resolve(import.meta.dirname, "../../../packages/contract/src/endpoints");
const PURE = "/* @__PURE__ */ ";
const stripDeclarations = (code: string) => stripWith(code, parseAst);
const markSchemasPure = (code: string) => markWith(code, parseAst);

/** The property names of every `endpoint({ … })` object in a module. */
function declarationKeys(code: string): string[][] {
  const found: string[][] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const n = node as Record<string, unknown>;
    if (n.type === "CallExpression" && (n.callee as { name?: string }).name === "endpoint") {
      const props = ((n.arguments as { properties?: { key?: { name?: string } }[] }[])[0]?.properties ?? []).map(
        (p) => p.key?.name ?? "?",
      );
      found.push(props);
    }
    for (const v of Object.values(n)) (Array.isArray(v) ? v : [v]).forEach(visit);
  };
  visit(parseAst(code, { lang: "ts" }));
  return found;
}

describe("the phone build's endpoint declarations", () => {
  const files = readdirSync(ENDPOINTS).filter((f) => f.endsWith(".ts"));

  it.each(files)("%s keeps every declaration, with its path and without schemas or summaries", (file) => {
    const code = readFileSync(path.join(ENDPOINTS, file), "utf8");
    const before = declarationKeys(code);
    const after = declarationKeys(stripDeclarations(code));
    expect(after).toHaveLength(before.length);
    for (const keys of after) {
      expect(keys).toContain("path");
      expect(keys.filter((k) => ["input", "params", "summary"].includes(k))).toEqual([]);
    }
  });

  it("the declarations of the real contract lose their schemas", () => {
    const all = files.flatMap((f) => declarationKeys(readFileSync(path.join(ENDPOINTS, f), "utf8")));
    expect(all.filter((keys) => keys.includes("input")).length).toBeGreaterThan(100);
  });
});

describe("zod builder calls marked pure", () => {
  it("marks each call of a chain and the calls its arguments make", () => {
    const out = markSchemasPure(
      'export const aSchema = z.string().trim();\nexport const b = aSchema.optional();\nconst c = z.enum(Object.keys(LIMITS), { error: "类型不正确" });\n',
    );
    expect(out).toContain(`export const aSchema = ${PURE}${PURE}z.string().trim();`);
    expect(out).toContain(`export const b = ${PURE}aSchema.optional();`);
    expect(out).toContain(`const c = ${PURE}z.enum(${PURE}Object.keys(LIMITS)`);
  });

  it("leaves calls inside a check, other calls, parsing and zod's configuration alone", () => {
    const code = [
      "const s = z.number().refine((v) => { record(v); return v > 0; });",
      "register(s);",
      "z.config({ localeError });",
      "export function check(v) { idSchema.parse(v); return z.string().parse(v); }",
      "const checked = idSchema.parse(1);",
    ].join("\n");
    const out = markSchemasPure(code);
    expect(out).toContain("{ record(v); return v > 0; }");
    expect(out).toContain("\nregister(s);");
    expect(out).toContain("\nz.config({ localeError });");
    expect(out).toContain("{ idSchema.parse(v); return z.string().parse(v); }");
    expect(out).toContain("const checked = idSchema.parse(1);");
    // Only the chain itself: z.number() and .refine().
    expect(out.split(PURE)).toHaveLength(3);
  });
});
