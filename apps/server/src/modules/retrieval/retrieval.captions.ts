/** One caption cue: where it starts (seconds) and its text without markup. */
export interface Cue {
  second: number;
  text: string;
}

/** Cues kept per caption file (a lecture of two hours has about 2,000). */
const MAX_CUES = 3000;

/** "01:02:03.500", "02:03.500" or "02:03,500" as seconds; NaN when it is not a time. */
export function cueTime(s: string): number {
  const m = /^(?:(\d+):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(s.trim());
  if (!m) return Number.NaN;
  const [, h = "0", min = "0", sec = "0", ms = "0"] = m;
  return Number(h) * 3600 + Number(min) * 60 + Number(sec) + Number(ms.padEnd(3, "0")) / 1000;
}

/**
 * The cues of a WebVTT file, in file order: a block's timing line ("start --> end settings")
 * followed by its text lines; tags (<v Name>, <b>, <00:01.000>) and entities are dropped, NOTE,
 * STYLE and REGION blocks skipped. Blocks that cannot be read are left out, never guessed.
 */
export function parseVtt(source: string): Cue[] {
  const cues: Cue[] = [];
  const blocks = source
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/);
  for (const block of blocks) {
    const lines = block.split("\n");
    const at = lines.findIndex((l) => l.includes("-->"));
    if (at < 0 || at > 1) continue;
    const second = cueTime((lines[at] as string).split("-->")[0] as string);
    if (!Number.isFinite(second)) continue;
    const text = lines
      .slice(at + 1)
      .join(" ")
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim();
    if (text) cues.push({ second, text: text.slice(0, 500) });
    if (cues.length >= MAX_CUES) break;
  }
  return cues;
}
