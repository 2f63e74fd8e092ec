import type {
  AppPlatform,
  AppVersionItem,
  AppVersionListInput,
  appVersionSaveSchema,
  LatestAppVersions,
} from "@otp/contract";
import QRCode from "qrcode";
import type { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import * as q from "./release.queries.js";

type SaveInput = z.infer<typeof appVersionSaveSchema>;

const toItem = (r: Omit<q.AppVersionRow, never>): AppVersionItem => ({
  id: r.id,
  platform: r.platform as AppPlatform,
  version: r.version,
  notes: r.notes,
  downloadUrl: r.downloadUrl,
  published: r.published,
  qrUrl: `/api/c/app/version/${r.id}/qr`,
  createdAt: r.createdAt.toISOString(),
});

/** APP版本: versions of the mobile app with their download address and a QR code of it. */
export class ReleaseService {
  constructor(private readonly db: Db) {}

  async list(input: AppVersionListInput) {
    const { rows, count } = await q.page(this.db, input);
    return { list: rows.map(toItem), count };
  }

  async latest(): Promise<LatestAppVersions> {
    const [android, ios] = await Promise.all([q.latest(this.db, "android"), q.latest(this.db, "ios")]);
    return { android: android ? toItem(android) : null, ios: ios ? toItem(ios) : null };
  }

  async save(input: SaveInput): Promise<{ id: number }> {
    const same = await q.findVersion(this.db, input.platform, input.version);
    if (same && same.id !== input.id) throw conflict(`该平台已有版本 ${input.version}`);
    const values = {
      platform: input.platform,
      version: input.version,
      notes: input.notes,
      downloadUrl: input.downloadUrl,
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
   * absolute with the site's origin so a phone can open it.
   */
  async qr(id: number, origin: string): Promise<Buffer> {
    const row = await q.find(this.db, id);
    if (!row?.published) throw notFound("版本不存在");
    const url = row.downloadUrl.startsWith("/") ? `${origin}${row.downloadUrl}` : row.downloadUrl;
    if (!/^https?:\/\//i.test(url)) throw badRequest("下载地址不正确");
    return QRCode.toBuffer(url, { width: 240, margin: 1 });
  }
}
