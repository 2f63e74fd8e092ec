import { ClockCircleOutlined, LockOutlined, VideoCameraOutlined } from "@ant-design/icons";
import type { LiveDetail } from "@otp/contract";
import { Button, Input, Segmented } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { formatTime } from "../api";
import { FlvPlayer } from "./FlvPlayer";

interface Props {
  live: LiveDetail;
  onPassword(password: string): void;
  checking: boolean;
}

/** The player box: the recording, a notice before the start, a lock, or the live's state. */
export function LivePlayerArea({ live, onPassword, checking }: Props) {
  const [file, setFile] = useState(0);
  const [password, setPassword] = useState("");
  if (live.locked === "login")
    return (
      <div className="live-screen live-screen-note">
        <LockOutlined aria-hidden />
        <p>该直播仅对登录用户开放</p>
        <Link to={`/login?redirect=${encodeURIComponent(`/live/${live.id}`)}`}>
          <Button type="primary">登录后观看</Button>
        </Link>
      </div>
    );
  if (live.locked)
    return (
      <div className="live-screen live-screen-note">
        <LockOutlined aria-hidden />
        <p>{live.locked === "password" ? "该直播需要密码才能观看" : "该直播仅对指定班级和人员开放"}</p>
        {live.locked === "password" ? (
          <div className="live-password">
            <Input.Password
              placeholder="请输入直播密码"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onPressEnter={() => password && onPassword(password)}
              aria-label="直播密码"
            />
            <Button type="primary" loading={checking} disabled={!password} onClick={() => onPassword(password)}>
              进入直播
            </Button>
          </div>
        ) : null}
      </div>
    );
  if (live.play && live.play.length > 0) {
    const current = live.play[Math.min(file, live.play.length - 1)];
    return (
      <div className="live-screen-wrap">
        {live.play.length > 1 ? (
          <Segmented
            value={file}
            onChange={(v) => setFile(Number(v))}
            options={live.play.map((p, i) => ({ value: i, label: p.name }))}
          />
        ) : null}
        {current ? (
          <FlvPlayer key={current.kind} flv={current.flv} hls={current.hls} label={`直播：${current.name}`} />
        ) : null}
      </div>
    );
  }
  const files = live.resource?.fileList ?? [];
  if (files.length > 0) {
    const current = files[Math.min(file, files.length - 1)];
    return (
      <div className="live-screen-wrap">
        {files.length > 1 ? (
          <Segmented
            value={file}
            onChange={(v) => setFile(Number(v))}
            options={files.map((f, i) => ({ value: i, label: live.itemList[i]?.name ?? f.fileName }))}
          />
        ) : null}
        {/* biome-ignore lint/a11y/useMediaCaption: recordings of a live class carry no caption track */}
        <video
          key={current?.id}
          className="live-screen"
          src={current?.httpPath}
          poster={current?.thumbUrl ?? undefined}
          controls
          preload="metadata"
          aria-label="直播回放"
        />
      </div>
    );
  }
  if (live.status === 1)
    return (
      <div className="live-screen live-screen-note">
        <ClockCircleOutlined aria-hidden />
        <p>直播将于 {formatTime(live.startTime)} 开始</p>
        {live.openRemark ? <p className="live-remark">公告：{live.openRemark}</p> : null}
      </div>
    );
  if (live.status === 3)
    return (
      <div className="live-screen live-screen-note">
        <VideoCameraOutlined aria-hidden />
        <p>
          {live.recordingPending
            ? "直播已结束，录像正在等待审核，审核通过后可在此观看回放"
            : "直播已结束，回放生成后可在此观看"}
        </p>
      </div>
    );
  return (
    <div className="live-screen live-screen-note">
      <VideoCameraOutlined aria-hidden />
      <p>{live.error ? "直播信号中断，正在等待教师重新推流" : "直播已开始，正在等待画面"}</p>
    </div>
  );
}
