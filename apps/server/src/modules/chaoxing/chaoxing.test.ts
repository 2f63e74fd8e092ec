import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type ChaoxingItem, UPLOAD_STATUS } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWithScreens } from "../../test/accounts.js";
import { checkEndpoint, expectBad, expectForbidden, ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { videoResource } from "../course/course.fixtures.js";
import { setResourceAudit } from "../resource/resource.fixtures.js";

let t: TestApp;
let admin: string;
let auditor: string;
let receiver: Server;
let endpoint: string;
/** What the test receiver answers next (status codes, in order; then 200). */
const answers: number[] = [];
const received: { body: string; signatureOk: boolean }[] = [];
const SECRET = "receiver-secret";

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      const expected = createHmac("sha256", SECRET).update(`${req.headers["x-timestamp"]}.${body}`).digest("hex");
      received.push({ body, signatureOk: expected === req.headers["x-signature"] });
      const status = answers.shift() ?? 200;
      res.writeHead(status, {
        "content-type": "application/json",
        ...(status === 302 ? { location: `${endpoint}/elsewhere` } : {}),
      });
      res.end(status === 200 ? JSON.stringify({ code: 0, msg: "已受理，审核编号A100" }) : "服务繁忙");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/audit/push`;
  t = await startTestApp();
  [admin, auditor] = await Promise.all(["admin", "auditor"].map((a) => t.login(a)));
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => receiver.close(r));
});

const list = async (status?: number) =>
  ok<{ list: ChaoxingItem[]; count: number }>(
    await t.call("/api/m/audit/chaoxing/list", status === undefined ? {} : { status }, { as: auditor }),
  );

describe("pushing resources to the external audit platform", () => {
  let resourceId: number;

  it("needs the endpoint and credentials first", async () => {
    const teacher = await t.login("t001");
    await setResourceAudit(t, admin, false);
    resourceId = await videoResource(t, teacher, "t001", "外审测试视频", true);
    expectBad(await t.call("/api/m/audit/chaoxing/push", { ids: [resourceId] }, { as: auditor }), "");
    await checkEndpoint(t, {
      url: "/api/m/audit/chaoxing/config/save",
      body: { endpoint, appKey: "otp-school", secret: SECRET },
      as: auditor,
      wrongRole: teacher,
      bad: { body: { endpoint: "ftp://x", appKey: "k", secret: "s" }, field: "" },
    });
    const cfg = ok<{ endpoint: string; hasSecret: boolean }>(
      await t.call("/api/m/audit/chaoxing/config/detail", {}, { as: auditor }),
    );
    expect(cfg).toEqual({ endpoint, appKey: "otp-school", hasSecret: true });
  });

  it("retries a failing platform with backoff and records its answer", async () => {
    const item = (await list(UPLOAD_STATUS.NOT_UPLOADED)).list.find((r) => r.id === resourceId);
    expect(item?.status).toBe(UPLOAD_STATUS.NOT_UPLOADED);
    answers.push(503);
    const teacher = await t.login("t002");
    await checkEndpoint(t, {
      url: "/api/m/audit/chaoxing/push",
      body: { ids: [resourceId] },
      as: auditor,
      wrongRole: teacher,
      bad: { body: { ids: [] }, field: "" },
    });
    expect((await list(UPLOAD_STATUS.UPLOADING)).list.map((r) => r.id)).toEqual([resourceId]);
    await t.services.outbound.runOne(true);
    const retrying = (await list(UPLOAD_STATUS.UPLOADING)).list[0];
    expect(retrying?.answer).toContain("第1次上传失败：对方返回 HTTP 503");
    await t.services.outbound.drain();
    const done = (await list(UPLOAD_STATUS.UPLOADED)).list[0];
    expect(done).toMatchObject({ id: resourceId, attempts: 2 });
    // The status is shown, never the other side's body.
    expect(done?.answer).toBe("对方已接收（HTTP 200）");
    expect(JSON.stringify(await list())).not.toContain("已受理");
    expect(received).toHaveLength(2);
    expect(received.every((r) => r.signatureOk)).toBe(true);
    expect(JSON.parse(received[1]?.body ?? "{}")).toMatchObject({ resourceId, name: "外审测试视频" });
  });

  it("marks the upload failed with the reason when the platform stays down; nothing is lost", async () => {
    // A new host (or port) needs the secret typed again.
    expectBad(
      await t.call(
        "/api/m/audit/chaoxing/config/save",
        { endpoint: "http://127.0.0.1:9/closed", appKey: "otp-school" },
        { as: auditor },
      ),
      "secret",
    );
    ok(
      await t.call(
        "/api/m/audit/chaoxing/config/save",
        { endpoint: "http://127.0.0.1:9/closed", appKey: "otp-school", secret: SECRET },
        { as: auditor },
      ),
    );
    // The same host keeps the saved secret.
    ok(
      await t.call(
        "/api/m/audit/chaoxing/config/save",
        { endpoint: "http://127.0.0.1:9/closed/v2", appKey: "otp-school" },
        { as: auditor },
      ),
    );
    ok(await t.call("/api/m/audit/chaoxing/push", { ids: [resourceId] }, { as: auditor }));
    await t.services.outbound.drain();
    const failed = (await list(UPLOAD_STATUS.FAILED)).list[0];
    expect(failed?.id).toBe(resourceId);
    expect(failed?.answer).toMatch(/上传失败（已尝试4次）：无法连接对方平台/);
    // Pushed again once the platform is back: uploaded.
    ok(
      await t.call(
        "/api/m/audit/chaoxing/config/save",
        { endpoint, appKey: "otp-school", secret: SECRET },
        { as: auditor },
      ),
    );
    ok(await t.call("/api/m/audit/chaoxing/push", { ids: [resourceId] }, { as: auditor }));
    await t.services.outbound.drain();
    expect((await list(UPLOAD_STATUS.UPLOADED)).list.map((r) => r.id)).toEqual([resourceId]);
  });

  it("refuses this machine, intranet and link-local addresses not allowed by the configuration", async () => {
    for (const address of [
      "http://127.0.0.2:8080/push",
      "http://10.0.0.5/push",
      "http://192.168.1.10/push",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]:8080/push",
      "http://[::ffff:a00:1]/push",
    ]) {
      expectBad(
        await t.call(
          "/api/m/audit/chaoxing/config/save",
          { endpoint: address, appKey: "otp-school", secret: SECRET },
          { as: auditor },
        ),
        "endpoint",
      );
    }
    const cfg = ok<{ endpoint: string }>(await t.call("/api/m/audit/chaoxing/config/detail", {}, { as: auditor }));
    expect(cfg.endpoint).toBe(endpoint);
  });

  it("follows no redirect: a 3xx answer is a failure and the target is never called", async () => {
    const before = received.length;
    answers.push(302, 302, 302, 302);
    ok(await t.call("/api/m/audit/chaoxing/push", { ids: [resourceId] }, { as: auditor }));
    await t.services.outbound.drain();
    const failed = (await list(UPLOAD_STATUS.FAILED)).list[0];
    expect(failed?.answer).toMatch(/对方返回 HTTP 302（不跟随跳转）/);
    expect(received.length - before).toBe(4);
  });

  it("refuses unpublished or unknown resources and other screens' holders", async () => {
    expectBad(await t.call("/api/m/audit/chaoxing/push", { ids: [99999] }, { as: auditor }), "ids");
    const other = await userWithScreens(t, admin, "cxother", ["audit.word"]);
    expectForbidden(await t.call("/api/m/audit/chaoxing/list", {}, { as: other }));
  });
});
