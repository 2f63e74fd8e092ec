import type { AreaPic } from "@otp/contract";

const base = { areaCode: "INDEX", isUsing: true, remark: "", imgId: null, imgUrl: null, alt: "" };

/** Sections shown when no portal module has been configured yet. */
export const DEFAULT_MODULES: AreaPic[] = [
  { ...base, id: -1, name: "精品课程", displayIndex: 1, linkUrl: "", content: "course" },
  { ...base, id: -2, name: "教学资源", displayIndex: 2, linkUrl: "", content: "resource" },
  { ...base, id: -3, name: "正在直播", displayIndex: 3, linkUrl: "", content: "live" },
  { ...base, id: -4, name: "通知公告", displayIndex: 4, linkUrl: "", content: "announcement" },
  { ...base, id: -5, name: "名师风采", displayIndex: 5, linkUrl: "", content: "teacher" },
];
