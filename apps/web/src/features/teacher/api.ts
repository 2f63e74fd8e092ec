import type {
  HonourSaveInput,
  IntroOutro,
  IntroOutroSaveInput,
  ListResult,
  TeacherCard,
  TeacherDetail,
  TeacherHonour,
  TeacherListInput,
} from "@otp/contract";
import { http } from "../../api/http";

export const teacherApi = {
  list: (body: TeacherListInput) => http.post<ListResult<TeacherCard>>("/api/c/teacher/list", body, { silent: true }),
  detail: (id: number) => http.post<TeacherDetail>("/api/c/teacher/detail", { id }, { silent: true }),
  myHonours: () => http.post<TeacherHonour[]>("/api/l/teacher/honour/list", {}),
  saveHonour: (body: HonourSaveInput) => http.post<{ id: number }>("/api/l/teacher/honour/save", body),
  deleteHonours: (ids: number[]) => http.post("/api/l/teacher/honour/delete", { ids }),
  introOutro: () => http.post<IntroOutro>("/api/l/teacher/opening-ending/get", {}),
  saveIntroOutro: (body: IntroOutroSaveInput) => http.post<IntroOutro>("/api/l/teacher/opening-ending/save", body),
};
