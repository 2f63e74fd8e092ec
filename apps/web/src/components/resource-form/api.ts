import { endpoints, type ResourceSaveInput } from "@otp/contract";
import { call } from "../../api/call";

export const resourceFormApi = {
  save: (body: ResourceSaveInput) => call(endpoints.resource.save, body),
  submit: (id: number) => call(endpoints.resource.submit, { id }),
};
