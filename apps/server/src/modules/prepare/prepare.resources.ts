import type { PlanResource, planResourceAddSchema } from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.js";
import { canEditPlan } from "./prepare.access.js";
import type { PrepareDeps } from "./prepare.ports.js";
import * as q from "./prepare.queries.js";
import type { PrepareService } from "./prepare.service.js";

/**
 * Resources of the library attached to a plan, by the same rule as course sections and seminar
 * materials: an editor attaches their own resources or published ones. Members read the list
 * (each sees only the resources they may open); students get it with the published plan.
 */
export class PlanResourceService {
  constructor(
    private readonly db: Db,
    private readonly deps: PrepareDeps,
    private readonly prepares: PrepareService,
  ) {}

  async list(planId: number, user: Principal): Promise<PlanResource[]> {
    await this.prepares.readablePlan(planId, user);
    return this.deps.resources.cards((await q.resourceIdsOf(this.db, [planId])).get(planId) ?? [], user);
  }

  async add(input: z.infer<typeof planResourceAddSchema>, user: Principal): Promise<{ count: number }> {
    await this.editable(input.planId, user);
    const ids = [...new Set(input.resourceIds)];
    const allowed = new Set(await this.deps.resources.attachable(ids, user));
    if (ids.some((id) => !allowed.has(id))) throw badRequest("参数 resourceIds：只能添加自己的或已发布的资源");
    await q.addResources(this.db, input.planId, ids, user.userId);
    return { count: ids.length };
  }

  async remove(planId: number, resourceId: number, user: Principal) {
    await this.editable(planId, user);
    if (!(await q.removeResource(this.db, planId, resourceId))) throw notFound("该资源不在教案附件中");
  }

  private async editable(planId: number, user: Principal) {
    const { plan, group } = await this.prepares.readablePlan(planId, user);
    if (!canEditPlan(user, group, plan)) throw forbidden("只有负责人、组长和管理员可以编辑教案");
  }
}
