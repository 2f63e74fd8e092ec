import { checkPassword, emailSchema, PHONE_PATTERN, type UserType } from "@otp/contract";
import ExcelJS from "exceljs";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden } from "../../platform/http/errors.js";
import { readImportSheet } from "../../platform/http/import-sheet.js";
import { canManageType, defaultRoles, managedTypes } from "./user.access.js";
import type { NewAccount, NewAccounts } from "./user.accounts.js";
import { generatePassword } from "./user.passwords.js";
import type { OrgClassLists, PasswordRule } from "./user.ports.js";
import { idsOf } from "./user.present.js";
import { allUsers, existingAccounts, type UserFilter } from "./user.queries.js";

const COLUMNS = [
  { header: "账号", key: "account", width: 16 },
  { header: "姓名", key: "realName", width: 12 },
  { header: "用户类型", key: "userType", width: 10 },
  { header: "性别", key: "gender", width: 8 },
  { header: "手机号", key: "phone", width: 14 },
  { header: "邮箱", key: "email", width: 24 },
  { header: "院系", key: "org", width: 20 },
  { header: "班级", key: "className", width: 16 },
  { header: "职称", key: "title", width: 10 },
  { header: "初始密码", key: "password", width: 14 },
] as const;

const TYPE_NAMES: Record<string, string> = { teacher: "教师", student: "学生", admin: "管理员", staff: "职工" };
const TYPE_BY_NAME: Record<string, string> = { 教师: "teacher", 学生: "student", 职工: "staff" };
const GENDER_NAMES = ["未知", "男", "女"];
export const MAX_IMPORT_ROWS = 5000;

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "object" && "text" in v) return String(v.text).trim();
  if (typeof v === "object" && "result" in v) return String(v.result ?? "").trim();
  return String(v).trim();
}

export interface TransferDeps {
  accounts: Pick<NewAccounts, "addMany" | "welcome">;
  rule: PasswordRule;
  lookups: OrgClassLists;
}

/** Users to and from xlsx (用户导入导出): the template, the export, the all-or-nothing import. */
export class UserTransferService {
  constructor(
    private readonly db: Db,
    private readonly deps: TransferDeps,
  ) {}

