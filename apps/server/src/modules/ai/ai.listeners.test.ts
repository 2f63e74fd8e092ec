import { type ChatEvent, endpoints } from "@otp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContent } from "../../seed/content.js";
import { startTestApp, type TestApp } from "../../test/harness.js";

/**
 * Issue 23: a paced answer waited on its request's one AbortSignal for every piece and left a
 * listener behind each time, so a long answer made Node warn MaxListenersExceededWarning.
 */
let t: TestApp;
let student: string;
const warnings: Error[] = [];
const onWarning = (w: Error) => warnings.push(w);

beforeAll(async () => {
  t = await startTestApp();
  await seedContent(t.db, t.services, { media: false });
  student = await t.login("student");
  process.on("warning", onWarning);
});
afterAll(async () => {
  process.off("warning", onWarning);
  await t.close();
});

describe("a streamed answer", () => {
  it("leaves no listener behind on its signal, however many pieces it sends", async () => {
    const res = await t.call(
      endpoints.ai.chat.path,
      { modelName: "default", sessionID: "w1", messageInfo: { roleInfo: "user", contentInfo: "什么是光合作用？" } },
      { as: student },
    );
    const pieces = res.body.split("\n\n").filter((b) => b.startsWith("data: "));
    const last = JSON.parse((pieces.at(-1) ?? "").slice(6)) as ChatEvent;
    expect(last.finished).toBe(true);
    // Enough pieces that one listener each would pass Node's limit of 10.
    expect(pieces.length).toBeGreaterThan(12);
    // Warnings are emitted on the next tick.
    await new Promise((r) => setImmediate(r));
    expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning").map((w) => w.message)).toEqual([]);
  });
});
