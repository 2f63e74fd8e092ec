/** What the user typed, as the server expects it: no whitespace, upper-case. */
export function normalizeResetCode(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() : "";
}
