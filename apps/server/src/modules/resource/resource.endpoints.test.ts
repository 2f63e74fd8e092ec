import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { BYTES, fileOf, publishedVideo, saveResource, setResourceAudit } from "./resource.fixtures.js";

/**
 * The five guard checks of every resource endpoint (DESIGN §5): no session, wrong role, someone
 * else's resource, bad input naming the field, success. The stream route (GET, ranges) has its
 * own in resource.test.ts; behaviour is tested beside each part.
 */

let t: TestApp;
let admin: string;
let auditor: string;
let teacher: string;
let student: string;
let other: string;
/** Holds a back-office screen, but none of the resource ones. */
let courseKeeper: string;

type Page<T> = { list: T[]; count: number };

beforeAll(async () => {
  t = await startTestApp();
  [admin, auditor, teacher, student, other] = await Promise.all([
    t.login("admin"),
    t.login("auditor"),
    t.login("teacher"),
    t.login("student"),
    t.login("t001"),
  ]);
  courseKeeper = await userWithScreens(t, admin, "coursekeeper", ["business.course"]);
});
afterAll(() => t.close());

/** A draft document of teacher's. */
async function draft(name: string, kind = 3) {
  const fileId = await fileOf(t, "teacher", "document", `${name}.pdf`, BYTES.pdf());
  return { id: await saveResource(t, teacher, { name, kind, type: "DOCUMENT", files: [{ fileId }] }), fileId };
}

/** Runs `fn` with guest mode off, so guest routes answer 1004 without a session. */
async function withoutGuests(fn: () => Promise<void>) {
  ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: false }, { as: admin }));
  try {
    await fn();
  } finally {
    ok(await t.call("/api/m/cms/area/pic/save", { areaCode: "guest", isUsing: true }, { as: admin }));
  }
}

describe("portal endpoints", () => {
  it("/api/c/resource/list", async () => {
    const hidden = await draft("列表里看不到的草稿");
    await withoutGuests(async () => {
      const page = await checkEndpoint<Page<{ id: number }>>(t, {
        url: "/api/c/resource/list",
        body: { kind: 3, pageSize: 100 },
        as: student,
        bad: { body: { kind: 8 }, field: "kind" },
      });
      // Someone else's draft is not listed.
      expect(page.list.map((r) => r.id)).not.toContain(hidden.id);
    });
  });

  it("/api/c/resource/detail", async () => {
    const { id } = await draft("详情草稿");
    await withoutGuests(async () => {
      await checkEndpoint(t, {
        url: "/api/c/resource/detail",
        body: { id },
        as: teacher,
        otherUser: { as: student },
        bad: { body: { id: 0 }, field: "id" },
      });
    });
  });

  it("/api/c/course/section/resource/note/list/rand", async () => {
    const { id } = await draft("笔记草稿");
    await withoutGuests(async () => {
      await checkEndpoint(t, {
        url: "/api/c/course/section/resource/note/list/rand",
        body: { key: id },
        as: teacher,
        otherUser: { as: student },
        bad: { body: { key: id, pageSize: 100 }, field: "pageSize" },
      });
    });
  });
});

