import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_DOC, renderApiDoc } from "./api-doc.js";
import { all, featureOf, isTest, moduleOf, production, read } from "./sources.js";

/**
 * The seams between the layers (docs/architecture.md, issue 22): each endpoint is declared once
 * in the contract, the web fetches one way, and one concept has one name and one file-name rule.
 */

/** Both browser apps and their shared client follow the same rules. */
const webCode = production.filter(
  (f) => /^(apps\/(web|mobile)\/src|packages\/client\/src)\//.test(f) && /\.tsx?$/.test(f),
);
const API_LITERAL = /["'`]\/api\//;

/** Files allowed to hold a query hook or a query key: a feature's api file(s) and src/api/. */
const isApiFile = (f: string) => /^apps\/(web|mobile)\/src\/api\//.test(f) || /(^|\/)(api|[a-z]+Api)\.tsx?$/.test(f);

/**
 * A hand-written antd rule: an object literal with a rule key and a message
 * (`{ required: true, message: "请选择…" }`, `{ pattern: /…/, message }`).
 */
const HAND_RULE = /\{[^{}]*\b(required|pattern|max|min|len|whitespace|type)\s*:[^{}]*\bmessage\s*:[^{}]*\}/g;

/**
 * The hand-written rules that have no server counterpart ([0051](docs/decisions/0051-form-rules-from-the-contract.md)),
 * as the number each file keeps; every other rule is `zodRule(<schema>.shape.<field>)`.
 */
const CLIENT_ONLY_RULES: Record<string, number> = {
  // The confirmation field: the call never sends it.
  "apps/web/src/components/PasswordFields.tsx": 1,
  // Site name and portal module name: the config save takes an empty name for other codes.
  "apps/web/src/features/admin/components/BaseInfoCard.tsx": 1,
  "apps/web/src/features/admin/pages/site/PortalModulesPage.tsx": 1,
  // The activity's own registration properties: which are required is the organiser's data.
  "apps/web/src/features/activity/components/JoinActions.tsx": 1,
};

/**
 * Server module file names: `<domain>.<layer>.ts` or `<domain>.<part>.<layer>.ts` (lower-case
 * words, `-` inside a word), the domain being the module's folder; `.d.ts` declarations and the
 * worker scripts that run outside the module system (`*.mjs`) follow the same prefix.
 */
const MODULE_FILE = /^([a-z0-9]+)\.([a-z0-9-]+\.)*[a-z0-9-]+\.(ts|d\.ts|mjs)$/;

describe("contract and naming", () => {
  it("declares every API path in the contract: none written in the web or the server modules", () => {
    const scope = [
      ...webCode,
      ...production.filter((f) => moduleOf(f) || f.startsWith("apps/server/src/wiring/")),
    ].filter((f) => /\.(ts|tsx)$/.test(f) && !isTest(f));
    const offenders = scope.filter((f) => API_LITERAL.test(read(f)));
    expect(offenders).toEqual([]);
  });

  it("calls the API only through call(), upload() and urlOf() of packages/client (call.ts)", () => {
    const offenders = webCode.filter(
      (f) => !/^packages\/client\/src\/(call|http)\.ts$/.test(f) && /\bhttp\.(post|upload)\s*[(<]/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });

  it("imports each domain's endpoints by name on the web, never the whole `endpoints` object", () => {
    // One object of every declaration would put every schema in the first page's bundle.
    const offenders = webCode.filter((f) =>
      /import\s*\{[^}]*\bendpoints\b[^}]*\}\s*from\s*"@otp\/contract"/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });

  // The generator asks the type checker for every output type: seconds, not milliseconds.
  it("keeps docs/api.md as generated from the declarations (npm run docs:api)", { timeout: 120_000 }, () => {
    expect(readFileSync(API_DOC, "utf8")).toBe(renderApiDoc());
  });

  it("writes query hooks and query keys only in api files", () => {
    const offenders = webCode.filter(
      (f) =>
        !isApiFile(f) && /\b(useQuery|useMutation|useInfiniteQuery|useQueries)\s*[(<]|\bqueryKey\s*:/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });

  it("takes form rules from the contract: hand-written rules only where the server has none", () => {
    const counts = Object.fromEntries(
      webCode
        .map(
          (f) =>
            [
              f,
              read(f)
                .replace(/\$\{[^{}]*\}/g, "")
                .match(HAND_RULE)?.length ?? 0,
            ] as const,
        )
        .filter(([, n]) => n > 0),
    );
    expect(counts).toEqual(CLIENT_ONLY_RULES);
  });

  it("settles a failed call in one place: no empty catch on the web", () => {
    const offenders = webCode.filter((f) =>
      /catch\s*(\([^)]*\))?\s*\{\s*(\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*\}/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });

  it("names every server module file <domain>.<part>.<layer>.ts after its folder", () => {
    const wrong = all.filter((f) => {
      const domain = moduleOf(f);
      if (!domain) return false;
      const name = f.split("/").pop() as string;
      const m = MODULE_FILE.exec(name);
      return !m || m[1] !== domain;
    });
    expect(wrong).toEqual([]);
  });

  it("keeps wiring files to connecting: no queries, no principals, no magic numbers", () => {
    const wiring = production.filter((f) => f.startsWith("apps/server/src/wiring/"));
    expect(wiring.length).toBeGreaterThan(10);
    const offenders = wiring.flatMap((f) => {
      const src = read(f);
      // Strings and comments may name numbers; code may not.
      const bare = src.replace(/"[^"\n]*"|`[^`]*`/g, '""').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "");
      const why = [
        /from\s+"[^"]*\.(queries|tables)\.js"/.test(src) && "reads a module's tables or queries",
        /\bsessionId\s*:|\broleIds\s*:/.test(bare) && "makes a principal of its own",
        /(?<![\w.$])(?:[2-9]|\d{2,})[\d_]*(?![\w$])/.test(bare) &&
          "holds a number (a limit, a time, a size): it belongs to the module that owns it",
      ].filter(Boolean);
      return why.map((w) => `${f}: ${w}`);
    });
    expect(offenders).toEqual([]);
  });

  it("gives each service class and each web api object one name across domains", () => {
    const owners = new Map<string, Set<string>>();
    for (const f of production) {
      const area = moduleOf(f) ?? featureOf(f);
      if (!area) continue;
      for (const m of read(f).matchAll(/export (?:class|const) ([A-Z][A-Za-z]*Service|[a-z][A-Za-z]*Api)\b/g)) {
        const name = m[1] as string;
        owners.set(name, (owners.get(name) ?? new Set()).add(area));
      }
    }
    const shared = [...owners]
      .filter(([, areas]) => areas.size > 1)
      .map(([name, areas]) => `${name}: ${[...areas].join(", ")}`);
    expect(shared).toEqual([]);
  });
});
