import type { Db } from "../db/client.js";

/** Background job queue (filled in by the media work). */
export class JobQueue {
  constructor(readonly db: Db) {}
}
