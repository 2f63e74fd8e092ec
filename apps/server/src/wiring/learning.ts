import { LearningService } from "../modules/learning/learning.service.js";
import type { Content } from "./content.js";
import type { AppDeps } from "./deps.js";

/** Learning progress (resume, 继续学习): the resource module checks access, the course module names places. */
export function wireLearning(deps: AppDeps, content: Content) {
  const { resources, courses } = content;
  const learning = new LearningService(deps.db, {
    resources: {
      progressTarget: (user, resourceId, fileId) => resources.files.progressTarget(user, resourceId, fileId),
      cards: (ids, viewer) => resources.collectTargets(ids, viewer),
    },
    courses: { placesOf: (resourceId, viewer) => courses.usedIn(resourceId, viewer) },
  });
  return { learning };
}
