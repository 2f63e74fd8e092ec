import { z } from "zod";
import { type AreaCode, SITE_CONFIG_CODES } from "./constants.js";
import { optionalText, requiredName } from "./fields.js";
import type { PermissionCode } from "./screens.js";
import { idSchema } from "./validation.js";

/* ---------- site configs (cms/area/pic) ---------- */

export const areaCodeSchema = z.enum(SITE_CONFIG_CODES, { error: "配置编码不正确" });

/** Which admin screen (MG permission) owns each config: saving one needs its screen. */
export const AREA_SAVE_PERMISSION: Readonly<Record<AreaCode | "INDEX", PermissionCode>> = {
  logo: "site.logo",
  logox: "site.logo",
  BASE_INFO: "site.logo",
  WATERMARK: "site.logo",
  WATERMARKLOGO: "site.logo",
  SEAL: "site.logo",
  INDEX: "site.portal",
  grey: "site.webGrey",
  PWD_STRONG: "site.loginRegister",
  guest: "site.loginRegister",
  user_register_audit: "site.loginRegister",
  app_somooc: "site.app",
  app_somooc_qr: "site.app",
  ACCESS_IP: "site.accessIp",
};

/** The path parameter of /api/c/cms/area/pic/:code/detail (an unknown code answers 404). */
export const areaCodeParamsSchema = z.object({ code: z.string() });

export const areaPicSaveSchema = z.object({
  id: idSchema.optional(),
  areaCode: areaCodeSchema,
  name: optionalText(50, "名称"),
  isUsing: z.boolean({ error: "启用状态必须是布尔值" }).optional(),
  displayIndex: z.coerce.number().int().min(0, "排序不能小于0").max(9999, "排序不能超过9999").optional(),
  remark: optionalText(500, "说明"),
  imgId: idSchema.optional().nullable(),
  linkUrl: z
    .string()
    .trim()
    .max(500, "链接不能超过500个字符")
    .refine((v) => v === "" || isSiteLink(v), "链接须以http://、https://或/开头（不能以//开头）")
    .optional()
    .nullable(),
  alt: optionalText(200, "替代文字"),
  content: optionalText(5000, "内容"),
});
export type AreaPicSaveInput = z.infer<typeof areaPicSaveSchema>;

export interface AreaPic {
  id: number;
  areaCode: string;
  name: string;
  isUsing: boolean;
  displayIndex: number;
  remark: string;
  imgId: number | null;
  imgUrl: string | null;
  linkUrl: string;
  alt: string;
  content: string;
}

/* ---------- properties (app and storage settings) ---------- */

// Its own constant, not `.shape.key`: see courseMenuNumberSchema in course.ts.
const propertyKeySchema = z.string({ error: "请输入配置键" }).trim().min(1, "请输入配置键").max(64, "配置键过长");
export const propertiesDetailSchema = z.object({
  key: propertyKeySchema,
  file: z.string().trim().max(64).optional(),
});
export type PropertiesDetailInput = z.infer<typeof propertiesDetailSchema>;

/** Files the generic properties screen may write; "mobile" has its own validated call. */
export const PROPERTY_FILES = ["app", "storage"] as const;
export const propertiesSaveSchema = z.object({
  key: propertyKeySchema,
  file: z.enum(PROPERTY_FILES, { error: "配置文件不正确" }).optional(),
  value: z.string().max(2000, "配置值过长"),
});
export type PropertiesSaveInput = z.infer<typeof propertiesSaveSchema>;

/* ---------- navigation menus ---------- */

/**
 * A link the site shows or sends people to: http(s) with a host, or a path on this site.
 * Protocol-relative ("//evil.example") and backslash forms ("/\\evil.example", which browsers
 * read as "//"), and any white space (browsers drop tabs and line breaks inside a URL), are not
 * site-relative and are refused.
 */
export function isSiteLink(v: string): boolean {
  if (/[\s\\]/.test(v)) return false;
  if (v.startsWith("/")) return !v.startsWith("//");
  return /^https?:\/\/[^/?#]+/i.test(v);
}

export const navSaveSchema = z.object({
  id: idSchema,
  name: requiredName("菜单名称", 50),
  url: z
    .string({ error: "请输入链接" })
    .trim()
    .min(1, "请输入链接")
    .max(200, "链接不能超过200个字符")
    .refine(isSiteLink, "链接须以/、http://或https://开头（不能以//开头）"),
  alt: optionalText(100, "提示文字"),
  css: optionalText(100, "图标样式"),
  loginVisit: z.boolean({ error: "请选择是否需要登录" }),
  sort: z.coerce
    .number({ error: "排序必须是数字" })
    .int("排序必须是整数")
    .min(0, "排序不能小于0")
    .max(9999, "排序不能超过9999")
    .optional(),
});
export type NavSaveInput = z.infer<typeof navSaveSchema>;

/** A navigation item as saved (/api/m/base/nav/save). */
export interface NavItemRow {
  id: number;
  groupCode: string;
  parentId: number | null;
  code: string;
  name: string;
  url: string;
  alt: string;
  css: string;
  loginVisit: boolean;
  hidden: boolean;
  sort: number;
}

/**
 * 编辑导航 (site/navigation/edit): the header's entries in display order (each parent's
 * children keep the relative order given here), with name, link, login need and whether the
 * header shows them.
 */
export const navEditSchema = z.object({
  items: z
    .array(
      z.object(
        { ...navSaveSchema.omit({ sort: true }).shape, hidden: z.boolean({ error: "请选择是否在导航中隐藏" }) },
        { error: "每一项必须是导航菜单" },
      ),
      { error: "参数 items：请提交导航菜单" },
    )
    .min(1, "参数 items：请提交导航菜单")
    .max(200, "参数 items：导航菜单不能超过200项"),
});
export type NavEditInput = z.infer<typeof navEditSchema>;

/* ---------- mobile site ---------- */

export const mobileSettingsSchema = z.object({
  siteUrl: z
    .string()
    .trim()
    .max(200, "移动端地址不能超过200个字符")
    .refine((v) => v === "" || /^https?:\/\/[^\s]+$/.test(v), "移动端地址须为空或以http://、https://开头"),
  welcome: z.string().trim().max(200, "欢迎语不能超过200个字符"),
});
/** What the mobile settings call saves and the detail call answers. */
export type MobileSettings = z.infer<typeof mobileSettingsSchema>;

/** The site's name and texts (BASE_INFO), shown on the login page and the portal. */
export interface BaseInfo {
  name: string;
  welcome: string;
  declaration: string;
}

/** The running server's build (/api/c/version). */
export interface VersionInfo {
  version: string;
  commit: string;
  startedAt: string;
}

/** Whether the caller's address is outside the allowed ones (ACCESS_IP). */
export interface AccessStatus {
  restricted: boolean;
}
