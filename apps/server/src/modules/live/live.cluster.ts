import { createHmac, timingSafeEqual } from "node:crypto";
import { type ClusterCallInput, clusterLiveSchema, LIVE_STATE } from "@otp/contract";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, unauthorized } from "../../platform/http/errors.js";
import type { LiveIngest } from "./live.ingest.js";
import { KEY_VALID_AFTER_END_MS, newStreamKey, streamName } from "./live.keys.js";
import * as q from "./live.queries.js";

/** A signed call is accepted this long either side of the caller's clock (as /api/logine's tickets). */
export const CLUSTER_WINDOW_MS = 5 * 60_000;

export interface ClusterDeps {
  /** Partner id → shared secret (SSO_PARTNERS). */
  partners: Map<string, string>;
  teacherId(account: string): Promise<number | null>;
  now?: () => Date;
}

/**
 * The central-control push API (SOCLUSTER): a classroom recording system creates and updates
 * the scheduled live of a classroom, then pushes to the returned address and keys.
 */
export class LiveCluster {
  constructor(
    private readonly db: Db,
    private readonly ingest: LiveIngest,
    private readonly deps: ClusterDeps,
  ) {}

  /** Checks the partner's HMAC over `${ts}\n${data}` and the clock window; returns the parsed data. */
  private verify(call: ClusterCallInput): unknown {
    const secret = this.deps.partners.get(call.partner);
    const now = (this.deps.now?.() ?? new Date()).getTime();
    if (!secret) throw unauthorized("接入方未登记");
    const expected = Buffer.from(createHmac("sha256", secret).update(`${call.ts}\n${call.data}`).digest("hex"), "hex");
    const given = Buffer.from(call.sign, "hex");
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw unauthorized("签名不正确");
    if (Math.abs(now - call.ts) > CLUSTER_WINDOW_MS) throw unauthorized("请求已过期，请校准时间后重试");
    try {
      return JSON.parse(call.data);
    } catch {
      throw badRequest("参数 data：不是有效的JSON");
    }
  }

  /** Create or update (idempotent by partner + externalId) a classroom's scheduled live. */
  async save(call: ClusterCallInput, host: string) {
    const parsed = clusterLiveSchema.safeParse(this.verify(call));
    if (!parsed.success) throw badRequest(`参数 data.${parsed.error.issues[0]?.message ?? "格式不正确"}`);
    const d = parsed.data;
    const startAt = new Date(d.startTime);
    const endAt = new Date(d.endTime);
    if (endAt <= startAt) throw badRequest("参数 data.endTime：结束时间须晚于开始时间");
    const teacherId = await this.deps.teacherId(d.teacherAccount);
    if (!teacherId) throw badRequest("参数 data.teacherAccount：教师账号不存在");
    const externalKey = `${call.partner}:${d.externalId}`;
    const existing = await q.findByExternalKey(this.db, externalKey);
    if (existing && existing.status !== LIVE_STATE.NOT_STARTED && !d.cancelled)
      throw conflict("直播已开始或已结束，不能修改");
    const values = {
      name: d.name,
      teacherId,
      startAt,
      endAt,
      intro: d.classroom ? `教室：${d.classroom}` : "",
      streams: d.streams,
      cancelled: d.cancelled,
      keyExpiresAt: new Date(endAt.getTime() + KEY_VALID_AFTER_END_MS),
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await q.update(this.db, id, values);
    } else {
      id = await q.insert(this.db, { ...values, source: "SOCLUSTER", externalKey, streamKey: newStreamKey() });
    }
    const row = await q.find(this.db, id);
    const server =
      this.ingest.config.rtmpUrl ?? `rtmp://${host.replace(/:\d+$/, "")}:${this.ingest.config.rtmpPort}/live`;
    return {
      id,
      server,
      streams: (row?.streams ?? []).map((kind) => ({
        kind,
        streamKey: `${streamName(id, kind)}?key=${row?.streamKey}`,
      })),
    };
  }
}
