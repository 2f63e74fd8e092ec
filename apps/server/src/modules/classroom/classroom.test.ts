import { endpoints } from "@otp/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { fastSampling, lessonResource, lessonVideo } from "./classroom.fixtures.js";
import { runAnalysis } from "./classroom.pipeline.js";
import * as q from "./classroom.queries.js";
import { FEATURE_OFF } from "./classroom.service.js";
import { synthesizeSpeech } from "./classroom.speech.fixtures.js";
import { classroomAnalyses, classroomWarnings } from "./classroom.tables.js";

/**
 * Classroom analysis through the API, on a real video analysed by the real pipeline (ffmpeg,
 * the vision worker, the VAD), with every endpoint's guards.
 */

const api = endpoints.classroom;
let t: TestApp;
let admin: string;
let teacher: string;
let other: string;
let supervisor: string;
let student: string;
let resourceId: number;
let analysisId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  supervisor = await t.login("supervisor");
  student = await t.login("student");
  other = await newTeacher(t, admin, "cls_other");
  await fastSampling(t);
  // A teacher's line, then a student's answer: real synthesized Mandarin speech.
  const speech = await synthesizeSpeech(
    [
      { text: "同学们好，今天我们学习分数的加法。", voice: "cmn", pitch: 35, startSec: 0.5 },
      { text: "老师，二分之一加三分之一等于六分之五。", voice: "cmn+f3", pitch: 85, startSec: 7 },
    ],
    12,
  );
  resourceId = await lessonResource(t, teacher, "teacher", await lessonVideo(12, { pcm: speech.pcm }));
}, 180_000);

afterAll(async () => {
  await t.services.classroom.jobs.stop();
  await t?.close();
});

