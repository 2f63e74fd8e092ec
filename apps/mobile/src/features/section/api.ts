import { call } from "@otp/client/call";
import { ApiError } from "@otp/client/http";
import { courseEndpoints } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";

export const sectionKeys = {
  resources: (courseId: number, sectionId: number) => ["section", "resources", courseId, sectionId] as const,
};

/** A section's resources as the viewer may see them (403 for a course the viewer may not open). */
export function useSectionResources(courseId: number, sectionId: number) {
  return useQuery({
    queryKey: sectionKeys.resources(courseId, sectionId),
    queryFn: () => call(courseEndpoints.section.resources, { courseId, sectionId }, { silent: true }),
    enabled: courseId > 0 && sectionId > 0,
    retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2,
  });
}

/** Reloads the section (a media file finished processing: its address changed). */
export function useReloadSection(courseId: number, sectionId: number) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: sectionKeys.resources(courseId, sectionId) });
}
