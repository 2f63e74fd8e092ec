import type { ManageResourceItem, manageResourceListSchema } from "@otp/contract";
import type { z } from "zod";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { forbidden, notFound } from "../../platform/http/errors.js";
import { businessFilterRefusal, businessScope, inBusinessScope } from "./resource.access.js";
import type { ResourceCards } from "./resource.cards.js";
import * as q from "./resource.queries.js";

/**
 * The admin business screens (业务管理 → 资源): business.resource sees every resource,
 * business.resourceN the kind N, business.resourceStudent the resources of student users.
 */
export class ResourceBusiness {
  constructor(
    private readonly db: Db,
    private readonly cards: ResourceCards,
    private readonly remove: (ids: number[]) => Promise<void>,
  ) {}

  /** Asking for a kind or owner type outside the caller's screens is refused. */
  async list(
    input: z.infer<typeof manageResourceListSchema>,
    user: Principal,
  ): Promise<{ list: ManageResourceItem[]; count: number }> {
    const scope = businessScope(user);
    if (!scope) throw forbidden();
    const refusal = businessFilterRefusal(scope, input);
    if (refusal) throw forbidden(refusal);
    const { rows, count } = await q.pageOfResources(this.db, [q.inScope(scope), q.filterOf(input)], "updated", input);
    return { list: await this.cards.manageItems(rows), count };
  }

  async delete(ids: number[], user: Principal): Promise<{ count: number }> {
    const rows = await q.findResources(this.db, [...new Set(ids)]);
    if (!rows.length) throw notFound("资源不存在");
    const scope = businessScope(user);
    if (rows.some((r) => !inBusinessScope(scope, r))) throw forbidden("没有管理该资源的权限");
    await this.remove(rows.map((r) => r.id));
    return { count: rows.length };
  }
}
