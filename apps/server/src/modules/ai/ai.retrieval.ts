import type { RecommendedResource, SearchHit } from "@otp/contract";
import type { Principal } from "../../platform/auth/principal.js";
import { segment } from "../../platform/search/text.js";
import type { AiDeps } from "./ai.ports.js";

/**
 * The default provider's retrieval: the question's content words are looked up in the school's
 * own search index (courses, resources, knowledge points, caption and slide text), each hit
 * scored by how many of the words found it. No language model is involved, so nothing is
 * invented: the answer quotes what the platform holds, or says that it holds nothing.
 */

/** Question words and particles that carry no topic ("什么是光合作用？" asks about 光合作用). */
const STOP = new Set(
  (
    "什么 怎么 怎样 如何 为什么 为何 哪些 哪个 哪里 多少 是否 可以 能否 能不能 请问 请 问 一下 介绍 讲讲 讲解 说说 解释 " +
    "关于 有关 相关 一些 这个 那个 我们 你们 他们 我 你 他 她 它 的 了 吗 呢 吧 啊 和 与 及 或 是 在 有 没有 " +
    "原理 概念 定义 意思 方法 知识 知识点 问题 内容 重点 难点 例题 题目 答案 区别 联系 特点 " +
    "知道 想 想要 需要 学习 学 资料 资源 课程 视频 老师 帮 帮我 给 给我 推荐 一个 一下子 哪 呀 么 怎 "
  )
    .split(/\s+/)
    .filter(Boolean),
);

const HAN = /\p{Script=Han}/u;

/** The topic words of a question, longest first; inner words of a kept word are dropped. */
export function keywordsOf(question: string, max = 4): string[] {
  const words = segment(question).filter(
    (w) => !STOP.has(w) && (HAN.test(w) ? Array.from(w).length >= 2 : w.length >= 2 && !/^\d+$/.test(w)),
  );
  const kept = words.filter((w) => !words.some((o) => o !== w && o.includes(w)));
  return kept.sort((a, b) => Array.from(b).length - Array.from(a).length).slice(0, max);
}

export interface Source {
  hit: SearchHit;
  score: number;
}

const PER_QUERY = 5;
export const MAX_SOURCES = 6;

/** Hits for the question: all words together first (worth more), then each word alone. */
export async function retrieve(
  question: string,
  viewer: Principal | null,
  search: AiDeps["search"],
  signal?: AbortSignal,
): Promise<{ words: string[]; sources: Source[] }> {
  const words = keywordsOf(question);
  const queries =
    words.length > 1
      ? [{ q: words.join(" "), w: 3 }, ...words.map((q) => ({ q, w: 1 }))]
      : words.map((q) => ({ q, w: 2 }));
  const byKey = new Map<string, Source>();
  for (const { q, w } of queries) {
    if (signal?.aborted) break;
    const [global, moments] = await Promise.all([
      search.global(q, PER_QUERY, viewer),
      search.moments(q, PER_QUERY, viewer),
    ]);
    for (const [pos, hit] of [...global.filter((h) => h.type !== "teacher"), ...moments].entries()) {
      const key = `${hit.type}:${hit.id}`;
      const s = byKey.get(key) ?? { hit, score: 0 };
      // Within one query the search's own order counts a little.
      s.score += w + 1 / (pos + 2);
      byKey.set(key, s);
    }
  }
  const sources = [...byKey.values()].sort((a, b) => b.score - a.score).slice(0, MAX_SOURCES);
  return { words, sources };
}

