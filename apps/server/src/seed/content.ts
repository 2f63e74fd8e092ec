import { PUBLISH_STATUS, type ResourceType } from "@otp/contract";
import { sql } from "drizzle-orm";
import type { Services } from "../app.js";
import { classes, elements, orgs, originCourses, terms } from "../modules/base/base.tables.js";
import { collects } from "../modules/collect/collect.tables.js";
import {
  courseClasses,
  courseComments,
  courseMembers,
  courseMenus,
  courseSections,
  courses,
  sectionResources,
} from "../modules/course/course.tables.js";
import { noteSearchDoc, resourceSearchDoc } from "../modules/resource/resource.search-doc.js";
import { downloads, resourceFiles, resourceNotes, resources } from "../modules/resource/resource.tables.js";
import { users } from "../modules/user/user.tables.js";
import type { Db } from "../platform/db/client.js";
import {
  ACTIVITIES,
  CHAPTER_BANK,
  COMMENTS,
  COURSES,
  type DemoCourse,
  NOTE_PHRASES,
  STUDENT_WORKS,
} from "./content-data.js";
import { generateDemoMedia, handoutPdf, NOTE_SECONDS } from "./demo-media.js";
import { rng } from "./names.js";

/**
 * The demo school's teaching content: about 40 courses with chapters and sections, about 300
 * resources of all kinds and types attached to them, knowledge-point notes, comments, collects
 * and downloads. Rows are written in bulk; media comes from generateDemoMedia.
 */

export interface SeedContentOptions {
  /** Generate real media with ffmpeg (default). false: tiny placeholder files, for tests. */
  media?: boolean;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface ContentSummary {
  courses: number;
  sections: number;
  resources: number;
  notes: number;
  files: number;
  ms: number;
}

/** Every table this content fills; emptied first so a reseed never mixes two demos. */
const CONTENT_TABLES = [
  "courses",
  "course_members",
  "course_classes",
  "course_sections",
  "section_resources",
  "course_comments",
  "course_menus",
  "resources",
  "resource_files",
  "resource_notes",
  "downloads",
  "visit_marks",
  "collects",
  "media_assets",
  "upload_sessions",
  "jobs",
];

/** Where each subject is taught (department names of the demo school). */
const SUBJECT_DEPTS: Record<string, { junior: string[]; senior: string[] }> = {
  语文: { junior: ["初中语文教研组"], senior: ["高中语文教研组"] },
  数学: { junior: ["初中数学教研组"], senior: ["高中数学教研组"] },
  英语: { junior: ["初中英语教研组"], senior: ["高中英语教研组"] },
  物理: { junior: ["初中理科教研组"], senior: ["高中物理教研组"] },
  化学: { junior: ["初中理科教研组"], senior: ["高中化学教研组"] },
  生物: { junior: ["初中理科教研组"], senior: ["高中生物教研组"] },
  历史: { junior: ["高中文综教研组"], senior: ["高中文综教研组"] },
  地理: { junior: ["高中文综教研组"], senior: ["高中文综教研组"] },
  政治: { junior: ["高中文综教研组"], senior: ["高中文综教研组"] },
  信息技术: { junior: ["初中理科教研组"], senior: ["高中数学教研组"] },
  音乐: { junior: ["音乐美术教研组"], senior: ["音乐美术教研组"] },
  美术: { junior: ["音乐美术教研组"], senior: ["音乐美术教研组"] },
  体育: { junior: ["体育教研组"], senior: ["体育教研组"] },
};

/** Subjects whose spreadsheets are lab records. */
const SCIENCES = ["物理", "化学", "生物", "地理"];
const CN_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
const DAY = 86_400_000;

type Kind = 1 | 2 | 3 | 4 | 5 | 6 | 7;
type DocFormat = "pdf" | "xlsx" | "txt" | "zip";
interface ResourcePlan {
  name: string;
  kind: Kind;
  type: ResourceType;
  format?: DocFormat;
  subject: string | null;
  topic: string;
  brief: string;
  ownerId: number;
  ownerType: "teacher" | "student";
  orgId: number | null;
  status: number;
  rejectReason?: string;
  /** Index into the demo videos (VIDEO) or audios (AUDIO); pictures by index too. */
  media: number;
  /** Sections (ids) it is attached to, with their course. */
  sections: { sectionId: number; courseId: number }[];
}

/** Loads the teaching content into a database that already has the demo school (users, orgs, base data). */
export async function seedContent(db: Db, s: Services, opts: SeedContentOptions = {}): Promise<ContentSummary> {
  const t0 = Date.now();
  const log = opts.log ?? (() => {});
  const rand = rng(20261101);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * DAY - Math.floor(rand() * 8 * 3600_000));

