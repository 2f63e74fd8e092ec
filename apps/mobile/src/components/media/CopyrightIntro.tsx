import { TIMING_MS } from "@otp/contract";
import { useEffect, useRef, useState } from "react";

interface Props {
  enabled: boolean;
  imgUrl: string | null;
  alt: string;
  /** Called when the intro is over (at once when disabled). */
  onDone(): void;
  durationMs?: number;
}

/** The copyright picture shown over the player for 3 s before a video starts, as on the desktop. */
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
    <div className="m-intro" data-testid="copyright-intro">
      <img src={imgUrl} alt={alt} />
    </div>
  );
}
