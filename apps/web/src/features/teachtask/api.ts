import {
  type TeachTaskEvidenceInput,
  type TeachTaskListInput,
  type TeachTaskReviewInput,
  type TeachTaskSaveInput,
  teachtaskEndpoints,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = teachtaskEndpoints;

/** Query keys of the teaching-task feature. */
export const teachTaskKeys = {
  all: ["teach-task"] as const,
  mine: () => [...teachTaskKeys.all, "mine"] as const,
  managedProbe: () => [...teachTaskKeys.all, "managed-probe"] as const,
  choices: () => [...teachTaskKeys.all, "choices"] as const,
  detail: (id: number) => [...teachTaskKeys.all, "detail", id] as const,
  progress: (id: number) => [...teachTaskKeys.all, "progress", id] as const,
};

/** The tasks given to the caller (all of them: one page of 100). */
export function useMyTasks() {
  return useQuery({ queryKey: teachTaskKeys.mine(), queryFn: () => call(api.mine, { pageSize: 100 }) });
}

/** Whether the caller manages tasks: one row of the managed list, and `canCreate`. */
export function useManagedProbe() {
  return useQuery({ queryKey: teachTaskKeys.managedProbe(), queryFn: () => call(api.list, { pageSize: 1 }) });
}

/** A page of the tasks the caller manages (ProTable's request). */
export const listManagedTasks = (input: TeachTaskListInput) => call(api.list, input);

/** What a manager may target (asked when the form opens). */
export function useTaskChoices(enabled: boolean) {
  return useQuery({ queryKey: teachTaskKeys.choices(), queryFn: () => call(api.choices), enabled });
}

/** A task being edited (null: a new one). */
export function useTaskDetail(id: number | null) {
  return useQuery({
    queryKey: teachTaskKeys.detail(id ?? 0),
    queryFn: () => call(api.detail, { id: id as number }),
    enabled: id !== null,
  });
}

/** Gives or edits a task. */
export function useSaveTask(onSaved: () => void) {
  return useAction((input: TeachTaskSaveInput) => call(api.save, input), {
    success: "保存成功",
    onSuccess: onSaved,
  });
}

export function useRemoveTask(onRemoved: () => void) {
  return useAction((id: number) => call(api.delete, { id }), { success: "已删除", onSuccess: onRemoved });
}

/** A teacher hands in evidence for a free item. */
export function useSubmitEvidence(onDone: () => void) {
  return useAction((input: TeachTaskEvidenceInput) => call(api.evidence.submit, input), {
    success: "已提交，等待确认",
    invalidate: [teachTaskKeys.mine()],
    onSuccess: onDone,
  });
}

/** 完成情况 of one task (id 0: none). */
export function useTaskProgress(id: number) {
  return useQuery({
    queryKey: teachTaskKeys.progress(id),
    queryFn: () => call(api.progress, { id }),
    enabled: id > 0,
  });
}

/** Confirms or returns a teacher's evidence. */
export function useReviewEvidence(taskId: number, onDone: () => void) {
  return useAction((input: TeachTaskReviewInput) => call(api.review, input), {
    success: (_r, input) => (input.pass ? "已确认" : "已退回"),
    invalidate: [teachTaskKeys.progress(taskId)],
    onSuccess: onDone,
  });
}

/** Reminds the named teachers (none named: everyone who has not finished). */
export function useRemindTeachers(taskId: number) {
  return useAction((teacherIds: number[]) => call(api.remind, { id: taskId, teacherIds }), {
    success: (r) => (r.reminded ? `已提醒${r.reminded}位教师` : "所选教师均已完成"),
  });
}
