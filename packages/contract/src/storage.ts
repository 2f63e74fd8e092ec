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
