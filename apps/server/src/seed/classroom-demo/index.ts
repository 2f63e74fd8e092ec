import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LIVE_STATE, LIVE_STREAM_NAMES, PUBLISH_STATUS } from "@otp/contract";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Services } from "../../app.js";
import { classes, originCourses, terms } from "../../modules/base/base.tables.js";
import { classroomAnalyses } from "../../modules/classroom/classroom.tables.js";
import { courseClasses } from "../../modules/course/course.tables.js";
import { KEY_VALID_AFTER_END_MS, newStreamKey } from "../../modules/live/live.keys.js";
import { lives } from "../../modules/live/live.tables.js";
import { resources } from "../../modules/resource/resource.tables.js";
import { users } from "../../modules/user/user.tables.js";
import type { Db } from "../../platform/db/client.js";
import { DEMO_LIVE_PROPERTY } from "../demo-lives.js";
import { makeLessonMedia } from "./compose.js";
import { lessonDate, type TermSpan } from "./dates.js";
import { DEMO_LESSONS, type LessonPlan } from "./lessons.js";
import { SEATS } from "./scene.js";

/**
 * The demo's AI classroom lessons (issues 24 and 26, decision 0055), made in the background after
 * the server listens on a start with demo data: each lesson's video is composed from real photos
 * and synthesized speech, published as its teacher's recording (a live's playback or a classroom
 * video, attached to the plan's course and section), dated in the previous or the current term
 * (dates.ts), then queued for the real analysis pipeline. One lesson at a time, each queued as
 * soon as it is made, so the analyses start while the next videos are made. Idempotent: a lesson
 * already made is only queued again when it has no analysis yet, so a start interrupted half-way
 * finishes on the next one. The test harness never starts it.
 */

/**
 * The lessons CLASSROOM_DEMO names: "all" (the default: every lesson), "off" (none), or names
 * separated by commas, each a lesson key (`physics-lecture`, the one the end-to-end suite makes)
 * or a group: `research` is four short lessons by two teachers of the two colleges in two weeks
 * of the current term (the research dashboards' end-to-end test: a leader drills from a college
 * to a lesson and compares three lessons). Unknown names select nothing.
 */
export function classroomDemoLessons(setting: string, lessons: LessonPlan[] = DEMO_LESSONS): LessonPlan[] {
  const value = setting.trim();
  if (value === "off") return [];
  const names = new Set(
    value
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean),
  );
  if (!names.size || names.has("all")) return lessons;
  return lessons.filter((plan) => names.has(plan.key) || plan.groups?.some((g) => names.has(g)));
}

/** Where each lesson remembers its resource (site properties). */
const PROPERTY_FILE = "classroom";
const propertyKey = (plan: LessonPlan) => `demo_lesson_${plan.key}`;

export interface ClassroomDemoOptions {
  log: (line: string) => void;
  /** Lessons to make (default: all of them). */
  lessons?: LessonPlan[];
}

interface CourseFact {
  courseId: number;
  name: string;
  sectionId: number | null;
  classIds: number[];
}

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/**
 * The plan's course of the teacher (by name; else the teacher's course with the fewest classes,
 * one with classes first), its section (the plan's, else the first) and classes. A course without
 * a class is given the plan's class, else the class of the teacher's academic offering (the
 * class they teach), as the demo's preparation data does, so every demo lesson has a class list.
 */
async function courseOf(db: Db, teacherId: number, plan: LessonPlan): Promise<CourseFact | null> {
  const skip = Math.max(0, (plan.section ?? 1) - 1);
  const firstSections = (offset: number) => sql`(select s.id from course_sections s
    where s.course_id = c.id and s.parent_id is not null order by s.parent_id, s.sort, s.id offset ${offset} limit 1)`;
  const res = await db.execute(sql`
    select c.id as "courseId", c.name,
      coalesce(${firstSections(skip)}, ${firstSections(0)}) as "sectionId",
      coalesce((select json_agg(cc.class_id order by cc.class_id) from course_classes cc where cc.course_id = c.id), '[]'::json) as "classIds"
    from courses c
    where c.owner_id = ${teacherId}
    order by c.name = ${plan.course ?? ""} desc,
      (select count(*) from course_classes cc where cc.course_id = c.id) = 0,
      (select count(*) from course_classes cc where cc.course_id = c.id), c.id
    limit 1`);
  const course = rowsOf<CourseFact>(res)[0];
  if (!course || course.classIds.length) return course ?? null;
  const classId = (await classNamed(db, plan.className)) ?? (await offeringClass(db, teacherId));
  if (!classId) return course;
  await db.insert(courseClasses).values({ courseId: course.courseId, classId }).onConflictDoNothing();
  return { ...course, classIds: [classId] };
}

async function classNamed(db: Db, name: string | undefined): Promise<number | null> {
  if (!name) return null;
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.name, name)).orderBy(classes.id);
  return row?.id ?? null;
}

/** The class of the teacher's (first) academic offering. */
async function offeringClass(db: Db, teacherId: number): Promise<number | null> {
  const [taught] = await db
    .select({ classId: originCourses.classId })
    .from(originCourses)
    .where(and(eq(originCourses.teacherId, teacherId), isNotNull(originCourses.classId)))
    .orderBy(originCourses.id)
    .limit(1);
  return taught?.classId ?? null;
}

/** The terms as the database has them, for the lessons' dates (dates.ts). */
async function termSpans(db: Db): Promise<TermSpan[]> {
  return db.select({ startDate: terms.startDate, endDate: terms.endDate, isCurrent: terms.isCurrent }).from(terms);
}

