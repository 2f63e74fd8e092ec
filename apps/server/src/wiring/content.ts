import { CollectService } from "../modules/collect/collect.service.js";
import { CourseService } from "../modules/course/course.service.js";
import { MediaService } from "../modules/media/media.service.js";
import { ResourceService } from "../modules/resource/resource.service.js";
import { SearchService } from "../modules/search/search.service.js";
import { JobQueue } from "../platform/jobs/queue.js";
import type { AppDeps } from "./deps.js";
import type { People } from "./people.js";

/** What domains wired later add to teaching content (search by image, for now). */
export interface ContentHooks {
  onProcessed(fileIds: number[]): Promise<void>;
  moments: NonNullable<ConstructorParameters<typeof SearchService>[0]["moments"]>;
}

/** Teaching content: each line belongs to its module; cross-module needs are passed as callbacks. */
export function wireContent(deps: AppDeps, p: People, hooks: ContentHooks) {
  const { config, db } = deps;
  const { files, storageUsage, users, base, auditSwitches, notices, textFilter, visitSink } = p;
  const jobs = new JobQueue(db, { concurrency: config.MEDIA_WORKERS });
  const media: MediaService = new MediaService(db, {
    // A finished processing run brings the durations resources list up to date, and queues the
    // keyframes of search by image.
    onProcessed: async (fileIds) => {
      await resources.refreshDurations(fileIds);
      await hooks.onProcessed(fileIds);
    },
    files,
    storageUsage,
    jobs,
    config,
    fileAccess: (user, id) => resources.canViewFile(user, id),
  });
  const collects: CollectService = new CollectService(db, {
    targets: {
      course: (ids, viewer) => courses.collectTargets(ids, viewer),
      resource: (ids, viewer) => resources.collectTargets(ids, viewer),
    },
  });
  const resources: ResourceService = new ResourceService(db, {
    files: {
      many: (ids) => files.many(ids),
      source: async (f) => files.source(await files.get(f.id)),
      saveLocalVideo: async (name, localPath, ownerId) => (await files.saveLocal("video", name, localPath, ownerId)).id,
    },
    media: {
      facts: (ids) => media.info(ids),
      sourceFileId: async (id) => {
        const source = await media.sourceFileId(id);
        return source === id ? null : source;
      },
      officeEnabled: () => media.officeEnabled,
      processNow: (id) => media.processNow(id),
    },
    users: { names: (ids) => users.names(ids) },
    base: {
      orgNames: (ids) => base.orgNames(ids),
      subjectNames: async (ids) => {
        const wanted = new Set(ids);
        return new Map((await base.kvElements("SUBJECT")).filter((e) => wanted.has(e.id)).map((e) => [e.id, e.name]));
      },
      orgExists: (id) => base.orgExists(id),
      subjectExists: async (id) => (await base.kvElements("SUBJECT")).some((e) => e.id === id),
      termExists: async (id) => (await base.kvTerms()).some((t) => t.id === id),
    },
    audit: auditSwitches,
    notifier: notices,
    courses: {
      usedIn: (id, viewer) => courses.usedIn(id, viewer),
      detachResources: (ids) => courses.detachResources(ids),
    },
    collects: {
      collectedSet: (userId, type, ids) => collects.collectedSet(userId, type, ids),
      forget: (type, ids) => collects.forget(type, ids),
    },
    textFilter,
    visits: visitSink,
  });
  const courses: CourseService = new CourseService(db, {
    base: {
      kvTerms: () => base.kvTerms(),
      kvOrgs: () => base.kvOrgs(),
      kvClasses: () => base.kvClasses(),
      kvElements: (type) => base.kvElements(type),
      originCourse: (id) => base.originCourse(id),
    },
    users: { names: (ids) => users.names(ids), info: (id) => users.info(id), profiles: (ids) => users.profiles(ids) },
    resources: {
      attachable: (ids, user) => resources.attachable(ids, user),
      details: (ids, viewer) => resources.details(ids, viewer),
      reviewDetails: (ids) => resources.reviewDetails(ids),
      viewable: (ids, viewer) => resources.viewable(ids, viewer),
      markVisit: (type, id, viewerKey) => resources.markVisit(type, id, viewerKey),
      submit: (id, user) => resources.editor.submit(id, user),
      decide: (input) => resources.audit.decide(input),
    },
    collects: {
      isCollected: (userId, type, id) => collects.isCollected(userId, type, id),
      collectedIds: (userId, type) => collects.collectedIds(userId, type),
      forget: (type, ids) => collects.forget(type, ids),
    },
    audit: auditSwitches,
    notifier: notices,
    file: async (id) => (await files.many([id]))[0] ?? null,
    textFilter,
    visits: visitSink,
    versions: deps.cache,
  });
  const search = new SearchService({
    courses: { search: (keyword, page, viewer) => courses.search(keyword, page, viewer) },
    resources: {
      search: (keyword, page, viewer) => resources.search(keyword, page, viewer),
      latest: (page, viewer) => resources.latest(page, viewer),
      searchNotes: (keyword, page, viewer) => resources.searchNotes(keyword, page, viewer),
      randomNotes: (page, viewer) => resources.randomNotes(page, viewer),
    },
    teachers: (filter) => users.list({ ...filter, userType: "teacher" }, null),
    moments: hooks.moments,
  });
  return { jobs, media, collects, resources, courses, search };
}

export type Content = ReturnType<typeof wireContent>;
