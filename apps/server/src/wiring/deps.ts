import type { Config } from "../config.js";
import type { Cache } from "../platform/cache/index.js";
import type { Db } from "../platform/db/client.js";

export interface AppDeps {
  config: Config;
  db: Db;
  cache: Cache;
  /** Built web app to serve at /, when present. */
  webDir?: string;
  /** The phone site's build (apps/mobile/dist), served on the mobile port. */
  mobileDir?: string;
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}
