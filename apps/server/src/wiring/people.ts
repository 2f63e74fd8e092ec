import { LoginPageService } from "../modules/auth/auth.page.js";
import { AuthService } from "../modules/auth/auth.service.js";
import { BaseAdmin } from "../modules/base/base.admin.js";
import { BaseService } from "../modules/base/base.service.js";
import { FileService } from "../modules/file/file.service.js";
import { NoticeService } from "../modules/notice/notice.service.js";
import { OpLogService } from "../modules/oplog/oplog.service.js";
import { SiteService } from "../modules/site/site.service.js";
import { VisitRecorder } from "../modules/stats/stats.recorder.js";
import { NewAccounts } from "../modules/user/user.accounts.js";
import { UserAdmin } from "../modules/user/user.admin.js";
import { UserDirectory } from "../modules/user/user.directory.js";
import { MenuService } from "../modules/user/user.menu.service.js";
import { UserOnline } from "../modules/user/user.online.js";
import { UserPasswords } from "../modules/user/user.passwords.js";
import { UserRegistration } from "../modules/user/user.registration.js";
import { RoleService } from "../modules/user/user.role.service.js";
import { SsoAccounts } from "../modules/user/user.sso.js";
import { UserTransferService } from "../modules/user/user.transfer.service.js";
import { WordService } from "../modules/word/word.service.js";
import { createPasswordHasher } from "../platform/auth/password.js";
import { SessionService } from "../platform/auth/sessions.js";
import { LOGIN_LIMITS, LoginThrottle, RESET_LIMITS } from "../platform/auth/throttle.js";
import { AuditSwitches } from "../platform/publishing/switches.js";
import { LocalStorage } from "../platform/storage/local-storage.js";
import type { AppDeps } from "./deps.js";
import { wireSso } from "./sso.js";

/** Site settings, base data, users, sessions and logins, the files and notices every domain uses. */
export function wirePeople(deps: AppDeps) {
  const { config, db, cache } = deps;
  const hasher = createPasswordHasher({ memoryKib: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  const site = new SiteService(db);
  // The audit switch per publishable kind, shared by every domain that publishes (courses, resources, …).
  const auditSwitches = new AuditSwitches({
    property: (key) => site.property(key, "audit"),
    saveProperty: (key, value) => site.saveProperty(key, value, "audit"),
  });
  const oplog = new OpLogService(db);
  const files = new FileService(db, deps.storage ?? new LocalStorage(config.filesDir, config.scratchDir), (ids) =>
    users.names(ids),
  );
  const notices = new NoticeService(db);
  // The sensitive-word library; every module storing user text receives its filter as a port.
  const words = new WordService(db);
  const textFilter = words.filter;
  // Counted visits are appended in batches and rolled up per day (ds-course-visit, ds-system-visit).
  const visits = new VisitRecorder(db);
  const visitSink = visits.sink;
  // Base data, users, sessions and logins: each part gets only the ports it uses.
  const siteRules = {
    strongPassword: () => site.strongPassword(),
    registerNeedsAudit: () => site.registerNeedsAudit(),
  };
  const base = new BaseService(db);
  // Pages of users are kept per filter until a user or role write bumps their version in the cache.
  const users = new UserDirectory(
    db,
    { orgNames: (ids) => base.orgNames(ids), classNames: (ids) => base.classNames(ids) },
    cache,
  );
  const baseAdmin = new BaseAdmin(db, {
    lists: {
      orgExists: (id) => base.orgExists(id),
      // Org and class names show on kept user lists: those are dropped here at once, elsewhere
      // on their next read (the bump is not waited for; each kept list also has a maximum age).
      forgetLists: () => {
        base.forgetLists();
        users.forget([]).catch(() => undefined);
      },
    },
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
    users,
    textFilter,
  );
  const userAdmin = new UserAdmin(db, { profiles: users, accounts, rule: siteRules, sessions, notifier: notices });
  const throttle = new LoginThrottle(cache, LOGIN_LIMITS);
  const resetThrottle = new LoginThrottle(cache, RESET_LIMITS);
  const passwords = new UserPasswords(db, {
    hasher,
    rule: siteRules,
    sessions,
    notifier: notices,
    codes: cache,
    locks: {
      failures: async (account) => (await throttle.failures(account)) + (await resetThrottle.failures(account)),
      unlock: async (account) => {
        await throttle.unlock(account);
        await resetThrottle.unlock(account);
      },
    },
  });
  const registration = new UserRegistration(db, {
    accounts,
    rule: siteRules,
    notifier: notices,
    profiles: users,
    hasher,
  });
  const online = new UserOnline(db, sessions, users);
  const menus = new MenuService(db, textFilter);
  const roles = new RoleService(db, sessions, users);
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
  // Single sign-on finds and makes accounts through the user module, and logs in through auth.
  const single = wireSso(deps, {
    accounts: new SsoAccounts(db, { accounts, profiles: users, sessions, defaultRole: config.SSO_DEFAULT_ROLE }),
    orgExists: (id) => base.orgExists(id),
    audit: oplog,
    auth: () => auth,
  });
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
    resetThrottle,
    cache,
    audit: oplog,
    partners: config.ssoPartners,
    directory: {
      handles: (user) => single.sso.handlesLogin(user),
      verify: (account, password) => single.sso.directoryLogin(account, password),
    },
  });
  const loginPage = new LoginPageService({
    users,
    menus,
    site: { baseInfo: () => site.baseInfo(), guestMode: () => site.guestMode() },
  });
  // What a user stores (file module) against the largest quota of their roles (user module).
  const storageUsage = async (userId: number) => {
    const [usedBytes, quotaBytes] = await Promise.all([files.usedBytes(userId), roles.storageQuotaBytes(userId)]);
    return { usedBytes, quotaBytes };
  };
  return {
    hasher,
    site,
    auditSwitches,
    oplog,
    files,
    notices,
    words,
    textFilter,
    visits,
    visitSink,
    siteRules,
    base,
    users,
    baseAdmin,
    sessions,
    accounts,
    userAdmin,
    throttle,
    resetThrottle,
    passwords,
    registration,
    online,
    menus,
    roles,
    transfer,
    auth,
    ...single,
    loginPage,
    storageUsage,
  };
}

export type People = ReturnType<typeof wirePeople>;
