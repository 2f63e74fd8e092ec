import { describe, expect, it } from "vitest";
import { MemoryCache } from "./memory-cache.js";
import { VersionedMemo } from "./versioned.js";

/** A loader that counts its runs and answers the current value of `source`. */
function counted(source: { value: string }) {
  const loader = { runs: 0, load: async () => source.value };
  loader.load = async () => {
    loader.runs++;
    return source.value;
  };
  return loader;
}

describe("versioned memo", () => {
  it("loads once per key until a bump in any instance sharing the cache", async () => {
    const cache = new MemoryCache();
    const one = new VersionedMemo<string>(cache, "t");
    const two = new VersionedMemo<string>(cache, "t");
    const source = { value: "a" };
    const loader = counted(source);
    expect(await one.get("k", loader.load)).toBe("a");
    expect(await two.get("k", loader.load)).toBe("a");
    expect(await one.get("k", loader.load)).toBe("a");
    expect(await two.get("k", loader.load)).toBe("a");
    expect(loader.runs).toBe(2);
    source.value = "b";
    await two.bump();
    expect(await one.get("k", loader.load)).toBe("b");
    expect(await two.get("k", loader.load)).toBe("b");
    expect(loader.runs).toBe(4);
  });

  it("shares one load between concurrent readers and forgets a failed one", async () => {
    const memo = new VersionedMemo<number>(new MemoryCache(), "t");
    let runs = 0;
    const load = async () => ++runs;
    const [x, y] = await Promise.all([memo.get("k", load), memo.get("k", load)]);
    expect([x, y, runs]).toEqual([1, 1, 1]);
    await expect(memo.get("bad", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("bad", async () => 7)).toBe(7);
  });

  it("a lapsed version starts over, never matching what was kept before", async () => {
    const cache = new MemoryCache();
    const memo = new VersionedMemo<string>(cache, "t");
    const source = { value: "a" };
    const loader = counted(source);
    await memo.get("k", loader.load);
    source.value = "b";
    await cache.del("ver:t");
    expect(await memo.get("k", loader.load)).toBe("b");
  });

  it("reloads after the maximum age and stays bounded", async () => {
    const memo = new VersionedMemo<string>(new MemoryCache(), "t", { maxAgeMs: 0, maxEntries: 2 });
    const source = { value: "a" };
    const loader = counted(source);
    await memo.get("k", loader.load);
    await memo.get("k", loader.load);
    expect(loader.runs).toBe(2);
    const bounded = new VersionedMemo<string>(new MemoryCache(), "t", { maxEntries: 2 });
    for (const k of ["1", "2", "3", "1"]) await bounded.get(k, loader.load);
    expect(loader.runs).toBe(6);
  });
});