async function studentsIn(db: Db, classIds: number[]): Promise<number> {
  if (!classIds.length) return 0;
  const res = await db.execute(sql`select count(*)::int as n from users where user_type = 'student'
    and class_id in (${sql.join(
      classIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

/** Makes, publishes and links one lesson; resolves with its resource id. */
async function makeLesson(db: Db, s: Services, plan: LessonPlan, log: (line: string) => void): Promise<number | null> {
  const [teacher] = await db
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(eq(users.account, plan.teacher));
  if (!teacher) {
    log(`AI课堂演示：没有教师账号 ${plan.teacher}，跳过《${plan.title}》`);
    return null;
  }
  const owner = await s.users.actingFor(teacher.id);
  const course = await courseOf(db, teacher.id, plan);
  if (plan.course && course?.name !== plan.course)
    log(
      `AI课堂演示：${plan.teacher} 没有课程《${plan.course}》，《${plan.title}》改用${course ? `《${course.name}》` : "无课程"}`,
    );
  // A live is given to one class (the plan's); a course video is watched by the course's classes.
  const planClass = plan.live ? await classNamed(db, plan.className) : null;
  const classIds = plan.live
    ? planClass
      ? [planClass]
      : (course?.classIds.slice(0, 1) ?? [])
    : (course?.classIds ?? []);
  const expected = await studentsIn(db, classIds);
  const classSize = Math.min(SEATS.length, expected || SEATS.length);

  const dir = await mkdtemp(path.join(tmpdir(), "classroom-demo-"));
  try {
    const t0 = Date.now();
    const media = await makeLessonMedia(plan, dir, classSize);
    log(
      `AI课堂演示：《${plan.title}》音视频已生成（${Math.round(media.timeline.duration)} 秒的课，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒）`,
    );
    const files = media.teacher
      ? [
          { path: media.teacher, label: LIVE_STREAM_NAMES.teacher },
          { path: media.student, label: LIVE_STREAM_NAMES.student },
        ]
      : [{ path: media.student, label: "" }];
    const name = plan.live ? `${plan.title}（直播回放）` : `${plan.title}（课堂实录）`;
    const resourceId = await s.resources.recordings.publish({ owner, name, brief: plan.brief, files });
    const [row] = await db.select({ status: resources.status }).from(resources).where(eq(resources.id, resourceId));
    if (row?.status === PUBLISH_STATUS.PENDING)
      await s.resources.audit.decide({ ids: [resourceId], pass: true, reason: "" });

    // The plan's week and weekday of its term, never later than a day ago (dates.ts).
    const heldAt = lessonDate(plan.when, await termSpans(db), new Date());
    if (plan.live) {
      const endAt = new Date(heldAt.getTime() + Math.ceil(media.timeline.duration) * 1000);
      await db.insert(lives).values({
        name: plan.title,
        teacherId: teacher.id,
        orgId: teacher.orgId,
        courseId: course?.courseId ?? null,
        sectionId: course?.sectionId ?? null,
        startAt: heldAt,
        endAt,
        intro: plan.brief,
        classIds,
        streams: media.teacher ? ["teacher", "student"] : ["student"],
        status: LIVE_STATE.ENDED,
        startedAt: heldAt,
        endedAt: endAt,
        recordingResourceId: resourceId,
        streamKey: newStreamKey(),
        keyExpiresAt: new Date(endAt.getTime() + KEY_VALID_AFTER_END_MS),
      });
    } else {
      // A classroom video: held the day it was recorded, and filed under the course's section.
      await db.update(resources).set({ createdAt: heldAt }).where(eq(resources.id, resourceId));
      if (course?.sectionId) {
        const current = await s.courses.chapters.sectionResources(course.courseId, course.sectionId, owner);
        await s.courses.chapters.saveSectionResources(
          {
            courseId: course.courseId,
            sectionId: course.sectionId,
            resourceIds: [...current.list.map((r) => r.id), resourceId],
          },
          owner,
        );
      }
    }
    return resourceId;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function hasAnalysis(db: Db, resourceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classroomAnalyses.id })
    .from(classroomAnalyses)
    .where(eq(classroomAnalyses.resourceId, resourceId));
  return !!row;
}

async function resourceExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: resources.id }).from(resources).where(eq(resources.id, id));
  return !!row;
}

/**
 * Makes the missing demo lessons one after another and queues their analysis. Only on a database
 * that holds the demo school's content (its running live is the mark); never throws.
 */
export async function startClassroomDemo(db: Db, s: Services, opts: ClassroomDemoOptions): Promise<void> {
  const { log } = opts;
  try {
    if (!(await s.site.property(DEMO_LIVE_PROPERTY.key, DEMO_LIVE_PROPERTY.file))) return;
    const plans = opts.lessons ?? DEMO_LESSONS;
    const t0 = Date.now();
    let made = 0;
    for (const [i, plan] of plans.entries()) {
      const kept = Number(await s.site.property(propertyKey(plan), PROPERTY_FILE));
      let resourceId = kept && (await resourceExists(db, kept)) ? kept : null;
      if (!resourceId) {
        log(`AI课堂演示：正在生成第 ${i + 1}/${plans.length} 节演示课《${plan.title}》…`);
        resourceId = await makeLesson(db, s, plan, log);
        if (!resourceId) continue;
        await s.site.saveProperty(propertyKey(plan), String(resourceId), PROPERTY_FILE);
        made++;
      }
      if (await hasAnalysis(db, resourceId)) continue;
      await s.classroom.queue(resourceId, null);
      log(`AI课堂演示：《${plan.title}》已加入课堂分析队列`);
    }
    if (made) log(`AI课堂演示：${made} 节演示课已生成（${((Date.now() - t0) / 1000).toFixed(0)} 秒），分析在后台进行`);
  } catch (err) {
    log(`AI课堂演示课生成失败：${err instanceof Error ? err.message.slice(0, 300) : String(err)}`);
  }
}
