import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import { type StorageOverview, type StoredFileItem, storageFileListSchema } from "../storage.js";
import { fileParamsSchema, pictureQuerySchema, type StorageUsage, type UploadedPicture } from "../upload.js";

/** Stored files: the picture upload, public pictures, quotas and the storage admin screen. */
export const fileEndpoints = {
  upload: endpoint({
    path: "/api/l/file/upload",
    kind: "upload",
    access: "login",
    output: out<UploadedPicture>(),
    summary:
      "上传图片：multipart 字段 file 与 kind=image（按内容判断类型；其他文件用分片上传）；超过存储配额或图片上限 413；限流 upload（与分片上传合计）",
  }),
  picture: endpoint({
    path: "/api/c/file/:id",
    method: "GET",
    kind: "file",
    access: "public",
    params: fileParamsSchema,
    input: pictureQuerySchema,
    output: out<Blob>(),
    summary:
      "公开图片（sendFile：Range、ETag/304）：仅图片；w=240/480/960 给宽度不超过 w 的 webp 缩略图（等比，不放大；首次生成后存于存储中复用；无法缩小的图片给原图）；资源展示的图片及其缩略图/转码只有在使用它的资源公开发布时可取（max-age=300），否则与未知编号同为 404；不属于资源的图片（封面、头像、站点图片、知识点图片）max-age=86400",
  }),
  quota: endpoint({
    path: "/api/l/file/quota",
    access: "login",
    input: emptySchema,
    output: out<StorageUsage>(),
    summary: "调用者的存储用量（上传与处理产生的文件）与其角色中最大的存储配额（null 为不限）",
  }),
  storage: {
    detail: endpoint({
      path: "/api/m/site/storage/detail",
      access: { perm: "site.storage" },
      input: emptySchema,
      output: out<StorageOverview>(),
      summary: "存储概况：位置、磁盘空间与各上传类型的用量",
    }),
    list: endpoint({
      path: "/api/m/site/storage/file/list",
      access: { perm: "site.storage" },
      input: storageFileListSchema,
      output: out<ListResult<StoredFileItem>>(),
      summary: "已存文件列表（非公开类型的 url 为 null）",
    }),
  },
};
