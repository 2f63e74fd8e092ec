import type { Services } from "../app.js";

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

export async function seedResearch(s: Services) {
  const { interaction } = s;
  const orgIds: number[] = [];
  for (const [i, o] of ORGS.entries()) orgIds.push((await interaction.saveOrg({ ...o, sort: i })).id);
  for (const [i, name] of SUBJECTS.entries()) await interaction.saveSubject({ name, sort: i });
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
}
