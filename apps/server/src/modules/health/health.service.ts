import type { Readiness } from "@otp/contract";
import type { Cache } from "../../platform/cache/index.js";
import type { Db } from "../../platform/db/client.js";
import { AppError } from "../../platform/http/errors.js";
import type { FileStorage } from "../../platform/storage/storage.js";
import * as q from "./health.queries.js";

/** A probe slower than this counts as down: the proxy should move on, not wait. */
const PROBE_MS = 2000;
/** The file store is asked at most this often (a HEAD on the bucket per proxy probe would add up). */
const STORAGE_EVERY_MS = 5000;

async function within(probe: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS);
  });
  try {
    return await Promise.race([probe.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness of this instance for a proxy: the database and the file store must answer; Redis
 * is reported but not required (without it the instance runs as a single one, with a warning).
 */
export class HealthService {
  private storageSeen = { at: 0, ok: false };

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly cache: Cache,
    private readonly redis: boolean,
  ) {}

  private async storageOk(): Promise<boolean> {
    if (Date.now() - this.storageSeen.at < STORAGE_EVERY_MS) return this.storageSeen.ok;
    const ok = await within(this.storage.check());
    this.storageSeen = { at: Date.now(), ok };
    return ok;
  }

  async ready(): Promise<Readiness> {
    const [database, storage, redis] = await Promise.all([
      within(q.ping(this.db)),
      this.storageOk(),
      // The cache never fails a call (it falls back to the process while Redis is away): ask it.
      this.redis ? Promise.resolve(this.cache.shared !== false) : Promise.resolve(null),
    ]);
    if (!database) throw new AppError(503, "数据库暂时无法访问，本实例暂停接收请求");
    if (!storage) throw new AppError(503, "文件存储暂时无法访问，本实例暂停接收请求");
    return { database, storage, redis };
  }
}
