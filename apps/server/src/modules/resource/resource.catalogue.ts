import {
  type ManageResourceItem,
  type myResourceListSchema,
  PUBLISH_STATUS,
  type ResourceCard,
  type ResourceDetail,
  type ResourceKind,
  type ResourceListInput,
  type ResourceSearchItem,
  type ResourceType,
} from "@otp/contract";
import type { z } from "zod";
import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { queryText } from "../../platform/search/text.js";
import { canAttach, canView, viewableOrThrow } from "./resource.access.js";
import type { ResourceCards } from "./resource.cards.js";
import type { ResourceDeps } from "./resource.ports.js";
import { excerpt } from "./resource.present.js";
import * as q from "./resource.queries.js";
import { markVisit } from "./resource.visits.queries.js";

/** The name a collect list shows for a resource the viewer may no longer open. */
const UNAVAILABLE_RESOURCE = "资源已下架";

type Paged<T> = { list: T[]; count: number };
type SearchSort = "relevance" | "new" | "hot";

/** Reading resources: the portal lists and detail, the caller's own lists, and what other modules look up. */
export class ResourceCatalogue {
  constructor(
    private readonly db: Db,
    private readonly cards: ResourceCards,
    private readonly deps: Pick<ResourceDeps, "courses" | "visits">,
  ) {}

  /** True on the viewer's first view of the target this hour; the course module uses it too. */
  markVisit(targetType: string, id: number, viewerKey: string): Promise<boolean> {
    return markVisit(this.db, targetType, id, viewerKey);
  }

  /** The preview's detail; a published resource counts one visit per viewer per hour. */
  async detail(id: number, viewer: Principal | null, viewerKey: string, userAgent = ""): Promise<ResourceDetail> {
    const found = await q.findResource(this.db, id);
    const guestAtSchoolOnly = !viewer && found?.status === PUBLISH_STATUS.PUBLISHED;
    const row = viewableOrThrow(viewer, found, guestAtSchoolOnly ? "该资源仅限校内用户登录后查看" : undefined);
    if (row.status === PUBLISH_STATUS.PUBLISHED && (await this.markVisit("resource", id, viewerKey))) {
      await q.countVisit(this.db, id);
      row.visitCount += 1;
      this.deps.visits?.({ kind: "resource", targetId: id, viewer: viewerKey, userAgent });
    }
    const [[detail], usedIn] = await Promise.all([
      this.cards.details([row], viewer),
      this.deps.courses.usedIn(id, viewer),
    ]);
    return { ...(detail as ResourceDetail), usedIn };
  }

  /**
   * For the course module: details of these resources in the given order, only those the
   * viewer may see (missing or hidden ids are left out). usedIn is left empty here.
   */
  async details(ids: number[], viewer: Principal | null): Promise<ResourceDetail[]> {
    const rows = await q.findResources(this.db, [...new Set(ids)]);
    const visible = new Map(rows.filter((r) => canView(viewer, r)).map((r) => [r.id, r]));
    const ordered = ids.flatMap((id) => {
      const r = visible.get(id);
      if (!r) return [];
      visible.delete(id);
      return [r];
    });
    return this.cards.details(ordered, viewer);
  }

  /**
   * For the quality office (听评课, through the course module): details of these resources in the
   * given order whatever their visibility, shaped as for a reader who may not edit them. An
   * evaluator is assigned a lesson by the office, not by the resource's audience; nothing here writes.
   */
  async reviewDetails(ids: number[]): Promise<ResourceDetail[]> {
    const rows = new Map((await q.findResources(this.db, [...new Set(ids)])).map((r) => [r.id, r]));
    const ordered = [...new Set(ids)].flatMap((id) => rows.get(id) ?? []);
    return this.cards.details(ordered, null);
  }

  /** For the campus TV: the file each resource the viewer may see plays from (`ResourceCards.playbackFiles`). */
  async playbackFiles(ids: number[], viewer: Principal | null): Promise<Map<number, number>> {
    const rows = await q.findResources(this.db, [...new Set(ids)]);
    return this.cards.playbackFiles(rows.filter((r) => canView(viewer, r)));
  }

