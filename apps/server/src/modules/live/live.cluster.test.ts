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

  it("refuses a bad signature and an unknown partner alike, a stale call and bad data", async () => {
    const badSign = await t.call("/api/live/cluster/save", signed(plan, { secret: "wrong-secret" }));
    const unknown = await t.call("/api/live/cluster/save", signed(plan, { partner: "nobody" }));
    expect([badSign.statusCode, unknown.statusCode]).toEqual([401, 401]);
    // One answer for both: a caller cannot learn which partner ids exist.
    expect(body(unknown).msg).toBe(body(badSign).msg);
    const stale = await t.call("/api/live/cluster/save", signed(plan, { ts: Date.now() - 10 * 60_000 }));
    expect(stale.statusCode).toBe(401);
    expect(body(stale).msg).toContain("过期");
    expectBad(await t.call("/api/live/cluster/save", signed({ ...plan, teacherAccount: "nobody" })), "teacherAccount");
    // A student or the administrator cannot be made the owner of a live (and of its keys).
    for (const account of ["student", "admin"])
      expectBad(
        await t.call(
          "/api/live/cluster/save",
          signed({ ...plan, externalId: `owner-${account}`, teacherAccount: account }),
        ),
        "teacherAccount",
      );
    expectBad(await t.call("/api/live/cluster/save", signed({ ...plan, name: "" })), "直播名称");
    expectBad(
      await t.call("/api/live/cluster/save", { partner: PARTNER.id, ts: Date.now(), sign: "x", data: "{}" }),
      "sign",
    );
  });

  it("accepts a signed call once: a replay neither un-cancels a live nor returns its keys", async () => {
    const live = { ...plan, externalId: "room-302-replay" };
    const create = signed(live);
    const first = ok<{ id: number }>(await t.call("/api/live/cluster/save", create));
    ok(await t.call("/api/live/cluster/save", signed({ ...live, cancelled: true })));
    const replay = await t.call("/api/live/cluster/save", create);
    expect(replay.statusCode).toBe(409);
    expect(body(replay).msg).toContain("已使用");
    expect(JSON.stringify(body(replay))).not.toContain("key=");
    const admin = await t.login("admin");
    const list = ok<{ list: { id: number; cancelled: boolean }[] }>(
      await t.call("/api/m/business/live/list", { source: "SOCLUSTER" }, { as: admin }),
    );
    expect(list.list.find((l) => l.id === first.id)?.cancelled).toBe(true);
  });
});
