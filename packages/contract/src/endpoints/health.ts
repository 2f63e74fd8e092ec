import { emptySchema } from "../common.js";
import { endpoint, out } from "../endpoint.js";
import type { Readiness } from "../health.js";

/** Health and readiness of one instance, for the proxy in front of several (issue 28). */
export const healthEndpoints = {
  live: endpoint({
    path: "/api/c/health",
    method: "GET",
    access: "public",
    input: emptySchema,
    output: out<{ status: "ok" }>(),
    summary: "存活检查：进程在答复即 200（不访问数据库），不受访问 IP 限制",
  }),
  ready: endpoint({
    path: "/api/c/ready",
    method: "GET",
    access: "public",
    input: emptySchema,
    output: out<Readiness>(),
    summary:
      "就绪检查：数据库与文件存储可用时 200；任一不可用 503（中文 msg 指明哪一项），Redis 不可用只标出（单实例方式继续）；不受访问 IP 限制",
  }),
};
