import { COURSE_MENU_COUNT, type CourseMenuBinding, type CourseMenuSetting, courseMenuSaveSchema } from "@otp/contract";

export const BINDING_LABEL: Record<CourseMenuBinding, string> = {
  category: "课程分类",
  courseType: "课程类型",
  college: "院系",
};

/** All twenty menus in order, whatever the answer held (missing ones unbound). */
export function allMenus(rows: readonly CourseMenuSetting[] | undefined): CourseMenuSetting[] {
  const byMenu = new Map((rows ?? []).map((r) => [r.menu, r]));
  return Array.from(
    { length: COURSE_MENU_COUNT },
    (_, i) => byMenu.get(i + 1) ?? { menu: i + 1, title: "", binding: null, targetId: null, targetName: null },
  );
}

export interface MenuSettingValues {
  title?: string;
  binding?: CourseMenuBinding;
  targetId?: number;
}

/** Field errors of the edit form by the contract's save schema (the server's rule). */
export function menuSettingErrors(
  menu: number,
  v: MenuSettingValues,
): Partial<Record<keyof MenuSettingValues, string>> {
  const r = courseMenuSaveSchema.safeParse({ menu, ...v });
  if (r.success) return {};
  const errors: Partial<Record<keyof MenuSettingValues, string>> = {};
  for (const issue of r.error.issues) {
    const field = issue.path[0] as keyof MenuSettingValues;
    if (field && !errors[field]) errors[field] = field === "targetId" ? "请选择绑定对象" : issue.message;
  }
  return errors;
}
