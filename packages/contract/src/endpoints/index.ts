import { activityEndpoints } from "./activity.js";
import { aiEndpoints } from "./ai.js";
import { announcementEndpoints } from "./announcement.js";
import { assignmentEndpoints } from "./assignment.js";
import { auditcentreEndpoints } from "./auditcentre.js";
import { authEndpoints } from "./auth.js";
import { baseEndpoints } from "./base.js";
import { chaoxingEndpoints } from "./chaoxing.js";
import { classroomEndpoints } from "./classroom.js";
import { collectEndpoints } from "./collect.js";
import { courseEndpoints } from "./course.js";
import { fileEndpoints } from "./file.js";
import { healthEndpoints } from "./health.js";
import { learningEndpoints } from "./learning.js";
import { liveEndpoints } from "./live.js";
import { mediaEndpoints } from "./media.js";
import { noticeEndpoints } from "./notice.js";
import { ocrEndpoints } from "./ocr.js";
import { oplogEndpoints } from "./oplog.js";
import { prepareEndpoints } from "./prepare.js";
import { releaseEndpoints } from "./release.js";
import { researchEndpoints } from "./research.js";
import { resourceEndpoints } from "./resource.js";
import { retrievalEndpoints } from "./retrieval.js";
import { searchEndpoints } from "./search.js";
import { siteEndpoints } from "./site.js";
import { ssoEndpoints } from "./sso.js";
import { statsEndpoints } from "./stats.js";
import { superviseEndpoints } from "./supervise.js";
import { teacherEndpoints } from "./teacher.js";
import { teachgroupEndpoints } from "./teachgroup.js";
import { teachtaskEndpoints } from "./teachtask.js";
import { timetableEndpoints } from "./timetable.js";
import { tvEndpoints } from "./tv.js";
import { userEndpoints } from "./user.js";
import { wordEndpoints } from "./word.js";

/** Each domain's declarations on their own: a client imports only the domains it calls (smaller bundles). */
export {
  activityEndpoints,
  aiEndpoints,
  announcementEndpoints,
  assignmentEndpoints,
  auditcentreEndpoints,
  authEndpoints,
  baseEndpoints,
  chaoxingEndpoints,
  classroomEndpoints,
  collectEndpoints,
  courseEndpoints,
  fileEndpoints,
  healthEndpoints,
  learningEndpoints,
  liveEndpoints,
  mediaEndpoints,
  noticeEndpoints,
  ocrEndpoints,
  oplogEndpoints,
  prepareEndpoints,
  releaseEndpoints,
  researchEndpoints,
  resourceEndpoints,
  retrievalEndpoints,
  searchEndpoints,
  siteEndpoints,
  ssoEndpoints,
  statsEndpoints,
  superviseEndpoints,
  teacherEndpoints,
  teachgroupEndpoints,
  teachtaskEndpoints,
  timetableEndpoints,
  tvEndpoints,
  userEndpoints,
  wordEndpoints,
};

/**
 * Every endpoint of the platform, by domain (one file each, named for the server module that
 * serves it): the server registers each, the clients call them, docs/api.md is generated from
 * this object, and the access test checks that the server registers exactly these.
 */
export const endpoints = {
  notice: noticeEndpoints,
  auth: authEndpoints,
  sso: ssoEndpoints,
  user: userEndpoints,
  site: siteEndpoints,
  health: healthEndpoints,
  base: baseEndpoints,
  word: wordEndpoints,
  chaoxing: chaoxingEndpoints,
  classroom: classroomEndpoints,
  oplog: oplogEndpoints,
  auditcentre: auditcentreEndpoints,
  stats: statsEndpoints,
  release: releaseEndpoints,
  teacher: teacherEndpoints,
  announcement: announcementEndpoints,
  course: courseEndpoints,
  resource: resourceEndpoints,
  media: mediaEndpoints,
  file: fileEndpoints,
  collect: collectEndpoints,
  learning: learningEndpoints,
  search: searchEndpoints,
  retrieval: retrievalEndpoints,
  ai: aiEndpoints,
  ocr: ocrEndpoints,
  live: liveEndpoints,
  tv: tvEndpoints,
  prepare: prepareEndpoints,
  assignment: assignmentEndpoints,
  supervise: superviseEndpoints,
  activity: activityEndpoints,
  research: researchEndpoints,
  teachgroup: teachgroupEndpoints,
  teachtask: teachtaskEndpoints,
  timetable: timetableEndpoints,
};
