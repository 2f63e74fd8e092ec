/** The demo school's fixed content (Chinese), kept apart from the code that loads it. */
export const SCHOOL = {
  name: "星河实验中学开放教学平台",
  welcome: "欢迎来到星河实验中学开放教学平台，在这里浏览课程、观看直播、参与教研。",
  declaration: "本平台资源仅供本校师生教学使用，未经授权不得转载。版权所有 © 2026 星河实验中学",
};

export const DEMO_PASSWORD = "Demo@2026";

/**
 * The built-in roles, made in every database (demo or not). `storageQuotaMb` is what each holder
 * may store (null = unlimited); administrators change it on 角色权限.
 */
export const ROLE_DEFS = [
  { id: 1, name: "系统管理员", code: "admin", storageQuotaMb: null },
  { id: 2, name: "审核员", code: "auditor", storageQuotaMb: 5120 },
  { id: 3, name: "督导", code: "supervisor", storageQuotaMb: 5120 },
  { id: 4, name: "评审专家", code: "expert", storageQuotaMb: 5120 },
  { id: 5, name: "专家组长", code: "expertManager", storageQuotaMb: 5120 },
  { id: 6, name: "教师", code: "teacher", storageQuotaMb: 20480 },
  { id: 7, name: "学生", code: "student", storageQuotaMb: 2048 },
] as const;

/** The unit of the demo evaluation experts (评审专家, 专家组长), apart from every teacher's. */
export const EXPERT_UNIT = "教学评估专家组";

/** One account for each role, printed at start. */
export const ROLE_ACCOUNTS = [
  { account: "admin", realName: "系统管理员", userType: "admin", roleId: 1 },
  { account: "auditor", realName: "审核员周静", userType: "staff", roleId: 2 },
  { account: "supervisor", realName: "督导李建华", userType: "teacher", roleId: 3 },
  { account: "expert", realName: "专家王明哲", userType: "teacher", roleId: 4 },
  { account: "expertmgr", realName: "专家组长陈志远", userType: "teacher", roleId: 5 },
  { account: "teacher", realName: "张雨桐", userType: "teacher", roleId: 6 },
  { account: "student", realName: "刘子涵", userType: "student", roleId: 7 },
] as const;

export const TERMS = [
  { name: "2025-2026学年第一学期", startDate: "2025-09-01", endDate: "2026-01-20", isCurrent: false },
  { name: "2025-2026学年第二学期", startDate: "2026-02-23", endDate: "2026-07-10", isCurrent: false },
  { name: "2026-2027学年第一学期", startDate: "2026-09-01", endDate: "2027-01-22", isCurrent: true },
];

export const COLLEGES = [
  { name: "初中部", code: "JH", departments: ["初中语文教研组", "初中数学教研组", "初中英语教研组", "初中理科教研组"] },
  {
    name: "高中部",
    code: "SH",
    departments: [
      "高中语文教研组",
      "高中数学教研组",
      "高中英语教研组",
      "高中物理教研组",
      "高中化学教研组",
      "高中生物教研组",
      "高中文综教研组",
    ],
  },
  { name: "艺体中心", code: "AS", departments: ["音乐美术教研组", "体育教研组"] },
  // Evaluation experts sit in their own unit: judges never score their own unit's works.
  { name: "行政部门", code: "AD", departments: ["教务处", "信息中心", "教学评估专家组"] },
];

/** Department name → subject taught there, for teachers and origin courses. */
export const DEPARTMENT_SUBJECT: Record<string, string> = {
  初中语文教研组: "语文",
  初中数学教研组: "数学",
  初中英语教研组: "英语",
  初中理科教研组: "物理",
  高中语文教研组: "语文",
  高中数学教研组: "数学",
  高中英语教研组: "英语",
  高中物理教研组: "物理",
  高中化学教研组: "化学",
  高中生物教研组: "生物",
  高中文综教研组: "历史",
  音乐美术教研组: "美术",
  体育教研组: "体育",
};

export const GRADES = [
  { grade: "初二", college: "初中部", classes: 2 },
  { grade: "初三", college: "初中部", classes: 2 },
  { grade: "高一", college: "高中部", classes: 2 },
  { grade: "高二", college: "高中部", classes: 2 },
];

export const ELEMENTS: Record<string, string[]> = {
  SUBJECT: ["语文", "数学", "英语", "物理", "化学", "生物", "历史", "地理", "政治", "信息技术", "音乐", "美术", "体育"],
  COURSE_TYPE: ["必修课", "选修课", "校本课程", "精品课程", "微课程"],
  COURSE_CATEGORY: ["学科教学", "德育活动", "科技创新", "艺术素养", "体育健康", "心理健康"],
  SP_LEVEL: ["优秀", "良好", "合格", "待改进"],
  RESOURCE_SOURCE: ["教师上传", "录播系统", "直播录制", "外部导入"],
  RESOURCE_TYPE: ["视频", "音频", "文档", "图片", "多屏视频"],
  RESOURCE_STREAM: ["教师画面", "学生画面", "课件画面", "全景画面"],
  RESOURCE_SCENE: ["常态课", "公开课", "示范课", "教研活动", "专题讲座"],
  TERMINAL_TYPE: ["录播主机", "智慧黑板", "教室电脑", "移动设备"],
  RESOURCE_TAG: ["重点", "难点", "实验探究", "拓展提升", "复习巩固"],
};

export const TITLES = ["正高级教师", "高级教师", "一级教师", "二级教师"];

export const FAMOUS_INTROS = [
  "从教二十余年，市级学科带头人，擅长以问题驱动课堂，带领学生在探究中理解知识。",
  "省级骨干教师，主持多项市级课题，课堂风趣生动，深受学生喜爱。",
  "区优秀班主任，注重阅读与表达，指导学生多次在市级比赛中获奖。",
  "长期致力于实验教学改革，开发了多门校本实验课程。",
  "信息技术与学科融合的积极实践者，录制的微课在全市推广。",
  "市教学能手，善于分层教学，关注每一位学生的成长。",
];

/** Portal modules (area INDEX); `content` is the section key the portal renders. */
export const PORTAL_MODULES = [
  { name: "校园风采", content: "banner", remark: "首页轮播图", linkUrl: "/portal" },
  { name: "精品课程", content: "course", remark: "推荐课程", linkUrl: "/course" },
  { name: "优质资源", content: "resource", remark: "最新教学资源", linkUrl: "/resource" },
  { name: "正在直播", content: "live", remark: "正在进行的直播课堂", linkUrl: "/live" },
  { name: "通知公告", content: "announcement", remark: "学校通知与公告", linkUrl: "/announcement" },
  { name: "名师风采", content: "teacher", remark: "推荐名师", linkUrl: "/teacher" },
];
