import type { UserListItem } from "@otp/contract";
import { AnnouncementService } from "../modules/announcement/announcement.service.js";
import type { LiveService } from "../modules/live/live.service.js";
import { ReleaseService } from "../modules/release/release.service.js";
import type { LectureService } from "../modules/research/research.lecture.service.js";
import { TeacherService } from "../modules/teacher/teacher.service.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** The public part of a teacher's user record (no account, phone or e-mail). */
const teacherProfileOf = (u: Pick<UserListItem, "id" | "realName" | "avatarUrl" | "orgName" | "title" | "intro">) => ({
  id: u.id,
  realName: u.realName,
  avatarUrl: u.avatarUrl,
  orgName: u.orgName,
  title: u.title,
  intro: u.intro,
});

/** Announcements, famous teachers and app releases. */
export function wireCommunity(
  deps: AppDeps,
  p: People,
  c: Content,
  liveService: LiveService,
  /** The lecture centre, wired after this group (teaching research): asked when a page is read. */
  lectureService: () => LectureService,
) {
  const { db } = deps;
  const { users, base, files, textFilter } = p;
  const { courses, resources } = c;
  const announcements = new AnnouncementService(db, {
    users: { names: (ids) => users.names(ids), orgOf: async (id) => (await users.info(id)).orgId },
    orgs: { names: (ids) => base.orgNames(ids) },
    files: { many: (ids) => files.many(ids), send: (req, reply, id) => files.send(req, reply, id, { download: true }) },
    text: textFilter,
  });
  // Famous teachers: lives from the live module, 说课 from the lecture centre.
  const teachers = new TeacherService(db, {
    users: {
      famous: async (input) => {
        const { list, count } = await users.list({ ...input, userType: "teacher", recommend: true }, null);
        return { count, list: (list as unknown as UserListItem[]).map(teacherProfileOf) };
      },
      profile: async (id) => {
        const u = await users.info(id).catch(() => null);
        if (u?.userType !== "teacher") return null;
        return teacherProfileOf(u);
      },
    },
    courses: (teacherId, viewer, pageSize) =>
      courses.catalogue.list({ pageNo: 1, pageSize, teacherId, sort: "hot" }, viewer),
    resources: (ownerId, viewer, pageSize) =>
      resources.catalogue.list({ pageNo: 1, pageSize, ownerId, sort: "hot" }, viewer),
    // Every tab (status 0): upcoming, in progress and recorded lives, newest first; not cancelled ones.
    lives: async (teacherId, viewer, pageSize) => {
      const { list, count } = await liveService.list({ pageNo: 1, pageSize, status: 0, teacherId }, viewer);
      return {
        count,
        list: list.map((l) => ({
          id: l.id,
          title: l.name,
          coverUrl: l.coverUrl,
          url: `/live/${l.id}`,
          time: l.startTime,
        })),
      };
    },
    lectures: async (teacherId, _viewer, pageSize) => {
      const { list, count } = await lectureService().list({ pageNo: 1, pageSize, teacherId });
      return {
        count,
        list: list.map((l) => ({
          id: l.id,
          title: l.title,
          coverUrl: null,
          url: `/detail/${l.id}/${l.kind === "live" ? "live" : "record"}`,
          time: l.createdAt,
        })),
      };
    },
    files: { many: (ids) => files.many(ids) },
    text: textFilter,
  });
  const releases = new ReleaseService(db, {
    files: {
      many: (ids) => files.many(ids),
      send: (req, reply, id) => files.send(req, reply, id, { download: true }),
    },
    siteAddress: async () => (await p.site.mobileSettings()).siteUrl,
  });
  return { announcements, teachers, releases };
}
