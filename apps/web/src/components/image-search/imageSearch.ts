import {
  CURRENT_IMG_KEY,
  IMG_LIST_KEY,
  type ImageMatch,
  PAGE_SIZE,
  retrievalEndpoints,
  type UploadedPicture,
} from "@otp/contract";
import { call } from "../../api/call";
import { uploadImage } from "../../api/site";

export interface QueryPicture {
  id: number;
  url: string;
}

/** Recent query pictures are kept (SPEC §3 client store Search: img_list, current_img). */
const KEEP = 8;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function recentPictures(): QueryPicture[] {
  const list = read<QueryPicture[]>(IMG_LIST_KEY, []);
  return Array.isArray(list) ? list.filter((p) => Number.isInteger(p?.id) && typeof p?.url === "string") : [];
}

export function currentPicture(): QueryPicture | null {
  const p = read<QueryPicture | null>(CURRENT_IMG_KEY, null);
  return p && Number.isInteger(p.id) ? p : null;
}

export function rememberPicture(p: QueryPicture): QueryPicture[] {
  const list = [p, ...recentPictures().filter((x) => x.id !== p.id)].slice(0, KEEP);
  localStorage.setItem(IMG_LIST_KEY, JSON.stringify(list));
  localStorage.setItem(CURRENT_IMG_KEY, JSON.stringify(p));
  return list;
}

export async function uploadQuery(file: Blob): Promise<QueryPicture> {
  const up: UploadedPicture = await uploadImage(file);
  return { id: up.id, url: up.url };
}

/** SPEC §7 search by picture (page size 30); failures empty the list (SPEC §8). */
export function imageMatches(id: number, pageNo = 1) {
  return call(retrievalEndpoints.list, { id, pageNo, pageSize: PAGE_SIZE.imageResources }, { silent: true }).catch(
    () => ({ list: [] as ImageMatch[], count: 0 }),
  );
}
