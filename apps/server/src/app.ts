import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import type { UserListItem } from "@otp/contract";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { registerAnnouncementRoutes } from "./modules/announcement/announcement.routes.js";
import { AnnouncementService } from "./modules/announcement/announcement.service.js";
import { LoginPageService } from "./modules/auth/auth.page.js";
import { registerAuthRoutes } from "./modules/auth/auth.routes.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { BaseAdmin } from "./modules/base/base.admin.js";
import { registerBaseRoutes } from "./modules/base/base.routes.js";
import { BaseService } from "./modules/base/base.service.js";
import { registerCollectRoutes } from "./modules/collect/collect.routes.js";
import { CollectService } from "./modules/collect/collect.service.js";
import { registerCourseRoutes } from "./modules/course/course.routes.js";
import { CourseService } from "./modules/course/course.service.js";
import { registerFileRoutes } from "./modules/file/file.routes.js";
import { FileService } from "./modules/file/file.service.js";
import { registerMediaRoutes } from "./modules/media/media.routes.js";
import { MediaService } from "./modules/media/media.service.js";
import { registerNoticeRoutes } from "./modules/notice/notice.routes.js";
import { NoticeService } from "./modules/notice/notice.service.js";
import { registerOpLogRoutes } from "./modules/oplog/oplog.routes.js";
import { OpLogService } from "./modules/oplog/oplog.service.js";
import { registerReleaseRoutes } from "./modules/release/release.routes.js";
import { ReleaseService } from "./modules/release/release.service.js";
import { registerResourceRoutes } from "./modules/resource/resource.routes.js";
import { ResourceService } from "./modules/resource/resource.service.js";
import { registerSearchRoutes } from "./modules/search/search.routes.js";
import { SearchService } from "./modules/search/search.service.js";
import { registerSiteRoutes } from "./modules/site/site.routes.js";
import { SiteService } from "./modules/site/site.service.js";
import { registerTeacherRoutes } from "./modules/teacher/teacher.routes.js";
import { TeacherService } from "./modules/teacher/teacher.service.js";
import { MenuService } from "./modules/user/menu.service.js";
import { registerRoleRoutes } from "./modules/user/role.routes.js";
import { RoleService } from "./modules/user/role.service.js";
import { NewAccounts } from "./modules/user/user.accounts.js";
import { UserAdmin } from "./modules/user/user.admin.js";
import { UserDirectory } from "./modules/user/user.directory.js";
import { UserOnline } from "./modules/user/user.online.js";
import { UserPasswords } from "./modules/user/user.passwords.js";
import { UserRegistration } from "./modules/user/user.registration.js";
import { registerUserRoutes } from "./modules/user/user.routes.js";
import { registerUserTransferRoutes } from "./modules/user/user-transfer.routes.js";
import { UserTransferService } from "./modules/user/user-transfer.service.js";
import { ipAllowed } from "./platform/access/settings.js";
import { createPasswordHasher } from "./platform/auth/password.js";
import { registerRequestAuth } from "./platform/auth/request-auth.js";
import { SessionService } from "./platform/auth/sessions.js";
import { LoginThrottle } from "./platform/auth/throttle.js";
import type { Cache } from "./platform/cache/index.js";
import type { Db } from "./platform/db/client.js";
import { registerCompression } from "./platform/http/compress.js";
import { registerErrorHandler } from "./platform/http/error-handler.js";
import { accessRestricted, badRequest } from "./platform/http/errors.js";
import { isApiPath, requestPath } from "./platform/http/request-path.js";
import { recordRoutes } from "./platform/http/route.js";
import { registerSecurity } from "./platform/http/security.js";
import { registerWeb } from "./platform/http/web.js";
import { JobQueue } from "./platform/jobs/queue.js";
import { AuditSwitches } from "./platform/publishing/switches.js";
import { LocalStorage } from "./platform/storage/storage.js";
import { allowAll } from "./platform/text/filter.js";

/** The public part of a teacher's user record (no account, phone or e-mail). */
const teacherProfileOf = (u: Pick<UserListItem, "id" | "realName" | "avatarUrl" | "orgName" | "title" | "intro">) => ({
  id: u.id,
  realName: u.realName,
  avatarUrl: u.avatarUrl,
  orgName: u.orgName,
  title: u.title,
  intro: u.intro,
});

