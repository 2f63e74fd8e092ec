/** What the fault benches share: the running cluster's state, its instances and calls as a browser makes them. */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { endpoints, TOKEN_NAME } from "@otp/contract";
import { DEMO_PASSWORD } from "../../src/seed/demo-data.js";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const JSON_HEADERS = { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" };
export const CHUNK = 5 * 1024 * 1024;

export interface State {
  port: number;
  databaseUrl: string;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string };
  redisPid: number;
  swiftDir: string;
  instances: { name: string; port: number; pid: number }[];
}
export const state = (): State => JSON.parse(readFileSync(path.join(ROOT, ".cluster/state.json"), "utf8"));
export const base = (port: number) => `http://127.0.0.1:${port}`;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const restart = (what: string) =>
  execFileSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/cluster/cluster.ts"), "restart", what], {
    stdio: "inherit",
    cwd: ROOT,
  });

export async function post<T>(url: string, body: object, cookie: string) {
  const res = await fetch(url, {
    method: "POST",
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await res.json().catch(() => ({ success: false, msg: `HTTP ${res.status}` }))) as {
    success: boolean;
    data: T;
    msg: string;
  };
  return { status: res.status, ...json };
}

export async function login(target: string, account: string): Promise<string> {
  const res = await fetch(target + endpoints.auth.login.path, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ account, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_NAME}=`));
  if (!cookie) throw new Error(`login ${account}: ${res.status} ${await res.text()}`);
  return cookie.split(";")[0] as string;
}

export const putChunk = (target: string, cookie: string, uploadId: string, offset: number, bytes: Buffer) =>
  fetch(`${target}${endpoints.media.upload.chunk.path}?uploadId=${uploadId}&offset=${offset}`, {
    method: "PUT",
    headers: { "content-type": "application/octet-stream", "x-requested-with": "XMLHttpRequest", cookie },
    body: bytes,
    signal: AbortSignal.timeout(30_000),
  });

/** A PDF the sniffer accepts, padded with random bytes to `size`. */
export function pdfOf(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1");
  return Buffer.concat([head, randomBytes(size - head.length)]);
}
