import { Redis as RedisExtension } from "@hocuspocus/extension-redis";
import type { afterLoadDocumentPayload, onStoreDocumentPayload } from "@hocuspocus/server";
import { Redis, type RedisOptions } from "ioredis";
import { FAIL_FAST, type RedisLog, RedisWatch, warnOnConsole } from "../cache/redis-client.js";

/** A store holds the document's lock at most this long (a crashed instance's lock lapses then)... */
const LOCK_MS = 5000;
/** ...and a store waits that long, plus a little, for another instance's store to finish. */
const LOCK_RETRIES = 60;
const LOCK_RETRY_MS = 100;
/** How long opening a document waits for its Redis subscription before going on without it. */
const SUBSCRIBE_WAIT_MS = 1000;

/**
 * The publishing connection: a publish while Redis is away is dropped at once (each instance then
 * edits on its own, and the documents converge on the next exchange once Redis is back), never
 * queued and never failing: the extension does not wait for every publish it makes, and a
 * rejected one would be an unhandled rejection.
 */
function publisher(url: string): Redis {
  const client = new Redis(url, { ...FAIL_FAST, enableOfflineQueue: false });
  const publish = client.publish.bind(client) as (
    channel: string | Buffer,
    message: string | Buffer,
  ) => Promise<number>;
  const dropping = (channel: string | Buffer, message: string | Buffer) =>
    client.status === "ready" ? publish(channel, message).catch(() => 0) : Promise.resolve(0);
  client.publish = dropping as typeof client.publish;
  return client;
}

/** The subscribing connection: a subscription made while Redis is away is made when it is back. */
const SUBSCRIBER: RedisOptions = { ...FAIL_FAST, commandTimeout: undefined, maxRetriesPerRequest: null };

/**
 * Hocuspocus documents shared by every instance through Redis (@hocuspocus/extension-redis): an
 * edit made through one instance reaches the editors connected to the others.
 *
 * Storing: the extension takes a Redis lock per document around each store, but gives up at once
 * when another instance holds it (that store is then skipped: edits made through this instance
 * would wait for its next change to be stored). Here a store waits for the lock instead, and the
 * store itself (the caller's onStoreDocument) merges the stored state with the document's: two
 * instances whose copies differ for a moment both add to what is stored, neither erases the
 * other's edits. While Redis is away a store goes on without the lock.
 */
export class SharedDocuments extends RedisExtension {
  private readonly watch: RedisWatch;

  constructor(url: string, prefix: string, log: RedisLog = warnOnConsole) {
    const made: Redis[] = [];
    super({
      prefix,
      lockTimeout: LOCK_MS,
      // The extension makes its publishing connection first, then its subscribing one.
      createClient: () => {
        const client = made.length === 0 ? publisher(url) : new Redis(url, SUBSCRIBER);
        made.push(client);
        return client;
      },
    });
    this.watch = new RedisWatch(made, "co-editing", log);
  }

  override async afterLoadDocument(payload: afterLoadDocumentPayload) {
    const subscribed = super.afterLoadDocument(payload).catch(() => {});
    await Promise.race([subscribed, new Promise((r) => setTimeout(r, SUBSCRIBE_WAIT_MS).unref())]);
  }

  override async onStoreDocument({ documentName }: onStoreDocumentPayload) {
    if ((this.pub as Redis).status !== "ready") return;
    const resource = `${this.configuration.prefix}:${documentName}:lock`;
    try {
      const lock = await this.redlock.acquire([resource], this.configuration.lockTimeout, {
        retryCount: LOCK_RETRIES,
        retryDelay: LOCK_RETRY_MS,
      });
      await this.locks.get(resource)?.release?.catch(() => {});
      this.locks.set(resource, { lock });
    } catch {
      // Redis went away meanwhile, or a lock outlived the wait: store unlocked (merged all the same).
    }
  }

  override async onDestroy() {
    await this.watch.close();
  }
}
