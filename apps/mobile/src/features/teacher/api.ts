import { call } from "@otp/client/call";
import { teacherEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";

export const teacherListKey = ["teacher", "list"] as const;

/** One page of the recommended teachers, in the administrator's order. */
export const fetchTeachers = (pageNo: number, pageSize: number) =>
  call(teacherEndpoints.list, { pageNo, pageSize: Math.min(pageSize, 50) }, { silent: true });

/** A teacher's page: profile, honours, courses, resources, lives and lectures. */
export function useTeacher(id: number) {
  return useQuery({
    queryKey: ["teacher", "detail", id],
    queryFn: () => call(teacherEndpoints.detail, { id }, { silent: true }),
    enabled: id > 0,
  });
}
