import {
  type ActivityCard,
  type ActivityResultItem,
  type AnnouncementDetail,
  type AnnouncementList,
  type AreaPic,
  type CourseCard,
  type CourseDetail,
  type CourseMenuSetting,
  endpoints,
  type ListResult,
  type TeacherCard,
  type TeacherDetail,
} from "@otp/contract";
import { type APIRequestContext, type Page, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCall, apiSession, screenshot } from "../support/browser";
import { expectNoSideScroll, expectTouchTargets, loginOnPhone, mobileUrl, PHONES, phoneSuite } from "../support/phone";

/**
 * The phone's content pages with the demo data: the portal's sections lead to a course and its
 * chapters, the catalogue's menu tabs filter, search finds a course by a word of its name,
 * announcements, famous teachers and activities open; a school-only course asks a visitor to log
 * in. Every expectation is read from the API first. Read-only, except one search history in the
 * phone's own storage; the login is student s0193 (of this file only).
 */

const STUDENT = "s0193";

let guest: APIRequestContext;
let student: APIRequestContext;

beforeAll(async () => {
  guest = await request.newContext({ baseURL: mobileUrl() });
  student = await apiSession(STUDENT);
});
afterAll(async () => {
  await guest?.dispose();
  await student?.dispose();
});

const call = <T>(path: string, body: object = {}, api = guest) => apiCall<T>(api, path, body);

/** The layout checks every page of this file passes: no sideways scroll at 360 px, thumb-sized targets. */
async function expectPhoneLayout(page: Page, shot: string): Promise<void> {
  await expectNoSideScroll(page, 360);
  await expectTouchTargets(page, 44);
  await screenshot(page, shot);
}

