/**
 * Vite plugins over the contract's source, for both browser apps. Vite's parser comes from the
 * app (`parseAst` from its own "vite"): this folder resolves no Vite of its own (vite-plugins.ts).
 */

/** Vite's `parseAst`, as the part used here. */
export type ParseAst = (code: string, options: { lang: "ts" }) => unknown;

interface TransformPlugin {
  name: string;
  enforce: "pre";
  transform(code: string, id: string): { code: string; map: null } | null;
}

/** The contract's endpoint declarations (`packages/contract/src/endpoints/<domain>.ts`). */
const ENDPOINTS = /[\\/]packages[\\/]contract[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
/** The contract's modules, where the schemas are declared (tests aside). */
const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node => !!v && typeof v === "object" && typeof (v as Node).type === "string";

const FUNCTIONS = new Set(["ArrowFunctionExpression", "FunctionExpression", "FunctionDeclaration"]);

/**
 * Every node of the tree, depth first; with `outsideFunctions`, not the nodes inside a function,
 * which run when it is called (a check that parses for its throw must keep its call).
 */
function* walk(node: Node, outsideFunctions = false): Generator<Node> {
  yield node;
  if (outsideFunctions && FUNCTIONS.has(node.type)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const v of value) if (isNode(v)) yield* walk(v, outsideFunctions);
    if (isNode(value)) yield* walk(value, outsideFunctions);
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
 * Marks zod's builder calls in the contract pure (markSchemasPure), so a contract module used for
 * one constant or one declaration does not keep its unused schemas, and zod with them. (Rolldown's
 * `manualPureFunctions: ["z"]` did this by name, and so also for every other function named `z`
 * in the bundle: Preact's minified style setter is one.)
 */
export function pureSchemas(parse: ParseAst): TransformPlugin {
  return rewriting("otp-pure-schemas", CONTRACT, (code) => markSchemasPure(code, parse));
}

/**
 * The phone app's build reads only an endpoint's path, method and kind: the server validates every
 * input, and the phone's forms check theirs with the schemas they import themselves. So in this
 * build the declarations leave out their input and path-parameter schemas and their summaries
 * (strings for docs/api.md); with pureSchemas, an endpoint no longer keeps its schema, nor zod,
 * on the first screen: only a form that imports a schema loads zod, with its own page. Types are
 * unchanged (this runs on the emitted JavaScript only). The web keeps its declarations whole.
 * `apps/mobile/vite/vite-contract.test.ts` checks every declaration of the real contract.
 */
export function declarationsOnly(parse: ParseAst): TransformPlugin {
  return rewriting("otp-declarations-only", ENDPOINTS, (code) => stripDeclarations(code, parse));
}

/** A plugin that rewrites the source of the files `files` matches, before TypeScript is removed. */
function rewriting(name: string, files: RegExp, rewrite: (code: string) => string): TransformPlugin {
  return {
    name,
    enforce: "pre",
    transform(code, id) {
      if (!files.test(id.split("?")[0] ?? id)) return null;
      const out = rewrite(code);
      return out === code ? null : { code: out, map: null };
    },
  };
}

const DROPPED = new Set(["input", "params", "summary"]);

/** Removes the input, params and summary properties of every `endpoint({ … })` declaration. */
export function stripDeclarations(code: string, parse: ParseAst): string {
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of walk(parse(code, { lang: "ts" }) as Node)) {
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
 * check, a helper that parses) are left alone: they run when a value is checked, where a dropped
 * call would matter. So are `z.config()` and parsing.
 */
export function markSchemasPure(code: string, parse: ParseAst): string {
  // One annotation per call: a chain's calls all start where it starts.
  const at = new Map<number, number>();
  const seen = new Set<Node>();
  const mark = (call: Node) => {
    for (const node of walk(call, true)) {
      if (node.type !== "CallExpression" || seen.has(node)) continue;
      seen.add(node);
      at.set(node.start, (at.get(node.start) ?? 0) + 1);
    }
  };
  for (const node of walk(parse(code, { lang: "ts" }) as Node, true)) {
    if (node.type !== "CallExpression" || seen.has(node)) continue;
    const root = rootOf(node.callee as Node);
    // Calls made for their effect: z.config() sets zod's messages for the page, a parse throws.
    const method = ((node.callee as Node).property as Node | undefined)?.name as string | undefined;
    if (method && ["config", "parse", "parseAsync", "safeParse", "safeParseAsync"].includes(method)) continue;
    if (root === "z" || root?.endsWith("Schema")) mark(node);
  }
  return edit(
    code,
    [...at].map(([start, calls]) => ({ start, end: start, text: "/* @__PURE__ */ ".repeat(calls) })),
  );
}
