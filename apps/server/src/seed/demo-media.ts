import { type DemoDoc, subjectPdf, texts, workbooks } from "./demo-documents.js";
import { coverPng, pictures } from "./demo-pictures.js";
import { type DemoAudio, type DemoVideo, playable } from "./demo-playable.js";
import { CHAPTER_BANK } from "./subjects.js";
import { buildZip } from "./zip.js";

/**
 * Real, playable demo media made at seed time: a few short test-pattern videos with a tone,
 * two audio clips, WebVTT captions, frames for knowledge-point pictures, PDFs, spreadsheets,
 * text, zip packs and pictures. Many resources reuse the same few files.
 */

export interface DemoMedia {
  videos: DemoVideo[];
  audios: DemoAudio[];
  /** One PDF per subject (keyed by subject). */
  pdfs: Map<string, DemoDoc>;
  xlsx: DemoDoc[];
  txt: DemoDoc[];
  zip: DemoDoc[];
  /** Pictures for PICTURE resources (png diagrams). */
  pictures: DemoDoc[];
  /** Course/resource covers per subject (png). */
  covers: Map<string, Buffer>;
}

/**
 * Makes every demo file. With `media: false` (tests) no ffmpeg runs: videos and audio are tiny
 * placeholders that pass the type checks but do not play.
 */
export async function generateDemoMedia(opts: { media?: boolean } = {}): Promise<DemoMedia> {
  // ffmpeg runs in child processes: start it first, then draw pictures and write documents here.
  const playing = playable(opts.media !== false);
  playing.catch(() => {});
  const subjects = Object.keys(CHAPTER_BANK);
  const xlsx = await workbooks();
  const txt = texts();
  const pdfs = new Map(subjects.map((s) => [s, subjectPdf(s)]));
  const pics = pictures();
  const covers = new Map(subjects.map((s) => [s, coverPng(s)]));
  const zip: DemoDoc[] = [
    {
      key: "z1",
      name: "课程资料包.zip",
      bytes: buildZip([
        { name: "教学设计.txt", data: (txt[0] as DemoDoc).bytes },
        { name: "课后习题.txt", data: (txt[2] as DemoDoc).bytes },
        { name: "学案.pdf", data: (pdfs.get("物理") as DemoDoc).bytes },
      ]),
    },
    {
      key: "z2",
      name: "实验素材包.zip",
      bytes: buildZip([
        { name: "实验数据记录表.xlsx", data: (xlsx[0] as DemoDoc).bytes },
        { name: "图片/思维导图.png", data: (pics[0] as DemoDoc).bytes },
        { name: "图片/数据图表.png", data: (pics[1] as DemoDoc).bytes },
      ]),
    },
  ];

  const { videos, audios } = await playing;
  return { videos, audios, pdfs, xlsx, txt, zip, pictures: pics, covers };
}
