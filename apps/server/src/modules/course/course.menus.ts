import {
  COURSE_MENU_COUNT,
  type CourseMenuBinding,
  type CourseMenuSetting,
  type courseMenuSaveSchema,
} from "@otp/contract";
import type { z } from "zod";
import type { Db } from "../../platform/db/client.js";
import { badRequest } from "../../platform/http/errors.js";
import * as m from "./course.menus.queries.js";
import type { CourseBasePort } from "./course.ports.js";
import { toMenuSetting } from "./course.present.js";

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
    private readonly base: Pick<CourseBasePort, "kvOrgs" | "kvElements">,
  ) {}

  private targets(binding: CourseMenuBinding) {
    return binding === "college" ? this.base.kvOrgs() : this.base.kvElements(ELEMENT_OF[binding]);
  }

  private async present(row: m.MenuRow | undefined, menu: number): Promise<CourseMenuSetting> {
    return toMenuSetting(row, menu, row ? await this.targets(row.binding as CourseMenuBinding) : []);
  }

  async detail(menu: number): Promise<CourseMenuSetting> {
    return this.present(await m.findMenu(this.db, menu), menu);
  }

  /** All twenty, saved or not. */
  async list(): Promise<CourseMenuSetting[]> {
    const rows = await m.allMenus(this.db);
    const numbers = Array.from({ length: COURSE_MENU_COUNT }, (_, i) => i + 1);
    return Promise.all(
      numbers.map((menu) =>
        this.present(
          rows.find((r) => r.menu === menu),
          menu,
        ),
      ),
    );
  }

  async save(input: z.infer<typeof courseMenuSaveSchema>) {
    const exists = (await this.targets(input.binding)).some((t) => t.id === input.targetId);
    if (!exists) throw badRequest(`参数 targetId：${TARGET_LABEL[input.binding]}不存在`);
    await m.saveMenu(this.db, input);
    return this.detail(input.menu);
  }
}
