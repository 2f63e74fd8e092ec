import type { AreaPic, AreaPicSaveInput } from "@otp/contract";
import { endpoints, INDEX_AREA_CODE, urlOf } from "@otp/contract";
import type { PlatformSettings } from "../../platform/access/settings.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, notFound } from "../../platform/http/errors.js";
import * as q from "./site.queries.js";

type Row = q.AreaRow;

/** Settings are read on nearly every request; a short TTL keeps several instances consistent. */
/**
 * Switches whose "on" is the safe side: a database where the row was never saved (a fresh
 * production database, a deleted row) must not open self-registration or allow weak passwords.
 * Every other switch reads as off when missing.
 */
export const SAFE_SWITCH_DEFAULTS: Readonly<Record<string, boolean>> = {
  PWD_STRONG: true,
  user_register_audit: true,
};

const SETTINGS_TTL_MS = 5_000;

export function fileUrl(id: number | null): string | null {
  return id ? urlOf(endpoints.file.picture, { id }) : null;
}

function present(r: Row): AreaPic {
  return {
    id: r.id,
    areaCode: r.areaCode,
    name: r.name,
    isUsing: r.isUsing,
    displayIndex: r.displayIndex,
    remark: r.remark,
    imgId: r.imgId,
    imgUrl: fileUrl(r.imgId),
    linkUrl: r.linkUrl,
    alt: r.alt,
    content: r.content,
  };
}

export class SiteService implements PlatformSettings {
  private cache = new Map<string, { at: number; row: Row | null }>();

  constructor(private readonly db: Db) {}

  private async row(code: string): Promise<Row | null> {
    const hit = this.cache.get(code);
    if (hit && Date.now() - hit.at < SETTINGS_TTL_MS) return hit.row;
    const row = await q.findArea(this.db, code);
    this.cache.set(code, { at: Date.now(), row: row ?? null });
    return row ?? null;
  }

  private async switchOn(code: string) {
    return (await this.row(code))?.isUsing ?? SAFE_SWITCH_DEFAULTS[code] ?? false;
  }

  guestMode() {
    return this.switchOn("guest");
  }
  strongPassword() {
    return this.switchOn("PWD_STRONG");
  }
  registerNeedsAudit() {
    return this.switchOn("user_register_audit");
  }
  async accessPolicy() {
    const row = await this.row("ACCESS_IP");
    const allow = (row?.content ?? "")
      .split(/[\s,;，；]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    return { restricted: !!row?.isUsing, allow };
  }

  /** A singleton config; an unconfigured one reads as empty and switched off (or on, when on is the safe side). */
  async detail(code: string): Promise<AreaPic> {
    const row = await this.row(code);
    if (row) return present(row);
    return {
      id: 0,
      areaCode: code,
      name: "",
      isUsing: SAFE_SWITCH_DEFAULTS[code] ?? false,
      displayIndex: 0,
      remark: "",
      imgId: null,
      imgUrl: null,
      linkUrl: "",
      alt: "",
      content: "",
    };
  }

  async indexList(): Promise<AreaPic[]> {
    return (await q.portalModules(this.db)).map(present);
  }

  async save(input: AreaPicSaveInput, fileExists: (id: number) => Promise<boolean>): Promise<AreaPic> {
    if (input.imgId && !(await fileExists(input.imgId))) throw badRequest("参数 imgId：图片不存在，请重新上传");
    if (input.areaCode === "ACCESS_IP" && input.content) {
      const bad = input.content
        .split(/[\s,;，；]+/)
        .filter(Boolean)
        .find(
          (r) =>
            !/^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\/([12]?\d|3[0-2]))?$/.test(r),
        );
      if (bad) throw badRequest(`参数 content：IP地址格式不正确（${bad.slice(0, 40)}）`);
    }
    const values = {
      name: input.name ?? undefined,
      isUsing: input.isUsing,
      displayIndex: input.displayIndex,
      remark: input.remark ?? undefined,
      imgId: input.imgId === undefined ? undefined : input.imgId,
      linkUrl: input.linkUrl ?? undefined,
      alt: input.alt ?? undefined,
      content: input.content ?? undefined,
      updatedAt: new Date(),
    };
    let row: Row | undefined;
    if (input.areaCode === INDEX_AREA_CODE) {
      if (input.id) {
        row = await q.updatePortalModule(this.db, input.id, values);
        if (!row) throw notFound("门户模块不存在");
      } else {
        if (!input.name) throw badRequest("参数 name：请输入模块名称");
        row = await q.insertPortalModule(this.db, values);
      }
    } else {
      row = await q.saveSingleton(this.db, input.areaCode, values);
    }
    this.cache.delete(input.areaCode);
    return present(row as Row);
  }

  async deleteIndex(id: number): Promise<void> {
    if (!(await q.deletePortalModule(this.db, id))) throw notFound("门户模块不存在");
  }

  async property(key: string, file = "app"): Promise<string | null> {
    return (await q.findProperty(this.db, file, key)) ?? null;
  }

  saveProperty(key: string, value: string, file = "app"): Promise<void> {
    return q.saveProperty(this.db, file, key, value);
  }

  async mobileSettings() {
    const [siteUrl, welcome] = await Promise.all([
      this.property("siteUrl", "mobile"),
      this.property("welcome", "mobile"),
    ]);
    return { siteUrl: siteUrl ?? "", welcome: welcome ?? "" };
  }

  async saveMobileSettings(input: { siteUrl: string; welcome: string }) {
    await this.db.transaction(async (tx) => {
      for (const [key, value] of Object.entries(input)) await q.saveProperty(tx, "mobile", key, value);
    });
    return this.mobileSettings();
  }

  async baseInfo() {
    const row = await this.detail("BASE_INFO");
    let extra: { welcome?: string; declaration?: string } = {};
    try {
      extra = row.content ? JSON.parse(row.content) : {};
    } catch {
      extra = {};
    }
    return { name: row.name, welcome: extra.welcome ?? "", declaration: extra.declaration ?? row.remark };
  }
}
