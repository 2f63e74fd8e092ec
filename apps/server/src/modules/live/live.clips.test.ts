import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probe } from "../../platform/media/ffmpeg.js";
import { makeTestClip } from "../../test/ffmpeg.js";
import { joinClipArgs, joinClips } from "./live.clips.js";

const dir = mkdtempSync(path.join(tmpdir(), "live-clips-"));
const at = (name: string) => path.join(dir, name);

/** A test clip made by ffmpeg itself: colour bars of a size, with or without a tone. */
const clip = (name: string, seconds: number, size: string, audio: boolean) =>
  makeTestClip(at(name), { seconds, size, audio, pattern: "testsrc", playable: false });

let recording: string;
let intro: string;
let outro: string;
beforeAll(async () => {
  [recording, intro, outro] = await Promise.all([
    clip("recording.mp4", 3, "640x360", true),
    clip("intro.mp4", 2, "320x240", false),
    clip("outro.mp4", 1, "480x480", true),
  ]);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("片头片尾 joined to a live's recording", () => {
  it("builds one filter graph: every part in the recording's frame, silence for a clip without sound", async () => {
    const info = await probe(recording);
    const args = joinClipArgs({ path: recording, info }, { path: intro, info: await probe(intro) }, null, at("x.mp4"));
    const graph = args[args.indexOf("-filter_complex") + 1] as string;
    expect(graph).toContain("[0:v]scale=640:360:force_original_aspect_ratio=decrease,pad=640:360");
    expect(graph).toContain("anullsrc=r=44100:cl=stereo,atrim=duration=2[a0]");
    expect(graph).toContain("[1:a]aresample=44100");
    expect(graph).toMatch(/\[v0\]\[a0\]\[v1\]\[a1\]concat=n=2:v=1:a=1\[v\]\[a\]$/);
  });

  it("plays the intro, the class and the outro in order, at the class's size with one sound track", async () => {
    const out = at("joined.mp4");
    expect(await joinClips(recording, { intro, outro }, out)).toBe(true);
    const joined = await probe(out);
    expect(joined.width).toBe(640);
    expect(joined.height).toBe(360);
    expect(joined.audioCodec).toBe("aac");
    expect(joined.duration ?? 0).toBeGreaterThan(5.5);
    expect(joined.duration ?? 0).toBeLessThan(6.6);
  }, 60_000);

  it("leaves the recording alone when the clips are not playable videos", async () => {
    const fake = at("fake.mp4");
    writeFileSync(fake, "not a video at all");
    expect(await joinClips(recording, { intro: fake, outro: null }, at("none.mp4"))).toBe(false);
    expect(await joinClips(recording, { intro: null, outro: null }, at("none.mp4"))).toBe(false);
  }, 60_000);
});
