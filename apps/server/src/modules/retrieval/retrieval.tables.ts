import { bigint, index, integer, pgTable, real, serial, smallint, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Keyframes of videos (and whole pictures, second 0) for search by image: two 64-bit perceptual
 * hashes each (DCT pHash and gradient dHash of the border-trimmed, greyscale frame), stored as
 * signed bigint. Queries compare a picture's hashes with all of them by Hamming distance.
 */
export const keyframes = pgTable(
  "keyframes",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id").notNull(),
    second: real("second").notNull(),
    phash: bigint("phash", { mode: "bigint" }).notNull(),
    dhash: bigint("dhash", { mode: "bigint" }).notNull(),
  },
  (t) => [index("keyframes_file_idx").on(t.fileId)],
);

/** Which files were indexed (the backfill's progress and the index's version). */
export const keyframeFiles = pgTable("keyframe_files", {
  fileId: integer("file_id").primaryKey(),
  status: varchar("status", { length: 16 }).notNull(),
  frames: smallint("frames").notNull().default(0),
  indexedAt: timestamp("indexed_at", { withTimezone: true }).notNull().defaultNow(),
});
