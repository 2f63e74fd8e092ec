import { assignmentEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../api/call";

export const sectionAssignmentKeys = {
  section: (sectionId: number) => ["assignment", "section", sectionId] as const,
};

/** 本节作业 of a course section; nothing for whoever the server refuses. */
export function useSectionAssignments(sectionId: number, enabled: boolean) {
  return useQuery({
    queryKey: sectionAssignmentKeys.section(sectionId),
    queryFn: () => call(assignmentEndpoints.section.list, { sectionId }, { silent: true }).catch(() => []),
    enabled,
  });
}
