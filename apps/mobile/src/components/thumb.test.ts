import { describe, expect, it } from "vitest";
import { thumbUrl } from "./thumb";

describe("thumbUrl", () => {
  it("asks the platform's pictures for the smallest width that covers the screen's pixels", () => {
    window.devicePixelRatio = 3;
    expect(thumbUrl("/api/c/file/12", 64)).toBe("/api/c/file/12?w=240");
    expect(thumbUrl("/api/c/file/12", 120)).toBe("/api/c/file/12?w=480");
    expect(thumbUrl("/api/c/file/12", 390)).toBe("/api/c/file/12?w=960");
    window.devicePixelRatio = 1;
    expect(thumbUrl("/api/c/file/12?v=2", 200)).toBe("/api/c/file/12?v=2&w=240");
  });

  it("leaves other addresses alone and answers null without a picture", () => {
    expect(thumbUrl("https://cdn.example.org/a.png", 120)).toBe("https://cdn.example.org/a.png");
    expect(thumbUrl("/api/c/resource/file/3/stream", 120)).toBe("/api/c/resource/file/3/stream");
    expect(thumbUrl(null, 120)).toBeNull();
  });
});
