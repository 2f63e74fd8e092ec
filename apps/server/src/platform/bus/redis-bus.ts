import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { FAIL_FAST, type RedisLog, RedisWatch, warnOnConsole } from "../cache/redis-client.js";
import type { EventBus } from "./bus.js";
import { type Listener, LocalListeners } from "./local.js";

/** What travels through Redis: the message and the instance that published it. */
interface Envelope {
  from: string;
  message: unknown;
}

/**
 * The bus shared by every instance through Redis pub/sub: one connection publishes, one
 * subscribes (to the channels this process listens to, as `<prefix>bus:<channel>`).
 *
 * This process's subscribers get a message directly in `publish`; the copy coming back from Redis
 * carries this instance's id and is ignored, so they get it once. While Redis is away a publish
 * still reaches them (and no other instance); one line is logged when Redis goes away and one
 * when it is back, and the subscriptions are made again on the new connection.
 */
export class RedisBus implements EventBus {
  /** Tags what this instance publishes. */
  readonly instanceId = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local: LocalListeners;
  private readonly watch: RedisWatch;
  private readonly channelPrefix: string;

  constructor(
    url: string,
    readonly prefix = "otp:",
    log: RedisLog = warnOnConsole,
  ) {
    this.channelPrefix = `${prefix}bus:`;
    this.local = new LocalListeners((err) => log("event listener failed", err));
    // Nothing waits for Redis: a command while it is away fails at once (and is not needed:
    // the subscriptions are made again when the connection is ready).
    const options = { ...FAIL_FAST, enableOfflineQueue: false };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, { ...options, autoResubscribe: false });
    this.watch = new RedisWatch([this.pub, this.sub], "live discussion and live state events", log);
    this.sub.on("message", (channel: string, text: string) => this.receive(channel, text));
    this.sub.on("ready", () => {
      const names = this.local.names();
      if (names.length) this.sub.subscribe(...names.map((n) => this.channelPrefix + n)).catch(() => {});
    });
  }

  publish(channel: string, message: unknown) {
    this.local.deliver(channel, message);
    if (this.pub.status !== "ready") return;
    const envelope: Envelope = { from: this.instanceId, message };
    this.pub.publish(this.channelPrefix + channel, JSON.stringify(envelope)).then(
      () => this.watch.recovered(),
      (err: unknown) => this.watch.lost(err),
    );
  }

  subscribe(channel: string, listener: Listener) {
    if (this.local.add(channel, listener) && this.sub.status === "ready")
      this.sub.subscribe(this.channelPrefix + channel).catch(() => {});
    return () => {
      if (this.local.remove(channel, listener) && this.sub.status === "ready")
        this.sub.unsubscribe(this.channelPrefix + channel).catch(() => {});
    };
  }

  private receive(channel: string, text: string) {
    if (!channel.startsWith(this.channelPrefix)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === this.instanceId) return;
    this.local.deliver(channel.slice(this.channelPrefix.length), envelope.message);
  }

  async close() {
    this.local.clear();
    await this.watch.close();
  }
}
