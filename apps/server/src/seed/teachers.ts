import type { HonourSaveInput } from "@otp/contract";
import type { Services } from "../app.js";

/** Honours of the recommended (famous) demo teachers t001…t006, kept through the teacher service. */
const HONOURS: HonourSaveInput[][] = [
  [
    { title: "全国优秀教师", level: "国家级", year: 2019 },
    { title: "省级学科带头人", level: "省级", year: 2021 },
    { title: "市级优质课一等奖", level: "市级", year: 2017 },
  ],
  [
    { title: "省级骨干教师", level: "省级", year: 2020 },
    { title: "市级教学能手", level: "市级", year: 2018 },
  ],
  [
    { title: "市级优秀班主任", level: "市级", year: 2022 },
    { title: "区县级师德标兵", level: "区县级", year: 2019 },
  ],
  [
    { title: "省级实验教学说课一等奖", level: "省级", year: 2023 },
    { title: "校级教学新秀", level: "校级", year: 2016 },
  ],
  [
    { title: "全国中小学信息化教学创新案例", level: "国家级", year: 2022 },
    { title: "市级骨干教师", level: "市级", year: 2020 },
  ],
  [{ title: "市级学科带头人", level: "市级", year: 2021 }],
];

export async function seedTeacherHonours(s: Services): Promise<void> {
  for (const [i, honours] of HONOURS.entries()) {
    const u = await s.users.findByAccount(`t${String(i + 1).padStart(3, "0")}`);
    const loaded = u ? await s.users.load(u.id) : null;
    if (!loaded) continue;
    for (const h of honours) await s.teachers.saveHonour(h, { ...loaded, sessionId: 0 });
  }
}
