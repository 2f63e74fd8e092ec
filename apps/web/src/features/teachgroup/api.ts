import { type TeachGroupListInput, type TeachGroupSaveInput, teachgroupEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = teachgroupEndpoints;

/** Query keys of the teaching-group feature. */
export const teachGroupKeys = {
  all: ["teach-group"] as const,
  detail: (id: number) => [...teachGroupKeys.all, "detail", id] as const,
};

/** A page of groups (ProTable's request). */
export const listTeachGroups = (input: TeachGroupListInput) => call(api.list, input);

/** One group with its members (null: none open). */
export function useTeachGroup(id: number | null) {
  return useQuery({
    queryKey: teachGroupKeys.detail(id ?? 0),
    queryFn: () => call(api.detail, { id: id as number }),
    enabled: !!id,
  });
}

/** Creates or edits a group. */
export function useSaveTeachGroup(onSaved: () => void) {
  return useAction((input: TeachGroupSaveInput) => call(api.save, input), { success: "保存成功", onSuccess: onSaved });
}

/** Deletes a group. */
export function useRemoveTeachGroup(onRemoved: () => void) {
  return useAction((id: number) => call(api.delete, { id }), { success: "已删除", onSuccess: onRemoved });
}

/** Adds teachers to a group. */
export function useAddMembers(onAdded: () => void) {
  return useAction((input: { id: number; userIds: number[] }) => call(api.member.add, input), {
    success: "已添加",
    invalidate: [teachGroupKeys.all],
    onSuccess: onAdded,
  });
}

/** Removes a teacher from a group. */
export function useRemoveMember(onRemoved: () => void) {
  return useAction((input: { id: number; userIds: number[] }) => call(api.member.remove, input), {
    success: "已移除",
    invalidate: [teachGroupKeys.all],
    onSuccess: onRemoved,
  });
}
