import { type OcrLine, ocrEndpoints } from "@otp/contract";
import { upload } from "../../api/call";

/** SPEC §7 OCR: multipart `file` and `all`; failures are silent (SPEC §8 empties the result). */
export function detectText(file: Blob, name = "image.png", all = false): Promise<OcrLine[]> {
  const form = new FormData();
  form.append("all", all ? "1" : "0");
  form.append("file", file, name);
  return upload(ocrEndpoints.detect, form, { silent: true });
}
