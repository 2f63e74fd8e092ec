import { emptySchema, idInputSchema, idsInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type PlaceItem,
  placeSaveSchema,
  type ResearchOption,
  type ResearchOrgItem,
  type ResearchSubjectItem,
  researchListSchema,
  researchOrgSaveSchema,
  researchSubjectSaveSchema,
  type TerminalItem,
  terminalOptionsSchema,
  terminalSaveSchema,
} from "../research.js";
import { lectureEndpoints } from "./research-lecture.js";
import { meetingEndpoints } from "./research-meeting.js";
import { seminarEndpoints } from "./research-seminar.js";

const ORG = { perm: "business.interactionOrg" } as const;
const SUBJECT = { perm: "business.interactionSubject" } as const;
const SIP = { perm: "business.interactionSip" } as const;
const PLACE = { perm: "business.interactionPlace" } as const;
/** Forms of terminals and places choose an organization; the place form chooses a terminal. */
const TERMINAL_CHOOSERS = { perm: ["business.interactionSip", "business.interactionPlace"] } as const;

/**
 * Teaching research (教研): the interaction back office (参与机构, 教研学科, 终端管理, 场所管理)
 * and its choice lists; seminars, lectures and meetings in their own files.
 */
export const researchEndpoints = {
  /* ---------- choice lists (filters of seminars and lectures, forms) ---------- */
  orgOptions: endpoint({
    path: "/api/kv/research/org/list",
    reads: true,
    access: "public",
    input: emptySchema,
    output: out<ResearchOption[]>(),
    summary: "参与机构选项（教研、说课的筛选和表单）",
  }),
  subjectOptions: endpoint({
    path: "/api/kv/research/subject/list",
    reads: true,
    access: "public",
    input: emptySchema,
    output: out<ResearchOption[]>(),
    summary: "教研学科选项",
  }),
  terminalOptions: endpoint({
    path: "/api/m/research/terminal/options",
    access: TERMINAL_CHOOSERS,
    input: terminalOptionsSchema,
    output: out<ResearchOption[]>(),
    summary: "场所表单可选的终端：该机构启用且未安装在其他场所的终端（加上该场所自己的）",
  }),

  /* ---------- back office: 参与机构, 教研学科, 终端管理, 场所管理 ---------- */
  org: {
    list: endpoint({
      path: "/api/m/research/org/list",
      access: ORG,
      input: researchListSchema,
      output: out<ListResult<ResearchOrgItem>>(),
      summary: "参与机构列表（分页，关键字），附场所数",
    }),
    save: endpoint({
      path: "/api/m/research/org/save",
      access: ORG,
      input: researchOrgSaveSchema,
      output: out<{ id: number }>(),
      summary: "新增或修改参与机构；重名409；记操作日志“保存参与机构”",
    }),
    delete: endpoint({
      path: "/api/m/research/org/delete",
      access: ORG,
      input: idsInputSchema,
      output: out<null>(),
      summary: "删除参与机构；机构下还有终端或场所时409；记操作日志",
    }),
  },
  subject: {
    list: endpoint({
      path: "/api/m/research/subject/list",
      access: SUBJECT,
      input: researchListSchema,
      output: out<ListResult<ResearchSubjectItem>>(),
      summary: "教研学科列表（分页，关键字）",
    }),
    save: endpoint({
      path: "/api/m/research/subject/save",
      access: SUBJECT,
      input: researchSubjectSaveSchema,
      output: out<{ id: number }>(),
      summary: "新增或修改教研学科；重名409；记操作日志“保存教研学科”",
    }),
    delete: endpoint({
      path: "/api/m/research/subject/delete",
      access: SUBJECT,
      input: idsInputSchema,
      output: out<null>(),
      summary: "删除教研学科；记操作日志",
    }),
  },
  terminal: {
    list: endpoint({
      path: "/api/m/research/terminal/list",
      access: SIP,
      input: researchListSchema,
      output: out<ListResult<TerminalItem>>(),
      summary: "终端列表（分页，关键字，机构），附推流地址（按请求的主机名）和所在场所",
    }),
    save: endpoint({
      path: "/api/m/research/terminal/save",
      access: SIP,
      input: terminalSaveSchema,
      output: out<{ id: number }>(),
      summary: "新增或修改终端（SIP或推流）；机构内重名409；已安装在场所的终端不能改机构；记操作日志“保存终端”",
    }),
    delete: endpoint({
      path: "/api/m/research/terminal/delete",
      access: SIP,
      input: idsInputSchema,
      output: out<null>(),
      summary: "删除终端；记操作日志",
    }),
    rotateKey: endpoint({
      path: "/api/m/research/terminal/key/rotate",
      access: SIP,
      input: idInputSchema,
      output: out<{ rotated: boolean }>(),
      summary: "重置终端推流密钥：旧推流地址立即失效；记操作日志",
    }),
  },
  place: {
    list: endpoint({
      path: "/api/m/research/place/list",
      access: PLACE,
      input: researchListSchema,
      output: out<ListResult<PlaceItem>>(),
      summary: "场所列表（分页，关键字，机构），附所装终端",
    }),
    save: endpoint({
      path: "/api/m/research/place/save",
      access: PLACE,
      input: placeSaveSchema,
      output: out<{ id: number }>(),
      summary:
        "新增或修改场所；终端须属该机构、已启用、未装在其他场所（否则400/409）；机构内重名409；记操作日志“保存场所”",
    }),
    delete: endpoint({
      path: "/api/m/research/place/delete",
      access: PLACE,
      input: idsInputSchema,
      output: out<null>(),
      summary: "删除场所；记操作日志",
    }),
  },

  seminar: seminarEndpoints,
  lecture: lectureEndpoints,
  meeting: meetingEndpoints,
};
