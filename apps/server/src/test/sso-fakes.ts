import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Small identity servers of our own for the tests, on 127.0.0.1: a CAS 3 server (login page,
 * /p3/serviceValidate with one-time tickets bound to their service) and the WeLink API
 * (/auth/v2/tickets, /auth/v2/userid). Nothing else speaks these protocols here.
 */

export interface FakeServer {
  url: string;
  /** Answers nothing for this long (a slow provider); 0: answers at once. */
  delayMs: number;
  close(): Promise<void>;
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const state = { delayMs: 0 };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      if (state.delayMs) setTimeout(() => handler(req, res, body), state.delayMs);
      else handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export interface FakeCas extends FakeServer {
  /** What the CAS login page would do after the user signed in: a ticket for this service. */
  issue(user: string, service: string, attributes?: Record<string, string>): string;
  /** Validations asked so far (the service each named). */
  validations: { service: string; ticket: string }[];
}

export async function startFakeCas(): Promise<FakeCas> {
  const tickets = new Map<string, { user: string; service: string; attributes: Record<string, string> }>();
  const validations: FakeCas["validations"] = [];
  const issue = (user: string, service: string, attributes: Record<string, string> = {}) => {
    const ticket = `ST-${randomBytes(12).toString("hex")}`;
    tickets.set(ticket, { user, service, attributes });
    return ticket;
  };
  const base = await listen((req, res, body) => {
    const url = new URL(req.url ?? "/", "http://cas");
    // The CAS login page: a user name signs in (the fake trusts it), then back to the service.
    if (url.pathname === "/login" && req.method === "POST") {
      const form = new URLSearchParams(body);
      const service = form.get("service") ?? "";
      const ticket = issue(form.get("username") ?? "", service, { displayName: form.get("displayName") ?? "" });
      res.writeHead(302, { location: `${service}${service.includes("?") ? "&" : "?"}ticket=${ticket}` });
      res.end();
      return;
    }
    if (url.pathname === "/login") {
      const service = url.searchParams.get("service") ?? "";
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>统一身份认证</title></head><body><form method="post" action="/login"><input type="hidden" name="service" value="${xml(service).replace(/"/g, "&quot;")}"><label>用户名 <input name="username"></label><label>姓名 <input name="displayName"></label><button type="submit">登录</button></form></body></html>`,
      );
      return;
    }
    if (url.pathname === "/p3/serviceValidate") {
      const service = url.searchParams.get("service") ?? "";
      const ticket = url.searchParams.get("ticket") ?? "";
      validations.push({ service, ticket });
      const found = tickets.get(ticket);
      tickets.delete(ticket);
      res.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
      if (!found || found.service !== service) {
        res.end(
          `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ${xml(ticket)} not recognized</cas:authenticationFailure></cas:serviceResponse>`,
        );
        return;
      }
      const attrs = Object.entries(found.attributes)
        .map(([k, v]) => `<cas:${k}>${xml(v)}</cas:${k}>`)
        .join("");
      res.end(
        `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${xml(found.user)}</cas:user><cas:attributes>${attrs}</cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`,
      );
      return;
    }
    res.writeHead(404);
    res.end();
  });
  return {
    url: base.url,
    get delayMs() {
      return base.state.delayMs;
    },
    set delayMs(v: number) {
      base.state.delayMs = v;
    },
    close: base.close,
    validations,
    issue,
  };
}

export interface FakeWelink extends FakeServer {
  /** Code lookups asked so far (a replay must be refused before WeLink is asked). */
  readonly lookups: number;
  clientId: string;
  clientSecret: string;
  /** What the WeLink app would bring: a one-time code for this user. */
  code(userId: string, tenantId?: string): string;
}

export async function startFakeWelink(): Promise<FakeWelink> {
  const clientId = "school-app";
  const clientSecret = "welink-secret";
  const token = `tok-${randomBytes(8).toString("hex")}`;
  const codes = new Map<string, { userId: string; tenantId: string }>();
  let lookups = 0;
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const base = await listen((req, res, body) => {
    const url = new URL(req.url ?? "/", "http://welink");
    if (req.method === "POST" && url.pathname === "/auth/v2/tickets") {
      let creds: { client_id?: string; client_secret?: string } = {};
      try {
        creds = JSON.parse(body);
      } catch {}
      if (creds.client_id !== clientId || creds.client_secret !== clientSecret) {
        json(res, 401, { code: "401", message: "invalid client" });
        return;
      }
      json(res, 200, { code: "200", access_token: token, expires_in: 7200, message: "ok" });
      return;
    }
    if (req.method === "GET" && url.pathname === "/auth/v2/userid") {
      lookups++;
      if (req.headers["x-wlk-authorization"] !== token) {
        json(res, 401, { code: "401", message: "invalid token" });
        return;
      }
      const found = codes.get(url.searchParams.get("code") ?? "");
      codes.delete(url.searchParams.get("code") ?? "");
      if (!found) {
        json(res, 400, { code: "400", message: "invalid code" });
        return;
      }
      json(res, 200, { code: "200", ...found });
      return;
    }
    json(res, 404, {});
  });
  return {
    url: base.url,
    get delayMs() {
      return base.state.delayMs;
    },
    set delayMs(v: number) {
      base.state.delayMs = v;
    },
    close: base.close,
    get lookups() {
      return lookups;
    },
    clientId,
    clientSecret,
    code(userId, tenantId = "tenant-1") {
      const code = randomBytes(12).toString("hex");
      codes.set(code, { userId, tenantId });
      return code;
    },
  };
}
