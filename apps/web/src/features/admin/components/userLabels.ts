import type { UserInfo } from "@otp/contract";

export const USER_TYPE_LABEL: Record<string, string> = {
  admin: "管理员",
  teacher: "教师",
  student: "学生",
  staff: "职工",
};

export const USER_STATUS_LABEL: Record<number, { text: string; color: string }> = {
  0: { text: "已停用", color: "default" },
  1: { text: "正常", color: "green" },
  2: { text: "待审核", color: "orange" },
};

/** A row of the admin user lists: the profile fields plus what only managers see. */
export interface AdminUserRow
  extends Pick<
    UserInfo,
    | "id"
    | "account"
    | "realName"
    | "userType"
    | "gender"
    | "phone"
    | "email"
    | "orgId"
    | "orgName"
    | "classId"
    | "className"
    | "title"
    | "intro"
  > {
  status: number;
  recommend?: boolean;
  roles?: { id: number; name: string }[];
  createdAt?: string;
}
