import { resourceListSchema } from "@otp/contract";
import { eq } from "drizzle-orm";
import * as Y from "yjs";
import type { Services } from "../app.js";
import { courseClasses, courses } from "../modules/course/course.tables.js";
import { PLAN_FIELD } from "../modules/prepare/prepare.collab.js";
import { preparePlanDocs } from "../modules/prepare/prepare.tables.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Db } from "../platform/db/client.js";

/**
 * Demo 集体备课: the 高一物理备课组 mid-way through preparing a course its leader (supervisor)
 * split among members: one plan being written, one waiting for review, one returned with
 * remarks, one approved and published to the demo student's class as preview material (the
 * course is given to that class when no course of the class exists in the demo).
 */
async function principal(s: Services, account: string): Promise<Principal | null> {
  const u = await s.users.findByAccount(account);
  const loaded = u ? await s.users.load(u.id) : null;
  return loaded ? { ...loaded, sessionId: 0 } : null;
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** Anchors of the first `length` characters of paragraph `index`, as the editor encodes them. */
function passage(doc: Y.Doc, index: number, length: number): { anchorFrom: string; anchorTo: string; quote: string } {
  const text = (doc.getXmlFragment(PLAN_FIELD).get(index) as Y.XmlElement).get(0) as Y.XmlText;
  const at = (i: number) => toBase64(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(text, i)));
  return { anchorFrom: at(0), anchorTo: at(length), quote: text.toString().slice(0, length) };
}

function planDoc(paragraphs: [string, string][]): Y.Doc {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment(PLAN_FIELD);
  fragment.insert(
    0,
    paragraphs.map(([kind, words]) => {
      const el = new Y.XmlElement(kind === "h" ? "heading" : "paragraph");
      if (kind === "h") el.setAttribute("level", 2 as unknown as string);
      el.insert(0, [new Y.XmlText(words)]);
      return el;
    }),
  );
  return doc;
}

const PLANS = [
  {
    title: "第一节 光的直线传播",
    writer: "teacher",
    due: 5,
    steps: [] as string[],
    comments: [
      { by: "supervisor", paragraph: 3, length: 10, body: "导入环节建议改用课本上的日食图片，视频时间太长。" },
      { by: "t009", paragraph: 4, length: 7, body: "小孔成像可以让学生自己做针孔相机，课前准备材料。" },
    ],
    doc: [
      ["h", "教学目标"],
      ["p", "知道光在同种均匀介质中沿直线传播，能用光的直线传播解释影子、小孔成像。"],
      ["h", "教学过程"],
      ["p", "导入：播放日食视频，提问“影子是怎样形成的”。"],
      ["p", "活动：小孔成像实验，学生分组观察并记录像的倒正与大小。"],
    ] as [string, string][],
  },
  {
    title: "第二节 光的反射",
    writer: "t009",
    due: 8,
    steps: ["submit"],
    comments: [{ by: "supervisor", paragraph: 2, length: 5, body: "器材里补上白纸和铅笔，便于学生描光路。" }],
    doc: [
      ["h", "教学目标"],
      ["p", "通过实验探究光的反射定律，理解镜面反射与漫反射的区别。"],
      ["p", "实验器材：激光笔、平面镜、量角器、可折转光屏。"],
    ] as [string, string][],
  },
  {
    title: "第三节 平面镜成像",
    writer: "t010",
    due: -2,
    steps: ["submit", "approve", "publish"],
    comments: [],
    doc: [
      ["h", "课前预习"],
      ["p", "观察家中的镜子：像与物体大小是否相等？像到镜面的距离与物体到镜面的距离有什么关系？"],
      ["p", "预习任务：阅读课本第三节，完成“想一想”中的两个问题，并准备一支蜡烛。"],
    ] as [string, string][],
  },
  {
    title: "第四节 光的折射",
    writer: "t011",
    due: 12,
    steps: ["submit", "return"],
    comments: [{ by: "supervisor", paragraph: 1, length: 8, body: "请补一个学生能动手完成的折射小实验。" }],
    doc: [
      ["h", "教学目标"],
      ["p", "了解光的折射现象，知道光从空气斜射入水中时折射角小于入射角。"],
    ] as [string, string][],
  },
];

export async function seedPrepare(db: Db, s: Services): Promise<void> {
  const leader = await principal(s, "supervisor");
  const student = await principal(s, "student");
  if (!leader || !student) return;
  const groupId = (await s.teachGroups.list({ pageNo: 1, pageSize: 100, keyword: "高一物理备课组" }, leader)).list[0]
    ?.id;
  const classId = (await s.users.info(student.userId)).classId;
  if (!groupId || !classId) return;
  // A course the demo student's class takes, so the published plan shows on the students' side.
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(courseClasses, eq(courseClasses.courseId, courses.id))
    .where(eq(courseClasses.classId, classId))
    .limit(1);
  const [physics] = await db.select({ id: courses.id }).from(courses).where(eq(courses.name, "初二物理：光与透镜"));
  const chosen = course ?? physics;
  if (!chosen) return;
  if (!course) await db.insert(courseClasses).values({ courseId: chosen.id, classId }).onConflictDoNothing();
  const { id: prepareId } = await s.prepares.create({ groupId, courseId: chosen.id }, leader);
  // Published physics resources of the library, attached to the plans as 附件.
  const library = await s.resources.catalogue.list(
    resourceListSchema.parse({ pageNo: 1, pageSize: 3, keyword: "物理" }),
    leader,
  );
  const attach = library.list.map((r) => r.id);
  for (const p of PLANS) {
    const writer = await principal(s, p.writer);
    if (!writer) continue;
    const { id } = await s.prepares.assign(
      { prepareId, title: p.title, assigneeId: writer.userId, deadline: days(p.due) },
      leader,
    );
    const doc = planDoc(p.doc);
    await db.insert(preparePlanDocs).values({ planId: id, state: toBase64(Y.encodeStateAsUpdate(doc)) });
    // Review comments anchored to passages, so the editor's comment panel has content.
    for (const c of p.comments) {
      const by = await principal(s, c.by);
      if (by) await s.planComments.add({ planId: id, body: c.body, ...passage(doc, c.paragraph, c.length) }, by);
    }
    await s.prepares.saveVersion(id, "初稿", writer);
    if (attach.length && p.title !== "第二节 光的反射")
      await s.planResources.add({ planId: id, resourceIds: attach.slice(0, 2) }, leader);
    if (p.steps.includes("submit")) await s.prepares.submit(id, writer);
    if (p.steps.includes("approve")) await s.prepares.review({ id, approve: true, remark: "" }, leader);
    if (p.steps.includes("return")) {
      await s.prepares.review({ id, approve: false, remark: "请补充折射实验的安全提示和课堂练习。" }, leader);
    }
    if (p.steps.includes("publish")) await s.prepares.publish(id, true, leader);
  }
}
