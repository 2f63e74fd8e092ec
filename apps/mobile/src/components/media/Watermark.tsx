import { mountWatermark } from "@otp/client/watermark";
import { type ReactNode, useEffect, useRef } from "react";
import { toast } from "../../app/toast";

/** Covers a player with the moving, tamper-resistant watermark (SPEC §2), as the desktop does. */
export function Watermark({ text, enabled, children }: { text: string; enabled: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!enabled || !text || !container) return;
    return mountWatermark(container, { text, warn: (m) => toast(m, "fail") });
  }, [text, enabled]);
  return (
    <div ref={ref} className="m-watermark-host">
      {children}
    </div>
  );
}
