import { bigint, integer, pgTable, serial, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

export const files = pgTable("files", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 200 }).notNull(),
  mime: varchar("mime", { length: 100 }).notNull(),
  ext: varchar("ext", { length: 16 }).notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  kind: varchar("kind", { length: 16 }).notNull(),
  storageKey: varchar("storage_key", { length: 300 }).notNull(),
  sha256: varchar("sha256", { length: 64 }).notNull(),
  ownerId: integer("owner_id"),
  createdAt: createdAt(),
});
