import { describe, expect, it } from "vitest";
import { z } from "zod";
import { aiEndpoints } from "./endpoints/ai.js";
import { liveEndpoints } from "./endpoints/live.js";
import { noticeEndpoints } from "./endpoints/notice.js";
import { userEndpoints } from "./endpoints/user.js";
import { liveListSchema } from "./live.js";

/**
 * Issue 23, finding 20: a refused field must say in Chinese what is wrong with it. zod's own
 * messages ("无效输入", "Invalid input") say nothing; here every message zod would write itself
 * is marked, and each field of these endpoints' inputs is sent values of the wrong kind.
 */
const DEFAULT = "<zod default message>";
z.config({ localeError: () => DEFAULT });

const WRONG: unknown[] = [{}, [], "文字", -1, 1.5, true, "x".repeat(3000), [{}], ["文字"]];

/** Every object schema of an input, nested ones included, with the path to it. */
function objects(schema: z.ZodType, path: string[] = []): { path: string[]; shape: Record<string, z.ZodType> }[] {
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: object } })
    .def;
  if (def.type === "object") {
    const shape = def.shape as Record<string, z.ZodType>;
    return [{ path, shape }, ...Object.entries(shape).flatMap(([k, v]) => objects(v, [...path, k]))];
  }
  const inner = def.innerType ?? def.in;
  return inner ? objects(inner, path) : [];
}

function defaultMessages(name: string, schema: z.ZodType): string[] {
  const found: string[] = [];
  for (const { path, shape } of objects(schema)) {
    for (const [key, field] of Object.entries(shape)) {
      for (const value of WRONG) {
        const r = field.safeParse(value);
        if (r.success) continue;
        for (const issue of r.error.issues)
          if (issue.message === DEFAULT)
            found.push(`${name} ${[...path, key].join(".")} = ${JSON.stringify(value)?.slice(0, 20)}`);
      }
    }
  }
  return found;
}

describe("input messages of the personal centre, notices, assistant and notices strip", () => {
  const groups = { user: userEndpoints, notice: noticeEndpoints, ai: aiEndpoints, live: { list: liveEndpoints.list } };

  it("never fall back to zod's own message", () => {
    const found: string[] = [];
    const walk = (prefix: string, group: object) => {
      for (const [key, value] of Object.entries(group)) {
        const e = value as { input?: z.ZodType; path?: string };
        if (e?.path && e.input) found.push(...defaultMessages(`${prefix}.${key}`, e.input));
        else if (value && typeof value === "object") walk(`${prefix}.${key}`, value);
      }
    };
    for (const [name, group] of Object.entries(groups)) walk(name, group);
    expect(found).toEqual([]);
  });

  it("the notices strip's openRemark flag is a boolean, a number or a string (SPEC §7)", () => {
    const flag = (openRemark: unknown) => liveListSchema.parse({ openRemark, status: 1 }).openRemark;
    for (const on of [true, 1, "1", "true"]) expect(flag(on), String(on)).toBe(true);
    for (const off of [false, 0, "0", "false", ""]) expect(flag(off), String(off)).toBe(false);
    const bad = liveListSchema.safeParse({ openRemark: "maybe", status: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
