import { endpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.js";
import { seedDemoContent } from "./demo-content.js";

/**
 * The demo fills the screens a visitor opens first (issue 23 item 21): seeded as a fresh start
 * does (placeholder media), each screen's endpoint returns rows for the account that uses it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoContent(t.db, t.services, { media: false });
}, 600_000);
afterAll(() => t.close());

describe("demo screens are not empty", () => {
  it("教学班级 lists teaching classes with their teachers (admin)", async () => {
    const admin = await t.login("admin");
    const r = await t.send(endpoints.base.class.list, { pageNo: 1, pageSize: 50, kind: "teaching" }, { as: admin });
    expect(r.count).toBeGreaterThanOrEqual(3);
    expect(r.list.every((c) => c.kind === "teaching" && c.teacherId)).toBe(true);
    const teacher = await t.services.users.findByAccount("teacher");
    expect(r.list.some((c) => c.teacherId === teacher?.id)).toBe(true);
  });

  it("优秀作业: recommended work the students agreed to show, each page opens (public)", async () => {
    const r = await t.send(endpoints.assignment.recommend.list, { pageNo: 1, pageSize: 20 });
    expect(r.count).toBeGreaterThanOrEqual(2);
    for (const s of r.list) {
      const d = await t.send(endpoints.assignment.recommend.detail, { id: s.id });
      expect(d.score).not.toBeNull();
    }
  });

  it("预习材料 has published plans for the demo student", async () => {
    const student = await t.login("student");
    const r = await t.send(endpoints.prepare.preview.list, {}, { as: student });
    expect(r.length).toBeGreaterThanOrEqual(1);
  });

  it("任务协助 lists the supervision tasks the demo teacher assists with", async () => {
    const teacher = await t.login("teacher");
    const r = await t.send(endpoints.supervise.task.assisted, { pageNo: 1, pageSize: 20 }, { as: teacher });
    expect(r.count).toBeGreaterThanOrEqual(1);
  });

  it("活动视频 in the personal centre has the demo teacher's activity videos", async () => {
    const teacher = await t.login("teacher");
    const r = await t.send(endpoints.resource.myList, { pageNo: 1, pageSize: 20, kind: 6 }, { as: teacher });
    expect(r.count).toBeGreaterThanOrEqual(1);
  });

  it("every demo seminar has its evaluation standard", async () => {
    const r = await t.send(endpoints.research.seminar.list, { pageNo: 1, pageSize: 20 });
    expect(r.count).toBeGreaterThanOrEqual(1);
    for (const c of r.list) {
      const d = await t.send(endpoints.research.seminar.detail, { id: c.id });
      expect([d.title, d.templateName]).toEqual([d.title, expect.stringMatching(/.+/)]);
      // The meeting page shows the same standard and lets members score with it.
      for (const m of await t.send(endpoints.research.meeting.list, { id: c.id })) {
        const md = await t.send(endpoints.research.meeting.detail, { id: m.id });
        expect(md.templateName).toBe(d.templateName);
      }
    }
  });
});
