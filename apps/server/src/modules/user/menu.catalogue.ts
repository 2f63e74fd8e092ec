import { type ModuleGroupCode, RESOURCE_KINDS } from "@otp/contract";
import { MG_SECTIONS } from "../../platform/access/permissions.js";

export interface MenuDef {
  code: string;
  name: string;
  url: string;
  css?: string;
  /** false: open to guests (when guest mode is on). */
  loginVisit?: boolean;
  children?: MenuDef[];
}

/**
 * The menus the platform ships. Synced into the menus table at every start (by code), so a
 * release that adds a screen adds its menu item; what administrators edit (names, grants)
 * is kept. Items are added here as their screens are built.
 */
export const MENU_CATALOGUE: Record<ModuleGroupCode, MenuDef[]> = {
  nav: [
    { code: "nav.portal", name: "首页", url: "/portal", css: "home", loginVisit: false },
    { code: "nav.course", name: "课程", url: "/course", css: "book", loginVisit: false },
    { code: "nav.resource", name: "资源", url: "/resource", css: "video", loginVisit: false },
    { code: "nav.search", name: "搜索", url: "/search", css: "search", loginVisit: false },
  ],
  userCenter: [
    { code: "uc.myCourse", name: "我的学习", url: "/user/my-course", css: "read" },
    { code: "uc.course", name: "我的课程", url: "/user/course", css: "book" },
    {
      code: "uc.resource",
      name: "我的资源",
      url: "/user/resource",
      css: "folder",
      children: RESOURCE_KINDS.map((k) => ({
        code: `uc.resource${k.id}`,
        name: k.name,
        url: `/user/resource${k.id}`,
      })),
    },
    { code: "uc.auditSet", name: "审核设置", url: "/user/audit-set", css: "setting" },
    { code: "uc.auditCourse", name: "课程审核", url: "/user/audit-course", css: "audit" },
    { code: "uc.auditResource", name: "资源审核", url: "/user/audit-resource", css: "audit" },
    { code: "uc.personal", name: "个人信息", url: "/user/personal-information", css: "user" },
    { code: "uc.notice", name: "我的消息", url: "/user/notice", css: "bell" },
    { code: "uc.collect", name: "我的收藏", url: "/user/collect", css: "star" },
    { code: "uc.download", name: "我的下载", url: "/user/download", css: "download" },
    { code: "uc.software", name: "软件下载", url: "/user/software-download", css: "appstore" },
  ],
  socluster: [],
  MG: MG_SECTIONS.map((s) => ({
    code: s.code,
    name: s.name,
    url: `/admin/${s.code}`,
    children: s.items.map(([code, name, url]) => ({ code, name, url })),
  })),
};

export const MODULE_GROUP_NAMES: Record<ModuleGroupCode, string> = {
  nav: "导航",
  userCenter: "个人中心",
  socluster: "中控",
  MG: "管理后台",
};
