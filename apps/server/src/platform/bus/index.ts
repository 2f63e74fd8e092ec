import type { EventBus } from "./bus.js";
import { MemoryBus } from "./memory-bus.js";
import { RedisBus } from "./redis-bus.js";

export type { EventBus } from "./bus.js";
export { MemoryBus } from "./memory-bus.js";

/** The platform's event bus: this process only, or every instance through Redis. */
export function createBus(redisUrl?: string, prefix = "otp:", log?: (msg: string, err?: unknown) => void): EventBus {
  return redisUrl ? new RedisBus(redisUrl, prefix, log) : new MemoryBus(prefix, log);
}
