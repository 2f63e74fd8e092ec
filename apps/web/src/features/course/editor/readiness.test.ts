import { PUBLISH_STATUS } from "@otp/contract";
import { describe, expect, it } from "vitest";
import { readinessText } from "./readiness";

describe("the course overview's state line (issue 23)", () => {
  it("offers 提交审核 only where the editor offers it: a draft or a rejected course", () => {
    expect(readinessText(PUBLISH_STATUS.DRAFT, 0)).toBe("课程信息已完善，可以提交审核");
    expect(readinessText(PUBLISH_STATUS.DRAFT, 2)).toBe("还有 2 项待完善，完善后即可提交审核");
    expect(readinessText(PUBLISH_STATUS.REJECTED, 0)).toBe("课程信息已完善，可以重新提交审核");
  });

  it("says 审核中 while under review and 已发布 once published, never 可以提交审核", () => {
    for (const left of [0, 3]) {
      expect(readinessText(PUBLISH_STATUS.PENDING, left)).toBe("课程正在审核中，请等待审核结果");
      expect(readinessText(PUBLISH_STATUS.PUBLISHED, left)).toContain("课程已发布");
      expect(readinessText(PUBLISH_STATUS.PUBLISHED, left)).not.toContain("提交审核");
    }
  });
});
