import { describe, expect, it } from "vitest";
import { MemoryCache } from "../cache/memory-cache.js";
import { AppError } from "../http/errors.js";
import { addressSpacingSeconds, delaySeconds, LOGIN_LIMITS, LoginThrottle, WINDOW_SECONDS } from "./throttle.js";

/** A throttle on a fresh cache with a clock the test moves. */
function setup() {
  let now = 1_000_000;
  const throttle = new LoginThrottle(new MemoryCache(), LOGIN_LIMITS, () => now);
  const advance = (seconds: number) => {
    now += seconds * 1000;
  };
  const allowed = async (account: string, ip: string) => {
    try {
      await throttle.check(account, ip);
      return true;
    } catch (e) {
      if (e instanceof AppError && e.status === 429) return false;
      throw e;
    }
  };
  return { throttle, advance, allowed };
}

describe("login throttle", () => {
  it("delays grow with each failure and never exceed the window", () => {
    expect(delaySeconds(4, 5)).toBe(0);
    expect([5, 6, 7, 8].map((n) => delaySeconds(n, 5))).toEqual([15, 30, 60, 120]);
    expect(delaySeconds(40, 5)).toBe(WINDOW_SECONDS);
    expect(addressSpacingSeconds(299, 300)).toBe(0);
    expect(addressSpacingSeconds(300, 300)).toBe(1);
    expect(addressSpacingSeconds(10_000, 300)).toBe(30);
  });

  it("makes a failing account+address pair wait, progressively, instead of locking it", async () => {
    const { throttle, advance, allowed } = setup();
    for (let i = 0; i < 5; i++) await throttle.fail("u1", "10.0.0.1");
    expect(await allowed("u1", "10.0.0.1")).toBe(false);
    advance(16);
    expect(await allowed("u1", "10.0.0.1")).toBe(true);
    await throttle.fail("u1", "10.0.0.1");
    advance(16);
    expect(await allowed("u1", "10.0.0.1")).toBe(false);
    advance(15);
    expect(await allowed("u1", "10.0.0.1")).toBe(true);
  });

  it("past the account limit holds back failing addresses, never an address without failures", async () => {
    const { throttle, allowed } = setup();
    for (const ip of ["1.1.1.1", "2.2.2.2", "3.3.3.3", "4.4.4.4", "5.5.5.5"])
      for (let i = 0; i < 4; i++) await throttle.fail("u2", ip);
    // Each address is under the pair limit, but together they passed the account limit.
    expect(await allowed("u2", "1.1.1.1")).toBe(false);
    expect(await allowed("u2", "9.9.9.9")).toBe(true);
  });

  it("a success clears only its own address; an unlock clears every address", async () => {
    const { throttle, allowed } = setup();
    for (let i = 0; i < 5; i++) await throttle.fail("u3", "1.1.1.1");
    for (let i = 0; i < 5; i++) await throttle.fail("u3", "2.2.2.2");
    await throttle.succeed("u3", "1.1.1.1");
    expect(await allowed("u3", "1.1.1.1")).toBe(true);
    expect(await allowed("u3", "2.2.2.2")).toBe(false);
    expect(await throttle.failures("U3")).toBe(10);
    await throttle.unlock("U3");
    expect(await allowed("u3", "2.2.2.2")).toBe(true);
    expect(await throttle.failures("u3")).toBe(0);
  });

  it("one address behind which a whole school sits is slowed past a high ceiling, never locked", async () => {
    const { throttle, advance, allowed } = setup();
    for (let i = 0; i < 299; i++) await throttle.fail(`guess${i}`, "203.0.113.7");
    expect(await allowed("teacher", "203.0.113.7")).toBe(true);
    await throttle.fail("guess-last", "203.0.113.7");
    expect(await allowed("teacher", "203.0.113.7")).toBe(false);
    advance(2);
    expect(await allowed("teacher", "203.0.113.7")).toBe(true);
  });
});
