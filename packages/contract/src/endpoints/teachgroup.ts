import { idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  type TeachGroupDetail,
  type TeachGroupList,
  teachGroupListSchema,
  teachGroupMembersSchema,
  teachGroupSaveSchema,
} from "../teachgroup.js";

/** 个人中心 → 教研组 (/user/teach-group): who may do what is decided per group by the service. */
export const teachgroupEndpoints = {
  list: endpoint({
    path: "/api/l/teach-group/list",
    access: "login",
    input: teachGroupListSchema,
    output: out<TeachGroupList>(),
    summary: "教研组/备课组列表（分页，按组别、关键字），每组附调用者能否管理；canCreate：调用者能否新建",
  }),
  detail: endpoint({
    path: "/api/l/teach-group/detail",
    access: "login",
    input: idInputSchema,
    output: out<TeachGroupDetail>(),
    summary: "一个组及其成员",
  }),
  save: endpoint({
    path: "/api/l/teach-group/save",
    access: "login",
    input: teachGroupSaveSchema,
    output: out<{ id: number }>(),
    summary: "新建（管理员）或修改（组长、管理员）教研组；记操作日志“保存教研组”",
  }),
  member: {
    add: endpoint({
      path: "/api/l/teach-group/member/add",
      access: "login",
      input: teachGroupMembersSchema,
      output: out<null>(),
      summary: "添加成员（组长、管理员），一次最多200人；记操作日志",
    }),
    remove: endpoint({
      path: "/api/l/teach-group/member/remove",
      access: "login",
      input: teachGroupMembersSchema,
      output: out<null>(),
      summary: "移除成员（组长、管理员）；记操作日志",
    }),
  },
  delete: endpoint({
    path: "/api/l/teach-group/delete",
    access: "login",
    input: idInputSchema,
    output: out<null>(),
    summary: "删除教研组（管理员）；记操作日志“删除教研组”",
  }),
};
