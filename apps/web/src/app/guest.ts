import type { UserInfo } from "@otp/contract";

/** The guest account the web falls back to (SPEC §2, §4). */
export const GUEST_USER: UserInfo = {
  id: 0,
  account: "guest",
  realName: "游客",
  userType: "guest",
  gender: 0,
  phone: null,
  email: null,
  orgId: null,
  orgName: null,
  classId: null,
  className: null,
  avatarUrl: null,
  title: null,
  intro: null,
  roles: [],
  isExpert: false,
  isGuest: true,
};
