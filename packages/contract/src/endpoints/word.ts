import { idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type WordCheckResult,
  type WordImportResult,
  type WordItem,
  wordCheckSchema,
  wordListSchema,
  wordSaveSchema,
} from "../word.js";

const access = { perm: "audit.word" } as const;

/** The sensitive-word library (审核管理 → 敏感词库). */
export const wordEndpoints = {
  list: endpoint({
    path: "/api/m/audit/word/list",
    access,
    input: wordListSchema,
    output: out<ListResult<WordItem>>(),
    summary: "敏感词分页列表，可按关键字、等级筛选",
  }),
  save: endpoint({
    path: "/api/m/audit/word/save",
    access,
    input: wordSaveSchema,
    output: out<{ id: number }>(),
    summary: "新增或修改敏感词（等级1禁止发布、2替换为*）；同一词的另一写法已存在时409",
  }),
  delete: endpoint({
    path: "/api/m/audit/word/delete",
    access,
    input: idsInputSchema,
    output: out<{ deleted: number }>(),
    summary: "删除所选敏感词，返回删除数",
  }),
  check: endpoint({
    path: "/api/m/audit/word/check",
    access,
    input: wordCheckSchema,
    output: out<WordCheckResult>(),
    summary: "检测一段文字：返回保存后的文字、禁止发布的词和将被替换的词",
  }),
  template: endpoint({
    path: "/api/m/audit/word/template",
    method: "GET",
    kind: "file",
    access,
    output: out<Blob>(),
    summary: "下载敏感词导入模板（xlsx）",
  }),
  export: endpoint({
    path: "/api/m/audit/word/export",
    method: "GET",
    kind: "file",
    access,
    output: out<Blob>(),
    summary: "导出整个敏感词库（xlsx）",
  }),
  import: endpoint({
    path: "/api/m/audit/word/import",
    kind: "upload",
    access,
    output: out<WordImportResult>(),
    summary: "导入敏感词：multipart 字段 file（xlsx：敏感词、等级，不超过10MB）；有任何错误行则整个文件不写入",
  }),
};
