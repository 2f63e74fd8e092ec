import { upload } from "@otp/client/call";
import { fileEndpoints, type UploadedPicture } from "@otp/contract";
import type { PreparedImage } from "./prepareImage";

/**
 * Sends one prepared picture as the desktop does (multipart `kind=image` then `file`: the kind
 * field first, the server reads fields that came before the file).
 */
export function uploadPicture(image: Pick<PreparedImage, "blob" | "name">): Promise<UploadedPicture> {
  const form = new FormData();
  form.append("kind", "image");
  form.append("file", image.blob, image.name);
  return upload(fileEndpoints.upload, form);
}
