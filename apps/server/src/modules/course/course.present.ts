import {
  type CourseCard,
  type CourseChapter,
  type CourseComment,
  type CourseDetail,
  type CourseMember,
  type CourseMenuBinding,
  type CourseMenuSetting,
  endpoints,
  type ManageComment,
  type ManageCourseItem,
  type MyCourseCard,
  type PublishStatus,
  type SectionResources,
  urlOf,
  type Visibility,
} from "@otp/contract";
import type { CommentRow } from "./course.comments.queries.js";
import type { MenuRow } from "./course.menus.queries.js";
import type { UserProfile } from "./course.ports.js";
import type { CardRow, CourseRow } from "./course.queries.js";

/** How the course module's rows become the contract's shapes: pure, no database, no ports. */

/** The name a collect list shows for a course the viewer may no longer open. */
export const UNAVAILABLE_COURSE = "课程不可查看";

export function fileUrl(fileId: number | null): string | null {
  return fileId ? urlOf(endpoints.file.picture, { id: fileId }) : null;
}

/** Plain text of an HTML brief (search document and excerpts). */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The start of a brief as the search module lists it. */
export function excerpt(html: string): string {
  return plainText(html).slice(0, 200);
}

type Named = { id: number; name: string };
type Lookup = (id: number | null) => string | null;

/** The dictionary names a course refers to by id. */
export interface CourseNames {
  term: Lookup;
  org: Lookup;
  subject: Lookup;
  courseType: Lookup;
  category: Lookup;
}

export function courseNames(lists: Record<keyof CourseNames, Named[]>): CourseNames {
  const lookup = (rows: Named[]): Lookup => {
    const byId = new Map(rows.map((r) => [r.id, r.name]));
    return (id) => (id ? (byId.get(id) ?? null) : null);
  };
  return {
    term: lookup(lists.term),
    org: lookup(lists.org),
    subject: lookup(lists.subject),
    courseType: lookup(lists.courseType),
    category: lookup(lists.category),
  };
}

export type TeachersByCourse = Map<number, { id: number; name: string }[]>;

/** The teachers of each course in the order given, with their names. */
export function teachersByCourse(
  teachers: { courseId: number; userId: number }[],
  names: Map<number, { realName: string }>,
): TeachersByCourse {
  const out: TeachersByCourse = new Map();
  for (const m of teachers) {
    out.set(m.courseId, [...(out.get(m.courseId) ?? []), { id: m.userId, name: names.get(m.userId)?.realName ?? "" }]);
  }
  return out;
}

/** What a card shows beside its row. */
export interface CardFacts {
  teachers: TeachersByCourse;
  sections: Map<number, number>;
  resources: Map<number, number>;
  names: CourseNames;
}

