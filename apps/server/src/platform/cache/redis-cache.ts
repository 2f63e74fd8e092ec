import { Redis, type RedisOptions } from "ioredis";
import type { Cache } from "./cache.js";
import { closeRedis, FAIL_FAST } from "./redis-client.js";

/**
 * The cache in Redis, shared by every instance. A command fails within a second when Redis does
 * not answer (ResilientCache, what createCache returns, then answers from the process instead).
 */
export class RedisCache implements Cache {
  readonly client: Redis;

  constructor(
    url: string,
    private readonly prefix = "otp:",
    options: RedisOptions = FAIL_FAST,
  ) {
    this.client = new Redis(url, options);
  }

  get shared(): boolean {
    return this.client.status === "ready";
  }

  async get(key: string) {
    return this.client.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await this.client.set(this.prefix + key, value, "EX", ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.client.set(this.prefix + key, value, "EX", ttlSeconds, "NX")) === "OK";
  }

  async del(...keys: string[]) {
    if (keys.length) await this.client.del(...keys.map((k) => this.prefix + k));
  }

  async incr(key: string, ttlSeconds: number) {
    const k = this.prefix + key;
    const [[, n]] = (await this.client.multi().incr(k).expire(k, ttlSeconds, "NX").exec()) as [[null, number]];
    return n;
  }

  async take(key: string) {
    return this.client.getdel(this.prefix + key);
  }

  async close() {
    await closeRedis(this.client);
  }
}
