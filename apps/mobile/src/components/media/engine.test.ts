import { describe, expect, it } from "vitest";
import { engineSupport, isHlsUrl, liveEngines } from "./engine";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";

const video = (answer: string) => ({ canPlayType: () => answer as CanPlayTypeResult });

describe("live engine choice", () => {
  it("plays HLS natively first on an iPhone, hls.js and FLV after", () => {
    const s = engineSupport(video("maybe"), { navigator: { userAgent: IPHONE }, ManagedMediaSource: {} } as never);
    expect(liveEngines(s, true)).toEqual(["native", "hls.js", "mpegts.js"]);
  });

  it("plays an old iPhone without MSE natively only", () => {
    const s = engineSupport(video("maybe"), { navigator: { userAgent: IPHONE } });
    expect(liveEngines(s, true)).toEqual(["native"]);
  });

  it("goes through hls.js on Android even where Chrome claims native HLS, then native, then FLV", () => {
    const s = engineSupport(video("maybe"), { navigator: { userAgent: ANDROID }, MediaSource: {} } as never);
    expect(liveEngines(s, true)).toEqual(["hls.js", "native", "mpegts.js"]);
    const plain = engineSupport(video(""), { navigator: { userAgent: ANDROID }, MediaSource: {} } as never);
    expect(liveEngines(plain, true)).toEqual(["hls.js", "mpegts.js"]);
    expect(liveEngines(plain, false)).toEqual(["hls.js"]);
  });

  it("has nothing to try without MSE or native HLS", () => {
    const s = engineSupport(video(""), { navigator: { userAgent: ANDROID } });
    expect(liveEngines(s, true)).toEqual([]);
  });

  it("recognises HLS playlist addresses", () => {
    expect(isHlsUrl("/x/live-1-teacher.m3u8?token=a")).toBe(true);
    expect(isHlsUrl("/x/stream?id=3")).toBe(false);
  });
});
