import { Redis } from "ioredis";
import type { Cache } from "./cache.js";

export class RedisCache implements Cache {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = "otp:",
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  async get(key: string) {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(this.prefix + key, value, "EX", ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.redis.set(this.prefix + key, value, "EX", ttlSeconds, "NX")) === "OK";
  }

  async del(...keys: string[]) {
    if (keys.length) await this.redis.del(...keys.map((k) => this.prefix + k));
  }

  async incr(key: string, ttlSeconds: number) {
    const k = this.prefix + key;
    const [[, n]] = (await this.redis.multi().incr(k).expire(k, ttlSeconds, "NX").exec()) as [[null, number]];
    return n;
  }

  async take(key: string) {
    return this.redis.getdel(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}
