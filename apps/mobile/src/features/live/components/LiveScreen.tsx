import type { LiveDetail } from "@otp/contract";
import { Input } from "antd-mobile";
import { ClockCircleOutline, LockOutline, VideoOutline } from "antd-mobile-icons";
import { useState } from "react";
import { LoginPrompt } from "../../../components/LoginPrompt";
import { usePlayerDecor } from "../../../components/media/decor";
import { FileTabs } from "../../../components/media/FileTabs";
import { LivePlayer } from "../../../components/media/LivePlayer";
import { VideoPlayer } from "../../../components/media/VideoPlayer";
import { formatTime } from "../api";

interface Props {
  live: LiveDetail;
  onPassword(password: string): void;
  checking: boolean;
}

function State({ icon, children }: { icon: JSX.Element; children: React.ReactNode }) {
  return (
    <div className="m-live-state" data-testid="live-state">
      {icon}
      {children}
    </div>
  );
}

function Recording({ live }: { live: LiveDetail }) {
  const [index, setIndex] = useState(0);
  const decor = usePlayerDecor();
  const files = live.resource?.fileList ?? [];
  const file = files[Math.min(index, files.length - 1)];
  if (!file) return null;
  return (
    <>
      <VideoPlayer
        key={file.id}
        src={file.httpPath}
        poster={file.thumbUrl}
        intro={decor.intro}
        introReady={decor.ready}
        label="直播回放"
      />
      <FileTabs
        labels={files.map((f, i) => live.itemList[i]?.name ?? f.fileName)}
        what="画面"
        active={index}
        onChange={setIndex}
      />
    </>
  );
}

/** The top of a live's page: the picture, the lock, the wait before the start, or the end (with the recording). */
export function LiveScreen({ live, onPassword, checking }: Props) {
  const [stream, setStream] = useState(0);
  const [password, setPassword] = useState("");
  if (live.locked === "login") return <LoginPrompt text="该直播仅对登录用户开放" />;
  if (live.locked) {
    return (
      <State icon={<LockOutline fontSize={36} aria-hidden />}>
        <p>{live.locked === "password" ? "该直播需要密码才能观看" : "该直播仅对指定班级和人员开放"}</p>
        {live.locked === "password" ? (
          <form
            className="m-live-password"
            onSubmit={(e) => {
              e.preventDefault();
              if (password) onPassword(password);
            }}
          >
            <Input
              type="password"
              placeholder="请输入直播密码"
              aria-label="直播密码"
              value={password}
              onChange={setPassword}
            />
            <button type="submit" className="m-button" disabled={!password || checking}>
              进入
            </button>
          </form>
        ) : null}
      </State>
    );
  }
  if (live.play && live.play.length > 0 && live.status === 2) {
    const current = live.play[Math.min(stream, live.play.length - 1)];
    return (
      <>
        {current ? (
          <LivePlayer key={current.kind} hls={current.hls} flv={current.flv} label={`直播：${current.name}`} />
        ) : null}
        <FileTabs labels={live.play.map((p) => p.name)} what="画面" active={stream} onChange={setStream} />
      </>
    );
  }
  if (live.status === 3) {
    if ((live.resource?.fileList ?? []).length > 0) {
      return (
        <>
          <div className="m-live-ended-bar" data-testid="live-ended">
            直播已结束，以下为回放
          </div>
          <Recording live={live} />
        </>
      );
    }
    return (
      <State icon={<VideoOutline fontSize={36} aria-hidden />}>
        <p data-testid="live-ended">直播已结束</p>
        <p className="m-muted">
          {live.recordingPending ? "录像正在等待审核，审核通过后可在此观看回放" : "回放生成后可在此观看"}
        </p>
      </State>
    );
  }
  if (live.status === 1 || live.cancelled) {
    return (
      <State icon={<ClockCircleOutline fontSize={36} aria-hidden />}>
        <p>{live.cancelled ? "该直播已取消" : `直播将于 ${formatTime(live.startTime)} 开始`}</p>
        {live.openRemark ? <p className="m-muted">公告：{live.openRemark}</p> : null}
      </State>
    );
  }
  return (
    <State icon={<VideoOutline fontSize={36} aria-hidden />}>
      <p>{live.error ? "直播信号中断，正在等待教师重新推流" : "直播已开始，正在等待画面"}</p>
    </State>
  );
}
