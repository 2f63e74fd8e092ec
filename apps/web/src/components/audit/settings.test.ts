import { describe, expect, it } from "vitest";
import { normalizeSettings } from "./AuditSettingsPanel";

describe("normalizeSettings", () => {
  it("keeps what the server sent and defaults missing kinds to audit on", () => {
    expect(normalizeSettings({ course: false, resource: { "2": false } })).toEqual({
      course: false,
      resource: { "1": true, "2": false, "3": true, "4": true, "5": true, "6": true, "7": true },
    });
  });
  it("defaults everything on without an answer", () => {
    const s = normalizeSettings(null);
    expect(s.course).toBe(true);
    expect(Object.values(s.resource)).toEqual([true, true, true, true, true, true, true]);
  });
});
