import { createHmac } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type OfficeEditorConfig, UPLOAD_LIMITS } from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Principal } from "../../platform/auth/principal.js";
import { badRequest, forbidden } from "../../platform/http/errors.js";
import { signJwt, verifyJwt } from "../../platform/media/jwt.js";
import { judge, SNIFF_BYTES, sniff } from "../../platform/storage/sniff.js";
import type { FileStorage } from "../../platform/storage/storage.js";
import type { FileRow, FileService } from "../file/file.service.js";
import { ownsOrAdministers } from "./media.access.js";

export interface OfficeSettings {
  /** The Document Server, e.g. http://office.school.edu.cn (ONLYOFFICE_URL). */
  url: string;
  /** Its JWT secret (ONLYOFFICE_JWT_SECRET). */
  secret: string;
  /** This platform as the Document Server reaches it; default: from the request. */
  platformUrl?: string;
}

const DOCUMENT_TYPES: Record<string, "word" | "cell" | "slide"> = {
  doc: "word",
  docx: "word",
  txt: "word",
  xls: "cell",
  xlsx: "cell",
  ppt: "slide",
  pptx: "slide",
};
/** Formats the Document Server may hand back on save (it can convert legacy .doc/.xls/.ppt). */
const SAVE_EXTS = ["doc", "docx", "xls", "xlsx", "ppt", "pptx", "txt"];
const FILE_URL_TTL_S = 15 * 60;
const SAVE_URL_TTL_S = 48 * 3600;

/** Callback statuses that carry a new version (2: all editors closed, 6: force save). */
const SAVE_STATUSES = [2, 6];

export interface OfficeDeps {
  files: FileService;
  storage: FileStorage;
  /**
   * Whether the user may view the file (owner, admin, or a resource that uses it) and download
   * it (the resource allows downloads, or the user edits it).
   */
  access(user: Principal, file: FileRow): Promise<{ view: boolean; download: boolean }>;
  /** After a saved edit: refresh what was derived from the old bytes (the PDF). */
  afterSave(fileId: number): Promise<void>;
  log?: (msg: string, err?: unknown) => void;
}

export const officeKey = (file: Pick<FileRow, "id" | "sha256">) => `${file.id}-${file.sha256.slice(0, 16)}`;

/**
 * OnlyOffice Document Server integration. The editor config is signed with the server's JWT
 * secret; the document URL and the save callback carry short-lived tokens of ours (HMAC with a
 * key derived from the same secret) because the Document Server calls without cookies. A save
 * downloads the new version only from the configured server's origin.
 */
export class OfficeBridge {
  private readonly urlKey: string;
  readonly origin: string;

  constructor(
    private readonly settings: OfficeSettings,
    private readonly deps: OfficeDeps,
  ) {
    // A separate key: a token for our URLs can never pass as a Document Server JWT or the reverse.
    this.urlKey = createHmac("sha256", settings.secret).update("otp:office-url").digest("hex");
    this.origin = new URL(settings.url).origin;
  }

  private platformBase(req: FastifyRequest): string {
    return (this.settings.platformUrl ?? `${req.protocol}://${req.host}`).replace(/\/+$/, "");
  }

  async config(user: Principal, file: FileRow, edit: boolean, req: FastifyRequest): Promise<OfficeEditorConfig> {
    const documentType = DOCUMENT_TYPES[file.ext];
    if (!documentType || file.kind !== "document") throw badRequest("参数 fileId：该文件类型不支持在线文档预览");
    const owner = ownsOrAdministers(user, file);
    const access = owner ? { view: true, download: true } : await this.deps.access(user, file);
    if (!access.view) throw forbidden("没有查看该文件的权限");
    if (edit && !owner) throw forbidden("只有文件所有者或管理员可以编辑该文件");

    const now = Math.floor(Date.now() / 1000);
    const key = officeKey(file);
    const base = this.platformBase(req);
    const fileToken = signJwt({ a: "file", f: file.id, k: key, exp: now + FILE_URL_TTL_S }, this.urlKey);
    const saveToken = signJwt(
      { a: "save", f: file.id, k: key, u: user.userId, exp: now + SAVE_URL_TTL_S },
      this.urlKey,
    );
    const body = {
      document: {
        fileType: file.ext,
        key,
        title: file.name,
        url: `${base}/api/c/only/office/file?token=${fileToken}`,
        // A resource that refuses downloads must not be downloadable (or printed) from the editor.
        permissions: {
          download: access.download,
          print: access.download,
          copy: true,
          review: false,
          edit,
          comment: false,
        },
      },
      documentType,
      editorConfig: {
        mode: edit ? ("edit" as const) : ("view" as const),
        lang: "zh-CN",
        callbackUrl: `${base}/api/c/only/office/save?token=${saveToken}`,
        user: { id: String(user.userId), name: user.realName || user.account },
      },
    };
    return {
      documentServerUrl: this.settings.url.replace(/\/+$/, ""),
      config: { ...body, token: signJwt(body, this.settings.secret) },
    };
  }

