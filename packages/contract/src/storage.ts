import { z } from "zod";
import { keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- stored files (admin storage screen) ---------- */

export const storageFileListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200),
  kind: z.string().trim().max(16).optional(),
  keyword: keywordSchema,
});
export type StorageFileListInput = z.infer<typeof storageFileListSchema>;

/** Usage and limits of one upload kind (image, video, audio, document). */
export interface StorageKindUsage {
  kind: string;
  label: string;
  count: number;
  bytes: number;
  maxBytes: number;
  /** Allowed file types (extensions such as "jpg"). */
  types: string[];
}

export interface StorageOverview {
  driver: string;
  root: string;
  fileCount: number;
  totalBytes: number;
  disk: { totalBytes: number; freeBytes: number };
  kinds: StorageKindUsage[];
}

export interface StoredFileItem {
  id: number;
  name: string;
  kind: string;
  mime: string;
  size: number;
  /** Null for non-public kinds. */
  url: string | null;
  ownerAccount: string | null;
  ownerName: string | null;
  createdAt: string;
}
