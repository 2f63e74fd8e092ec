import type { Db } from "../../platform/db/client.js";

export class SearchService {
  constructor(readonly db: Db) {}
}
