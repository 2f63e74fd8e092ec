import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { z } from "zod";
import { type AnyEndpoint, endpoints, endpointsIn } from "../packages/contract/src/index.js";

/**
 * docs/api.md, made from the contract's endpoint declarations (`npm run docs:api`); the
 * architecture test fails when the file on disk differs from what this makes.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ENDPOINT_DIR = path.join(ROOT, "packages/contract/src/endpoints");
export const API_DOC = path.join(ROOT, "docs/api.md");

/**
 * `path → output type text`: the type checker's view of `endpoints`, walked beside the object
 * itself (the run-time object gives each endpoint's path, the type its output), so factories
 * that declare several endpoints show their real output types.
 */
function outputTypes(): (path: string) => string | undefined {
  const entry = path.join(ENDPOINT_DIR, "index.ts");
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const symbol = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((x) => x.name === "endpoints");
  if (!source || !symbol) throw new Error("endpoints/index.ts exports no `endpoints`");
  const found = new Map<string, string>();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  const walk = (value: unknown, type: ts.Type) => {
    if (!value || typeof value !== "object") return;
    const ep = value as Partial<AnyEndpoint>;
    if (typeof ep.path === "string" && "output" in ep) {
      const out = type.getProperty("output");
      const marker = out && checker.getTypeOfSymbolAtLocation(out, source).getProperty("__out");
      if (marker) {
        const t = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(marker, source));
        found.set(ep.path, checker.typeToString(t, undefined, flags));
      }
      return;
    }
    for (const [key, child] of Object.entries(value)) {
      const prop = type.getProperty(key);
      if (prop) walk(child, checker.getTypeOfSymbolAtLocation(prop, source));
    }
  };
  walk(endpoints, checker.getTypeOfSymbolAtLocation(symbol, source));
  return (p) => found.get(p);
}

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; anyOf?: JsonSchema[] };

/** `{a, b?, c}` from a schema's top-level fields. */
function fields(schema: z.ZodType | undefined): string {
  if (!schema) return "—";
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema;
  } catch {
    return "(see contract)";
  }
  const props = json.properties ?? json.anyOf?.find((s) => s.properties)?.properties;
  if (!props) return json.type === "object" || !json.type ? "{}" : json.type;
  const required = new Set(json.required ?? []);
  const names = Object.keys(props).map((k) => (required.has(k) ? k : `${k}?`));
  return names.length ? `{${names.join(", ")}}` : "{}";
}

function access(ep: AnyEndpoint): string {
  const a = ep.access as AnyEndpoint["access"];
  if (typeof a === "string") return a;
  return ([] as string[])
    .concat(a.perm)
    .map((c) => `\`${c}\``)
    .join(" or ");
}

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function renderApiDoc(): string {
  const outs = outputTypes();
  const intro = readFileSync(path.join(ROOT, "docs/api-intro.md"), "utf8").trimEnd();
  const parts = [intro, ""];
  let total = 0;
  for (const [domain, group] of Object.entries(endpoints)) {
    const list = endpointsIn(group);
    if (!list.length) continue;
    parts.push(`## ${domain}`, "", "| call | access | input | output | does |", "|---|---|---|---|---|");
    for (const ep of list) {
      total++;
      const method = ep.method === "POST" ? "" : `${ep.method} `;
      const kind = ep.kind === "json" ? "" : ` _(${ep.kind})_`;
      const input = ep.kind === "upload" ? "multipart" : fields(ep.input as z.ZodType | undefined);
      const params = ep.params ? ` path ${fields(ep.params as z.ZodType)}` : "";
      const output = outs(ep.path) ?? "—";
      parts.push(
        `| \`${method}${ep.path}\`${kind} | ${access(ep)} | \`${cell(input)}\`${params} | \`${cell(output)}\` | ${cell(ep.summary)} |`,
      );
    }
    parts.push("");
  }
  parts.push(`_${total} endpoints, generated from \`packages/contract/src/endpoints\` by \`npm run docs:api\`._`, "");
  return parts.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(API_DOC, renderApiDoc());
  console.log(`wrote ${path.relative(ROOT, API_DOC)}`);
}
