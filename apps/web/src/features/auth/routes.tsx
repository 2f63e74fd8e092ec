import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

export const authRoutes: RouteObject[] = [
  { path: "login", lazy: lazyPage(() => import("./pages/LoginPage")), handle: { title: "登录" } },
  { path: "loginByExperts", lazy: lazyPage(() => import("./pages/ExpertLoginPage")), handle: { title: "专家登录" } },
  { path: "login-auto", lazy: lazyPage(() => import("./pages/AutoLoginPage")), handle: { title: "自动登录" } },
  { path: "login-wap", lazy: lazyPage(() => import("./pages/WapLoginPage")), handle: { title: "登录" } },
  { path: "resetPwd", lazy: lazyPage(() => import("./pages/ResetPasswordPage")), handle: { title: "找回密码" } },
  {
    path: "resetPwdSimple",
    lazy: lazyPage(() => import("./pages/ResetPasswordSimplePage")),
    handle: { title: "重置密码" },
  },
  { path: "register", lazy: lazyPage(() => import("./pages/RegisterPage")), handle: { title: "注册" } },
  // Single sign-on (issue 27): the learning platform's signed link, WeLink's code, the return of
  // a CAS / OpenID Connect login, and the entry pages of the whitelisted systems.
  { path: "sso_cx", lazy: lazyPage(() => import("./pages/SsoCxPage")), handle: { title: "自动登录" } },
  { path: "LoginByWeLink", lazy: lazyPage(() => import("./pages/WeLinkLoginPage")), handle: { title: "WeLink 登录" } },
  { path: "sso-return", lazy: lazyPage(() => import("./pages/SsoReturnPage")), handle: { title: "登录" } },
  { path: "sso/:code", lazy: lazyPage(() => import("./pages/SsoEntryPage")), handle: { title: "登录" } },
];
