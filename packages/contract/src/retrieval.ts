import { z } from "zod";
import { PAGE_SIZE } from "./constants.js";
import type { ResourceType } from "./resource.js";
import { idSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/** SPEC §7 /api/c/img/resource/list: the matches of an uploaded picture `id` (page size 30). */
export const imgResourceListSchema = z.object({
  id: idSchema,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, PAGE_SIZE.imageResources),
});
export type ImgResourceListInput = z.infer<typeof imgResourceListSchema>;

/** One resource where the picture appears: a video at `second`, or a picture (second 0). */
export interface ImageMatch {
  resourceId: number;
  name: string;
  type: ResourceType;
  coverUrl: string | null;
  ownerName: string;
  /** Where the picture appears in the video (0 for pictures). */
  second: number;
  /** 0–1: how close the best keyframe is (1 = identical hashes). */
  similarity: number;
  /** The web route that opens the resource at that second. */
  url: string;
}

/** SPEC §3 client store Search: recent query pictures kept in local storage. */
export const IMG_LIST_KEY = "img_list";
export const CURRENT_IMG_KEY = "current_img";
