import { COURSE_MENU_COUNT, type CourseMenuBinding, type CourseMenuSetting } from "@otp/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import type { CourseBasePort } from "./course.ports.js";
import { courseMenus } from "./course.tables.js";

/** Dictionary type behind each binding; "college" binds an org instead. */
const ELEMENT_OF: Record<Exclude<CourseMenuBinding, "college">, string> = {
  category: "COURSE_CATEGORY",
  courseType: "COURSE_TYPE",
};
const TARGET_LABEL: Record<CourseMenuBinding, string> = {
  category: "课程分类",
  courseType: "课程类型",
  college: "院系",
};

/** The twenty cloned course menus /menu1../menu20: each lists one category, course type or college. */
export class CourseMenus {
  constructor(
    private readonly db: Db,
    private readonly base: CourseBasePort,
  ) {}

  private async targets(binding: CourseMenuBinding) {
    return binding === "college" ? this.base.kvOrgs() : this.base.kvElements(ELEMENT_OF[binding]);
  }

  private async present(row: typeof courseMenus.$inferSelect | undefined, menu: number): Promise<CourseMenuSetting> {
    if (!row) return { menu, title: `课程菜单${menu}`, binding: null, targetId: null, targetName: null };
    const binding = row.binding as CourseMenuBinding;
    const target = (await this.targets(binding)).find((t) => t.id === row.targetId);
    return { menu, title: row.title, binding, targetId: row.targetId, targetName: target?.name ?? null };
  }

  async detail(menu: number): Promise<CourseMenuSetting> {
    const [row] = await this.db.select().from(courseMenus).where(eq(courseMenus.menu, menu));
    return this.present(row, menu);
  }

  async list(): Promise<CourseMenuSetting[]> {
    const rows = await this.db.select().from(courseMenus).orderBy(asc(courseMenus.menu));
    const out: CourseMenuSetting[] = [];
    for (let menu = 1; menu <= COURSE_MENU_COUNT; menu++) {
      out.push(
        await this.present(
          rows.find((r) => r.menu === menu),
          menu,
        ),
      );
    }
    return out;
  }

  async save(input: { menu: number; title: string; binding: CourseMenuBinding; targetId: number }) {
    const exists = (await this.targets(input.binding)).some((t) => t.id === input.targetId);
    if (!exists) throw badRequest(`参数 targetId：${TARGET_LABEL[input.binding]}不存在`);
    const values = { title: input.title, binding: input.binding, targetId: input.targetId };
    await this.db
      .insert(courseMenus)
      .values({ menu: input.menu, ...values })
      .onConflictDoUpdate({ target: courseMenus.menu, set: values });
    return this.detail(input.menu);
  }
}
