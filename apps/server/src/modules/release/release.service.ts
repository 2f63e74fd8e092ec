import {
  type AppPlatform,
  type AppVersionItem,
  type AppVersionListInput,
  type appVersionSaveSchema,
  endpoints,
  type LatestAppVersions,
  urlOf,
} from "@otp/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { z } from "zod";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/http/errors.js";
import * as q from "./release.queries.js";

type SaveInput = z.infer<typeof appVersionSaveSchema>;

/** What the release module needs to know of an uploaded install package (the file module). */
export interface PackageFile {
  id: number;
  name: string;
  size: number;
  kind: string;
  ext: string;
  ownerId: number | null;
}

export interface ReleaseDeps {
  files: {
    many(ids: number[]): Promise<PackageFile[]>;
    /** Streams the file as an attachment (ranges, so large packages resume). */
    send(req: FastifyRequest, reply: FastifyReply, fileId: number): Promise<unknown>;
  };
  /** The site's configured address (移动端地址, e.g. https://m.school.cn); empty when not set. */
  siteAddress(): Promise<string>;
}

/** The install package each platform takes. */
const PACKAGE_EXT: Record<AppPlatform, string> = { android: "apk", ios: "ipa" };

/** Where an uploaded package is downloaded (a QR code can carry it). */
export const packageUrl = (id: number) => urlOf(endpoints.release.download, { id });

const toItem = (r: q.AppVersionRow, file?: PackageFile): AppVersionItem => ({
  id: r.id,
  platform: r.platform as AppPlatform,
  version: r.version,
  notes: r.notes,
  downloadUrl: r.fileId ? packageUrl(r.id) : r.downloadUrl,
  fileId: r.fileId,
  fileName: file?.name ?? null,
  fileSize: file?.size ?? null,
  published: r.published,
  qrUrl: urlOf(endpoints.release.qr, { id: r.id }),
  createdAt: r.createdAt.toISOString(),
});

/**
 * APP版本: versions of the mobile app, each with an uploaded install package (apk, ipa) or an
 * external download address, and a QR code of where it is downloaded.
 */
export class ReleaseService {
  constructor(
    private readonly db: Db,
    private readonly deps: ReleaseDeps,
  ) {}

  private async withFiles(rows: q.AppVersionRow[]): Promise<AppVersionItem[]> {
    const ids = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
    const files = new Map((ids.length ? await this.deps.files.many(ids) : []).map((f) => [f.id, f]));
    return rows.map((r) => toItem(r, r.fileId ? files.get(r.fileId) : undefined));
  }

  async list(input: AppVersionListInput) {
    const { rows, count } = await q.page(this.db, input);
    return { list: await this.withFiles(rows), count };
  }

  async latest(): Promise<LatestAppVersions> {
    const [android, ios] = await Promise.all([q.latest(this.db, "android"), q.latest(this.db, "ios")]);
    const items = new Map(
      (await this.withFiles([android, ios].filter((r): r is q.AppVersionRow => !!r))).map((i) => [i.id, i]),
    );
    return {
      android: android ? (items.get(android.id) ?? null) : null,
      ios: ios ? (items.get(ios.id) ?? null) : null,
    };
  }

  /**
   * The uploaded package must be an install package of the version's platform (apk for
   * Android, ipa for iOS) that the caller uploaded (or any, for the administrator).
   */
  private async checkPackage(input: SaveInput, user: Principal) {
    if (!input.fileId) return;
    const [file] = await this.deps.files.many([input.fileId]);
    if (!file) throw badRequest("参数 fileId：安装包不存在，请重新上传");
    if (file.ownerId !== user.userId && !isAdministrator(user)) throw forbidden("只能使用自己上传的安装包");
    const want = PACKAGE_EXT[input.platform];
    if (file.kind !== "package" || file.ext.toLowerCase() !== want) {
      throw badRequest(`参数 fileId：${input.platform === "android" ? "安卓" : "iOS"}版须上传 .${want} 安装包`);
    }
  }

  async save(input: SaveInput, user: Principal): Promise<{ id: number }> {
    const same = await q.findVersion(this.db, input.platform, input.version);
    if (same && same.id !== input.id) throw conflict(`该平台已有版本 ${input.version}`);
    await this.checkPackage(input, user);
    const values = {
      platform: input.platform,
      version: input.version,
      notes: input.notes,
      downloadUrl: input.fileId ? "" : input.downloadUrl,
      fileId: input.fileId,
      published: input.published,
    };
    if (!input.id) return { id: await q.insert(this.db, values) };
    if (!(await q.find(this.db, input.id))) throw notFound("版本不存在");
    await q.update(this.db, input.id, values);
    return { id: input.id };
  }

  async remove(ids: number[]) {
    if ((await q.remove(this.db, ids)) === 0) throw notFound("版本不存在");
  }

  /**
   * The QR code (PNG) of a published version's download address; a relative address is made
   * absolute with the configured site address, so the picture may be cached publicly. Before an
   * administrator set one, the request's own origin serves (a fresh install works out of the
   * box) and `shared` is false: that picture must not be kept by a shared cache, or a forged
   * Host would reach other people.
   */
  async qr(id: number, requestOrigin: string): Promise<{ png: Buffer; shared: boolean }> {
    const row = await q.find(this.db, id);
    if (!row?.published) throw notFound("版本不存在");
    const address = row.fileId ? packageUrl(row.id) : row.downloadUrl;
    let url = address;
    let shared = true;
    if (address.startsWith("/")) {
      const site = (await this.deps.siteAddress()).replace(/\/+$/, "");
      shared = !!site;
      url = `${site || requestOrigin}${address}`;
    }
    if (!/^https?:\/\//i.test(url)) throw badRequest("下载地址不正确");
    return { png: await QRCode.toBuffer(url, { width: 240, margin: 1 }), shared };
  }

  /** Downloads the uploaded package of a published version (anyone: /app-download links it). */
  async sendPackage(id: number, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const row = await q.find(this.db, id);
    if (!row?.published || !row.fileId) throw notFound("安装包不存在");
    return this.deps.files.send(req, reply, row.fileId);
  }
}
