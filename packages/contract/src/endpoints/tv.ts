import { emptySchema, idInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { ListResult } from "../envelope.js";
import {
  type TvChannel,
  type TvPlay,
  type TvProgramme,
  type TvScheduleItem,
  type TvSection,
  type TvSectionResource,
  tvChannelSaveSchema,
  tvGuideSchema,
  tvScheduleSaveSchema,
  tvSectionResourceListSchema,
  tvSectionSaveSchema,
} from "../tv.js";

const manage = { perm: "business.tv" } as const;

/** 校园电视台: viewers (portal content) and the station's manage screens. */
export const tvEndpoints = {
  /* ---------- viewers ---------- */
  channel: {
    list: endpoint({
      path: "/api/c/tv/channel/list",
      reads: true,
      access: "guest",
      input: emptySchema,
      output: out<TvChannel[]>(),
      summary: "启用的频道：直播频道的直播状态，轮播频道正在播放（含每位观众同步的播放位置）与下一个节目",
    }),
    guide: endpoint({
      path: "/api/c/tv/channel/guide",
      reads: true,
      access: "guest",
      input: tvGuideSchema,
      output: out<TvProgramme[]>(),
      summary: "频道某天（默认今天，按观众时区 tzOffset）的节目单",
    }),
    play: endpoint({
      path: "/api/l/tv/channel/play",
      access: "login",
      input: idInputSchema,
      output: out<TvPlay | null>(),
      summary: "轮播频道作为直播流播放：观众签名的 flv/hls 地址；本服务器不推频道时为 null",
    }),
  },
  section: {
    list: endpoint({
      path: "/api/c/tv/section/list",
      reads: true,
      access: "guest",
      input: emptySchema,
      output: out<TvSection[]>(),
      summary: "电视台栏目，每个带前几个观众可见的资源",
    }),
    resources: endpoint({
      path: "/api/c/tv/section/resource/list",
      reads: true,
      access: "guest",
      input: tvSectionResourceListSchema,
      output: out<ListResult<TvSectionResource>>(),
      summary: "栏目（或全部栏目）的资源，分页，可按关键字；栏目不存在 404",
    }),
  },

  /* ---------- the station's manage screens (business.tv) ---------- */
  manage: {
    channel: {
      list: endpoint({
        path: "/api/m/tv/channel/list",
        access: manage,
        input: emptySchema,
        output: out<TvChannel[]>(),
        summary: "所有频道（含停用的）",
      }),
      guide: endpoint({
        path: "/api/m/tv/channel/guide",
        access: manage,
        input: tvGuideSchema,
        output: out<TvProgramme[]>(),
        summary: "频道某天的节目单（含停用频道）",
      }),
      save: endpoint({
        path: "/api/m/tv/channel/save",
        access: manage,
        input: tvChannelSaveSchema,
        output: out<{ id: number }>(),
        summary: "新建或修改频道：直播频道须选一场可观看的直播；类型创建后不能改；名称与简介经敏感词过滤；记操作日志",
      }),
      delete: endpoint({
        path: "/api/m/tv/channel/delete",
        access: manage,
        input: idInputSchema,
        output: out<null>(),
        summary: "删除频道并停止其推流；记操作日志",
      }),
    },
    schedule: {
      detail: endpoint({
        path: "/api/m/tv/schedule/detail",
        access: manage,
        input: idInputSchema,
        output: out<TvScheduleItem[]>(),
        summary: "轮播频道的节目单（播放顺序）",
      }),
      save: endpoint({
        path: "/api/m/tv/schedule/save",
        access: manage,
        input: tvScheduleSaveSchema,
        output: out<{ count: number }>(),
        summary:
          "替换轮播频道的节目单（编辑者可见、已处理完的音视频，最多 200 个，每天循环）；正在播出的频道从新节目单重新开始；记操作日志",
      }),
    },
    section: {
      detail: endpoint({
        path: "/api/m/tv/section/detail",
        access: manage,
        input: idInputSchema,
        output: out<{ resourceIds: number[] }>(),
        summary: "栏目的资源编号（按顺序）",
      }),
      save: endpoint({
        path: "/api/m/tv/section/save",
        access: manage,
        input: tvSectionSaveSchema,
        output: out<{ id: number }>(),
        summary: "新建或修改栏目及其资源（最多 500 个）；名称经敏感词过滤；记操作日志",
      }),
      delete: endpoint({
        path: "/api/m/tv/section/delete",
        access: manage,
        input: idInputSchema,
        output: out<null>(),
        summary: "删除栏目；记操作日志",
      }),
    },
  },
};
