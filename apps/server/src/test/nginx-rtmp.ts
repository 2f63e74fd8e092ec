import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { canConnect, freePort } from "./ports.js";

/**
 * Live at scale with Debian's nginx and its RTMP module (libnginx-mod-rtmp): an origin that
 * takes the teachers' pushes, asks the platform through its form callbacks, records each publish
 * and pushes every stream on to the edges; edges that cut HLS and serve it over HTTP, each request
 * guarded by the platform through auth_request. One source for the local cluster
 * (scripts/cluster) and the tests. `.ci/run` installs the module; locally the tests that need it
 * are skipped with a message when it is absent.
 */

export const NGINX = "/usr/sbin/nginx";
export const RTMP_MODULE = "/usr/lib/nginx/modules/ngx_rtmp_module.so";

export interface MediaPlan {
  /** Working folder: recordings in rec/, the edges' HLS in edge-{n}/live/{stream}/. */
  dir: string;
  originPort: number;
  edgePorts: number[];
  /** The platform's base the origin and edges call back (the proxy, or one instance). */
  hookBase: string;
  secret: string;
  /** How often the origin asks about each publisher (on_update); default 30 s. */
  updateSeconds?: number;
}

/** The folders nginx's workers (nobody when started as root) write into. */
export function mediaDirs(p: MediaPlan): { rec: string; edges: string[] } {
  const rec = path.join(p.dir, "rec");
  const edges = p.edgePorts.map((_, i) => path.join(p.dir, `edge-${i + 1}`));
  // The workers must get through the folder (a mkdtemp folder is 0700).
  mkdirSync(p.dir, { recursive: true });
  chmodSync(p.dir, 0o755);
  for (const d of [rec, ...edges.map((e) => path.join(e, "live"))]) {
    mkdirSync(d, { recursive: true });
    chmodSync(d, 0o777);
  }
  return { rec, edges };
}

const hook = (p: MediaPlan, name: string) => `${p.hookBase}/api/live/hook/nginx/${name}?secret=${p.secret}`;

/** The rtmp{} block: one origin, and one server per edge (in one nginx here; one host each in a district). */
export function rtmpBlock(p: MediaPlan): string {
  const { rec, edges } = mediaDirs(p);
  const pushes = p.edgePorts.map((port) => `      push rtmp://127.0.0.1:${port}/live;`).join("\n");
  const edgeServers = p.edgePorts
    .map(
      (port, i) => `  server {
    listen 127.0.0.1:${port};
    application live {
      live on;
      # Only the origin's relay publishes here.
      allow publish 127.0.0.1;
      deny publish all;
      on_play ${hook(p, "on_play")};
      hls on;
      hls_path ${edges[i]}/live;
      hls_nested on;
      hls_fragment 2s;
      hls_playlist_length 12s;
    }
  }`,
    )
    .join("\n");
  return `rtmp {
  server {
    listen 127.0.0.1:${p.originPort};
    notify_update_timeout ${p.updateSeconds ?? 30}s;
    application live {
      live on;
      # Viewers play from the edges, never from the origin.
      deny play all;
      on_publish ${hook(p, "on_publish")};
      on_publish_done ${hook(p, "on_publish_done")};
      on_update ${hook(p, "on_update")};
      # Every publish is its own file; the platform joins them when the live ends.
      record all;
      record_path ${rec};
      record_unique on;
      on_record_done ${hook(p, "on_record_done")};
${pushes}
    }
  }
${edgeServers}
}`;
}

/**
 * The http{} directive the HLS guard needs: a small cache of the platform's answers, so a viewer
 * costs the platform one check per stream every few seconds instead of one per request.
 */
export function hlsHttpDirectives(p: MediaPlan): string {
  return `  proxy_cache_path ${p.dir}/auth-cache levels=1 keys_zone=live_auth:4m max_size=16m inactive=60s;`;
}

