import { z } from "zod";
import { idSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/** Inputs many calls share: no body, one id, a batch of ids, a plain page. */

export const emptySchema = z.object({}).passthrough();
export type EmptyInput = z.infer<typeof emptySchema>;

export const idInputSchema = z.object({ id: idSchema });
export type IdInput = z.infer<typeof idInputSchema>;

// Its own constant, not `.shape.ids`: see courseMenuNumberSchema in course.ts.
export const idListSchema = z
  .array(idSchema, { error: "请选择要操作的记录" })
  .min(1, "请选择要操作的记录")
  .max(500, "一次最多操作500条");
export const idsInputSchema = z.object({ ids: idListSchema });
export type IdsInput = z.infer<typeof idsInputSchema>;

export const pageInputSchema = z.object({ pageNo: pageNoSchema, pageSize: pageSizeSchema() });
export type PageInput = z.infer<typeof pageInputSchema>;
