import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type AnyEndpoint,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type InputOf,
  type OutputOf,
  TOKEN_NAME,
} from "@otp/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp, type Services } from "../app.js";
import { loadConfig } from "../config.js";
import { createBus } from "../platform/bus/index.js";
import { type Cache, createCache } from "../platform/cache/index.js";
import type { Db } from "../platform/db/client.js";
import { connectDb } from "../platform/db/client.js";
import { startEmbeddedDatabase } from "../platform/db/embedded.js";
import { runMigrations } from "../platform/db/migrate.js";
import { DEMO_PASSWORD } from "../seed/demo-data.js";
import { seedDemo } from "../seed/seed.js";
import { testTemplateFile } from "./database-template.js";
import { checkOutput } from "./output-check.js";

export const PARTNER = { id: "campus-sso", secret: "test-partner-secret" };
/** The external learning platform of /sso_cx. */
export const PARTNER_CX = { id: "cx", secret: "test-cx-secret" };

/** A fresh database for one test file: in-memory PGlite, or a new database on DATABASE_URL. */
export async function freshDatabase(): Promise<{ url: string; embedded: boolean; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const template = testTemplateFile();
    const db = await startEmbeddedDatabase(undefined, { loadFrom: existsSync(template) ? template : undefined });
    return { url: db.url, embedded: true, drop: () => db.stop() };
  }
  const name = `otp_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    embedded: false,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Builds an app as another instance of the same platform (cluster tests); by default an app has its own of everything. */
export interface TestAppOptions {
  /** Another app's database (`TestApp.database`): not migrated again, not seeded again, not dropped on close. */
  database?: TestDatabase;
  /** Redis (REDIS_URL: cache, bus and co-editing documents shared); default process.env.REDIS_URL. */
  redisUrl?: string;
  /** The cache's and the bus's prefix: the same as another app's to share its sessions and events. Default a fresh one. */
  prefix?: string;
  /** Settings on top of the test defaults (as the environment would give them). */
  env?: Record<string, string>;
}

export interface TestDatabase {
  url: string;
  embedded: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Db;
  /** Where the database is (pass it to another app to share it). */
  database: TestDatabase;
  /** The cache's and the bus's prefix (pass it to another app to share them). */
  prefix: string;
  cache: Cache;
  /** POST a JSON call with the CSRF header; `as` is a cookie token from login(). */
  call(
    url: string,
    body?: unknown,
    opts?: { as?: string | null; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /**
   * Calls a contract endpoint (its path, its input type) and reads the answer as its output type
   * (JSON: dates arrive as strings); fails the test unless the call succeeded.
   */
  send<E extends AnyEndpoint>(endpoint: E, input: InputOf<E>, opts?: { as?: string | null }): Promise<OutputOf<E>>;
  login(account: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "otp-test-"));
  // With REDIS_URL the suite also exercises the shared cache, bus and documents; a prefix keeps test files apart.
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const prefix = options.prefix ?? `otp-test-${randomBytes(4).toString("hex")}:`;
  const database = options.database ? { ...options.database, drop: async () => {} } : await freshDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.embedded ? undefined : database.url,
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_TIME_COST: "1",
    SSO_PARTNERS: `${PARTNER.id}:${PARTNER.secret},${PARTNER_CX.id}:${PARTNER_CX.secret}`,
    LOG_LEVEL: "silent",
    // Test files run in parallel: the embedded RTMP ingest is off unless a test starts it on a free port.
    LIVE_RTMP_PORT: "0",
    // Outbound pushes in tests go to receivers the test starts on this machine.
    OUTBOUND_ALLOW_PRIVATE: "127.0.0.1",
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  });
  const handle = connectDb(database.url, { embedded: database.embedded });
  if (!options.database) await runMigrations(handle.pool);
  const cache = createCache(redisUrl, prefix);
  const bus = createBus(redisUrl, prefix);
  const { app, services } = await buildApp({ config, db: handle.db, cache, bus });
  if (!options.database) await seedDemo(handle.db, services, { content: false });

  const call: TestApp["call"] = async (url, body = {}, opts = {}) => {
    const res = await app.inject({
      method: "POST",
      url,
      headers: {
        "content-type": "application/json",
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(opts.as ? { cookie: `${TOKEN_NAME}=${opts.as}` } : {}),
        ...opts.headers,
      },
      payload: JSON.stringify(body),
    });
    checkOutput(url, res);
    return res;
  };

  return {
    app,
    services,
    db: handle.db,
    database: { url: database.url, embedded: database.embedded },
    prefix,
    cache,
    call,
    async send(endpoint, input, opts) {
      if (endpoint.method !== "POST" || endpoint.kind !== "json")
        throw new Error(`${endpoint.path} is not a JSON call`);
      const res = await call(endpoint.path, input ?? {}, opts);
      if (res.statusCode !== 200 || !body(res).success)
        throw new Error(`${endpoint.path}: ${res.statusCode} ${res.body}`);
      return body<OutputOf<typeof endpoint>>(res).data;
    },
    async login(account, password = DEMO_PASSWORD) {
      const res = await call("/api/login", { account, password });
      const cookie = res.cookies.find((c) => c.name === TOKEN_NAME);
      if (res.statusCode !== 200 || !cookie) throw new Error(`login ${account} failed: ${res.body}`);
      return cookie.value;
    },
    async close() {
      // Every test of the file has finished: a stream a test aborted (event stream, FLV) may keep
      // its connection until the keep-alive timeout (72 s), so end them all once closing began.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await bus.close();
      await cache.close();
      await handle.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function body<T = unknown>(
  res: LightMyRequestResponse,
): { success: boolean; data: T; msg: string; code: number } {
  return res.json();
}
