import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness.js";
import { JobQueue } from "./queue.js";

/** Security finding 5: one user's flood of transcoding jobs does not hold everyone else's back. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("job queue fairness", () => {
  it("serves owners in turn: the one served longest ago goes first", async () => {
    const queue = new JobQueue(t.db);
    const order: string[] = [];
    queue.register("test.fair", async (payload) => {
      order.push(String(payload.name));
    });
    // A floods the queue first; B and C come later, and a system job without owner.
    for (let i = 1; i <= 5; i++) await queue.enqueue("test.fair", { name: `A${i}` }, { ownerId: 101 });
    for (let i = 1; i <= 2; i++) await queue.enqueue("test.fair", { name: `B${i}` }, { ownerId: 102 });
    await queue.enqueue("test.fair", { name: "C1" }, { ownerId: 103 });
    await queue.enqueue("test.fair", { name: "S1" });
    expect(await queue.drain()).toBe(9);
    expect(order).toEqual(["A1", "B1", "C1", "S1", "A2", "B2", "A3", "A4", "A5"]);
  });

  it("a newcomer's job runs next, before the rest of a flood", async () => {
    const queue = new JobQueue(t.db);
    const order: string[] = [];
    queue.register("test.flood", async (payload) => {
      order.push(String(payload.name));
    });
    for (let i = 1; i <= 4; i++) await queue.enqueue("test.flood", { name: `A${i}` }, { ownerId: 201 });
    expect(await queue.runOne(true)).toBe(true);
    expect(await queue.runOne(true)).toBe(true);
    await queue.enqueue("test.flood", { name: "D1" }, { ownerId: 202 });
    await queue.drain();
    expect(order).toEqual(["A1", "A2", "D1", "A3", "A4"]);
  });
});
