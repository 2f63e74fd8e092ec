import { deflateSync } from "node:zlib";
import {
  type AssignmentItem,
  type CollectItem,
  type CourseCard,
  type CourseDetail,
  endpoints,
  type ListResult,
  type LiveList,
  type NoticeList,
  type ResourceDetail,
  type SectionResources,
  type SubmissionDetail,
  type UserInfo,
} from "@otp/contract";
import type { APIRequestContext, Page } from "playwright-core";
import { request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, baseUrl, type Session } from "../support/browser";
import { expectNoSideScroll, expectTouchTargets, loginOnPhone, phoneSuite } from "../support/phone";

/**
 * The personal pages on a phone (/user/*) with a student of their own (no other spec writes
 * s0123's rows): handing in an assignment with a photo, the refusal of a non-picture before
 * anything is sent, favourites, notices, live reservations, the profile, and the offline banner.
 */

const STUDENT = "s0123";
const TITLE = "手机拍照作业：杠杆实验记录（e2e）";

/** A real PNG of `width`×`height` (stripes, so it is no blank picture), made here with zlib. */
function makePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const on = Math.floor(x / 40) % 2 === 0;
      rows[row + 1 + x * 3] = on ? 22 : 240;
      rows[row + 2 + x * 3] = on ? 119 : 240;
      rows[row + 3 + x * 3] = on ? 255 : 240;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const ep = endpoints;

async function checkLayout(page: Page) {
  await expectNoSideScroll(page, 360);
  await expectTouchTargets(page, 44);
}

