import type { PlanCommentItem, planCommentAddSchema } from "@otp/contract";
import * as Y from "yjs";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { filteredField } from "../../platform/text/filter.js";
import { canEditPlan, canManagePrepare } from "./prepare.access.js";
import type { PrepareDeps } from "./prepare.ports.js";
import * as q from "./prepare.queries.js";
import type { PrepareService } from "./prepare.service.js";

/** Is this a decodable Y.RelativePosition? (A junk anchor would only fail later in every browser.) */
function isRelativePosition(base64: string): boolean {
  try {
    const pos = Y.decodeRelativePosition(new Uint8Array(Buffer.from(base64, "base64")));
    return !!(pos.item || pos.type || pos.tname);
  } catch {
    return false;
  }
}

/**
 * Comments anchored to passages of a plan. Every member of the group reads and writes them (a
 * reviewer need not be an editor); editors resolve them; authors, the leader and administrators
 * delete them.
 */
export class PlanCommentService {
  constructor(
    private readonly db: Db,
    private readonly deps: PrepareDeps,
    private readonly prepares: PrepareService,
  ) {}

  async list(planId: number, user: Principal): Promise<PlanCommentItem[]> {
    const { group } = await this.prepares.readablePlan(planId, user);
    const rows = await q.comments(this.db, planId);
    const names = await this.deps.users.names(rows.map((r) => r.authorId));
    return rows.map((r) => ({
      id: r.id,
      planId: r.planId,
      authorId: r.authorId,
      authorName: names.get(r.authorId)?.realName ?? "",
      quote: r.quote,
      body: r.body,
      anchorFrom: r.anchorFrom,
      anchorTo: r.anchorTo,
      resolved: r.resolved,
      createdAt: r.createdAt.toISOString(),
      canDelete: r.authorId === user.userId || canManagePrepare(user, group),
    }));
  }

  async add(input: z.infer<typeof planCommentAddSchema>, user: Principal): Promise<{ id: number }> {
    await this.prepares.readablePlan(input.planId, user);
    if (!isRelativePosition(input.anchorFrom)) throw badRequest("参数 anchorFrom：批注位置无效");
    if (!isRelativePosition(input.anchorTo)) throw badRequest("参数 anchorTo：批注位置无效");
    const body = await filteredField(this.deps.text, "body", input.body);
    const quote = input.quote ? await filteredField(this.deps.text, "quote", input.quote) : "";
    const id = await q.insertComment(this.db, {
      planId: input.planId,
      authorId: user.userId,
      quote,
      body,
      anchorFrom: input.anchorFrom,
      anchorTo: input.anchorTo,
    });
    return { id };
  }

  async resolve(id: number, resolved: boolean, user: Principal) {
    const comment = await this.find(id);
    const { plan, group } = await this.prepares.readablePlan(comment.planId, user);
    if (!canEditPlan(user, group, plan)) throw forbidden("只有负责人、组长和管理员可以处理评论");
    await q.setCommentResolved(this.db, id, resolved);
  }

  async remove(id: number, user: Principal) {
    const comment = await this.find(id);
    const { group } = await this.prepares.readablePlan(comment.planId, user);
    if (comment.authorId !== user.userId && !canManagePrepare(user, group)) {
      throw forbidden("只能删除自己的评论");
    }
    await q.deleteComment(this.db, id);
  }

  private async find(id: number) {
    const comment = await q.findComment(this.db, id);
    if (!comment) throw notFound("评论不存在");
    return comment;
  }
}
