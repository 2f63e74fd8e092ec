import { createHmac, timingSafeEqual } from "node:crypto";

const b64 = (v: Buffer | string) => Buffer.from(v).toString("base64url");

/** HS256 JSON Web Token (what the OnlyOffice Document Server signs and expects). */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = b64(JSON.stringify(payload));
  const sig = createHmac("sha256", secret).update(`${head}.${body}`).digest("base64url");
  return `${head}.${body}.${sig}`;
}

/** The payload of a valid HS256 token (signature, alg and exp/nbf checked), else null. */
export function verifyJwt(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [head, body, sig] = parts as [string, string, string];
  try {
    const header = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
    // Only HS256: a token cannot choose "none" or another algorithm.
    if (header.alg !== "HS256") return null;
    const expected = createHmac("sha256", secret).update(`${head}.${body}`).digest();
    const given = Buffer.from(sig, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
    if (!payload || typeof payload !== "object" || Array.isArray(payload)) return null;
    if (typeof payload.exp === "number" && payload.exp < nowSeconds) return null;
    if (typeof payload.nbf === "number" && payload.nbf > nowSeconds + 60) return null;
    return payload;
  } catch {
    return null;
  }
}
