import { CustomerServiceOutlined } from "@ant-design/icons";
import type { ResourceFile } from "@otp/contract";
import { useEffect, useRef } from "react";
import { pastSegmentEnd, resolveStart } from "./playback";
import type { TimedPlayerProps } from "./types";

interface Props extends TimedPlayerProps {
  file: ResourceFile;
  title: string;
  coverUrl: string | null;
}

/** An audio file over its cover picture, starting at the start second inside the segment. */
export function AudioPlayer({ file, title, coverUrl, startSecond, sep, width, height, onHandle }: Props) {
  const ref = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    onHandle?.({
      currentTime: () => ref.current?.currentTime ?? 0,
      seek: (second) => {
        const el = ref.current;
        if (!el) return;
        el.currentTime = resolveStart(second, sep, el.duration);
        void el.play()?.catch(() => {});
      },
    });
    return () => onHandle?.(null);
  }, [onHandle, sep]);

  const cover = coverUrl ?? file.thumbUrl;
  return (
    <div className="otp-player-audio" style={{ width, height }}>
      <div className="otp-player-audio-cover">
        {cover ? (
          <img src={cover} alt={title} />
        ) : (
          <CustomerServiceOutlined className="otp-player-audio-icon" aria-label="音频" />
        )}
        <div className="otp-player-audio-title">{title}</div>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: audio resources carry no caption file */}
      <audio
        ref={ref}
        src={file.httpPath}
        controls
        preload="metadata"
        controlsList="nodownload"
        style={{ width: width - 48 }}
        onLoadedMetadata={() => {
          const el = ref.current;
          if (el) el.currentTime = resolveStart(startSecond, sep, el.duration);
        }}
        onTimeUpdate={() => {
          const el = ref.current;
          if (el && pastSegmentEnd(el.currentTime, sep)) el.pause();
        }}
      />
    </div>
  );
}
