import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    account: varchar("account", { length: 64 }).notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    realName: varchar("real_name", { length: 30 }).notNull(),
    /** Pinyin initials of the real name, for keyword search ("zs" finds 张三). */
    nameInitials: varchar("name_initials", { length: 30 }).notNull().default(""),
    userType: varchar("user_type", { length: 16 }).notNull(),
    gender: smallint("gender").notNull().default(0),
    phone: varchar("phone", { length: 20 }),
    email: varchar("email", { length: 100 }),
    orgId: integer("org_id"),
    classId: integer("class_id"),
    title: varchar("title", { length: 30 }),
    intro: text("intro"),
    avatarFileId: integer("avatar_file_id"),
    status: smallint("status").notNull().default(1),
    recommend: boolean("recommend").notNull().default(false),
    recommendSort: integer("recommend_sort").notNull().default(0),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    lastLoginIp: varchar("last_login_ip", { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Accounts are case-insensitive everywhere; this makes it true under concurrent writes too.
    uniqueIndex("users_account_lower_idx").on(sql`lower(${t.account})`),
    // The user list: guests and non-managers read enabled users of one type (teachers).
    index("users_type_status_idx").on(t.userType, t.status),
    // 名师推荐: the few recommended teachers, in their recommendation order.
    index("users_recommend_idx").on(t.recommendSort, t.id).where(sql`${t.recommend}`),
    index("users_org_idx").on(t.orgId),
    index("users_class_idx").on(t.classId),
  ],
);

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 30 }).notNull().unique(),
  code: varchar("code", { length: 32 }),
  remark: varchar("remark", { length: 200 }),
  builtin: boolean("builtin").notNull().default(false),
  /** MB each holder may store (files they uploaded and what was made from them); null = unlimited. */
  storageQuotaMb: integer("storage_quota_mb"),
  createdAt: createdAt(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

/** Menu items of the four module groups; MG items carry the permission codes of /api/m routes. */
export const menus = pgTable(
  "menus",
  {
    id: serial("id").primaryKey(),
    groupCode: varchar("group_code", { length: 16 }).notNull(),
    parentId: integer("parent_id"),
    code: varchar("code", { length: 64 }).notNull().unique(),
    name: varchar("name", { length: 50 }).notNull(),
    url: varchar("url", { length: 200 }).notNull().default(""),
    alt: varchar("alt", { length: 100 }).notNull().default(""),
    css: varchar("css", { length: 100 }).notNull().default(""),
    loginVisit: boolean("login_visit").notNull().default(true),
    /** Navigation items the header leaves out (编辑导航). */
    hidden: boolean("hidden").notNull().default(false),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("menus_group_idx").on(t.groupCode)],
);

export const roleMenus = pgTable(
  "role_menus",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);
