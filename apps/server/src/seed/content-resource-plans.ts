import { PUBLISH_STATUS, type ResourceType } from "@otp/contract";
import type { PlannedCourse, SectionTopic } from "./content-courses.js";
import type { Person, School } from "./content-school.js";
import { ACTIVITIES, STUDENT_WORKS } from "./content-texts.js";
import { CHAPTER_BANK } from "./subjects.js";

/**
 * Which resources the demo has: one per course topic (its form rotating through videos, documents,
 * pictures, audio and multi-screen recordings), an album every third chapter, school activities,
 * student works, and the demo teacher's own work in every state of the audit flow.
 */

/** Subjects whose spreadsheets are lab records. */
const SCIENCES = ["物理", "化学", "生物", "地理"];

type Kind = 1 | 2 | 3 | 4 | 5 | 6 | 7;
type DocFormat = "pdf" | "xlsx" | "txt" | "zip";
export interface ResourcePlan {
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

type TopicPlan = Pick<ResourcePlan, "name" | "kind" | "type" | "brief" | "format"> & { media?: number };

/** The resource of the `topicIndex`-th topic: its form follows the topic's place in a cycle of ten. */
function topicPlan(
  topicIndex: number,
  { subject, chapter, topic, grade }: { subject: string; chapter: string; topic: string; grade: string },
): TopicPlan {
  const p = topicIndex % 10;
  if (p === 3 && ["英语", "语文", "音乐"].includes(subject)) {
    const what = subject === "英语" ? "听力音频" : subject === "语文" ? "朗读音频" : "欣赏音频";
    return {
      name: `${topic}${what}`,
      kind: 1,
      type: "AUDIO",
      brief: `${grade}${subject}“${topic}”配套${what}，可在课前预习或课后反复收听。`,
      media: topicIndex % 2,
    };
  }
  if (p === 5 && ["美术", "地理", "生物"].includes(subject)) {
    return {
      name: `${topic}示意图`,
      kind: 3,
      type: "PICTURE",
      brief: `“${topic}”的示意图，可用于课堂讲解和学生复习。`,
    };
  }
  if (p === 0 || p === 3 || p === 7) {
    return {
      name: `${topic}${p === 7 ? "微课精讲" : "微课"}`,
      kind: 2,
      type: "VIDEO",
      brief: `围绕“${topic}”这一知识点，用几分钟讲清核心概念并配以典型例题，适合${grade}学生课前预习和课后巩固。`,
    };
  }
  if (p === 1) {
    return {
      name: `${topic}学案`,
      kind: 3,
      type: "DOCUMENT",
      format: "pdf",
      brief: `${grade}${subject}《${topic}》学案，包含学习目标、例题讲解和分层练习。`,
    };
  }
  if (p === 2) {
    return {
      name: `公开课：${topic}`,
      kind: 4,
      type: "VIDEO",
      brief: `${grade}${subject}校级公开课《${topic}》课堂实录，展示以问题驱动、学生为主体的课堂。`,
    };
  }
  if (p === 4) {
    return {
      name: `展示课：${topic}`,
      kind: 5,
      type: "MULTISCREEN",
      brief: `${subject}教研组展示课《${topic}》，教师、学生等多路画面同步录制。`,
    };
  }
  if (p === 5) {
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
    return {
      name: name as string,
      kind: 3,
      type: "DOCUMENT",
      format,
      media: format === "xlsx" ? workbook : undefined,
      brief: `《${topic}》${what}，供教师备课和学生学习参考。`,
    };
  }
  if (p === 6) {
    return {
      name: `${topic}（精品课）`,
      kind: 7,
      type: "VIDEO",
      brief: `市级精品课程资源《${topic}》，教学设计完整、讲解细致，配有中文字幕。`,
    };
  }
  if (p === 8) {
    return {
      name: `公开课：${topic}（多屏录播）`,
      kind: 4,
      type: "MULTISCREEN",
      brief: `录播教室多机位录制的公开课《${topic}》，可同时观看教师、学生和课件画面。`,
    };
  }
  return {
    name: `${topic}板书设计`,
    kind: 3,
    type: "PICTURE",
    brief: `“${topic}”一课的板书设计，梳理知识结构。`,
  };
}

/** Every resource of the demo, in the order their rows are written; `topicPlans` of them belong to course topics. */
export function planResources(
  school: School,
  planned: PlannedCourse[],
  sections: SectionTopic[],
): { plans: ResourcePlan[]; topicPlans: number } {
  const { orgId, teachers, students, demoStudent, demoTeacher } = school;
  const chapterOwner = new Map<string, Person>();
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
        sections.flatMap((st) =>
          st.subject === subject && st.chapter === chapter && st.topic === topic
            ? [{ sectionId: st.sectionId, courseId: st.courseId }]
            : [],
        );
      for (const topic of topics) {
        const base = {
          subject,
          topic,
          ownerId: owner.id,
          ownerType: "teacher" as const,
          orgId: org,
          status: PUBLISH_STATUS.PUBLISHED,
        };
        const plan = topicPlan(topicIndex, { subject, chapter, topic, grade });
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

  // School activities (kind 6), owned by teachers in turn; not part of a course. The demo teacher
  // filmed the science festival's opening, so their 活动视频 in the personal centre is not empty.
  for (const [i, a] of ACTIVITIES.entries()) {
    const owner = i === 0 ? demoTeacher : (teachers[(i * 5) % teachers.length] as Person);
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
  return { plans, topicPlans };
}
