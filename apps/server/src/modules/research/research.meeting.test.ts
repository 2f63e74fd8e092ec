import { tmpdir } from "node:os";
import path from "node:path";
import { endpoints, type MeetingDetail, type MeetingItem, type SeminarReport, type TerminalItem } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, expectNotFound, ok } from "../../test/expect.js";
import { exited, pushTestPattern } from "../../test/ffmpeg.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";
import { readyTemplate } from "../supervise/supervise.fixtures.js";

let t: TestApp;
let admin: string;
let host: string;
let member: string;
let outsider: string;
let student: string;
let seminarId: number;
let places: number[];
let bare: number;
let terminals: TerminalItem[];

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const HOUR = 3600_000;
const MARKS = { a1: 9, a2: 8, b1: 18, b2: 5 };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  host = await t.login("teacher");
  student = await t.login("student");
  member = await newTeacher(t, admin, "meetmember");
  outsider = await newTeacher(t, admin, "meetoutsider");
  const call = (url: string, body: Record<string, unknown>) => t.call(url, body, { as: admin });
  const orgId = ok<{ id: number }>(await call("/api/m/research/org/save", { name: "会场一中" })).id;
  const subjectId = ok<{ id: number }>(await call("/api/m/research/subject/save", { name: "数学" })).id;
  const term = async (name: string) =>
    ok<{ id: number }>(await call("/api/m/research/terminal/save", { name, orgId, kind: "rtmp" })).id;
  const [t1, t2, t3] = [await term("主会场编码器"), await term("分会场编码器"), await term("远程编码器")];
  places = [
    ok<{ id: number }>(await call("/api/m/research/place/save", { name: "主会场教室", orgId, terminalId: t1 })).id,
    ok<{ id: number }>(await call("/api/m/research/place/save", { name: "分会场教室", orgId, terminalId: t2 })).id,
  ];
  places.push(
    ok<{ id: number }>(await call("/api/m/research/place/save", { name: "远程教室", orgId, terminalId: t3 })).id,
  );
  bare = ok<{ id: number }>(await call("/api/m/research/place/save", { name: "无终端教室", orgId })).id;
  terminals = ok<{ list: TerminalItem[] }>(await call("/api/m/research/terminal/list", { orgId })).list;
  seminarId = ok<{ id: number }>(
    await call("/api/m/research/seminar/save", {
      kind: "seminar",
      title: "网络教研：函数的单调性",
      orgId,
      subjectId,
      hostId: await userId(t, "teacher"),
      startAt: at(-3600_000),
      endAt: at(6 * 3600_000),
    }),
  ).id;
  const templateId = await readyTemplate(t, admin, "会议评价表");
  ok(await t.call("/api/l/research/seminar/standard/save", { id: seminarId, templateId }, { as: host }));
  ok(await t.call("/api/l/research/seminar/join", { id: seminarId }, { as: member }));
});
afterAll(async () => {
  await t.services.lives.rtmp?.stop();
  await t.close();
});

const save = (body: Record<string, unknown>, as = host) => t.call("/api/l/research/meeting/save", body, { as });
const meeting = (over: Record<string, unknown> = {}) => ({
  seminarId,
  title: "第一次研讨",
  startAt: at(4 * HOUR),
  endAt: at(5 * HOUR),
  mainPlaceId: places[0],
  branchPlaceIds: [places[1]],
  ...over,
});
const detail = async (id: number, as?: string) =>
  ok<MeetingDetail>(await t.call("/api/c/meeting/detail", { id }, as ? { as } : {}));

