import {
  type ChaoxingConfig,
  type ChaoxingItem,
  chaoxingConfigSchema,
  chaoxingListSchema,
  chaoxingPushSchema,
} from "../chaoxing.js";
import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";

const access = { perm: "audit.chaoxing" } as const;

/** Pushing published resources to the external audit platform (审核管理 → 超星审核). */
export const chaoxingEndpoints = {
  list: endpoint({
    path: "/api/m/audit/chaoxing/list",
    access,
    input: chaoxingListSchema,
    output: out<ListResult<ChaoxingItem>>(),
    summary: "已发布资源及其上传状态（0未上传 1已上传 2上传中 3上传失败），可按关键字、状态筛选",
  }),
  push: endpoint({
    path: "/api/m/audit/chaoxing/push",
    access,
    input: chaoxingPushSchema,
    output: out<{ queued: number }>(),
    summary: "把所选已发布资源（不超过100个）加入上传队列；平台答复前为上传中(2)，成功为1，重试用尽为3并记下原因",
  }),
  config: {
    detail: endpoint({
      path: "/api/m/audit/chaoxing/config/detail",
      access,
      input: emptySchema,
      output: out<ChaoxingConfig>(),
      summary: "对接设置：接口地址、应用标识、是否已设密钥（密钥从不返回）",
    }),
    save: endpoint({
      path: "/api/m/audit/chaoxing/config/save",
      access,
      input: chaoxingConfigSchema,
      output: out<ChaoxingConfig>(),
      summary: "保存对接设置；密钥留空则保留原密钥；返回保存后的设置",
    }),
  },
};
