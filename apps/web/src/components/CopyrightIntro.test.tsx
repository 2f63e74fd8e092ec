import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyrightIntro } from "./CopyrightIntro";

describe("CopyrightIntro", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the image with its alt text for 3 s, then finishes", () => {
    const onDone = vi.fn();
    render(<CopyrightIntro enabled imgUrl="/api/c/file/9" alt="本视频版权归学校所有" onDone={onDone} />);
    expect(screen.getByAltText("本视频版权归学校所有")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByAltText("本视频版权归学校所有")).toBeNull();
  });

  it("finishes at once when disabled", () => {
    const onDone = vi.fn();
    render(<CopyrightIntro enabled={false} imgUrl="/x.png" alt="版权" onDone={onDone} />);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByAltText("版权")).toBeNull();
  });

  it("finishes at once without an image", () => {
    const onDone = vi.fn();
    render(<CopyrightIntro enabled imgUrl={null} alt="版权" onDone={onDone} />);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
