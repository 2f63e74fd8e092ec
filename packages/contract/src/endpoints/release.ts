import { emptySchema, idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type AppVersionItem,
  appVersionListSchema,
  appVersionParamsSchema,
  appVersionSaveSchema,
  type LatestAppVersions,
} from "../release.js";

const access = { perm: "business.app" } as const;

/** App versions (业务管理 → APP版本), feeding /app-download. */
export const releaseEndpoints = {
  latest: endpoint({
    path: "/api/c/app/version/latest",
    reads: true,
    access: "public",
    input: emptySchema,
    output: out<LatestAppVersions>(),
    summary: "各平台（android、ios）最新的已发布版本，没有则为null",
  }),
  qr: endpoint({
    path: "/api/c/app/version/:id/qr",
    method: "GET",
    kind: "file",
    access: "public",
    params: appVersionParamsSchema,
    output: out<Blob>(),
    summary: "已发布版本下载地址的二维码（PNG，缓存5分钟）",
  }),
  download: endpoint({
    path: "/api/c/app/version/:id/download",
    method: "GET",
    kind: "file",
    access: "public",
    params: appVersionParamsSchema,
    output: out<Blob>(),
    summary: "下载已发布版本上传的安装包",
  }),
  list: endpoint({
    path: "/api/m/app/version/list",
    access,
    input: appVersionListSchema,
    output: out<ListResult<AppVersionItem>>(),
    summary: "APP版本分页列表，可按版本号或说明搜索",
  }),
  save: endpoint({
    path: "/api/m/app/version/save",
    access,
    input: appVersionSaveSchema,
    output: out<{ id: number }>(),
    summary: "新增或修改版本（上传安装包或填写下载地址）；同一平台的版本号重复时409",
  }),
  delete: endpoint({
    path: "/api/m/app/version/delete",
    access,
    input: idsInputSchema,
    output: out<null>(),
    summary: "删除所选版本",
  }),
};
