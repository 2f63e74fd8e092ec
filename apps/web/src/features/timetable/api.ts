import type {
  CurriculumList,
  CurriculumListInput,
  CurriculumSaveInput,
  TimetableImportResult,
  TimetableWeek,
} from "@otp/contract";
import { http } from "../../api/http";

/** Calls of the timetable feature. */
export const timetableApi = {
  week: (week?: number) => http.post<TimetableWeek>("/api/l/timetable/week", week ? { week } : {}),
  list: (input: Partial<CurriculumListInput>) => http.post<CurriculumList>("/api/l/curriculum/list", input),
  save: (input: CurriculumSaveInput) => http.post<{ id: number }>("/api/l/curriculum/save", input),
  remove: (ids: number[]) => http.post<{ deleted: number }>("/api/l/curriculum/delete", { ids }),
  /** Silent: the page shows the row errors itself. */
  import: (form: FormData) => http.upload<TimetableImportResult>("/api/l/curriculum/import", form, { silent: true }),
  classes: () => http.post<{ id: number; name: string }[]>("/api/kv/class/list", {}),
};

export const CURRICULUM_TEMPLATE_URL = "/api/l/curriculum/template";
