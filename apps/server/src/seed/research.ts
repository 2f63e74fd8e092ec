import { resourceListSchema } from "@otp/contract";
import type { Services } from "../app.js";
import type { Db } from "../platform/db/client.js";
import { seedLectures } from "./research-lectures.js";
import { seedMeetings } from "./research-meetings.js";

/**
 * Demo teaching research: three participating schools, the research subjects, a terminal in each
 * school's recording classroom (two SIP rooms whose MCU pushes RTMP, one encoder) and the places.
 * Written through the interaction service, validated like the back office.
 */
const ORGS = [
  { name: "市第一中学", code: "SZ01", contact: "王建国", phone: "13812345601", address: "人民路88号" },
  { name: "实验中学", code: "SY02", contact: "李秀英", phone: "13812345602", address: "学府大道16号" },
  { name: "育才学校", code: "YC03", contact: "张海燕", phone: "13812345603", address: "建设路201号" },
];
const SUBJECTS = ["语文", "数学", "英语", "物理", "化学", "生物", "历史", "地理", "信息技术"];
const ROOMS = [
  {
    org: 0,
    terminal: "一中录播室终端",
    kind: "sip" as const,
    sipUri: "sip:1001@10.1.0.21",
    place: "录播教室",
    location: "教学楼3楼301",
    capacity: 50,
  },
  {
    org: 0,
    terminal: "一中报告厅终端",
    kind: "rtmp" as const,
    sipUri: null,
    place: "学术报告厅",
    location: "综合楼1楼",
    capacity: 200,
  },
  {
    org: 1,
    terminal: "实验中学录播终端",
    kind: "sip" as const,
    sipUri: "sip:2001@10.2.0.31",
    place: "智慧教室",
    location: "实验楼2楼204",
    capacity: 45,
  },
  {
    org: 2,
    terminal: "育才学校录播终端",
    kind: "sip" as const,
    sipUri: "sip:3001@10.3.0.11",
    place: "多媒体教室",
    location: "明德楼4楼402",
    capacity: 48,
  },
];

export async function seedResearch(s: Services, db: Db) {
  const { interaction } = s;
  const subjectIds = new Map<string, number>();
  const orgIds: number[] = [];
  for (const [i, o] of ORGS.entries()) orgIds.push((await interaction.saveOrg({ ...o, sort: i })).id);
  for (const [i, name] of SUBJECTS.entries())
    subjectIds.set(name, (await interaction.saveSubject({ name, sort: i })).id);
  for (const r of ROOMS) {
    const orgId = orgIds[r.org] as number;
    const { id: terminalId } = await interaction.saveTerminal({
      name: r.terminal,
      orgId,
      kind: r.kind,
      sipUri: r.sipUri,
      state: "enabled",
      remark: r.kind === "sip" ? "MCU按平台生成的RTMP地址推流" : "编码器直接推流",
    });
    await interaction.savePlace({ name: r.place, orgId, terminalId, location: r.location, capacity: r.capacity });
  }
  // A spare terminal not yet installed in a place.
  await interaction.saveTerminal({
    name: "备用移动终端",
    orgId: orgIds[1] as number,
    kind: "rtmp",
    sipUri: null,
    state: "disabled",
    remark: "巡回录课用",
  });
  const seminarIds = await seedSeminars(s, orgIds, subjectIds);
  // The demonstration lesson and the first network seminar hold meetings with recordings.
  await seedMeetings(db, s, seminarIds.slice(0, 2));
  await seedLectures(s, subjectIds);
}

