import type { AudioSegment, FiasResult, Speaker, StResult, TeachingType } from "./classroom.js";
import { FIAS_STEP_SEC, ST_STEP_SEC } from "./classroom.js";
import { ST_DEFAULTS, type StThresholds } from "./classroom.settings.js";

/**
 * The scoring of AI classroom analysis, one implementation for the server (reports, warnings)
 * and the browser (the FIAS coding screen recomputes as the user codes). The rules and their
 * sources are in docs/decisions/0052-classroom-measures.md.
 */

/** Ratios land exactly on a threshold (3/10 = 0.3) but float arithmetic may miss it by an ulp. */
const EPS = 1e-9;

/** S-T analysis of a code sequence (DESIGN §6): Rt = Nt/N, Ch = (g−1)/N, the type and the curve. */
export function stAnalysis(codes: readonly Speaker[], thresholds: StThresholds = ST_DEFAULTS): StResult {
  const n = codes.length;
  let nt = 0;
  let g = 0;
  let s = 0;
  const curve: StResult["curve"] = [{ s: 0, t: 0 }];
  codes.forEach((c, i) => {
    if (c !== "T" && c !== "S") throw new RangeError(`S-T 编码只能是 T 或 S（第${i + 1}个是 ${String(c)}）`);
    if (i === 0 || codes[i - 1] !== c) g++;
    if (c === "T") nt++;
    else s++;
    curve.push({ s, t: nt });
  });
  // An empty sequence has no ratio: Rt and Ch are 0 and the type says nothing (混合型).
  const rt = n ? nt / n : 0;
  const ch = n ? (g - 1) / n : 0;
  return { codes: [...codes], n, nt, rt, g, ch, type: n ? teachingType(rt, ch, thresholds) : "mixed", curve };
}

/**
 * The teaching type for Rt and Ch. Precedence (for the corners where two rules hold): Rt first —
 * 练习型 (Rt ≤ practiceRt), then 讲授型 (Rt ≥ lectureRt) — then 对话型 (Ch ≥ dialogueCh), else
 * 混合型. This follows the Rt–Ch diagram of the S-T method, where the practice and lecture types
 * are the two vertical bands and the dialogue type is the high-Ch region between them. Thresholds
 * are inclusive.
 */
export function teachingType(rt: number, ch: number, thresholds: StThresholds = ST_DEFAULTS): TeachingType {
  if (rt <= thresholds.practiceRt + EPS) return "practice";
  if (rt >= thresholds.lectureRt - EPS) return "lecture";
  if (ch >= thresholds.dialogueCh - EPS) return "dialogue";
  return "mixed";
}

/** A short pause of the teacher (between sentences) still counts as teacher behaviour at a moment. */
const ST_PAUSE_SEC = 1;

/**
 * One S-T code every `step` seconds from the audio segments: the moment observed is the middle of
 * each full step (a 45-minute lesson gives 90 codes). T when a teacher segment covers that moment
 * or ends/starts within ST_PAUSE_SEC of it and no student talks at that moment; otherwise S (in
 * S-T, every non-teacher behaviour — student talk, silence, practice — is S).
 */
export function stCodesFromAudio(segments: readonly AudioSegment[], duration: number, step = ST_STEP_SEC): Speaker[] {
  if (!(step > 0)) throw new RangeError("S-T 采样间隔必须大于0");
  const n = Math.max(0, Math.floor(duration / step + EPS));
  const codes: Speaker[] = [];
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) * step;
    const at = segments.find((seg) => seg.start <= t && t < seg.end);
    if (at) {
      codes.push(at.speaker);
      continue;
    }
    const near = segments.some(
      (seg) => seg.speaker === "T" && seg.start - ST_PAUSE_SEC <= t && t < seg.end + ST_PAUSE_SEC,
    );
    codes.push(near ? "T" : "S");
  }
  return codes;
}

/**
 * FIAS pre-fill from the audio, one code every `step` s: the category that covers most of that
 * interval — teacher talk 5 (讲授, the only teacher category the audio can tell), student talk 8
 * (学生被动应答), silence 10. Ties go to teacher, then student. A coder corrects it by hand.
 */
export function fiasPrefill(segments: readonly AudioSegment[], duration: number, step = FIAS_STEP_SEC): number[] {
  if (!(step > 0)) throw new RangeError("FIAS 编码间隔必须大于0");
  const n = Math.max(0, Math.floor(duration / step + EPS));
  const codes: number[] = [];
  for (let k = 0; k < n; k++) {
    const a = k * step;
    const b = a + step;
    let teacher = 0;
    let student = 0;
    for (const seg of segments) {
      const overlap = Math.min(b, seg.end) - Math.max(a, seg.start);
      if (overlap <= 0) continue;
      if (seg.speaker === "T") teacher += overlap;
      else student += overlap;
    }
    const silence = step - teacher - student;
    if (teacher > 0 && teacher >= student && teacher >= silence) codes.push(5);
    else if (student > 0 && student >= silence) codes.push(8);
    else codes.push(10);
  }
  return codes;
}

