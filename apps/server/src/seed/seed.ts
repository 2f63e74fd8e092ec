import { ADMIN_ROLE_ID, type AreaPicSaveInput, grantedByDefault, INDEX_AREA_CODE, USER_STATUS } from "@otp/contract";
import { sql } from "drizzle-orm";
import QRCode from "qrcode";
import type { Services } from "../app.js";
import { classes, elements, orgs, originCourses, terms } from "../modules/base/base.tables.js";
import { SCREEN_BY_CODE } from "../modules/user/user.menu.catalogue.js";
import { menus, roles, userRoles, users } from "../modules/user/user.tables.js";
import type { Db } from "../platform/db/client.js";
import { pinyinInitials } from "../platform/search/pinyin.js";
import type { SeedContentOptions } from "./content.js";
import { seedDemoContent } from "./demo-content.js";
import {
  COLLEGES,
  DEMO_PASSWORD,
  DEPARTMENT_SUBJECT,
  ELEMENTS,
  EXPERT_UNIT,
  FAMOUS_INTROS,
  GRADES,
  PORTAL_MODULES,
  ROLE_ACCOUNTS,
  ROLE_DEFS,
  SCHOOL,
  TERMS,
  TITLES,
} from "./demo-data.js";
import { nameAt, phoneAt, rng } from "./names.js";
import { bannerPng, logoPng } from "./png.js";
import { sealPng } from "./seal.js";

export const TEACHER_COUNT = 30;
export const STUDENT_COUNT = 200;

/** Every table the demo fills, emptied by a reset. */
const TABLES = [
  "classroom_samples",
  "classroom_fias",
  "classroom_warnings",
  "classroom_live_frames",
  "classroom_analyses",
  "activity_works",
  "activity_registration_members",
  "activity_registrations",
  "activity_award_levels",
  "activity_announcements",
  "activities",
  "announcement_reads",
  "announcement_files",
  "announcements",
  "assignment_submission_files",
  "assignment_submissions",
  "assignments",
  "teach_task_evidence",
  "teach_task_assignees",
  "teach_task_items",
  "teach_tasks",
  "timetable_entries",
  // Plans, their documents, versions, comments, attachments and done marks cascade from here.
  "prepare_courses",
  "teach_group_members",
  "teach_groups",
  "teacher_honours",
  "teacher_intro_outro",
  "app_versions",
  "notices",
  "op_logs",
  "sessions",
  "role_menus",
  "user_roles",
  "users",
  "roles",
  "menus",
  "area_pics",
  "properties",
  "files",
  "origin_courses",
  "elements",
  "classes",
  "orgs",
  "terms",
  "sensitive_words",
  "visit_events",
  "visit_daily",
  "visit_day_totals",
  "visit_rollup",
  "chaoxing_uploads",
  "research_orgs",
  "research_subjects",
  "sup_templates",
  "sup_words",
  "sup_patrols",
  "sup_patrol_photos",
  "keyframe_files",
  "tv_channels",
  "tv_sections",
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(roles);
  return (r?.n ?? 0) > 0;
}

export async function resetDatabase(db: Db) {
  await db.execute(sql.raw(`truncate table ${TABLES.join(", ")} restart identity cascade`));
}

/**
 * Loads the deterministic demo school into an empty database; `content: false` leaves out the
 * courses, resources and media (API tests), which seedContent can add later.
 */
