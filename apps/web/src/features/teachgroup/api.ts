import type {
  TeachGroupDetail,
  TeachGroupList,
  TeachGroupListInput,
  TeachGroupMembersInput,
  TeachGroupSaveInput,
} from "@otp/contract";
import { http } from "../../api/http";

/** Calls of the teaching-group feature; input types come from the contract. */
export const teachGroupApi = {
  list: (input: Partial<TeachGroupListInput>) => http.post<TeachGroupList>("/api/l/teach-group/list", input),
  detail: (id: number) => http.post<TeachGroupDetail>("/api/l/teach-group/detail", { id }),
  save: (input: TeachGroupSaveInput) => http.post<{ id: number }>("/api/l/teach-group/save", input),
  addMembers: (input: TeachGroupMembersInput) => http.post<null>("/api/l/teach-group/member/add", input),
  removeMembers: (input: TeachGroupMembersInput) => http.post<null>("/api/l/teach-group/member/remove", input),
  remove: (id: number) => http.post<null>("/api/l/teach-group/delete", { id }),
  /** Every teacher, for the leader and member pickers. */
  teachers: () => http.post<{ id: number; name: string }[]>("/api/kv/teacher/list", {}),
};
