import { createServer, type Server } from "node:http";
import type { AddressInfo, BlockList } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlockedAddressError, checkDestination, mayConnect, parseAllowList, postTo } from "./outbound.js";

let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url === "/moved") {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/landing` });
      res.end();
      return;
    }
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("内部数据：不应被读取");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

const post = (path: string, extra: { allow?: BlockList } = {}) =>
  postTo(`http://127.0.0.1:${port}${path}`, { headers: {}, body: "{}", ...extra });

describe("outbound calls", () => {
  it("blocks loopback, private, link-local and other internal ranges, also IPv4-mapped", () => {
    for (const ip of ["127.0.0.1", "10.2.3.4", "172.20.0.1", "192.168.1.1", "169.254.169.254", "0.0.0.0", "100.64.0.1"])
      expect(mayConnect(ip), ip).toBe(false);
    for (const ip of ["::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:7f00:1"])
      expect(mayConnect(ip), ip).toBe(false);
    for (const ip of ["203.0.113.9", "8.8.8.8", "2001:db8::1"]) expect(mayConnect(ip), ip).toBe(true);
    expect(mayConnect("10.8.1.2", parseAllowList("10.8.0.0/16, 127.0.0.1"))).toBe(true);
    expect(mayConnect("10.9.1.2", parseAllowList("10.8.0.0/16"))).toBe(false);
  });

  it("refuses a literal internal address before connecting", async () => {
    await expect(post("/x")).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(checkDestination("http://[::1]:8080/x")).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(checkDestination("http://169.254.169.254/latest/meta-data")).rejects.toBeInstanceOf(
      BlockedAddressError,
    );
    expect(hits).toEqual([]);
  });

  it("checks the address it connects to: a name that turns internal after the check (DNS rebinding) is refused", async () => {
    const answers = [[{ address: "203.0.113.7", family: 4 }], [{ address: "127.0.0.1", family: 4 }]];
    const resolve = async () => answers.shift() ?? [];
    const url = `http://audit.example.cn:${port}/push`;
    await checkDestination(url, { resolve });
    await expect(postTo(url, { headers: {}, body: "{}", resolve })).rejects.toBeInstanceOf(BlockedAddressError);
    expect(hits).toEqual([]);
  });

  it("with an allowance, answers the status only and follows no redirect", async () => {
    const allow = parseAllowList("127.0.0.1");
    const resolve = async () => [{ address: "127.0.0.1", family: 4 }];
    expect(await postTo(`http://audit.example.cn:${port}/ok`, { headers: {}, body: "{}", allow, resolve })).toEqual({
      status: 200,
    });
    expect(await post("/moved", { allow })).toEqual({ status: 302 });
    expect(hits).toEqual(["/ok", "/moved"]);
  });
});
