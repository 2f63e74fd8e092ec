import type { Db } from "../../platform/db/client.js";

export class CourseService {
  constructor(readonly db: Db) {}
}
