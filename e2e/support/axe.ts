import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/**
 * axe-core audits (WCAG 2.0/2.1 A and AA rules) of pages the end-to-end suite visits. Serious and
 * critical violations fail the test; the message lists each rule with a few offending elements.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING = new Set(["serious", "critical"]);

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
  count: number;
}

/** Runs axe on the page as it is now and returns the serious and critical violations. */
export async function auditPage(page: Page): Promise<AxeProblem[]> {
  // Evaluated through the DevTools protocol: the page's CSP (script-src 'self') does not apply.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    // Toasts fade in and out: axe would measure their colours blended with the page mid-animation
    // (antd's on the desktop site, antd-mobile's on the mobile site).
    const r = await axe.run(
      { exclude: [[".ant-message"], [".ant-notification"], [".adm-toast-mask"]] },
      { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
    );
    return r.violations.map((v: { id: string; impact: string; help: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      count: v.nodes.length,
    }));
  }, TAGS);
  return (violations as AxeProblem[]).filter((v) => FAILING.has(v.impact));
}

/** Fails when the page has serious or critical accessibility violations. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  // The page as a reader sees it, not the hover state the last click left under the pointer.
  await page.mouse.move(0, 0);
  // Nor a select's menu still fading out after the option was chosen (its closing copy of the
  // options is antd's animation, not what a screen reader is given).
  await page
    .waitForFunction(() => !document.querySelector(".ant-select-dropdown:not(.ant-select-dropdown-hidden)"), null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  let problems = await auditPage(page);
  // Colours measured mid-transition (a button fading between states on a loaded machine) are not
  // what a reader sees: a contrast failure must still be there a moment later.
  if (problems.some((p) => p.id === "color-contrast")) {
    await page.waitForTimeout(1_000);
    problems = await auditPage(page);
  }
  if (problems.length) {
    const text = problems
      .map((p) => `  ${p.impact} ${p.id} (${p.count}): ${p.help}\n    ${p.targets.join("\n    ")}`)
      .join("\n");
    throw new Error(`axe: ${name} (${new URL(page.url()).pathname}) has serious/critical violations:\n${text}`);
  }
}