export function toCard(r: CardRow, f: CardFacts): CourseCard {
  return {
    id: r.id,
    name: r.name,
    coverUrl: fileUrl(r.coverFileId),
    teachers: f.teachers.get(r.id) ?? [],
    orgName: f.names.org(r.orgId),
    subjectName: f.names.subject(r.subjectId),
    courseTypeName: f.names.courseType(r.courseTypeId),
    termName: f.names.term(r.termId),
    visitCount: r.visitCount,
    sectionCount: f.sections.get(r.id) ?? 0,
    resourceCount: f.resources.get(r.id) ?? 0,
    status: r.status as PublishStatus,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A card of the caller's own list: their part in the course. */
export function toMyCard(card: CourseCard, r: CardRow, role: string | undefined, userId: number): MyCourseCard {
  return {
    ...card,
    kind: r.kind as MyCourseCard["kind"],
    role: (role ?? "teacher") as MyCourseCard["role"],
    isOwner: r.ownerId === userId,
    rejectReason: r.rejectReason,
  };
}

/** A row of the admin business and audit lists. */
export function toManageItem(card: CourseCard, r: CardRow, ownerName: string): ManageCourseItem {
  return {
    ...card,
    kind: r.kind as ManageCourseItem["kind"],
    ownerId: r.ownerId,
    ownerName,
    visibility: r.visibility as Visibility,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toMember(id: number, u: UserProfile): CourseMember {
  return { id, name: u.realName, avatarUrl: u.avatarUrl, orgName: u.orgName, title: u.title };
}

/** Chapters in order, each with its sections and their numbers of attached resources. */
export function toChapterTree({
  rows,
  resourceCounts,
}: {
  rows: { id: number; parentId: number | null; title: string }[];
  resourceCounts: Map<number, number>;
}): CourseChapter[] {
  const tree: CourseChapter[] = rows
    .filter((r) => r.parentId === null)
    .map((r) => ({ id: r.id, title: r.title, sections: [] }));
  const byId = new Map(tree.map((c) => [c.id, c]));
  for (const r of rows) {
    if (r.parentId === null) continue;
    byId.get(r.parentId)?.sections.push({ id: r.id, title: r.title, resourceCount: resourceCounts.get(r.id) ?? 0 });
  }
  return tree;
}

/** Where a section sits in the course: its chapter and its neighbours; null when not in the tree. */
export function sectionPlace(
  tree: CourseChapter[],
  sectionId: number,
): Pick<SectionResources, "section" | "prevSectionId" | "nextSectionId"> | null {
  const flat = tree.flatMap((c) => c.sections.map((s) => ({ ...s, chapter: c })));
  const at = flat.findIndex((s) => s.id === sectionId);
  const here = flat[at];
  if (!here) return null;
  return {
    section: { id: here.id, title: here.title, chapterId: here.chapter.id, chapterTitle: here.chapter.title },
    prevSectionId: flat[at - 1]?.id ?? null,
    nextSectionId: flat[at + 1]?.id ?? null,
  };
}

/** Everything the detail page shows beside the course row. */
export interface DetailFacts {
  card: CourseCard;
  names: CourseNames;
  chapters: CourseChapter[];
  members: { userId: number; role: string }[];
  /** Profiles of the members; unknown users are left out of the lists. */
  profiles: Map<number, UserProfile>;
  classIds: number[];
  commentCount: number;
  collected: boolean;
  canEdit: boolean;
}

export function toDetail(course: CourseRow, f: DetailFacts): CourseDetail {
  const listOf = (role: string) =>
    f.members.flatMap((m) => {
      const u = m.role === role ? f.profiles.get(m.userId) : undefined;
      return u ? [toMember(m.userId, u)] : [];
    });
  return {
    ...f.card,
    kind: course.kind as CourseDetail["kind"],
    brief: course.brief,
    termId: course.termId,
    orgId: course.orgId,
    subjectId: course.subjectId,
    courseTypeId: course.courseTypeId,
    categoryId: course.categoryId,
    categoryName: f.names.category(course.categoryId),
    originCourseId: course.originCourseId,
    coverFileId: course.coverFileId,
    columns: course.columns,
    chapters: f.chapters,
    teacherList: listOf("teacher"),
    assistantList: listOf("assistant"),
    textbook: course.textbook ? { ...course.textbook, coverUrl: fileUrl(course.textbook.coverFileId) } : null,
    visibility: course.visibility as Visibility,
    classIds: f.classIds,
    // The reason matters only to the people who can fix the course.
    rejectReason: f.canEdit ? course.rejectReason : null,
    collected: f.collected,
    canEdit: f.canEdit,
    commentCount: f.commentCount,
  };
}

export interface CollectTarget {
  name: string;
  coverUrl: string | null;
  available: boolean;
}

/**
 * A collect-list entry: name and cover while the viewer may open the course (published and
 * visible to them), else a placeholder, so a renamed hidden course leaks nothing.
 */
export function toCollectTarget(r: { name: string; coverFileId: number | null }, open: boolean): CollectTarget {
  return open
    ? { name: r.name, coverUrl: fileUrl(r.coverFileId), available: true }
    : { name: UNAVAILABLE_COURSE, coverUrl: null, available: false };
}

export function toComment(r: CommentRow, author: UserProfile | undefined, canDelete: boolean): CourseComment {
  return {
    id: r.id,
    userId: r.userId,
    userName: author?.realName ?? "已注销用户",
    avatarUrl: author?.avatarUrl ?? null,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    canDelete,
  };
}

export function toManageComment(
  r: Omit<ManageComment, "userName" | "createdAt"> & { createdAt: Date },
  userName: string,
): ManageComment {
  return { ...r, userName, createdAt: r.createdAt.toISOString() };
}

/** A menu as the admin screen and the portal show it; never saved: its default title, unbound. */
export function toMenuSetting(row: MenuRow | undefined, menu: number, targets: Named[]): CourseMenuSetting {
  if (!row) return { menu, title: `课程菜单${menu}`, binding: null, targetId: null, targetName: null };
  const target = targets.find((t) => t.id === row.targetId);
  return {
    menu,
    title: row.title,
    binding: row.binding as CourseMenuBinding,
    targetId: row.targetId,
    targetName: target?.name ?? null,
  };
}