describe("personal pages on the phone", () => {
  const phones = phoneSuite();
  let s: Session;
  let student: APIRequestContext;
  let me: UserInfo;
  let assignmentId: number;

  beforeAll(async () => {
    student = await apiSession(STUDENT);
    me = await apiCall<UserInfo>(student, ep.user.info.path);
    // The demo teacher sets an assignment for the student's class that takes pictures.
    const teacher = await apiSession("teacher");
    const saved = await apiCall<{ id: number }>(teacher, ep.assignment.save.path, {
      title: TITLE,
      instructions: "把实验记录拍照上传，每页一张。",
      classIds: [me.classId],
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      fileKinds: ["image"],
    });
    await teacher.dispose();
    assignmentId = saved.id;
  });

  afterAll(async () => {
    await student?.dispose();
  });

  it("a visitor is asked to log in", async () => {
    s = await phones.open("iPhone 13");
    await s.page.goto("/user/my-assignment");
    await s.page.getByRole("link", { name: "去登录" }).waitFor();
    expect(s.page.url()).toContain("/user/my-assignment");
  });

  it("refuses a non-picture before sending anything, then hands in a photo", async () => {
    s = await phones.open("Pixel 7");
    const { page } = s;
    await loginOnPhone(page, STUDENT);
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === ep.file.upload.path) uploads.push(r.url());
    });
    await page.goto("/user/my-assignment");
    await page.getByRole("link", { name: new RegExp(TITLE) }).click();
    await page.getByRole("heading", { name: TITLE }).waitFor();
    await page.getByRole("heading", { name: "提交作业" }).waitFor();
    const camera = page.getByTestId("photo-camera");
    expect(await camera.getAttribute("capture")).toBe("environment");
    expect(await camera.getAttribute("accept")).toBe("image/*");

    // A document, then a text file dressed as a JPEG: both refused on the phone, nothing sent.
    const library = page.getByTestId("photo-library");
    await library.setInputFiles({
      name: "实验记录.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n"),
    });
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("只能上传图片");
    await library.setInputFiles({ name: "假图片.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture") });
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("只能上传图片");
    expect(uploads).toEqual([]);
    expect(await page.getByRole("list", { name: "待提交的图片" }).count()).toBe(0);

    // A wide photo (3000 px): down-scaled to 2560 and sent as JPEG; a small one kept as it is.
    const chosen = page.getByRole("list", { name: "待提交的图片" }).getByRole("listitem");
    await camera.setInputFiles({ name: "第1页.png", mimeType: "image/png", buffer: makePng(3000, 400) });
    // As a person would: the buttons are off while the big photo is being down-scaled.
    await expect.poll(() => chosen.count()).toBe(1);
    await library.setInputFiles({ name: "第2页.png", mimeType: "image/png", buffer: makePng(200, 120) });
    await expect.poll(() => chosen.count()).toBe(2);
    // One removed again, another added.
    await page.getByRole("button", { name: "移除第2张图片" }).click();
    await expect.poll(() => chosen.count()).toBe(1);
    await library.setInputFiles({ name: "第3页.png", mimeType: "image/png", buffer: makePng(300, 200) });
    await expect.poll(() => chosen.count()).toBe(2);
    await page.getByLabel("作业内容").fill("两页实验记录见图片。");
    await checkLayout(page);
    expect(uploads).toEqual([]);

    await page.getByRole("button", { name: "提交", exact: true }).click();
    await page.getByRole("heading", { name: "我的作业" }).waitFor();
    await page.getByText("待批阅").first().waitFor();
    expect(uploads).toHaveLength(2);
    await page.getByRole("list", { name: "我提交的图片" }).getByRole("listitem").nth(1).waitFor();

    const mine = await apiCall<SubmissionDetail | null>(student, ep.assignment.submission.mine.path, { assignmentId });
    expect(mine?.state).toBe("submitted");
    expect(mine?.content).toBe("两页实验记录见图片。");
    expect(mine?.files.map((f) => [f.name, f.kind])).toEqual([
      ["第1页.jpg", "image"],
      ["第3页.png", "image"],
    ]);
    const list = await apiCall<ListResult<AssignmentItem>>(student, ep.assignment.forStudent.path, { pageSize: 50 });
    expect(list.list.find((a) => a.id === assignmentId)?.myState).toBe("submitted");
  });

  it("lists favourites and removes one; opens a notice and marks all read", async () => {
    // Two favourites the student can open: a public course and a public resource.
    const guest = await request.newContext({ baseURL: baseUrl() });
    const course = (
      await apiCall<ListResult<{ id: number; name: string }>>(guest, ep.course.list.path, { pageSize: 1 })
    ).list[0];
    const resource = (
      await apiCall<ListResult<{ id: number; name: string }>>(guest, ep.resource.list.path, { pageSize: 1 })
    ).list[0];
    await guest.dispose();
    if (!course || !resource) throw new Error("the demo school has no public course or resource");
    const collected = await apiCall<ListResult<CollectItem>>(student, ep.collect.list.path, { pageSize: 100 });
    for (const [targetType, targetId] of [
      ["course", course.id],
      ["resource", resource.id],
    ] as const) {
      if (!collected.list.some((c) => c.targetType === targetType && c.targetId === targetId)) {
        await apiCall(student, ep.collect.toggle.path, { targetType, targetId });
      }
    }

    s = await phones.open("iPhone 13");
    const { page } = s;
    await loginOnPhone(page, STUDENT);
    await page.goto("/user/collect");
    const courseRow = page.locator(".me-row", { hasText: course.name });
    await courseRow.waitFor();
    await checkLayout(page);
    await page.getByRole("tab", { name: "资源" }).click();
    await page.locator(".me-row", { hasText: resource.name }).waitFor();
    await page.getByRole("tab", { name: "课程" }).click();
    await courseRow.getByRole("button", { name: "取消收藏" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await courseRow.waitFor({ state: "detached" });
    const after = await apiCall<ListResult<CollectItem>>(student, ep.collect.list.path, { targetType: "course" });
    expect(after.list.some((c) => c.targetId === course.id)).toBe(false);

    // The new assignment's notice: unread, opened by a tap, then read.
    await page.goto("/user/notice");
    const notice = page.locator(".me-notice", { hasText: TITLE }).first();
    await notice.waitFor();
    expect(await notice.textContent()).toContain("未读：");
    await checkLayout(page);
    await notice.click();
    await expect.poll(() => notice.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(async () => (await notice.textContent()) ?? "").not.toContain("未读：");
    await page.getByRole("button", { name: "全部已读" }).click();
    await expect
      .poll(async () => (await apiCall<NoticeList>(student, ep.notice.list.path, { pageSize: 1 })).unread)
      .toBe(0);
    await expect.poll(() => page.locator(".me-dot:not(.me-dot-off)").count()).toBe(0);
  });

  it("shows the live reservations and drops one; saves the profile", async () => {
    // A live to come that the student may reserve (some are only for other classes).
    const lives = await apiCall<LiveList>(student, ep.live.list.path, { status: 1, pageSize: 50 });
    let live: LiveList["list"][number] | undefined;
    for (const l of lives.list.filter((x) => !x.cancelled)) {
      const ok = await apiCall(student, ep.live.reserve.path, { id: l.id, reserve: true }).then(
        () => true,
        () => false,
      );
      if (ok) {
        live = l;
        break;
      }
    }
    if (!live) throw new Error("the demo school has no live to come that the student may reserve");

    s = await phones.open("Pixel 7");
    const { page } = s;
    await loginOnPhone(page, STUDENT);
    await page.goto("/user/reservation-live");
    const row = page.locator(".me-row", { hasText: live.name });
    await row.waitFor();
    expect(await row.getByRole("link").getAttribute("href")).toBe(`/live/wap/${live.id}`);
    await checkLayout(page);
    await row.getByRole("button", { name: "取消预约" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
    await row.waitFor({ state: "detached" });
    const left = await apiCall<LiveList>(student, ep.live.reservations.path, { pageSize: 50 });
    expect(left.list.some((l) => l.id === live.id)).toBe(false);

    await page.goto("/user/personal-information");
    const phone = page.getByLabel("手机号");
    await phone.waitFor();
    await checkLayout(page);
    await phone.fill("123");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByRole("alert").filter({ hasText: "手机号格式不正确" }).waitFor();
    const number = `139${String(Date.now()).slice(-8)}`;
    await phone.fill(number);
    await page.getByLabel("个人简介").fill("喜欢做物理实验。");
    await page.getByRole("button", { name: "保存" }).click();
    await expect.poll(async () => (await apiCall<UserInfo>(student, ep.user.info.path)).phone).toBe(number);
    expect((await apiCall<UserInfo>(student, ep.user.info.path)).intro).toBe("喜欢做物理实验。");
  });

  it("resumes where the student stopped (继续学习) and lists the courses they learn", async () => {
    // A position in the first video of the student's first course, saved as the player saves it.
    const courses = await apiCall<ListResult<CourseCard>>(student, ep.course.learnList.path, { pageSize: 10 });
    let saved: { course: CourseCard; sectionId: number; resource: ResourceDetail } | undefined;
    for (const course of courses.list) {
      const detail = await apiCall<CourseDetail>(student, ep.course.detail.path, { courseId: course.id });
      for (const section of detail.chapters.flatMap((c) => c.sections).filter((x) => x.resourceCount > 0)) {
        const res = await apiCall<SectionResources>(student, ep.course.section.resources.path, {
          courseId: course.id,
          sectionId: section.id,
        });
        const resource = res.list.find((r) => r.fileList.length > 0);
        if (resource) {
          saved = { course, sectionId: section.id, resource };
          break;
        }
      }
      if (saved) break;
    }
    if (!saved) throw new Error("the student's courses have no resource with a file");
    const file = saved.resource.fileList[0] as ResourceDetail["fileList"][number];
    await apiCall(student, ep.learning.progress.save.path, {
      resourceId: saved.resource.id,
      fileId: file.id,
      second: 12,
      courseId: saved.course.id,
      sectionId: saved.sectionId,
    });

    s = await phones.open("Pixel 7");
    const { page } = s;
    await loginOnPhone(page, STUDENT);
    await page.goto("/user/my-course");
    const resume = page.getByRole("link", { name: new RegExp(saved.resource.name) }).first();
    await resume.waitFor();
    expect(await resume.getAttribute("href")).toBe(
      `/course/${saved.course.id}/${saved.sectionId}?resourceId=${saved.resource.id}&second=12`,
    );
    expect(await resume.textContent()).toContain("学到 0:12");
    await checkLayout(page);
    await page.getByRole("tab", { name: "我的课程" }).click();
    const courseLink = page.locator(`a[href="/course/${saved.course.id}"]`).first();
    await courseLink.waitFor();
    expect(await courseLink.textContent()).toContain(saved.course.name);
  });

  it("says the phone is offline and still shows the list it loaded", async () => {
    s = await phones.open("iPhone 13");
    const { page, context } = s;
    await loginOnPhone(page, STUDENT);
    // Opened from 我的 and back again: moves inside the app, no page loads.
    await page.goto("/user");
    await page.locator(".adm-list-item", { hasText: "我的作业" }).click();
    await page.getByRole("link", { name: new RegExp(TITLE) }).waitFor();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/user");
    await context.setOffline(true);
    await page.getByText("网络已断开").waitFor();
    await page.locator(".adm-list-item", { hasText: "我的作业" }).click();
    await page.waitForURL((u) => u.pathname === "/user/my-assignment");
    await page.getByRole("link", { name: new RegExp(TITLE) }).waitFor();
    await page.getByText("网络已断开").waitFor();
    await context.setOffline(false);
  });
});
