import { lookup as dnsLookup } from "node:dns";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Calls the platform makes to addresses an administrator typed (decision 0035): only public
 * addresses are reached unless the deployment allows more. The check runs on the address the
 * socket connects to (a `lookup` of its own), so a name that resolves to a public address when
 * saved and to 127.0.0.1 when used (DNS rebinding) is refused too. Redirects are not followed
 * and the answer's body is not read: only its status is reported.
 */

/** Loopback, private, link-local, shared (CGNAT), unspecified, multicast and reserved ranges. */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  BLOCKED.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  BLOCKED.addSubnet(net, bits, "ipv6");

/** "10.1.0.0/16, 127.0.0.1": the addresses a deployment lets outbound calls reach although blocked. */
export function parseAllowList(text: string): BlockList {
  const list = new BlockList();
  for (const item of text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [net = "", bits] = item.split("/");
    const family = isIP(net) === 6 ? "ipv6" : "ipv4";
    if (!isIP(net)) throw new Error(`Invalid address in OUTBOUND_ALLOW_PRIVATE: ${item}`);
    if (bits === undefined) list.addAddress(net, family);
    else list.addSubnet(net, Number(bits), family);
  }
  return list;
}

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1) as the IPv4 address it is. */
function unmapped(address: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return address;
  const [hi, lo] = [Number.parseInt(hex[1] ?? "0", 16), Number.parseInt(hex[2] ?? "0", 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether an outbound call may connect to this address. */
export function mayConnect(address: string, allow?: BlockList): boolean {
  const ip = unmapped(address);
  const family = isIP(ip) === 6 ? "ipv6" : "ipv4";
  if (!isIP(ip)) return false;
  if (allow?.check(ip, family)) return true;
  return !BLOCKED.check(ip, family);
}

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super("对方地址是本机、内网或链路本地地址，已拒绝连接");
  }
}

export interface OutboundOptions {
  /** Addresses allowed although blocked (configuration, e.g. an intranet platform). */
  allow?: BlockList;
  /** Name resolution (tests give their own); node's by default. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

const systemResolve = (host: string) =>
  new Promise<{ address: string; family: number }[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** The socket's lookup: resolves, then refuses when any address it could connect to is blocked. */
function guardedLookup(opts: OutboundOptions): LookupFunction {
  const resolve = opts.resolve ?? systemResolve;
  return (host, options, callback) => {
    resolve(host).then(
      (found) => {
        const bad = found.find((a) => !mayConnect(a.address, opts.allow));
        if (bad || !found.length) return callback(new BlockedAddressError(bad?.address ?? host), "", 4);
        const first = found[0] as { address: string; family: number };
        if ((options as { all?: boolean }).all)
          return (callback as never as (e: null, a: unknown) => void)(null, found);
        return callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 4),
    );
  };
}

/** Refuses a URL whose host is, or resolves to, a blocked address (checked again on connect). */
export async function checkDestination(url: string, opts: OutboundOptions = {}): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    if (!mayConnect(host, opts.allow)) throw new BlockedAddressError(host);
    return;
  }
  const found = await (opts.resolve ?? systemResolve)(host);
  const bad = found.find((a) => !mayConnect(a.address, opts.allow));
  if (bad) throw new BlockedAddressError(bad.address);
}

export interface PostOptions extends OutboundOptions {
  headers: Record<string, string>;
  body: string;
  signal?: AbortSignal;
}

/** POSTs to a public address; answers the HTTP status only (the body is discarded, no redirect is followed). */
export async function postTo(url: string, opts: PostOptions): Promise<{ status: number }> {
  const target = new URL(url);
  if (target.protocol !== "http:" && target.protocol !== "https:") throw new Error("只支持http或https地址");
  // A literal address skips the socket's lookup: check it here.
  const literal = target.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && !mayConnect(literal, opts.allow)) throw new BlockedAddressError(literal);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: "POST",
        headers: { ...opts.headers, "content-length": Buffer.byteLength(opts.body) },
        lookup: guardedLookup(opts),
        signal: opts.signal,
      },
      (res) => {
        res.resume();
        res.on("error", () => {});
        resolve({ status: res.statusCode ?? 0 });
      },
    );
    req.on("error", reject);
    req.end(opts.body);
  });
}
