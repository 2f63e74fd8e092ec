import type { CurriculumList, TimetableWeek } from "@otp/contract";
import { TIMETABLE_COLUMNS, TOKEN_NAME } from "@otp/contract";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTeacher, userId } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, expectNoSession, ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { lives } from "../live/live.tables.js";

let t: TestApp;
let admin: string;
let teacher: string;
let student: string;
let other: string;
let className: string;
let classId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  teacher = await t.login("teacher");
  student = await t.login("student");
  other = await newTeacher(t, admin, "ttother");
  classId = (await t.services.users.info(await userId(t, "student"))).classId as number;
  className = (await t.services.base.classNames([classId])).get(classId) as string;
});
afterAll(() => t.close());

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("课程表");
  ws.addRow([...TIMETABLE_COLUMNS]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(as: string | null, bytes: Buffer) {
  const boundary = "----timetabletest";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="课表.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/l/curriculum/import",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-requested-with": "XMLHttpRequest",
      ...(as ? { cookie: `${TOKEN_NAME}=${as}` } : {}),
    },
    payload,
  });
}

const good = () => [
  ["周一", 1, "08:00", "08:45", "高一物理", className, "teacher", "教学楼201", 1, 18],
  ["周三", 3, "10:00", "10:45", "高一物理", className, "teacher", "实验楼102", "", ""],
  ["5", 2, "08:55", "09:40", "数学", className, "t001", "教学楼201", 1, 18],
];

