import type { Services } from "../app.js";
import type { Principal } from "../platform/auth/principal.js";
import { buildZip } from "./zip.js";

/** A small Android package for the demo (a zip with a manifest): the newest Android version is uploaded. */
function demoApk(): Buffer {
  return buildZip([
    { name: "AndroidManifest.xml", data: Buffer.from('<manifest package="cn.edu.xinghe.app"/>') },
    { name: "README.txt", data: Buffer.from("星河实验中学 移动端演示安装包") },
  ]);
}

/** Demo app versions (业务管理 → APP版本), the newest of each platform shown on /app-download. */
export async function seedAppVersions(s: Services): Promise<void> {
  const account = await s.users.findByAccount("admin");
  const loaded = account ? await s.users.load(account.id) : null;
  if (!loaded) return;
  const admin: Principal = { ...loaded, sessionId: 0 };
  const apk = await s.files.save("package", "xinghe-2.3.0.apk", demoApk(), admin.userId);
  const versions = [
    { platform: "android" as const, version: "2.2.0", notes: "新增课程离线缓存。", published: true },
    {
      platform: "android" as const,
      version: "2.3.0",
      notes: "直播回放支持倍速播放；修复已知问题。",
      published: true,
      fileId: apk.id,
    },
    { platform: "ios" as const, version: "2.3.0", notes: "适配最新系统；知识点笔记同步。", published: true },
  ];
  for (const v of versions) {
    await s.releases.save(
      { fileId: null, ...v, downloadUrl: v.fileId ? "" : "https://app.xinghe.edu.cn/download" },
      admin,
    );
  }
}
