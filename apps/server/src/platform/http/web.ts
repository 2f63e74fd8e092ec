import { existsSync, mkdirSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { type AreaPic, BANNER_SIZES, firstBannerPicture, isPlatformPicture, pictureSrcSet } from "@otp/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fail } from "./envelope.js";
import { isMobileSiteRequest, MOBILE_SITE_META, mobilePortMeta, mobilePortOf } from "./mobile-site.js";
import { isApiPath } from "./request-path.js";

/** Files the web build compresses ahead (apps/web/vite.config.ts PRECOMPRESS): their answer varies. */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)(?:\.br|\.gz)?$/;

/** Hashed build files never change: a year of cache. Everything else is revalidated. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  const immutable = /[\\/](?:m-)?assets[\\/]/.test(file);
  res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  if (PRECOMPRESSED.test(file)) res.setHeader("vary", "accept-encoding");
}

/** An index.html read from disk, re-read when a build replaces it; each answer adds its tags. */
function indexPage(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return {
    exists: () => existsSync(file),
    async html(tags: string[], boot = "") {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, "utf8") };
      const html = cached.html.replace(/<head>/i, (head) => `${head}\n    ${tags.join("\n    ")}`);
      return boot ? html.replace("<!--otp-boot-->", () => boot) : html;
    },
  };
}

/** What the phone site's first paint shows before its script runs (the school, the first banner). */
export interface PhoneHints {
  siteName(): Promise<string>;
  portalModules(): Promise<AreaPic[]>;
}

/** The phone site's tab pages: they open with the header the app then draws in the same place. */
const TAB_PAGES = new Set(["/", "/portal", "/course", "/live", "/user"]);
const HINTS_TTL_MS = 30_000;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The first paint of a phone page, written into its index.html: on a tab page the header (the
 * school's name and the search entry, with the classes the app uses), on the portal also the first
 * banner's picture with the same candidates as the app's, preloaded. The app's own render then
 * draws the same boxes in the same places, so the first paint is already the largest one (LCP)
 * instead of waiting for the script, the API and the picture one after another.
 */
function phoneBoot(hints: PhoneHints | undefined) {
  let cached: { at: number; name: string; picture: string | null } | null = null;
  const read = async () => {
    if (cached && Date.now() - cached.at < HINTS_TTL_MS) return cached;
    const [name, modules] = await Promise.all([hints?.siteName() ?? "", hints?.portalModules() ?? []]);
    const picture = firstBannerPicture(modules);
    cached = { at: Date.now(), name, picture: picture && isPlatformPicture(picture) ? picture : null };
    return cached;
  };
  return async (pathname: string): Promise<{ head: string[]; body: string }> => {
    if (!hints || !TAB_PAGES.has(pathname)) return { head: [], body: "" };
    const { name, picture } = await read();
    const header =
      `<header class="m-header"><div class="m-header-row"><h1 class="m-header-title">${escapeHtml(name || "在线教学平台")}</h1>` +
      `<span class="m-link-button">电脑版</span></div><span class="m-search-entry">搜索课程、资源、直播、教师</span></header>`;
    if (!picture || (pathname !== "/" && pathname !== "/portal")) return { head: [], body: header };
    const srcset = escapeHtml(pictureSrcSet(picture));
    return {
      head: [
        `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${BANNER_SIZES}" fetchpriority="high" />`,
      ],
      body:
        `${header}<div style="margin:10px 12px 0;border-radius:8px;overflow:hidden;aspect-ratio:16/7;background:#dbe6f6">` +
        `<img src="${escapeHtml(`${picture}?w=480`)}" srcset="${srcset}" sizes="${BANNER_SIZES}" alt="" fetchpriority="high" ` +
        `style="width:100%;height:100%;object-fit:cover;display:block" /></div>`,
    };
  };
}

/** Tells the phone site the desktop site's port (its 电脑版 link). */
function desktopPortMeta(app: FastifyInstance): string {
  const address = app.server.address();
  const port = address && typeof address === "object" ? address.port : 0;
  return `<meta name="otp-desktop-port" content="${Math.trunc(port)}" />`;
}

/**
 * Serves the built web app next to the API, with the SPA's index.html for client routes, and on
 * the mobile port the phone site (apps/mobile/dist: its files under /m-assets/, its service
 * worker at /sw.js), or the web app while the phone site is not built.
 * A build may finish after the server started (first start), so each index.html is looked up
 * per request until it exists. Text files are sent as the `.br` or `.gz` file the build wrote
 * next to them when the browser accepts it. The web's index.html carries the port of the
 * platform's own mobile site (0: none), and on that port MOBILE_SITE_META.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDir: string | undefined,
  mobileDir?: string,
  hints?: PhoneHints,
) {
  if (!webDir) {
    app.setNotFoundHandler((_req, reply) => reply.status(404).send(fail("接口不存在", 404)));
    return;
  }
  mkdirSync(webDir, { recursive: true });
  const web = indexPage(path.join(webDir, "index.html"));
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  const phone = mobileDir ? indexPage(path.join(mobileDir, "index.html")) : null;
  const boot = phoneBoot(hints);
  if (mobileDir) {
    mkdirSync(path.join(mobileDir, "m-assets"), { recursive: true });
    await app.register(fastifyStatic, {
      root: path.join(mobileDir, "m-assets"),
      prefix: "/m-assets/",
      decorateReply: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    // The service worker must be served from the root to control the whole phone site.
    app.get("/sw.js", (req, reply) => {
      if (!isMobileSiteRequest(req) || !existsSync(path.join(mobileDir, "sw.js"))) {
        return reply.status(404).send(fail("接口不存在", 404));
      }
      return reply.header("cache-control", "no-cache").sendFile("sw.js", mobileDir);
    });
  }

  const spa = async (req: FastifyRequest, reply: FastifyReply) => {
    const onPhoneSite = isMobileSiteRequest(req);
    const page = onPhoneSite && phone?.exists() ? phone : web;
    if (!page.exists()) return reply.status(404).send(fail("接口不存在", 404));
    reply.header("cache-control", "no-cache");
    if (page === phone) {
      // A failed hint (the database busy) costs the early paint, never the page.
      const first = await boot(req.url.split("?")[0] ?? "/").catch(() => ({ head: [], body: "" }));
      const tags = [MOBILE_SITE_META, desktopPortMeta(app), ...first.head];
      return reply.type("text/html; charset=utf-8").send(await page.html(tags, first.body));
    }
    const tags = [...(onPhoneSite ? [MOBILE_SITE_META] : []), mobilePortMeta(mobilePortOf(app))];
    return reply.type("text/html; charset=utf-8").send(await page.html(tags));
  };
  // The static plugin would answer "/" as a directory (403); the SPA decides where "/" goes.
  app.get("/", (req, reply) => spa(req, reply));
  app.setNotFoundHandler((req, reply) => {
    if (req.method !== "GET" || isApiPath(req)) return reply.status(404).send(fail("接口不存在", 404));
    return spa(req, reply);
  });
}
