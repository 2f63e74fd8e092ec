import type { Principal } from "../../platform/auth/principal.js";
import { forbidden } from "../../platform/http/errors.js";
import type { AuthMenus, AuthUsers, LoginPage } from "./auth.ports.js";

export interface LoginPageDeps {
  users: Pick<AuthUsers, "info" | "guestInfo">;
  menus: AuthMenus;
  site: LoginPage;
}

/** What the web asks before and right after login: site facts, the caller, the caller's menus. */
export class LoginPageService {
  constructor(private readonly deps: LoginPageDeps) {}

  async info(user: Principal | null) {
    const { site, users } = this.deps;
    const [baseInfo, guestMode, userInfo] = await Promise.all([
      site.baseInfo(),
      site.guestMode(),
      user ? users.info(user.userId) : Promise.resolve(null),
    ]);
    return { baseInfo, guestMode, userInfo };
  }

  /** The guest account, while guest mode is on. */
  async guest() {
    if (!(await this.deps.site.guestMode())) throw forbidden("未开启游客访问，请先登录");
    return this.deps.users.guestInfo();
  }

  /** The caller's menus; a guest sees the navigation items open to guests. */
  menus(user: Principal | null) {
    return user ? this.deps.menus.forRoles(user.roleIds) : this.deps.menus.forGuest();
  }
}
