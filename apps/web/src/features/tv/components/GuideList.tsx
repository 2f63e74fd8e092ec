import type { TvProgramme } from "@otp/contract";
import { Empty, Tag } from "antd";
import { useEffect, useRef } from "react";
import { clock, span } from "../api";

interface Props {
  programmes: TvProgramme[];
  /** Marks the programme on air. */
  nowMs: number;
  /** Past programmes become buttons (節目回看). */
  onPick?(p: TvProgramme): void;
}

/** A day's programme guide: time, name, length; the one on air marked. */
export function GuideList({ programmes, nowMs, onPick }: Props) {
  const list = useRef<HTMLOListElement>(null);
  // Scroll the list (not the page) to the programme on air.
  const first = programmes[0]?.startAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when another day or channel is shown
  useEffect(() => {
    const el = list.current;
    const on = el?.querySelector<HTMLElement>(".tv-on-air");
    if (el && on) el.scrollTop = on.offsetTop - el.offsetTop - 40;
  }, [first, programmes.length]);
  if (!programmes.length) return <Empty description="当天没有节目" />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard (axe scrollable-region-focusable)
    <ol className="tv-guide" aria-label="节目单" ref={list} tabIndex={0}>
      {programmes.map((p) => {
        const onAir = Date.parse(p.startAt) <= nowMs && nowMs < Date.parse(p.endAt);
        const past = Date.parse(p.endAt) <= nowMs;
        const body = (
          <>
            <span className="tv-guide-time">{clock(p.startAt)}</span>
            <span className="tv-guide-name">{p.name}</span>
            <span className="tv-guide-len">{span(p.duration)}</span>
            {onAir ? <Tag color="red">正在播出</Tag> : null}
          </>
        );
        return (
          <li key={`${p.id}-${p.startAt}`} className={onAir ? "tv-guide-item tv-on-air" : "tv-guide-item"}>
            {onPick && past ? (
              <button type="button" className="tv-guide-pick" onClick={() => onPick(p)}>
                {body}
              </button>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ol>
  );
}
