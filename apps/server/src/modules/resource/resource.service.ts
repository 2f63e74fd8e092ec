import type { Db } from "../../platform/db/client.js";

export class ResourceService {
  constructor(readonly db: Db) {}
}
