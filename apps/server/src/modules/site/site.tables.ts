import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { updatedAt } from "../../platform/db/columns.js";

/** Site pictures and switches ("cms/area/pic"); INDEX rows are the portal modules. */
export const areaPics = pgTable(
  "area_pics",
  {
    id: serial("id").primaryKey(),
    areaCode: varchar("area_code", { length: 32 }).notNull(),
    name: varchar("name", { length: 50 }).notNull().default(""),
    isUsing: boolean("is_using").notNull().default(false),
    displayIndex: integer("display_index").notNull().default(0),
    remark: text("remark").notNull().default(""),
    imgId: integer("img_id"),
    linkUrl: varchar("link_url", { length: 500 }).notNull().default(""),
    alt: varchar("alt", { length: 200 }).notNull().default(""),
    content: text("content").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("area_pics_singleton_idx").on(t.areaCode).where(sql`area_code <> 'INDEX'`),
    index("area_pics_code_idx").on(t.areaCode, t.displayIndex),
  ],
);

export const properties = pgTable(
  "properties",
  {
    file: varchar("file", { length: 64 }).notNull().default("app"),
    key: varchar("key", { length: 64 }).notNull(),
    value: text("value").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.file, t.key] })],
);
