import type { Config } from "../config.js";
import type { EventBus } from "../platform/bus/bus.js";
import type { Cache } from "../platform/cache/index.js";
import type { Db } from "../platform/db/client.js";
import type { FileStorage } from "../platform/storage/storage.js";

export interface AppDeps {
  config: Config;
  db: Db;
  cache: Cache;
  /** Where files live; default the local disk under DATA_DIR (openStorage() reads STORAGE). */
  storage?: FileStorage;
  /** Events every instance's listeners receive (live discussion); default this process only. */
  bus?: EventBus;
  /** Built web app to serve at /, when present. */
  webDir?: string;
  /** The phone site's build (apps/mobile/dist), served on the mobile port. */
  mobileDir?: string;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}