describe("running an analysis", () => {
  it("queues the teacher's lesson; two runs at once: one wins, the other is told", async () => {
    expectNoSession(await t.call(api.run.path, { resourceId }));
    expectForbidden(await t.call(api.run.path, { resourceId }, { as: other }));
    expectBad(await t.call(api.run.path, { resourceId: "x" }, { as: teacher }), "resourceId");
    const [a, b] = await Promise.all([
      t.call(api.run.path, { resourceId }, { as: teacher }),
      t.call(api.run.path, { resourceId }, { as: teacher }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(body(lost).msg).toBe("该课堂正在分析中");
    const won = body<{ id: number; status: string; canRun: boolean }>(a.statusCode === 200 ? a : b).data;
    expect(won.status).toBe("queued");
    expect(won.canRun).toBe(true);
    analysisId = won.id;
  });

  it("analyses the video: faces found, audio heard, measures stored", async () => {
    await t.services.classroom.drainForTests();
    const d = await t.send(api.detail, { id: analysisId }, { as: teacher });
    expect(d.error).toBeNull();
    expect(d.status).toBe("done");
    expect(d.progress).toBe(100);
    expect(d.measures?.samples).toBe(6);
    expect(d.measures?.attendance.detected ?? 0).toBeGreaterThan(0);
    expect(d.detected ?? 0).toBeGreaterThan(0);
    expect(d.measures?.audio.hasAudio).toBe(true);
    expect(d.measures?.audio.segments.length ?? 0).toBeGreaterThan(0);
    expect(d.canRun).toBe(true);
    expect(d.media.studentFileId).toBe(d.media.teacherFileId);
    // The pipeline's last transaction counted the lesson in the AI research roll-ups.
    const research = await t.send(api.research.lessons, {}, { as: teacher });
    expect(research.list.find((l) => l.id === analysisId)?.headUpRate).toBe(d.headUpRate);
  }, 300_000);

  it("shows the frames with their boxes, and the JPEG to those who may see the lesson", async () => {
    const frames = await checkEndpoint<{
      count: number;
      list: Array<{ sampleId: number; faces: unknown[]; hasImage: boolean }>;
    }>(t, {
      url: api.frames.path,
      body: { id: analysisId },
      as: teacher,
      otherUser: { as: other },
      bad: { body: { id: analysisId, camera: "x" }, field: "camera" },
    });
    expect(frames.count).toBe(6);
    // One camera: the teacher's positions are kept, never a second copy of the students' picture.
    expect((await t.send(api.frames, { id: analysisId, camera: "teacher" }, { as: teacher })).count).toBe(0);
    expect(frames.list.some((f) => f.faces.length > 0)).toBe(true);
    const first = frames.list[0];
    expect(first?.hasImage).toBe(true);
    const url = `${api.frameImage.path}?id=${analysisId}&sampleId=${first?.sampleId}`;
    const img = await t.app.inject({ method: "GET", url, cookies: { Token: teacher } });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.subarray(0, 2).toString("hex")).toBe("ffd8");
    const refused = await t.app.inject({ method: "GET", url, cookies: { Token: other } });
    expect(refused.statusCode).toBe(403);
  });

  it("resumes a job killed mid-way after its last saved sample", async () => {
    const row = ok<{ id: number }>(await t.call(api.run.path, { resourceId }, { as: supervisor }));
    const rec = await q.findAnalysis(t.db, row.id);
    if (!rec) throw new Error("no row");
    const kill = new AbortController();
    const watch = setInterval(async () => {
      if ((await q.sampleTimes(t.db, rec.id, rec.runToken, "student")).size >= 2) kill.abort();
    }, 100);
    const killed = await runAnalysis(
      t.services.classroom.runs.pipeline,
      { analysisId: rec.id, runToken: rec.runToken },
      kill.signal,
    ).then(
      () => "finished",
      () => "killed",
    );
    clearInterval(watch);
    expect(killed).toBe("killed");
    const before = await q.samplesOf(t.db, rec.id, rec.runToken, "student");
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeLessThan(6);
    const kept = await q.framePage(t.db, { pageNo: 1, pageSize: 60 }, rec.id, rec.runToken, "student");
    await t.services.classroom.drainForTests();
    const after = await q.framePage(t.db, { pageNo: 1, pageSize: 60 }, rec.id, rec.runToken, "student");
    expect(after.count).toBe(6);
    // The samples saved before the kill were not made again.
    for (const k of kept.rows) expect(after.rows.find((r) => r.t === k.t)?.id).toBe(k.id);
    expect((await q.findAnalysis(t.db, rec.id))?.status).toBe("done");
  }, 300_000);

  it("cancels a queued run; the job then does nothing", async () => {
    const short = await lessonResource(t, teacher, "teacher", await lessonVideo(4, { photos: [4] }), "取消的课堂");
    const row = ok<{ id: number }>(await t.call(api.run.path, { resourceId: short }, { as: teacher }));
    expectForbidden(await t.call(api.cancel.path, { id: row.id }, { as: other }));
    const c = ok<{ status: string }>(await t.call(api.cancel.path, { id: row.id }, { as: teacher }));
    expect(c.status).toBe("cancelled");
    await t.services.classroom.drainForTests();
    expect((await q.findAnalysis(t.db, row.id))?.status).toBe("cancelled");
  });
});

describe("faults end as failed with a reason", () => {
  it("a corrupt file and a deleted lesson", async () => {
    const junk = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(3000, 9)]);
    const corrupt = await lessonResource(t, teacher, "teacher", junk, "损坏的录像");
    const a = ok<{ id: number }>(await t.call(api.run.path, { resourceId: corrupt }, { as: teacher }));
    const gone = await lessonResource(
      t,
      teacher,
      "teacher",
      await lessonVideo(4, { audio: false, photos: [2] }),
      "被删除的录像",
    );
    const b = ok<{ id: number }>(await t.call(api.run.path, { resourceId: gone }, { as: teacher }));
    ok(await t.call(endpoints.resource.remove.path, { id: gone }, { as: teacher }));
    await t.services.classroom.drainForTests();
    const ra = await t.send(api.detail, { id: a.id }, { as: teacher });
    expect(ra.status).toBe("failed");
    expect(ra.error).toMatch(/损坏|无法/);
    expect(ra.measures).toBeNull();
    // The deleted recording took its analysis along (the resource module's hook); its job did nothing.
    expectNotFound(await t.call(api.detail.path, { id: b.id }, { as: teacher }));
    expect(await q.findAnalysis(t.db, b.id)).toBeUndefined();
  }, 120_000);
});

