import { emptySchema, idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  honourSaveSchema,
  type IntroOutro,
  introOutroSaveSchema,
  type TeacherCard,
  type TeacherDetail,
  type TeacherHonour,
  teacherIdSchema,
  teacherListSchema,
} from "../teacher.js";

/** Famous teachers (名师风采), a teacher's honours and their opening and ending clips (片头片尾). */
export const teacherEndpoints = {
  list: endpoint({
    path: "/api/c/teacher/list",
    reads: true,
    access: "guest",
    input: teacherListSchema,
    output: out<ListResult<TeacherCard>>(),
    summary: "推荐名师分页，按推荐顺序",
  }),
  detail: endpoint({
    path: "/api/c/teacher/detail",
    reads: true,
    access: "guest",
    input: teacherIdSchema,
    output: out<TeacherDetail>(),
    summary: "名师主页：资料、荣誉、课程、资源；直播、说课未接入时为null",
  }),
  honour: {
    list: endpoint({
      path: "/api/l/teacher/honour/list",
      access: "login",
      input: emptySchema,
      output: out<TeacherHonour[]>(),
      summary: "我的荣誉称号（仅教师）",
    }),
    save: endpoint({
      path: "/api/l/teacher/honour/save",
      access: "login",
      input: honourSaveSchema,
      output: out<{ id: number }>(),
      summary: "新增或修改自己的荣誉称号（仅教师）",
    }),
    delete: endpoint({
      path: "/api/l/teacher/honour/delete",
      access: "login",
      input: idsInputSchema,
      output: out<null>(),
      summary: "删除自己的荣誉称号（仅教师，只能删自己的）",
    }),
  },
  introOutro: {
    get: endpoint({
      path: "/api/l/teacher/opening-ending/get",
      access: "login",
      input: emptySchema,
      output: out<IntroOutro>(),
      summary: "我的片头片尾及是否启用（仅教师）",
    }),
    save: endpoint({
      path: "/api/l/teacher/opening-ending/save",
      access: "login",
      input: introOutroSaveSchema,
      output: out<IntroOutro>(),
      summary: "保存片头片尾（须为自己的视频）和启用状态（仅教师），返回保存后的设置",
    }),
  },
};
