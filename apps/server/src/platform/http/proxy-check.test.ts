import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { isPrivateAddress, registerProxyCheck } from "./proxy-check.js";

async function appWith(trustProxy: boolean) {
  const warnings: string[] = [];
  const app = Fastify({ trustProxy });
  registerProxyCheck(app, trustProxy, (m) => warnings.push(m));
  app.get("/", async (req) => req.ip);
  await app.ready();
  return { app, warnings };
}

describe("TRUST_PROXY check", () => {
  it("knows private addresses", () => {
    expect(
      ["10.1.2.3", "172.20.0.1", "192.168.1.1", "127.0.0.1", "::1", "::ffff:10.0.0.1", "fd00::1"].map(isPrivateAddress),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(["8.8.8.8", "203.0.113.9", "2001:db8::1", ""].map(isPrivateAddress)).toEqual([false, false, false, false]);
  });

  it("warns once when a proxy forwards to a platform that does not trust it", async () => {
    const { app, warnings } = await appWith(false);
    const res = await app.inject({ url: "/", remoteAddress: "10.0.0.2", headers: { "x-forwarded-for": "8.8.8.8" } });
    // Without trust every user has the proxy's address.
    expect(res.body).toBe("10.0.0.2");
    await app.inject({ url: "/", remoteAddress: "10.0.0.2", headers: { "x-forwarded-for": "8.8.4.4" } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("TRUST_PROXY is off");
    await app.close();
  });

  it("warns when the proxy is trusted but clients reach the platform directly", async () => {
    const { app, warnings } = await appWith(true);
    await app.inject({ url: "/", remoteAddress: "10.0.0.2", headers: { "x-forwarded-for": "8.8.8.8" } });
    expect(warnings).toEqual([]);
    await app.inject({ url: "/", remoteAddress: "203.0.113.5" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("TRUST_PROXY is on");
    await app.close();
  });

  it("stays quiet when nothing looks wrong", async () => {
    const { app, warnings } = await appWith(false);
    await app.inject({ url: "/", remoteAddress: "203.0.113.5" });
    await app.inject({ url: "/", remoteAddress: "127.0.0.1" });
    expect(warnings).toEqual([]);
    await app.close();
  });
});
