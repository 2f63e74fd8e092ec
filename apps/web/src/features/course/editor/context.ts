import type { CourseDetail } from "@otp/contract";
import { useOutletContext } from "react-router";
import { useCourseRefresh } from "../api";

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
export const useEditorRefresh = useCourseRefresh;
