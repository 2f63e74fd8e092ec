import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LocalStorage } from "./local-storage.js";

const root = await mkdtemp(path.join(tmpdir(), "storage-sweep-"));
afterAll(() => rm(root, { recursive: true, force: true }));

describe("scratch sweep", () => {
  it("removes work left by dead jobs and keeps what changed recently and the uploads area", async () => {
    const storage = new LocalStorage(root);
    const work = await storage.tempDir("work");
    const uploads = await storage.tempDir("uploads");
    const old = new Date(Date.now() - 13 * 3600_000);
    // A classroom run killed yesterday: its folder with a frame in it.
    await mkdir(path.join(work, "classroom-7-dead"));
    await writeFile(path.join(work, "classroom-7-dead", "s-10.jpg"), "x");
    await utimes(path.join(work, "classroom-7-dead", "s-10.jpg"), old, old);
    await utimes(path.join(work, "classroom-7-dead"), old, old);
    // A stray file of an interrupted transcode, and a job under way now.
    await writeFile(path.join(work, "12-clip.mp4"), "x");
    await utimes(path.join(work, "12-clip.mp4"), old, old);
    await mkdir(path.join(work, "classroom-8-running"));
    // A transcode writing its one output file: the folder is old, the file it grows is not.
    await mkdir(path.join(work, "41-transcoding"));
    await writeFile(path.join(work, "41-transcoding", "out.mp4"), "x");
    await utimes(path.join(work, "41-transcoding"), old, old);
    // An old upload in progress is the uploads area's own business (it expires there).
    await writeFile(path.join(uploads, "chunk-1"), "x");
    await utimes(path.join(uploads, "chunk-1"), old, old);

    expect(await storage.sweepWork(12 * 3600_000)).toBe(2);
    expect((await readdir(work)).sort()).toEqual(["41-transcoding", "classroom-8-running"]);
    expect(await readdir(uploads)).toEqual(["chunk-1"]);
    expect(await storage.sweepWork(12 * 3600_000)).toBe(0);
  });
});