declare module "fastify" {
  interface FastifyRequest {
    accessRestricted?: boolean;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  cache: Cache;
  /** Built web app to serve at /, when present. */
  webDir?: string;
  logger?: boolean;
}

export function buildServices(deps: AppDeps) {
  const { config, db, cache } = deps;
  const hasher = createPasswordHasher({ memoryKib: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  const site = new SiteService(db);
  // The audit switch per publishable kind, shared by every domain that publishes (courses, resources, …).
  const auditSwitches = new AuditSwitches({
    property: (key) => site.property(key, "audit"),
    saveProperty: (key, value) => site.saveProperty(key, value, "audit"),
  });
  const oplog = new OpLogService(db);
  const files = new FileService(db, new LocalStorage(config.filesDir), (ids) => users.names(ids));
  const notices = new NoticeService(db);
  // Base data, users, sessions and logins: each part gets only the ports it uses.
  const siteRules = {
    strongPassword: () => site.strongPassword(),
    registerNeedsAudit: () => site.registerNeedsAudit(),
  };
  const base = new BaseService(db);
  const users = new UserDirectory(db, {
    orgNames: (ids) => base.orgNames(ids),
    classNames: (ids) => base.classNames(ids),
  });
  const baseAdmin = new BaseAdmin(db, {
    lists: base,
    usage: { usersInOrgs: (ids) => users.usersInOrgs(ids), usersInClasses: (ids) => users.usersInClasses(ids) },
  });
  const sessions = new SessionService(db, cache, users, {
    idleMinutes: config.SESSION_IDLE_MINUTES,
    maxHours: config.SESSION_MAX_HOURS,
  });
  const accounts = new NewAccounts(
    db,
    hasher,
    {
      orgExists: (id) => base.orgExists(id),
      classExists: (id) => base.classExists(id),
      fileExists: (id) => files.exists(id),
    },
    notices,
  );
  const userAdmin = new UserAdmin(db, { profiles: users, accounts, rule: siteRules, sessions, notifier: notices });
  const passwords = new UserPasswords(db, { hasher, rule: siteRules, sessions, notifier: notices, codes: cache });
  const registration = new UserRegistration(db, { accounts, rule: siteRules, notifier: notices, profiles: users });
  const online = new UserOnline(db, sessions);
  const menus = new MenuService(db);
  const roles = new RoleService(db, sessions);
  const transfer = new UserTransferService(db, {
    accounts,
    rule: siteRules,
    lookups: {
      orgs: () => base.kvOrgs(),
      classes: () => base.kvClasses(),
      orgNames: (ids) => base.orgNames(ids),
      classNames: (ids) => base.classNames(ids),
    },
  });
  const throttle = new LoginThrottle(cache);
  const auth = new AuthService({
    users: {
      findByAccount: (account) => users.findByAccount(account),
      load: (id) => users.load(id),
      info: (id) => users.info(id),
      markLogin: (id, ip) => online.markLogin(id, ip),
      resetWithCode: (account, code, password) => passwords.resetWithCode(account, code, password),
    },
    sessions,
    hasher,
    throttle,
    cache,
    audit: oplog,
    partners: config.ssoPartners,
  });
  const loginPage = new LoginPageService({
    users,
    menus,
    site: { baseInfo: () => site.baseInfo(), guestMode: () => site.guestMode() },
  });
  // Teaching content: each line below belongs to its module; cross-module needs are passed as
  // callbacks so a module reaches another only through its service.
  const jobs = new JobQueue(db, { concurrency: config.MEDIA_WORKERS });
  const media: MediaService = new MediaService(db, {
    // A finished processing run brings the durations resources list up to date.
    onProcessed: (fileIds) => resources.refreshDurations(fileIds),
    files,
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
    },
    media: {
      facts: (ids) => media.info(ids),
      sourceFileId: async (id) => {
        const source = await media.sourceFileId(id);
        return source === id ? null : source;
      },
      officeEnabled: () => media.officeEnabled,
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
      markVisit: (type, id, viewerKey) => resources.markVisit(type, id, viewerKey),
    },
    collects: {
      isCollected: (userId, type, id) => collects.isCollected(userId, type, id),
      collectedIds: (userId, type) => collects.collectedIds(userId, type),
      forget: (type, ids) => collects.forget(type, ids),
    },
    audit: auditSwitches,
    notifier: notices,
    file: async (id) => (await files.many([id]))[0] ?? null,
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
  });
  const announcements = new AnnouncementService(db, {
    users: { names: (ids) => users.names(ids), orgOf: async (id) => (await users.info(id)).orgId },
    orgs: { names: (ids) => base.orgNames(ids) },
    files: { many: (ids) => files.many(ids), send: (req, reply, id) => files.send(req, reply, id, { download: true }) },
    text: allowAll,
  });
  // Famous teachers: lives and lectures join through `lives` / `lectures` once those domains exist.
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
    files: { many: (ids) => files.many(ids) },
    text: allowAll,
  });
  return {
    hasher,
    site,
    auditSwitches,
    oplog,
    files,
    throttle,
    menus,
    base,
    baseAdmin,
    users,
    userAdmin,
    passwords,
    registration,
    online,
    sessions,
    roles,
    auth,
    loginPage,
    transfer,
    notices,
    jobs,
    media,
    collects,
    resources,
    courses,
    search,
    announcements,
    teachers,
    releases: new ReleaseService(db),
  };
}

