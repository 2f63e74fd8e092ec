import { engineSupport, type LiveEngine, liveEngines } from "./engine";

/** Detaches what `attach` set up on the video (the library's player, the address). */
export type Detach = () => void;

/**
 * Plays `url` in `video` with one engine. hls.js and mpegts.js load only here, when a phone
 * actually plays that kind of stream. `onFatal` is called when the engine gives up, so the caller
 * can try the next one.
 */
export async function attach(
  video: HTMLVideoElement,
  engine: LiveEngine,
  url: string,
  opts: { live: boolean; onFatal(): void },
): Promise<Detach> {
  const absolute = new URL(url, location.href).href;
  video.dataset.engine = engine;
  if (engine === "native") {
    video.src = absolute;
    const onError = () => opts.onFatal();
    video.addEventListener("error", onError);
    return () => {
      video.removeEventListener("error", onError);
      video.removeAttribute("src");
      video.load();
    };
  }
  if (engine === "hls.js") {
    const { default: Hls } = await import("hls.js");
    if (!Hls.isSupported()) {
      opts.onFatal();
      return () => undefined;
    }
    const hls = new Hls(opts.live ? { lowLatencyMode: true, liveDurationInfinity: true } : {});
    hls.on(Hls.Events.ERROR, (_e, data) => {
      if (data.fatal) opts.onFatal();
    });
    hls.loadSource(absolute);
    hls.attachMedia(video);
    return () => hls.destroy();
  }
  const { default: mpegts } = await import("mpegts.js");
  if (!mpegts.getFeatureList().mseLivePlayback) {
    opts.onFatal();
    return () => undefined;
  }
  const player = mpegts.createPlayer(
    { type: "flv", isLive: opts.live, url: absolute },
    { enableStashBuffer: false, liveBufferLatencyChasing: opts.live },
  );
  player.attachMediaElement(video);
  player.on(mpegts.Events.ERROR, () => opts.onFatal());
  player.load();
  return () => player.destroy();
}

/** The engine for a recorded HLS file: the first a live stream would use (without FLV). */
export function hlsEngineFor(video: HTMLVideoElement): LiveEngine {
  return liveEngines(engineSupport(video), false)[0] ?? "native";
}
