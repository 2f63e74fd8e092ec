import { writeFile } from "node:fs/promises";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "./error-handler.js";

describe("the error envelope of a full disk", () => {
  it("answers 507 in Chinese when a write fails with ENOSPC (the kernel's /dev/full)", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post("/write", async () => {
      await writeFile("/dev/full", Buffer.alloc(4096));
      return { ok: true };
    });
    const res = await app.inject({ method: "POST", url: "/write" });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toMatchObject({ success: false, code: 507, msg: "服务器磁盘空间不足，请稍后重试或联系管理员" });
    await app.close();
  });
});
