import { z } from "zod";
import { ELEMENT_TYPES, type ElementType } from "./constants.js";
import { dateString, optionalText, requiredName } from "./fields.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/** Base data: terms, colleges, classes and dictionary elements, and the kv lists built on them. */

/* ---------- kv lists ---------- */

export const kvCourseOriginSchema = z.object({
  termId: idSchema.optional(),
  teacherId: idSchema.optional(),
  course: keywordSchema,
});
export type KvCourseOriginInput = z.infer<typeof kvCourseOriginSchema>;

export const elementTypeSchema = z.enum(ELEMENT_TYPES, { error: "字典类型不正确" });

export interface KvItem {
  id: number;
  name: string;
  code?: string;
  parentId?: number | null;
}

/* ---------- base data management ---------- */

/** Administrative classes (行政班级) and teaching classes (教学班级). */
export const CLASS_KINDS = ["admin", "teaching"] as const;

export const termSaveSchema = z
  .object({
    id: idSchema.optional(),
    name: requiredName("学期名称"),
    startDate: dateString,
    endDate: dateString,
    isCurrent: z.boolean().optional(),
  })
  .refine((t) => t.startDate <= t.endDate, { message: "结束日期不能早于开始日期", path: ["endDate"] });
export type TermSaveInput = z.infer<typeof termSaveSchema>;

export const orgSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("机构名称"),
  code: optionalText(30, "机构编码"),
  parentId: idSchema.optional().nullable(),
  sort: z.coerce.number().int().min(0).max(9999).optional(),
});
export type OrgSaveInput = z.infer<typeof orgSaveSchema>;

export const classSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("班级名称"),
  grade: requiredName("年级", 20),
  orgId: idSchema.optional().nullable(),
  kind: z.enum(CLASS_KINDS, { error: "班级类型不正确" }).default("admin"),
  teacherId: idSchema.optional().nullable(),
});
export type ClassSaveInput = z.infer<typeof classSaveSchema>;

export const elementSaveSchema = z.object({
  id: idSchema.optional(),
  type: elementTypeSchema,
  name: requiredName("名称"),
  code: optionalText(30, "编码"),
  parentId: idSchema.optional().nullable(),
  sort: z.coerce.number().int().min(0).max(9999).optional(),
  remark: optionalText(200, "说明"),
});
export type ElementSaveInput = z.infer<typeof elementSaveSchema>;

export const baseListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(500, 50),
  keyword: keywordSchema,
  type: elementTypeSchema.optional(),
  orgId: idSchema.optional(),
  kind: z.enum(CLASS_KINDS).optional(),
});
export type BaseListInput = z.infer<typeof baseListSchema>;

/* ---------- rows of the base-data screens and kv lists ---------- */

export interface TermItem {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  isCurrent: boolean;
}

export interface OrgItem {
  id: number;
  name: string;
  code: string | null;
  parentId: number | null;
  sort: number;
}

export type ClassKind = (typeof CLASS_KINDS)[number];

/** A class as /api/kv/class/list gives it. */
export interface KvClass {
  id: number;
  name: string;
  grade: string;
  orgId: number | null;
  kind: ClassKind;
}

/** A class of the class screens, with its teacher and college. */
export interface ClassItem extends KvClass {
  teacherId: number | null;
  orgName: string | null;
}

export interface ElementItem {
  id: number;
  type: ElementType;
  name: string;
  code: string | null;
  parentId: number | null;
  sort: number;
  remark: string | null;
}

/** An academic-system course offering (/api/kv/course/origin/list). */
export interface KvOriginCourse {
  id: number;
  name: string;
  code: string | null;
  termId: number;
  teacherId: number;
  orgId: number | null;
}
