import { tmpdir } from "node:os";
import path from "node:path";
import {
  SUPERVISER_EXPERT_ROLE_ID,
  type SupervisePatrolPhoto,
  type SupervisePatrolRow,
  TOKEN_NAME,
} from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { pushTestPattern } from "../../test/ffmpeg.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";

/** Patrol photos (巡课抓拍): a real ffmpeg publisher, a grab, private storage, access per record. */

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let expert: string;
let expert2: string;
let supervisor: string;
let port: number;

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  [admin, teacher, student, expert, supervisor] = await Promise.all(
    ["admin", "teacher", "student", "expert", "supervisor"].map((a) => t.login(a)),
  );
  const password = "Expert@2026x";
  ok(
    await t.call(
      "/api/l/base/user/save",
      { account: "expert2", realName: "第二专家", userType: "teacher", password, roleIds: [SUPERVISER_EXPERT_ROLE_ID] },
      { as: admin },
    ),
  );
  expert2 = await t.login("expert2", password);
  port = await t.services.lives.startRtmp(0, path.join(tmpdir(), `patrol-rec-${process.pid}`));
});
afterAll(async () => {
  await t.services.lives.rtmp?.stop();
  await t.services.lives.hls?.stopAll();
  await t.close();
});

async function newLive(name: string) {
  const { id } = ok<{ id: number }>(
    await t.call("/api/l/live/save", { name, startTime: at(60_000), endTime: at(3_660_000) }, { as: teacher }),
  );
  const info = ok<{ streams: { pushUrl: string }[] }>(
    await t.call("/api/l/live/stream/detail", { id }, { as: teacher }),
  );
  const pushUrl = (info.streams[0]?.pushUrl as string).replace(/rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${port}`);
  return { id, pushUrl };
}

const pushVideo = (url: string) => pushTestPattern(url, { audio: false });

const status = async (id: number) =>
  ok<{ status: number }>(await t.call("/api/c/live/detail", { id }, { as: student })).status;
const photo = (url: string, as?: string) =>
  t.app.inject({ method: "GET", url, headers: as ? { cookie: `${TOKEN_NAME}=${as}` } : {} });

describe("patrol photo grab", () => {
  it("refuses a grab of a live that is not being pushed, in Chinese", async () => {
    const { id } = await newLive("未推流的课堂");
    const res = await t.call("/api/l/supervise/patrol/grab", { liveId: id }, { as: expert });
    expect(res.statusCode).toBe(409);
    expect(body(res).msg).toContain("没有推流");
    expectBad(await t.call("/api/l/supervise/patrol/grab", { liveId: "x" }, { as: expert }), "liveId");
    expectNotFound(await t.call("/api/l/supervise/patrol/grab", { liveId: 999_999 }, { as: expert }));
  });

  it("grabs a JPEG frame of a pushed live, keeps it private, and serves it by the record's access", async () => {
    const { id, pushUrl } = await newLive("巡课抓拍课堂");
    const publisher = pushVideo(pushUrl);
    try {
      await expect.poll(() => status(id), { timeout: 15_000, interval: 300 }).toBe(2);
      const grabbed = await checkEndpoint<SupervisePatrolPhoto>(t, {
        url: "/api/l/supervise/patrol/grab",
        body: { liveId: id },
        as: expert,
        wrongRole: student,
        bad: { body: { liveId: id, kind: "NOT A KIND" }, field: "画面类型" },
      });
      // Teachers do not patrol.
      expectForbidden(await t.call("/api/l/supervise/patrol/grab", { liveId: id }, { as: teacher }));

      // A real JPEG frame, served to the patroller through the login route only.
      const own = await photo(grabbed.url, expert);
      expect(own.statusCode).toBe(200);
      expect(own.headers["content-type"]).toBe("image/jpeg");
      expect([...own.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(own.rawPayload.length).toBeGreaterThan(1000);
      expectNoSession(await photo(grabbed.url));
      // The public picture route refuses it (same answer as a missing file).
      expect((await photo(`/api/c/file/${grabbed.fileId}`)).statusCode).toBe(404);
      expect((await photo(`/api/c/file/${grabbed.fileId}`, admin)).statusCode).toBe(404);
      // Before a record takes it, only its patroller (and managers) see it.
      expectNotFound(await photo(grabbed.url, expert2));
      expectNotFound(await photo(grabbed.url, teacher));

      // Another patroller cannot attach it.
      const record = { liveId: id, room: "3号楼201", onTime: true, order: "良好", teachingState: "正常" };
      expectBad(
        await t.call("/api/l/supervise/patrol/save", { ...record, photoFileId: grabbed.fileId }, { as: expert2 }),
        "photoFileId",
      );
      const { id: patrolId } = ok<{ id: number }>(
        await t.call("/api/l/supervise/patrol/save", { ...record, photoFileId: grabbed.fileId }, { as: expert }),
      );
      // One photo, one record.
      expectBad(
        await t.call("/api/l/supervise/patrol/save", { ...record, photoFileId: grabbed.fileId }, { as: expert }),
        "photoFileId",
      );

      // The record shows it to managers; the patrolled teacher sees it while the setting allows.
      const row = ok<SupervisePatrolRow>(
        await t.call("/api/m/supervise/patrol/detail", { id: patrolId }, { as: supervisor }),
      );
      expect(row.photoUrl).toBe(grabbed.url);
      const list = ok<{ list: SupervisePatrolRow[] }>(
        await t.call("/api/m/supervise/patrol/list", { pageNo: 1, pageSize: 5 }, { as: supervisor }),
      );
      expect(list.list.find((r) => r.id === patrolId)?.photoUrl).toBe(grabbed.url);
      expect((await photo(grabbed.url, supervisor)).statusCode).toBe(200);
      expect((await photo(grabbed.url, teacher)).statusCode).toBe(200);
      expectNotFound(await photo(grabbed.url, expert2));
      expectNotFound(await photo(grabbed.url, student));
      const setting = ok<Record<string, unknown>>(await t.call("/api/m/supervise/setting/detail", {}, { as: admin }));
      ok(await t.call("/api/m/supervise/setting/save", { ...setting, teacherCanView: false }, { as: admin }));
      expectNotFound(await photo(grabbed.url, teacher));
      ok(await t.call("/api/m/supervise/setting/save", { ...setting, teacherCanView: true }, { as: admin }));
    } finally {
      publisher.kill("SIGKILL");
    }
  });

  it("refuses a photo id that is not a grab of this live", async () => {
    const record = { room: "3号楼305", onTime: true, order: "良好", teachingState: "正常" };
    expectBad(
      await t.call("/api/l/supervise/patrol/save", { ...record, photoFileId: 1 }, { as: expert }),
      "photoFileId",
    );
  });
});
