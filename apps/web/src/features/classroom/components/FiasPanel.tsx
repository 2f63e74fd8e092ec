import { type AnalysisDetail, FIAS_STEP_SEC, fiasAnalysis } from "@otp/contract";
import { Button, Select, Space, Switch, Tag } from "antd";
import { type RefObject, useEffect, useMemo, useState } from "react";
import { useSaveFias } from "../api";
import { clock, pct } from "../classroomFormat";
import { FIAS_CATEGORIES, initialCodes, keyToCode, savedCodes, slotAt, typingTarget, withCode } from "../fiasCoding";

interface Props {
  detail: AnalysisDetail;
  videoRef: RefObject<HTMLVideoElement>;
}

/** I/D is a quotient, not a share: shown as a number; the others as percentages. */
const showRatio = (r: { key: string; name: string }, v: number) =>
  /I\/D/i.test(r.name) || /^id$/i.test(r.key) ? v.toFixed(2) : pct(v, 1);

const codeOptions = FIAS_CATEGORIES.map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }));

/**
 * FIAS coding: while the video plays, each key 1–0 codes the 3-second slot it is in (0 = 10);
 * while paused, a key codes the current slot and steps the video to the next. The matrix and the
 * ratios are recomputed live with the contract's fiasAnalysis (the server's own function).
 */
export function FiasPanel({ detail, videoRef }: Props) {
  const duration = detail.measures?.duration ?? detail.duration;
  const [codes, setCodes] = useState(() => initialCodes(detail.fias.codes, duration));
  const [keys, setKeys] = useState(true);
  const [slot, setSlot] = useState(0);
  const [dirty, setDirty] = useState(false);
  const save = useSaveFias(detail.id);

  // Positional: uncoded slots (0) stay in place and break the chain of pairs.
  const result = useMemo(() => fiasAnalysis(codes), [codes]);

  // Follow the video's clock so the current slot is highlighted.
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    const tick = () => setSlot(slotAt(el.currentTime, codes.length));
    el.addEventListener("timeupdate", tick);
    el.addEventListener("seeked", tick);
    return () => {
      el.removeEventListener("timeupdate", tick);
      el.removeEventListener("seeked", tick);
    };
  }, [videoRef, codes.length]);

  useEffect(() => {
    if (!keys) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingTarget(e.target)) return;
      const code = keyToCode(e.key);
      if (code === null) return;
      e.preventDefault();
      const el = videoRef.current;
      const at = el ? slotAt(el.currentTime, codes.length) : slot;
      setCodes((c) => withCode(c, at, code));
      setDirty(true);
      if (el?.paused) el.currentTime = Math.min(el.duration || Number.POSITIVE_INFINITY, (at + 1) * FIAS_STEP_SEC);
      else if (!el) setSlot(Math.min(codes.length - 1, at + 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [keys, videoRef, codes.length, slot]);

  const onCell = (i: number) => {
    setSlot(i);
    const el = videoRef.current;
    if (el) el.currentTime = i * FIAS_STEP_SEC;
  };

  const max = Math.max(1, ...result.matrix.flat());
  return (
    <section className="ca-fias" aria-labelledby="ca-fias-title">
      <h3 id="ca-fias-title">
        FIAS 弗兰德斯互动分析{" "}
        {detail.fias.savedAt ? (
          <Tag color="blue">{detail.fias.coderName ?? "我"} 已保存</Tag>
        ) : detail.fias.prefilled ? (
          <Tag>已按语音预填：教师说话5、学生说话8、沉寂10</Tag>
        ) : null}
      </h3>
      <Space wrap className="ca-fias-tools">
        <span>
          键盘编码 <Switch size="small" checked={keys} onChange={setKeys} aria-label="键盘编码" />
        </span>
        <span className="ca-muted">播放时按 1–9、0（=10）为当前3秒编码；暂停时按键编码并前进3秒</span>
        <span aria-live="polite" className="ca-fias-slot" data-slot={slot}>
          当前 {clock(slot * FIAS_STEP_SEC)} · {codes[slot] ? `编码 ${codes[slot]}` : "未编码"}
        </span>
        <Select
          size="small"
          style={{ width: 170 }}
          aria-label="当前时段编码"
          value={codes[slot] || undefined}
          placeholder="选择编码"
          options={codeOptions}
          onChange={(v: number) => {
            setCodes((c) => withCode(c, slot, v));
            setDirty(true);
          }}
        />
        <Button
          type="primary"
          loading={save.busy}
          disabled={result.coded === 0}
          onClick={() => void save.run(savedCodes(codes)).then((r) => r && setDirty(false))}
        >
          保存编码{dirty ? "（未保存）" : ""}
        </Button>
      </Space>
      <fieldset className="ca-fias-grid" aria-label="编码序列（每格3秒）">
        {codes.map((c, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one cell per 3-second slot
            key={i}
            type="button"
            className={`ca-fias-cell${i === slot ? " ca-fias-cell-now" : ""} ca-fias-c${c}`}
            title={`${clock(i * FIAS_STEP_SEC)} ${c ? `编码${c}` : "未编码"}`}
            aria-label={`${clock(i * FIAS_STEP_SEC)} ${c ? `编码${c}` : "未编码"}`}
            onClick={() => onCell(i)}
          >
            {c || ""}
          </button>
        ))}
      </fieldset>
      <div className="ca-fias-body">
        <table className="ca-matrix" data-pairs={result.pairs}>
          <caption>
            10×10 迁移矩阵（已编码 {result.coded} 格，{result.pairs} 个相邻编码对；行：前一编码，列：后一编码）
          </caption>
          <thead>
            <tr>
              <th scope="col">前\后</th>
              {FIAS_CATEGORIES.map((c) => (
                <th key={c.code} scope="col" title={c.name}>
                  {c.code}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.matrix.map((row, i) => (
              <tr key={FIAS_CATEGORIES[i]?.code ?? i}>
                <th scope="row" title={FIAS_CATEGORIES[i]?.name}>
                  {i + 1}
                </th>
                {row.map((v, j) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: matrix columns are positional
                    key={j}
                    // Dark text on a blue that stays light enough for it (WCAG AA at 12 px).
                    style={{ background: v ? `rgba(31,111,209,${0.08 + (0.42 * v) / max})` : undefined }}
                  >
                    {v || ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <table className="ca-ratios">
          <caption>比率与弗兰德斯常模（语言比率按已编码时段，各区按编码对）</caption>
          <thead>
            <tr>
              <th scope="col">指标</th>
              <th scope="col">本课</th>
              <th scope="col">常模</th>
            </tr>
          </thead>
          <tbody>
            {result.ratios.map((r) => (
              <tr key={r.key} data-key={r.key}>
                <th scope="row">{r.name}</th>
                <td>{showRatio(r, r.value)}</td>
                <td>{r.norm === null ? "—" : showRatio(r, r.norm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="ca-fias-legend">
        <summary>编码说明</summary>
        <ul>
          {FIAS_CATEGORIES.map((c) => (
            <li key={c.code}>
              {c.code === 10 ? "0 或 10" : c.code}：{c.name}（{c.group}）
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
