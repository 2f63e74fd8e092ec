import { z } from "zod";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/** The sensitive-word library (admin 审核管理 → 敏感词库). */

/** Level of a word: 1 blocks the text (the writer must change it), 2 masks the word with `*`. */
export const WORD_LEVEL = { BLOCK: 1, MASK: 2 } as const;
export const WORD_LEVELS = [
  { id: WORD_LEVEL.BLOCK, name: "禁止发布" },
  { id: WORD_LEVEL.MASK, name: "替换为*" },
] as const;
export const WORD_MAX_LENGTH = 50;

const levelSchema = z.coerce
  .number({ error: "等级须为1（禁止发布）或2（替换为*）" })
  .int("等级须为1（禁止发布）或2（替换为*）")
  .refine((v) => v === WORD_LEVEL.BLOCK || v === WORD_LEVEL.MASK, "等级须为1（禁止发布）或2（替换为*）");

export const wordTextSchema = z
  .string({ error: "请输入敏感词" })
  .trim()
  .min(1, "请输入敏感词")
  .max(WORD_MAX_LENGTH, `敏感词不能超过${WORD_MAX_LENGTH}个字符`);

export const wordSaveSchema = z.object({
  id: idSchema.optional(),
  word: wordTextSchema,
  level: levelSchema,
});
export type WordSaveInput = z.infer<typeof wordSaveSchema>;

export const wordListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100),
  keyword: keywordSchema,
  level: levelSchema.optional(),
});
export type WordListInput = z.infer<typeof wordListSchema>;

export const wordCheckSchema = z.object({
  text: z.string({ error: "请输入要检测的文字" }).min(1, "请输入要检测的文字").max(20000, "文字不能超过20000个字符"),
});
export type WordCheckInput = z.infer<typeof wordCheckSchema>;

/** One word of the library (the contract calls the sensitive word `Word*` throughout). */
export interface WordItem {
  id: number;
  word: string;
  level: number;
  createdAt: string;
}

export interface WordImportResult {
  created: number;
  /** Words already in the library (their level is updated to the file's). */
  updated: number;
  errors: { row: number; msg: string }[];
}

export interface WordCheckResult {
  text: string;
  blocked: string[];
  masked: string[];
}
