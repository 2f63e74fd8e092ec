import { type Plugin, parseAst } from "vite";

/** The contract's endpoint declarations (`packages/contract/src/endpoints/<domain>.ts`). */
const ENDPOINTS = /[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
/** The contract's other modules, where the schemas are declared. */
const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node => !!v && typeof v === "object" && typeof (v as Node).type === "string";

/** Every node of the tree, depth first. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const v of value) if (isNode(v)) yield* walk(v);
    if (isNode(value)) yield* walk(value);
  }
}

/** The identifier a call chain starts from: `z` of `z.string().trim()`, `idSchema` of `idSchema.optional()`. */
function rootOf(node: Node): string | null {
  let n: Node | undefined = node;
  while (n) {
    if (n.type === "Identifier") return n.name as string;
    if (n.type === "CallExpression") n = n.callee as Node;
    else if (n.type === "MemberExpression" || n.type === "StaticMemberExpression") n = n.object as Node;
    else return null;
  }
  return null;
}

/** Inserts or removes text at positions of the original code, last first. */
function edit(code: string, edits: { start: number; end: number; text: string }[]): string {
  let out = code;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/**
 * The phone app's build reads only an endpoint's path, method and kind: the server validates every
 * input, and the phone's forms check theirs with the schemas they import themselves. So in this
 * build the declarations leave out their input and path-parameter schemas and their summaries
 * (strings for docs/api.md), and each top-level schema declaration of the contract is marked pure.
 * Then an endpoint no longer keeps its schema, nor zod, on the first screen: only a form that
 * imports a schema loads zod, with its own page. Types are unchanged (this runs on the emitted
 * JavaScript only); `declarations-only.test.ts` checks that every declaration is rewritten.
 * Only the phone build does this: the web's forms validate with the declarations' schemas.
 */
export function declarationsOnly(): Plugin {
  return {
    name: "otp-declarations-only",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (ENDPOINTS.test(file)) {
        const out = stripDeclarations(code);
        return out === code ? null : { code: out, map: null };
      }
      if (CONTRACT.test(file)) {
        const out = markSchemasPure(code);
        return out === code ? null : { code: out, map: null };
      }
      return null;
    },
  };
}

const DROPPED = new Set(["input", "params", "summary"]);

/** Removes the input, params and summary properties of every `endpoint({ … })` declaration. */
export function stripDeclarations(code: string): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(parseAst(code, { lang: "ts" }) as unknown as Node)) {
    if (node.type !== "CallExpression" || rootOf(node.callee as Node) !== "endpoint") continue;
    const def = (node.arguments as Node[])[0];
    if (def?.type !== "ObjectExpression") continue;
    for (const prop of def.properties as Node[]) {
      const key = prop.key as Node | undefined;
      if (prop.type === "Property" && key?.type === "Identifier" && DROPPED.has(key.name as string)) {
        // The property and the comma after it.
        const end = code[prop.end] === "," ? prop.end + 1 : prop.end;
        edits.push({ start: prop.start, end, text: "" });
      }
    }
  }
  return edit(code, edits);
}

/**
 * Marks every call of a zod builder chain pure (`z.string().trim()`, `idSchema.optional()`,
 * `z.coerce.number()`), and the calls its arguments make (`Object.keys(LIMITS)`, `[…].map(…)`):
 * Rolldown keeps a call it cannot prove free of side effects, and with it zod, even when the
 * schema it makes is never used; zod's builders have none. Calls inside a function (a refine's
 * check) are left alone: they run when a value is checked, where a dropped call would matter.
 */
export function markSchemasPure(code: string): string {
  // One annotation per call: a chain's calls all start where it starts.
  const at = new Map<number, number>();
  const seen = new Set<Node>();
  const mark = (node: Node) => {
    if (node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression") return;
    if (node.type === "CallExpression" && !seen.has(node)) {
      seen.add(node);
      at.set(node.start, (at.get(node.start) ?? 0) + 1);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const v of value) if (isNode(v)) mark(v);
      if (isNode(value)) mark(value);
    }
  };
  for (const node of walk(parseAst(code, { lang: "ts" }) as unknown as Node)) {
    if (node.type !== "CallExpression" || seen.has(node)) continue;
    const root = rootOf(node.callee as Node);
    // z.config() sets zod's messages for the whole page: a call made for its effect.
    const callee = node.callee as Node;
    if (root === "z" && (callee.property as Node | undefined)?.name === "config") continue;
    if (root === "z" || root?.endsWith("Schema")) mark(node);
  }
  return edit(
    code,
    [...at].map(([start, calls]) => ({ start, end: start, text: "/* @__PURE__ */ ".repeat(calls) })),
  );
}
