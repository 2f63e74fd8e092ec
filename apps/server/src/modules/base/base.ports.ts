/** What the base-data module needs from other modules, wired in wiring/. */

/** How many users belong to orgs or classes (user module): a delete must not orphan them. */
export interface BaseUsage {
  usersInOrgs(orgIds: number[]): Promise<number>;
  usersInClasses(classIds: number[]): Promise<number>;
}
