import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AnyEndpoint, endpoints } from "@otp/contract";
import * as TJS from "typescript-json-schema";

/**
 * A JSON schema for every JSON endpoint's declared output, made by the type checker from the
 * contract (decision 0029): the server's test harness checks every answer against it, so a
 * declaration that says something the server does not send fails the test that made the call.
 * Made once per contract version and kept in node_modules/.cache (keyed by the contract's hash).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const CONTRACT = path.join(ROOT, "packages/contract/src");
const CACHE = path.join(ROOT, "node_modules/.cache/otp-output-schemas");

export interface OutputSchemas {
  /** endpoint path → the name of its output's definition in `schema.definitions`. */
  byPath: Record<string, string>;
  schema: { definitions: Record<string, unknown> };
}

/** `[["notice","list"], endpoint]` for every JSON endpoint with an output type. */
function jsonEndpoints(): Array<[string[], AnyEndpoint]> {
  const found: Array<[string[], AnyEndpoint]> = [];
  const walk = (value: unknown, keys: string[]) => {
    if (!value || typeof value !== "object") return;
    const ep = value as Partial<AnyEndpoint>;
    if (typeof ep.path === "string" && "output" in ep) {
      if (ep.kind === "json" || ep.kind === "upload" || ep.kind === "bytes") found.push([keys, ep as AnyEndpoint]);
      return;
    }
    for (const [key, child] of Object.entries(value)) walk(child, [...keys, key]);
  };
  walk(endpoints, []);
  return found;
}

function contractHash(): string {
  const hash = createHash("sha256");
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) hash.update(name).update(readFileSync(file));
    }
  };
  visit(CONTRACT);
  hash.update(readFileSync(path.join(ROOT, "package-lock.json")));
  return hash.digest("hex").slice(0, 16);
}

export function makeOutputSchemas(): OutputSchemas {
  const list = jsonEndpoints();
  const byPath: Record<string, string> = {};
  const lines = [
    'import type { OutputOf } from "./endpoint.js";',
    'import type { endpoints } from "./endpoints/index.js";',
    "type E = typeof endpoints;",
  ];
  for (const [keys, ep] of list) {
    const name = `Out__${keys.join("__").replace(/[^A-Za-z0-9_]/g, "_")}`;
    byPath[ep.path] = name;
    lines.push(`export type ${name} = OutputOf<E${keys.map((k) => `[${JSON.stringify(k)}]`).join("")}>;`);
  }
  // The alias file sits beside the contract so its imports resolve; it is removed at once.
  const file = path.join(CONTRACT, `.outputs-${process.pid}.ts`);
  writeFileSync(file, `${lines.join("\n")}\n`);
  try {
    const program = TJS.getProgramFromFiles([file], {
      target: "ES2022",
      module: "ESNext",
      moduleResolution: "Bundler",
      strict: true,
      skipLibCheck: true,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    });
    const generator = TJS.buildGenerator(program, { required: true, ignoreErrors: true, ref: true, aliasRef: false });
    if (!generator) throw new Error("the contract does not compile");
    const schema = generator.getSchemaForSymbols(Object.values(byPath)) as unknown as OutputSchemas["schema"];
    return { byPath, schema };
  } finally {
    rmSync(file, { force: true });
  }
}

/** The schemas for the contract as it is now: from the cache, or made and cached. */
export function outputSchemas(): OutputSchemas {
  const file = path.join(CACHE, `${contractHash()}.json`);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as OutputSchemas;
  } catch {
    const made = makeOutputSchemas();
    mkdirSync(CACHE, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(made));
    renameSync(tmp, file);
    return made;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const t0 = Date.now();
  const made = makeOutputSchemas();
  console.log(
    `${Object.keys(made.byPath).length} outputs, ${Object.keys(made.schema.definitions).length} definitions, ${JSON.stringify(made).length} bytes, ${Date.now() - t0} ms`,
  );
}
