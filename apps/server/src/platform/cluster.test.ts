import type { AddressInfo } from "node:net";
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import type { onStoreDocumentPayload } from "@hocuspocus/server";
import { PREPARE_COLLAB_PATH, planDocName, TOKEN_NAME } from "@otp/contract";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import * as Y from "yjs";
import { newCourse } from "../modules/course/course.fixtures.js";
import { PLAN_FIELD } from "../modules/prepare/prepare.collab.js";
import { fragmentText } from "../modules/prepare/prepare.present.js";
import { newTeacher, userId } from "../test/accounts.js";
import { expectNoSession, ok } from "../test/expect.js";
import { startTestApp, type TestApp } from "../test/harness.js";
import { JobQueue } from "./jobs/queue.js";
import { claimPeriod } from "./jobs/singleton.js";

const { DATABASE_URL, REDIS_URL } = process.env;
const cluster = !!DATABASE_URL && !!REDIS_URL;
if (!cluster) console.warn("cluster tests need PostgreSQL and Redis (DATABASE_URL and REDIS_URL): skipped");

/** Two instances of the platform: two apps over one database and one Redis, each with its own connections. */
let a: TestApp;
let b: TestApp;
const base = { a: "", b: "" };

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The events of a live's discussion stream as one instance serves them. */
async function openStream(url: string, liveId: number, session: string) {
  const events: { type: string }[] = [];
  const controller = new AbortController();
  const res = await fetch(`${url}/api/c/live/message/stream?liveId=${liveId}`, {
    signal: controller.signal,
    headers: { cookie: `${TOKEN_NAME}=${session}` },
  });
  expect(res.status).toBe(200);
  const reader = res.body?.getReader() as ReadableStreamDefaultReader<Uint8Array>;
  const reading = (async () => {
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buf += Buffer.from(value as Uint8Array).toString();
      for (const m of buf.matchAll(/^data: (.+)$/gm)) events.push(JSON.parse(m[1] as string));
      buf = buf.slice(buf.lastIndexOf("\n") + 1);
    }
  })();
  return {
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/** Waits until `n` instances listen to a bus channel in Redis (a message published before is not heard). */
async function listeners(channel: string, n: number) {
  const probe = new Redis(REDIS_URL as string);
  try {
    await expect
      .poll(async () => ((await probe.pubsub("NUMSUB", `${a.prefix}bus:${channel}`)) as [string, number])[1])
      .toBe(n);
  } finally {
    probe.disconnect();
  }
}

/** A Node Yjs client on one instance's co-editing endpoint, with the session cookie a browser sends. */
function editor(app: string, session: string, planId: number) {
  class CookieSocket extends WebSocket {
    constructor(address: string) {
      super(address, { headers: { cookie: `${TOKEN_NAME}=${session}` } });
      this.on("error", () => {});
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({
    url: `${app.replace("http", "ws")}${PREPARE_COLLAB_PATH}`,
    WebSocketPolyfill: CookieSocket,
    delay: 10,
    minDelay: 10,
    maxDelay: 50,
  });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: planDocName(planId), document: doc });
  provider.attach();
  return {
    doc,
    provider,
    text: () => fragmentText(doc.getXmlFragment(PLAN_FIELD)),
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}

function paragraph(doc: Y.Doc, words: string) {
  const p = new Y.XmlElement("paragraph");
  p.insert(0, [new Y.XmlText(words)]);
  doc.getXmlFragment(PLAN_FIELD).insert(0, [p]);
}

describe.skipIf(!cluster)("two instances sharing one database and one Redis", () => {
  beforeAll(async () => {
    a = await startTestApp({ redisUrl: REDIS_URL });
    b = await startTestApp({ redisUrl: REDIS_URL, database: a.database, prefix: a.prefix });
    for (const [name, t] of [
      ["a", a],
      ["b", b],
    ] as const) {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      base[name] = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a session started on one instance is accepted on the other, and ends on both", async () => {
    const session = await a.login("teacher");
    const mine = { pageNo: 1, pageSize: 10 };
    ok(await b.call("/api/l/base/notice/list", mine, { as: session }));
    ok(await a.call("/api/logout", {}, { as: session }));
    expectNoSession(await b.call("/api/l/base/notice/list", mine, { as: session }));
  });

  it("shared periodic work is claimed by one instance per period", async () => {
    const name = `cluster-${a.prefix}`;
    expect([await claimPeriod(a.cache, name, 60_000), await claimPeriod(b.cache, name, 60_000)]).toEqual([true, false]);
  });

  it("a discussion message sent through one instance reaches viewers on both, once each", async () => {
    const [teacher, student] = [await a.login("teacher"), await b.login("student")];
    const liveId = ok<{ id: number }>(
      await a.call(
        "/api/l/live/save",
        { name: "两个实例的直播", startTime: at(60_000), endTime: at(3600_000) },
        { as: teacher },
      ),
    ).id;
    const onB = await openStream(base.b, liveId, student);
    const onA = await openStream(base.a, liveId, teacher);
    await listeners(`live:${liveId}`, 2);

    const sent = ok<{ id: number }>(
      await a.call("/api/l/live/message/send", { liveId, content: "另一台服务器上的同学好" }, { as: teacher }),
    );
    await expect.poll(() => onB.events).toEqual([expect.objectContaining({ type: "message" })]);
    expect(onB.events[0]).toMatchObject({ message: { id: sent.id, content: "另一台服务器上的同学好" } });
    // Hidden through B: A's viewer hears it.
    ok(await b.call("/api/l/live/message/hide", { id: sent.id }, { as: teacher }));
    await expect.poll(() => onA.events.map((e) => e.type)).toEqual(["message", "hidden"]);
    await new Promise((r) => setTimeout(r, 200));
    expect(onB.events.map((e) => e.type)).toEqual(["message", "hidden"]);
    await onA.close();
    await onB.close();
  });

  it("co-editors connected to different instances see each other's edits, and both are stored", async () => {
    const admin = await a.login("admin");
    const leader = await newTeacher(a, admin, "clusterleader");
    const writer = await newTeacher(a, admin, "clusterwriter");
    const group = ok<{ id: number }>(
      await a.call(
        "/api/l/teach-group/save",
        { name: "跨实例备课组", kind: "grade", leaderId: await userId(a, "clusterleader") },
        { as: admin },
      ),
    );
    ok(
      await a.call(
        "/api/l/teach-group/member/add",
        { id: group.id, userIds: [await userId(a, "clusterwriter")] },
        { as: leader },
      ),
    );
    const course = await newCourse(a, leader, "跨实例协同课程");
    const prep = ok<{ id: number }>(
      await a.call("/api/l/prepare/create", { groupId: group.id, courseId: course.id }, { as: leader }),
    );
    const planId = ok<{ id: number }>(
      await a.call(
        "/api/l/prepare/plan/assign",
        {
          prepareId: prep.id,
          title: "跨实例教案",
          assigneeId: await userId(a, "clusterwriter"),
          deadline: at(86_400_000),
        },
        { as: leader },
      ),
    ).id;

    const onA = editor(base.a, writer, planId);
    const onB = editor(base.b, leader, planId);
    try {
      await expect.poll(() => onA.provider.isSynced && onB.provider.isSynced).toBe(true);
      paragraph(onA.doc, "甲实例写下的教学目标");
      paragraph(onB.doc, "乙实例写下的教学重点");
      await expect.poll(() => onA.text().includes("教学重点") && onB.text().includes("教学目标")).toBe(true);
    } finally {
      onA.close();
      onB.close();
    }

    // Both instances stored their copy; neither erased the other's edit.
    const docName = planDocName(planId);
    await expect
      .poll(
        () =>
          a.services.planCollab.hocuspocus.documents.has(docName) ||
          b.services.planCollab.hocuspocus.documents.has(docName),
        {
          timeout: 15_000,
        },
      )
      .toBe(false);
    const stored = async () => fragmentText((await a.services.planCollab.snapshot(planId)).getXmlFragment(PLAN_FIELD));
    expect(await stored()).toContain("教学目标");
    expect(await stored()).toContain("教学重点");

    // A copy that lags behind (it has neither edit) stores without erasing them.
    const behind = new Y.Doc();
    paragraph(behind, "落后副本上的修改");
    const payload = { documentName: docName, document: behind, socketId: "" } as unknown as onStoreDocumentPayload;
    await b.services.planCollab.hocuspocus.hooks("onStoreDocument", payload);
    await b.services.planCollab.hocuspocus.hooks("afterStoreDocument", payload);
    for (const words of ["教学目标", "教学重点", "落后副本"]) expect(await stored()).toContain(words);

    // A store while another instance holds the document's lock waits for it instead of being
    // skipped (the extension alone would drop it).
    const redis = new Redis(REDIS_URL as string);
    await redis.set(`${a.prefix}collab:${docName}:lock`, "another-instance", "PX", 1200, "NX");
    redis.disconnect();
    const later = new Y.Doc();
    paragraph(later, "锁住时写下的修改");
    const t0 = Date.now();
    const waiting = { documentName: docName, document: later, socketId: "" } as unknown as onStoreDocumentPayload;
    await b.services.planCollab.hocuspocus.hooks("onStoreDocument", waiting);
    await b.services.planCollab.hocuspocus.hooks("afterStoreDocument", waiting);
    expect(Date.now() - t0).toBeGreaterThan(800);
    for (const words of ["教学目标", "教学重点", "落后副本", "锁住时"]) expect(await stored()).toContain(words);
  });

  it("two job queues over the one database run each of twenty jobs exactly once", async () => {
    const runs = new Map<number, string[]>();
    const queues = { a: new JobQueue(a.db, { pollMs: 20 }), b: new JobQueue(b.db, { pollMs: 20 }) };
    for (const [name, queue] of Object.entries(queues))
      queue.register("cluster-test", async (payload) => {
        const n = payload.n as number;
        runs.set(n, [...(runs.get(n) ?? []), name]);
        await new Promise((r) => setTimeout(r, 30));
      });
    for (let n = 0; n < 20; n++) await queues.a.enqueue("cluster-test", { n });
    await Promise.all([queues.a.start(), queues.b.start()]);
    await expect.poll(() => runs.size, { timeout: 15_000 }).toBe(20);
    await Promise.all([queues.a.stop(), queues.b.stop()]);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    const by = [...runs.values()].flat();
    // Both instances took part.
    expect(by).toContain("a");
    expect(by).toContain("b");
  });
});
