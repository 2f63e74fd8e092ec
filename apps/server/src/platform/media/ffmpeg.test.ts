import { describe, expect, it } from "vitest";
import { FFMPEG, redactAddresses, run, ToolError } from "./ffmpeg.js";

describe("a tool's error output", () => {
  it("keeps no presigned signature of an input address", async () => {
    const url = "http://127.0.0.1:1/otp-files/ab/cd.mp4?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=deadbeef";
    const err = await run(FFMPEG, ["-hide_banner", "-i", url, "-f", "null", "-"]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    const { message, stderr } = err as ToolError;
    expect(`${message}\n${stderr}`).toContain("http://127.0.0.1:1/otp-files/ab/cd.mp4?…");
    expect(`${message}\n${stderr}`).not.toContain("deadbeef");
  });

  it("cuts only the query of web addresses", () => {
    expect(redactAddresses("https://s3.school.cn/b/k.mp4?sig=1: 403\n/tmp/a.mp4?x")).toBe(
      "https://s3.school.cn/b/k.mp4?…: 403\n/tmp/a.mp4?x",
    );
    expect(redactAddresses("rtmp://127.0.0.1:1935/live/tv-1?key=abc: Connection refused")).toBe(
      "rtmp://127.0.0.1:1935/live/tv-1?…: Connection refused",
    );
  });
});
