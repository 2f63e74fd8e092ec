import { z } from "zod";

/**
 * A callback of nginx-rtmp (Debian's libnginx-mod-rtmp): a form POST (application/x-www-form-urlencoded)
 * with the connection's facts and the arguments of the publish or play address merged in (`key`,
 * `token`). The platform maps it onto the same checks as the SRS callbacks; other fields are ignored.
 */
export const nginxCallbackSchema = z
  .object({
    /** publish, publish_done, play, play_done, update_publish, update_play, record_done. */
    call: z.string().max(32).optional(),
    name: z
      .string({ error: "参数 name：缺少流名称" })
      .min(1, "参数 name：缺少流名称")
      .max(200, "参数 name：流名称过长"),
    app: z.string().max(200).optional(),
    addr: z.string().max(200).optional(),
    clientid: z.string().max(32).optional(),
    /** The publish address's key (rtmp://…/live/{stream}?key=…). */
    key: z.string().max(200).optional(),
    /** The play address's token (rtmp://…/live/{stream}?token=…). */
    token: z.string().max(2000).optional(),
    /** record_done: the file the origin wrote. */
    path: z.string().max(1000).optional(),
  })
  .passthrough();
export type NginxCallbackInput = z.infer<typeof nginxCallbackSchema>;

/**
 * The HLS guard of an edge (nginx `auth_request`): the secret in the query; the stream and the
 * viewer's token, as nginx read them from the request, in X-Live-Stream and X-Live-Token.
 */
export const nginxHlsAuthSchema = z.object({ secret: z.string().max(200).optional() });

/** Where an nginx-rtmp edge serves a stream's HLS (hls_nested on): {base}/live/{stream}/index.m3u8. */
export const nginxHlsPath = (stream: string) => `/live/${stream}/index.m3u8`;

/** The stream an edge's HLS request names (playlist or segment), or null. */
export function nginxHlsStream(uri: string): string | null {
  const m = /^\/live\/([A-Za-z0-9_-]{1,100})\/(?:index\.m3u8|\d{1,12}\.ts)(?:\?|$)/.exec(uri);
  return m?.[1] ?? null;
}
