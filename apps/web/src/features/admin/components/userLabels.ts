export const USER_TYPE_LABEL: Record<string, string> = {
  admin: "管理员",
  teacher: "教师",
  student: "学生",
  staff: "职工",
};

export const USER_STATUS_LABEL: Record<number, { text: string; color: string }> = {
  0: { text: "已停用", color: "default" },
  1: { text: "正常", color: "green" },
  2: { text: "待审核", color: "orange" },
};
