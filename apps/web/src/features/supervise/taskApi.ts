import {
  courseEndpoints,
  type SuperviseTaskDetail,
  type SuperviseTaskListInput,
  type SuperviseTaskSaveInput,
  superviseEndpoints,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = superviseEndpoints.task;

/** Query keys of supervision tasks. */
export const superviseTaskKeys = {
  all: ["supervise", "task"] as const,
  mine: () => [...superviseTaskKeys.all, "mine"] as const,
  lesson: (courseId: number | null) => [...superviseTaskKeys.all, "lesson", courseId] as const,
  courses: (keyword: string) => [...superviseTaskKeys.all, "courses", keyword] as const,
};

/** Pages of tasks (ProTable requests): all of them (back office), or those the caller assists with. */
export const listSuperviseTasks = (input: Partial<SuperviseTaskListInput>) => call(api.list, input);
export const listAssistedTasks = (input: Partial<SuperviseTaskListInput>) => call(api.assisted, input);

/** The caller's tasks as an evaluator. */
export function useMySuperviseTasks() {
  return useQuery({ queryKey: superviseTaskKeys.mine(), queryFn: () => call(api.mine, {}) });
}

/** Courses to listen to, searched by name (the public catalogue). */
export function useLessonCourses(keyword: string, enabled = true) {
  return useQuery({
    queryKey: superviseTaskKeys.courses(keyword),
    queryFn: () => call(courseEndpoints.list, { keyword, pageSize: 20 }),
    enabled,
  });
}

/** A course's sections, for arranging a task's targets. */
export function useLessonOptions(courseId: number | null) {
  return useQuery({
    queryKey: superviseTaskKeys.lesson(courseId),
    queryFn: () => call(api.lessonOptions, { courseId: courseId as number }),
    enabled: !!courseId,
  });
}

/** Opens a task for editing (its detail, handed to `onOpen`). */
export function useOpenSuperviseTask(onOpen: (task: SuperviseTaskDetail) => void) {
  return useAction((id: number) => call(api.detail, { id }), { onSuccess: onOpen });
}

export function useSaveSuperviseTask(onDone: () => void) {
  return useAction((input: SuperviseTaskSaveInput) => call(api.save, input), {
    success: "任务已保存",
    invalidate: [superviseTaskKeys.all],
    onSuccess: onDone,
  });
}

export function useRemoveSuperviseTask(onDone: () => void) {
  return useAction((id: number) => call(api.remove, { id }), {
    success: "已删除",
    invalidate: [superviseTaskKeys.all],
    onSuccess: onDone,
  });
}
