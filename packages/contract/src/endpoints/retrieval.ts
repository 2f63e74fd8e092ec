import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import { type ImageMatch, imgResourceListSchema } from "../retrieval.js";

/** Search by picture (以图搜视频). */
export const retrievalEndpoints = {
  list: endpoint({
    path: "/api/c/img/resource/list",
    reads: true,
    access: "guest",
    input: imgResourceListSchema,
    output: out<ListResult<ImageMatch>>(),
    summary: "以图搜资源：id 为已上传的图片（/api/l/file/upload）；只含调用者可见的资源；id 不是图片 404",
  }),
};
