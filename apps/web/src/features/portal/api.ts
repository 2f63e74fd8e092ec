import type { ListResult } from "@otp/contract";
import { http } from "../../api/http";

export interface TeacherCard {
  id: number;
  realName: string;
  title: string | null;
  orgName: string | null;
  avatarUrl: string | null;
  intro: string | null;
}

export const portalApi = {
  famousTeachers: (pageSize = 8) =>
    http.post<ListResult<TeacherCard>>(
      "/api/c/base/user/list",
      { pageNo: 1, pageSize, userType: "teacher", recommend: true },
      { silent: true },
    ),
};