describe.each(PHONES)("phone content pages on %s", (phone) => {
  const suite = phoneSuite();
  const tag = phone.replace(/\W+/g, "-").toLowerCase();

  it("portal: the configured sections in order, a hot course, its chapters and sections", async () => {
    const modules = await call<AreaPic[]>(endpoints.site.area.indexList.path);
    const courseModule = modules
      .filter((m) => m.isUsing)
      .sort((a, b) => a.displayIndex - b.displayIndex)
      .find((m) => m.content === "course");
    expect(courseModule, "the demo portal has a course section").toBeDefined();
    const hot = await call<ListResult<CourseCard>>(endpoints.course.list.path, { pageNo: 1, pageSize: 4, sort: "hot" });
    const course = hot.list[0] as CourseCard;
    const detail = await call<CourseDetail>(endpoints.course.detail.path, { courseId: course.id });
    const chapter = detail.chapters.find((c) => c.sections.length > 0);
    expect(chapter).toBeDefined();

    const { page } = await suite.open(phone);
    await page.goto("/portal");
    const section = page.getByRole("region", { name: courseModule?.name });
    await section.getByRole("link", { name: course.name }).waitFor();
    // Switched-off modules stay away; the headings follow displayIndex.
    const headings = await page.locator(".m-section-head h2").allTextContents();
    const expected = modules
      .filter((m) => m.isUsing && m.content !== "banner")
      .sort((a, b) => a.displayIndex - b.displayIndex)
      .map((m) => m.name);
    expect(headings).toEqual(expected);
    await expectPhoneLayout(page, `mobile-portal-${tag}`);

    await section.getByRole("link", { name: course.name }).click();
    await page.waitForURL(new RegExp(`/course/${course.id}$`));
    await page.getByRole("heading", { name: course.name, level: 2 }).waitFor();
    const first = chapter?.sections[0];
    const link = page.getByRole("link", { name: new RegExp(literal(first?.title ?? "")) }).first();
    if (!(await link.isVisible())) await page.getByText(chapter?.title ?? "", { exact: true }).click();
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/course/${course.id}/${first?.id}`);
    await expectPhoneLayout(page, `mobile-course-${tag}`);
  });

  it("catalogue: all courses, then a course menu's tab lists only its courses", async () => {
    const menu = await call<CourseMenuSetting>(endpoints.course.menu.path, { menu: 1 });
    expect(menu.binding, "the demo data binds course menu 1").not.toBeNull();
    const key = menu.binding === "category" ? "categoryId" : menu.binding === "courseType" ? "courseTypeId" : "orgId";
    const all = await call<ListResult<CourseCard>>(endpoints.course.list.path, { pageNo: 1, pageSize: 12 });
    const inMenu = await call<ListResult<CourseCard>>(endpoints.course.list.path, {
      pageNo: 1,
      pageSize: 12,
      [key]: menu.targetId,
    });
    expect(inMenu.count).toBeGreaterThan(0);
    expect(inMenu.count).toBeLessThan(all.count);

    const { page } = await suite.open(phone);
    await page.goto("/course");
    await page.getByRole("link", { name: all.list[0]?.name }).first().waitFor();
    await expectPhoneLayout(page, `mobile-catalogue-${tag}`);
    await page.getByRole("tab", { name: menu.title }).click();
    await page.waitForURL(/[?&]menu=1\b/);
    await page
      .getByText(`共 ${inMenu.count} 条，已经到底了`)
      .or(page.getByRole("link", { name: inMenu.list[0]?.name }))
      .first()
      .waitFor();
    const names = await page.locator(".m-card-title").allTextContents();
    expect(names.slice(0, inMenu.list.length)).toEqual(inMenu.list.map((c) => c.name));
    // The address opens the same tab again.
    await page.goto("/course?menu=1");
    await page.getByRole("link", { name: inMenu.list[0]?.name }).first().waitFor();
    expect(await page.getByRole("tab", { name: menu.title }).getAttribute("aria-selected")).toBe("true");
  });

  it("search: a word of a course's name finds it; the word is kept as a recent search", async () => {
    const courses = await call<ListResult<CourseCard>>(endpoints.course.list.path, { pageNo: 1, pageSize: 1 });
    const course = courses.list[0] as CourseCard;
    // The part after the grade (高一语文：唐诗宋词鉴赏 → 唐诗宋词), or the first characters.
    const word = (course.name.split(/[：:]/).pop() ?? course.name).slice(0, 4);

    const { page } = await suite.open(phone);
    await page.goto("/portal");
    await page.getByRole("link", { name: "搜索课程、资源、直播、教师" }).click();
    await page.waitForURL(/\/search$/);
    const box = page.getByPlaceholder("输入课程、资源、直播或教师名称");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill(word);
    await box.press("Enter");
    await page.waitForURL(/[?&]q=/);
    const hit = page.getByRole("link", { name: new RegExp(literal(course.name)) });
    await hit.first().waitFor();
    expect(await hit.first().getAttribute("href")).toBe(`/course/${course.id}`);
    await expectPhoneLayout(page, `mobile-search-${tag}`);

    await page.goto("/search");
    await page.getByRole("button", { name: word }).click();
    await hit.first().waitFor();
  });

  it("announcements: the list, then one with its text and attachments", async () => {
    const list = await call<AnnouncementList>(endpoints.announcement.list.path, { pageNo: 1, pageSize: 10 });
    const card = list.list.find((a) => a.attachmentCount > 0) ?? list.list[0];
    expect(card).toBeDefined();
    const a = await call<AnnouncementDetail>(endpoints.announcement.detail.path, { id: card?.id });

    const { page } = await suite.open(phone);
    await page.goto("/announcement");
    await page.getByRole("link", { name: new RegExp(literal(a.title)) }).click();
    await page.waitForURL(new RegExp(`/announcement/${a.id}$`));
    await page.getByRole("heading", { name: a.title }).waitFor();
    const text =
      a.content
        .replace(/<[^>]*>/g, " ")
        .trim()
        .split(/\s+/)[0] ?? "";
    await page.locator(".m-rich").getByText(text).first().waitFor();
    for (const f of a.attachments) {
      const link = page.getByRole("link", { name: new RegExp(literal(f.name)) });
      expect(await link.getAttribute("href")).toBe(`/api/c/announcement/${a.id}/file/${f.id}`);
    }
    await expectPhoneLayout(page, `mobile-announcement-${tag}`);
  });

  it("famous teachers: the list, then a profile with their courses", async () => {
    const list = await call<ListResult<TeacherCard>>(endpoints.teacher.list.path, { pageNo: 1, pageSize: 12 });
    const t = list.list[0] as TeacherCard;
    const detail = await call<TeacherDetail>(endpoints.teacher.detail.path, { id: t.id });

    const { page } = await suite.open(phone);
    await page.goto("/teacher");
    await page.getByRole("link", { name: new RegExp(literal(t.realName)) }).click();
    await page.waitForURL(new RegExp(`/teacher/${t.id}$`));
    await page.getByRole("heading", { name: t.realName, level: 2 }).waitFor();
    for (const c of detail.courses.list) await page.getByRole("link", { name: new RegExp(literal(c.name)) }).waitFor();
    await expectPhoneLayout(page, `mobile-teacher-${tag}`);
  });

  it("activities: the stage tabs, an activity's results open the works", async () => {
    const all = await call<ListResult<ActivityCard>>(endpoints.activity.list.path, { pageNo: 1, pageSize: 50 });
    const done = all.list.find((a) => a.stage === "results" || a.stage === "archived");
    expect(done, "the demo data has an activity with results").toBeDefined();
    const results = await call<ActivityResultItem[]>(endpoints.activity.results.path, { id: done?.id });

    const { page } = await suite.open(phone);
    await page.goto("/activity");
    await page.getByRole("link", { name: new RegExp(literal(done?.name ?? "")) }).waitFor();
    await page.getByRole("tab", { name: done?.stageLabel }).click();
    await page.waitForURL(/[?&]stage=/);
    await page
      .getByText(/^共 \d+ 条/)
      .first()
      .waitFor();
    const names = await page.locator(".m-act-title").allTextContents();
    expect(names.every((n) => n.startsWith(done?.stageLabel ?? ""))).toBe(true);
    await expectPhoneLayout(page, `mobile-activities-${tag}`);

    await page.getByRole("link", { name: new RegExp(literal(done?.name ?? "")) }).click();
    await page.waitForURL(new RegExp(`/activity/${done?.id}/introduction$`));
    await page.getByRole("tab", { name: "评比结果" }).click();
    await page.waitForURL(new RegExp(`/activity/${done?.id}/results$`));
    const first = results[0] as ActivityResultItem;
    const row = page.getByRole("link", { name: new RegExp(literal(first.title)) }).first();
    await row.waitFor();
    expect(await row.getAttribute("href")).toBe(`/resource/${first.resourceId}`);
    await expectPhoneLayout(page, `mobile-activity-${tag}`);
  });

  it("a school-only course asks a visitor to log in, and opens after logging in", async () => {
    const mine = await call<ListResult<CourseCard>>(endpoints.course.list.path, { pageNo: 1, pageSize: 100 }, student);
    let closed: CourseCard | undefined;
    for (const c of mine.list) {
      const res = await guest.post(endpoints.course.detail.path, {
        data: { courseId: c.id },
        headers: { "X-Requested-With": "XMLHttpRequest" },
      });
      if (res.status() === 403) {
        closed = c;
        break;
      }
    }
    expect(closed, "the demo data has a course for the school only").toBeDefined();

    const { page } = await suite.open(phone);
    await page.goto(`/course/${closed?.id}`);
    const login = page.getByRole("link", { name: "去登录" });
    await login.waitFor();
    expect(await login.getAttribute("href")).toBe(`/login-wap?redirect=${encodeURIComponent(`/course/${closed?.id}`)}`);
    await expectPhoneLayout(page, `mobile-course-login-${tag}`);

    await loginOnPhone(page, STUDENT);
    await page.reload();
    await page.getByRole("heading", { name: closed?.name, level: 2 }).waitFor();
  });
});

/** A literal string inside a RegExp. */
function literal(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
