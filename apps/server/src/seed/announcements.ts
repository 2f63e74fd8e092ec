import { eq, sql } from "drizzle-orm";
import type { Services } from "../app.js";
import { announcements } from "../modules/announcement/announcement.tables.js";
import type { Principal } from "../platform/auth/principal.js";
import type { Db } from "../platform/db/client.js";
import { handoutPdf } from "./demo-documents.js";

/**
 * Demo 通知公告, written through the announcement service (sanitised, validated like the back
 * office), with readers recorded through the same detail call the portal makes.
 */
const ITEMS = [
  {
    title: "关于2025-2026学年第二学期期末考试安排的通知",
    pinned: true,
    attach: "期末考试安排",
    content:
      "<h2>一、考试时间</h2><p>本学期期末考试定于<strong>第19周至第20周</strong>进行，具体科目时间以教务系统为准。</p><h2>二、注意事项</h2><ol><li>考生须携带学生证和身份证，提前15分钟进入考场。</li><li>严禁携带手机等通讯工具进入考场。</li><li>考试期间请遵守考场纪律，诚信应考。</li></ol><p>附件为各年级考试安排表，请各班班主任及时传达。</p>",
  },
  {
    title: "教师信息化教学能力提升培训报名通知",
    audience: "teacher" as const,
    content:
      "<p>为提升教师信息化教学水平，学校将于下月举办<strong>混合式教学设计</strong>专题培训，内容包括在线课程建设、微课制作与课堂直播互动。</p><ul><li>培训对象：全体任课教师</li><li>报名方式：在个人中心提交报名</li></ul>",
  },
  {
    title: "平台新增知识点笔记与多屏课程功能上线",
    content:
      "<p>在线教学平台已上线<em>知识点笔记</em>与<em>多屏课程</em>功能：学习时可在视频任意时刻记录笔记，多屏课程可同时观看教师画面与课件画面。</p><blockquote>欢迎师生试用并通过意见反馈提出建议。</blockquote>",
  },
  {
    title: "关于开展“书香校园”读书月活动的通知",
    audience: "student" as const,
    content:
      "<p>为营造良好的读书氛围，学校团委将于本月开展读书月活动，活动包括好书推荐、读书分享会和征文比赛。</p><p>请各班积极组织同学参加，优秀作品将在平台展示。</p>",
  },
  {
    title: "寒假期间平台维护公告",
    content:
      "<p>为保障平台稳定运行，系统将于寒假期间进行例行维护，维护期间部分功能可能短暂无法访问，请提前做好教学安排。</p>",
  },
  {
    title: "新学期教学检查工作安排（预告）",
    scheduleDays: 7,
    content: "<p>新学期第三周起将开展教学常规检查，请各院系提前准备教案、课件与作业批改记录。</p>",
  },
];

async function principal(s: Services, account: string): Promise<Principal | null> {
  const u = await s.users.findByAccount(account);
  const loaded = u ? await s.users.load(u.id) : null;
  return loaded ? { ...loaded, sessionId: 0 } : null;
}

export async function seedAnnouncements(db: Db, s: Services): Promise<void> {
  const admin = await principal(s, "admin");
  if (!admin) return;
  for (const [i, item] of ITEMS.entries()) {
    const attachmentIds = item.attach
      ? [(await s.files.save("document", `${item.attach}.pdf`, handoutPdf("教务处", item.attach), admin.userId)).id]
      : [];
    const publishAt = item.scheduleDays ? new Date(Date.now() + item.scheduleDays * 86_400_000).toISOString() : null;
    const { id } = await s.announcements.save(
      {
        title: item.title,
        content: item.content,
        audience: item.audience ?? "all",
        orgIds: [],
        publishAt,
        expireAt: null,
        pinned: item.pinned ?? false,
        attachmentIds,
        publish: true,
      },
      admin,
    );
    if (!item.scheduleDays) {
      // A school's announcements span the term: the demo's were published days apart, newest last.
      const ago = sql.raw(`interval '${(ITEMS.length - i) * 3} days'`);
      await db
        .update(announcements)
        .set({
          publishAt: sql`publish_at - ${ago}`,
          createdAt: sql`created_at - ${ago}`,
          updatedAt: sql`updated_at - ${ago}`,
        })
        .where(eq(announcements.id, id));
    }
    // Older announcements were read by more people: readers from the demo accounts.
    const readers = ["student", "teacher", "auditor", "supervisor", "expert"].slice(0, ITEMS.length - i);
    for (const account of readers) {
      const who = await principal(s, account);
      if (who) await s.announcements.detail(id, who).catch(() => undefined);
    }
  }
}
