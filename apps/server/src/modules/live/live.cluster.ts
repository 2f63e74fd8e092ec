import { createHmac, timingSafeEqual } from "node:crypto";
import { type ClusterCallInput, clusterLiveSchema, LIVE_STATE } from "@otp/contract";
import type { Cache } from "../../platform/cache/index.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest, conflict, unauthorized } from "../../platform/http/errors.js";
import type { LiveIngest } from "./live.ingest.js";
import { KEY_VALID_AFTER_END_MS, newStreamKey, streamName } from "./live.keys.js";
import * as q from "./live.queries.js";

/** A signed call is accepted this long either side of the caller's clock (as /api/logine's tickets). */
export const CLUSTER_WINDOW_MS = 5 * 60_000;

/** Kept for a signature seen: longer than any call with it can stay inside the window. */
const USED_SIGNATURE_TTL_S = (2 * CLUSTER_WINDOW_MS) / 1000;

/** Signs the calls of an unknown partner, so refusing one costs the same as a bad signature. */
const UNKNOWN_PARTNER_SECRET = "unknown-partner";

export interface ClusterDeps {
  /** Partner id → shared secret (SSO_PARTNERS). */
  partners: Map<string, string>;
  /** The user an account names, with their type; null when there is none. */
  account(account: string): Promise<{ id: number; userType: string } | null>;
  /** Where used signatures are remembered (the platform cache: shared by every instance with Redis). */
  cache: Pick<Cache, "setIfAbsent">;
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

  /**
   * Checks the partner's HMAC over `${ts}\n${data}` and the clock window, and takes the signature
   * (a signed call is accepted once); returns the parsed data. An unknown partner and a bad
   * signature get one answer, so partner ids cannot be probed.
   */
  private async verify(call: ClusterCallInput): Promise<unknown> {
    const secret = this.deps.partners.get(call.partner);
    const now = (this.deps.now?.() ?? new Date()).getTime();
    const expected = Buffer.from(
      createHmac("sha256", secret ?? UNKNOWN_PARTNER_SECRET)
        .update(`${call.ts}\n${call.data}`)
        .digest("hex"),
      "hex",
    );
    const given = Buffer.from(call.sign, "hex");
    const signed = expected.length === given.length && timingSafeEqual(expected, given);
    if (!secret || !signed) throw unauthorized("接入方或签名不正确");
    if (Math.abs(now - call.ts) > CLUSTER_WINDOW_MS) throw unauthorized("请求已过期，请校准时间后重试");
    const fresh = await this.deps.cache.setIfAbsent(
      `live:cluster:sign:${call.partner}:${call.sign}`,
      "1",
      USED_SIGNATURE_TTL_S,
    );
    if (!fresh) throw conflict("该签名已使用过：每次调用须重新签名（带新的时间戳）");
    try {
      return JSON.parse(call.data);
    } catch {
      throw badRequest("参数 data：不是有效的JSON");
    }
  }

  /** Create or update (idempotent by partner + externalId) a classroom's scheduled live. */
  async save(call: ClusterCallInput, host: string) {
    const parsed = clusterLiveSchema.safeParse(await this.verify(call));
    if (!parsed.success) throw badRequest(`参数 data.${parsed.error.issues[0]?.message ?? "格式不正确"}`);
    const d = parsed.data;
    const startAt = new Date(d.startTime);
    const endAt = new Date(d.endTime);
    if (endAt <= startAt) throw badRequest("参数 data.endTime：结束时间须晚于开始时间");
    // The owner gets the live and its push keys: a teacher's account only.
    const owner = await this.deps.account(d.teacherAccount);
    if (owner?.userType !== "teacher") throw badRequest("参数 data.teacherAccount：教师账号不存在");
    const teacherId = owner.id;
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