/** Flanders' norms (Flanders 1970, as cited in Chinese FIAS texts); null where none is established. */
const NORMS = { teacherTalk: 0.68, studentTalk: 0.2, silence: 0.115 } as const;

/**
 * FIAS of a positional code array: entry i is the slot [3i, 3i + 3) s of the lesson, 1–10 a code and
 * 0 a slot not coded (yet). The 10×10 matrix counts the pairs of ADJACENT slots that are both coded
 * (a gap breaks the chain: codes either side of it are not a sequence). The talk ratios and I/D, i/d
 * are tallies of the coded slots — the same as Flanders' column totals, whose observation opens and
 * closes with a 10 so that every code is counted once — and the areas (积极整合格 …) are shares of
 * the pairs. Shares are 0 without a coded slot or a pair; I/D and i/d are 0 when their denominator
 * is 0 (undefined: no direct talk).
 */
export function fiasAnalysis(codes: readonly number[]): FiasResult {
  codes.forEach((c, i) => {
    if (!Number.isInteger(c) || c < 0 || c > 10) {
      throw new RangeError(`FIAS 编码必须是0（未编码）到10的整数（第${i + 1}个是 ${String(c)}）`);
    }
  });
  // Row-major 10×10: cell (from, to) at (from − 1) × 10 + (to − 1).
  const flat = new Array<number>(100).fill(0);
  let pairs = 0;
  for (let i = 1; i < codes.length; i++) {
    const from = codes[i - 1] ?? 0;
    const to = codes[i] ?? 0;
    if (!from || !to) continue;
    flat[(from - 1) * 10 + (to - 1)] = (flat[(from - 1) * 10 + (to - 1)] ?? 0) + 1;
    pairs++;
  }
  const matrix = Array.from({ length: 10 }, (_, r) => flat.slice(r * 10, r * 10 + 10));
  // tally[c]: coded slots with code c (index 0, the uncoded slots, is not used).
  const tally = new Array<number>(11).fill(0);
  for (const c of codes) if (c) tally[c] = (tally[c] ?? 0) + 1;
  const coded = codes.length - codes.filter((c) => c === 0).length;
  // Sum of the cells (r, c), 1-based, for which `pick` holds.
  const cells = (pick: (r: number, c: number) => boolean) => {
    let sum = 0;
    for (let r = 1; r <= 10; r++) for (let c = 1; c <= 10; c++) if (pick(r, c)) sum += flat[(r - 1) * 10 + c - 1] ?? 0;
    return sum;
  };
  const col = (...cs: number[]) => cs.reduce((n, c) => n + (tally[c] ?? 0), 0);
  const ofCoded = (x: number) => (coded ? x / coded : 0);
  const share = (x: number) => (pairs ? x / pairs : 0);
  const ratio = (a: number, b: number) => (b ? a / b : 0);
  const inRange = (x: number, lo: number, hi: number) => x >= lo && x <= hi;
  const ratios: FiasResult["ratios"] = [
    { key: "teacherTalk", name: "教师语言比率", value: ofCoded(col(1, 2, 3, 4, 5, 6, 7)), norm: NORMS.teacherTalk },
    { key: "studentTalk", name: "学生语言比率", value: ofCoded(col(8, 9)), norm: NORMS.studentTalk },
    { key: "silence", name: "沉寂比率", value: ofCoded(col(10)), norm: NORMS.silence },
    {
      key: "indirectDirect",
      name: "间接影响与直接影响比率（I/D）",
      value: ratio(col(1, 2, 3, 4), col(5, 6, 7)),
      norm: null,
    },
    {
      key: "indirectDirectRevised",
      name: "积极与消极强化比率（i/d）",
      value: ratio(col(1, 2, 3), col(6, 7)),
      norm: null,
    },
    {
      key: "positiveIntegration",
      name: "积极整合格",
      value: share(cells((r, c) => inRange(r, 1, 3) && inRange(c, 1, 3))),
      norm: null,
    },
    { key: "defect", name: "缺陷格", value: share(cells((r, c) => inRange(r, 6, 7) && inRange(c, 6, 7))), norm: null },
    {
      key: "contentCross",
      name: "内容十字区",
      value: share(cells((r, c) => inRange(r, 4, 5) || inRange(c, 4, 5))),
      norm: null,
    },
    { key: "steadyState", name: "稳态格", value: share(cells((r, c) => r === c)), norm: null },
  ];
  return { codes: [...codes], coded, matrix, pairs, ratios };
}
