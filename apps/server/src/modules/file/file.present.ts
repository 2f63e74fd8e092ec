import { endpoints, type UploadedFile, type UploadKindName, urlOf } from "@otp/contract";
import type { FileRow } from "./file.queries.js";

/** Output shaping of the file module: rows → what the API answers. */

/** Pictures are served publicly by id; other kinds only through checked stream routes. */
const pictureUrl = (row: Pick<FileRow, "id" | "kind">) =>
  row.kind === "image" ? urlOf(endpoints.file.picture, { id: row.id }) : null;

/** The picture upload's answer. */
export function present(row: FileRow) {
  return {
    id: row.id,
    url: urlOf(endpoints.file.picture, { id: row.id }),
    name: row.name,
    size: row.size,
    mime: row.mime,
  };
}

/** The chunked upload's answer (media module), with what was queued for processing. */
export function presentUpload(row: FileRow, mediaStatus: UploadedFile["mediaStatus"]): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    kind: row.kind as UploadKindName,
    mime: row.mime,
    ext: row.ext,
    url: pictureUrl(row),
    mediaStatus,
  };
}

/** A row of the storage screen's file list, with its uploader's account and name. */
export function presentListed(row: FileRow, owners: Map<number, { account: string; realName: string }>) {
  const owner = row.ownerId ? owners.get(row.ownerId) : undefined;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    url: pictureUrl(row),
    ownerAccount: owner ? owner.account : null,
    ownerName: owner ? owner.realName : null,
    createdAt: row.createdAt,
  };
}
