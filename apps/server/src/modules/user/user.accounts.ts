import { USER_STATUS, type UserSaveInput } from "@otp/contract";
import type { PasswordHasher } from "../../platform/auth/password.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict } from "../../platform/http/errors.js";
import type { Notifier } from "../../platform/notify/notifier.js";
import { pinyinInitials } from "../../platform/search/pinyin.js";
import { allowAll, filteredField, type TextFilter } from "../../platform/text/filter.js";
import type { ProfileMemo, UserReferences } from "./user.ports.js";
import * as q from "./user.queries.js";

/** A user to create: the required facts, the plain password (hashed here) and the roles. */
export type NewAccount = {
  account: string;
  realName: string;
  userType: string;
  password: string;
  roleIds: number[];
} & Partial<Omit<UserSaveInput, "roleIds">>;

/** Password hashes are computed this many at a time (argon2 is memory-hard). */
const HASH_BATCH = 4;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Creating accounts, shared by the administrator's form, the xlsx import and self-registration:
 * references checked, passwords hashed, users and their roles written together.
 */
export class NewAccounts {
  constructor(
    private readonly db: Db,
    private readonly hasher: PasswordHasher,
    private readonly refs: UserReferences,
    private readonly notifier: Notifier,
    /** Cleared after users were created (they show on kept pages of users). */
    private readonly profiles: ProfileMemo,
    private readonly textFilter: TextFilter = allowAll,
  ) {}

  /** A name as it may be stored: refused (400 naming the field) or masked by the sensitive-word library. */
  cleanName(name: string, field = "realName"): Promise<string> {
    return filteredField(this.textFilter, field, name);
  }

  /** 400 naming the field when an org, class or avatar the row points at does not exist. */
  async assertReferencesExist(input: { orgId?: number | null; classId?: number | null; avatarFileId?: number | null }) {
    if (input.orgId && !(await this.refs.orgExists(input.orgId))) throw badRequest("参数 orgId：所属机构不存在");
    if (input.classId && !(await this.refs.classExists(input.classId)))
      throw badRequest("参数 classId：所属班级不存在");
    if (input.avatarFileId && !(await this.refs.fileExists(input.avatarFileId)))
      throw badRequest("参数 avatarFileId：头像图片不存在");
  }

  /** 409 when the account is taken, whatever its case. */
  async assertAccountFree(account: string, message = "账号已存在") {
    if (await q.findUserByAccount(this.db, account)) throw conflict(message);
  }

  /** The id of the account, whatever its case; undefined when it is free. */
  async findId(account: string): Promise<number | undefined> {
    return (await q.findUserByAccount(this.db, account))?.id;
  }

  async add(row: NewAccount): Promise<number> {
    return (await this.addMany([row]))[0] as number;
  }

  /**
   * Creates users in one transaction. Passwords are hashed first, so the transaction — on the
   * embedded database, the only connection — is held just for the inserts.
   */
  async addMany(input: NewAccount[]): Promise<number[]> {
    const rows: NewAccount[] = [];
    for (const r of input) rows.push({ ...r, realName: await this.cleanName(r.realName) });
    const hashes: string[] = [];
    for (let i = 0; i < rows.length; i += HASH_BATCH) {
      const batch = rows.slice(i, i + HASH_BATCH);
      hashes.push(...(await Promise.all(batch.map((r) => this.hasher.hash(r.password)))));
    }
    const values = rows.map((u, i) => ({
      account: u.account,
      passwordHash: hashes[i] as string,
      realName: u.realName,
      nameInitials: pinyinInitials(u.realName),
      userType: u.userType,
      gender: u.gender ?? 0,
      phone: u.phone || null,
      email: u.email || null,
      orgId: u.orgId ?? null,
      classId: u.classId ?? null,
      title: u.title ?? null,
      intro: u.intro ?? null,
      avatarFileId: u.avatarFileId ?? null,
      status: u.status ?? USER_STATUS.ENABLED,
      roleIds: u.roleIds,
    }));
    let ids: number[];
    try {
      ids = await this.db.transaction((tx) => q.insertUsers(tx, values));
    } catch (err) {
      // Two requests racing for the same account: the unique index decides, the loser gets 409.
      if (isUniqueViolation(err)) throw conflict("账号已存在");
      throw err;
    }
    await this.profiles.forget(ids);
    return ids;
  }

  /** Tells users created by an administrator (one by one or imported) how to start. */
  welcome(userIds: number[]) {
    return this.notifier.notify(
      userIds.map((userId) => ({
        userId,
        category: "account" as const,
        title: "账号已开通",
        content: "管理员为您开通了平台账号，请登录后尽快修改初始密码。",
      })),
    );
  }
}
