import { OCR_DETECT_PATH, type OcrLine } from "@otp/contract";
import { http } from "../../api/http";

/** SPEC §7 OCR: multipart `file` and `all`; failures are silent (SPEC §8 empties the result). */
export function detectText(file: Blob, name = "image.png", all = false): Promise<OcrLine[]> {
  const form = new FormData();
  form.append("all", all ? "1" : "0");
  form.append("file", file, name);
  return http.upload<OcrLine[]>(OCR_DETECT_PATH, form, { silent: true });
}

/** SPEC §5: jpg, jpeg, png and webp pictures only. */
export function acceptedPicture(file: { name?: string; type?: string }): boolean {
  const ext = (file.name ?? "").split(".").pop()?.toLowerCase() ?? "";
  if (["jpg", "jpeg", "png", "webp"].includes(ext)) return true;
  return ["image/jpeg", "image/png", "image/webp"].includes(file.type ?? "");
}

/** The first picture in a paste (a screenshot in the clipboard). */
export function pastedPicture(e: ClipboardEvent | { clipboardData: DataTransfer | null }): File | null {
  for (const item of Array.from(e.clipboardData?.items ?? [])) {
    if (item.kind === "file" && item.type.startsWith("image/")) return item.getAsFile();
  }
  return null;
}
