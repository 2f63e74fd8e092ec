import type { ManageResourceItem, ResourceCard, ResourceDetail } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { MediaFacts, ResourceDeps } from "./resource.ports.js";
import { pictureUrl, playFileOf, toCard, toDetail, toManageItem } from "./resource.present.js";
import type { ResourceRow } from "./resource.queries.js";
import * as q from "./resource.queries.js";

/** A row that may carry its first file already (a listed page does), so covers need no lookup of their own. */
type CardRow = ResourceRow & { firstFileId?: number | null };

/**
 * Looks up what cards, details and admin rows show (covers, names, files, processing states) and
 * shapes them with resource.present.ts. Reads only.
 */
export class ResourceCards {
  constructor(
    private readonly db: Db,
    private readonly deps: Pick<ResourceDeps, "files" | "media" | "users" | "base" | "collects">,
  ) {}

  /**
   * Cover pictures: the chosen cover, else the first picture or the first video's thumbnail.
   * A resource's own pictures and thumbnails are public links only while a resource using them
   * is published for everybody; otherwise they go through the access-checked stream route.
   */
  async coverUrls(rows: CardRow[]): Promise<Map<number, string | null>> {
    const need = rows.filter((r) => !r.coverFileId);
    const first = new Map<number, number>();
    for (const r of need) if (r.firstFileId) first.set(r.id, r.firstFileId);
    const unknown = need.filter((r) => r.firstFileId === undefined).map((r) => r.id);
    for (const l of await q.linksOf(this.db, unknown)) if (!first.has(l.resourceId)) first.set(l.resourceId, l.fileId);
    const videos = need
      .filter((r) => r.type === "VIDEO" || r.type === "MULTISCREEN")
      .flatMap((r) => first.get(r.id) ?? []);
    const media = videos.length ? await this.deps.media.facts(videos) : new Map<number, MediaFacts>();
    // What is shown for each resource, with the files whose publicity decides its link.
    const shown = new Map<number, { id: number; origins: number[] }>();
    for (const r of rows) {
      const f = first.get(r.id);
      if (r.coverFileId) shown.set(r.id, { id: r.coverFileId, origins: [r.coverFileId] });
      else if (r.type === "PICTURE" && f) shown.set(r.id, { id: f, origins: [f] });
      else {
        const thumb = f ? media.get(f)?.thumbFileId : null;
        if (f && thumb) shown.set(r.id, { id: thumb, origins: [thumb, f] });
      }
    }
    const publicity = await q.filePublicity(
      this.db,
      [...shown.values()].flatMap((v) => v.origins),
    );
    return new Map(
      rows.map((r) => {
        const v = shown.get(r.id);
        return [r.id, v ? pictureUrl(publicity, v.id, v.origins) : null];
      }),
    );
  }

  async cards(rows: CardRow[]): Promise<ResourceCard[]> {
    const [covers, owners, orgs, subjects] = await Promise.all([
      this.coverUrls(rows),
      this.deps.users.names(rows.map((r) => r.ownerId)),
      this.deps.base.orgNames(rows.flatMap((r) => (r.orgId ? [r.orgId] : []))),
      this.deps.base.subjectNames(rows.flatMap((r) => (r.subjectId ? [r.subjectId] : []))),
    ]);
    return rows.map((r) => toCard(r, { covers, owners, orgs, subjects }));
  }

  async manageItems(rows: ResourceRow[]): Promise<ManageResourceItem[]> {
    const ids = rows.map((r) => r.id);
    const [cards, owners, links] = await Promise.all([
      this.cards(rows),
      this.deps.users.names(rows.map((r) => r.ownerId)),
      q.linksOf(this.db, ids),
    ]);
    const fileIds = [...new Set(links.map((l) => l.fileId))];
    const [files, media] = await Promise.all([this.deps.files.many(fileIds), this.deps.media.facts(fileIds)]);
    const fileNames = new Map(files.map((f) => [f.id, f.name]));
    return rows.map((r, i) =>
      toManageItem(cards[i] as ResourceCard, r, {
        owners,
        links: links.filter((l) => l.resourceId === r.id),
        fileNames,
        media,
      }),
    );
  }

  /** Details of rows the viewer may see (checked by the caller), usedIn left empty. */
  async details(rows: ResourceRow[], viewer: Principal | null): Promise<ResourceDetail[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const links = await q.linksOf(this.db, ids);
    const fileIds = [...new Set(links.map((l) => l.fileId))];
    const [cards, files, media, collected] = await Promise.all([
      this.cards(rows),
      this.deps.files.many(fileIds),
      this.deps.media.facts(fileIds),
      viewer ? this.deps.collects.collectedSet(viewer.userId, "resource", ids) : new Set<number>(),
    ]);
    const thumbIds = [...media.values()].flatMap((m) => (m.thumbFileId ? [m.thumbFileId] : []));
    const publicity = await q.filePublicity(this.db, [...fileIds, ...thumbIds]);
    const fileById = new Map(files.map((f) => [f.id, f]));
    const officeEnabled = this.deps.media.officeEnabled();
    return rows.map((r, i) =>
      toDetail(cards[i] as ResourceCard, r, viewer, {
        links: links.filter((l) => l.resourceId === r.id),
        files: fileById,
        media,
        publicity,
        officeEnabled,
        collected: collected.has(r.id),
      }),
    );
  }

  /**
   * The file each resource plays from (the campus TV's playout): its first file's web rendition
   * once processing made one, else that file. Rows the viewer may see (checked by the caller).
   */
  async playbackFiles(rows: ResourceRow[]): Promise<Map<number, number>> {
    const links = await q.linksOf(
      this.db,
      rows.map((r) => r.id),
    );
    const first = new Map<number, number>();
    for (const l of links) if (!first.has(l.resourceId)) first.set(l.resourceId, l.fileId);
    const fileIds = [...new Set(first.values())];
    const [files, media] = await Promise.all([this.deps.files.many(fileIds), this.deps.media.facts(fileIds)]);
    const fileById = new Map(files.map((f) => [f.id, f]));
    const out = new Map<number, number>();
    for (const [resourceId, fileId] of first) {
      const f = fileById.get(fileId);
      if (f) out.set(resourceId, playFileOf(f, media.get(fileId)));
    }
    return out;
  }
}
