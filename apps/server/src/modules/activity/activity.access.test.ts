import { describe, expect, it } from "vitest";
import { actionsOf, currentStage, datesError, phasesOf } from "./activity.access.js";

const base = new Date(Date.UTC(2026, 2, 1));
const day = (n: number) => new Date(base.getTime() + n * 86_400_000);
const a = (stage: string) => ({
  stage,
  registrationStart: day(0),
  registrationEnd: day(10),
  submissionEnd: day(20),
  auditEnd: day(25),
  judgingEnd: day(30),
});

describe("the stage shown", () => {
  it("follows the dates once open, never by itself past judging", () => {
    expect(currentStage(a("registration"), day(-1))).toBe("registration");
    expect(currentStage(a("registration"), day(5))).toBe("registration");
    expect(currentStage(a("registration"), day(10))).toBe("submission");
    expect(currentStage(a("registration"), day(22))).toBe("audit");
    expect(currentStage(a("registration"), day(26))).toBe("judging");
    expect(currentStage(a("registration"), day(400))).toBe("judging");
  });
  it("keeps a draft a draft, and an organiser's earlier close", () => {
    expect(currentStage(a("draft"), day(15))).toBe("draft");
    expect(currentStage(a("audit"), day(5))).toBe("audit");
    expect(currentStage(a("results"), day(5))).toBe("results");
  });
  it("marks phases done, current and upcoming", () => {
    const states = phasesOf(a("registration"), day(12)).map((p) => `${p.stage}:${p.state}`);
    expect(states).toEqual([
      "registration:done",
      "submission:current",
      "audit:upcoming",
      "judging:upcoming",
      "results:upcoming",
      "archived:upcoming",
    ]);
  });
  it("refuses dates out of order, naming the field", () => {
    expect(datesError({ ...a("draft"), submissionEnd: day(9) })).toMatch(/^参数 submissionEnd：/);
    expect(datesError(a("draft"))).toBeNull();
  });
});

describe("what a visitor may do", () => {
  const teacher = {
    userId: 1,
    account: "t",
    realName: "",
    userType: "teacher",
    roleIds: [],
    permissions: [],
    sessionId: 0,
  };
  it("registers only in the registration window, once, as a teacher", () => {
    expect(actionsOf(a("registration"), day(3), teacher, false).register).toBe(true);
    expect(actionsOf(a("registration"), day(-1), teacher, false).registerHint).toBe("报名尚未开始");
    expect(actionsOf(a("registration"), day(11), teacher, false).registerHint).toBe("报名已截止");
    expect(actionsOf(a("registration"), day(3), teacher, true).registerHint).toBe("您已报名");
    expect(actionsOf(a("registration"), day(3), null, false).registerHint).toBe("请先登录");
    expect(actionsOf(a("registration"), day(3), { ...teacher, userType: "student" }, false).register).toBe(false);
  });
});
