import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Watermark } from "./Watermark";
import { mountWatermark, WATERMARK_REMOVED, WATERMARK_TAMPERED } from "./watermarkController";

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("watermark", () => {
  let host: HTMLDivElement;
  beforeEach(() => {
    host = document.createElement("div");
    document.body.appendChild(host);
  });
  afterEach(() => {
    host.remove();
    vi.useRealTimers();
  });

  it("shows the text at opacity 0.3", () => {
    const stop = mountWatermark(host, { text: "张三 t001", warn: vi.fn() });
    const el = host.querySelector<HTMLElement>(".otp-watermark");
    expect(el?.textContent).toBe("张三 t001");
    expect(el?.style.opacity).toBe("0.3");
    expect(el?.style.pointerEvents).toBe("none");
    stop();
    expect(host.querySelector(".otp-watermark")).toBeNull();
  });

  it("moves to a new random spot every 3 s without warning", async () => {
    vi.useFakeTimers();
    const values = [0.1, 0.2, 0.5, 0.6];
    const warn = vi.fn();
    const stop = mountWatermark(host, { text: "水印", warn, random: () => values.shift() ?? 0.9 });
    const el = host.querySelector<HTMLElement>(".otp-watermark");
    expect(el?.style.top).toBe("8%");
    vi.advanceTimersByTime(3000);
    expect(el?.style.top).toBe("40%");
    vi.useRealTimers();
    await flush();
    expect(warn).not.toHaveBeenCalled();
    stop();
  });

  it("recreates a removed watermark and warns", async () => {
    const warn = vi.fn();
    const stop = mountWatermark(host, { text: "水印", warn });
    host.querySelector(".otp-watermark")?.remove();
    await flush();
    expect(warn).toHaveBeenCalledWith(WATERMARK_REMOVED);
    expect(host.querySelectorAll(".otp-watermark")).toHaveLength(1);
    stop();
  });

  it("recreates an altered watermark and warns", async () => {
    const warn = vi.fn();
    const stop = mountWatermark(host, { text: "水印", warn });
    const el = host.querySelector<HTMLElement>(".otp-watermark");
    if (el) el.style.display = "none";
    await flush();
    expect(warn).toHaveBeenCalledWith(WATERMARK_TAMPERED);
    const fresh = host.querySelectorAll<HTMLElement>(".otp-watermark");
    expect(fresh).toHaveLength(1);
    expect(fresh[0].style.display).toBe("block");
    fresh[0].textContent = "改过的";
    await flush();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(host.querySelector(".otp-watermark")?.textContent).toBe("水印");
    stop();
  });

  it("the component mounts over its children", async () => {
    const onWarn = vi.fn();
    const { container, unmount } = render(
      <Watermark text="李四" onWarn={onWarn}>
        <p>播放器</p>
      </Watermark>,
    );
    expect(container.textContent).toContain("播放器");
    expect(container.querySelector(".otp-watermark")?.textContent).toBe("李四");
    await act(async () => {
      container.querySelector(".otp-watermark")?.remove();
      await flush();
    });
    expect(onWarn).toHaveBeenCalledWith(WATERMARK_REMOVED);
    unmount();
  });
});
