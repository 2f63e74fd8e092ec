import { z } from "zod";
import type { CourseCard } from "./course.js";
import type { ListResult } from "./envelope.js";
import type { ResourceCard } from "./resource.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- famous teachers (名师风采) ---------- */

export const HONOUR_LEVELS = ["国家级", "省级", "市级", "区县级", "校级"] as const;
export type HonourLevel = (typeof HONOUR_LEVELS)[number];

export const teacherListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(50, 12),
  keyword: keywordSchema,
});
export type TeacherListInput = z.infer<typeof teacherListSchema>;

export const teacherIdSchema = z.object({ id: idSchema });
export type TeacherIdInput = z.infer<typeof teacherIdSchema>;

export const honourSaveSchema = z.object({
  id: idSchema.optional(),
  title: z.string({ error: "请输入荣誉名称" }).trim().min(1, "请输入荣誉名称").max(100, "荣誉名称不能超过100个字符"),
  level: z.enum(HONOUR_LEVELS, { error: "请选择荣誉级别" }),
  year: z.coerce
    .number({ error: "获得年份必须是数字" })
    .int("获得年份必须是整数")
    .min(1950, "获得年份不能早于1950年")
    .max(2100, "获得年份不正确"),
});
export type HonourSaveInput = z.infer<typeof honourSaveSchema>;

export interface TeacherHonour {
  id: number;
  title: string;
  level: HonourLevel;
  year: number;
}

export interface TeacherCard {
  id: number;
  realName: string;
  avatarUrl: string | null;
  orgName: string | null;
  title: string | null;
  intro: string | null;
  /** The highest honours, for the card. */
  honours: string[];
}

/** A live or lecture of the teacher, as their domains describe it (shown when wired). */
export interface TeacherActivity {
  id: number;
  title: string;
  coverUrl: string | null;
  /** Where the item opens on the web. */
  url: string;
  /** When it happens or happened (ISO). */
  time: string | null;
}

export interface TeacherDetail {
  profile: Omit<TeacherCard, "honours">;
  honours: TeacherHonour[];
  courses: ListResult<CourseCard>;
  resources: ListResult<ResourceCard>;
  /** Null while the live domain is not wired: the page hides the section. */
  lives: ListResult<TeacherActivity> | null;
  /** Null while the lecture domain is not wired: the page hides the section. */
  lectures: ListResult<TeacherActivity> | null;
}

/* ---------- opening and ending clips (片头片尾) ---------- */

export const introOutroSaveSchema = z.object({
  introFileId: idSchema.nullable().default(null),
  outroFileId: idSchema.nullable().default(null),
  enabled: z.boolean({ error: "启用状态不正确" }).default(true),
});
export type IntroOutroSaveInput = z.input<typeof introOutroSaveSchema>;

export interface IntroOutroClip {
  id: number;
  name: string;
  size: number;
}

export interface IntroOutro {
  intro: IntroOutroClip | null;
  outro: IntroOutroClip | null;
  enabled: boolean;
}
