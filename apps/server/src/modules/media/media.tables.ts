import { bigint, index, integer, pgTable, real, smallint, timestamp, varchar } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../platform/db/columns.js";

/** What processing learned and made from an uploaded video, audio or office file. */
export const mediaAssets = pgTable(
  "media_assets",
  {
    fileId: integer("file_id").primaryKey(),
    /** MEDIA_STATUS: pending, processing, ready, failed. */
    status: varchar("status", { length: 16 }).notNull().default("pending"),
    progress: smallint("progress").notNull().default(0),
    duration: real("duration"),
    width: integer("width"),
    height: integer("height"),
    videoCodec: varchar("video_codec", { length: 32 }),
    audioCodec: varchar("audio_codec", { length: 32 }),
    thumbFileId: integer("thumb_file_id"),
    /** The web-playable rendition (H.264/AAC MP4, faststart) or, for office files, the PDF. */
    playFileId: integer("play_file_id"),
    error: varchar("error", { length: 500 }),
    updatedAt: updatedAt(),
  },
  // Derived files lead back to their source on every stream request (sourceFileId).
  (t) => [index("media_assets_play_idx").on(t.playFileId), index("media_assets_thumb_idx").on(t.thumbFileId)],
);

/** Resumable chunked uploads in progress; the bytes live in the storage's temp area. */
export const uploadSessions = pgTable(
  "upload_sessions",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id").notNull(),
    kind: varchar("kind", { length: 16 }).notNull(),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    received: bigint("received", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("upload_sessions_user_idx").on(t.userId), index("upload_sessions_expiry_idx").on(t.expiresAt)],
);
