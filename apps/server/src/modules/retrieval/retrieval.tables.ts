import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, real, serial, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { tsvector } from "../../platform/db/tsvector.js";

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

/**
 * Text shown or said in a video (slide text read by OCR at its scene changes, caption cues),
 * searchable like notes: a word on a slide or in a caption finds that moment of the video.
 */
export const momentTexts = pgTable(
  "moment_texts",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id").notNull(),
    second: real("second").notNull(),
    /** "ocr" (slide text read in a keyframe) or "caption" (a WebVTT cue). */
    source: varchar("source", { length: 16 }).notNull(),
    /** For captions, the WebVTT file the cue came from (a changed caption file is indexed again). */
    sourceFileId: integer("source_file_id"),
    text: text("text").notNull(),
    searchDoc: tsvector("search_doc").notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index("moment_texts_file_idx").on(t.fileId),
    index("moment_texts_search_idx").using("gin", t.searchDoc).with({ fastupdate: false }),
  ],
);
