import { endpoint, out } from "../endpoint.js";
import { type OcrLine, type OcrTaskState, ocrResultSchema } from "../ocr.js";

/** SPEC §7 OCR (gateway paths): at once, or as a task and its result. */
export const ocrEndpoints = {
  detect: endpoint({
    path: "/RM/gateway/SYOcrDetectActor/V1.0/OcrDetectSync/detect",
    kind: "upload",
    access: "guest",
    output: out<OcrLine[]>(),
    summary:
      "识别图片文字：multipart file（jpg/jpeg/png/webp，≤10 MB，静态图）与 all（1：保留低置信度行）；位置为图片像素；400 参数 file、413 过大、429 队列已满",
  }),
  task: endpoint({
    path: "/gateway/mediataskapc/V1.0/IntelligentPlatform/ocrGeneralTask",
    kind: "upload",
    access: "guest",
    output: out<{ ocrGeneralTaskUrl: string }>(),
    summary: "同 detect，但立即返回任务编号（保留 10 分钟）",
  }),
  result: endpoint({
    path: "/gateway/mediataskapc/V1.0/IntelligentPlatform/getOcrGeneralResult",
    method: "GET",
    access: "guest",
    input: ocrResultSchema,
    output: out<OcrTaskState>(),
    summary: "识别任务的结果（running/done/failed）：他人的任务 403，未知 404",
  }),
};
