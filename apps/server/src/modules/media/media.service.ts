import type { Db } from "../../platform/db/client.js";

export class MediaService {
  constructor(readonly db: Db) {}
}
