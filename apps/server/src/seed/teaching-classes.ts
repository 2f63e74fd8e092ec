import type { Services } from "../app.js";

/**
 * Demo 教学班级: the elective classes students of several administrative classes meet in (走班),
 * each with its teacher from the subject's teaching-research group; the demo teacher (who teaches
 * physics to the demo student's class) takes the 高一 physics class. Saved through the base
 * data service, as an administrator would on 教学班级.
 */
const TEACHING_CLASSES = [
  { name: "高一物理拓展班", grade: "高一", section: "高中部", group: null },
  { name: "高二物理选考班", grade: "高二", section: "高中部", group: "高中物理教研组" },
  { name: "高二化学选考班", grade: "高二", section: "高中部", group: "高中化学教研组" },
  { name: "高二生物选考班", grade: "高二", section: "高中部", group: "高中生物教研组" },
  { name: "高二历史选考班", grade: "高二", section: "高中部", group: "高中文综教研组" },
  { name: "初三数学培优班", grade: "初三", section: "初中部", group: "初中数学教研组" },
  { name: "初二英语口语班", grade: "初二", section: "初中部", group: "初中英语教研组" },
];

export async function seedTeachingClasses(s: Services): Promise<void> {
  const orgs = await s.base.kvOrgs();
  const orgOf = (name: string) => orgs.find((o) => o.name === name)?.id;
  const demoTeacher = await s.users.findByAccount("teacher");
  for (const c of TEACHING_CLASSES) {
    const groupId = c.group ? orgOf(c.group) : undefined;
    // The group's first enabled teacher; the 高一 class is the demo teacher's.
    const teacherId = groupId ? (await s.users.enabledTeachers({ orgIds: [groupId] }))[0] : demoTeacher?.id;
    await s.baseAdmin.saveClass({
      name: c.name,
      grade: c.grade,
      orgId: orgOf(c.section) ?? null,
      kind: "teaching",
      teacherId: teacherId ?? null,
    });
  }
}
