import type { Principal } from "../../platform/auth/principal.js";

/** What the learning module needs from the resource and course modules (callbacks in wiring/). */

/** Name, cover and whether the viewer can still open it; absent from the map when deleted. */
export interface LearningResourceCard {
  name: string;
  coverUrl: string | null;
  available: boolean;
}

/** A published course the viewer may see, and one of its sections, holding a resource. */
export interface LearningPlace {
  courseId: number;
  courseName: string;
  sectionId: number;
  sectionTitle: string;
}

export interface LearningDeps {
  resources: {
    /**
     * Throws as the resource's detail does (404 unknown, 403 hidden) or 400 when the file is not
     * one the resource plays or shows; else the file to keep (an upload, not its rendition) and
     * the duration media processing measured.
     */
    progressTarget(
      user: Principal,
      resourceId: number,
      fileId: number,
    ): Promise<{ fileId: number; duration: number | null }>;
    cards(ids: number[], viewer: Principal): Promise<Map<number, LearningResourceCard>>;
  };
  courses: {
    /** Where a resource is attached, among courses the viewer may see. */
    placesOf(resourceId: number, viewer: Principal): Promise<LearningPlace[]>;
  };
}