describe("timetable import", () => {
  it("gives a template to administrators only", async () => {
    const get = (as: string) =>
      t.app.inject({ method: "GET", url: "/api/l/curriculum/template", headers: { cookie: `${TOKEN_NAME}=${as}` } });
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0]?.getRow(1).values as string[]).slice(1)).toEqual([...TIMETABLE_COLUMNS]);
    expect((await get(teacher)).statusCode).toBe(403);
  });

  it("refuses a file with errors row by row and writes nothing", async () => {
    const bad = await xlsx([
      ["周八", 1, "08:00", "08:45", "高一物理", className, "teacher", "", 1, 18],
      ["周一", 1, "08:00", "07:45", "", "不存在的班", "student", "", 1, 18],
      ["周二", 1, "08:00", "08:45", "物理", className, "teacher", "", 1, 18],
      ["周二", 1, "08:00", "08:45", "化学", className, "t002", "", 5, 6],
    ]);
    const res = await upload(admin, bad);
    expectBad(res, "file");
    const msg = body(res).msg as string;
    expect(msg).toContain("第2行：星期“周八”无效");
    expect(msg).toContain(
      "第3行：结束时间应晚于开始时间；课程为空；班级“不存在的班”不存在；教师账号“student”不存在或不是教师",
    );
    expect(msg).toContain("第5行：与第4行时间冲突（同一班级同一星期同一节次）");
    expect(msg).not.toContain("第4行：");
    expect(ok<CurriculumList>(await t.call("/api/l/curriculum/list", {}, { as: admin })).count).toBe(0);
    expectBad(await upload(admin, Buffer.from("not a workbook")), "file");
    expectForbidden(await upload(teacher, await xlsx(good())));
    expectNoSession(await upload(null, await xlsx(good())));
  });

  it("imports a valid file in one go; the teacher and the class's students see it", async () => {
    const res = ok<{ imported: number; classes: number }>(await upload(admin, await xlsx(good())));
    expect(res).toEqual({ imported: 3, classes: 1 });
    const list = ok<CurriculumList>(await t.call("/api/l/curriculum/list", { classId }, { as: admin }));
    expect(list.list.map((e) => [e.weekday, e.period, e.courseName, e.weekEnd])).toEqual([
      [1, 1, "高一物理", 18],
      [3, 3, "高一物理", 30],
      [5, 2, "数学", 18],
    ]);
    // Importing the class again replaces its lessons.
    ok(await upload(admin, await xlsx(good().slice(0, 2))));
    expect(ok<CurriculumList>(await t.call("/api/l/curriculum/list", {}, { as: admin })).count).toBe(2);

    const week = await checkEndpoint<TimetableWeek>(t, {
      url: "/api/l/timetable/week",
      as: teacher,
      body: { week: 3 },
      bad: { body: { week: 99 }, field: "week" },
    });
    expect(week.viewer).toBe("teacher");
    expect(week.term?.name).toBe("2026-2027学年第一学期");
    expect(week.monday).toBe("2026-09-14");
    expect(week.entries.map((e) => [e.weekday, e.courseName, e.className])).toEqual([
      [1, "高一物理", className],
      [3, "高一物理", className],
    ]);
    const mine = ok<TimetableWeek>(await t.call("/api/l/timetable/week", { week: 3 }, { as: student }));
    expect(mine.viewer).toBe("student");
    expect(mine.className).toBe(className);
    expect(mine.entries.map((e) => e.teacherId)).toEqual([await userId(t, "teacher"), await userId(t, "teacher")]);
    expect(mine.entries).toHaveLength(2);
    // Week 19 is past the first lesson's last week.
    expect(
      ok<TimetableWeek>(await t.call("/api/l/timetable/week", { week: 19 }, { as: student })).entries,
    ).toHaveLength(1);
    // Another teacher has no lessons.
    expect(ok<TimetableWeek>(await t.call("/api/l/timetable/week", { week: 3 }, { as: other })).entries).toEqual([]);
  });

  it("shows the week's lives open to the class", async () => {
    const teacherId = await userId(t, "teacher");
    const [live] = await t.db
      .insert(lives)
      .values({
        name: "电磁感应直播课",
        teacherId,
        startAt: new Date("2026-09-16T14:00:00+08:00"),
        endAt: new Date("2026-09-16T14:45:00+08:00"),
        classIds: [classId],
        streamKey: "timetable-test-key",
        keyExpiresAt: new Date("2027-01-01T00:00:00Z"),
      })
      .returning({ id: lives.id });
    const week = ok<TimetableWeek>(await t.call("/api/l/timetable/week", { week: 3 }, { as: student }));
    expect(week.lives).toEqual([expect.objectContaining({ id: live?.id, name: "电磁感应直播课", weekday: 3 })]);
    expect(ok<TimetableWeek>(await t.call("/api/l/timetable/week", { week: 4 }, { as: student })).lives).toEqual([]);
    expect(ok<TimetableWeek>(await t.call("/api/l/timetable/week", { week: 3 }, { as: teacher })).lives).toHaveLength(
      1,
    );
  });

  it("lets administrators correct one lesson with the import's checks and a clash check", async () => {
    const list = ok<CurriculumList>(await t.call("/api/l/curriculum/list", { classId }, { as: admin }));
    const monday = list.list.find((e) => e.weekday === 1) as CurriculumList["list"][number];
    const wednesday = list.list.find((e) => e.weekday === 3) as CurriculumList["list"][number];
    expect(wednesday.teacherAccount).toBe("teacher");
    const edit = {
      id: wednesday.id,
      weekday: 2,
      period: 2,
      startTime: "08:55",
      endTime: "09:40",
      teacherAccount: "ttother",
      place: "实验楼305",
      weekStart: 1,
      weekEnd: 16,
    };
    await checkEndpoint(t, {
      url: "/api/l/curriculum/save",
      as: admin,
      body: edit,
      bad: { body: { ...edit, weekday: 8 }, field: "weekday" },
      wrongRole: teacher,
    });
    expectBad(await t.call("/api/l/curriculum/save", { ...edit, endTime: "08:30" }, { as: admin }), "endTime");
    expectBad(await t.call("/api/l/curriculum/save", { ...edit, startTime: "8点" }, { as: admin }), "startTime");
    expectBad(
      await t.call("/api/l/curriculum/save", { ...edit, teacherAccount: "student" }, { as: admin }),
      "teacherAccount",
    );
    expectBad(await t.call("/api/l/curriculum/save", { ...edit, weekStart: 10, weekEnd: 5 }, { as: admin }), "weekEnd");
    expect((await t.call("/api/l/curriculum/save", { ...edit, id: 999999 }, { as: admin })).statusCode).toBe(404);
    // Moving it onto the class's Monday first period clashes (409) and changes nothing.
    const clash = await t.call("/api/l/curriculum/save", { ...edit, weekday: 1, period: 1 }, { as: admin });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).msg).toContain("该班级在周一第1节已有“高一物理”");
    const after = ok<CurriculumList>(await t.call("/api/l/curriculum/list", { classId }, { as: admin })).list;
    expect(after.find((e) => e.id === wednesday.id)).toMatchObject({
      weekday: 2,
      period: 2,
      startTime: "08:55",
      place: "实验楼305",
      teacherAccount: "ttother",
      weekEnd: 16,
    });
    expect(after.find((e) => e.id === monday.id)?.weekday).toBe(1);
    // The new teacher already teaches another class on 周二 第3节: moving there clashes for the teacher.
    const classes = ok<{ id: number; name: string }[]>(await t.call("/api/kv/class/list", {}, { as: admin }));
    const otherClass = classes.find((c) => c.id !== classId) as { id: number; name: string };
    const file = await xlsx([["周二", 3, "10:00", "10:45", "高一化学", otherClass.name, "ttother", "", 1, 18]]);
    expect(ok<{ imported: number }>(await upload(admin, file)).imported).toBe(1);
    const busy = await t.call(
      "/api/l/curriculum/save",
      { ...edit, period: 3, startTime: "10:00", endTime: "10:45" },
      { as: admin },
    );
    expect(busy.statusCode).toBe(409);
    expect(body(busy).msg).toContain("该教师在周二第3节已有“高一化学”");
    ok(
      await t.call(
        "/api/l/curriculum/delete",
        {
          ids: ok<CurriculumList>(
            await t.call("/api/l/curriculum/list", { classId: otherClass.id }, { as: admin }),
          ).list.map((e) => e.id),
        },
        { as: admin },
      ),
    );
  });

  it("lets administrators delete entries", async () => {
    const list = ok<CurriculumList>(await t.call("/api/l/curriculum/list", {}, { as: admin }));
    const ids = list.list.map((e) => e.id);
    await checkEndpoint(t, {
      url: "/api/l/curriculum/delete",
      as: admin,
      body: { ids },
      bad: { body: { ids: [] }, field: "ids" },
      wrongRole: teacher,
    });
    expect(ok<CurriculumList>(await t.call("/api/l/curriculum/list", {}, { as: admin })).count).toBe(0);
    expectForbidden(await t.call("/api/l/curriculum/list", {}, { as: student }));
  });
});
