import { z } from "zod";

/*
 * SPEC §7 OCR calls are `endpoints.ocr` (the asynchronous pair's middle path is not shown by
 * SPEC; ours is V1.0).
 */

/** SPEC §5: accepted picture kinds. */
export const OCR_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;
export const OCR_ACCEPT = ".jpg,.jpeg,.png,.webp";
export const OCR_MAX_BYTES = 10 * 1024 * 1024;

/** SPEC §3 OCR result line: the text and its box in the uploaded picture's pixels. */
export interface OcrLine {
  words: string;
  positionInfo: { width: number; height: number; rectLeft: number; rectTop: number };
  /** Recognition confidence, 0–1. */
  confidence: number;
}

export const ocrResultSchema = z.object({
  ocrGeneralTaskUrl: z
    .string({ error: "请提供识别任务编号" })
    .trim()
    .regex(/^[\w-]{1,64}$/, "识别任务编号不正确"),
});
export type OcrResultInput = z.infer<typeof ocrResultSchema>;

export interface OcrTaskState {
  status: "running" | "done" | "failed";
  list: OcrLine[];
  msg?: string;
}
