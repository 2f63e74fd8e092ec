import { describe, expect, it, vi } from "vitest";
import { deployedVersion, isNewerBuild } from "./version";

describe("new version notice", () => {
  it("tells a newer deployment from the running build", () => {
    expect(isNewerBuild("2026-11-24T00:00:00Z", { build: "2026-11-24T01:00:00Z" })).toBe(true);
    expect(isNewerBuild("2026-11-24T00:00:00Z", { build: "2026-11-24T00:00:00Z" })).toBe(false);
  });

  it("ignores the dev server, a missing file and a malformed one", () => {
    expect(isNewerBuild("dev", { build: "x" })).toBe(false);
    expect(isNewerBuild("a", null)).toBe(false);
    expect(isNewerBuild("a", "<html>")).toBe(false);
    expect(isNewerBuild("a", { build: "" })).toBe(false);
    expect(isNewerBuild("a", { version: 2 })).toBe(false);
  });

  it("reads version.json without the cache and survives a failed request", async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify({ build: "b" }), { status: 200 }));
    expect(await deployedVersion(ok as unknown as typeof fetch)).toEqual({ build: "b" });
    expect(ok).toHaveBeenCalledWith("/version.json", { cache: "no-store" });
    const down = vi.fn(async () => {
      throw new Error("offline");
    });
    expect(await deployedVersion(down as unknown as typeof fetch)).toBeNull();
    const missing = vi.fn(async () => new Response("", { status: 404 }));
    expect(await deployedVersion(missing as unknown as typeof fetch)).toBeNull();
  });
});
