import { BlockList, isIPv4 } from "node:net";
import type { FastifyInstance } from "fastify";

/** Loopback, private, link-local and unique-local ranges: where a reverse proxy sits. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv6");

export function isPrivateAddress(ip: string): boolean {
  const plain = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (!plain) return false;
  try {
    return PRIVATE.check(plain, isIPv4(plain) ? "ipv4" : "ipv6");
  } catch {
    return false;
  }
}

/**
 * Login throttling counts failures per client address, so that address must be right. Warns once
 * when TRUST_PROXY looks wrong: off while requests come from a private address carrying
 * X-Forwarded-For (a proxy in front: every user would share the proxy's address), or on while
 * requests come straight from a public address (a client could then pick its own address).
 */
export function registerProxyCheck(
  app: FastifyInstance,
  trustProxy: boolean,
  warn: (msg: string) => void = (msg) => app.log.warn(msg),
) {
  let warned = false;
  app.addHook("onRequest", async (req) => {
    if (warned) return;
    const peer = req.socket.remoteAddress ?? "";
    const forwarded = req.headers["x-forwarded-for"];
    if (!trustProxy && forwarded && isPrivateAddress(peer)) {
      warned = true;
      warn(
        `TRUST_PROXY is off, but requests arrive from ${peer} with X-Forwarded-For: a reverse proxy is in front. ` +
          "Every user then shares the proxy's address for login throttling and the address allow-list; " +
          "set TRUST_PROXY=true (see README, 'Behind a reverse proxy').",
      );
    } else if (trustProxy && !forwarded && !isPrivateAddress(peer)) {
      warned = true;
      warn(
        `TRUST_PROXY is on, but a request came straight from the public address ${peer}: ` +
          "if clients can reach the platform without the proxy they can choose their own address " +
          "(X-Forwarded-For); let only the proxy reach the platform, or set TRUST_PROXY=false.",
      );
    }
  });
}