const clean = (s: string) =>
  s
    .replace(/<[^>]*>/g, " ")
    .replace(/[[\]*_`>#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
const excerpt = (s: string, n = 80) => {
  const c = clean(s);
  return Array.from(c).length > n ? `${Array.from(c).slice(0, n).join("")}…` : c;
};
const TYPE_NAMES: Record<SearchHit["type"], string> = {
  course: "课程",
  resource: "资源",
  note: "知识点",
  teacher: "教师",
};

/** The resource a hit opens, when it is one (a resource, or a moment of one). */
export function resourceIdOf(hit: SearchHit): number | null {
  if (hit.type === "resource") return hit.id;
  const m = /^\/resource\/(\d+)/.exec(hit.url);
  return m ? Number(m[1]) : null;
}

/** Resources to open from the answer, each at its moment (SPEC §3 recommended resource). */
export function recommendations(sources: Source[]): RecommendedResource[] {
  const out: RecommendedResource[] = [];
  const seen = new Set<string>();
  for (const { hit } of sources) {
    const id = resourceIdOf(hit);
    if (id == null) continue;
    const bak1 = Math.max(0, Math.round(hit.second ?? 0));
    const key = `${id}:${bak1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const name = hit.type === "resource" ? hit.title : (hit.meta[0] ?? hit.title);
    out.push({ imgUrl: hit.coverUrl, name, originId: hit.id, id, bak1 });
  }
  return out.slice(0, 4);
}

/** The source list as Markdown lines with links; shared by both providers. */
export function sourceLines(sources: Source[]): string[] {
  return sources.map(({ hit }, i) => {
    const facts = [TYPE_NAMES[hit.type], ...hit.meta.slice(0, 2)].filter(Boolean).join(" · ");
    const quote = excerpt(hit.type === "note" ? hit.title : hit.summary);
    const title = hit.type === "note" ? (hit.meta[0] ?? hit.title) : hit.title;
    const at = hit.type === "note" && hit.meta[1] ? `（${hit.meta[1]}处）` : "";
    const line = `${i + 1}. [${clean(title)}](${hit.url})${at}　${facts}`;
    return quote ? `${line}\n   > ${quote}` : line;
  });
}

/** What the retrieval provider says of itself: it searches the school's content, it writes nothing. */
export const RETRIEVAL_NOTE =
  "（智能助手目前未接入大语言模型，只在本校平台的课程、资源介绍、课件文字和视频字幕中检索，下面是找到的原文，不是生成的解答。）";

/** Words that mark a passage as an explanation rather than a title ("浮力是…", "叫做…"). */
const EXPLAINS = /是|指|叫做|称为|就是|等于|原理|定律|因为|所以/;

export interface Passage {
  text: string;
  /** Where it was found: the course or resource, with the moment for a caption or slide text. */
  from: string;
  url: string;
}

/**
 * The passage that best answers the question: a resource's or course's introduction, or the
 * caption or slide text of a moment. It must name a topic word; more topic words, an
 * explanation and more text (up to a paragraph) rank higher, then the search's own rank.
 */
export function bestPassage(words: string[], sources: Source[]): Passage | null {
  let best: { passage: Passage; score: number } | null = null;
  for (const [rank, { hit }] of sources.entries()) {
    const text = clean(hit.type === "note" ? hit.title : hit.summary);
    const found = words.filter((w) => text.includes(w)).length;
    if (!text || !found) continue;
    const length = Math.min(Array.from(text).length, 150);
    const score = found * 100 + (EXPLAINS.test(text) ? 40 : 0) + length / 3 - rank;
    if (best && best.score >= score) continue;
    const from =
      hit.type === "note"
        ? `《${clean(hit.meta[0] ?? hit.title)}》${hit.meta[1] ? ` ${hit.meta[1]} 处` : ""}`
        : `${TYPE_NAMES[hit.type]}《${clean(hit.title)}》`;
    best = { passage: { text: excerpt(text, 300), from, url: hit.url }, score };
  }
  return best?.passage ?? null;
}

/**
 * The default provider's whole answer, in Markdown: what it is (a search, `note`), the best
 * passage found as the answer's text, then every source as a link.
 */
export function composeAnswer(question: string, words: string[], sources: Source[], note = RETRIEVAL_NOTE): string {
  const topic = words.length ? words.join("、") : excerpt(question, 20);
  if (!sources.length) {
    const link = `/global-retrieval?keyWord=${encodeURIComponent(words.join(" ") || question.slice(0, 50))}`;
    return (
      `${note}\n\n抱歉，本校平台的课程、资源和知识点中没有找到与「${topic}」相关的内容，我不能凭空作答。\n\n` +
      `可以换个说法再问，或到[全局检索](${link})中查找。`
    );
  }
  const passage = bestPassage(words, sources);
  const answer = passage
    ? [passage.text, "", `——摘自${passage.from}（[打开](${passage.url})）`]
    : [`平台中的内容没有直接讲解「${topic}」的段落，可从下面的相关内容中查看。`];
  return [
    note,
    "",
    ...answer,
    "",
    `以下是平台中与「${topic}」相关的内容（共 ${sources.length} 条），点击标题即可打开：`,
    "",
    ...sourceLines(sources),
    "",
    "可点击下方推荐资源从相关片段开始观看。",
  ].join("\n");
}
