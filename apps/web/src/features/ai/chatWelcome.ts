/**
 * SPEC §2: the bubble's welcome per area of the site; other routes get the general welcome,
 * which the site's own welcome (admin 基本信息) replaces when set.
 */
export const AREA_WELCOMES: Record<string, string> = {
  course: "你好！我是课程助手，可以帮你找课程、章节和知识点，问我“浮力实验怎么做”试试。",
  resource: "你好！我是资源助手，可以帮你找视频、课件和知识点片段，并从相关的那一秒开始播放。",
  "class-ai-analysis": "你好！我可以帮你查找课堂分析相关的课程与资源。",
  live: "你好！我是直播助手，可以帮你查找直播课程与回放资源。",
  "campus-tv-station": "你好！欢迎来到校园电视台，我可以帮你查找节目与相关资源。",
  supervise: "你好！我是督导助手，可以帮你查找听评课相关的课程与资源。",
  activity: "你好！我是活动助手，可以帮你查找活动与参赛作品相关的资源。",
  user: "你好！我是个人中心助手，可以帮你查找你关心的课程和资源。",
};

export const GENERAL_WELCOME = "你好！我是智能助手，可以回答与本校课程、资源和知识点有关的问题。";

/** The area of a path: its first segment when it names one ("/course/12" → course). */
export function areaOf(pathname: string): string | null {
  const first = pathname.split("/").filter(Boolean)[0] ?? "";
  if (first in AREA_WELCOMES) return first;
  if (first === "tv") return "campus-tv-station";
  if (/^bres\d$|^resource\d?$/.test(first)) return "resource";
  if (/^menu\d+$/.test(first)) return "course";
  return null;
}

export function welcomeFor(pathname: string, siteWelcome?: string | null): string {
  const area = areaOf(pathname);
  if (area) return AREA_WELCOMES[area] as string;
  return siteWelcome?.trim() || GENERAL_WELCOME;
}
