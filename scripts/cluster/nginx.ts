import {
  hlsHttpDirectives,
  hlsLocations,
  type MediaPlan,
  RTMP_MODULE,
  rtmpBlock,
} from "../../apps/server/src/test/nginx-rtmp.js";

/**
 * The proxy of the local cluster: Debian's nginx in front of two platform instances, on
 * 127.0.0.1 only. Balances API and pages by least connections (sessions live in the database
 * and Redis, so any instance answers any browser), keeps server-sent events and WebSockets
 * unbuffered and open, and sends campus TV's play call to the first instance (one playout per
 * channel). With its RTMP module the same nginx is the live origin and edge: callbacks reach any
 * instance, viewers get the edge's HLS at /live/.
 */
export interface NginxPlan {
  dir: string;
  port: number;
  instances: number[];
  /** The instance that plays out campus TV (and an embedded ingest's playback and SRS callbacks). */
  ingest: number;
  /** The live origin and edge (nginx-rtmp). */
  media: MediaPlan;
}

export function nginxConf(p: NginxPlan): string {
  const upstream = p.instances.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join("\n");
  return `load_module ${RTMP_MODULE};
daemon on;
pid ${p.dir}/nginx.pid;
error_log ${p.dir}/error.log warn;
worker_processes 1;
events { worker_connections 4096; }
${rtmpBlock(p.media)}
http {
  access_log off;
  client_body_temp_path ${p.dir}/body;
  proxy_temp_path ${p.dir}/proxy;
  fastcgi_temp_path ${p.dir}/fastcgi;
  uwsgi_temp_path ${p.dir}/uwsgi;
  scgi_temp_path ${p.dir}/scgi;
  # Upload chunks are at most a few MB; whole-file uploads of the back office up to 5 MB.
  client_max_body_size 64m;
${hlsHttpDirectives(p.media)}
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream platform {
    least_conn;
${upstream}
    keepalive 64;
  }
  upstream ingest {
    server 127.0.0.1:${p.ingest};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${p.port};
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A request to an instance that died is tried on the other (not POST: no double writes). Request
    # bodies are buffered (the default) so an upload chunk can be sent again to the other instance.
    proxy_next_upstream error timeout http_502 http_503;
    proxy_connect_timeout 2s;
    location /api/live/play/ { proxy_pass http://ingest; proxy_buffering off; proxy_set_header Connection ""; proxy_read_timeout 1h; }
    location /api/live/hook/ { proxy_pass http://ingest; proxy_set_header Connection ""; }
    location /api/live/hook/nginx/ { proxy_pass http://platform; proxy_set_header Connection ""; }
${hlsLocations({ ...p.media, hookBase: "http://platform" })}
    # Campus TV plays out into the ingest of that instance: its play call starts the channel there.
    location = /api/l/tv/channel/play { proxy_pass http://ingest; proxy_set_header Connection ""; }
    location / {
      proxy_pass http://platform;
      # Server-sent events and the co-editing WebSocket stay open and unbuffered.
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
    }
  }
}
`;
}