export type Services = ReturnType<typeof buildServices>;

export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: Services }> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ? { level: config.LOG_LEVEL } : false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  // Before any route: the access test compares what Fastify registered with what was declared.
  recordRoutes(app);
  const services = buildServices(deps);
  const { site, oplog } = services;

  // An empty JSON body means "no parameters", as the web client sends for empty payloads.
  // NUL cannot be stored in PostgreSQL text, so it is refused up front instead of failing later.
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, raw, done) => {
    const text = raw as string;
    if (text === "") return done(null, {});
    if (text.includes("\\u0000")) return done(badRequest("请求参数包含非法字符"), undefined);
    return json(req, text, done);
  });

  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await registerSecurity(app, { officeOrigin: config.ONLYOFFICE_URL, hsts: config.COOKIE_SECURE });
  await registerCompression(app);

  // Restricted platform access: every API call from outside the allowed addresses is refused,
  // except the status call the web uses to show /401.
  app.addHook("onRequest", async (req) => {
    if (!isApiPath(req)) return;
    const policy = await site.accessPolicy();
    if (!policy.restricted || ipAllowed(req.ip, policy.allow)) return;
    req.accessRestricted = true;
    if (requestPath(req) !== "/api/c/access/status") throw accessRestricted();
  });
  registerRequestAuth(app, services.sessions);

  const routeDeps = { settings: site, audit: oplog };
  registerAuthRoutes(app, { ...routeDeps, ...services, cookieSecure: config.COOKIE_SECURE });
  registerSiteRoutes(app, { ...routeDeps, site, fileExists: (id) => services.files.exists(id) });
  registerBaseRoutes(app, { ...routeDeps, base: services.base, baseAdmin: services.baseAdmin });
  registerUserRoutes(app, { ...routeDeps, ...services });
  registerRoleRoutes(app, { ...routeDeps, ...services });
  registerUserTransferRoutes(app, { ...routeDeps, ...services });
  registerOpLogRoutes(app, { ...routeDeps, oplog });
  registerFileRoutes(app, {
    ...routeDeps,
    files: services.files,
    cache: deps.cache,
    imageAccess: (id) => services.resources.imageAccess(id),
  });
  registerNoticeRoutes(app, { ...routeDeps, notices: services.notices });
  registerMediaRoutes(app, { ...routeDeps, ...services });
  registerCollectRoutes(app, { ...routeDeps, ...services });
  registerResourceRoutes(app, { ...routeDeps, ...services });
  registerCourseRoutes(app, { ...routeDeps, ...services });
  registerSearchRoutes(app, { ...routeDeps, ...services });
  registerAnnouncementRoutes(app, { ...routeDeps, ...services });
  registerTeacherRoutes(app, { ...routeDeps, ...services });
  registerReleaseRoutes(app, { ...routeDeps, ...services });
  await registerWeb(app, deps.webDir);
  return { app, services };
}
