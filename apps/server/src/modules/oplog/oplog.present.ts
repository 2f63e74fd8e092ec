import { endpoints, endpointsIn, type LogField, type LogItem } from "@otp/contract";
import { FIELD_LABELS } from "./oplog.fields.present.js";

/** Pure output shaping of the operation log: rows → what the log screen reads, in Chinese. */

/** Where a summary's first clause ends: "保存资源（id 为编辑；…）" reads as "保存资源". */
const CLAUSE_END = /[：:（(；;，,。]/;
/** Values longer than this are cut, lists after this many items. */
const MAX_VALUE_CHARS = 120;
const MAX_LIST_ITEMS = 10;

/** Endpoint path → its summary's first clause; built once from the contract's declarations. */
const summaries = new Map(
  endpointsIn(endpoints).map((e) => [e.path, e.summary.split(CLAUSE_END)[0]?.trim() || e.summary]),
);

/** What a logged path was, in Chinese; "" when it is not a declared endpoint (a login event). */
export function targetName(path: string): string {
  return summaries.get(path) ?? "";
}

/** A field's Chinese label; a key without one is shown as it is rather than dropped. */
export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? key;
}

/** One value as text: 是/否 for booleans, lists joined with 、, nested objects as label：value. */
export function valueText(v: unknown, depth = 0): string {
  if (v === null || v === undefined || v === "") return "（空）";
  if (v === "***") return "（已隐藏）";
  if (typeof v === "boolean") return v ? "是" : "否";
  if (typeof v === "string") return v.length > MAX_VALUE_CHARS ? `${v.slice(0, MAX_VALUE_CHARS)}…` : v;
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (Array.isArray(v)) {
    if (v.length === 0) return "（空）";
    if (depth > 0 || v.some((x) => x !== null && typeof x === "object")) return `共${v.length}项`;
    const shown = v.slice(0, MAX_LIST_ITEMS).map((x) => valueText(x, depth + 1));
    return v.length > MAX_LIST_ITEMS ? `${shown.join("、")} 等${v.length}项` : shown.join("、");
  }
  if (typeof v === "object") {
    if (depth > 0) return "…";
    const parts = Object.entries(v).map(([k, x]) => `${fieldLabel(k)}：${valueText(x, depth + 1)}`);
    return parts.length ? parts.join("，") : "（空）";
  }
  return String(v);
}

/** The detail (the call's input, already without secrets) as labelled fields, in its key order. */
export function fieldsOf(detail: unknown): LogField[] {
  if (detail === null || detail === undefined) return [];
  if (typeof detail !== "object" || Array.isArray(detail)) return [{ label: "内容", value: valueText(detail) }];
  return Object.entries(detail)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ({ label: fieldLabel(k), value: valueText(v) }));
}

export interface LogRow {
  id: number;
  category: LogItem["category"];
  userId: number | null;
  account: string;
  action: string;
  target: string;
  detail: unknown;
  success: boolean;
  ip: string;
  userAgent: string;
  createdAt: Date;
}

/** A stored entry as the log screen lists it: the action and what was called in Chinese, fields labelled. */
export function toLogItem(row: LogRow): Omit<LogItem, "createdAt"> & { createdAt: Date } {
  const name = targetName(row.target);
  return { ...row, action: row.action || name, targetName: name, fields: fieldsOf(row.detail) };
}
