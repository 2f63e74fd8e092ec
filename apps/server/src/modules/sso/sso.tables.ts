import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/**
 * One row per identity source kind (ldap, cas, oidc, welink): saved in the back office or seeded
 * from the environment at start. The secret (LDAP bind password, client secret) is kept apart
 * from the settings so no view of the settings can carry it.
 */
export const ssoSources = pgTable("sso_sources", {
  kind: varchar("kind", { length: 16 }).primaryKey(),
  enabled: boolean("enabled").notNull().default(true),
  name: varchar("name", { length: 30 }).notNull(),
  settings: jsonb("settings").notNull(),
  secret: text("secret").notNull().default(""),
  provision: boolean("provision").notNull().default(true),
  roleId: integer("role_id"),
  userType: varchar("user_type", { length: 16 }).notNull().default("student"),
  orgId: integer("org_id"),
  /** The last LDAP sync (LdapSyncResult), for the back office. */
  lastSync: jsonb("last_sync"),
  updatedAt: updatedAt(),
});

/**
 * Which platform user an external identity is: keyed on the provider's stable subject (OIDC
 * `sub`, the directory entry's DN, the CAS user, the WeLink userId) under its issuer, never on a
 * mutable e-mail. A user linked to the LDAP source is a directory account: the ordinary login
 * checks their password against the directory.
 */
export const ssoLinks = pgTable(
  "sso_links",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    issuer: varchar("issuer", { length: 300 }).notNull(),
    subject: varchar("subject", { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sso_links_subject_idx").on(t.kind, t.issuer, t.subject),
    // One link per user and kind: a person has one account at each source.
    uniqueIndex("sso_links_user_idx").on(t.userId, t.kind),
  ],
);

/** External systems a login may return to, each with its entry page /sso/{code} (SPEC §2). */
export const ssoReturnUrls = pgTable("sso_return_urls", {
  code: varchar("code", { length: 32 }).primaryKey(),
  name: varchar("name", { length: 30 }).notNull(),
  url: varchar("url", { length: 300 }).notNull(),
  sort: integer("sort").notNull().default(0),
});
