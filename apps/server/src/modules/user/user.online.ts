import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import type { ProfileMemo, UserSessions } from "./user.ports.js";
import * as q from "./user.queries.js";

/** Who is online (在线用户), forcing someone out, and the last login shown on the user list. */
export class UserOnline {
  constructor(
    private readonly db: Db,
    private readonly sessions: Pick<UserSessions, "idleCutoff" | "revokeUsers">,
    /** Cleared after a login: the last login shows on pages of users. */
    private readonly profiles: ProfileMemo,
  ) {}

  async list(page: Page & { keyword?: string }) {
    const { rows, count } = await q.pageOfOnline(this.db, page, this.sessions.idleCutoff());
    return { list: rows, count };
  }

  async kick(userId: number, caller: Principal) {
    if (userId === caller.userId) throw badRequest("不能强制下线自己");
    if (!(await q.findUser(this.db, userId))) throw notFound("用户不存在");
    return { ended: await this.sessions.revokeUsers([userId]) };
  }

  async markLogin(userId: number, ip: string) {
    await q.markLogin(this.db, userId, ip);
    await this.profiles.forget([userId]);
  }
}
