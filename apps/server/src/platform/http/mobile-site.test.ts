import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { listenMobileSite, MOBILE_SITE_META, mobilePortMeta } from "./mobile-site.js";
import { registerWeb } from "./web.js";

const root = mkdtempSync(path.join(tmpdir(), "otp-mobile-site-"));
writeFileSync(path.join(root, "index.html"), "<!doctype html><html><head><title>平台</title></head></html>");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const portTag = (html: string) => /<meta name="otp-mobile-port" content="(\d+)" \/>/.exec(html)?.[1];

/** Issue 23, finding 18: the web app learns the port the mobile site really listens on, or that there is none. */
describe("the mobile site's port in index.html", () => {
  it("is the port the mobile site listens on, on both sites, and 0 once it stopped", async () => {
    const app = Fastify();
    await registerWeb(app, root);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const mobile = await listenMobileSite(app, 0, "127.0.0.1");
    try {
      const desktop = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const desktopPage = await (await fetch(`${desktop}/portal`)).text();
      expect(portTag(desktopPage)).toBe(String(mobile.port));
      expect(desktopPage).not.toContain(MOBILE_SITE_META);
      const mobilePage = await (await fetch(`http://127.0.0.1:${mobile.port}/portal`)).text();
      expect(mobilePage).toContain(MOBILE_SITE_META);
      expect(portTag(mobilePage)).toBe(String(mobile.port));
      await mobile.close();
      expect(portTag(await (await fetch(`${desktop}/`)).text())).toBe("0");
    } finally {
      await mobile.close();
      await app.close();
    }
  });

  it("is 0 when the platform has no mobile site (MOBILE_PORT 0)", async () => {
    const app = Fastify();
    await registerWeb(app, root);
    const page = await app.inject({ method: "GET", url: "/login" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(portTag(page.body)).toBe("0");
    expect(page.body).toContain("<title>平台</title>");
    await app.close();
  });

  it("writes only a whole port number", () => {
    expect(mobilePortMeta(8448)).toBe('<meta name="otp-mobile-port" content="8448" />');
  });
});
