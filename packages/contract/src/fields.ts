import { z } from "zod";

/*
 * Field builders the domain files share, so a label's messages read the same everywhere. Not
 * re-exported from index.ts: they are how schemas are written, not part of the contract.
 */

export const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}不能超过${max}个字符`).optional().nullable();

export const requiredName = (label: string, max = 50) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);

/** A calendar date YYYY-MM-DD that exists: 2026-02-30 is refused here, not by the database as a 500. */
export const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式须为YYYY-MM-DD")
  .refine(isRealDate, "日期不存在，请检查年月日");

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
