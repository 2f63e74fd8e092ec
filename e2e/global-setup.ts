import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildIfStale, ROOT, startServer } from "./support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mobileUrl: string;
  }
}

/**
 * One server for the whole run: build the server and the web when stale, start them on a free
 * port with a fresh data directory, hand its URL to the specs, stop it and remove the data after.
 * TRUST_PROXY lets restricted.spec.ts restore access with an X-Forwarded-For address.
 * CLASSROOM_DEMO makes the demo teacher's classroom lesson (classroom.spec.ts reads it) and the
 * short `research` group (ai-research.spec.ts drills and compares them) instead of every demo
 * lesson, so the background work stays small while the other specs run.
 */
export default async function setup(project: TestProject) {
  // Screenshots of earlier failures would mislead: start the run without them.
  const artifacts = path.join(ROOT, "e2e/artifacts");
  mkdirSync(artifacts, { recursive: true });
  for (const f of readdirSync(artifacts)) if (f.startsWith("failed-")) rmSync(path.join(artifacts, f));
  buildIfStale();
  const t0 = Date.now();
  // The phone suite (vitest.phone.config.ts) runs beside the desktop one with its own server: it
  // reads no classroom lesson, so its server makes none and leaves the CPU to the other.
  const phoneSuite = project.name === "e2e-phone";
  const server = await startServer({
    env: {
      TRUST_PROXY: "true",
      CLASSROOM_DEMO: phoneSuite ? "off" : "physics-lecture,research",
      // The external learning platform's links (/sso_cx) are signed with this (sso.spec.ts).
      SSO_PARTNERS: "cx:e2e-cx-secret",
    },
  });
  console.log(`[e2e] server ready at ${server.baseUrl} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  project.provide("baseUrl", server.baseUrl);
  project.provide("mobileUrl", server.mobileUrl);
  return async () => {
    await server.stop();
  };
}
