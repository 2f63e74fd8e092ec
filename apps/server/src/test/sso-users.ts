import { USER_STATUS } from "@otp/contract";
import type { SsoProfile, SsoUser, SsoUsers } from "../modules/sso/sso.ports.js";
import { conflict } from "../platform/http/errors.js";

/** The user module as single sign-on sees it, in memory: the directory and the database are real. */
export class FakeUsers implements SsoUsers {
  readonly rows = new Map<number, SsoUser & { realName: string; profile: SsoProfile }>();
  readonly provisioned: string[] = [];
  readonly profileUpdates: number[] = [];
  private nextId = 1;

  add(account: string): number {
    const id = this.nextId++;
    this.rows.set(id, { id, account, status: USER_STATUS.ENABLED, realName: account, profile: {} });
    return id;
  }
  byAccount(account: string) {
    return [...this.rows.values()].find((u) => u.account.toLowerCase() === account.toLowerCase());
  }
  async findByAccount(account: string) {
    return this.byAccount(account);
  }
  async findByField() {
    return [];
  }
  async isPrivileged() {
    return false;
  }
  async byIds(ids: number[]) {
    return ids.flatMap((id) => this.rows.get(id) ?? []);
  }
  async provision(input: { account: string; realName: string; email: string | null; phone: string | null }) {
    if (this.byAccount(input.account)) throw conflict("账号已存在");
    const id = this.add(input.account);
    this.provisioned.push(input.account);
    Object.assign(this.rows.get(id) as object, { realName: input.realName, profile: { ...input } });
    return id;
  }
  async updateProfile(userId: number, profile: SsoProfile) {
    this.profileUpdates.push(userId);
    const row = this.rows.get(userId);
    if (row) row.profile = { ...row.profile, ...profile };
  }
  async suspend(ids: number[]) {
    for (const id of ids) Object.assign(this.rows.get(id) ?? {}, { status: USER_STATUS.DISABLED });
  }
  async defaultRoleId() {
    return 1;
  }
  async roleExists() {
    return true;
  }
  async orgExists() {
    return true;
  }
}
