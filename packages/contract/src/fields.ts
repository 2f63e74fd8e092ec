import { z } from "zod";
import { ID_MAX } from "./validation.js";

/*
 * Field builders the domain files share, so a label's messages read the same everywhere. Not
 * re-exported from index.ts: they are how schemas are written, not part of the contract.
 */

export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}必须是文本` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .optional()
    .nullable();

export const requiredName = (label: string, max = 50) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字符`);

/**
 * An id picked from a list (a select): the same limits as `idSchema`, but missing, empty or
 * not an id reads "请选择<label>", which the browser form shows as it is. Optional ids
 * (`chosenId(label).optional()`) the schema requires for one case (a refine) read the same.
 */
export const chosenId = (label: string) =>
  z.coerce
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`)
    .max(ID_MAX, `请选择${label}`);

/** The error of a required choice (an enum): "请选择<label>" when missing or empty, else "<label>不正确". */
export const choiceError =
  (label: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === "" ? `请选择${label}` : `${label}不正确`;

/** Ids picked from a list (a multiple select): at least one, at most `max`. */
export const chosenIds = (label: string, max: number, tooMany = `${label}不能超过${max}个`) =>
  z
    .array(chosenId(label), { error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .max(max, tooMany);

/** A calendar date YYYY-MM-DD that exists: 2026-02-30 is refused here, not by the database as a 500. */
export const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式须为YYYY-MM-DD")
  .refine(isRealDate, "日期不存在，请检查年月日");

/** A required `dateString` from a date picker: missing or empty reads "请选择<label>". */
export const chosenDate = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式须为YYYY-MM-DD")
    .refine(isRealDate, "日期不存在，请检查年月日");

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
