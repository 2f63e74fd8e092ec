export type Listener = (message: unknown) => void;

/** This process's subscribers per channel; one failing listener never keeps a message from the others. */
export class LocalListeners {
  private readonly channels = new Map<string, Set<Listener>>();

  constructor(private readonly onError: (err: unknown) => void) {}

  /** Adds a listener; true when it is the channel's first. */
  add(channel: string, listener: Listener): boolean {
    const set = this.channels.get(channel);
    if (set) {
      set.add(listener);
      return false;
    }
    this.channels.set(channel, new Set([listener]));
    return true;
  }

  /** Removes a listener; true when the channel has none left (and was listened to). */
  remove(channel: string, listener: Listener): boolean {
    const set = this.channels.get(channel);
    if (!set?.delete(listener) || set.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  deliver(channel: string, message: unknown) {
    for (const listener of [...(this.channels.get(channel) ?? [])]) {
      try {
        listener(message);
      } catch (err) {
        this.onError(err);
      }
    }
  }

  /** The channels someone listens to. */
  names(): string[] {
    return [...this.channels.keys()];
  }

  clear() {
    this.channels.clear();
  }
}
