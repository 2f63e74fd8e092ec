import { describe, expect, it } from "vitest";
import { firstInPace } from "./classroom.pipeline.js";
import { prefetch } from "./classroom.sampling.js";

/** The bounded prefetch that overlaps frame extraction with analysis. */

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("prefetch", () => {
  it("yields in order, one fetch at a time, never more than `ahead` beyond the item in hand", async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const fetch = async (n: number) => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${n}`);
      await tick();
      running--;
      return n * 10;
    };
    const got: number[] = [];
    for await (const [n, r] of prefetch([1, 2, 3, 4, 5], fetch, { ahead: 2, signal: new AbortController().signal })) {
      got.push(r);
      log.push(`use ${n}`);
      // The caller is slower than the fetches: unbounded, all would be fetched by item 2.
      for (let k = 0; k < 4; k++) await tick();
    }
    expect(got).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(1);
    // Fetches run ahead of the caller, but never more than two items beyond the one in hand.
    expect(log.indexOf("start 2")).toBeLessThan(log.indexOf("use 1"));
    expect(log.indexOf("start 4")).toBeGreaterThan(log.indexOf("use 1"));
    expect(log.indexOf("start 5")).toBeGreaterThan(log.indexOf("use 2"));
  });

  it("aborts the fetch under way when the caller stops, and waits for it", async () => {
    const aborted: number[] = [];
    let settled = 0;
    const fetch = (n: number, signal: AbortSignal) =>
      new Promise<number>((resolve, reject) => {
        let done = false;
        const timer = setTimeout(
          () => {
            done = true;
            resolve(n);
          },
          n === 1 ? 1 : 10_000,
        );
        signal.addEventListener("abort", () => {
          if (done) return;
          clearTimeout(timer);
          aborted.push(n);
          reject(new Error("aborted"));
        });
      }).finally(() => settled++);
    const cancel = new AbortController();
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const [n] of prefetch([1, 2, 3], fetch, { ahead: 2, signal: cancel.signal })) {
          seen.push(n);
          throw new Error("analysis failed");
        }
      })(),
    ).rejects.toThrow("analysis failed");
    expect(seen).toEqual([1]);
    expect(aborted).toEqual([2]);
    // Item 3 never started; item 2's fetch settled before the loop ended.
    expect(settled).toBe(2);
  });

  it("hands a fetch's failure to the caller at its item, after the earlier items", async () => {
    const fetch = async (n: number) => {
      if (n === 2) throw new Error("bad frame");
      return n;
    };
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const [n] of prefetch([1, 2, 3], fetch, { ahead: 2, signal: new AbortController().signal }))
          seen.push(n);
      })(),
    ).rejects.toThrow("bad frame");
    expect(seen).toEqual([1]);
  });
});

describe("firstInPace", () => {
  it("keeps a teacher picture at the first teacher instant after each student one", () => {
    const kept = (teacherEvery: number, studentEvery: number, until: number) =>
      Array.from({ length: Math.floor(until / teacherEvery) + 1 }, (_, i) => i * teacherEvery).filter((x) =>
        firstInPace(x, teacherEvery, studentEvery),
      );
    expect(kept(2, 10, 40)).toEqual([0, 10, 20, 30, 40]);
    expect(kept(3, 10, 40)).toEqual([0, 12, 21, 30]);
    expect(kept(4, 2, 12)).toEqual([0, 4, 8, 12]);
  });
});