  // Media is made by ffmpeg child processes while the course rows are written.
  // Without a working ffmpeg the demo still loads, with placeholder media that does not play.
  let realMedia = opts.media !== false;
  const mediaReady = generateDemoMedia({ media: realMedia }).catch((err: unknown) => {
    log(
      `  demo media could not be generated (${err instanceof Error ? err.message.slice(0, 200) : err}); using placeholders`,
    );
    realMedia = false;
    return generateDemoMedia({ media: false });
  });

  await db.execute(sql.raw(`truncate table ${CONTENT_TABLES.join(", ")} restart identity`));

  /* ---------- the school as the demo left it ---------- */
  const people = await db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      orgId: users.orgId,
      classId: users.classId,
      userType: users.userType,
    })
    .from(users);
  const orgRows = await db.select({ id: orgs.id, name: orgs.name }).from(orgs);
  const elementRows = await db.select({ id: elements.id, type: elements.type, name: elements.name }).from(elements);
  const termRows = await db.select({ id: terms.id, isCurrent: terms.isCurrent }).from(terms).orderBy(terms.id);
  const classRows = await db.select({ id: classes.id, grade: classes.grade }).from(classes).orderBy(classes.id);
  const offerings = await db
    .select({ id: originCourses.id, teacherId: originCourses.teacherId, termId: originCourses.termId })
    .from(originCourses)
    .orderBy(originCourses.id);

  const account = new Map(people.map((p) => [p.account, p]));
  const orgId = new Map(orgRows.map((o) => [o.name, o.id]));
  const orgName = new Map(orgRows.map((o) => [o.id, o.name]));
  const element = (type: string, name: string) =>
    elementRows.find((e) => e.type === type && e.name === name)?.id ?? null;
  const currentTerm = termRows.find((t) => t.isCurrent)?.id ?? termRows.at(-1)?.id ?? null;
  const previousTerm = termRows.length > 1 ? (termRows.at(-2)?.id ?? currentTerm) : currentTerm;
  const admin = account.get("admin");
  const demoTeacher = account.get("teacher");
  if (!admin || !demoTeacher) throw new Error("seedContent needs the demo school (seedDemo) first");
  const teachers = people.filter((p) => /^t\d{3}$/.test(p.account)).sort((a, b) => a.account.localeCompare(b.account));
  const students = people.filter((p) => /^s\d{4}$/.test(p.account)).sort((a, b) => a.account.localeCompare(b.account));
  const demoStudent = account.get("student");

  /** Teachers of a subject at a level, rotating so courses spread over the department. */
  const poolOf = (subject: string, college: string) => {
    const depts = SUBJECT_DEPTS[subject] ?? { junior: [], senior: [] };
    const names = college === "初中部" ? depts.junior : depts.senior;
    const pool = teachers.filter((t) => t.orgId !== null && names.includes(orgName.get(t.orgId) ?? ""));
    return pool.length ? pool : teachers;
  };
  const turn = new Map<string, number>();
  const nextOf = (key: string, pool: typeof teachers) => {
    const n = turn.get(key) ?? 0;
    turn.set(key, n + 1);
    return pool[n % pool.length] as (typeof teachers)[number];
  };

  /* ---------- courses ---------- */
  const planned = COURSES.map((c, i) => {
    const pool = poolOf(c.subject, c.college);
    const owner = c.demoTeacher ? demoTeacher : nextOf(`${c.subject}${c.college}`, pool);
    const others = pool.filter((t) => t.id !== owner.id);
    const coTeacher = others.length && i % 2 === 0 ? (others[i % others.length] ?? null) : null;
    const assistants = teachers.filter((t) => t.id !== owner.id && t.id !== coTeacher?.id);
    const assistantList = [
      assistants[(i * 7) % assistants.length],
      ...(i % 3 === 0 ? [assistants[(i * 11 + 5) % assistants.length]] : []),
    ]
      .filter((a): a is (typeof teachers)[number] => !!a)
      .filter((a, k, xs) => xs.findIndex((x) => x.id === a.id) === k);
    // The demo teacher also assists a few physics courses, so the personal centre shows both roles.
    if (!c.demoTeacher && c.subject === "物理" && i % 2 === 0) assistantList.push(demoTeacher);
    const origin = c.academic ? offerings.find((o) => o.teacherId === owner.id && o.termId === currentTerm) : undefined;
    const created = daysAgo(40 + (((COURSES.length - i) * 7) % 260));
    return { c, owner, coTeacher, assistantList, origin, created };
  });
  const status = (c: DemoCourse) => c.status ?? PUBLISH_STATUS.PUBLISHED;

  const coverOf = new Map<string, number>();
  const columnsOf = (c: DemoCourse) => [
    {
      title: "课程目标",
      content: `通过本课程的学习，学生能够系统掌握${c.chapters.join("、")}等内容，提升${c.subject}学科核心素养，学会自主学习与合作探究。`,
    },
    {
      title: "考核方式",
      content: "过程性评价占40%（课堂表现、作业、实验报告），单元测验占30%，期末综合评价占30%。",
    },
    { title: "学习建议", content: "课前观看微课完成预习，课上积极参与讨论，课后利用学案和练习巩固所学。" },
  ];

  // Covers are needed on the course rows: save them first (small PNGs, no ffmpeg).
  const media = await mediaReady;
  log(`  demo media generated (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  const fileName = new Map<number, string>();
  const save = async (kind: "image" | "video" | "audio" | "document", name: string, bytes: Buffer) => {
    const { id } = await s.files.save(kind, name, bytes, admin.id);
    fileName.set(id, name);
    return id;
  };
  for (const [subject, png] of media.covers) coverOf.set(subject, await save("image", `${subject}课程封面.png`, png));

  const courseRows = await db
    .insert(courses)
    .values(
      planned.map(({ c, owner, origin, created }, i) => {
        const st = status(c);
        const published = st === PUBLISH_STATUS.PUBLISHED;
        return {
          name: c.name,
          kind: origin ? "academic" : "open",
          originCourseId: origin?.id ?? null,
          termId: i % 5 === 4 ? previousTerm : currentTerm,
          orgId: orgId.get(c.college) ?? null,
          subjectId: element("SUBJECT", c.subject),
          courseTypeId: element("COURSE_TYPE", c.type),
          categoryId: element("COURSE_CATEGORY", c.category),
          coverFileId: coverOf.get(c.subject) ?? null,
          brief: c.brief,
          columns: columnsOf(c),
          textbook: c.textbook ? { ...c.textbook, coverFileId: null } : null,
          visibility: c.visibility ?? "public",
          status: st,
          rejectReason: c.rejectReason ?? null,
          ownerId: owner.id,
          visitCount: published ? 120 + Math.floor(rand() * 2800) : 0,
          createdAt: created,
          updatedAt: new Date(created.getTime() + 3 * DAY),
          publishedAt: published ? new Date(created.getTime() + 3 * DAY) : null,
        };
      }),
    )
    .returning({ id: courses.id });
  const courseIds = courseRows.map((r) => r.id);

  await db.insert(courseMembers).values(
    planned.flatMap(({ owner, coTeacher, assistantList }, i) => {
      const courseId = courseIds[i] as number;
      return [
        { courseId, userId: owner.id, role: "teacher", sort: 0 },
        ...(coTeacher ? [{ courseId, userId: coTeacher.id, role: "teacher", sort: 1 }] : []),
        ...assistantList.map((a, k) => ({ courseId, userId: a.id, role: "assistant", sort: 10 + k })),
      ];
    }),
  );
  const classLinks = planned.flatMap(({ c }, i) =>
    c.visibility === "classes"
      ? classRows
          .filter((k) => k.grade === c.classGrade)
          .map((k) => ({ courseId: courseIds[i] as number, classId: k.id }))
      : [],
  );
  if (classLinks.length) await db.insert(courseClasses).values(classLinks);

  // Chapters first (their ids are the sections' parents), then all sections in one insert.
  const chapterValues = planned.flatMap(({ c }, i) =>
    c.chapters.map((title, k) => ({
      courseId: courseIds[i] as number,
      parentId: null,
      title: `第${CN_NUM[k]}章 ${title}`,
      sort: k,
    })),
  );
  const chapterRows = await db.insert(courseSections).values(chapterValues).returning({ id: courseSections.id });
  const sectionValues: (typeof courseSections.$inferInsert)[] = [];
  const sectionTopic: { subject: string; chapter: string; topic: string; courseId: number; first: boolean }[] = [];
  let chapterIndex = 0;
  for (const [i, { c }] of planned.entries()) {
    for (const [k, chapter] of c.chapters.entries()) {
      const topics = CHAPTER_BANK[c.subject]?.[chapter];
      if (!topics) throw new Error(`demo course ${c.name}: no chapter ${chapter} in ${c.subject}`);
      const parentId = chapterRows[chapterIndex++]?.id as number;
      for (const [m, topic] of topics.entries()) {
        sectionValues.push({
          courseId: courseIds[i] as number,
          parentId,
          title: `${k + 1}.${m + 1} ${topic}`,
          sort: m,
        });
        sectionTopic.push({ subject: c.subject, chapter, topic, courseId: courseIds[i] as number, first: m === 0 });
      }
    }
  }
  const sectionRows = await db.insert(courseSections).values(sectionValues).returning({ id: courseSections.id });
  log(`  ${courseIds.length} courses, ${chapterRows.length} chapters, ${sectionRows.length} sections`);

  /* ---------- resources: one per topic, extras per chapter, activities, student works ---------- */
  const chapterOwner = new Map<string, (typeof teachers)[number]>();
  for (const p of planned) {
    for (const ch of p.c.chapters) {
      const key = `${p.c.subject}/${ch}`;
      if (!chapterOwner.has(key)) chapterOwner.set(key, p.owner);
    }
  }
  const collegeOfChapter = new Map<string, number | null>();
  for (const p of planned) {
    for (const ch of p.c.chapters) {
      const key = `${p.c.subject}/${ch}`;
      if (!collegeOfChapter.has(key)) collegeOfChapter.set(key, orgId.get(p.c.college) ?? null);
    }
  }
  const gradeOfChapter = new Map<string, string>();
  for (const p of planned) for (const ch of p.c.chapters) gradeOfChapter.set(`${p.c.subject}/${ch}`, p.c.grade);

  const plans: ResourcePlan[] = [];
  let topicIndex = 0;
  let chapterNo = 0;
  for (const [subject, chapters] of Object.entries(CHAPTER_BANK)) {
    for (const [chapter, topics] of Object.entries(chapters)) {
      const key = `${subject}/${chapter}`;
      const owner = chapterOwner.get(key);
      if (!owner) continue;
      const grade = gradeOfChapter.get(key) ?? "";
      const org = collegeOfChapter.get(key) ?? null;
      const sectionsOf = (topic: string) =>
        sectionTopic.flatMap((st, k) =>
          st.subject === subject && st.chapter === chapter && st.topic === topic
            ? [{ sectionId: sectionRows[k]?.id as number, courseId: st.courseId }]
            : [],
        );
      for (const topic of topics) {
        const p = topicIndex % 10;
        const base = {
          subject,
          topic,
          ownerId: owner.id,
          ownerType: "teacher" as const,
          orgId: org,
          status: PUBLISH_STATUS.PUBLISHED,
        };
        let plan: Omit<ResourcePlan, keyof typeof base | "sections" | "media"> & { media?: number };
        if (p === 3 && ["英语", "语文", "音乐"].includes(subject)) {
          const what = subject === "英语" ? "听力音频" : subject === "语文" ? "朗读音频" : "欣赏音频";
          plan = {
            name: `${topic}${what}`,
            kind: 1,
            type: "AUDIO",
            brief: `${grade}${subject}“${topic}”配套${what}，可在课前预习或课后反复收听。`,
            media: topicIndex % 2,
          };
        } else if (p === 5 && ["美术", "地理", "生物"].includes(subject)) {
          plan = {
            name: `${topic}示意图`,
            kind: 3,
            type: "PICTURE",
            brief: `“${topic}”的示意图，可用于课堂讲解和学生复习。`,
          };
        } else if (p === 0 || p === 3 || p === 7) {
          plan = {
            name: `${topic}${p === 7 ? "微课精讲" : "微课"}`,
            kind: 2,
            type: "VIDEO",
            brief: `围绕“${topic}”这一知识点，用几分钟讲清核心概念并配以典型例题，适合${grade}学生课前预习和课后巩固。`,
          };
        } else if (p === 1) {
          plan = {
            name: `${topic}学案`,
            kind: 3,
            type: "DOCUMENT",
            format: "pdf",
            brief: `${grade}${subject}《${topic}》学案，包含学习目标、例题讲解和分层练习。`,
          };
        } else if (p === 2) {
          plan = {
            name: `公开课：${topic}`,
            kind: 4,
            type: "VIDEO",
            brief: `${grade}${subject}校级公开课《${topic}》课堂实录，展示以问题驱动、学生为主体的课堂。`,
          };
        } else if (p === 4) {
          plan = {
            name: `展示课：${topic}`,
            kind: 5,
            type: "MULTISCREEN",
            brief: `${subject}教研组展示课《${topic}》，教师、学生等多路画面同步录制。`,
          };
        } else if (p === 5) {
          const format: DocFormat = (["xlsx", "txt", "zip"] as const)[Math.floor(topicIndex / 10) % 3] as DocFormat;
          // Spreadsheets: lab records for sciences, score statistics or a teaching schedule otherwise.
          const workbook = SCIENCES.includes(subject) ? 0 : 1 + (topicIndex % 2);
          const [name, what] =
            format === "xlsx"
              ? [
                  [`${topic}实验数据记录表`, "实验数据记录与处理表格"],
                  [`${topic}练习成绩统计表`, "课堂练习成绩统计与分析表"],
                  [`${chapter}教学进度安排表`, "单元教学进度与作业安排"],
                ][workbook]
              : format === "txt"
                ? [`${topic}教学设计`, "完整教学设计"]
                : [`${topic}资料包`, "课件、学案与素材打包下载"];
          plan = {
            name: name as string,
            kind: 3,
            type: "DOCUMENT",
            format,
            media: format === "xlsx" ? workbook : undefined,
            brief: `《${topic}》${what}，供教师备课和学生学习参考。`,
          };
        } else if (p === 6) {
          plan = {
            name: `${topic}（精品课）`,
            kind: 7,
            type: "VIDEO",
            brief: `市级精品课程资源《${topic}》，教学设计完整、讲解细致，配有中文字幕。`,
          };
        } else if (p === 8) {
          plan = {
            name: `公开课：${topic}（多屏录播）`,
            kind: 4,
            type: "MULTISCREEN",
            brief: `录播教室多机位录制的公开课《${topic}》，可同时观看教师、学生和课件画面。`,
          };
        } else {
          plan = {
            name: `${topic}板书设计`,
            kind: 3,
            type: "PICTURE",
            brief: `“${topic}”一课的板书设计，梳理知识结构。`,
          };
        }
        plans.push({ ...base, ...plan, media: plan.media ?? topicIndex, sections: sectionsOf(topic) });
        topicIndex++;
      }
      // Every third chapter gets an album: a review video or a unit test.
      if (chapterNo % 3 === 0) {
        const review = chapterNo % 2 === 0;
        plans.push({
          name: review ? `${chapter}专题复习` : `${chapter}单元测验`,
          kind: 1,
          type: review ? "VIDEO" : "DOCUMENT",
          format: review ? undefined : "pdf",
          subject,
          topic: chapter,
          brief: review
            ? `${chapter}单元专题复习，梳理知识网络，精讲易错题。`
            : `${chapter}单元测验卷，满分100分，建议用时45分钟。`,
          ownerId: owner.id,
          ownerType: "teacher",
          orgId: org,
          status: PUBLISH_STATUS.PUBLISHED,
          media: chapterNo,
          sections: sectionsOf(topics[0] as string),
        });
      }
      chapterNo++;
    }
  }
  const topicPlans = plans.length;

  // School activities (kind 6), owned by teachers in turn; not part of a course.
  for (const [i, a] of ACTIVITIES.entries()) {
    const owner = teachers[(i * 5) % teachers.length] as (typeof teachers)[number];
    plans.push({
      name: a.name,
      kind: 6,
      type: i % 4 === 3 ? "MULTISCREEN" : "VIDEO",
      subject: null,
      topic: a.name,
      brief: a.brief,
      ownerId: owner.id,
      ownerType: "teacher",
      orgId: orgId.get(i % 2 ? "高中部" : "初中部") ?? null,
      status: PUBLISH_STATUS.PUBLISHED,
      media: i + 3,
      sections: [],
    });
  }
  // Student works for the resource-student screen: most published, two waiting for audit.
  for (const [i, w] of STUDENT_WORKS.entries()) {
    const owner = students[i * 7] ?? demoStudent;
    if (!owner) continue;
    plans.push({
      name: w.name,
      kind: 6,
      type: w.type as ResourceType,
      format: w.type === "DOCUMENT" ? (i % 2 ? "pdf" : "xlsx") : undefined,
      subject: w.subject,
      topic: w.name,
      brief: w.brief,
      ownerId: owner.id,
      ownerType: "student",
      orgId: owner.orgId,
      status: i >= 4 ? PUBLISH_STATUS.PENDING : PUBLISH_STATUS.PUBLISHED,
      media: w.type === "DOCUMENT" && i % 2 === 0 ? 0 : i,
      sections: [],
    });
  }
  // The demo teacher's own work in every state of the audit flow.
  const drafts: [string, ResourceType, Kind, number, string?][] = [
    ["浮力实验改进方案", "DOCUMENT", 3, PUBLISH_STATUS.PENDING],
    ["密度计的制作与使用", "VIDEO", 2, PUBLISH_STATUS.PENDING],
    ["潜水艇模型浮沉演示", "VIDEO", 5, PUBLISH_STATUS.PENDING],
    [
      "液体压强实验数据分析",
      "DOCUMENT",
      3,
      PUBLISH_STATUS.REJECTED,
      "文档内容不完整，缺少数据分析结论，请补充后重新提交。",
    ],
    ["大气压强趣味实验", "VIDEO", 2, PUBLISH_STATUS.REJECTED, "视频画面偏暗，请重新录制或调整亮度后提交。"],
    ["牛顿第一定律课堂实录（未剪辑）", "VIDEO", 4, PUBLISH_STATUS.DRAFT],
    ["摩擦力影响因素探究学案", "DOCUMENT", 3, PUBLISH_STATUS.DRAFT],
    ["二力平衡条件思维导图", "PICTURE", 3, PUBLISH_STATUS.DRAFT],
  ];
  for (const [i, [name, type, kind, st, reason]] of drafts.entries()) {
    plans.push({
      name,
      kind,
      type,
      format: type === "DOCUMENT" ? "pdf" : undefined,
      subject: "物理",
      topic: name,
      brief: `${name}（初二物理），用于“初中物理浮力实验”校本课程。`,
      ownerId: demoTeacher.id,
      ownerType: "teacher",
      orgId: orgId.get("初中部") ?? null,
      status: st,
      rejectReason: reason,
      media: i,
      sections: [],
    });
  }

  /* ---------- files: media (shared), documents (one per resource), pictures ---------- */
  const videoFiles: { id: number; caption: number; frames: number[]; duration: number }[] = [];
  for (const v of media.videos) {
    const id = await save("video", v.name, v.bytes);
    const caption = await save("document", v.name.replace(/\.mp4$/, ".vtt"), v.caption);
    const frames: number[] = [];
    for (const [k, f] of v.frames.entries()) frames.push(await save("image", `${v.key}-${NOTE_SECONDS[k]}s.jpg`, f));
    videoFiles.push({ id, caption, frames, duration: v.duration });
  }
  const audioFiles: { id: number; duration: number }[] = [];
  for (const a of media.audios) audioFiles.push({ id: await save("audio", a.name, a.bytes), duration: a.duration });
  const pictureFiles: number[] = [];
  for (const p of media.pictures) pictureFiles.push(await save("image", p.name, p.bytes));
  const xlsxFiles: number[] = [];
  for (const x of media.xlsx) xlsxFiles.push(await save("document", x.name, x.bytes));
  const zipFiles: number[] = [];
  for (const z of media.zip) zipFiles.push(await save("document", z.name, z.bytes));

  // Playable renditions and thumbnails: two media processes at a time.
  if (realMedia) {
    // Spreadsheets too: converted to PDF for preview when LibreOffice is installed (else left as they are).
    const ids = [...videoFiles.map((v) => v.id), ...audioFiles.map((a) => a.id), ...xlsxFiles];
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++] as number;
        // A file that fails stays "failed" with its error shown; the rest of the demo loads.
        await s.media.processNow(id).catch((err: unknown) => log(`  processing file ${id} failed: ${err}`));
      }
    };
    await Promise.all([worker(), worker()]);
    log(`  ${ids.length} media and office files processed (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }

  // Which files each resource links; documents get their own small file named after the resource.
  const links: { plan: number; fileId: number; label: string; captionFileId: number | null }[] = [];
  const durationOf: (number | null)[] = [];
  const multiscreen = ["教师", "学生", "课件"];
  for (const [i, plan] of plans.entries()) {
    const v = videoFiles[plan.media % videoFiles.length] as (typeof videoFiles)[number];
    let duration: number | null = null;
    if (plan.type === "VIDEO") {
      links.push({ plan: i, fileId: v.id, label: "", captionFileId: v.caption });
      duration = v.duration;
    } else if (plan.type === "MULTISCREEN") {
      const screens = plan.media % 3 === 0 ? 2 : 3;
      for (let k = 0; k < screens; k++) {
        const f = videoFiles[k] as (typeof videoFiles)[number];
        links.push({
          plan: i,
          fileId: f.id,
          label: multiscreen[k] as string,
          captionFileId: k === 0 ? f.caption : null,
        });
      }
      duration = (videoFiles[0] as (typeof videoFiles)[number]).duration;
    } else if (plan.type === "AUDIO") {
      const a = audioFiles[plan.media % audioFiles.length] as (typeof audioFiles)[number];
      links.push({ plan: i, fileId: a.id, label: "", captionFileId: null });
      duration = a.duration;
    } else if (plan.type === "PICTURE") {
      links.push({
        plan: i,
        fileId: pictureFiles[plan.media % pictureFiles.length] as number,
        label: "",
        captionFileId: null,
      });
    } else if (plan.format === "xlsx") {
      links.push({
        plan: i,
        fileId: xlsxFiles[plan.media % xlsxFiles.length] as number,
        label: "",
        captionFileId: null,
      });
    } else if (plan.format === "zip") {
      links.push({ plan: i, fileId: zipFiles[plan.media % zipFiles.length] as number, label: "", captionFileId: null });
    } else if (plan.format === "txt") {
      const text = media.txt[plan.media % media.txt.length]?.bytes.toString("utf8") ?? "";
      const body = Buffer.from(text.replace(/^【(.+?)】/, `【$1】《${plan.topic.replace(/《|》/g, "")}》`), "utf8");
      links.push({ plan: i, fileId: await save("document", `${plan.name}.txt`, body), label: "", captionFileId: null });
    } else {
      const pdf = handoutPdf(plan.subject ?? "物理", plan.name);
      links.push({ plan: i, fileId: await save("document", `${plan.name}.pdf`, pdf), label: "", captionFileId: null });
    }
    durationOf.push(duration);
  }

  /* ---------- resource rows (one insert), their files, sections, notes ---------- */
  const names = new Map(people.map((p) => [p.id, p.realName]));
  const subjectName = (id: number | null) => (id ? (elementRows.find((e) => e.id === id)?.name ?? null) : null);
  const resourceValues = plans.map((plan, i) => {
    const created = daysAgo(5 + Math.floor(((plans.length - i) / plans.length) * 280));
    const subjectId = plan.subject ? element("SUBJECT", plan.subject) : null;
    const published = plan.status === PUBLISH_STATUS.PUBLISHED;
    const playable = plan.type === "VIDEO" || plan.type === "MULTISCREEN";
    const fileNames = links.filter((l) => l.plan === i).map((l) => fileName.get(l.fileId) ?? "");
    const isZip = fileNames.some((n) => n.toLowerCase().endsWith(".zip"));
    return {
      name: plan.name,
      kind: plan.kind,
      type: plan.type,
      brief: plan.brief,
      // Videos show their thumbnail; documents and audio the subject's cover.
      coverFileId:
        plan.type === "DOCUMENT" || plan.type === "AUDIO"
          ? plan.subject
            ? (coverOf.get(plan.subject) ?? null)
            : null
          : null,
      ownerId: plan.ownerId,
      ownerType: plan.ownerType,
      orgId: plan.orgId,
      subjectId,
      termId: i % 7 === 6 ? previousTerm : currentTerm,
      visibility: i % 7 === 3 ? "school" : "public",
      // A zip can only be used downloaded, so zips always allow it.
      allowDownload: i % 9 !== 4 || isZip,
      status: plan.status,
      rejectReason: plan.rejectReason ?? null,
      duration: durationOf[i] ?? null,
      visitCount: published ? Math.floor((playable ? 80 : 20) + rand() * (playable ? 3000 : 900)) : 0,
      downloadCount: 0,
      // The same document ResourceService writes on save.
      searchDoc: resourceSearchDoc({
        name: plan.name,
        brief: plan.brief,
        ownerName: names.get(plan.ownerId),
        subjectName: subjectName(subjectId),
        orgName: plan.orgId ? orgName.get(plan.orgId) : null,
        fileNames,
      }) as unknown as string,
      createdAt: created,
      updatedAt: created,
      publishedAt: published ? created : null,
    };
  });
  const resourceRows = await db.insert(resources).values(resourceValues).returning({ id: resources.id });
  const resourceId = (i: number) => resourceRows[i]?.id as number;

  await db.insert(resourceFiles).values(
    links.map((l, k) => ({
      resourceId: resourceId(l.plan),
      fileId: l.fileId,
      label: l.label,
      captionFileId: l.captionFileId,
      sort: k - links.findIndex((x) => x.plan === l.plan),
    })),
  );
  const attach = plans.flatMap((plan, i) =>
    plan.sections.map((sec) => ({ sectionId: sec.sectionId, courseId: sec.courseId, resourceId: resourceId(i) })),
  );
  // Within a section: the topic's own resource first, albums after.
  const sortIn = new Map<number, number>();
  await db.insert(sectionResources).values(
    attach.map((a) => {
      const n = sortIn.get(a.sectionId) ?? 0;
      sortIn.set(a.sectionId, n + 1);
      return { ...a, sort: n };
    }),
  );

  const noteValues: (typeof resourceNotes.$inferInsert)[] = [];
  for (const [i, plan] of plans.entries()) {
    if (plan.status !== PUBLISH_STATUS.PUBLISHED || (plan.type !== "VIDEO" && plan.type !== "MULTISCREEN")) continue;
    const v = plan.type === "VIDEO" ? videoFiles[plan.media % videoFiles.length] : videoFiles[0];
    if (!v) continue;
    const count = 1 + (i % 3);
    const where = plan.sections[0];
    for (let k = 0; k < count; k++) {
      // Phrases follow the lesson: opening, then examples, then the summary.
      const phrase = NOTE_PHRASES[(k * 2 + (i % 2)) % NOTE_PHRASES.length] as string;
      const content = `${plan.topic.replace(/（.*?）/g, "")}：${phrase}`;
      noteValues.push({
        resourceId: resourceId(i),
        courseId: where?.courseId ?? null,
        sectionId: where?.sectionId ?? null,
        userId: plan.ownerId,
        second: NOTE_SECONDS[k] as number,
        content,
        imgFileId: v.frames[k] ?? null,
        searchDoc: noteSearchDoc({ content, resourceName: plan.name }) as unknown as string,
        createdAt: daysAgo(Math.floor(rand() * 60)),
      });
    }
  }
  if (noteValues.length) await db.insert(resourceNotes).values(noteValues);
  log(`  ${plans.length} resources (${topicPlans} for course topics), ${noteValues.length} knowledge points`);

  /* ---------- people's traces: comments, collects, downloads ---------- */
  const publishedCourses = planned.flatMap((p, i) =>
    status(p.c) === PUBLISH_STATUS.PUBLISHED ? [courseIds[i] as number] : [],
  );
  const commentValues: (typeof courseComments.$inferInsert)[] = [];
  for (const [n, courseId] of publishedCourses.entries()) {
    const count = 1 + (n % 5);
    for (let k = 0; k < count; k++) {
      const who = students[(n * 13 + k * 29) % students.length];
      if (!who) continue;
      commentValues.push({
        courseId,
        userId: who.id,
        content: COMMENTS[(n * 3 + k * 7) % COMMENTS.length] as string,
        createdAt: daysAgo(Math.floor(rand() * 30)),
      });
    }
  }
  if (demoStudent && publishedCourses[0]) {
    commentValues.push({
      courseId: publishedCourses[0],
      userId: demoStudent.id,
      content: "第一次在平台上学习，课程内容很丰富！",
      createdAt: daysAgo(1),
    });
  }
  await db.insert(courseComments).values(commentValues);

  const publishedResources = plans.flatMap((p, i) => (p.status === PUBLISH_STATUS.PUBLISHED ? [i] : []));
  const collectRows = new Map<string, typeof collects.$inferInsert>();
  const collect = (userId: number, targetType: "course" | "resource", targetId: number) =>
    collectRows.set(`${userId}/${targetType}/${targetId}`, {
      userId,
      targetType,
      targetId,
      createdAt: daysAgo(Math.floor(rand() * 20)),
    });
  if (demoStudent) {
    for (let k = 0; k < 6; k++)
      collect(demoStudent.id, "course", publishedCourses[(k * 5) % publishedCourses.length] as number);
    for (let k = 0; k < 8; k++)
      collect(
        demoStudent.id,
        "resource",
        resourceId(publishedResources[(k * 17) % publishedResources.length] as number),
      );
  }
  for (const [n, st] of students.slice(0, 40).entries()) {
    collect(st.id, "course", pick(publishedCourses));
    collect(st.id, "resource", resourceId(publishedResources[(n * 31) % publishedResources.length] as number));
  }
  await db.insert(collects).values([...collectRows.values()]);

  const docs = plans.flatMap((p, i) => (p.status === PUBLISH_STATUS.PUBLISHED && p.type === "DOCUMENT" ? [i] : []));
  const downloadValues: (typeof downloads.$inferInsert)[] = [];
  const downloader = [...(demoStudent ? [demoStudent] : []), ...students.slice(0, 30)];
  for (const [n, who] of downloader.entries()) {
    const times = who === demoStudent ? 5 : 1 + (n % 2);
    for (let k = 0; k < times; k++) {
      const i = docs[(n * 7 + k * 3) % docs.length];
      if (i === undefined) continue;
      const file = links.find((l) => l.plan === i);
      if (!file) continue;
      downloadValues.push({
        userId: who.id,
        resourceId: resourceId(i),
        fileId: file.fileId,
        createdAt: daysAgo(Math.floor(rand() * 25)),
      });
    }
  }
  if (downloadValues.length) {
    await db.insert(downloads).values(downloadValues);
    await db.execute(
      sql`update resources set download_count = d.n + (resources.id % 17) from (select resource_id, count(*)::int as n from downloads group by resource_id) d where d.resource_id = resources.id`,
    );
  }

  /* ---------- course menus /menu1.. bound to a category, course type or college ---------- */
  const menuBindings: { title: string; binding: string; targetId: number | null }[] = [
    { title: "学科教学", binding: "category", targetId: element("COURSE_CATEGORY", "学科教学") },
    { title: "科技创新", binding: "category", targetId: element("COURSE_CATEGORY", "科技创新") },
    { title: "精品课程", binding: "courseType", targetId: element("COURSE_TYPE", "精品课程") },
    { title: "初中部课程", binding: "college", targetId: orgId.get("初中部") ?? null },
    { title: "高中部课程", binding: "college", targetId: orgId.get("高中部") ?? null },
    { title: "艺体课程", binding: "college", targetId: orgId.get("艺体中心") ?? null },
  ];
  await db
    .insert(courseMenus)
    .values(
      menuBindings.flatMap((m, i) =>
        m.targetId ? [{ menu: i + 1, title: m.title, binding: m.binding, targetId: m.targetId }] : [],
      ),
    );

  // Course search documents come from the course module (name, teachers, facets, brief).
  await s.courses.reindex(courseIds);
  // Bulk inserts leave the search entries in the GIN indexes' pending lists, which every search
  // scans linearly (the embedded database has no autovacuum): merge them now.
  await db.execute(sql`vacuum analyze courses, resources, resource_notes`);

  const summary = {
    courses: courseIds.length,
    sections: sectionRows.length,
    resources: plans.length,
    notes: noteValues.length,
    files: fileName.size,
    ms: Date.now() - t0,
  };
  log(`  teaching content loaded in ${(summary.ms / 1000).toFixed(1)} s (${fileName.size} files)`);
  return summary;
}
