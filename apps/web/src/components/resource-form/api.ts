import { type ResourceSaveInput, resourceEndpoints } from "@otp/contract";
import { call } from "../../api/call";

export const resourceFormApi = {
  save: (body: ResourceSaveInput) => call(resourceEndpoints.save, body),
  submit: (id: number) => call(resourceEndpoints.submit, { id }),
};
