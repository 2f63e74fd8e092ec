import { hasPerm } from "../../platform/access/require.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Holders of the 通知公告 screen manage every announcement and read all of them. */
export const managesAnnouncements = (user: Principal | null): boolean => hasPerm(user, "business.announcement");
