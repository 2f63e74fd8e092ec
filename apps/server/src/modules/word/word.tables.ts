import { integer, pgTable, serial, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns.js";

/** The sensitive-word library: a word as typed, its folded form (one per library), its level. */
export const sensitiveWords = pgTable(
  "sensitive_words",
  {
    id: serial("id").primaryKey(),
    word: varchar("word", { length: 50 }).notNull(),
    /** The word folded for matching (normalize.ts): two spellings of one word are one entry. */
    folded: varchar("folded", { length: 50 }).notNull(),
    level: integer("level").notNull(),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sensitive_words_folded_idx").on(t.folded)],
);
