import { FFMPEG, type ProbeResult, probe, run } from "../../platform/media/ffmpeg.js";

/** A clip joined to a recording: its path and what ffprobe said about it. */
export interface Clip {
  path: string;
  info: ProbeResult;
}

const RATE = 25;
const SAMPLE_RATE = 44100;

/** Even picture size (libx264 with yuv420p needs it), from the recording; 1280×720 when unknown. */
function frameOf(main: ProbeResult): { w: number; h: number } {
  const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);
  return main.width && main.height ? { w: even(main.width), h: even(main.height) } : { w: 1280, h: 720 };
}

/**
 * ffmpeg arguments that join a teacher's intro and outro (片头片尾) to a recording. The clips come
 * from anywhere (a phone, an editing program): each part is scaled into the recording's frame
 * (letterboxed, never stretched), brought to one frame rate and one audio format, and a part
 * without sound gets silence of its own length, so the concat filter can join them. This
 * re-encodes the whole recording: stream copy cannot join clips of different codecs or sizes.
 */
export function joinClipArgs(main: Clip, intro: Clip | null, outro: Clip | null, out: string): string[] {
  const parts = [intro, main, outro].filter((c): c is Clip => !!c);
  const { w, h } = frameOf(main.info);
  const inputs: string[] = [];
  const filters: string[] = [];
  const labels: string[] = [];
  parts.forEach((clip, i) => {
    inputs.push("-i", clip.path);
    filters.push(
      `[${i}:v]scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${RATE},format=yuv420p[v${i}]`,
    );
    if (clip.info.audioCodec) {
      filters.push(`[${i}:a]aresample=${SAMPLE_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo[a${i}]`);
    } else {
      const seconds = clip.info.duration ?? 0;
      filters.push(`anullsrc=r=${SAMPLE_RATE}:cl=stereo,atrim=duration=${seconds}[a${i}]`);
    }
    labels.push(`[v${i}][a${i}]`);
  });
  filters.push(`${labels.join("")}concat=n=${parts.length}:v=1:a=1[v][a]`);
  return [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    ...inputs,
    "-filter_complex",
    filters.join(";"),
    "-map",
    "[v]",
    "-map",
    "[a]",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "23",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-movflags",
    "+faststart",
    out,
  ];
}

/**
 * Joins the clips to a recording into `out`; returns false (and leaves the recording alone) when
 * a clip is not a playable video, so a broken clip never costs the teacher the class itself.
 */
export async function joinClips(
  recording: string,
  clips: { intro: string | null; outro: string | null },
  out: string,
): Promise<boolean> {
  const load = async (p: string | null): Promise<Clip | null> => {
    if (!p) return null;
    const info = await probe(p).catch(() => null);
    return info?.videoCodec && info.duration ? { path: p, info } : null;
  };
  const [main, intro, outro] = await Promise.all([load(recording), load(clips.intro), load(clips.outro)]);
  if (!main || (!intro && !outro)) return false;
  await run(FFMPEG, joinClipArgs(main, intro, outro, out), { background: true });
  return true;
}
