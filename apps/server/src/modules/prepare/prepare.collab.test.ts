import type { AddressInfo } from "node:net";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { CSRF_HEADER, CSRF_HEADER_VALUE, PREPARE_COLLAB_PATH, planDocName, TOKEN_NAME } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { newTeacher, userId } from "../../test/accounts.js";
import { ok } from "../../test/expect.js";
import { body, startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";
import { PLAN_FIELD } from "./prepare.collab.js";
import { fragmentText } from "./prepare.present.js";
import { docState } from "./prepare.queries.js";

let t: TestApp;
let url: string;
let admin: string;
let leader: string;
let writer: string;
let outsider: string;
let planId: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login("admin");
  leader = await newTeacher(t, admin, "coleader");
  writer = await newTeacher(t, admin, "cowriter");
  outsider = await newTeacher(t, admin, "cooutsider");
  const group = ok<{ id: number }>(
    await t.call(
      "/api/l/teach-group/save",
      { name: "语文备课组", kind: "grade", leaderId: await userId(t, "coleader") },
      { as: admin },
    ),
  );
  ok(
    await t.call(
      "/api/l/teach-group/member/add",
      { id: group.id, userIds: [await userId(t, "cowriter")] },
      { as: leader },
    ),
  );
  const course = await newCourse(t, leader, "古诗词鉴赏");
  const prep = ok<{ id: number }>(
    await t.call("/api/l/prepare/create", { groupId: group.id, courseId: course.id }, { as: leader }),
  );
  planId = ok<{ id: number }>(
    await t.call(
      "/api/l/prepare/plan/assign",
      {
        prepareId: prep.id,
        title: "第一节 静夜思",
        assigneeId: await userId(t, "cowriter"),
        deadline: "2030-01-01T00:00:00Z",
      },
      { as: leader },
    ),
  ).id;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${PREPARE_COLLAB_PATH}`;
});
afterAll(() => t.close());

interface Client {
  doc: Y.Doc;
  socket: HocuspocusProviderWebsocket;
  provider: HocuspocusProvider;
  failed: string[];
}

/** A Node Yjs client whose WebSocket carries the session cookie, as a browser's would. */
function connect(session: string | null, id = planId): Client {
  class CookieSocket extends WebSocket {
    constructor(address: string) {
      super(address, session ? { headers: { cookie: `${TOKEN_NAME}=${session}` } } : {});
      // A client whose session ended keeps retrying; closing it mid-handshake reports an error.
      this.on("error", () => {});
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url,
    WebSocketPolyfill: CookieSocket,
    delay: 10,
    minDelay: 10,
    maxDelay: 50,
  });
  const failed: string[] = [];
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: planDocName(id),
    document: doc,
    token: "session",
    onAuthenticationFailed: ({ reason }) => failed.push(reason),
  });
  provider.attach();
  return { doc, socket, provider, failed };
}

/** Opens a bare WebSocket and tells how the upgrade was answered: "open" or the HTTP status. */
async function upgrade(headers: Record<string, string>, path = PREPARE_COLLAB_PATH): Promise<string> {
  const ws = new WebSocket(url.replace(PREPARE_COLLAB_PATH, path), { headers });
  const answer = await new Promise<string>((resolve) => {
    ws.on("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
    ws.on("open", () => resolve("open"));
    ws.on("error", (err) => resolve(err.message));
  });
  ws.terminate();
  return answer;
}

const cookie = (session: string) => ({ cookie: `${TOKEN_NAME}=${session}` });

const close = (c: Client) => {
  c.provider.destroy();
  c.socket.destroy();
};

async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

const text = (c: Client) => fragmentText(c.doc.getXmlFragment(PLAN_FIELD));
/** The plan as the server holds it now. */
const serverText = () =>
  fragmentText(
    t.services.planCollab.hocuspocus.documents.get(planDocName(planId))?.getXmlFragment(PLAN_FIELD) ??
      new Y.Doc().getXmlFragment(PLAN_FIELD),
  );

function paragraph(doc: Y.Doc, words: string, at: number) {
  const p = new Y.XmlElement("paragraph");
  p.insert(0, [new Y.XmlText(words)]);
  const f = doc.getXmlFragment(PLAN_FIELD);
  f.insert(Math.min(at, f.length), [p]);
}

describe("co-editing a lesson plan", () => {
  it("two clients editing at once end with equal documents holding both edits", async () => {
    const a = connect(writer);
    const b = connect(leader);
    await until(() => a.provider.isSynced && b.provider.isSynced);
    // Concurrent edits at the same place: neither waits for the other.
    paragraph(a.doc, "教学目标：背诵全诗", 0);
    paragraph(b.doc, "教学重点：体会思乡之情", 0);
    await until(() => text(a).includes("思乡") && text(b).includes("背诵"));
    expect(Y.encodeStateVector(a.doc)).toEqual(Y.encodeStateVector(b.doc));
    expect(a.doc.getXmlFragment(PLAN_FIELD).toString()).toBe(b.doc.getXmlFragment(PLAN_FIELD).toString());

    // A dropped connection: edits made offline sync on reconnect, and so do the other's.
    const dropped = new Promise((resolve) => a.socket.on("disconnect", resolve));
    (a.socket.webSocket as unknown as WebSocket).terminate();
    await dropped;
    paragraph(a.doc, "离线写下的板书设计", 9);
    paragraph(b.doc, "在线补充的作业布置", 9);
    await until(() => text(a).includes("作业布置") && text(b).includes("板书设计"));
    expect(a.doc.getXmlFragment(PLAN_FIELD).toString()).toBe(b.doc.getXmlFragment(PLAN_FIELD).toString());
    close(a);
    close(b);

    // Persisted: a new client after everyone left loads all four paragraphs from the database.
    await until(() => !t.services.planCollab.hocuspocus.documents.has(planDocName(planId)));
    const c = connect(writer);
    await until(() => c.provider.isSynced);
    for (const words of ["背诵全诗", "思乡之情", "板书设计", "作业布置"]) expect(text(c)).toContain(words);
    close(c);
  });

  it("refuses a WebSocket on any other path instead of leaving it open", async () => {
    const other = new WebSocket(url.replace(PREPARE_COLLAB_PATH, "/api/ws/nothing-here"));
    const answer = await new Promise<string>((resolve) => {
      other.on("unexpected-response", (_req, res) => resolve(String(res.statusCode)));
      other.on("open", () => resolve("open"));
      other.on("error", (err) => resolve(err.message));
    });
    other.terminate();
    expect(answer).toBe("404");
  });

  it("rejects callers without a session, outsiders and unknown plans", async () => {
    // No session: the upgrade itself is refused like any call (401), before Hocuspocus.
    expect(await upgrade({})).toBe("401");
    for (const c of [connect(outsider), connect(admin, 999999)]) {
      await until(() => c.failed.length > 0);
      expect(c.doc.getXmlFragment(PLAN_FIELD).length).toBe(0);
      close(c);
    }
  });

  it("saves versions and restores one into the open document", async () => {
    const a = connect(writer);
    await until(() => a.provider.isSynced);
    const v = ok<{ id: number }>(
      await t.call("/api/l/prepare/plan/version/save", { id: planId, label: "初稿" }, { as: writer }),
    );
    paragraph(a.doc, "初稿之后的修改", 0);
    await until(
      () =>
        t.services.planCollab.hocuspocus.documents.get(planDocName(planId))?.getXmlFragment(PLAN_FIELD).length === 5,
    );
    ok(await t.call("/api/l/prepare/plan/version/restore", { id: v.id }, { as: writer }));
    await until(() => !text(a).includes("初稿之后的修改"));
    expect(text(a)).toContain("背诵全诗");
    const list = ok<{ label: string }[]>(await t.call("/api/l/prepare/plan/versions", { id: planId }, { as: leader }));
    expect(list.map((x) => x.label)).toEqual(["恢复前自动保存", "初稿"]);
    expect((await t.call("/api/l/prepare/plan/versions", { id: planId }, { as: outsider })).statusCode).toBe(403);
    close(a);
  });

  it("is a contract endpoint: a plain GET gets 426, a foreign page's Origin 403, the site's own is let in", async () => {
    const get = await t.app.inject({ method: "GET", url: PREPARE_COLLAB_PATH, headers: cookie(writer) });
    expect(get.statusCode).toBe(426);
    expect(body(get).msg).toContain("WebSocket");
    const host = new URL(url).host;
    expect(await upgrade({ ...cookie(writer), origin: "https://evil.example" })).toBe("403");
    expect(await upgrade({ ...cookie(writer), origin: "null" })).toBe("403");
    expect(await upgrade({ ...cookie(writer), origin: `http://${host}` })).toBe("open");
    // A configured site address (the mobile site) is the site too.
    ok(await t.call("/api/m/site/mobile/save", { siteUrl: "https://m.school.example", welcome: "" }, { as: admin }));
    expect(await upgrade({ ...cookie(writer), origin: "https://m.school.example" })).toBe("open");
  });

  it("follows the access (IP) restriction: new upgrades are refused and an open socket closes", async () => {
    const a = connect(writer);
    await until(() => a.provider.isSynced);
    const dropped = new Promise((resolve) => a.socket.on("disconnect", resolve));
    // The administrator works from an allowed address (10.x); the editors connect from 127.0.0.1.
    const restrict = (isUsing: boolean) =>
      t.app.inject({
        method: "POST",
        url: "/api/m/cms/area/pic/save",
        remoteAddress: "10.0.0.5",
        headers: { "content-type": "application/json", [CSRF_HEADER]: CSRF_HEADER_VALUE, ...cookie(admin) },
        payload: JSON.stringify({ areaCode: "ACCESS_IP", isUsing, content: "10.0.0.0/8" }),
      });
    ok(await restrict(true));
    try {
      expect(await upgrade(cookie(writer))).toBe("403");
      paragraph(a.doc, "受限网络中写下的内容", 0);
      await dropped;
    } finally {
      ok(await restrict(false));
    }
    close(a);
    expect(serverText()).not.toContain("受限网络");
  });

  it("closes a socket when its session ends (logout, password reset): later edits are not saved", async () => {
    const session = await t.login("cowriter", "Teach@2026x");
    const a = connect(session);
    await until(() => a.provider.isSynced);
    const loggedOut = new Promise((resolve) => a.socket.on("disconnect", resolve));
    ok(await t.call("/api/logout", {}, { as: session }));
    await loggedOut;
    paragraph(a.doc, "退出登录后写下的内容", 0);
    // A second editor's edit reaches the server; the logged-out one never does (its upgrades get 401).
    const b = connect(leader);
    await until(() => b.provider.isSynced);
    paragraph(b.doc, "组长的批注", 0);
    await until(() => serverText().includes("组长的批注"));
    expect(serverText()).not.toContain("退出登录后");
    expect(await upgrade(cookie(session))).toBe("401");
    close(a);
    close(b);

    // The administrator resets the writer's password: every session of the writer ends, sockets too.
    const c = connect(writer);
    await until(() => c.provider.isSynced);
    const reset = new Promise((resolve) => c.socket.on("disconnect", resolve));
    ok(
      await t.call(
        "/api/m/base/user/pwd/reset",
        { id: await userId(t, "cowriter"), password: "Reset-pass-2030" },
        { as: admin },
      ),
    );
    await reset;
    close(c);
  });

  it("makes a submitted plan read-only: open editors reconnect read-only, their edits are not applied", async () => {
    const session = await t.login("cowriter", "Reset-pass-2030");
    const a = connect(session);
    await until(() => a.provider.isSynced);
    expect(a.provider.authorizedScope).toBe("read-write");
    const before = serverText();
    ok(await t.call("/api/l/prepare/plan/submit", { id: planId }, { as: session }));
    await until(() => a.provider.authorizedScope === "readonly" && a.provider.isSynced);
    const answered = new Promise((resolve) => a.provider.on("message", resolve));
    paragraph(a.doc, "提交后写下的内容", 0);
    await answered;
    expect(serverText()).toBe(before);
    // Restoring a version would write it too.
    const v = ok<{ id: number }>(await t.call("/api/l/prepare/plan/version/save", { id: planId }, { as: session }));
    const restore = await t.call("/api/l/prepare/plan/version/restore", { id: v.id }, { as: session });
    expect(restore.statusCode).toBe(409);
    close(a);
  });

  it("keeps both of two stores at once (instances without Redis's lock): each merges under the plan's row lock", async () => {
    const [one, two] = [new Y.Doc(), new Y.Doc()];
    paragraph(one, "甲实例保存的段落", 0);
    paragraph(two, "乙实例保存的段落", 0);
    await Promise.all([t.services.planCollab.store(planId, one), t.services.planCollab.store(planId, two)]);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, Buffer.from((await docState(t.db, planId)) as string, "base64"));
    const text = fragmentText(stored.getXmlFragment(PLAN_FIELD));
    expect(text).toContain("甲实例保存的段落");
    expect(text).toContain("乙实例保存的段落");
  });
});
