import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const kebab = (name: string) => name.replace(/[a-z0-9][A-Z]/g, (m) => `${m[0]}-${m[1]}`).toLowerCase();

/**
 * Rewrites `import { TabBar, SafeArea } from "antd-mobile"` into one import per component
 * (`antd-mobile/es/components/tab-bar`). antd-mobile marks its barrel (`es/index.js`) as having
 * side effects, so importing it keeps every component's module and CSS reachable from the first
 * screen, react-spring included; per-component imports keep only what a page uses. Names that are
 * not a component folder (helpers, types) stay on the barrel.
 */
export function antdMobileImports(root: string): Plugin {
  const components = path.join(root, "node_modules/antd-mobile/es/components");
  return {
    name: "otp-antd-mobile-imports",
    enforce: "pre",
    transform(code, id) {
      if (!/\/apps\/mobile\/src\/.*\.tsx?$/.test(id) || !code.includes('from "antd-mobile"')) return null;
      const out = code.replace(/import \{([^}]*)\} from "antd-mobile";/g, (whole, names: string) => {
        const parts = names
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean);
        if (parts.some((n) => n.startsWith("type ") || n.includes(" as "))) return whole;
        const direct = parts.filter((n) => existsSync(path.join(components, kebab(n), "index.js")));
        const rest = parts.filter((n) => !direct.includes(n));
        return [
          ...direct.map((n) => `import ${n} from "antd-mobile/es/components/${kebab(n)}";`),
          ...(rest.length ? [`import { ${rest.join(", ")} } from "antd-mobile";`] : []),
        ].join("\n");
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}
