import { idInputSchema, pageInputSchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import {
  type ClusterLiveAnswer,
  clusterCallSchema,
  type LiveDetail,
  type LiveEdit,
  type LiveList,
  type LiveMessage,
  type LiveMessageEvent,
  type LiveStreamInfo,
  liveBindSchema,
  liveDetailSchema,
  liveListSchema,
  liveMessageListSchema,
  liveMessageSendSchema,
  liveMuteSchema,
  livePlayParamsSchema,
  livePlayQuerySchema,
  liveReserveSchema,
  liveSaveSchema,
  manageLiveListSchema,
  myLiveListSchema,
  srsCallbackSchema,
} from "../live.js";
import { nginxCallbackSchema, nginxHlsAuthSchema } from "../live-nginx.js";

/** An SRS HTTP callback; the URL carries `?secret=<LIVE_SECRET>`. */
const srsHook = (name: string, what: string) =>
  endpoint({
    path: `/api/live/hook/${name}`,
    access: "public",
    kind: "hook",
    input: srsCallbackSchema,
    output: out<null>(),
    summary: `SRS 回调 ${name}（URL 带 ?secret=）：${what}；200 code 0 放行，403 中文 msg 拒绝（回调密钥不正确等）`,
  });

/** An nginx-rtmp callback (form POST); the URL carries `?secret=<LIVE_SECRET>`. */
const nginxHook = (name: string, what: string) =>
  endpoint({
    path: `/api/live/hook/nginx/${name}`,
    access: "public",
    kind: "hook",
    input: nginxCallbackSchema,
    output: out<null>(),
    summary: `nginx-rtmp 回调 ${name}（表单 POST，URL 带 ?secret=）：${what}；2xx 放行，403 中文 msg 拒绝（nginx 断开该连接）`,
  });

/** 直播 (issue 9): visitors, the discussion, the teacher, the ingest and administration. */
export const liveEndpoints = {
  /* ---------- visitors ---------- */
  list: endpoint({
    path: "/api/c/live/list",
    reads: true,
    access: "guest",
    input: liveListSchema,
    output: out<LiveList>(),
    summary:
      "直播列表：status 为标签（2 直播中，-1 以 2 加 error 发出；0 全部；1 未开始；4 预告；3 回放，resource.fileList 可播放）；status 4 且 openRemark 时只回有开场公告的，最多 4 条；已取消的不显示",
  }),
  detail: endpoint({
    path: "/api/c/live/detail",
    reads: true,
    access: "guest",
    input: liveDetailSchema,
    output: out<LiveDetail>(),
    summary:
      "直播详情：卡片加 intro、canWatch、locked（login|password|denied|null）、canEdit；直播中且可观看时 play 为每路签名地址（5 分钟有效）；观看权限 0 所有人、1 登录用户、2 指定班级/用户或密码（密码错误 400 指明 password，连续错误按观众与直播限速 429）；锁定时不含简介；已结束且录像待审核时 recordingPending 为 true；每位观众计一次访问",
  }),
  reserve: endpoint({
    path: "/api/l/live/reserve",
    access: "login",
    input: liveReserveSchema,
    output: out<{ reserved: boolean }>(),
    summary: "预约（或取消预约）未开始的直播；直播开始时（一次）和取消时预约者收到站内消息（category live）",
  }),
  reservations: endpoint({
    path: "/api/l/live/reservation/list",
    access: "login",
    input: pageInputSchema,
    output: out<LiveList>(),
    summary: "我预约的直播，分页",
  }),

  /* ---------- the discussion panel ---------- */
  message: {
    list: endpoint({
      path: "/api/c/live/message/list",
      reads: true,
      access: "guest",
      input: liveMessageListSchema,
      output: out<LiveMessage[]>(),
      summary: "直播讨论：可观看者看到的消息（不含已隐藏）",
    }),
    send: endpoint({
      path: "/api/l/live/message/send",
      access: "login",
      input: liveMessageSendSchema,
      output: out<LiveMessage>(),
      summary: "发送讨论消息（1–300 字；被禁言者拒绝；每人每分钟最多 20 条，超出 429），推送给正在看的人",
    }),
    hide: endpoint({
      path: "/api/l/live/message/hide",
      access: "login",
      input: idInputSchema,
      output: out<{ hidden: boolean }>(),
      summary: "主讲教师（或管理者）隐藏一条消息，对所有人隐藏；记操作日志",
    }),
    mute: endpoint({
      path: "/api/l/live/message/mute",
      access: "login",
      input: liveMuteSchema,
      output: out<{ muted: boolean }>(),
      summary: "主讲教师（或管理者）禁言或解除禁言一位观众（不能禁言主讲教师）；记操作日志",
    }),
    stream: endpoint({
      path: "/api/c/live/message/stream",
      method: "GET",
      access: "guest",
      kind: "sse",
      input: liveMessageListSchema,
      output: out<LiveMessageEvent>(),
      summary:
        "讨论的服务器推送事件（text/event-stream）：每条新消息或被隐藏的消息，直播状态变化（type state：开始、中断、恢复、结束），每 25 秒一次 ping",
    }),
  },

  /* ---------- the teacher (personal centre 我的直播) ---------- */
  mine: endpoint({
    path: "/api/l/live/my/list",
    access: "login",
    input: myLiveListSchema,
    output: out<LiveList>(),
    summary: "我的直播，分页，可按关键字、状态筛选",
  }),
  edit: endpoint({
    path: "/api/l/live/edit/detail",
    access: "login",
    input: idInputSchema,
    output: out<LiveEdit>(),
    summary: "编辑用的直播设置（主讲教师或 business.live 持有者；密码只给主讲教师看）",
  }),
  save: endpoint({
    path: "/api/l/live/save",
    access: "login",
    input: liveSaveSchema,
    output: out<{ id: number }>(),
    summary: "新建或修改直播：只能在开始前；结束须晚于开始和现在，最长 12 小时；记操作日志",
  }),
  cancel: endpoint({
    path: "/api/l/live/cancel",
    access: "login",
    input: idInputSchema,
    output: out<{ cancelled: boolean }>(),
    summary: "取消尚未开始的直播，预约者收到站内消息；记操作日志",
  }),
  end: endpoint({
    path: "/api/l/live/end",
    access: "login",
    input: idInputSchema,
    output: out<{ status: number }>(),
    summary: "主讲教师结束进行中的直播（录像保留并成为回放）；记操作日志",
  }),
  stream: {
    detail: endpoint({
      path: "/api/l/live/stream/detail",
      access: "login",
      input: idInputSchema,
      output: out<LiveStreamInfo>(),
      summary:
        "推流信息：OBS 的 RTMP 服务器、每路推流码（live-{id}-{kind}?key={secret}）与完整推流地址、推流码到期时间（计划结束后 2 小时）、推流时段（开始前 30 分钟至结束）、各路当前推流者",
    }),
    rotateKey: endpoint({
      path: "/api/l/live/stream/key/rotate",
      access: "login",
      input: idInputSchema,
      output: out<{ rotated: boolean }>(),
      summary: "更换推流码：旧码立即失效；已结束或已取消的直播不能更换；记操作日志",
    }),
  },

  /* ---------- ingest and playback ---------- */
  play: endpoint({
    path: "/api/live/play/:file",
    method: "GET",
    access: "public",
    kind: "file",
    input: livePlayQuerySchema,
    params: livePlayParamsSchema,
    output: out<Blob>(),
    summary:
      "内置推流服务的播放：live-{id}-{kind}.flv（HTTP-FLV，mpegts.js）、.m3u8 播放列表与 .ts 分片，?token= 为观众的签名令牌（同 SRS on_play 校验）；未推流 404",
  }),
  hook: {
    onPublish: srsHook("on_publish", "校验 param 的 key（当前未过期、推流时段内、本直播的画面、无人占用）"),
    onUnpublish: srsHook("on_unpublish", "推流断开"),
    onPlay: srsHook("on_play", "校验 param 的 token"),
    onStop: srsHook("on_stop", "停止播放（不处理）"),
    onHls: srsHook("on_hls", "心跳"),
    onDvr: srsHook("on_dvr", "记录录像分段文件路径（相对路径按 SRS 的 cwd 解析）"),
  },
  /** nginx-rtmp origin and edges in front (LIVE_MEDIA_SERVER=nginx-rtmp, issue 28). */
  nginxHook: {
    onPublish: nginxHook("on_publish", "源站推流：校验 key（同 SRS on_publish）"),
    onPublishDone: nginxHook("on_publish_done", "推流断开"),
    onPlay: nginxHook("on_play", "边缘 RTMP 播放：校验 token"),
    onUpdate: nginxHook("on_update", "推流心跳（notify_update_timeout）；直播已结束或取消时 403，源站断开推流"),
    onRecordDone: nginxHook("on_record_done", "源站录完一段（path）：并入直播的录像分段"),
    hlsAuth: endpoint({
      path: "/api/live/hook/nginx/hls_auth",
      method: "GET",
      access: "public",
      kind: "hook",
      input: nginxHlsAuthSchema,
      output: out<null>(),
      summary:
        "边缘 HLS 的 auth_request 子请求（URL 带 ?secret=，X-Live-Stream 为流名、X-Live-Token 为观众请求的 token，即边缘缓存答复所用的键）：令牌有效 200；过期令牌在直播进行中且观众持续拉流时放行（同内置 HLS）；否则 403",
    }),
  },
  cluster: {
    save: endpoint({
      path: "/api/live/cluster/save",
      access: "public",
      kind: "hook",
      input: clusterCallSchema,
      output: out<ClusterLiveAnswer>(),
      summary:
        "中控推送（SOCLUSTER，无会话、无需 CSRF 头）：data 为 JSON 字符串，sign 为“ts + 换行 + data”的 HMAC-SHA256 十六进制（接入方密钥同 /api/logine），ts 毫秒须在 5 分钟内；按接入方+externalId 新建或在开始前更新（或取消）教室的计划直播，回 {id, server, streams}；签名错误或未知接入方 401（同一提示）、ts 过期 401，同一签名只接受一次（重放 409），teacherAccount 须为教师账号，数据错误 400 指明字段；记操作日志",
    }),
  },

  /* ---------- administration (business live) ---------- */
  manage: {
    list: endpoint({
      path: "/api/m/business/live/list",
      access: { perm: "business.live" },
      input: manageLiveListSchema,
      output: out<LiveList>(),
      summary: "直播管理列表，可按关键字、状态、组织、来源筛选",
    }),
    stop: endpoint({
      path: "/api/m/business/live/stop",
      access: { perm: "business.live" },
      input: idInputSchema,
      output: out<{ status: number }>(),
      summary: "强制结束进行中的直播（录像随后生成）；记操作日志",
    }),
    bind: endpoint({
      path: "/api/m/business/live/bind",
      access: { perm: "business.live" },
      input: liveBindSchema,
      output: out<{ id: number }>(),
      summary: "直播绑定课程小节（课程与小节须同时给出或都不给）；有录像时以绑定者权限挂到小节；记操作日志",
    }),
  },
};
