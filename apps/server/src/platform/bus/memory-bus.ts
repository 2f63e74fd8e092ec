import type { EventBus } from "./bus.js";
import { type Listener, LocalListeners } from "./local.js";

/** The bus of a single instance: subscribers in this process only. */
export class MemoryBus implements EventBus {
  private readonly local: LocalListeners;

  constructor(
    readonly prefix = "otp:",
    log: (msg: string, err?: unknown) => void = (msg, err) => console.warn(msg, err),
  ) {
    this.local = new LocalListeners((err) => log("event listener failed", err));
  }

  publish(channel: string, message: unknown) {
    this.local.deliver(channel, message);
  }

  subscribe(channel: string, listener: Listener) {
    this.local.add(channel, listener);
    return () => void this.local.remove(channel, listener);
  }

  async close() {
    this.local.clear();
  }
}