  async template(): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("用户导入");
    ws.columns = COLUMNS.map((c) => ({ ...c }));
    ws.addRow({
      account: "t2026001",
      realName: "张老师",
      userType: "教师",
      gender: "男",
      phone: "13800000000",
      email: "",
      org: "",
      className: "",
      title: "讲师",
      password: "",
    });
    ws.getRow(1).font = { bold: true };
    const note = wb.addWorksheet("填写说明");
    for (const line of [
      "账号、姓名、用户类型为必填；用户类型填写“教师”“学生”或“职工”。",
      "院系、班级填写系统中已有的名称；性别填写“男”或“女”。",
      "初始密码留空时系统自动生成，导入结果中会列出。",
      `一次最多导入${MAX_IMPORT_ROWS}行；任何一行有误时整批不导入，请按错误报告修改后重新上传。`,
    ])
      note.addRow([line]);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  /** The matching users of the types the caller manages, so contact details never leak across screens. */
  async export(filter: UserFilter, caller: Principal): Promise<Buffer> {
    const types: string[] = managedTypes(caller);
    if (filter.userType && !types.includes(filter.userType)) throw forbidden();
    const rows = (await allUsers(this.db, filter)).filter((r) => types.includes(r.userType));
    const [orgs, cls] = await Promise.all([
      this.deps.lookups.orgNames(idsOf(rows, "orgId")),
      this.deps.lookups.classNames(idsOf(rows, "classId")),
    ]);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("用户列表");
    ws.columns = [
      ...COLUMNS.filter((c) => c.key !== "password"),
      { header: "状态", key: "status", width: 8 },
      { header: "创建时间", key: "createdAt", width: 20 },
    ];
    ws.getRow(1).font = { bold: true };
    for (const r of rows) {
      ws.addRow({
        account: r.account,
        realName: r.realName,
        userType: TYPE_NAMES[r.userType] ?? r.userType,
        gender: GENDER_NAMES[r.gender] ?? "",
        phone: r.phone ?? "",
        email: r.email ?? "",
        org: r.orgId ? (orgs.get(r.orgId) ?? "") : "",
        className: r.classId ? (cls.get(r.classId) ?? "") : "",
        title: r.title ?? "",
        status: r.status === 1 ? "启用" : r.status === 2 ? "待审核" : "停用",
        createdAt: r.createdAt.toISOString().slice(0, 19).replace("T", " "),
      });
    }
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  /** All rows or none: any row error returns the report and writes nothing. */
  async import(bytes: Buffer, caller: Principal) {
    const sheet = await readImportSheet(bytes, MAX_IMPORT_ROWS);
    const header = sheet.header.map(cellText);
    const index = new Map<string, number>(COLUMNS.map((c) => [c.key, header.indexOf(c.header) + 1]));
    if (!index.get("account") || !index.get("realName") || !index.get("userType")) {
      throw badRequest("参数 file：表头不正确，请使用下载的模板");
    }
    const [orgs, classes, strong] = await Promise.all([
      this.deps.lookups.orgs(),
      this.deps.lookups.classes(),
      this.deps.rule.strongPassword(),
    ]);
    const orgByName = new Map(orgs.map((o) => [o.name, o.id]));
    const classByName = new Map(classes.map((c) => [c.name, c.id]));
    const errors: { row: number; msg: string }[] = [];
    const seen = new Set<string>();
    const parsed: NewAccount[] = [];
    const accountIndex = index.get("account") ?? 0;
    const typed = sheet.rows.map((row) => cellText(row.cell(accountIndex)));
    const taken = await existingAccounts(this.db, typed.filter(Boolean));
    for (const row of sheet.rows) {
      const r = row.number;
      const get = (key: string) => {
        const i = index.get(key);
        return i ? cellText(row.cell(i)) : "";
      };
      const account = get("account");
      const realName = get("realName");
      if (!account && !realName && !get("userType")) continue;
      const fail = (msg: string) => errors.push({ row: r, msg });
      const userType = TYPE_BY_NAME[get("userType")];
      if (!/^[A-Za-z0-9_.@-]{2,32}$/.test(account)) fail("账号须为2至32位字母、数字或 _ . @ -");
      else if (seen.has(account.toLowerCase())) fail("账号在表格中重复");
      else if (taken.has(account.toLowerCase())) fail("账号已存在");
      seen.add(account.toLowerCase());
      if (!realName || realName.length > 30) fail("姓名必填且不超过30个字符");
      if (!userType) fail("用户类型须为“教师”“学生”或“职工”");
      else if (!canManageType(caller, userType)) fail("无权导入该类型的用户");
      const phone = get("phone");
      if (phone && !PHONE_PATTERN.test(phone)) fail("手机号格式不正确");
      const email = get("email");
      if (email && !emailSchema.safeParse(email).success) fail("邮箱格式不正确");
      const orgName = get("org");
      const orgId = orgName ? orgByName.get(orgName) : undefined;
      if (orgName && !orgId) fail(`院系“${orgName}”不存在`);
      const className = get("className");
      const classId = className ? classByName.get(className) : undefined;
      if (className && !classId) fail(`班级“${className}”不存在`);
      const genderText = get("gender");
      const gender = genderText ? GENDER_NAMES.indexOf(genderText) : 0;
      if (gender < 0) fail("性别须为“男”或“女”");
      const given = get("password");
      const pwdMsg = given ? checkPassword(given, strong) : null;
      if (pwdMsg) fail(pwdMsg);
      parsed.push({
        account,
        realName,
        userType: (userType ?? "student") as UserType,
        gender: Math.max(gender, 0),
        phone: phone || null,
        email: email || null,
        orgId: orgId ?? null,
        classId: classId ?? null,
        title: get("title") || null,
        password: given || generatePassword(),
        roleIds: defaultRoles(userType ?? "student"),
      });
    }
    if (!parsed.length && !errors.length) throw badRequest("参数 file：表格中没有数据行");
    if (errors.length) return { created: 0, errors, passwords: [] };
    const ids = await this.deps.accounts.addMany(parsed);
    await this.deps.accounts.welcome(ids);
    return {
      created: parsed.length,
      errors,
      passwords: parsed.map((p) => ({ account: p.account, password: p.password })),
    };
  }
}
