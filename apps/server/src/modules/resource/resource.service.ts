import type { ResourceCard, ResourceDetail, ResourceKind, ResourceSearchItem, ResourceType } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import type { Page } from "../../platform/db/paging.js";
import { PublishingWorkflow } from "../../platform/publishing/workflow.js";
import { ResourceAudit } from "./resource.audit.js";
import { ResourceBusiness } from "./resource.business.js";
import { ResourceCards } from "./resource.cards.js";
import { ResourceCatalogue } from "./resource.catalogue.js";
import { ResourceDownloads } from "./resource.downloads.js";
import { ResourceEditor } from "./resource.editor.js";
import { COVER_MATCHED, ResourceFiles } from "./resource.files.js";
import { ResourceNotes } from "./resource.notes.js";
import type { ResourceDeps } from "./resource.ports.js";
import { indexSources, PUBLISHABLE, publishedCountsByOwner, statsRows } from "./resource.queries.js";
import { ResourceRecordings } from "./resource.recordings.js";
import { type RecordedFilter, recordedLesson, recordedLessonPage } from "./resource.recordings.queries.js";

type SearchSort = "relevance" | "new" | "hot";

/**
 * The resource module: its parts, each a service of its own (routes call them), and the calls
 * other modules make through wiring/.
 */
export class ResourceService {
  /** Save, submit, delete; durations kept current. */
  readonly editor: ResourceEditor;
  /** Portal lists and detail, the caller's lists. */
  readonly catalogue: ResourceCatalogue;
  /** The audit queue and decisions. */
  readonly audit: ResourceAudit;
  /** The admin business screens. */
  readonly business: ResourceBusiness;
  /** Access to the files of resources. */
  readonly files: ResourceFiles;
  readonly downloads: ResourceDownloads;
  readonly notes: ResourceNotes;
  /** Finished lives' recordings published as resources. */
  readonly recordings: ResourceRecordings;

  constructor(
    private readonly db: Db,
    deps: ResourceDeps,
  ) {
    const publishing = new PublishingWorkflow(
      db,
      { ...PUBLISHABLE, noun: "资源", quote: (name) => `「${name}」` },
      deps.notifier,
    );
    const cards = new ResourceCards(db, deps);
    this.editor = new ResourceEditor(db, deps, publishing);
    this.catalogue = new ResourceCatalogue(db, cards, deps);
    this.audit = new ResourceAudit(db, cards, publishing);
    this.business = new ResourceBusiness(db, cards, (ids) => this.editor.remove(ids));
    this.files = new ResourceFiles(db, deps);
    this.downloads = new ResourceDownloads(db, deps);
    this.notes = new ResourceNotes(db, cards, deps);
    this.recordings = new ResourceRecordings(deps, this.editor);
  }

  /* ---------- for classroom analysis ---------- */

  /** A lesson recording's facts (title, type, owner, org, term, creation) and its files in order. */
  recordedLesson(id: number) {
    return recordedLesson(this.db, id);
  }

  /** Recorded lessons (video and multi-screen resources with a file), newest first, a page and its total. */
  recordedLessons(f: RecordedFilter, page: Page) {
    return recordedLessonPage(this.db, f, page);
  }

  /* ---------- for the course module ---------- */

  details(ids: number[], viewer: Principal | null): Promise<ResourceDetail[]> {
    return this.catalogue.details(ids, viewer);
  }

  /** For the course module's review reading (supervision): every one of these resources, read-only. */
  reviewDetails(ids: number[]): Promise<ResourceDetail[]> {
    return this.catalogue.reviewDetails(ids);
  }

  /** For the campus TV's playout: resource id → the file it plays from. */
  playbackFiles(ids: number[], viewer: Principal | null): Promise<Map<number, number>> {
    return this.catalogue.playbackFiles(ids, viewer);
  }

  attachable(ids: number[], user: Principal): Promise<number[]> {
    return this.catalogue.attachable(ids, user);
  }

  /** Which of these resources the viewer may see (sections count only those). */
  viewable(ids: number[], viewer: Principal | null): Promise<number[]> {
    return this.catalogue.viewable(ids, viewer);
  }

  markVisit(targetType: string, id: number, viewerKey: string): Promise<boolean> {
    return this.catalogue.markVisit(targetType, id, viewerKey);
  }

  /* ---------- for the search module ---------- */

  search(
    keyword: string,
    opts: Page & { sort?: SearchSort; kind?: ResourceKind | null; type?: ResourceType | null },
    viewer: Principal | null,
  ): Promise<{ list: ResourceSearchItem[]; count: number }> {
    return this.catalogue.search(keyword, opts, viewer);
  }

  latest(
    opts: Page & { sort: "new" | "hot"; kind?: ResourceKind | null },
    viewer: Principal | null,
  ): Promise<{ list: ResourceCard[]; count: number }> {
    return this.catalogue.latest(opts, viewer);
  }

  searchNotes(keyword: string, opts: Page & { sort?: SearchSort }, viewer: Principal | null) {
    return this.notes.search(keyword, opts, viewer);
  }

  /** The recommended notes: random notes of resources the viewer may see. */
  randomNotes(page: Page, viewer: Principal | null) {
    return this.notes.listRand(page, viewer);
  }

  /* ---------- for the collect, media and file modules ---------- */

  collectTargets(ids: number[], viewer: Principal | null) {
    return this.catalogue.collectTargets(ids, viewer);
  }

  canViewFile(user: Principal, fileId: number): Promise<{ view: boolean; download: boolean }> {
    return this.files.canViewFile(user, fileId);
  }

  /** Search by image: the resources the viewer may see that play or show each file. */
  viewableUsing(fileIds: number[], viewer: Principal | null): Promise<Map<number, number[]>> {
    return this.files.viewableUsing(fileIds, viewer);
  }

  /** For search by image and caption search: pictures and covers to hash, captions to index. */
  indexSources() {
    return indexSources(this.db, [...COVER_MATCHED]);
  }

  imageAccess(fileId: number): Promise<"free" | "public" | "restricted"> {
    return this.files.imageAccess(fileId);
  }

  /** When media processing of these files finished: the cards' durations follow. */
  refreshDurations(fileIds: number[]): Promise<void> {
    return this.editor.refreshDurations(fileIds);
  }

  /** For the statistics module: every resource of the term / organization with what the dashboards count. */
  statsRows(filter: { termId?: number; orgId?: number }) {
    return statsRows(this.db, filter);
  }

  /** For teaching tasks: resources of a kind each owner published in [from, to). */
  publishedCounts(ownerIds: number[], kind: number, from: Date, to: Date): Promise<Map<number, number>> {
    return publishedCountsByOwner(this.db, ownerIds, kind, from, to);
  }
}
