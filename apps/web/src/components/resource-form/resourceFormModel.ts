import {
  type MediaStatus,
  RESOURCE_KINDS,
  type ResourceDetail,
  type ResourceKind,
  type ResourceSaveInput,
  type ResourceType,
  UPLOAD_LIMITS,
  type UploadKindName,
  type Visibility,
} from "@otp/contract";

/** One file in the form, uploaded now or kept from the saved resource. */
export interface FormFile {
  fileId: number;
  fileName: string;
  size: number;
  label: string;
  captionFileId: number | null;
  captionName: string | null;
  mediaStatus: MediaStatus;
  progress: number;
}

export interface FormValues {
  name: string;
  kind: ResourceKind;
  type: ResourceType;
  brief: string;
  orgId: number | null;
  subjectId: number | null;
  termId: number | null;
  visibility: Visibility;
  allowDownload: boolean;
}

export const MULTISCREEN_MIN = 2;
export const MAX_FILES = 6;
/** Suggested screen names, in order. */
export const SCREEN_LABELS = ["教师", "学生", "课件", "板书", "全景", "其他"];

/** The upload kind that holds files of a resource type. */
export function uploadKindOf(type: ResourceType): UploadKindName {
  switch (type) {
    case "VIDEO":
    case "MULTISCREEN":
      return "video";
    case "AUDIO":
      return "audio";
    case "PICTURE":
      return "image";
    default:
      return "document";
  }
}

function extOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** True when a file's extension belongs to the upload kind of the resource type. */
export function fileFitsType(fileName: string, type: ResourceType): boolean {
  return (UPLOAD_LIMITS[uploadKindOf(type)].exts as readonly string[]).includes(extOf(fileName));
}

/** The files of a resource type: checks count, kind and multi-screen labels. Null when fine. */
export function validateFiles(type: ResourceType, files: readonly FormFile[]): string | null {
  if (files.length === 0) return "请上传资源文件";
  if (files.length > MAX_FILES) return `一个资源最多${MAX_FILES}个文件`;
  const wrong = files.find((f) => !fileFitsType(f.fileName, type));
  if (wrong) return `“${wrong.fileName}”与资源类型不符，请删除后重新上传`;
  if (type === "MULTISCREEN") {
    if (files.length < MULTISCREEN_MIN) return `多屏视频需要${MULTISCREEN_MIN}到${MAX_FILES}个视频`;
    const i = files.findIndex((f) => !f.label.trim());
    if (i >= 0) return `请填写第${i + 1}个画面的名称`;
    if (files.some((f) => f.label.trim().length > 20)) return "画面名称不能超过20个字符";
  }
  return null;
}

/** The next unused screen label for a newly added multi-screen video. */
export function nextScreenLabel(files: readonly FormFile[]): string {
  const used = new Set(files.map((f) => f.label));
  return SCREEN_LABELS.find((l) => !used.has(l)) ?? `画面${files.length + 1}`;
}

/** A freshly uploaded file: media are queued for processing by complete, so start as pending. */
export function newFormFile(
  uploaded: { id: number; name: string; size: number; kind: UploadKindName; mediaStatus?: "none" | "pending" },
  type: ResourceType,
  existing: readonly FormFile[],
): FormFile {
  const media = uploaded.kind === "video" || uploaded.kind === "audio";
  return {
    fileId: uploaded.id,
    fileName: uploaded.name,
    size: uploaded.size,
    label: type === "MULTISCREEN" ? nextScreenLabel(existing) : "",
    captionFileId: null,
    captionName: null,
    mediaStatus: uploaded.mediaStatus ?? (media ? "pending" : "none"),
    progress: 0,
  };
}

export function defaultValues(defaultKind?: ResourceKind): FormValues {
  return {
    name: "",
    kind: defaultKind ?? RESOURCE_KINDS[1].id,
    type: "VIDEO",
    brief: "",
    orgId: null,
    subjectId: null,
    termId: null,
    visibility: "school",
    allowDownload: true,
  };
}

/** Form state of a saved resource. */
export function fromDetail(d: ResourceDetail): { values: FormValues; files: FormFile[] } {
  return {
    values: {
      name: d.name,
      kind: d.kind,
      type: d.type,
      brief: d.brief ?? "",
      orgId: d.orgId,
      subjectId: d.subjectId,
      termId: d.termId,
      visibility: d.visibility,
      allowDownload: d.allowDownload,
    },
    files: d.fileList.map((f) => ({
      fileId: f.id,
      fileName: f.fileName,
      size: f.size,
      label: f.label ?? "",
      captionFileId: f.captionFileId ?? null,
      captionName: f.captionFileId ? "字幕.vtt" : null,
      mediaStatus: f.mediaStatus,
      progress: f.progress,
    })),
  };
}

/** The save request of the form. */
export function toSaveInput(
  values: FormValues,
  files: readonly FormFile[],
  /** The cover picture; null for none (a video then shows its thumbnail). */
  extra: { id?: number; coverFileId?: number | null },
): ResourceSaveInput {
  const multi = values.type === "MULTISCREEN";
  const video = values.type === "VIDEO" || multi;
  return {
    ...(extra.id ? { id: extra.id } : {}),
    name: values.name.trim(),
    kind: values.kind,
    type: values.type,
    brief: values.brief.trim(),
    files: files.map((f) => ({
      fileId: f.fileId,
      label: multi ? f.label.trim() : "",
      captionFileId: video ? f.captionFileId : null,
    })),
    coverFileId: extra.coverFileId,
    orgId: values.orgId ?? null,
    subjectId: values.subjectId ?? null,
    termId: values.termId ?? null,
    visibility: values.visibility,
    allowDownload: values.allowDownload,
  };
}
