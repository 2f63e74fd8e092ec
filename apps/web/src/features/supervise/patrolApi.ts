import {
  classroomEndpoints,
  type SupervisePatrolListInput,
  type SupervisePatrolSaveInput,
  superviseEndpoints,
} from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { useAction } from "../../api/action";
import { call } from "../../api/call";

const api = superviseEndpoints.patrol;

/** Query keys of patrol (巡课). */
export const supervisePatrolKeys = {
  all: ["supervise", "patrol"] as const,
  wall: () => [...supervisePatrolKeys.all, "wall"] as const,
  classroom: (id: number) => [...supervisePatrolKeys.all, "classroom", id] as const,
  record: (id: number) => [...supervisePatrolKeys.all, "record", id] as const,
  headUp: (liveIds: number[]) => [...supervisePatrolKeys.all, "headUp", liveIds] as const,
};

/** A page of patrol records (the ProTable request). */
export const listPatrols = (input: Partial<SupervisePatrolListInput>) => call(api.list, input);

/** The classrooms live now, refreshed every 30 seconds. */
export function usePatrolWall() {
  return useQuery({ queryKey: supervisePatrolKeys.wall(), queryFn: () => call(api.wall, {}), refetchInterval: 30_000 });
}

/**
 * The latest head count and 抬头率 of each live classroom on the wall (AI classroom analysis),
 * refreshed every 30 seconds; silent, as the wall works without it (feature off, no frame yet).
 */
export function useLiveHeadUp(liveIds: number[]) {
  return useQuery({
    queryKey: supervisePatrolKeys.headUp(liveIds),
    queryFn: () => call(classroomEndpoints.liveHeadUp, { liveIds }, { silent: true }),
    enabled: liveIds.length > 0,
    refetchInterval: 30_000,
    retry: false,
  });
}

export function usePatrolClassroom(id: number) {
  return useQuery({
    queryKey: supervisePatrolKeys.classroom(id),
    // Silent: the page shows an ended or unknown classroom itself, with the list of live ones.
    queryFn: () => call(api.classroom, { id }, { silent: true }),
    retry: false,
    enabled: id > 0,
  });
}

export function usePatrolRecord(id: number) {
  return useQuery({ queryKey: supervisePatrolKeys.record(id), queryFn: () => call(api.detail, { id }) });
}

/** 抓拍: one frame of the live's stream (`kind`: which screen). */
export function useGrabPatrolPhoto(liveId: number) {
  return useAction((kind: string | undefined) => call(api.grab, { liveId, ...(kind ? { kind } : {}) }), {
    success: "已抓拍当前画面",
  });
}

export function useSavePatrol(onSaved: () => void) {
  return useAction((input: SupervisePatrolSaveInput) => call(api.save, input), {
    success: "巡课记录已保存",
    invalidate: [supervisePatrolKeys.all],
    onSuccess: onSaved,
  });
}
