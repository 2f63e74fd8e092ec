import { boolean, index, integer, pgTable, serial, text, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

/** Versions of the school's mobile app (APP版本): what /app-download offers, newest first. */
export const appVersions = pgTable(
  "app_versions",
  {
    id: serial("id").primaryKey(),
    /** android | ios */
    platform: varchar("platform", { length: 16 }).notNull(),
    version: varchar("version", { length: 20 }).notNull(),
    notes: text("notes").notNull().default(""),
    /** The external address; "" when the package was uploaded (file_id). */
    downloadUrl: varchar("download_url", { length: 500 }).notNull(),
    /** The uploaded install package (apk or ipa), served by /api/c/app/version/{id}/download. */
    fileId: integer("file_id"),
    published: boolean("published").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("app_versions_platform_idx").on(t.platform, t.createdAt)],
);