describe("reading lessons", () => {
  it("lists a teacher's own lessons, everything for the screen's holders", async () => {
    const mine = await checkEndpoint<{ count: number; list: Array<{ teacherName: string; canRun: boolean }> }>(t, {
      url: api.list.path,
      body: {},
      as: teacher,
      bad: { body: { status: "x" }, field: "status" },
    });
    expect(mine.count).toBeGreaterThanOrEqual(1);
    expect((await t.send(api.list, {}, { as: other })).count).toBe(0);
    // By section (课节): the lesson filed under one is found by it, and by no other.
    const [section] = await t.db
      .update(classroomAnalyses)
      .set({ sectionId: 424_242 })
      .where(eq(classroomAnalyses.id, analysisId))
      .returning({ id: classroomAnalyses.id });
    expect(section?.id).toBe(analysisId);
    const bySection = await t.send(api.list, { sectionId: 424_242 }, { as: teacher });
    expect(bySection.list.map((r) => r.id)).toEqual([analysisId]);
    expect((await t.send(api.list, { sectionId: 424_243 }, { as: teacher })).count).toBe(0);
    expectBad(await t.call(api.list.path, { sectionId: "x" }, { as: teacher }), "sectionId");
    await t.db.update(classroomAnalyses).set({ sectionId: null }).where(eq(classroomAnalyses.id, analysisId));
    expect((await t.send(api.list, {}, { as: supervisor })).count).toBe(mine.count);
    const opts = await t.send(api.options, {}, { as: supervisor });
    expect(opts.teachers.map((x) => x.name)).toContain(mine.list[0]?.teacherName);
    const c = await t.send(api.candidates, { pageNo: 1, pageSize: 10 }, { as: teacher });
    expect(c.list.find((x) => x.resourceId === resourceId)?.status).toBe("done");
    expect(mine.list.every((r) => r.canRun)).toBe(true);
    // Another teacher's recordings are not candidates; the screen's holders see every one.
    const others = await t.send(api.candidates, { pageNo: 1, pageSize: 50 }, { as: other });
    expect(others.list.some((x) => x.resourceId === resourceId)).toBe(false);
    const all = await t.send(api.candidates, { pageNo: 1, pageSize: 50, keyword: "课堂实录" }, { as: supervisor });
    expect(all.list.find((x) => x.resourceId === resourceId)?.teacherName).toBe(mine.list[0]?.teacherName);
  });

  it("refuses another teacher's lesson", async () => {
    await checkEndpoint(t, { url: api.detail.path, body: { id: analysisId }, as: teacher, otherUser: { as: other } });
  });

  it("saves FIAS coding per coder and answers the matrix", async () => {
    const r = await checkEndpoint<{ pairs: number; matrix: number[][] }>(t, {
      url: api.fiasSave.path,
      body: { id: analysisId, codes: [5, 5, 4, 8, 8, 10] },
      as: supervisor,
      bad: { body: { id: analysisId, codes: [11] }, field: "codes" },
    });
    expect(r.pairs).toBe(5);
    expect(r.matrix[4]?.[4]).toBe(1);
    const d = await t.send(api.detail, { id: analysisId }, { as: supervisor });
    expect(d.fias.prefilled).toBe(false);
    expect(d.fias.codes).toEqual([5, 5, 4, 8, 8, 10]);
    expect((await t.send(api.detail, { id: analysisId }, { as: teacher })).fias.savedAt).toBeNull();
  });

  it("answers a teacher's trend, warnings and their export", async () => {
    const trend = await t.send(api.mine, {}, { as: teacher });
    expect(trend.lessons.length).toBeGreaterThanOrEqual(1);
    expect(trend.types.reduce((n, x) => n + x.count, 0)).toBe(trend.lessons.filter((l) => l.teachingType).length);
    const w = await checkEndpoint<{ byRule: unknown[] }>(t, {
      url: api.warnings.path,
      body: {},
      as: supervisor,
      bad: { body: { from: "2026-13-01" }, field: "from" },
    });
    expect(w.byRule).toHaveLength(3);
    const x = await t.app.inject({ method: "GET", url: api.warningsExport.path, cookies: { Token: supervisor } });
    expect(x.statusCode).toBe(200);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("counts each lesson's own warnings in the list", async () => {
    const rec = await q.findAnalysis(t.db, analysisId);
    if (!rec) throw new Error("no row");
    const before = (await q.warningCounts(t.db, [analysisId])).get(analysisId) ?? 0;
    const warning = {
      analysisId,
      rule: "lecture" as const,
      teacherId: rec.teacherId,
      lessonAt: rec.lessonAt,
      value: 0.9,
      threshold: 0.7,
      message: "讲授时间占比90%，高于70%",
    };
    await t.db.insert(classroomWarnings).values([warning, warning, warning]);
    const list = await t.send(api.list, { pageNo: 1, pageSize: 50 }, { as: supervisor });
    expect(list.list.find((r) => r.id === analysisId)?.warningCount).toBe(before + 3);
    for (const r of list.list.filter((x) => x.id !== analysisId)) {
      expect(r.warningCount).toBe((await q.warningCounts(t.db, [r.id])).get(r.id) ?? 0);
    }
    await t.db.delete(classroomWarnings).where(eq(classroomWarnings.analysisId, analysisId));
  });

  it("analyses one uploaded picture; a non-image is refused naming file", async () => {
    const form = (bytes: Buffer, type: string) => {
      const b = "----cls";
      const payload = Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      return { "content-type": `multipart/form-data; boundary=${b}`, payload };
    };
    const send = (bytes: Buffer, type: string, as?: string) => {
      const f = form(bytes, type);
      return t.app.inject({
        method: "POST",
        url: api.frameAnalyse.path,
        headers: { "content-type": f["content-type"], "x-requested-with": "XMLHttpRequest" },
        cookies: as ? { Token: as } : {},
        payload: f.payload,
      });
    };
    expectNoSession(await send(Buffer.from("hello"), "text/plain"));
    // The AI screen's holders and those who patrol; a teacher or a student is refused.
    expectForbidden(await send(Buffer.from("hello"), "text/plain", teacher), /督导/);
    expectForbidden(await send(Buffer.from("hello"), "text/plain", student), "学生账号不能使用AI课堂分析");
    expectBad(await send(Buffer.from("hello, not a picture"), "text/plain", supervisor), "file");
    const { readFileSync } = await import("node:fs");
    const photo = readFileSync(new URL("../../../test-data/vision/sample5.jpg", import.meta.url));
    const r = ok<{ faceCount: number; faces: unknown[]; ms: number }>(await send(photo, "image/jpeg", supervisor));
    expect(r.faceCount).toBeGreaterThan(0);
    expect(r.faces).toHaveLength(r.faceCount);
  }, 120_000);

  it("exports the report PDF to those who may see the lesson", async () => {
    const url = `${api.report.path}?id=${analysisId}`;
    const pdf = await t.app.inject({ method: "GET", url, cookies: { Token: supervisor } });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
    expect((await t.app.inject({ method: "GET", url, cookies: { Token: other } })).statusCode).toBe(403);
  }, 60_000);

  it("answers the patrol wall's counts for lives the caller may see", async () => {
    expect(await t.send(api.liveHeadUp, { liveIds: [] }, { as: supervisor })).toEqual([]);
    expectBad(await t.call(api.liveHeadUp.path, { liveIds: "x" }, { as: supervisor }), "liveIds");
  });
});

describe("settings and the school's switch", () => {
  it("only the settings screen's holders read and save them", async () => {
    const s = await checkEndpoint<{ enabled: boolean; screens: unknown[] }>(t, {
      url: api.settings.path,
      body: {},
      as: admin,
      wrongRole: teacher,
    });
    expect(s.enabled).toBe(true);
    expect(s.screens.length).toBeGreaterThan(0);
    const { screens: _s, ...value } = s as unknown as Record<string, unknown>;
    expectBad(await t.call(api.saveSettings.path, { ...value, retentionDays: 0 }, { as: admin }), "retentionDays");
    expectBad(
      await t.call(api.saveSettings.path, { ...value, notifyScreen: "nope.screen" }, { as: admin }),
      "notifyScreen",
    );
    expectForbidden(await t.call(api.saveSettings.path, value, { as: teacher }));
  });

  it("turned off: every classroom call answers 403 except the settings", async () => {
    const s = await t.send(api.settings, {}, { as: admin });
    const { screens: _s, ...value } = s;
    ok(await t.call(api.saveSettings.path, { ...value, enabled: false }, { as: admin }));
    for (const [url, input] of [
      [api.list.path, {}],
      [api.detail.path, { id: analysisId }],
      [api.run.path, { resourceId }],
      [api.mine.path, {}],
    ] as const) {
      const res = await t.call(url, input, { as: supervisor });
      expectForbidden(res, FEATURE_OFF);
    }
    // Refused before the upload is read: no multipart at all still answers the switch.
    expectForbidden(await t.call(api.frameAnalyse.path, {}, { as: supervisor }), FEATURE_OFF);
    ok(await t.call(api.settings.path, {}, { as: admin }));
    ok(await t.call(api.saveSettings.path, { ...value, enabled: true }, { as: admin }));
    ok(await t.call(api.list.path, {}, { as: teacher }));
  });
});

describe("retention", () => {
  it("removes sampled frames past the retention period; the detections stay", async () => {
    const later = new Date(Date.now() + 400 * 86_400_000);
    const storage = t.services.files.storage;
    const remove = storage.remove.bind(storage);
    const before = await q.frameKeysBefore(t.db, later);
    expect(before.length).toBeGreaterThan(1);
    // The store fails on the second file: that frame keeps its key (and its file), the rest go.
    let calls = 0;
    storage.remove = async (key) => {
      if (calls++ === 1) throw new Error("storage unavailable");
      return remove(key);
    };
    let removed: number;
    try {
      removed = await t.services.classroom.live.purgeFrames(later);
    } finally {
      storage.remove = remove;
    }
    const kept = await q.frameKeysBefore(t.db, later);
    expect(kept).toEqual([before[1]]);
    expect(await storage.size(kept[0]?.key as string)).toBeGreaterThan(0);
    // The next purge takes it.
    removed += await t.services.classroom.live.purgeFrames(later);
    expect(removed).toBe(before.length);
    expect(await q.frameKeysBefore(t.db, later)).toEqual([]);
    const frames = await t.send(api.frames, { id: analysisId }, { as: teacher });
    expect(frames.list.every((f) => !f.hasImage)).toBe(true);
    expect(frames.list.some((f) => f.faces.length > 0)).toBe(true);
  });
});
