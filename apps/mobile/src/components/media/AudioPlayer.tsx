import { resolveStart } from "@otp/client/playback";
import { SoundOutline } from "antd-mobile-icons";
import { useEffect, useRef } from "react";
import { thumbUrl } from "../thumb";

interface Props {
  src: string;
  title: string;
  coverUrl: string | null;
  startSecond?: number;
  onMedia?(el: HTMLAudioElement | null): void;
}

/** An audio file under its cover, starting at the start second (no intro: there is no picture to cover). */
export function AudioPlayer({ src, title, coverUrl, startSecond, onMedia }: Props) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    onMedia?.(ref.current);
    return () => onMedia?.(null);
  }, [onMedia]);
  const cover = thumbUrl(coverUrl, 360);
  return (
    <div className="m-audio">
      <div className="m-audio-cover">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <SoundOutline aria-hidden fontSize={48} />}
        <div className="m-audio-title">{title}</div>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: audio resources carry no caption file */}
      <audio
        ref={ref}
        src={src}
        controls
        preload="metadata"
        controlsList="nodownload"
        aria-label={title}
        onLoadedMetadata={() => {
          const el = ref.current;
          if (el) el.currentTime = resolveStart(startSecond, undefined, el.duration);
        }}
      />
    </div>
  );
}
