import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RejectDialog } from "./RejectDialog";

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

const confirm = () => fireEvent.click(screen.getByRole("button", { name: /确认驳回/ }));

describe("RejectDialog", () => {
  it("refuses to submit without a reason and says so", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<RejectDialog open count={1} onCancel={() => undefined} onSubmit={onSubmit} />);
    confirm();
    expect(await screen.findByText("请填写驳回理由")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("驳回理由"), { target: { value: "   " } });
    confirm();
    expect(await screen.findByText("请填写驳回理由")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the trimmed reason", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<RejectDialog open count={3} onCancel={() => undefined} onSubmit={onSubmit} />);
    expect(screen.getByText("驳回（已选 3 项）")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("驳回理由"), { target: { value: "  视频没有声音 " } });
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith("视频没有声音"));
  });

  it("stays open when saving fails", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error("服务器错误");
    });
    render(<RejectDialog open count={1} onCancel={() => undefined} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText("驳回理由"), { target: { value: "不清晰" } });
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByLabelText("驳回理由")).toBeTruthy();
  });
});
