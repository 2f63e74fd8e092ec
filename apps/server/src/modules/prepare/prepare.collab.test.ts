import type { AddressInfo } from "node:net";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import { PREPARE_COLLAB_PATH, planDocName, TOKEN_NAME } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { newTeacher, userId } from "../../test/accounts.js";
import { ok } from "../../test/expect.js";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { newCourse } from "../course/course.fixtures.js";
import { PLAN_FIELD } from "./prepare.collab.js";
import { fragmentText } from "./prepare.present.js";

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

const close = (c: Client) => {
  c.provider.destroy();
  c.socket.destroy();
};

async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

const text = (c: Client) => fragmentText(c.doc.getXmlFragment(PLAN_FIELD));

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
    for (const c of [connect(null), connect(outsider), connect(admin, 999999)]) {
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
});
