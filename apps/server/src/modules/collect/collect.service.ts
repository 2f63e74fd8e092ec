import type { Db } from "../../platform/db/client.js";

export class CollectService {
  constructor(readonly db: Db) {}
}
