import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";

const MOBILE_SITE = Symbol("otp.mobileSite");
type Marked = http.IncomingMessage & { [MOBILE_SITE]?: true };

/**
 * The web app knows it is the mobile site by this tag in its index.html (apps/web/src/app/guardDeps.ts
 * reads it), so a phone is not sent to the mobile site again.
 */
export const MOBILE_SITE_META = '<meta name="otp-site" content="mobile" />';

/** The port each app's mobile site listens on, while it listens. */
const listening = new WeakMap<FastifyInstance, number>();

/** The port the app's own mobile site listens on; 0 when it has none (MOBILE_PORT 0, or it failed). */
export function mobilePortOf(app: FastifyInstance): number {
  return listening.get(app) ?? 0;
}

/**
 * Tells the web app where the platform's own mobile site is, so the route guard sends phones to
 * the port really listening (not an assumed 8448) and, when there is none, does not send them
 * anywhere (a phone would get "site can't be reached").
 */
export function mobilePortMeta(port: number): string {
  return `<meta name="otp-mobile-port" content="${Math.trunc(port)}" />`;
}

/** True when the request came in on the mobile site's port. */
export function isMobileSiteRequest(req: FastifyRequest): boolean {
  return (req.raw as Marked)[MOBILE_SITE] === true;
}

export interface MobileSite {
  port: number;
  close(): Promise<void>;
}

/**
 * The phone site (SPEC: phones are sent to port 8448) is a second listener of the same Fastify app:
 * the same API, sessions and one-time hand-off codes, with the phone build's pages (web.ts serves
 * apps/mobile/dist to requests marked here). `app` must be ready (listening on its own port).
 */
export async function listenMobileSite(app: FastifyInstance, port: number, host: string): Promise<MobileSite> {
  const server = http.createServer((req, res) => {
    (req as Marked)[MOBILE_SITE] = true;
    app.routing(req, res);
  });
  server.keepAliveTimeout = app.server.keepAliveTimeout;
  server.requestTimeout = app.server.requestTimeout;
  server.headersTimeout = app.server.headersTimeout;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  listening.set(app, actual);
  return {
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        listening.delete(app);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
