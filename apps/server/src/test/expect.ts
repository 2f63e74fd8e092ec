import { ResultCode } from "@otp/contract";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { body, type TestApp } from "./harness.js";

/**
 * The checks every endpoint's tests make (DESIGN §5): success, bad input naming the field, no
 * session, wrong role, another user's object. Every module's tests use these.
 */

const CHINESE = /[\u4e00-\u9fa5]/;

/** A 200 with success; returns the envelope's data. */
export function ok<T = unknown>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(body(res).success, res.body).toBe(true);
  return body<T>(res).data;
}

/** A 400 whose Chinese message names the field. */
export function expectBad(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(body(res).msg).toContain(field);
  expect(body(res).msg).toMatch(CHINESE);
}

/** 1004: no (or an ended) session. */
export function expectNoSession(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(401);
  expect(body(res).code).toBe(ResultCode.SESSION_INVALID);
}

/** 403 with a Chinese message: the wrong role, or someone else's object. */
export function expectForbidden(res: LightMyRequestResponse, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(403);
  expect(body(res).msg).toMatch(message ?? CHINESE);
}

/** 404 with a Chinese message: an unknown id (or one the caller may not know exists). */
export function expectNotFound(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(404);
  expect(body(res).msg).toMatch(CHINESE);
}

/** A 429 with a Chinese message. */
export function expectThrottled(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  expect(body(res).msg).toMatch(CHINESE);
}

export interface EndpointCase {
  url: string;
  /** A body the allowed caller gets a 200 for. */
  body: Record<string, unknown>;
  /** Session token of a caller who may make the call. */
  as: string;
  /** A body with one bad field, and the field the message must name. */
  bad?: { body: Record<string, unknown>; field: string };
  /** A caller of the wrong role (403). */
  wrongRole?: string;
  /** A caller who may make this call, but not on the object of `body` (403, or 404 when hidden). */
  otherUser?: { as: string; status?: 403 | 404 };
}

/**
 * The standard guard checks of one endpoint, in the order that leaves the object untouched
 * until the last (successful) call: no session, wrong role, another user, bad input, success.
 * Returns the successful call's data.
 */
export async function checkEndpoint<T = unknown>(t: TestApp, c: EndpointCase): Promise<T> {
  expectNoSession(await t.call(c.url, c.body));
  if (c.wrongRole) expectForbidden(await t.call(c.url, c.body, { as: c.wrongRole }));
  if (c.otherUser) {
    const res = await t.call(c.url, c.body, { as: c.otherUser.as });
    if (c.otherUser.status === 404) expectNotFound(res);
    else expectForbidden(res);
  }
  if (c.bad) expectBad(await t.call(c.url, c.bad.body, { as: c.as }), c.bad.field);
  return ok<T>(await t.call(c.url, c.body, { as: c.as }));
}
