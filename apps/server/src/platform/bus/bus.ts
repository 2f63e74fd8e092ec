/**
 * Events for listeners on every instance (live discussion, live state, co-editing sockets to
 * close): in-process by default; over Redis pub/sub when REDIS_URL is set, so a viewer connected to
 * one instance sees what was said on another.
 *
 * A message reaches this instance's own subscribers at once, in the `publish` call, whatever
 * Redis does; other instances get it through Redis, at most once, and not at all while Redis is
 * away (each instance then runs as a single instance would). Messages are not kept: a subscriber
 * gets what is published after it subscribed.
 */
export interface EventBus {
  /**
   * The namespace the instances sharing this bus share (its Redis channels start with it); other
   * shared channels of the same instances (co-editing) go under it too.
   */
  readonly prefix: string;
  /** Delivers `message` (JSON-serialisable) to every subscriber of `channel`, on every instance. */
  publish(channel: string, message: unknown): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: unknown) => void): () => void;
  close(): Promise<void>;
}
