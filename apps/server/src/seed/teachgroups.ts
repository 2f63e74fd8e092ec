import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";

/**
 * Demo 教研组 / 备课组, made through the teaching-group service as an administrator would:
 * the demo teacher leads one group and belongs to another, so both views have rows.
 */
const GROUPS = [
  {
    name: "数学教研组",
    kind: "subject" as const,
    leader: "teacher",
    members: ["expert", "t001", "t002", "t003", "t004"],
    intro: "负责数学学科的课程建设、集体备课与公开课研讨，每周三下午开展教研活动。",
  },
  {
    name: "语文教研组",
    kind: "subject" as const,
    leader: "expertmgr",
    members: ["t005", "t006", "t007", "t008"],
    intro: "语文学科教研组，围绕整本书阅读与写作教学开展专题研究。",
  },
  {
    name: "高一物理备课组",
    kind: "grade" as const,
    leader: "supervisor",
    members: ["teacher", "t009", "t010", "t011"],
    intro: "高一年级物理集体备课，统一教学进度、教案与课后作业。",
  },
  {
    name: "英语教研组",
    kind: "subject" as const,
    leader: "t012",
    members: ["t013", "t014", "t015", "t016", "t017"],
    intro: "英语学科教研组，开展听说教学与分层作业设计研究。",
  },
];

export async function seedTeachGroups(s: Services): Promise<void> {
  const adminUser = await s.users.findByAccount("admin");
  const loaded = adminUser ? await s.users.load(adminUser.id) : null;
  if (!loaded) return;
  const admin: Principal = { ...loaded, sessionId: 0 };
  const idOf = async (account: string) => (await s.users.findByAccount(account))?.id;
  for (const g of GROUPS) {
    const leaderId = await idOf(g.leader);
    if (!leaderId) continue;
    const { id } = await s.teachGroups.save({ name: g.name, kind: g.kind, leaderId, intro: g.intro }, admin);
    const memberIds = (await Promise.all(g.members.map(idOf))).filter((v): v is number => !!v);
    if (memberIds.length) await s.teachGroups.addMembers(id, memberIds, admin);
  }
}
