import type { PublishStatus, ResourceSaveInput } from "@otp/contract";
import { http } from "../../api/http";

export const resourceFormApi = {
  save: (body: ResourceSaveInput) => http.post<{ id: number }>("/api/l/resource/save", body),
  submit: (id: number) => http.post<{ status: PublishStatus }>("/api/l/resource/submit", { id }),
};
