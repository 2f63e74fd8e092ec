/**
 * The permission registry: every /api/m route names one of these codes, and each code is an
 * MG menu item (the admin screen it serves). Roles hold menu items, so holding the screen's
 * menu item grants the calls behind it.
 */
export const MG_SECTIONS = [
  {
    code: "site",
    name: "站点管理",
    items: [
      ["site.logo", "站点标志", "/admin/site/logo"],
      ["site.portal", "门户模块", "/admin/site/portal"],
      ["site.navigation", "导航管理", "/admin/site/navigation"],
      ["site.storage", "存储设置", "/admin/site/storage"],
      ["site.app", "移动应用", "/admin/site/app"],
      ["site.accessIp", "访问控制", "/admin/site/access-ip"],
      ["site.loginRegister", "登录注册", "/admin/site/loginRegister"],
      ["site.webGrey", "网站置灰", "/admin/site/webGrey"],
      ["site.mobile", "移动端设置", "/admin/site/mobile"],
    ],
  },
  {
    code: "basic",
    name: "基础数据",
    items: [
      ["basic.semester", "学期管理", "/admin/basic/semester"],
      ["basic.college", "院系管理", "/admin/basic/college"],
      ["basic.grade", "年级班级", "/admin/basic/grade"],
      ["basic.class", "教学班", "/admin/basic/class"],
      ["basic.category", "学科分类", "/admin/basic/category"],
      ["basic.courseType", "课程类型", "/admin/basic/course-type"],
      ["basic.resourceTag", "资源标签", "/admin/basic/resource-tag"],
    ],
  },
  {
    code: "system",
    name: "系统管理",
    items: [
      ["system.user", "用户管理", "/admin/system/user"],
      ["system.teacherUser", "教师用户", "/admin/system/teacher-user"],
      ["system.studentUser", "学生用户", "/admin/system/student-user"],
      ["system.online", "在线用户", "/admin/system/online"],
      ["system.userVerify", "注册审核", "/admin/system/user-verify"],
      ["system.permission", "角色权限", "/admin/system/permission"],
    ],
  },
  {
    code: "business",
    name: "业务管理",
    items: [
      ["business.course", "课程管理", "/admin/business/course"],
      ["business.courseComment", "课程评论", "/admin/business/course-comment"],
      ["business.resource", "资源管理", "/admin/business/resource"],
      ["business.resource1", "专辑资源", "/admin/business/resource1"],
      ["business.resource2", "微课", "/admin/business/resource2"],
      ["business.resource3", "课件", "/admin/business/resource3"],
      ["business.resource4", "公开课", "/admin/business/resource4"],
      ["business.resource5", "展示课视频", "/admin/business/resource5"],
      ["business.resource6", "活动视频", "/admin/business/resource6"],
      ["business.resource7", "精品课程", "/admin/business/resource7"],
      ["business.resourceStudent", "学生资源", "/admin/business/resource-student"],
    ],
  },
  {
    code: "audit",
    name: "审核管理",
    items: [
      ["audit.home", "审核设置", "/admin/audit/home"],
      ["audit.course", "课程审核", "/admin/audit/course"],
      ["audit.resource", "资源审核", "/admin/audit/resource"],
    ],
  },
  {
    code: "maintenance",
    name: "运维管理",
    items: [
      ["maintenance.log", "操作日志", "/admin/maintenance/log"],
      ["maintenance.version", "版本信息", "/admin/maintenance/version"],
    ],
  },
] as const;

type Section = (typeof MG_SECTIONS)[number];
export type PermissionCode = Section["items"][number][0];

export const PERMISSION_CODES: readonly PermissionCode[] = MG_SECTIONS.flatMap((s) => s.items.map((i) => i[0]));
