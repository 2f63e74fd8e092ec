import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import { type CollectItem, collectListSchema, collectToggleSchema } from "../resource.js";

/** The caller's collected courses and resources (收藏). */
export const collectEndpoints = {
  toggle: endpoint({
    path: "/api/l/collect/toggle",
    access: "login",
    input: collectToggleSchema,
    output: out<{ collected: boolean }>(),
    summary: "收藏或取消收藏：收藏须是调用者能打开的目标（否则 404）；取消总是可以",
  }),
  list: endpoint({
    path: "/api/l/collect/list",
    access: "login",
    input: collectListSchema,
    output: out<ListResult<CollectItem>>(),
    summary: "我的收藏（最新在前）；已下架/不可见的 available 为 false，名称显示“资源已下架”/“课程不可查看”，无封面",
  }),
};
