import { z } from "zod";
import { chosenId, optionalText, requiredName } from "./fields.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema, phoneSchema } from "./validation.js";

/**
 * Teaching research (教研): the interaction back office — participating organizations, subjects,
 * streaming terminals and places (classrooms with their terminal) that seminars and meetings use.
 */

export const researchListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(500, 20),
  keyword: keywordSchema,
  orgId: idSchema.optional(),
});
export type ResearchListInput = z.infer<typeof researchListSchema>;

/* ---------- participating organizations (参与机构) ---------- */

export const researchOrgSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("机构名称"),
  code: optionalText(30, "机构编码"),
  contact: optionalText(30, "联系人"),
  phone: z
    .union([phoneSchema, z.literal("")])
    .optional()
    .nullable(),
  address: optionalText(100, "地址"),
  sort: z.coerce.number({ error: "排序须为数字" }).int("排序须为整数").min(0).max(9999).optional(),
});
export type ResearchOrgSaveInput = z.infer<typeof researchOrgSaveSchema>;

export interface ResearchOrgItem {
  id: number;
  name: string;
  code: string | null;
  contact: string | null;
  phone: string | null;
  address: string | null;
  sort: number;
  /** Places (classrooms) of this organization. */
  placeCount: number;
}

/* ---------- subjects (学科) ---------- */

export const researchSubjectSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("学科名称", 30),
  code: optionalText(30, "学科编码"),
  sort: z.coerce.number({ error: "排序须为数字" }).int("排序须为整数").min(0).max(9999).optional(),
});
export type ResearchSubjectSaveInput = z.infer<typeof researchSubjectSaveSchema>;

export interface ResearchSubjectItem {
  id: number;
  name: string;
  code: string | null;
  sort: number;
}

/* ---------- terminals (SIP / streaming terminals) ---------- */

/** sip: a SIP endpoint whose MCU pushes RTMP; rtmp: an encoder or classroom box pushing RTMP itself. */
export const TERMINAL_KINDS = ["sip", "rtmp"] as const;
export type TerminalKind = (typeof TERMINAL_KINDS)[number];
export const TERMINAL_KIND_NAMES: Record<TerminalKind, string> = { sip: "SIP终端", rtmp: "推流终端" };

export const TERMINAL_STATES = ["enabled", "disabled"] as const;
export type TerminalState = (typeof TERMINAL_STATES)[number];
export const TERMINAL_STATE_NAMES: Record<TerminalState, string> = { enabled: "启用", disabled: "停用" };

/** sip:user@host[:port] (sips too). */
export const SIP_URI_PATTERN = /^sips?:[A-Za-z0-9._~+-]+@[A-Za-z0-9.-]+(:\d{1,5})?$/;

export const terminalSaveSchema = z
  .object({
    id: idSchema.optional(),
    name: requiredName("终端名称"),
    orgId: chosenId("所属机构"),
    kind: z.enum(TERMINAL_KINDS, { error: "终端类型不正确" }),
    sipUri: z
      .string()
      .trim()
      .max(120, "SIP地址不能超过120个字符")
      .regex(SIP_URI_PATTERN, "SIP地址格式须为 sip:账号@主机")
      .or(z.literal(""))
      .optional()
      .nullable(),
    state: z.enum(TERMINAL_STATES, { error: "终端状态不正确" }).default("enabled"),
    remark: optionalText(200, "备注"),
  })
  .refine((t) => t.kind !== "sip" || !!t.sipUri, { message: "SIP终端须填写SIP地址", path: ["sipUri"] });
export type TerminalSaveInput = z.infer<typeof terminalSaveSchema>;

export interface TerminalItem {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  kind: TerminalKind;
  sipUri: string | null;
  /** The RTMP address the platform generated for this terminal (its MCU or encoder pushes here). */
  pushUrl: string;
  state: TerminalState;
  remark: string | null;
  /** The place (classroom) the terminal is installed in, if any. */
  placeName: string | null;
}

/* ---------- places (场所: a classroom with its terminal) ---------- */

export const placeSaveSchema = z.object({
  id: idSchema.optional(),
  name: requiredName("场所名称"),
  orgId: chosenId("所属机构"),
  terminalId: idSchema.optional().nullable(),
  location: optionalText(100, "位置"),
  capacity: z.coerce.number({ error: "容纳人数须为数字" }).int("容纳人数须为整数").min(0).max(10000).optional(),
});
export type PlaceSaveInput = z.infer<typeof placeSaveSchema>;

export interface PlaceItem {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  terminalId: number | null;
  terminalName: string | null;
  location: string | null;
  capacity: number;
}

/** Terminals a place form may choose: of an organization, free ones plus the place's own. */
export const terminalOptionsSchema = z.object({ orgId: idSchema.optional(), placeId: idSchema.optional() });
export type TerminalOptionsInput = z.infer<typeof terminalOptionsSchema>;

/** A choice in a form: id and name (and the organization, to narrow by school). */
export interface ResearchOption {
  id: number;
  name: string;
  orgId?: number;
}
