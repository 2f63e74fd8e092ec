import { type auditListSchema, type ManageResourceItem, PUBLISH_STATUS } from "@otp/contract";
import type { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import type { Decision, Logger, PublishingWorkflow } from "../../platform/publishing/workflow.js";
import type { ResourceCards } from "./resource.cards.js";
import * as q from "./resource.queries.js";

/** The resource audit queue (审核 → 资源审核) and the auditor's decisions. */
export class ResourceAudit {
  constructor(
    private readonly db: Db,
    private readonly cards: ResourceCards,
    private readonly publishing: PublishingWorkflow,
  ) {}

  /** Pending resources by default, oldest change first: the queue is worked through in submission order. */
  async list(input: z.infer<typeof auditListSchema>): Promise<{ list: ManageResourceItem[]; count: number }> {
    const filter = { status: input.status ?? PUBLISH_STATUS.PENDING, kind: input.kind, keyword: input.keyword };
    const { rows, count } = await q.pageOfResources(this.db, [q.filterOf(filter)], "queue", input);
    return { list: await this.cards.manageItems(rows), count };
  }

  /**
   * Approves or rejects pending resources (unknown ids 404, others than pending 400). Owners are
   * told after the decision committed; a failed notice is logged, the decision stands.
   */
  decide(input: Decision, log?: Logger): Promise<{ count: number }> {
    return this.publishing.decide(input, log);
  }
}
