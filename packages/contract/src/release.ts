import { z } from "zod";
import { isSiteLink } from "./site.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- app versions (业务管理 → APP版本, feeding /app-download) ---------- */

export const APP_PLATFORMS = [
  { value: "android", label: "安卓" },
  { value: "ios", label: "iOS" },
] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number]["value"];

export const appVersionListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  keyword: keywordSchema,
});
export type AppVersionListInput = z.infer<typeof appVersionListSchema>;

export const appVersionSaveSchema = z
  .object({
    id: idSchema.optional(),
    platform: z.enum(["android", "ios"], { error: "请选择平台" }),
    version: z
      .string({ error: "请输入版本号" })
      .trim()
      .regex(/^\d{1,4}(\.\d{1,4}){1,3}$/, "版本号格式应为 1.2.3"),
    notes: z.string().trim().max(2000, "更新说明不能超过2000个字符").default(""),
    /** An external address; empty when the install package was uploaded (fileId). */
    downloadUrl: z
      .string({ error: "请输入下载地址" })
      .trim()
      .max(500, "下载地址不能超过500个字符")
      .refine((v) => v === "" || isSiteLink(v), "下载地址须以 http(s):// 或 / 开头（不能以//开头）")
      .default(""),
    /** The uploaded install package (upload kind "package": apk for Android, ipa for iOS). */
    fileId: idSchema.nullable().default(null),
    published: z.boolean().default(true),
  })
  .refine((v) => v.fileId !== null || v.downloadUrl !== "", {
    message: "请上传安装包或填写下载地址",
    path: ["downloadUrl"],
  });
export type AppVersionSaveInput = z.input<typeof appVersionSaveSchema>;

/** The path parameters of a version's QR code and package download (`/api/c/app/version/:id/…`). */
export const appVersionParamsSchema = z.object({ id: idSchema });
export type AppVersionParams = z.infer<typeof appVersionParamsSchema>;

export interface AppVersionItem {
  id: number;
  platform: AppPlatform;
  version: string;
  notes: string;
  /** Where the app is downloaded: the uploaded package's address, or the external one. */
  downloadUrl: string;
  /** The uploaded install package, when there is one. */
  fileId: number | null;
  fileName: string | null;
  fileSize: number | null;
  published: boolean;
  /** A QR code picture of the download address. */
  qrUrl: string;
  createdAt: string;
}

/** The newest published version of each platform (null when none). */
export type LatestAppVersions = Record<AppPlatform, AppVersionItem | null>;