/**
 * The http{} locations serving one edge's HLS: the playlist gets the viewer's token onto every
 * segment line (sub_filter), and a request is asked of the platform first (auth_request). A "yes"
 * is kept 5 s per stream and token, well inside the 30 s an expired token keeps playing while it
 * is asked for (HLS_KEEPALIVE_S); a "no" is not kept.
 */
export function hlsLocations(p: MediaPlan, edge = 0): string {
  const { edges } = mediaDirs(p);
  return `    location ~ ^/live/(?<live_stream>[A-Za-z0-9_-]+)/(index\\.m3u8|[0-9]+\\.ts)$ {
      # The subrequest shares these variables: its cache key is the stream and the viewer's token.
      set $live_token $arg_token;
      auth_request /_live_hls_auth;
      root ${edges[edge]};
      types { application/vnd.apple.mpegurl m3u8; video/mp2t ts; }
      add_header Cache-Control no-store;
      sub_filter_types application/vnd.apple.mpegurl;
      sub_filter_once off;
      sub_filter '.ts' '.ts?token=$arg_token';
    }
    location = /_live_hls_auth {
      internal;
      proxy_pass ${p.hookBase}/api/live/hook/nginx/hls_auth?secret=${p.secret};
      proxy_pass_request_body off;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Content-Length "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      # Exactly what the cache below is keyed by: the platform checks this pair, nothing re-parsed.
      proxy_set_header X-Live-Stream $live_stream;
      proxy_set_header X-Live-Token $live_token;
      proxy_cache live_auth;
      proxy_cache_key "$live_stream $live_token";
      proxy_cache_valid 200 5s;
      proxy_ignore_headers Cache-Control Expires Set-Cookie;
    }`;
}

/** Whether the nginx-rtmp tests can run (as requireSwift: skipped locally without it, an error in CI). */
export function requireNginxRtmp(): boolean {
  if (existsSync(NGINX) && existsSync(RTMP_MODULE)) return true;
  if (process.env.CI === "true") throw new Error("nginx-rtmp is not installed but CI=true: .ci/run must install it");
  console.warn("nginx with the RTMP module is not installed: tests skipped (apt-get install nginx libnginx-mod-rtmp)");
  return false;
}

export interface TestMediaServer {
  plan: MediaPlan;
  /** rtmp://127.0.0.1:{origin}/live */
  pushBase: string;
  /** http://127.0.0.1:{port}: the first edge's HLS. */
  playBase: string;
  stop(): Promise<void>;
}

/** Ports for a test's media server, taken before the platform starts (its settings name them). */
export async function mediaPorts() {
  return { originPort: await freePort(), edgePort: await freePort(), httpPort: await freePort() };
}

/** An origin and one edge in a foreground nginx for one test file, calling back `hookBase`. */
export async function startMediaServer(
  dir: string,
  hookBase: string,
  secret: string,
  ports: Awaited<ReturnType<typeof mediaPorts>>,
  updateSeconds?: number,
): Promise<TestMediaServer> {
  const { originPort, edgePort, httpPort } = ports;
  const plan: MediaPlan = { dir, originPort, edgePorts: [edgePort], hookBase, secret, updateSeconds };
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `load_module ${RTMP_MODULE};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes 1;
events { worker_connections 256; }
${rtmpBlock(plan)}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${hlsHttpDirectives(plan)}
  server {
    listen 127.0.0.1:${httpPort};
${hlsLocations(plan)}
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-c", conf, "-p", dir, "-g", "daemon off;"], { stdio: "ignore" });
  for (let i = 0; i < 100 && !(await canConnect(httpPort)); i++) await new Promise((r) => setTimeout(r, 50));
  if (!(await canConnect(httpPort))) throw new Error(`nginx did not start (see ${dir}/error.log)`);
  return {
    plan,
    pushBase: `rtmp://127.0.0.1:${originPort}/live`,
    playBase: `http://127.0.0.1:${httpPort}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once("exit", r));
      // TERM: the master stops its workers at once (a killed master would leave them serving).
      child.kill("SIGTERM");
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    },
  };
}