describe("meetings", () => {
  it("are arranged by the host with venues that have terminals, as one live with a stream per venue", async () => {
    const made = await checkEndpoint<{ id: number; liveId: number }>(t, {
      url: "/api/l/research/meeting/save",
      as: host,
      body: meeting(),
      bad: { body: meeting({ title: "" }), field: "会议名称" },
      otherUser: { as: outsider },
    });
    expectBad(await save(meeting({ branchPlaceIds: [bare] })), "无终端教室");
    expectBad(await save(meeting({ mainPlaceId: 99999 })), "mainPlaceId");
    expectBad(await save(meeting({ branchPlaceIds: [places[0]] })), "branchPlaceIds");
    expectBad(await save(meeting({ endAt: at(-60_000), startAt: at(-120_000) })), "endAt");
    expectNotFound(await save(meeting({ seminarId: 99999 })));
    // Nothing half-written: only the one good meeting exists.
    const list = ok<MeetingItem[]>(await t.call("/api/c/research/meeting/list", { id: seminarId }));
    expect(list).toHaveLength(1);
    expect(list[0]?.venues.map((v) => [v.placeName, v.main])).toEqual([
      ["主会场教室", true],
      ["分会场教室", false],
    ]);
    const d = await detail(made.id, member);
    expect(d.state).toBe("upcoming");
    expect(d.venues.map((v) => v.state)).toEqual(["offline", "offline"]);
    expect(d.cannotEvaluate).toContain("尚未开始");
    expectNotFound(await t.call("/api/c/meeting/detail", { id: 99999 }));
    // The venue chooser marks places without a terminal.
    expectNoSession(await t.call("/api/l/research/meeting/places", {}));
    const options = ok<{ id: number; ready: boolean }[]>(
      await t.call("/api/l/research/meeting/places", {}, { as: host }),
    );
    expect(options.find((o) => o.id === bare)?.ready).toBe(false);
    expect(options.find((o) => o.id === places[0])?.ready).toBe(true);
    expectBad(await t.call("/api/c/meeting/detail", { id: "x" }), "编号");
  });

  it("is scored once per member with the seminar's standard; the report shows attendance and results", async () => {
    const { id, liveId } = ok<{ id: number; liveId: number }>(
      await save(meeting({ title: "评价研讨", startAt: at(5.5 * HOUR), endAt: at(6.5 * HOUR) })),
    );
    const body = { id, marks: MARKS, comment: "设计清楚" };
    const evaluate = (as: string, b: Record<string, unknown> = body) =>
      t.call("/api/l/research/meeting/evaluate", b, { as });
    expectBad(await evaluate(member), "尚未开始");
    await t.services.lives.editor.markLive(liveId);
    expect((await detail(id, member)).state).toBe("live");
    // Seminars are teachers' research: a student watching is no attendee, may not join, and
    // cannot score a meeting or contribute materials.
    expect((await detail(id, student)).canEvaluate).toBe(false);
    expectForbidden(await t.call("/api/l/research/seminar/join", { id: seminarId }, { as: student }));
    expectForbidden(await evaluate(student));
    expectForbidden(
      await t.call("/api/l/research/seminar/material/add", { seminarId, resourceIds: [1] }, { as: student }),
    );
    await checkEndpoint(t, {
      url: "/api/l/research/meeting/evaluate",
      as: member,
      body,
      bad: { body: { ...body, marks: { a1: 9 } }, field: "marks" },
      otherUser: { as: outsider },
    });
    expect((await evaluate(member)).statusCode).toBe(409);
    expectBad(await evaluate(host, { id, marks: MARKS, comment: "" }), "评语");
    expectNotFound(await evaluate(host, { ...body, id: 99999 }));
    const d = await detail(id, member);
    expect(d.mine?.total).toBe(89.2);
    expect(d.evaluations).toHaveLength(1);
    expect(d.canEvaluate).toBe(false);

    const report = await checkEndpoint<SeminarReport>(t, {
      url: "/api/l/research/seminar/report",
      as: host,
      body: { id: seminarId },
      bad: { body: { id: "x" }, field: "编号" },
      otherUser: { as: outsider },
    });
    const row = report.meetings.find((m) => m.id === id);
    expect(row?.attendees.map((a) => a.realName)).toHaveLength(1);
    expect(row?.evaluationCount).toBe(1);
    expect(row?.averageTotal).toBe(89.2);
    expect(row?.indicators.map((i) => [i.name, i.mean])).toEqual([
      ["教学设计", 34],
      ["教学实施", 55.2],
    ]);
    expectForbidden(await t.call("/api/l/research/seminar/report", { id: seminarId }, { as: student }));
    expectNoSession(await t.call("/api/l/research/meeting/evaluate", body));
  });
});

