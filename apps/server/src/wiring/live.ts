import type { Config } from "../config.js";
import type { BaseService } from "../modules/base/base.service.js";
import type { CourseService } from "../modules/course/course.service.js";
import type { FileService } from "../modules/file/file.service.js";
import { ingestConfig } from "../modules/live/live.ingest.js";
import { LiveService } from "../modules/live/live.service.js";
import type { NoticeService } from "../modules/notice/notice.service.js";
import type { ResourceService } from "../modules/resource/resource.service.js";
import type { UserDirectory } from "../modules/user/user.directory.js";
import type { PasswordHasher } from "../platform/auth/password.js";
import type { Principal } from "../platform/auth/principal.js";
import type { EventBus } from "../platform/bus/bus.js";
import type { Cache } from "../platform/cache/index.js";
import type { Db } from "../platform/db/client.js";
import type { TextFilter } from "../platform/text/filter.js";

/** The services the live module's ports are made of. */
export interface LiveWiring {
  users: UserDirectory;
  base: BaseService;
  resources: ResourceService;
  courses: CourseService;
  files: FileService;
  notices: NoticeService;
  textFilter: TextFilter;
  /** The platform cache (used cluster signatures, live-password throttling). */
  cache: Cache;
  /** The platform's password hasher (live viewing passwords). */
  hasher: PasswordHasher;
  /** The platform's event bus (discussion and live state events, to every instance). */
  bus: EventBus;
  /** The teacher's 片头片尾 as file ids (the teacher module, wired after lives: called late). */
  introOutroFiles: (ownerId: number) => Promise<{ introFileId: number | null; outroFileId: number | null }>;
}

/**
 * The live module wired to the others: its ports
 * as small callbacks, and its ingest settings from the configuration.
 */
export function buildLiveService(db: Db, config: Config, s: LiveWiring): LiveService {
  const { users, base, resources, courses, files, notices, textFilter } = s;
  // A live (and its recording) bound to a course section, with the binder's rights.
  const attachToSection = async (courseId: number, sectionId: number, resourceId: number | null, user: Principal) => {
    const current = await courses.chapters.sectionResources(courseId, sectionId, user);
    const ids = current.list.map((r) => r.id);
    await courses.chapters.saveSectionResources(
      { courseId, sectionId, resourceIds: resourceId && !ids.includes(resourceId) ? [...ids, resourceId] : ids },
      user,
    );
  };
  return new LiveService(
    db,
    {
      users: {
        names: (ids) => users.names(ids),
        classOf: async (id) => (await users.info(id)).classId,
        orgOf: async (id) => (await users.info(id)).orgId,
      },
      base: {
        orgNames: (ids) => base.orgNames(ids),
        orgExists: (id) => base.orgExists(id),
        classExists: (id) => base.classExists(id),
      },
      recordings: {
        details: async (ids, viewer) =>
          new Map(
            (await resources.details(ids, viewer)).map((r) => [
              r.id,
              {
                id: r.id,
                name: r.name,
                duration: r.duration,
                fileList: r.fileList.map((f) => ({
                  id: f.id,
                  fileName: f.fileName,
                  httpPath: f.httpPath,
                  thumbUrl: f.thumbUrl,
                })),
              },
            ]),
          ),
        publish: async (rec) => {
          const owner = await users.actingFor(rec.ownerId);
          const id = await resources.recordings.publish({ ...rec, owner });
          if (rec.section) await attachToSection(rec.section.courseId, rec.section.sectionId, id, owner);
          return id;
        },
        status: async (id, ownerId) =>
          (await resources.details([id], await users.actingFor(ownerId)))[0]?.status ?? null,
      },
      courses: {
        attachToSection,
      },
      markVisit: (type, id, key) => resources.markVisit(type, id, key),
      file: async (id) => (await files.many([id]))[0] ?? null,
      notifier: notices,
      textFilter,
      hasher: s.hasher,
      cache: s.cache,
      introOutroFor: async (ownerId) => {
        const ids = await s.introOutroFiles(ownerId);
        const local = async (id: number | null) =>
          id && (await files.exists(id)) ? files.toolInput(await files.get(id)) : null;
        return { intro: await local(ids.introFileId), outro: await local(ids.outroFileId) };
      },
    },
    ingestConfig({
      secret: config.LIVE_SECRET,
      rtmpUrl: config.LIVE_RTMP_URL,
      rtmpPort: config.LIVE_RTMP_PORT,
      playUrl: config.LIVE_PLAY_URL,
      mediaServer: config.LIVE_MEDIA_SERVER,
      graceSeconds: config.LIVE_GRACE_SECONDS,
    }),
    {
      partners: config.ssoPartners,
      account: async (account) => {
        const u = await users.findByAccount(account);
        return u ? { id: u.id, userType: u.userType } : null;
      },
      cache: s.cache,
    },
    s.bus,
  );
}
