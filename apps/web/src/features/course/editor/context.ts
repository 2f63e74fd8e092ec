import type { CourseDetail } from "@otp/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useOutletContext } from "react-router";
import { courseKeys } from "../api";

export interface EditorContext {
  course: CourseDetail;
  kind: "open" | "academic";
  /** Base path of the editor, e.g. /course-editor/12. */
  base: string;
}

export function useEditor(): EditorContext {
  return useOutletContext<EditorContext>();
}

/** After a save: reload the editor's copy and drop the public copy (it is refetched on view). */
export function useEditorRefresh() {
  const qc = useQueryClient();
  return (courseId: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: courseKeys.edit(courseId) }),
      qc.removeQueries({ queryKey: courseKeys.detail(courseId) }),
      qc.invalidateQueries({ queryKey: ["course", "section", courseId] }),
    ]);
}
