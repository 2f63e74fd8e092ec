import type { LearningProgress, RecentLearning } from "@otp/contract";
import type { LearningPlace, LearningResourceCard } from "./learning.ports.js";
import type { ProgressRow } from "./learning.queries.js";

/** Output shaping of the learning module. */

export function presentProgress(r: ProgressRow): LearningProgress {
  return {
    resourceId: r.resourceId,
    fileId: r.fileId,
    second: r.second,
    duration: r.duration,
    courseId: r.courseId,
    sectionId: r.sectionId,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * One row of 继续学习. A deleted resource keeps its row, named as deleted; the course and
 * section are named only while that course still holds the resource and the caller may see it.
 */
export function presentRecent(
  r: ProgressRow,
  card: LearningResourceCard | undefined,
  places: LearningPlace[],
): RecentLearning {
  const inCourse = places.filter((p) => p.courseId === r.courseId);
  const section = inCourse.find((p) => p.sectionId === r.sectionId);
  return {
    ...presentProgress(r),
    resourceName: card?.name ?? "资源已删除",
    coverUrl: card?.coverUrl ?? null,
    available: card?.available ?? false,
    courseName: inCourse[0]?.courseName ?? null,
    sectionName: section?.sectionTitle ?? null,
  };
}
