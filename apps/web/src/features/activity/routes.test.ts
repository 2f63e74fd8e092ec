import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { activityRoutes } from "./routes";

const pathOf = (url: string) => matchRoutes(activityRoutes, url)?.at(-1)?.route.path;

describe("activity routes", () => {
  it("the editor answers its tabs and brief/{handle}, as the course and seminar editors do", () => {
    expect(pathOf("/activity-editor/7")).toBe("activity-editor/:activityId/:tab?");
    expect(pathOf("/activity-editor/7/judges")).toBe("activity-editor/:activityId/:tab?");
    expect(pathOf("/activity-editor/7/brief/edit")).toBe("activity-editor/:activityId/:tab/:handle");
    expect(matchRoutes(activityRoutes, "/activity-editor/7/brief/edit")?.at(-1)?.params).toMatchObject({
      activityId: "7",
      tab: "brief",
      handle: "edit",
    });
  });
});
