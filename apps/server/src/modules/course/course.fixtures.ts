import { expect } from "vitest";
import { ok } from "../../test/expect.js";
import type { TestApp } from "../../test/harness.js";
import { BYTES, fileOf, saveResource } from "../resource/resource.fixtures.js";

/** Test helpers for the course API tests (not used by the app). */

/** Creates an open course through the API, with a chapter tree when given. */
export async function newCourse(
  t: TestApp,
  as: string,
  name: string,
  opts: { chapters?: { title: string; sections: string[] }[]; brief?: Record<string, unknown> } = {},
): Promise<{ id: number; sectionIds: number[] }> {
  const { id } = ok<{ id: number }>(await t.call("/api/l/course/create", { name }, { as }));
  if (opts.brief)
    ok(await t.call("/api/l/course/brief/save", { courseId: id, name, brief: "", ...opts.brief }, { as }));
  const chapters = opts.chapters ?? [{ title: "第一章", sections: ["第一节"] }];
  const tree = ok<{ sections: { id: number }[] }[]>(
    await t.call(
      "/api/l/course/chapter/save",
      {
        courseId: id,
        chapters: chapters.map((c) => ({ title: c.title, sections: c.sections.map((title) => ({ title })) })),
      },
      { as },
    ),
  );
  return { id, sectionIds: tree.flatMap((c) => c.sections.map((s) => s.id)) };
}

/** Submits and (when audit is on) approves a course so it is published. */
export async function publish(t: TestApp, courseId: number, owner: string, auditor: string) {
  const { status } = ok<{ status: number }>(await t.call("/api/l/course/submit", { courseId }, { as: owner }));
  if (status === 1) ok(await t.call("/api/m/audit/course/decide", { ids: [courseId], pass: true }, { as: auditor }));
}

/**
 * A video resource of `account` made through the resource API: a draft, or published when
 * `publish` is set (resource audit must then be off, see setResourceAudit).
 */
export async function videoResource(
  t: TestApp,
  as: string,
  account: string,
  name: string,
  publish = false,
): Promise<number> {
  const fileId = await fileOf(t, account, "video", `${name}.mp4`, BYTES.mp4());
  const id = await saveResource(t, as, { name, kind: 2, type: "VIDEO", files: [{ fileId }], visibility: "public" });
  if (publish) expect(ok<{ status: number }>(await t.call("/api/l/resource/submit", { id }, { as })).status).toBe(2);
  return id;
}
