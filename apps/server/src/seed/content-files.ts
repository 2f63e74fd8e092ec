import type { Services } from "../app.js";
import type { ResourcePlan } from "./content-resource-plans.js";
import { handoutPdf } from "./demo-documents.js";
import type { DemoMedia } from "./demo-media.js";
import { NOTE_SECONDS } from "./demo-playable.js";
import { pool } from "./pool.js";

/**
 * The demo's stored files: the shared media (videos with captions and stills, audio, pictures,
 * spreadsheets, zip packs), their processing, and which files each resource links; documents get
 * their own small file named after the resource.
 */

type FileKind = "image" | "video" | "audio" | "document";

/** Saves demo files as the administrator's uploads, remembering each file's name. */
export class DemoFiles {
  /** Every saved file's name by id. */
  readonly names = new Map<number, string>();

  constructor(
    private readonly s: Services,
    private readonly ownerId: number,
  ) {}

  async save(kind: FileKind, name: string, bytes: Buffer): Promise<number> {
    const { id } = await this.s.files.save(kind, name, bytes, this.ownerId);
    this.names.set(id, name);
    return id;
  }
}

export type SharedFiles = Awaited<ReturnType<typeof saveSharedMedia>>;

/** The files many resources share, saved in a fixed order (their ids are part of the demo). */
export async function saveSharedMedia(files: DemoFiles, media: DemoMedia) {
  const videoFiles: { id: number; caption: number; frames: number[]; duration: number }[] = [];
  for (const v of media.videos) {
    const id = await files.save("video", v.name, v.bytes);
    const caption = await files.save("document", v.name.replace(/\.mp4$/, ".vtt"), v.caption);
    const frames: number[] = [];
    for (const [k, f] of v.frames.entries()) {
      frames.push(await files.save("image", `${v.key}-${NOTE_SECONDS[k]}s.jpg`, f));
    }
    videoFiles.push({ id, caption, frames, duration: v.duration });
  }
  const audioFiles: { id: number; duration: number }[] = [];
  for (const a of media.audios) {
    audioFiles.push({ id: await files.save("audio", a.name, a.bytes), duration: a.duration });
  }
  const pictureFiles: number[] = [];
  for (const p of media.pictures) pictureFiles.push(await files.save("image", p.name, p.bytes));
  const xlsxFiles: number[] = [];
  for (const x of media.xlsx) xlsxFiles.push(await files.save("document", x.name, x.bytes));
  const zipFiles: number[] = [];
  for (const z of media.zip) zipFiles.push(await files.save("document", z.name, z.bytes));
  return { videoFiles, audioFiles, pictureFiles, xlsxFiles, zipFiles };
}

/**
 * Playable renditions and thumbnails, two media processes at a time; spreadsheets too (a PDF for
 * preview when LibreOffice is installed, else left as they are). Returns how many were processed.
 */
export async function processSharedMedia(
  s: Services,
  shared: SharedFiles,
  log: (line: string) => void,
): Promise<number> {
  const ids = [...shared.videoFiles.map((v) => v.id), ...shared.audioFiles.map((a) => a.id), ...shared.xlsxFiles];
  await pool(ids, 2, async (id) => {
    // A file that fails stays "failed" with its error shown; the rest of the demo loads.
    await s.media.processNow(id).catch((err: unknown) => log(`  processing file ${id} failed: ${err}`));
  });
  return ids.length;
}

export interface FileLink {
  /** Index of the resource plan. */
  plan: number;
  fileId: number;
  label: string;
  captionFileId: number | null;
}

const MULTISCREEN_LABELS = ["教师", "学生", "课件"];

/** Which files each resource links (in order), and each resource's duration (null: not played). */
export async function linkFiles(
  plans: ResourcePlan[],
  shared: SharedFiles,
  media: DemoMedia,
  files: DemoFiles,
): Promise<{ links: FileLink[]; durationOf: (number | null)[] }> {
  const { videoFiles, audioFiles, pictureFiles, xlsxFiles, zipFiles } = shared;
  const links: FileLink[] = [];
  const durationOf: (number | null)[] = [];
  for (const [i, plan] of plans.entries()) {
    const v = videoFiles[plan.media % videoFiles.length] as (typeof videoFiles)[number];
    let duration: number | null = null;
    if (plan.type === "VIDEO") {
      links.push({ plan: i, fileId: v.id, label: "", captionFileId: v.caption });
      duration = v.duration;
    } else if (plan.type === "MULTISCREEN") {
      const screens = plan.media % 3 === 0 ? 2 : 3;
      for (let k = 0; k < screens; k++) {
        const f = videoFiles[k] as (typeof videoFiles)[number];
        links.push({
          plan: i,
          fileId: f.id,
          label: MULTISCREEN_LABELS[k] as string,
          captionFileId: k === 0 ? f.caption : null,
        });
      }
      duration = (videoFiles[0] as (typeof videoFiles)[number]).duration;
    } else if (plan.type === "AUDIO") {
      const a = audioFiles[plan.media % audioFiles.length] as (typeof audioFiles)[number];
      links.push({ plan: i, fileId: a.id, label: "", captionFileId: null });
      duration = a.duration;
    } else {
      links.push({ plan: i, fileId: await documentOf(plan), label: "", captionFileId: null });
    }
    durationOf.push(duration);
  }
  return { links, durationOf };

  /** The one file of a picture or document resource. */
  async function documentOf(plan: ResourcePlan): Promise<number> {
    if (plan.type === "PICTURE") return pictureFiles[plan.media % pictureFiles.length] as number;
    if (plan.format === "xlsx") return xlsxFiles[plan.media % xlsxFiles.length] as number;
    if (plan.format === "zip") return zipFiles[plan.media % zipFiles.length] as number;
    if (plan.format === "txt") {
      const text = media.txt[plan.media % media.txt.length]?.bytes.toString("utf8") ?? "";
      const body = Buffer.from(text.replace(/^【(.+?)】/, `【$1】《${plan.topic.replace(/《|》/g, "")}》`), "utf8");
      return files.save("document", `${plan.name}.txt`, body);
    }
    return files.save("document", `${plan.name}.pdf`, handoutPdf(plan.subject ?? "物理", plan.name));
  }
}
