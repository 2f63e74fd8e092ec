import { endpoint, out } from "../endpoint.js";
import {
  type LearningProgress,
  learningProgressOfSchema,
  learningProgressSaveSchema,
  learningRecentSchema,
  type RecentLearningList,
} from "../learning.js";

/** The caller's learning progress: where they stopped in each resource (resume, 继续学习). */
export const learningEndpoints = {
  progress: {
    save: endpoint({
      path: "/api/l/learning/progress/save",
      access: "login",
      input: learningProgressSaveSchema,
      output: out<LearningProgress>(),
      summary:
        "保存播放位置（每个用户每个资源一条，覆盖上次）：须能查看该资源（否则与资源详情同样 403/404）；文件须属于该资源（400）；courseId/sectionId 须是含该资源、调用者可见的课程的节（400）；second 截到时长内",
    }),
    of: endpoint({
      path: "/api/l/learning/progress/list",
      access: "login",
      input: learningProgressOfSchema,
      output: out<LearningProgress[]>(),
      summary:
        "调用者的播放位置（只含本人的）：courseId 为最近一次从该课程打开的资源（附 sectionId，课程页标记各节），resourceIds 为所列资源（不论从何处打开）",
    }),
  },
  recent: endpoint({
    path: "/api/l/learning/recent/list",
    access: "login",
    input: learningRecentSchema,
    output: out<RecentLearningList>(),
    summary:
      "继续学习：调用者最近观看的资源（最新在前），附资源名称、封面与打开它的课程/节名称；已下架/删除的 available 为 false，名称为“资源已下架”/“资源已删除”，无封面",
  }),
};
