import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { PICTURE_WIDTHS, type PictureWidth } from "@otp/contract";
import sharp from "sharp";
import type { SendSource } from "../../platform/storage/send-file.js";
import type { FileStorage } from "../../platform/storage/storage.js";
import type { FileRow } from "./file.queries.js";

/**
 * Smaller copies of pictures for phones (`?w=240|480|960`). Each is made once with sharp and kept
 * in storage beside the original, so later requests (and other instances sharing the storage)
 * read it like any stored file, with ranges and ETags.
 */

/** Bumped when the encoding below changes, so old copies are neither served nor matched by ETag. */
const VERSION = "r1";
const MIME = "image/webp";

/**
 * The key of a rendition: the original's key with the width, so it sits beside it and a file
 * given new bytes (a new key, `replaceContent`) never reads its old pictures' copies.
 */
export function renditionKey(storageKey: string, width: PictureWidth): string {
  const slash = storageKey.lastIndexOf("/");
  const dot = storageKey.lastIndexOf(".");
  const base = dot > slash ? storageKey.slice(0, dot) : storageKey;
  return `${base}.w${width}${VERSION}.webp`;
}

/** Every rendition key a stored file may have (removed with it). */
export function renditionKeys(storageKey: string): string[] {
  return PICTURE_WIDTHS.map((w) => renditionKey(storageKey, w));
}

/** The display name of a rendition: the picture's name with the rendition's extension. */
function renditionName(name: string): string {
  const dot = name.lastIndexOf(".");
  return `${dot > 0 ? name.slice(0, dot) : name}.webp`;
}

export class PictureRenditions {
  /** Renditions being made on this instance: a burst of requests for a new picture makes it once. */
  private readonly making = new Map<string, Promise<boolean>>();

  constructor(private readonly storage: FileStorage) {}

  /**
   * The picture at most `width` pixels wide, in proportion (never enlarged), as sendFile serves it; null
   * when the file is no picture or one sharp cannot read (BMP, a damaged file): the caller then
   * sends the original, which is what the client would have had without `w`.
   */
  async source(row: FileRow, width: PictureWidth): Promise<SendSource | null> {
    if (row.kind !== "image") return null;
    const key = renditionKey(row.storageKey, width);
    let size = await this.sizeOf(key);
    if (size === null) {
      if (!(await this.makeOnce(row, key, width))) return null;
      size = await this.sizeOf(key);
      if (size === null) return null;
    }
    return {
      size,
      mime: MIME,
      name: renditionName(row.name),
      // The original's hash names its bytes; the width and version name what was made from them.
      sha256: `${row.sha256}-w${width}${VERSION}`,
      mtime: row.createdAt,
      open: (range) => this.storage.open(key, range),
    };
  }

  private sizeOf(key: string): Promise<number | null> {
    // A missing rendition is the expected first-request case, not a failure.
    return this.storage.size(key).catch(() => null);
  }

  private makeOnce(row: FileRow, key: string, width: PictureWidth): Promise<boolean> {
    const running = this.making.get(key);
    if (running) return running;
    const made = this.make(row, key, width).finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  /**
   * Writes the rendition in the scratch area and moves it in, so a reader never sees half a file.
   * false when sharp cannot read the picture: the original is served instead.
   */
  private async make(row: FileRow, key: string, width: PictureWidth): Promise<boolean> {
    const tmp = path.join(await this.storage.tempDir("work"), `${randomUUID()}.webp`);
    const source = await this.storage.localCopy(row.storageKey).catch(() => null);
    if (!source) return false;
    try {
      await sharp(source.path)
        // Phone photos are stored sideways with an EXIF turn: the copy is turned, as browsers show the original.
        .rotate()
        // As wide as asked (srcset widths), in proportion, never wider than the original.
        .resize({ width, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(tmp);
      await this.storage.adopt(tmp, key);
      return true;
    } catch {
      await rm(tmp, { force: true });
      return false;
    } finally {
      await source.done();
    }
  }
}
