import { TIMING_MS } from "@otp/contract";
import { useEffect, useRef, useState } from "react";

interface Props {
  enabled: boolean;
  imgUrl: string | null | undefined;
  alt: string;
  /** Called when the intro is over (at once when disabled). */
  onDone(): void;
  durationMs?: number;
}

/** Copyright intro shown before a video starts: an image with alt text for 3 s when enabled. */
export function CopyrightIntro({ enabled, imgUrl, alt, onDone, durationMs = TIMING_MS.copyrightIntro }: Props) {
  const show = enabled && Boolean(imgUrl);
  const [visible, setVisible] = useState(show);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!show) {
      setVisible(false);
      done.current();
      return;
    }
    setVisible(true);
    const t = setTimeout(() => {
      setVisible(false);
      done.current();
    }, durationMs);
    return () => clearTimeout(t);
  }, [show, durationMs]);
  if (!visible || !imgUrl) return null;
  return (
    <div
      className="otp-copyright-intro"
      style={{
        position: "absolute",
        inset: 0,
        zIndex: 1001,
        background: "#000",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
      }}
    >
      <img src={imgUrl} alt={alt} style={{ maxWidth: "100%", maxHeight: "100%" }} />
    </div>
  );
}
