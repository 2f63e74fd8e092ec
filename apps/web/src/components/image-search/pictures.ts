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
