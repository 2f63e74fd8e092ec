import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

/** A course's section: its resources played on the phone (the course pages are features/course). */
export const routes: RouteObject[] = [
  { path: "course/:courseId/:sectionId", lazy: lazyPage(() => import("./pages/SectionPage")) },
];
