import { endpoint, out } from "../endpoint.js";
import {
  type MediaInfo,
  mediaStatusSchema,
  type OfficeEditorConfig,
  officeConfigSchema,
  officeTokenSchema,
  type UploadedFile,
  type UploadSession,
  uploadChunkSchema,
  uploadIdSchema,
  uploadInitSchema,
} from "../upload.js";

/**
 * Chunked uploads (init → PUT each 5 MB slice from `received` → complete; on a network error ask
 * `status` and go on from `received`, on 409 from `data.received`), media processing state and
 * the OnlyOffice editor.
 */
export const mediaEndpoints = {
  upload: {
    init: endpoint({
      path: "/api/l/upload/init",
      access: "login",
      input: uploadInitSchema,
      output: out<UploadSession>(),
      summary:
        "开始（或续传）分片上传：同一用户+类型+文件名+大小的未完成上传原样返回；扩展名不属于该类型 400；超过该类型上限或存储配额 413；每人至多 10 个未完成上传 429；限流 upload（与图片上传合计）",
    }),
    chunk: endpoint({
      path: "/api/l/upload/chunk",
      method: "PUT",
      kind: "bytes",
      access: "login",
      input: uploadChunkSchema,
      output: out<{ received: number }>(),
      summary:
        "写入一个分片（application/octet-stream，≤10 MB）：offset ≠ 已收字节 409 并附 data.received；内容与扩展名不符 400 并删除上传；超出声明大小 413 并删除；分片过大 413 保留上传；不存在/过期 404；他人的 403",
    }),
    status: endpoint({
      path: "/api/l/upload/status",
      access: "login",
      input: uploadIdSchema,
      output: out<UploadSession>(),
      summary: "上传进度（仅本人）",
    }),
    complete: endpoint({
      path: "/api/l/upload/complete",
      access: "login",
      input: uploadIdSchema,
      output: out<UploadedFile>(),
      summary:
        "完成上传：字节未收齐 400（保留）；文本不是完整 UTF-8 400（删除）；再次检查存储配额；视频、音频与 doc/docx/xls/xlsx/ppt/pptx 排队处理",
    }),
    abort: endpoint({
      path: "/api/l/upload/abort",
      access: "login",
      input: uploadIdSchema,
      output: out<null>(),
      summary: "放弃上传：删除会话与已收字节",
    }),
  },
  status: endpoint({
    path: "/api/l/media/status",
    access: "login",
    input: mediaStatusSchema,
    output: out<MediaInfo[]>(),
    summary:
      "文件处理状态（≤50 个，按所问顺序；转码/缩略图/PDF 的编号回答其来源）：文件所有者、管理员或能查看使用它的资源者，否则 403；未知编号 404",
  }),
  office: {
    config: endpoint({
      path: "/api/l/only/office/config",
      access: "login",
      input: officeConfigSchema,
      output: out<OfficeEditorConfig>(),
      summary:
        "OnlyOffice 编辑器配置（已签名 config.token；下载与打印随查看者的下载权）：未配置 ONLYOFFICE_URL 400 “未配置在线文档服务，请下载后查看”；不是 doc/docx/txt/xls/xlsx/ppt/pptx 400；不能查看 403；非所有者/管理员 edit 403",
    }),
    file: endpoint({
      path: "/api/c/only/office/file",
      method: "GET",
      kind: "hook",
      access: "public",
      input: officeTokenSchema,
      output: out<Blob>(),
      summary: "Document Server 取文档字节（附件，no-store），凭签名令牌而非 Cookie；令牌无效/过期 403",
    }),
    save: endpoint({
      path: "/api/c/only/office/save",
      kind: "hook",
      access: "public",
      output: out<{ error: number }>(),
      summary:
        'OnlyOffice 保存回调（?token=，JWT 在 body token 或 Authorization: Bearer）：按 OnlyOffice 协议回答而非信封，成功 {"error":0}；不可信 403 {"error":1}；保存失败 {"error":1}',
    }),
  },
};
