import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const copyWithFeedback = vi.hoisted(() => vi.fn(async () => true));
vi.mock("../../../app/clipboard", () => ({ copyWithFeedback }));

import { ResetCodeModal } from "./ResetCodeModal";

afterEach(cleanup);

beforeAll(() => {
  // jsdom implements no pseudo-element styles; antd's scroll locker asks for them.
  const getStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => getStyle(elt);
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

describe("ResetCodeModal", () => {
  it("shows account, code, expiry and the note; copies the code", () => {
    const onClose = vi.fn();
    render(
      <ResetCodeModal
        result={{ account: "t001", realName: "张老师", code: "K7M2P9QZ", expiresAt: "2026-03-02T08:30:00.000Z" }}
        onClose={onClose}
      />,
    );
    expect(screen.getByText("重置码已生成")).toBeTruthy();
    expect(screen.getByText(/t001/)).toBeTruthy();
    expect(screen.getByTestId("reset-code").textContent).toBe("K7M2P9QZ");
    expect(screen.getByText("有效期至")).toBeTruthy();
    expect(screen.getByText("重置码24小时内有效，仅可使用一次；请通过可靠渠道告知用户本人。")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /复\s*制/ }));
    expect(copyWithFeedback).toHaveBeenCalledWith("K7M2P9QZ");
    fireEvent.click(screen.getByRole("button", { name: /关\s*闭/ }));
    expect(onClose).toHaveBeenCalled();
  });

  it("renders nothing while closed", () => {
    render(<ResetCodeModal result={null} onClose={() => undefined} />);
    expect(screen.queryByText("重置码已生成")).toBeNull();
  });
});
