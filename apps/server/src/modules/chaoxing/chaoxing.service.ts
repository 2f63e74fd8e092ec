import { createHmac } from "node:crypto";
import {
  type ChaoxingConfig,
  type ChaoxingConfigInput,
  type ChaoxingItem,
  type ChaoxingListInput,
  PUBLISH_STATUS,
  UPLOAD_STATUS,
} from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import { BlockedAddressError, checkDestination, postTo } from "../../platform/http/outbound.js";
import type { JobContext } from "../../platform/jobs/queue.js";
import type { ChaoxingDeps } from "./chaoxing.ports.js";
import * as q from "./chaoxing.queries.js";

export const PUSH_JOB = "chaoxing.push";
export const PUSH_ATTEMPTS = 4;
const KEYS = { endpoint: "chaoxing.endpoint", appKey: "chaoxing.appKey", secret: "chaoxing.secret" } as const;

/**
 * Pushing chosen resources to an external platform for audit (超星审核): each push is a job of
 * the outbound queue, retried with backoff; the upload status (SPEC §4: 0 not uploaded,
 * 1 uploaded, 2 uploading, 3 failed) and the platform's answer (or the failure) are kept.
 */
/** Outbound pushes have their own queue, one at a time, retried from 15 s on: they never wait behind media processing. */
export const OUTBOUND_QUEUE = { concurrency: 1, backoffBaseMs: 15_000 } as const;

/** The part of an address that must not change without the secret typed again: host and port. */
function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}

export class ChaoxingService {
  constructor(
    private readonly db: Db,
    private readonly deps: ChaoxingDeps,
  ) {
    deps.queue.register(PUSH_JOB, (payload, ctx) => this.send(Number(payload.resourceId), ctx));
  }

  async config(): Promise<ChaoxingConfig> {
    const [endpoint, appKey, secret] = await Promise.all([
      this.deps.property(KEYS.endpoint),
      this.deps.property(KEYS.appKey),
      this.deps.property(KEYS.secret),
    ]);
    return { endpoint: endpoint ?? "", appKey: appKey ?? "", hasSecret: !!secret };
  }

  /**
   * Saves the platform's address and credentials. The address must not be (or resolve to) this
   * machine or an intranet address unless the deployment allows it (decision 0035); a new host
   * needs the secret typed again, so the saved one is never sent somewhere else.
   */
  async saveConfig(input: ChaoxingConfigInput): Promise<ChaoxingConfig> {
    const [saved, savedSecret] = await Promise.all([
      this.deps.property(KEYS.endpoint),
      this.deps.property(KEYS.secret),
    ]);
    if (!input.secret) {
      if (!savedSecret) throw badRequest("参数 secret：请输入密钥");
      if (!saved || hostOf(saved) !== hostOf(input.endpoint)) {
        throw badRequest("参数 secret：接口地址的主机已更改，请重新输入密钥");
      }
    }
    try {
      await checkDestination(input.endpoint, { allow: this.deps.allowPrivate, resolve: this.deps.resolve });
    } catch (err) {
      if (err instanceof BlockedAddressError) {
        throw badRequest(`参数 endpoint：不能使用本机、内网或链路本地地址（${err.address}）`);
      }
      throw badRequest("参数 endpoint：无法解析接口地址的域名");
    }
    await this.deps.saveProperty(KEYS.endpoint, input.endpoint);
    await this.deps.saveProperty(KEYS.appKey, input.appKey);
    if (input.secret) await this.deps.saveProperty(KEYS.secret, input.secret);
    return this.config();
  }

  /** Published resources with their upload state, newest first; filtered by state and name. */
  async list(input: ChaoxingListInput): Promise<{ list: ChaoxingItem[]; count: number }> {
    const [resources, uploads] = await Promise.all([this.deps.resources(), q.allUploads(this.db)]);
    const byId = new Map(uploads.map((u) => [u.resourceId, u]));
    const keyword = input.keyword?.toLowerCase();
    const rows = resources
      .filter((r) => r.status === PUBLISH_STATUS.PUBLISHED)
      .filter((r) => !keyword || r.name.toLowerCase().includes(keyword))
      .map((r): ChaoxingItem => {
        const u = byId.get(r.id);
        return {
          id: r.id,
          name: r.name,
          type: r.type,
          status: u?.status ?? UPLOAD_STATUS.NOT_UPLOADED,
          answer: u?.answer ?? "",
          attempts: u?.attempts ?? 0,
          updatedAt: u?.updatedAt.toISOString() ?? null,
        };
      })
      .filter((r) => input.status === undefined || r.status === input.status)
      .sort((a, b) => b.id - a.id);
    const from = (input.pageNo - 1) * input.pageSize;
    return { list: rows.slice(from, from + input.pageSize), count: rows.length };
  }

