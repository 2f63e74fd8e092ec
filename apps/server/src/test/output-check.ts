import { Ajv, type ValidateFunction } from "ajv";
import type { LightMyRequestResponse } from "fastify";
import { outputSchemas } from "./output-schemas.js";

/**
 * Checks a successful answer's `data` against its endpoint's declared output (decision 0029):
 * every call a test makes through the harness checks the contract at run time too, so a
 * declaration that promises a field the server does not send (or sends with another type)
 * fails the test that made the call, not a page in a browser.
 */

const schemas = outputSchemas();
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(schemas.schema, "outputs");

const exact = new Map<string, string>();
const withParams: Array<[RegExp, string]> = [];
for (const [p, name] of Object.entries(schemas.byPath)) {
  if (p.includes("/:")) withParams.push([new RegExp(`^${p.replace(/:[^/]+/g, "[^/]+")}$`), name]);
  else exact.set(p, name);
}

const compiled = new Map<string, ValidateFunction>();
function validatorFor(url: string): ValidateFunction | undefined {
  const p = url.split("?")[0] ?? url;
  const name = exact.get(p) ?? withParams.find(([re]) => re.test(p))?.[1];
  if (!name) return undefined;
  let fn = compiled.get(name);
  if (!fn) {
    fn = ajv.getSchema(`outputs#/definitions/${encodeURIComponent(name)}`);
    if (!fn) throw new Error(`no output schema for ${p}`);
    compiled.set(name, fn);
  }
  return fn;
}

/** Throws when a successful JSON answer does not match the declared output. */
export function checkOutput(url: string, res: LightMyRequestResponse): void {
  if (res.statusCode !== 200 || !String(res.headers["content-type"] ?? "").includes("application/json")) return;
  // A test that asked for compression reads the bytes itself; the plain answers are checked.
  if (res.headers["content-encoding"]) return;
  const validate = validatorFor(url);
  if (!validate) return;
  const envelope = res.json() as { success?: boolean; data?: unknown };
  if (envelope.success !== true) return;
  if (validate(envelope.data)) return;
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `  data${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`)
    .join("\n");
  throw new Error(`${url}: the answer does not match its declared output\n${errors}`);
}