describe("owner endpoints", () => {
  it("/api/l/resource/save", async () => {
    const { id, fileId } = await draft("保存检查");
    const input = { id, name: "保存检查（改）", kind: 3, type: "DOCUMENT", files: [{ fileId }] };
    await checkEndpoint(t, {
      url: "/api/l/resource/save",
      body: input,
      as: teacher,
      otherUser: { as: other },
      bad: { body: { ...input, name: "" }, field: "name" },
    });
  });

  it("/api/l/resource/submit", async () => {
    const { id } = await draft("提交检查");
    const res = await checkEndpoint(t, {
      url: "/api/l/resource/submit",
      body: { id },
      as: teacher,
      otherUser: { as: other },
      bad: { body: { id: "x" }, field: "id" },
    });
    expect(res).toEqual({ status: 1 });
  });

  it("/api/l/resource/delete", async () => {
    const { id } = await draft("删除检查");
    await checkEndpoint(t, {
      url: "/api/l/resource/delete",
      body: { id },
      as: teacher,
      otherUser: { as: student },
      bad: { body: {}, field: "id" },
    });
  });

  it("/api/l/resource/my/list", async () => {
    const theirs = await draft("别人的草稿");
    const page = await checkEndpoint<Page<{ id: number }>>(t, {
      url: "/api/l/resource/my/list",
      body: { pageSize: 100 },
      as: other,
      bad: { body: { status: 7 }, field: "status" },
    });
    expect(page.list.map((r) => r.id)).not.toContain(theirs.id);
  });

  it("/api/l/resource/pick/list", async () => {
    const theirs = await draft("不能挑选的草稿");
    const page = await checkEndpoint<Page<{ id: number }>>(t, {
      url: "/api/l/resource/pick/list",
      body: { pageSize: 100 },
      as: other,
      bad: { body: { pageSize: 1000 }, field: "pageSize" },
    });
    expect(page.list.map((r) => r.id)).not.toContain(theirs.id);
  });

  it("/api/l/resource/download and /api/l/download/list", async () => {
    const { id, fileId } = await draft("下载检查");
    await checkEndpoint(t, {
      url: "/api/l/resource/download",
      body: { id, fileId },
      as: teacher,
      otherUser: { as: student },
      bad: { body: { id }, field: "fileId" },
    });
    const mine = await checkEndpoint<Page<{ resourceId: number }>>(t, {
      url: "/api/l/download/list",
      body: {},
      as: teacher,
      bad: { body: { pageNo: 0 }, field: "pageNo" },
    });
    expect(mine.list.map((d) => d.resourceId)).toContain(id);
    // Someone else's downloads are not listed.
    const theirs = ok<Page<{ resourceId: number }>>(await t.call("/api/l/download/list", {}, { as: other }));
    expect(theirs.list.map((d) => d.resourceId)).not.toContain(id);
  });

  it("/api/l/resource/note/save and /api/l/resource/note/delete", async () => {
    await setResourceAudit(t, admin, false);
    const { id: resourceId } = await publishedVideo(t, teacher, "teacher", { name: "笔记检查" });
    await setResourceAudit(t, admin, true);
    const noteId = ok<{ id: number }>(
      await t.call("/api/l/resource/note/save", { resourceId, second: 1, content: "学生的笔记" }, { as: student }),
    ).id;
    const input = { id: noteId, resourceId, second: 2, content: "改过的笔记" };
    await checkEndpoint(t, {
      url: "/api/l/resource/note/save",
      body: input,
      as: student,
      otherUser: { as: other },
      bad: { body: { ...input, content: "" }, field: "content" },
    });
    await checkEndpoint(t, {
      url: "/api/l/resource/note/delete",
      body: { id: noteId },
      as: student,
      otherUser: { as: other },
      bad: { body: { id: "x" }, field: "id" },
    });
  });
});

describe("admin endpoints", () => {
  it("/api/m/business/resource/list and /api/m/business/resource/delete", async () => {
    const micro = await userWithScreens(t, admin, "microkeeper", ["business.resource2"]);
    const courseware = await userWithScreens(t, admin, "warekeeper", ["business.resource3"]);
    const { id } = await draft("业务检查", 2);
    const page = await checkEndpoint<Page<{ id: number }>>(t, {
      url: "/api/m/business/resource/list",
      body: { kind: 2, pageSize: 100 },
      as: micro,
      wrongRole: courseKeeper,
      otherUser: { as: courseware },
      bad: { body: { ownerType: "guest" }, field: "ownerType" },
    });
    expect(page.list.map((r) => r.id)).toContain(id);
    await checkEndpoint(t, {
      url: "/api/m/business/resource/delete",
      body: { ids: [id] },
      as: micro,
      wrongRole: courseKeeper,
      otherUser: { as: courseware },
      bad: { body: { ids: [] }, field: "ids" },
    });
  });

  it("/api/m/audit/resource/list and /api/m/audit/resource/decide", async () => {
    const { id } = await draft("审核检查");
    ok(await t.call("/api/l/resource/submit", { id }, { as: teacher }));
    const queue = await checkEndpoint<Page<{ id: number }>>(t, {
      url: "/api/m/audit/resource/list",
      body: { pageSize: 100 },
      as: auditor,
      wrongRole: courseKeeper,
      bad: { body: { status: 9 }, field: "status" },
    });
    expect(queue.list.map((r) => r.id)).toContain(id);
    await checkEndpoint(t, {
      url: "/api/m/audit/resource/decide",
      body: { ids: [id], pass: true },
      as: auditor,
      wrongRole: courseKeeper,
      bad: { body: { ids: [id], pass: false }, field: "reason" },
    });
  });

  it("/api/m/audit/setting/detail and /api/m/audit/setting/save", async () => {
    const settings = await checkEndpoint<{ course: boolean; resource: Record<string, boolean> }>(t, {
      url: "/api/m/audit/setting/detail",
      body: {},
      as: auditor,
      wrongRole: courseKeeper,
    });
    await checkEndpoint(t, {
      url: "/api/m/audit/setting/save",
      body: settings,
      as: auditor,
      wrongRole: courseKeeper,
      bad: { body: { ...settings, course: "yes" }, field: "course" },
    });
  });
});
