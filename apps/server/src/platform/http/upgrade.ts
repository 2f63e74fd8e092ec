import { type IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * WebSocket upgrades go through Fastify's router like any request: the access policy, the
 * session and the endpoint's access (defineRoute) all apply before a handler takes the socket
 * with `takeUpgrade`. Refusals (401, 403, an unknown path's 404) are written to the socket as an
 * HTTP answer, and the socket is closed after it.
 */

const pending = new WeakMap<IncomingMessage, { socket: Duplex; head: Buffer; res: ServerResponse }>();
const routed = new WeakSet<FastifyInstance>();

export function routeUpgrades(app: FastifyInstance) {
  if (routed.has(app)) return;
  routed.add(app);
  app.server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const res = new ServerResponse(req);
    pending.set(req, { socket, head, res });
    res.shouldKeepAlive = false;
    res.assignSocket(socket as Socket);
    // An answer instead of an upgrade (a refusal) ends the connection once it is written.
    res.on("finish", () => {
      if (pending.has(req)) socket.end();
    });
    socket.on("error", () => socket.destroy());
    app.routing(req, res);
  });
}

/** The socket of a pending upgrade, handed over once (null: a plain HTTP request). */
export function takeUpgrade(req: FastifyRequest): { socket: Duplex; head: Buffer } | null {
  const upgrade = pending.get(req.raw);
  if (!upgrade) return null;
  pending.delete(req.raw);
  // The response object only carried refusals; the WebSocket library writes its own handshake.
  upgrade.res.detachSocket(upgrade.socket as Socket);
  return { socket: upgrade.socket, head: upgrade.head };
}
