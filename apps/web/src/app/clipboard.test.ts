import { afterEach, describe, expect, it, vi } from "vitest";

const feedback = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("./feedback", () => ({ feedback }));

import { copyText, copyWithFeedback } from "./clipboard";

function stubClipboard(writeText: ((t: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe("clipboard", () => {
  afterEach(() => {
    vi.clearAllMocks();
    stubClipboard(undefined);
    // biome-ignore lint/suspicious/noExplicitAny: test cleanup of a stubbed DOM method
    delete (document as any).execCommand;
  });

  it("uses the async clipboard API and shows success", async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    await expect(copyWithFeedback("K7M2P9QZ")).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith("K7M2P9QZ");
    expect(feedback.success).toHaveBeenCalledWith("已复制");
  });

  it("falls back to execCommand when the clipboard API is refused", async () => {
    stubClipboard(async () => {
      throw new Error("denied");
    });
    const exec = vi.fn(() => true);
    document.execCommand = exec;
    await expect(copyText("ABC")).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith("copy");
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("asks the user to long-press when nothing works", async () => {
    stubClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    await expect(copyWithFeedback("ABC")).resolves.toBe(false);
    expect(feedback.warning).toHaveBeenCalledWith("复制失败，请长按后手动复制");
    expect(feedback.success).not.toHaveBeenCalled();
  });
});
