import type { Cache } from "./cache.js";
import { MemoryCache } from "./memory-cache.js";
import { RedisCache } from "./redis-cache.js";
import type { RedisLog } from "./redis-client.js";
import { ResilientCache } from "./resilient-cache.js";

export type { Cache } from "./cache.js";

/** The platform cache: in the process, or Redis (answering from the process while Redis is away). */
export function createCache(redisUrl?: string, prefix = "otp:", log?: RedisLog): Cache {
  return redisUrl ? new ResilientCache(new RedisCache(redisUrl, prefix), log) : new MemoryCache();
}
