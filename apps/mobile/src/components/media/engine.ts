/** How a live stream (or an HLS address) is played on this phone. */
export type LiveEngine = "native" | "hls.js" | "mpegts.js";

export interface EngineSupport {
  /** The video element plays HLS itself (Safari on iOS). */
  nativeHls: boolean;
  /** Media Source Extensions exist, so hls.js can play HLS (Android browsers, WeChat's X5). */
  mse: boolean;
  /** An Apple device's browser: its own HLS player is the better one (battery, lock screen, AirPlay). */
  apple: boolean;
}

/** What the browser offers, read from a video element and the window. */
export function engineSupport(
  video: Pick<HTMLVideoElement, "canPlayType">,
  win: { navigator: { userAgent: string } } = window,
): EngineSupport {
  const w = win as { MediaSource?: unknown; ManagedMediaSource?: unknown; WebKitMediaSource?: unknown };
  return {
    nativeHls: video.canPlayType("application/vnd.apple.mpegurl") !== "",
    mse: Boolean(w.MediaSource || w.ManagedMediaSource || w.WebKitMediaSource),
    apple: /iPhone|iPad|iPod|Macintosh/.test(win.navigator.userAgent),
  };
}

/**
 * The engines to try, in order: iOS plays HLS natively (no MSE on older iPhones, and the native
 * player keeps the lock-screen controls); Android goes through hls.js (Android Chrome also says
 * it "maybe" plays HLS, but its own player lags and ignores the low-latency playlist, so native
 * is only its fallback); HTTP-FLV with mpegts.js is the last resort (one long connection, where
 * a proxy breaks HLS segments).
 */
export function liveEngines(support: EngineSupport, hasFlv: boolean): LiveEngine[] {
  const order: LiveEngine[] = [];
  const nativeFirst = support.nativeHls && (support.apple || !support.mse);
  if (nativeFirst) order.push("native");
  if (support.mse) order.push("hls.js");
  if (support.nativeHls && !nativeFirst) order.push("native");
  if (support.mse && hasFlv) order.push("mpegts.js");
  return order;
}

/** An HLS playlist address (a processed media file may be one, a stream usually is not). */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(url);
}
