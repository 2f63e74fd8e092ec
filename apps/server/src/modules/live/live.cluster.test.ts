import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBad, ok } from "../../test/expect.js";
import { body, PARTNER, startTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A call as a classroom recording system signs it. */
function signed(data: object, opts: { ts?: number; secret?: string; partner?: string } = {}) {
  const ts = opts.ts ?? Date.now();
  const text = JSON.stringify(data);
  const sign = createHmac("sha256", opts.secret ?? PARTNER.secret)
    .update(`${ts}\n${text}`)
    .digest("hex");
  return { partner: opts.partner ?? PARTNER.id, ts, sign, data: text };
}

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const plan = {
  externalId: "room-301-20261124-1",
  name: "301教室 高一物理",
  teacherAccount: "teacher",
  classroom: "301教室",
  startTime: at(3600_000),
  endTime: at(2 * 3600_000),
  streams: ["teacher", "student"],
};

describe("central-control push (SOCLUSTER)", () => {
  it("creates and updates a classroom's live idempotently and returns its push keys", async () => {
    const first = ok<{ id: number; server: string; streams: { kind: string; streamKey: string }[] }>(
      await t.call("/api/live/cluster/save", signed(plan), { as: null }),
    );
    expect(first.streams.map((s) => s.kind)).toEqual(["teacher", "student"]);
    expect(first.streams[0]?.streamKey).toMatch(new RegExp(`^live-${first.id}-teacher\\?key=`));
    const again = ok<{ id: number }>(
      await t.call("/api/live/cluster/save", signed({ ...plan, name: "301教室 高一物理（调课）" })),
    );
    expect(again.id).toBe(first.id);
    const admin = await t.login("admin");
    const list = ok<{ list: { id: number; name: string; source: string }[] }>(
      await t.call("/api/m/business/live/list", { source: "SOCLUSTER" }, { as: admin }),
    );
    expect(list.list).toEqual([
      expect.objectContaining({ id: first.id, name: "301教室 高一物理（调课）", source: "SOCLUSTER" }),
    ]);
  });

  it("refuses a bad signature, an unknown partner, a stale call and bad data", async () => {
    expect((await t.call("/api/live/cluster/save", signed(plan, { secret: "wrong-secret" }))).statusCode).toBe(401);
    expect((await t.call("/api/live/cluster/save", signed(plan, { partner: "nobody" }))).statusCode).toBe(401);
    const stale = await t.call("/api/live/cluster/save", signed(plan, { ts: Date.now() - 10 * 60_000 }));
    expect(stale.statusCode).toBe(401);
    expect(body(stale).msg).toContain("过期");
    expectBad(await t.call("/api/live/cluster/save", signed({ ...plan, teacherAccount: "nobody" })), "teacherAccount");
    expectBad(await t.call("/api/live/cluster/save", signed({ ...plan, name: "" })), "直播名称");
    expectBad(
      await t.call("/api/live/cluster/save", { partner: PARTNER.id, ts: Date.now(), sign: "x", data: "{}" }),
      "sign",
    );
  });
});
