import { endpoints } from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { damagedPicture } from "../../platform/media/still-picture.js";
import { newTeacher, userId } from "../../test/accounts.js";
import { expectBad, expectForbidden, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";
import { fastSampling, lessonResource, lessonVideo } from "./classroom.fixtures.js";
import { runAnalysis } from "./classroom.pipeline.js";
import * as q from "./classroom.queries.js";
import { classroomFias, classroomSamples, classroomWarnings } from "./classroom.tables.js";

/**
 * Who may use classroom analysis, and runs that leave nothing stale behind: a student refused
 * everywhere, only lesson recordings run, a re-run starting clean, a failed enqueue or a last
 * failed attempt never leaving a lesson queued, the expected class list, and a deleted recording.
 */

const api = endpoints.classroom;
let t: TestApp;
let teacher: string;
let student: string;
/** A short lesson run and cancelled (never done): the re-run, warning and queueing cases use it. */
let short: number;
let shortId: number;

beforeAll(async () => {
  t = await startTestApp();
  teacher = await t.login("teacher");
  student = await t.login("student");
  await fastSampling(t);
  short = await lessonResource(t, teacher, "teacher", await lessonVideo(4, { photos: [4] }), "取消的课堂");
  shortId = ok<{ id: number }>(await t.call(api.run.path, { resourceId: short }, { as: teacher })).id;
  ok(await t.call(api.cancel.path, { id: shortId }, { as: teacher }));
}, 180_000);

afterAll(async () => {
  await t.services.classroom.jobs.stop();
  await t?.close();
});

describe("who may use it, and runs that leave nothing behind", () => {
  it("refuses a student every call, and runs only lesson recordings", async () => {
    const refused = "学生账号不能使用AI课堂分析";
    for (const [url, input] of [
      [api.list.path, {}],
      [api.options.path, {}],
      [api.candidates.path, { pageNo: 1, pageSize: 10 }],
      [api.run.path, { resourceId: short }],
      [api.detail.path, { id: shortId }],
      [api.frames.path, { id: shortId }],
      [api.fiasSave.path, { id: shortId, codes: [1] }],
      [api.mine.path, {}],
      [api.warnings.path, {}],
      [api.cancel.path, { id: shortId }],
    ] as const) {
      expectForbidden(await t.call(url, input, { as: student }), refused);
    }
    for (const url of [
      `${api.frameImage.path}?id=${shortId}&sampleId=1`,
      `${api.report.path}?id=${shortId}`,
      api.warningsExport.path,
    ]) {
      expectForbidden(await t.app.inject({ method: "GET", url, cookies: { Token: student } }), refused);
    }
    const fileId = await fileOf(t, "teacher", "document", "教案.pdf", BYTES.pdf());
    const doc = await saveResource(t, teacher, { name: "教案", kind: 2, type: "DOCUMENT", files: [{ fileId }] });
    const res = await t.call(api.run.path, { resourceId: doc }, { as: teacher });
    expectBad(res, "resourceId");
    expect(body(res).msg).toContain("该资源不是课堂录像");
  });

  it("shows warnings of done analyses only; a re-run drops them when it is claimed", async () => {
    const rec = await q.findAnalysis(t.db, shortId);
    expect(rec?.status).toBe("cancelled");
    if (!rec) return;
    const w = { analysisId: shortId, rule: "lecture" as const, teacherId: rec.teacherId, lessonAt: rec.lessonAt };
    await t.db.insert(classroomWarnings).values({ ...w, value: 0.9, threshold: 0.7, message: "上次运行的预警" });
    expect((await t.send(api.detail, { id: shortId }, { as: teacher })).warnings).toEqual([]);
    const list = await t.send(api.list, { pageNo: 1, pageSize: 50 }, { as: teacher });
    expect(list.list.find((r) => r.id === shortId)?.warningCount).toBe(0);
    const stats = await t.send(api.warnings, { pageNo: 1, pageSize: 50 }, { as: teacher });
    expect(stats.list.some((r) => r.message === "上次运行的预警")).toBe(false);
    ok(await t.call(api.run.path, { resourceId: short }, { as: teacher }));
    expect(await t.db.select().from(classroomWarnings).where(eq(classroomWarnings.analysisId, shortId))).toEqual([]);
    ok(await t.call(api.cancel.path, { id: shortId }, { as: teacher }));
  });

  it("a failed enqueue leaves the lesson as it was; a last failed attempt ends it as failed", async () => {
    const { classroom } = t.services;
    const enqueue = vi.spyOn(classroom.jobs, "enqueue").mockRejectedValueOnce(new Error("queue down"));
    const res = await t.call(api.run.path, { resourceId: short }, { as: teacher });
    enqueue.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(body(res).msg).toContain("排队失败");
    expect((await q.findAnalysis(t.db, shortId))?.status).toBe("cancelled");
    ok(await t.call(api.run.path, { resourceId: short }, { as: teacher }));
    // The handler throws before the pipeline's own fault handling (the settings cannot be read).
    const get = vi.spyOn(classroom.settingsStore, "get").mockRejectedValue(new Error("settings unreadable"));
    await classroom.drainForTests().finally(() => get.mockRestore());
    const failed = await q.findAnalysis(t.db, shortId);
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toMatch(/^分析失败：/);
  });

  it("expects the live's classes, or the course's only class, never every class of a course", async () => {
    const { courses } = t.services.classroom.runs.pipeline.ports;
    const place = vi.spyOn(courses, "placeOf").mockResolvedValue({ courseId: 999_001, sectionId: 999_002 });
    const classes = vi.spyOn(courses, "classIds").mockResolvedValue([31, 32]);
    try {
      for (const [ofCourse, expected] of [
        [[31, 32], []],
        [[31], [31]],
      ] as const) {
        classes.mockResolvedValue([...ofCourse]);
        ok(await t.call(api.run.path, { resourceId: short }, { as: teacher }));
        expect((await q.findAnalysis(t.db, shortId))?.classIds).toEqual(expected);
        ok(await t.call(api.cancel.path, { id: shortId }, { as: teacher }));
      }
    } finally {
      place.mockRestore();
      classes.mockRestore();
    }
  });

  it("lists the recording of another teacher's live as not the caller's to run, and run() agrees", async () => {
    const video = await lessonVideo(2, { audio: false, photos: [2] });
    const theirs = await lessonResource(t, teacher, "teacher", video, "代录的直播录像");
    const { lives } = t.services.classroom.runs.pipeline.ports;
    const liveTeacher = await userId(t, "t001");
    const real = lives.ofRecordings.bind(lives);
    // The recording is the teacher's upload of a live that t001 taught.
    const spy = vi.spyOn(lives, "ofRecordings").mockImplementation(async (ids) => {
      const m = await real(ids);
      if (ids.includes(theirs))
        m.set(theirs, {
          id: 990_002,
          teacherId: liveTeacher,
          at: new Date(),
          classIds: [],
          courseId: null,
          sectionId: null,
        });
      return m;
    });
    try {
      const c = await t.send(api.candidates, { pageNo: 1, pageSize: 10, keyword: "代录的直播录像" }, { as: teacher });
      expect(c.list.map((x) => [x.resourceId, x.canRun])).toEqual([[theirs, false]]);
      expectForbidden(await t.call(api.run.path, { resourceId: theirs }, { as: teacher }));
      const own = await t.send(api.candidates, { pageNo: 1, pageSize: 10, keyword: "取消的课堂" }, { as: teacher });
      expect(own.list.every((x) => x.canRun)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it("a recording deleted during its run fails it; deleting it removes the analysis and its frames", async () => {
    const video = await lessonVideo(4, { audio: false, photos: [2] });
    const gone = await lessonResource(t, teacher, "teacher", video, "分析中删除的录像");
    const row = ok<{ id: number }>(await t.call(api.run.path, { resourceId: gone }, { as: teacher }));
    const rec = await q.findAnalysis(t.db, row.id);
    if (!rec) throw new Error("no row");
    // Deleted after the run's first check (no hook: another instance deleted it).
    const { pipeline } = t.services.classroom.runs;
    let reads = 0;
    const one = (id: number) => (reads++ === 0 ? pipeline.ports.recordings.one(id) : Promise.resolve(null));
    const ports = { ...pipeline.ports, recordings: { ...pipeline.ports.recordings, one } };
    await runAnalysis(
      { ...pipeline, ports },
      { analysisId: rec.id, runToken: rec.runToken },
      new AbortController().signal,
    );
    const failed = await t.send(api.detail, { id: row.id }, { as: teacher });
    expect([failed.status, failed.error, failed.measures]).toEqual(["failed", "课堂录像已被删除", null]);

    const frames = await q.framePage(t.db, { pageNo: 1, pageSize: 60 }, rec.id, rec.runToken, "student");
    const keys = frames.rows.flatMap((f) => (f.frameKey ? [f.frameKey] : []));
    expect(keys.length).toBeGreaterThan(0);
    ok(await t.call(api.fiasSave.path, { id: row.id, codes: [5, 4] }, { as: teacher }));
    const w = { analysisId: row.id, rule: "lecture" as const, teacherId: rec.teacherId, lessonAt: rec.lessonAt };
    await t.db.insert(classroomWarnings).values({ ...w, value: 1, threshold: 0.7, message: "x" });
    ok(await t.call(endpoints.resource.remove.path, { id: gone }, { as: teacher }));
    expect(await q.findAnalysis(t.db, row.id)).toBeUndefined();
    for (const table of [classroomSamples, classroomWarnings, classroomFias])
      expect(await t.db.select().from(table).where(eq(table.analysisId, row.id))).toEqual([]);
    const { storage } = t.services.files;
    for (const key of keys) await expect(read(storage.open(key))).rejects.toThrow();
    await t.services.classroom.drainForTests();
  }, 120_000);
});

describe("the teacher camera in the collage", () => {
  it("keeps the teacher camera's pictures at the student camera's pace, with the teacher's box", async () => {
    // Two cameras, teacher every 2 s and student every 4 s: pictures at 0 and 4, positions at 0, 2, 4, 6.
    const s = await t.services.classroom.settingsStore.get();
    await t.services.classroom.settingsStore.save({ ...s, studentEverySec: 4, teacherEverySec: 2 });
    const two = await lessonResource(
      t,
      teacher,
      "teacher",
      await lessonVideo(8, { audio: false, photos: [5] }),
      "双机位课堂",
      await lessonVideo(8, { audio: false, photos: [2] }),
    );
    const { id } = ok<{ id: number }>(await t.call(api.run.path, { resourceId: two }, { as: teacher }));
    await t.services.classroom.settingsStore.save(s);
    await t.services.classroom.drainForTests();
    const rec = await q.findAnalysis(t.db, id);
    if (!rec) throw new Error("no row");
    expect((await q.samplesOf(t.db, id, rec.runToken, "teacher")).map((x) => x.t)).toEqual([0, 2, 4, 6]);
    const frames = await t.send(api.frames, { id, camera: "teacher" }, { as: teacher });
    expect(frames.list.map((f) => [f.t, f.hasImage])).toEqual([
      [0, true],
      [4, true],
    ]);
    expect(frames.list.every((f) => f.faces.length === 0 && f.persons.length === 0)).toBe(true);
    // sample2.jpg: three people close to the camera; MoveNet takes one of them as the teacher.
    expect(frames.list.some((f) => (f.teacher?.[2] ?? 0) > 0)).toBe(true);
    const img = await t.app.inject({
      method: "GET",
      url: `${api.frameImage.path}?id=${id}&sampleId=${frames.list[0]?.sampleId}`,
      cookies: { Token: teacher },
    });
    expect(img.statusCode).toBe(200);
    expectForbidden(
      await t.app.inject({
        method: "GET",
        url: `${api.frameImage.path}?id=${id}&sampleId=${frames.list[0]?.sampleId}`,
        cookies: { Token: await newTeacher(t, await t.login("admin"), "cls_runs_other") },
      }),
    );
  }, 120_000);
});

describe("a damaged frame in the recording", () => {
  it("skips the frame the picture decoder refuses and finishes the lesson from the others", async () => {
    const resource = await lessonResource(
      t,
      teacher,
      "teacher",
      await lessonVideo(6, { photos: [4] }),
      "损坏画面的课堂",
    );
    const row = ok<{ id: number }>(await t.call(api.run.path, { resourceId: resource }, { as: teacher }));
    const rec = await q.findAnalysis(t.db, row.id);
    if (!rec) throw new Error("no row");
    const { pipeline } = t.services.classroom.runs;
    const real = pipeline.ports.vision();
    let calls = 0;
    // The second student frame cannot be decoded, as prepareFrame answers a damaged picture.
    const vision = {
      ...real,
      analyseStudents: (jpeg: Buffer, signal?: AbortSignal) =>
        calls++ === 1 ? Promise.reject(damagedPicture()) : real.analyseStudents(jpeg, signal),
    };
    await runAnalysis(
      { ...pipeline, ports: { ...pipeline.ports, vision: () => vision } },
      { analysisId: rec.id, runToken: rec.runToken },
      new AbortController().signal,
    );
    const done = await t.send(api.detail, { id: row.id }, { as: teacher });
    expect(done.status).toBe("done");
    const student = await q.samplesOf(t.db, rec.id, rec.runToken, "student");
    // Sampled at 0, 2 and 4 s: the instant at 2 s is missing, the lesson is measured without it.
    expect(student.map((s) => s.t)).toEqual([0, 4]);
    expect(calls).toBe(3);
    await t.services.classroom.drainForTests();
  }, 120_000);
});

/** Reads a stored object to the end (rejects when it is gone). */
async function read(stream: AsyncIterable<unknown>) {
  for await (const _ of stream);
}