describe("booking places", () => {
  it("a place (with its terminal) holds one meeting at a time: overlaps get 409 naming the booking", async () => {
    const rival = ok<{ id: number }>(
      await t.call(
        "/api/m/research/seminar/save",
        {
          kind: "seminar",
          title: "另一教研：古诗词教学",
          orgId: (await t.send(endpoints.research.orgOptions, {}, { as: admin }))[0]?.id,
          subjectId: (await t.send(endpoints.research.subjectOptions, {}, { as: admin }))[0]?.id,
          hostId: await userId(t, "meetoutsider"),
          startAt: at(-HOUR),
          endAt: at(48 * HOUR),
        },
        { as: admin },
      ),
    ).id;
    const list = async () =>
      ok<MeetingItem[]>(await t.call("/api/c/research/meeting/list", { id: seminarId })).map((m) => m.title);
    const before = await list();
    // The other seminar's host booked the main classroom first, 8:00–9:00 from now.
    ok(
      await save(
        meeting({
          seminarId: rival,
          title: "先订的会议",
          branchPlaceIds: [],
          startAt: at(8 * HOUR),
          endAt: at(9 * HOUR),
        }),
        outsider,
      ),
    );
    const clash = await save(meeting({ title: "撞场的会议", startAt: at(8.5 * HOUR), endAt: at(9.5 * HOUR) }));
    expect(clash.statusCode, clash.body).toBe(409);
    expect(body(clash).msg).toContain("主会场教室");
    expect(body(clash).msg).toContain("另一教研：古诗词教学");
    expect(body(clash).msg).toContain("先订的会议");
    // Taking it as a branch venue is the same double booking; nothing was written by either.
    const asBranch = meeting({ mainPlaceId: places[1], branchPlaceIds: [places[0]], title: "撞场的会议" });
    expect((await save({ ...asBranch, startAt: at(7.5 * HOUR), endAt: at(8.5 * HOUR) })).statusCode).toBe(409);
    expect(await list()).toEqual(before);
    // Back to back is fine: the next meeting starts when the first ends.
    const next = await save(meeting({ title: "紧接着的会议", startAt: at(9 * HOUR + 60_000), endAt: at(10 * HOUR) }));
    ok(next);

    // Two hosts booking one classroom at once: exactly one wins, the other gets 409.
    const race = meeting({ mainPlaceId: places[2], branchPlaceIds: [], startAt: at(11 * HOUR), endAt: at(12 * HOUR) });
    const answers = await Promise.all([
      save({ ...race, title: "抢订甲" }),
      save({ ...race, seminarId: rival, title: "抢订乙" }, outsider),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe("我的教研 tasks", () => {
  it("are computed from materials, attendance and evaluations; members contribute their own resources", async () => {
    type Task = { key: string; done: boolean; progress: string };
    const tasks = await checkEndpoint<Task[]>(t, {
      url: "/api/l/research/seminar/tasks",
      as: member,
      body: { id: seminarId },
      bad: { body: { id: "x" }, field: "编号" },
      otherUser: { as: outsider },
    });
    const done = (list: Task[]) => Object.fromEntries(list.map((x) => [x.key, x.done]));
    // The member watched and scored the live meeting above, but has contributed nothing.
    expect(done(tasks)).toMatchObject({ material: false, watch: true });
    const own = await saveResource(t, member, {
      name: "我的教学设计",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: await fileOf(t, "meetmember", "video", "设计.mp4", BYTES.mp4()) }],
    });
    const others = await saveResource(t, outsider, {
      name: "别人的草稿",
      kind: 2,
      type: "VIDEO",
      files: [{ fileId: await fileOf(t, "meetoutsider", "video", "草稿.mp4", BYTES.mp4()) }],
    });
    await checkEndpoint(t, {
      url: "/api/l/research/seminar/material/add",
      as: member,
      body: { seminarId, resourceIds: [own] },
      bad: { body: { seminarId, resourceIds: [others] }, field: "resourceIds" },
      otherUser: { as: outsider },
    });
    const after = ok<Task[]>(await t.call("/api/l/research/seminar/tasks", { id: seminarId }, { as: member }));
    expect(done(after).material).toBe(true);
    expect(after.find((x) => x.key === "material")?.progress).toBe("已提交 1 份");
  });
});

describe("terminal pushes (term-{id}?key=…)", () => {
  it("feed their venue's stream within the meeting's window; a wrong key or no meeting is refused", async () => {
    const port = await t.services.lives.startRtmp(0, path.join(tmpdir(), `meet-rec-${process.pid}`));
    const main = terminals.find((x) => x.name === "主会场编码器") as TerminalItem;
    const branch = terminals.find((x) => x.name === "分会场编码器") as TerminalItem;
    const local = (u: string) => u.replace(/rtmp:\/\/[^/]+/, `rtmp://127.0.0.1:${port}`);
    const refused = async (url: string) => {
      const p = pushTestPattern(url);
      const r = await Promise.race([exited(p), new Promise((res) => setTimeout(() => res("running"), 8000))]);
      if (r === "running") p.kill("SIGKILL");
      return r !== "running";
    };
    // A terminal whose meeting starts in two hours is refused (outside the window), and a wrong key.
    const remote = terminals.find((x) => x.name === "远程编码器") as TerminalItem;
    ok(
      await save(
        meeting({
          title: "晚间研讨",
          mainPlaceId: places[2],
          branchPlaceIds: [],
          startAt: at(7200_000),
          endAt: at(9000_000),
        }),
      ),
    );
    expect(await refused(local(remote.pushUrl))).toBe(true);
    expect(await refused(local(main.pushUrl).replace(/key=\w+/, "key=deadbeef"))).toBe(true);
    // Pushes go to the earliest meeting within its window using the terminals' places.
    const { id } = ok<{ id: number }>(
      await save(meeting({ title: "推流研讨", startAt: at(-60_000), endAt: at(HOUR) })),
    );

    const a = pushTestPattern(local(main.pushUrl));
    const b = pushTestPattern(local(branch.pushUrl));
    try {
      await expect
        .poll(async () => (await detail(id, member)).venues.map((v) => v.state).join(), { timeout: 20_000 })
        .toBe("online,online");
      const d = await detail(id, member);
      expect(d.state).toBe("live");
      const flv = d.venues[0]?.flv as string;
      expect(flv).toMatch(/\/live-\d+-v1\.flv\?token=/);
      const res = await fetch(new URL(flv, await t.app.listen({ port: 0, host: "127.0.0.1" })));
      expect(res.status).toBe(200);
      const reader = res.body?.getReader();
      const first = await reader?.read();
      expect(
        Buffer.from(first?.value ?? [])
          .subarray(0, 3)
          .toString(),
      ).toBe("FLV");
      await reader?.cancel();
      // Both venues are recorded (HLS and the recorder read the venue streams like a live's).
      await new Promise((r) => setTimeout(r, 5000));
      // The branch venue drops: it is marked, the main venue goes on.
      b.kill("SIGKILL");
      await expect
        .poll(async () => (await detail(id, member)).venues.map((v) => v.state).join(), { timeout: 15_000 })
        .toBe("online,dropped");
      expect((await detail(id, member)).state).toBe("live");
    } finally {
      a.kill("SIGKILL");
      b.kill("SIGKILL");
    }
  }, 120_000);
});