export async function seedDemo(
  db: Db,
  s: Services,
  opts: { content?: boolean } & SeedContentOptions = {},
): Promise<void> {
  const rand = rng(20260901);

  await ensureBuiltinRoles(db);
  await s.menus.syncCatalogue();
  await grantDefaultMenus(db, s);

  await db.insert(terms).values(TERMS);
  const orgIds = new Map<string, number>();
  for (const [i, c] of COLLEGES.entries()) {
    const [college] = await db
      .insert(orgs)
      .values({ name: c.name, code: c.code, sort: i * 10 })
      .returning({ id: orgs.id });
    orgIds.set(c.name, college?.id as number);
    const deps = await db
      .insert(orgs)
      .values(
        c.departments.map((name, k) => ({
          name,
          parentId: college?.id,
          code: `${c.code}${String(k + 1).padStart(2, "0")}`,
          sort: k * 10,
        })),
      )
      .returning({ id: orgs.id, name: orgs.name });
    for (const d of deps) orgIds.set(d.name, d.id);
  }
  for (const [type, names] of Object.entries(ELEMENTS)) {
    await db.insert(elements).values(names.map((name, i) => ({ type, name, code: `${type}_${i + 1}`, sort: i * 10 })));
  }
  const classRows: { id: number; grade: string }[] = [];
  for (const g of GRADES) {
    for (let k = 1; k <= g.classes; k++) {
      const [row] = await db
        .insert(classes)
        .values({ name: `${g.grade}（${k}）班`, grade: g.grade, orgId: orgIds.get(g.college), kind: "admin" })
        .returning({ id: classes.id, grade: classes.grade });
      classRows.push(row as { id: number; grade: string });
    }
  }

  // Users: role accounts, teachers, students. They share one hash of the demo password: it is
  // printed at every start, so a salt per account would hide nothing, and 237 Argon2id hashes
  // were seconds of a first start before its first answer. A password changed later gets its own.
  const departments = Object.keys(DEPARTMENT_SUBJECT);
  type NewUser = typeof users.$inferInsert & { roleId: number };
  const people: NewUser[] = [];
  for (const a of ROLE_ACCOUNTS) {
    people.push({
      account: a.account,
      passwordHash: "",
      realName: a.realName,
      userType: a.userType,
      orgId: orgIds.get(accountUnit(a.account, a.userType)),
      classId: a.userType === "student" ? classRows[4]?.id : null,
      phone: phoneAt(900 + people.length),
      roleId: a.roleId,
      title: a.userType === "teacher" ? "高级教师" : null,
    });
  }
  for (let i = 1; i <= TEACHER_COUNT; i++) {
    const dept = departments[(i - 1) % departments.length] as string;
    const famous = i <= FAMOUS_INTROS.length;
    people.push({
      account: `t${String(i).padStart(3, "0")}`,
      passwordHash: "",
      realName: nameAt(i * 7, rand),
      userType: "teacher",
      gender: rand() < 0.55 ? 2 : 1,
      orgId: orgIds.get(dept),
      phone: phoneAt(i),
      email: `t${String(i).padStart(3, "0")}@xinghe.edu.cn`,
      title: TITLES[Math.floor(rand() * TITLES.length)],
      intro: famous ? FAMOUS_INTROS[i - 1] : `${DEPARTMENT_SUBJECT[dept]}教师，认真负责，注重课堂实效。`,
      recommend: famous,
      recommendSort: famous ? i : 0,
      roleId: 6,
    });
  }
  for (let i = 1; i <= STUDENT_COUNT; i++) {
    const cls = classRows[(i - 1) % classRows.length] as { id: number; grade: string };
    people.push({
      account: `s${String(i).padStart(4, "0")}`,
      passwordHash: "",
      realName: nameAt(i * 13 + 3, rand),
      userType: "student",
      gender: rand() < 0.5 ? 1 : 2,
      orgId: orgIds.get(cls.grade.startsWith("初") ? "初中部" : "高中部"),
      classId: cls.id,
      roleId: 7,
    });
  }
  const demoHash = await s.hasher.hash(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(
      people.map(({ roleId: _r, ...p }) => ({
        ...p,
        passwordHash: demoHash,
        nameInitials: pinyinInitials(p.realName),
        status: USER_STATUS.ENABLED,
      })),
    )
    .returning({ id: users.id, account: users.account });
  await db.insert(userRoles).values(inserted.map((u, i) => ({ userId: u.id, roleId: people[i]?.roleId as number })));
  // Written here without the user module: pages of users kept before (in any instance) are stale.
  await s.users.forget(inserted.map((u) => u.id));

  // Academic course offerings for the current and previous terms.
  const termRows = await db.select({ id: terms.id }).from(terms);
  const teacherRows = inserted.filter((u) => /^t\d{3}$/.test(u.account) || u.account === "teacher");
  const offerings: (typeof originCourses.$inferInsert)[] = [];
  for (const [i, t] of teacherRows.entries()) {
    const p = people.find((x) => x.account === t.account);
    const dept = departments.find((d) => orgIds.get(d) === p?.orgId) ?? "高中物理教研组";
    const subject = DEPARTMENT_SUBJECT[dept] ?? "物理";
    const cls = classRows[i % classRows.length] as { id: number; grade: string };
    for (const term of termRows.slice(-2)) {
      offerings.push({
        name: `${cls.grade}${subject}`,
        code: `C${term.id}${String(i + 1).padStart(3, "0")}`,
        termId: term.id,
        teacherId: t.id,
        orgId: p?.orgId ?? null,
        classId: cls.id,
        credit: 2,
      });
    }
  }
  await db.insert(originCourses).values(offerings);

  await seedSite(s, inserted.find((u) => u.account === "admin")?.id as number);
  if (opts.content !== false) await seedDemoContent(db, s, opts);
}

/** The unit of a role account: students their school section, experts their own unit, staff the offices. */
function accountUnit(account: string, userType: string): string {
  if (userType === "student") return "高中部";
  if (account === "admin") return "信息中心";
  return account === "expert" || account === "expertmgr" ? EXPERT_UNIT : "教务处";
}

/** Screens say which built-in roles get them (the screen registry); group rows follow their items. */
function defaultGrant(roleId: number, m: { groupCode: string; code: string }): boolean {
  if (roleId === ADMIN_ROLE_ID) return true;
  const screen = SCREEN_BY_CODE.get(m.code);
  return !!screen && grantedByDefault(screen, roleId);
}

/**
 * Built-in roles get their menus: the administrator everything, the auditor the audit screens,
 * teachers their course and resource centre, students their learning and resources.
 */
export async function grantDefaultMenus(db: Db, s: Services, onlyMenuIds?: number[]) {
  const all = await db.select({ id: menus.id, groupCode: menus.groupCode, code: menus.code }).from(menus);
  const candidates = all.filter((m) => !onlyMenuIds || onlyMenuIds.includes(m.id));
  for (const r of ROLE_DEFS) {
    const ids = candidates.filter((m) => defaultGrant(r.id, m)).map((m) => m.id);
    if (ids.length) await s.menus.grant(r.id, ids);
  }
}

async function seedSite(s: Services, adminId: number) {
  const logo = await s.files.save("image", "logo.png", logoPng(128), adminId);
  const logox = await s.files.save("image", "logo-wide.png", logoPng(64), adminId);
  const qrApp = await s.files.save(
    "image",
    "app-qr.png",
    await QRCode.toBuffer("https://app.xinghe.edu.cn/download", { width: 220, margin: 1 }),
    adminId,
  );
  const qrSchool = await s.files.save(
    "image",
    "school-qr.png",
    await QRCode.toBuffer("https://www.xinghe.edu.cn", { width: 220, margin: 1 }),
    adminId,
  );
  const banner = await s.files.save(
    "image",
    "banner.png",
    bannerPng(1200, 360, [22, 119, 255], [114, 46, 209]),
    adminId,
  );
  const seal = await s.files.save("image", "seal.png", await sealPng("星河实验中学"), adminId);
  const configs: AreaPicSaveInput[] = [
    { areaCode: "logo", name: SCHOOL.name, isUsing: true, imgId: logo.id, alt: SCHOOL.name },
    { areaCode: "logox", name: SCHOOL.name, isUsing: true, imgId: logox.id, alt: SCHOOL.name },
    {
      areaCode: "BASE_INFO",
      name: SCHOOL.name,
      isUsing: true,
      remark: SCHOOL.declaration,
      content: JSON.stringify({ welcome: SCHOOL.welcome, declaration: SCHOOL.declaration }),
    },
    { areaCode: "grey", name: "网站置灰", isUsing: false },
    { areaCode: "PWD_STRONG", name: "强密码校验", isUsing: true },
    { areaCode: "WATERMARK", name: "视频水印", isUsing: true, alt: "星河实验中学" },
    { areaCode: "WATERMARKLOGO", name: "片头版权图", isUsing: true, imgId: logo.id, alt: "星河实验中学版权所有" },
    { areaCode: "SEAL", name: "证书印章", isUsing: true, imgId: seal.id },
    { areaCode: "guest", name: "游客访问", isUsing: true },
    { areaCode: "user_register_audit", name: "注册审核", isUsing: true },
    {
      areaCode: "app_somooc",
      name: "星河课堂APP",
      isUsing: true,
      imgId: qrApp.id,
      linkUrl: "/app-download",
      remark: "扫码下载APP",
      alt: "扫码下载APP",
    },
    {
      areaCode: "app_somooc_qr",
      name: "学校公众号",
      isUsing: true,
      imgId: qrSchool.id,
      remark: "扫码识别学校",
      alt: "扫码识别学校",
    },
    { areaCode: "ACCESS_IP", name: "访问控制", isUsing: false, content: "" },
  ];
  const portal: AreaPicSaveInput[] = PORTAL_MODULES.map((m, i) => ({
    ...m,
    areaCode: INDEX_AREA_CODE,
    isUsing: true,
    displayIndex: i + 1,
    imgId: m.content === "banner" ? banner.id : null,
  }));
  for (const config of [...configs, ...portal]) await s.site.save(config, (id) => s.files.exists(id));
  await s.site.saveProperty("tv_simple", "false");
}

/**
 * The built-in roles (系统管理员 … 学生) with their fixed ids; a role's menus and every user's
 * roles point at them, so they exist in any database the platform runs on, demo or not.
 */
export async function ensureBuiltinRoles(db: Db) {
  await db
    .insert(roles)
    .values(ROLE_DEFS.map((r) => ({ ...r, builtin: true })))
    .onConflictDoNothing();
  // Built-in roles have fixed ids; move the sequence past them for roles created later.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('roles', 'id'), greatest((select max(id) from roles), ${ROLE_DEFS.length}))`,
  );
}

/**
 * Called on every start: makes sure the built-in roles exist (an empty production database,
 * SEED=off), adds menu items new to this release and grants them to the built-in roles.
 */
export async function syncMenus(db: Db, s: Services) {
  await ensureBuiltinRoles(db);
  const created = await s.menus.syncCatalogue();
  if (created.size) await grantDefaultMenus(db, s, [...created.values()]);
}
