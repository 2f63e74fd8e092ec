import { LoadingOutlined, WarningOutlined } from "@ant-design/icons";
import { Progress, Spin } from "antd";
import type { ReactNode } from "react";

/** A centred message on the dark player background (transcoding, failures, login prompt). */
export function PlayerMessage({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="otp-player-message">
      {icon ? <div className="otp-player-message-icon">{icon}</div> : null}
      <div>{children}</div>
    </div>
  );
}

/** "视频转码中 N%" while the server makes the web rendition. */
export function TranscodingNotice({ progress, what = "视频" }: { progress: number; what?: string }) {
  const pct = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <PlayerMessage icon={<LoadingOutlined />}>
      <div>
        {what}转码中 {pct}%
      </div>
      <Progress percent={pct} showInfo={false} size="small" strokeColor="#69b1ff" style={{ width: 240 }} />
      <div className="otp-player-message-sub">转码完成后即可播放，请稍候</div>
    </PlayerMessage>
  );
}

export function FailedNotice({ error, what = "视频" }: { error?: string | null; what?: string }) {
  return (
    <PlayerMessage icon={<WarningOutlined />}>
      <div>{what}无法播放</div>
      {error ? <div className="otp-player-message-sub">{error}</div> : null}
    </PlayerMessage>
  );
}

export function PlayerLoading({ text = "加载中…" }: { text?: string }) {
  return (
    <div className="otp-player-center">
      <Spin />
      <span className="otp-player-loading-text">{text}</span>
    </div>
  );
}
