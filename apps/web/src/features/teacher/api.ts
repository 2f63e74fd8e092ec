import { type IntroOutro, type TeacherListInput, teacherEndpoints } from "@otp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";

const api = teacherEndpoints;

/** Query keys of famous teachers, and of the caller's honours and opening/ending clips. */
export const teacherKeys = {
  all: ["teacher"] as const,
  list: (input: TeacherListInput) => [...teacherKeys.all, "list", input] as const,
  detail: (id: number) => [...teacherKeys.all, "detail", id] as const,
  honours: () => [...teacherKeys.all, "honours"] as const,
  introOutro: () => [...teacherKeys.all, "introOutro"] as const,
};

/** A page of the recommended teachers. */
export function useTeacherList(input: TeacherListInput) {
  return useQuery({
    queryKey: teacherKeys.list(input),
    queryFn: () => call(api.list, input, { silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** A famous teacher's page. */
export function useTeacherDetail(id: number, enabled: boolean) {
  return useQuery({
    queryKey: teacherKeys.detail(id),
    queryFn: () => call(api.detail, { id }, { silent: true }),
    enabled,
    retry: false,
  });
}

/** The caller's honours (always fresh). */
export function useMyHonours() {
  return useQuery({ queryKey: teacherKeys.honours(), queryFn: () => call(api.honour.list, {}), staleTime: 0 });
}

/** The caller's opening and ending clips (always fresh). */
export function useMyIntroOutro() {
  return useQuery({ queryKey: teacherKeys.introOutro(), queryFn: () => call(api.introOutro.get, {}), staleTime: 0 });
}

/** Stores the clips the save answered. */
export function useSetIntroOutro(): (saved: IntroOutro) => void {
  const qc = useQueryClient();
  return (saved) => qc.setQueryData(teacherKeys.introOutro(), saved);
}
