import { type ReactNode, useEffect, useRef } from "react";
import { feedback } from "../app/feedback";
import { mountWatermark } from "./watermarkController";

interface Props {
  text: string;
  enabled?: boolean;
  children?: ReactNode;
  intervalMs?: number;
  onWarn?: (message: string) => void;
}

/** Covers its children (a player) with the moving, tamper-resistant watermark. */
export function Watermark({ text, enabled = true, children, intervalMs, onWarn = feedback.warning }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const warn = useRef(onWarn);
  warn.current = onWarn;
  useEffect(() => {
    const container = ref.current;
    if (!enabled || !text || !container) return;
    return mountWatermark(container, { text, intervalMs, warn: (m) => warn.current(m) });
  }, [text, enabled, intervalMs]);
  return (
    <div ref={ref} className="otp-watermark-host" style={{ position: "relative", overflow: "hidden" }}>
      {children}
    </div>
  );
}
