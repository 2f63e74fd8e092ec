import type { EvaluationForm } from "@otp/contract";
import { DEFAULT_LEVELS } from "@otp/contract";
import { ok } from "../../test/expect.js";
import type { TestApp } from "../../test/harness.js";

/** A two-level form: 教学设计 40 (two items of 10), 教学实施 60 (20 and 5), one question. */
export const TWO_LEVEL_FORM: EvaluationForm = {
  mode: "points",
  levels: DEFAULT_LEVELS,
  indicators: [
    {
      key: "A",
      name: "教学设计",
      weight: 40,
      description: "",
      items: [
        { key: "a1", name: "目标明确", maxScore: 10, description: "", anchors: {} },
        { key: "a2", name: "内容组织", maxScore: 10, description: "", anchors: {} },
      ],
    },
    {
      key: "B",
      name: "教学实施",
      weight: 60,
      description: "",
      items: [
        { key: "b1", name: "讲授清晰", maxScore: 20, description: "", anchors: {} },
        { key: "b2", name: "课堂互动", maxScore: 5, description: "", anchors: {} },
      ],
    },
  ],
  questions: [{ key: "q1", title: "主要优点", required: true }],
};

/** A ready template (both steps saved) made by `as`. */
export async function readyTemplate(
  t: TestApp,
  as: string,
  name = "课堂教学评价表",
  evaluatorKinds = ["expert", "leader"],
): Promise<number> {
  const { id } = ok<{ id: number }>(
    await t.call("/api/m/supervise/template/save", { name, evaluatorKinds, mode: "points", courseTypeIds: [] }, { as }),
  );
  ok(await t.call("/api/m/supervise/template/form/save", { id, form: TWO_LEVEL_FORM }, { as }));
  return id;
}
