import { describe, expect, it, vi } from "vitest";
import { type HandoffDeps, redeemHandoff, withoutHandoff } from "./handoff";

function deps(over: Partial<HandoffDeps> = {}): HandoffDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    peek: vi.fn(async (code: string) => {
      calls.push(`peek ${code}`);
      return { account: "s0001", realName: "王一" };
    }),
    login: vi.fn(async (code: string) => {
      calls.push(`login ${code}`);
    }),
    ask: vi.fn(async () => true),
    fail: vi.fn(),
    currentAccount: () => null,
    ...over,
  };
}

describe("redeeming a hand-off code", () => {
  it("names the account, asks, then uses the code once", async () => {
    const d = deps();
    expect(await redeemHandoff("code-1", d)).toBe("done");
    expect(d.calls).toEqual(["peek code-1", "login code-1"]);
    expect(d.ask).toHaveBeenCalledWith({ account: "s0001", realName: "王一" });
  });

  it("does not log in when the user declines (a link must not log a reader in as someone else)", async () => {
    const d = deps({ ask: vi.fn(async () => false) });
    expect(await redeemHandoff("code-1", d)).toBe("declined");
    expect(d.login).not.toHaveBeenCalled();
  });

  it("does nothing when this phone is already that account", async () => {
    const d = deps({ currentAccount: () => "s0001" });
    expect(await redeemHandoff("code-1", d)).toBe("same");
    expect(d.ask).not.toHaveBeenCalled();
    expect(d.login).not.toHaveBeenCalled();
  });

  it("says an expired or used code is invalid (the login page follows), never logs in", async () => {
    const expired = deps({ peek: vi.fn(async () => Promise.reject(new Error("登录链接无效或已过期，请重新登录"))) });
    expect(await redeemHandoff("old", expired)).toBe("expired");
    expect(expired.fail).toHaveBeenCalledWith("登录链接无效或已过期，请重新登录");
    expect(expired.login).not.toHaveBeenCalled();
    const usedMeanwhile = deps({ login: vi.fn(async () => Promise.reject(new Error("x"))) });
    expect(await redeemHandoff("raced", usedMeanwhile)).toBe("expired");
  });

  it("answers none without a code", async () => {
    expect(await redeemHandoff(null, deps())).toBe("none");
  });

  it("takes the account and the code out of the address, keeping the rest", () => {
    expect(withoutHandoff(new URL("http://x/course/12?account=s0001&token=abc&tab=2#c"))).toBe("/course/12?tab=2#c");
    expect(withoutHandoff(new URL("http://x/portal?token=abc"))).toBe("/portal");
  });
});
