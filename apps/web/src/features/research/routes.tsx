import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/lazyPage";

const list = lazyPage(() => import("./pages/SeminarListPage"));
const detail = lazyPage(() => import("./pages/SeminarDetailPage"));
const editor = lazyPage(() => import("./pages/SeminarEditorPage"));
const meeting = lazyPage(() => import("./pages/MeetingPage"));
const lectures = lazyPage(() => import("./pages/LectureListPage"));
const lecture = lazyPage(() => import("./pages/LectureDetailPage"));

/**
 * /teaching (示范教学) and /seminar (网络教研), each with detail/{seminarId}; the editor
 * /network-seminar/{seminarId}/{tab}; the lecture centre /lecture and /detail/{liveId}/{status}.
 */
export const researchRoutes: RouteObject[] = [
  { path: "teaching", lazy: list, handle: { title: "示范教学" } },
  { path: "teaching/detail/:seminarId", lazy: detail, handle: { title: "示范教学" } },
  { path: "teaching/meeting/:meetingId", lazy: meeting, handle: { title: "示范教学" } },
  { path: "seminar", lazy: list, handle: { title: "网络教研" } },
  { path: "seminar/detail/:seminarId", lazy: detail, handle: { title: "网络教研" } },
  { path: "seminar/meeting/:meetingId", lazy: meeting, handle: { title: "网络教研" } },
  { path: "network-seminar/:seminarId", lazy: editor, handle: { title: "编辑教研活动" } },
  { path: "network-seminar/:seminarId/:tab", lazy: editor, handle: { title: "编辑教研活动" } },
  { path: "network-seminar/:seminarId/:tab/:handle", lazy: editor, handle: { title: "编辑教研活动" } },
  { path: "lecture", lazy: lectures, handle: { title: "说课" } },
  { path: "detail/:liveId/:status", lazy: lecture, handle: { title: "说课" } },
];
