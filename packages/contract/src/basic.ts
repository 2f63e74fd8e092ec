import { z } from "zod";
import { ELEMENT_TYPES, type ElementType } from "./constants.js";
import { chosenDate, optionalText, requiredName } from "./fields.js";
import type { PermissionCode } from "./screens.js";
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

/** /api/kv/class/list: the classes of one organisation, or all. */
export const kvClassSchema = z.object({ orgId: idSchema.optional() });
export type KvClassInput = z.infer<typeof kvClassSchema>;

/** The path parameter of /api/kv/ele/:type/list (an unknown dictionary is a 404, not a 400). */
export const kvElementParamsSchema = z.object({ type: z.string() });
/** The path parameter of /api/kv/resource/:kind/list (source, type, stream, scene). */
export const kvResourceParamsSchema = z.object({ kind: z.string() });

export interface KvItem {
  id: number;
  name: string;
  code?: string | null;
  parentId?: number | null;
}

/* ---------- base data management ---------- */

/** Administrative classes (行政班级) and teaching classes (教学班级). */
export const CLASS_KINDS = ["admin", "teaching"] as const;

export const termSaveSchema = z
  .object({
    id: idSchema.optional(),
    name: requiredName("学期名称"),
    startDate: chosenDate("开始日期"),
    endDate: chosenDate("结束日期"),
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

/** A dictionary screen's list: the element type is required. */
export const elementListSchema = baseListSchema.extend({ type: elementTypeSchema });
export type ElementListInput = z.infer<typeof elementListSchema>;

/** The admin screen that manages each dictionary type. */
export const ELEMENT_PERMISSION: Readonly<Record<ElementType, PermissionCode>> = {
  SUBJECT: "basic.category",
  COURSE_CATEGORY: "basic.category",
  SP_LEVEL: "basic.category",
  COURSE_TYPE: "basic.courseType",
  RESOURCE_TAG: "basic.resourceTag",
  RESOURCE_SOURCE: "basic.resourceTag",
  RESOURCE_TYPE: "basic.resourceTag",
  RESOURCE_STREAM: "basic.resourceTag",
  RESOURCE_SCENE: "basic.resourceTag",
  TERMINAL_TYPE: "basic.resourceTag",
};

/** Other screens managing a dictionary type too: supervision's own course-type screen (业务管理 › 督导). */
export const ELEMENT_ALSO_MANAGED_BY: Readonly<Partial<Record<ElementType, readonly PermissionCode[]>>> = {
  COURSE_TYPE: ["business.supervisorCourseType"],
};

/** Every dictionary screen: the element endpoints admit any, the server narrows by element type. */
export const ELEMENT_SCREENS: PermissionCode[] = [
  ...new Set([...Object.values(ELEMENT_PERMISSION), ...Object.values(ELEMENT_ALSO_MANAGED_BY).flat()]),
];

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
