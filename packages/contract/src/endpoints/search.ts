import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import { type SearchHit, searchListSchema } from "../search.js";

/** The site search. */
export const searchEndpoints = {
  list: endpoint({
    path: "/api/c/search/list",
    access: "guest",
    input: searchListSchema,
    output: out<ListResult<SearchHit>>(),
    summary:
      "全站搜索（sp course/global/teacher/resource/RESOURCE_NOTE/micro，sort relevance/new/hot）：只含调用者可见的已发布内容；url 打开命中项；限流 search",
  }),
};
