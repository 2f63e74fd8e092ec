import { writeFile } from "node:fs/promises";
import Fastify from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freePort } from "../../test/ports.js";
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

  it("answers 503 in Chinese when the database cannot be reached, as pg reports it or wrapped", async () => {
    const port = await freePort();
    const refused = await new pg.Client({ host: "127.0.0.1", port, connectionTimeoutMillis: 2000 })
      .connect()
      .catch((e: unknown) => e);
    const app = Fastify();
    registerErrorHandler(app, { databasePort: port });
    app.get("/raw", async () => {
      throw refused;
    });
    // As Drizzle throws it: "Failed query: …" with the driver's error as its cause.
    app.get("/wrapped", async () => {
      throw new Error("Failed query: select 1", { cause: refused });
    });
    app.get("/other", async () => {
      throw new Error("something else");
    });
    // A refused connection elsewhere (a partner's server) is not the database.
    app.get("/elsewhere", async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED", port: 9 });
    });
    for (const url of ["/raw", "/wrapped"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 503, msg: "数据库暂时无法访问，请稍后重试" });
    }
    expect((await app.inject({ url: "/other" })).statusCode).toBe(500);
    expect((await app.inject({ url: "/elsewhere" })).statusCode).toBe(500);
    await app.close();
  });
});