const DAY = 24 * 3600_000;
const SEMINARS = [
  {
    kind: "teaching" as const,
    title: "示范课：《背影》中的父爱表达",
    subject: "语文",
    org: 0,
    from: -1,
    to: 6,
    brief:
      "市第一中学语文组在录播教室执教《背影》，实验中学、育才学校通过分会场同步观摩。课后围绕细节描写与情感表达开展评课。",
    notices: [["观摩安排", "各分会场请提前15分钟调试终端画面与声音，评课环节按学校顺序发言。"]],
    summary: "",
  },
  {
    kind: "seminar" as const,
    title: "初中函数概念单元教学设计网络教研",
    subject: "数学",
    org: 1,
    from: -0.1,
    to: 14,
    brief:
      "三校数学教研组围绕“函数概念”单元开展网络教研：主讲人说课、分会场研讨、共同完善单元教学设计。请参与教师提前阅读教学设计稿。",
    notices: [
      ["资料已上传", "单元教学设计初稿与课件已上传到研讨资料，请在第一次会议前阅读。"],
      ["第一次会议时间", "第一次网络会议在本周四下午两点举行，主会场为实验中学智慧教室。"],
    ],
    summary: "",
  },
  {
    kind: "seminar" as const,
    title: "“双减”背景下英语作业设计研讨",
    subject: "英语",
    org: 2,
    from: -40,
    to: -30,
    brief: "交流分层作业与实践性作业的设计经验，形成作业设计案例集。",
    notices: [["案例征集", "请各校于研讨前提交两份作业设计案例。"]],
    summary:
      "本次研讨共有三所学校的英语教师参加。\n一、分层作业应以学情诊断为起点，基础题、提升题、拓展题比例约为6:3:1。\n二、实践性作业要与单元主题结合，避免形式化。\n三、各校将在下学期试行案例集中的作业设计并反馈效果。",
  },
  {
    kind: "teaching" as const,
    title: "示范课：浮力的实验探究",
    subject: "物理",
    org: 1,
    from: 10,
    to: 10.2,
    brief: "实验中学物理组示范实验探究课，重点展示学生分组实验与数据分析环节。",
    notices: [],
    summary: "",
  },
];
const PARTICIPANTS = ["t001", "t002", "t003", "t004", "t005", "t006"];

/** Demo seminars with members from the three schools, announcements and (for the ended one) a summary. */
async function seedSeminars(s: Services, orgIds: number[], subjectIds: Map<string, number>): Promise<number[]> {
  const { seminars, users } = s;
  const admin = await users.findByAccount("admin");
  const host = await users.findByAccount("teacher");
  if (!admin || !host) return [];
  const ids: number[] = [];
  const asAdmin = { ...(await users.load(admin.id)), sessionId: 0 } as Parameters<typeof seminars.save>[1];
  // Every demo seminar is scored with the first ready supervision template (评价标准).
  const ready = (await s.supervise.templates.list({ pageNo: 1, pageSize: 10, ready: true })).list;
  const template = ready.find((t) => !t.sourceId) ?? ready[0];
  const now = Date.now();
  for (const [i, d] of SEMINARS.entries()) {
    const base = {
      kind: d.kind,
      title: d.title,
      brief: d.brief,
      orgId: orgIds[d.org] as number,
      subjectId: subjectIds.get(d.subject) as number,
      hostId: host.id,
      open: true,
    };
    // Members join while it is open (as teachers would), then the real time span is set.
    const { id } = await seminars.save(
      { ...base, startAt: new Date(now - DAY).toISOString(), endAt: new Date(now + DAY).toISOString() },
      asAdmin,
    );
    ids.push(id);
    for (const [j, account] of PARTICIPANTS.entries()) {
      if ((i + j) % 4 === 3) continue;
      const u = await users.findByAccount(account);
      if (!u) continue;
      const principal = { ...(await users.load(u.id)), sessionId: 0 } as Parameters<typeof seminars.join>[1];
      await seminars.join({ id, orgId: orgIds[j % orgIds.length] as number }, principal);
    }
    for (const [title, content] of d.notices)
      await seminars.postNotice({ seminarId: id, title: title as string, content: content as string }, asAdmin);
    if (d.summary) await seminars.saveSummary(id, d.summary, asAdmin);
    if (template) await seminars.editor.saveStandard({ id, templateId: template.id }, asAdmin);
    // 研讨资料: a few published teaching resources of the library on the seminar's subject.
    const library = await s.resources.catalogue.list(
      resourceListSchema.parse({ pageNo: 1, pageSize: 10, keyword: d.subject }),
      asAdmin,
    );
    const materials = library.list
      .filter((r) => !r.name.startsWith("学生作品"))
      .slice(0, 3)
      .map((r) => r.id);
    if (materials.length) await seminars.editor.addResources({ seminarId: id, resourceIds: materials }, asAdmin);
    await seminars.save(
      {
        ...base,
        id,
        startAt: new Date(now + d.from * DAY).toISOString(),
        endAt: new Date(now + d.to * DAY).toISOString(),
      },
      asAdmin,
    );
  }
  return ids;
}
