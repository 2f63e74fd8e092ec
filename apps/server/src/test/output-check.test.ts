import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { checkOutput } from "./output-check.js";

/** The harness's run-time contract check (decision 0029): it must pass true answers and catch wrong ones. */
function answer(data: unknown, status = 200): LightMyRequestResponse {
  return {
    statusCode: status,
    headers: { "content-type": "application/json; charset=utf-8" },
    json: () => ({ success: true, code: 200, msg: "", data }),
  } as unknown as LightMyRequestResponse;
}

const notice = { id: 1, title: "t", content: "c", category: "live", readAt: null, createdAt: "2026-11-28T08:00:00Z" };
const NOTICES = "/api/l/base/notice/list";

describe("output check", () => {
  it("passes an answer that matches the declared output", () => {
    expect(() => checkOutput(NOTICES, answer({ list: [notice], count: 1, unread: 0 }))).not.toThrow();
  });

  it("names a declared field the answer lacks", () => {
    expect(() => checkOutput(NOTICES, answer({ list: [notice], count: 1 }))).toThrow(/unread/);
  });

  it("names a field of the wrong type, deep in a list", () => {
    const wrong = { ...notice, readAt: 5 };
    expect(() => checkOutput(NOTICES, answer({ list: [wrong], count: 1, unread: 0 }))).toThrow(/\/list\/0\/readAt/);
  });

  it("leaves failures, non-JSON answers and undeclared paths alone", () => {
    expect(() => checkOutput(NOTICES, answer({ nothing: true }, 400))).not.toThrow();
    expect(() => checkOutput("/api/not/declared", answer({ anything: 1 }))).not.toThrow();
  });

  it("matches a path with a query string, and paths with parameters", () => {
    expect(() => checkOutput(`${NOTICES}?x=1`, answer({ list: [], count: 0 }))).toThrow(/unread/);
    expect(() => checkOutput("/api/kv/ele/SUBJECT/list", answer("not a list"))).toThrow(/must be array/);
  });
});
