import { theme as antdTheme } from "antd";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("the theme's status colours (issue 23)", () => {
  const token = antdTheme.getDesignToken(theme);

  it("gives every banner (success, info, warning, error) a light tinted background", () => {
    for (const kind of ["Success", "Info", "Warning", "Error"] as const) {
      const bg = token[`color${kind}Bg`];
      expect(luminance(bg), `color${kind}Bg ${bg}`).toBeGreaterThan(0.8);
    }
    // The success tint is green: its green channel leads.
    const bg = token.colorSuccessBg;
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(bg.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(Math.max(r ?? 0, b ?? 0));
  });

  it("keeps success text at AA on white and on the success banner", () => {
    expect(contrast(token.colorSuccess, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token.colorSuccessText, token.colorSuccessBg)).toBeGreaterThanOrEqual(4.5);
  });
});