  /** Queues the push of these published resources; those already uploading are left alone. */
  async push(ids: number[], user: Principal): Promise<{ queued: number }> {
    const cfg = await this.config();
    if (!cfg.endpoint || !cfg.appKey || !cfg.hasSecret) throw badRequest("请先设置对接平台的接口地址、应用标识和密钥");
    const published = new Set(
      (await this.deps.resources()).filter((r) => r.status === PUBLISH_STATUS.PUBLISHED).map((r) => r.id),
    );
    const missing = ids.filter((id) => !published.has(id));
    if (missing.length) throw badRequest(`参数 ids：资源${missing.join("、")}不存在或未发布，不能上传`);
    const busy = new Set(
      (await q.uploadsOf(this.db, ids)).filter((u) => u.status === UPLOAD_STATUS.UPLOADING).map((u) => u.resourceId),
    );
    const todo = ids.filter((id) => !busy.has(id));
    await q.setUploads(this.db, todo, {
      status: UPLOAD_STATUS.UPLOADING,
      answer: "排队上传中",
      pushedBy: user.userId,
      attempts: 0,
    });
    for (const id of todo)
      await this.deps.queue.enqueue(PUSH_JOB, { resourceId: id }, { ownerId: user.userId, maxAttempts: PUSH_ATTEMPTS });
    return { queued: todo.length };
  }

  /** One attempt: a signed JSON POST; a non-2xx answer or a network error is retried, the last one marks the upload failed. */
  private async send(resourceId: number, ctx: JobContext): Promise<void> {
    const attempt = ctx.job.attempts;
    try {
      const [resource] = (await this.deps.resources()).filter((r) => r.id === resourceId);
      if (!resource) throw new Error("资源已被删除");
      const [endpoint, appKey, secret] = await Promise.all([
        this.deps.property(KEYS.endpoint),
        this.deps.property(KEYS.appKey),
        this.deps.property(KEYS.secret),
      ]);
      if (!endpoint || !appKey || !secret) throw new Error("对接平台未配置");
      const body = JSON.stringify({ resourceId, name: resource.name, type: resource.type, kind: resource.kind });
      const timestamp = String(Date.now());
      const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
      const timeout = AbortSignal.timeout(this.deps.timeoutMs ?? 15_000);
      const res = await postTo(endpoint, {
        headers: {
          "content-type": "application/json",
          "x-app-key": appKey,
          "x-timestamp": timestamp,
          "x-signature": signature,
        },
        body,
        signal: AbortSignal.any([ctx.signal, timeout]),
        allow: this.deps.allowPrivate,
        resolve: this.deps.resolve,
      }).catch((err: Error) => {
        throw timeout.aborted ? Object.assign(new Error("对方平台响应超时"), { name: "TimeoutError" }) : err;
      });
      // Only the status is kept: the answer's body is the other side's, never shown here.
      if (res.status < 200 || res.status >= 300) {
        throw new Error(`对方返回 HTTP ${res.status}${res.status >= 300 && res.status < 400 ? "（不跟随跳转）" : ""}`);
      }
      await q.setUploads(this.db, [resourceId], {
        status: UPLOAD_STATUS.UPLOADED,
        answer: `对方已接收（HTTP ${res.status}）`,
        attempts: attempt,
      });
    } catch (err) {
      const e = err as Error;
      const reason =
        e.name === "TimeoutError"
          ? "对方平台响应超时"
          : e instanceof BlockedAddressError
            ? e.message
            : "code" in e
              ? "无法连接对方平台"
              : e.message;
      const final = attempt >= ctx.job.maxAttempts;
      await q.setUploads(this.db, [resourceId], {
        status: final ? UPLOAD_STATUS.FAILED : UPLOAD_STATUS.UPLOADING,
        answer: final ? `上传失败（已尝试${attempt}次）：${reason}` : `第${attempt}次上传失败：${reason}，稍后自动重试`,
        attempts: attempt,
      });
      throw err;
    }
  }
}
