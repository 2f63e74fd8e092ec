import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Access rules of the media module. */

/** A file's uploader and the administrator may do anything with it (view, download, edit). */
export function ownsOrAdministers(user: Principal, file: { ownerId: number | null }): boolean {
  return file.ownerId === user.userId || isAdministrator(user);
}
