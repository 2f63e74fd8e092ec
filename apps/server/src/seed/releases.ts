import type { Services } from "../app.js";

/** Demo app versions (业务管理 → APP版本), the newest of each platform shown on /app-download. */
export async function seedAppVersions(s: Services): Promise<void> {
  const versions = [
    { platform: "android" as const, version: "2.2.0", notes: "新增课程离线缓存。", published: true },
    { platform: "android" as const, version: "2.3.0", notes: "直播回放支持倍速播放；修复已知问题。", published: true },
    { platform: "ios" as const, version: "2.3.0", notes: "适配最新系统；知识点笔记同步。", published: true },
  ];
  for (const v of versions) {
    await s.releases.save({ ...v, downloadUrl: "https://app.xinghe.edu.cn/download" });
  }
}