  /** For the course module: which of these ids the user may attach to a section (own, or published). */
  async attachable(ids: number[], user: Principal): Promise<number[]> {
    const rows = await q.findResources(this.db, [...new Set(ids)]);
    const ok = new Set(rows.filter((r) => canAttach(user, r)).map((r) => r.id));
    return ids.filter((id) => ok.has(id));
  }

  /** The subset of `ids` this viewer may see (the detail's rule), in the given order. */
  async viewable(ids: number[], viewer: Principal | null): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await q.findResources(this.db, [...new Set(ids)]);
    const ok = new Set(rows.filter((r) => canView(viewer, r)).map((r) => r.id));
    return ids.filter((id) => ok.has(id));
  }

  /** Published resources the viewer may see. */
  async list(input: ResourceListInput, viewer: Principal | null): Promise<Paged<ResourceCard>> {
    const { rows, count } = await q.pageOfResources(
      this.db,
      [q.publishedFor(viewer), q.filterOf(input)],
      input.sort,
      input,
    );
    return { list: await this.cards.cards(rows), count };
  }

  /** The caller's own resources in any state. */
  async myList(input: z.infer<typeof myResourceListSchema>, user: Principal): Promise<Paged<ManageResourceItem>> {
    const filter = { ...input, ownerId: user.userId };
    const { rows, count } = await q.pageOfResources(this.db, [q.filterOf(filter)], "updated", input);
    return { list: await this.cards.manageItems(rows), count };
  }

  /** Resources the caller may attach to a course: their own (any state) and published ones. */
  async pickList(input: ResourceListInput, user: Principal): Promise<Paged<ResourceCard>> {
    const scope = q.attachableBy(isAdministrator(user) ? "all" : user.userId);
    const { rows, count } = await q.pageOfResources(this.db, [scope, q.filterOf(input)], input.sort, input);
    return { list: await this.cards.cards(rows), count };
  }

  /** For the search module: published resources matching the keyword, with an excerpt of the brief. */
  async search(
    keyword: string,
    opts: Page & { sort?: SearchSort; kind?: ResourceKind | null; type?: ResourceType | null },
    viewer: Principal | null,
  ): Promise<Paged<ResourceSearchItem>> {
    // Only words (or their initials) are searched here; a keyword without any finds nothing.
    if (!queryText(keyword)) return { list: [], count: 0 };
    const filter = { keyword, kind: opts.kind, type: opts.type };
    const order = !opts.sort || opts.sort === "relevance" ? { relevance: keyword } : opts.sort;
    const { rows, count } = await q.pageOfResources(this.db, [q.publishedFor(viewer), q.filterOf(filter)], order, opts);
    const cards = await this.cards.cards(rows);
    return { count, list: cards.map((c, i) => ({ ...c, excerpt: excerpt(rows[i]?.brief ?? "", keyword) })) };
  }

  /** For the search module without a keyword: published resources, newest or most visited first. */
  async latest(
    opts: Page & { sort: "new" | "hot"; kind?: ResourceKind | null },
    viewer: Principal | null,
  ): Promise<Paged<ResourceCard>> {
    const filter = q.filterOf({ kind: opts.kind });
    const { rows, count } = await q.pageOfResources(this.db, [q.publishedFor(viewer), filter], opts.sort, opts);
    return { list: await this.cards.cards(rows), count };
  }

  /**
   * For the collect module: name, cover and availability to this viewer. A resource taken back
   * (or no longer visible to the viewer) shows a placeholder instead of its current name and cover.
   */
  async collectTargets(ids: number[], viewer: Principal | null) {
    const rows = await q.findResources(this.db, ids);
    const open = rows.filter((r) => r.status === PUBLISH_STATUS.PUBLISHED && canView(viewer, r));
    const covers = await this.cards.coverUrls(open);
    const available = new Set(open.map((r) => r.id));
    return new Map(
      rows.map((r) => [
        r.id,
        available.has(r.id)
          ? { name: r.name, coverUrl: covers.get(r.id) ?? null, available: true }
          : { name: UNAVAILABLE_RESOURCE, coverUrl: null, available: false },
      ]),
    );
  }
}