  private readUrlToken(token: unknown, action: "file" | "save"): { fileId: number; key: string } | null {
    if (typeof token !== "string") return null;
    const p = verifyJwt(token, this.urlKey);
    if (!p || p.a !== action || typeof p.f !== "number" || typeof p.k !== "string") return null;
    return { fileId: p.f, key: p.k };
  }

  /** GET /api/c/only/office/file?token=: the Document Server fetching the document. */
  async serveFile(req: FastifyRequest, reply: FastifyReply, token: unknown) {
    const t = this.readUrlToken(token, "file");
    if (!t) throw forbidden("文档链接无效或已过期");
    const file = await this.deps.files.get(t.fileId);
    return this.deps.files.send(req, reply, file, { download: true, cacheControl: "no-store" });
  }

  /**
   * POST /api/c/only/office/save?token=: the Document Server's callback. Answers {error: 0} when
   * handled; {error: 1} (with 403) when the call is not authentic.
   */
  async save(req: FastifyRequest, token: unknown): Promise<{ status: number; body: { error: number } }> {
    const t = this.readUrlToken(token, "save");
    const data = this.callbackData(req);
    if (!t || !data) return { status: 403, body: { error: 1 } };
    if (data.key !== t.key) {
      // A callback for another version of the document than the one this URL was issued for.
      return { status: 403, body: { error: 1 } };
    }
    const status = Number(data.status);
    if (!SAVE_STATUSES.includes(status)) return { status: 200, body: { error: 0 } };
    if (typeof data.url !== "string") return { status: 400, body: { error: 1 } };
    try {
      await this.storeVersion(t.fileId, data.url, typeof data.filetype === "string" ? data.filetype : undefined);
      return { status: 200, body: { error: 0 } };
    } catch (err) {
      this.deps.log?.(`office save of file ${t.fileId} failed`, err);
      return { status: 200, body: { error: 1 } };
    }
  }

  /** The callback body, authenticated by the Document Server's JWT (in the body or the Authorization header). */
  private callbackData(req: FastifyRequest): Record<string, unknown> | null {
    const body = (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;
    if (typeof body.token === "string") return verifyJwt(body.token, this.settings.secret);
    const auth = String(req.headers.authorization ?? "");
    const m = /^Bearer\s+(.+)$/i.exec(auth);
    if (!m?.[1]) return null;
    const p = verifyJwt(m[1], this.settings.secret);
    if (!p) return null;
    // In the header the Document Server wraps the body as {payload: {...}}.
    return (p.payload && typeof p.payload === "object" ? p.payload : p) as Record<string, unknown>;
  }

  /**
   * Downloads the edited document (only from the Document Server's own origin, no redirects,
   * size-capped, type-checked) and makes it the file's content; the old bytes are removed only
   * after the new ones are recorded.
   */
  private async storeVersion(fileId: number, url: string, filetype: string | undefined): Promise<void> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new Error("invalid download url");
    }
    if (target.origin !== this.origin || !/^https?:$/.test(target.protocol)) {
      throw new Error(`refusing to download from ${target.origin}`);
    }
    const file = await this.deps.files.get(fileId);
    const ext = filetype && SAVE_EXTS.includes(filetype.toLowerCase()) ? filetype.toLowerCase() : file.ext;
    const work = await mkdtemp(path.join(await this.deps.storage.tempDir("work"), `office-${fileId}-`));
    try {
      const res = await fetch(target, { redirect: "error", signal: AbortSignal.timeout(120_000) });
      if (!res.ok || !res.body) throw new Error(`download answered ${res.status}`);
      const max = UPLOAD_LIMITS.document.maxBytes;
      if (Number(res.headers.get("content-length") ?? 0) > max) throw new Error("document too large");
      const tmp = path.join(work, `new.${ext}`);
      let n = 0;
      await pipeline(
        Readable.fromWeb(res.body as import("node:stream/web").ReadableStream),
        async function* (src: AsyncIterable<Buffer>) {
          for await (const chunk of src) {
            n += chunk.length;
            if (n > max) throw new Error("document too large");
            yield chunk;
          }
        },
        createWriteStream(tmp),
      );
      const fh = await open(tmp, "r");
      const head = Buffer.alloc(Math.min(SNIFF_BYTES, n));
      await fh.read(head, 0, head.length, 0);
      await fh.close();
      const verdict = judge("document", ext, await sniff(head, n > head.length));
      if (!verdict.ok) throw new Error(`saved document is not a valid .${ext}`);
      const stored = await this.deps.storage.putFile(tmp, verdict.type.ext);
      let oldKey: string;
      try {
        const name = file.ext === ext ? file.name : `${file.name.replace(/\.[^.]+$/, "")}.${ext}`;
        oldKey = await this.deps.files.replaceContent(fileId, stored, {
          ext: verdict.type.ext,
          mime: verdict.type.mime,
          name,
        });
      } catch (err) {
        await this.deps.storage.remove(stored.key);
        throw err;
      }
      await this.deps.storage.remove(oldKey);
      await this.deps.afterSave(fileId);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}
