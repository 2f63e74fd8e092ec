import type { LiveEdit, LiveItem, LiveRecording, LiveSource, LiveStreamKind } from "@otp/contract";
import { endpoints, LIVE_STREAM_NAMES, urlOf } from "@otp/contract";
import type { LiveRow } from "./live.queries.js";

/** Pure output shaping of lives. */

export interface LiveLookups {
  teachers: Map<number, { realName: string }>;
  orgs: Map<number, string>;
  recordings: Map<number, LiveRecording>;
  reserved: Set<number>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : "");

/**
 * The recording's gap, kept as a marker entry in record_parts ("!incomplete<TAB>reason") so the
 * flag needed no migration racing other branches' schema changes.
 */
export const INCOMPLETE_MARK = "!incomplete\t";
export const incompleteReason = (recordParts: string[]) =>
  recordParts.find((p) => p.startsWith(INCOMPLETE_MARK))?.slice(INCOMPLETE_MARK.length) ?? null;

/** SPEC §4: -1 is shown as 2 with the error flag. */
export function shownStatus(status: number): { status: 1 | 2 | 3; error: boolean } {
  if (status === -1) return { status: 2, error: true };
  return { status: (status === 2 || status === 3 ? status : 1) as 1 | 2 | 3, error: false };
}

export function toLiveItem(row: LiveRow, l: LiveLookups): LiveItem {
  const recording = row.recordingResourceId ? (l.recordings.get(row.recordingResourceId) ?? null) : null;
  const thumb = recording?.fileList[0]?.thumbUrl ?? null;
  return {
    id: row.id,
    name: row.name,
    teacherId: row.teacherId,
    teacherName: l.teachers.get(row.teacherId)?.realName ?? "",
    organizationId: row.orgId,
    organizationName: row.orgId ? (l.orgs.get(row.orgId) ?? "") : "",
    startTime: iso(row.startAt),
    endTime: iso(row.endAt),
    ...shownStatus(row.status),
    cancelled: row.cancelled,
    coverUrl: row.coverFileId ? urlOf(endpoints.file.picture, { id: row.coverFileId }) : thumb,
    openRemark: row.openRemark,
    visitCount: row.showVisitCount ? row.visitCount : 0,
    showVisitCount: row.showVisitCount,
    access: row.access,
    source: row.source as LiveSource,
    courseId: row.courseId,
    sectionId: row.sectionId,
    itemList: row.streams.map((k) => ({
      kind: k as LiveStreamKind,
      name: row.streamLabels[k] ?? LIVE_STREAM_NAMES[k as LiveStreamKind] ?? k,
    })),
    resource: recording,
    reserved: l.reserved.has(row.id),
    recordIncomplete: incompleteReason(row.recordParts),
  };
}

export function toLiveEdit(row: LiveRow): LiveEdit {
  return {
    id: row.id,
    name: row.name,
    startTime: iso(row.startAt),
    endTime: iso(row.endAt),
    organizationId: row.orgId,
    courseId: row.courseId,
    sectionId: row.sectionId,
    coverFileId: row.coverFileId,
    openRemark: row.openRemark,
    intro: row.intro,
    access: row.access,
    classIds: row.classIds,
    userIds: row.userIds,
    hasPassword: row.passwordHash !== "",
    showVisitCount: row.showVisitCount,
    streams: row.streams as LiveStreamKind[],
    status: row.status,
    cancelled: row.cancelled,
    source: row.source as LiveSource,
  };
}
