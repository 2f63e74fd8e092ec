import { SSO_ERRORS, USER_STATUS } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { AppError, forbidden } from "../../platform/http/errors.js";
import type { SourceConfig } from "./sso.config.js";
import type { ExternalIdentity, SsoSessions, SsoUser, SsoUsers } from "./sso.ports.js";
import * as q from "./sso.queries.js";

/** The accounts a source may create: the platform's own account rule (64 characters, no spaces). */
const ACCOUNT_PATTERN = /^[^\s]{1,64}$/;

export const SOURCE_LABEL = { ldap: "LDAP", cas: "CAS", oidc: "OpenID Connect", welink: "WeLink" } as const;

function isConflict(err: unknown): boolean {
  return err instanceof AppError && err.status === 409;
}

/**
 * Which platform user an external identity is, and the session for it. The link (issuer,
 * subject) decides once made; the first time, the identity is matched on the platform account
 * (or WeLink's mapped field) and linked, or, when the source provisions, a new account is made.
 */
export class SsoIdentities {
  constructor(
    private readonly db: Db,
    private readonly users: SsoUsers,
    private readonly sessions: SsoSessions,
  ) {}

  /** The linked user of the identity; a link whose user is gone is dropped. */
  private async linked(identity: ExternalIdentity): Promise<SsoUser | null> {
    const link = await q.linkOf(this.db, identity.kind, identity.issuer, identity.subject);
    if (!link) return null;
    const [user] = await this.users.byIds([link.userId]);
    if (user) return user;
    await q.removeLinks(this.db, [link.id]);
    return null;
  }

  /** The existing account the identity matches the first time, if exactly one. */
  private async match(identity: ExternalIdentity, field: "account" | "phone" | "email"): Promise<SsoUser | null> {
    if (field === "account") return (await this.users.findByAccount(identity.account)) ?? null;
    const found = await this.users.findByField(field, identity.account);
    if (found.length > 1) throw forbidden(`${field === "phone" ? "手机号" : "邮箱"}对应多个平台账号，请联系管理员`);
    return found[0] ?? null;
  }

  /**
   * The platform user of this identity: linked, matched (then linked) or provisioned (then
   * linked). 403 when there is none and the source does not provision; when the matched account
   * is already linked to another identity of the same kind (a reassigned name); and for an
   * administrator's account, which is never taken over by a matching name.
   */
  async resolve(
    identity: ExternalIdentity,
    source: SourceConfig,
    match: "account" | "phone" | "email" = "account",
  ): Promise<SsoUser> {
    const linked = await this.linked(identity);
    if (linked) {
      await this.users.updateProfile(linked.id, identity.profile);
      return linked;
    }
    let user = await this.match(identity, match);
    let made = false;
    if (!user) {
      if (!source.provision) throw forbidden(SSO_ERRORS.notProvisioned);
      const id = await this.provision(identity, source);
      if (id !== null) {
        user = { id, account: identity.account, status: USER_STATUS.ENABLED };
        made = true;
      } else {
        // Someone made the account meanwhile: it is matched like any existing one.
        user = (await this.users.findByAccount(identity.account)) ?? null;
        if (!user) throw forbidden(SSO_ERRORS.notProvisioned);
      }
    }
    if (!made) {
      await this.assertLinkable(user, identity);
      await this.users.updateProfile(user.id, identity.profile);
    }
    await q.addLink(this.db, {
      userId: user.id,
      kind: identity.kind,
      issuer: identity.issuer,
      subject: identity.subject,
    });
    // Two first logins at once: one link per identity and one per user and kind stand (unique
    // indexes); whoever lost finds either the same user, or a user linked to someone else.
    const now = await this.linked(identity);
    if (!now || now.id !== user.id) throw forbidden(SSO_ERRORS.linkedElsewhere);
    return now;
  }

  /** An existing account may be linked: not to another identity of this kind, not an administrator's. */
  private async assertLinkable(user: SsoUser, identity: ExternalIdentity) {
    const other = await q.linkOfUser(this.db, user.id, identity.kind);
    if (other && (other.issuer !== identity.issuer || other.subject !== identity.subject)) {
      throw forbidden(SSO_ERRORS.linkedElsewhere);
    }
    if (await this.users.isPrivileged(user.id)) throw forbidden(SSO_ERRORS.privileged);
  }

  /** The new account's id; null when the account was taken meanwhile (409). */
  private async provision(identity: ExternalIdentity, source: SourceConfig): Promise<number | null> {
    if (!ACCOUNT_PATTERN.test(identity.account)) throw forbidden(SSO_ERRORS.badAccount);
    const roleId = source.roleId ?? (await this.users.defaultRoleId());
    try {
      return await this.users.provision({
        account: identity.account,
        realName: (identity.profile.realName || identity.account).slice(0, 30),
        userType: source.userType,
        roleId,
        orgId: source.orgId,
        email: identity.profile.email ?? null,
        phone: identity.profile.phone ?? null,
      });
    } catch (err) {
      if (isConflict(err)) return null;
      throw err;
    }
  }

  /** Resolves the identity and starts a session for it (the old one of this browser ends). */
  async signIn(
    identity: ExternalIdentity,
    source: SourceConfig,
    meta: { ip: string; userAgent: string },
    previousToken: string | null,
    match: "account" | "phone" | "email" = "account",
  ) {
    const user = await this.resolve(identity, source, match);
    return this.sessions.start(user, SOURCE_LABEL[identity.kind], meta, previousToken);
  }

  /** Whether the user is a directory account (linked to the LDAP source). */
  async isDirectoryAccount(userId: number): Promise<boolean> {
    return !!(await q.linkOfUser(this.db, userId, "ldap"));
  }

  /** The LDAP links of a directory (the sync compares them with the directory's entries). */
  directoryLinks(issuer: string) {
    return q.linksOfKind(this.db, "ldap", issuer);
  }
}
