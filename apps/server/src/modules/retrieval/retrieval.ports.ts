import type { ResourceDetail } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { JobQueue } from "../../platform/jobs/queue.js";

/** What search by image needs from other modules, wired in wiring/. */
export interface RetrievalDeps {
  files: {
    /** The bytes of an uploaded picture (kind image); null when the id is not one. */
    picture(id: number): Promise<Buffer | null>;
    /** The local path of a stored file (ffmpeg reads videos from it); null when unknown. */
    path(id: number): Promise<string | null>;
    /** The text of a stored WebVTT caption file; null when the id is not one. */
    captionText(id: number): Promise<string | null>;
  };
  media: { readyVideos(): Promise<number[]> };
  resources: {
    viewableUsing(fileIds: number[], viewer: Principal | null): Promise<Map<number, number[]>>;
    details(ids: number[], viewer: Principal | null): Promise<ResourceDetail[]>;
    /** Pictures to hash (picture resources' files, document covers) and every video's caption files. */
    indexSources(): Promise<{ pictures: number[]; captions: { fileId: number; captionFileId: number }[] }>;
  };
  jobs: JobQueue;
  /** Reads the text lines of a picture file (the OCR worker); absent: slides are not read. */
  ocr?: { read(file: string): Promise<string[]> };
}
