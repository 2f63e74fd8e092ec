import type { TvProgramme } from "@otp/contract";
import { DatePicker, Empty, Select, Skeleton, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { clock, dayKey, useTvChannels, useTvGuide, useTvPlayback } from "../api";
import { GuideList } from "../components/GuideList";

/** /campus-tv-station/playback: a scheduled channel's past programmes of a day, played back on demand. */
export default function TvPlaybackPage() {
  const channels = useTvChannels();
  const scheduled = (channels.data?.list ?? []).filter((c) => c.kind === "schedule");
  const [channelId, setChannelId] = useState<number | null>(null);
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const [picked, setPicked] = useState<TvProgramme | null>(null);
  const id = channelId ?? scheduled[0]?.id ?? null;
  const guide = useTvGuide(id, dayKey(day.toDate()));
  const video = useTvPlayback(picked?.resourceId);
  const file = video.data?.fileList[0];

  if (channels.isLoading) return <Skeleton active />;
  if (id === null) return <Empty description="没有轮播频道" />;
  return (
    <div className="tv-playback">
      <Space wrap className="tv-toolbar">
        <Select
          aria-label="频道"
          style={{ width: 200 }}
          value={id}
          options={scheduled.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => {
            setChannelId(v);
            setPicked(null);
          }}
        />
        <DatePicker
          aria-label="日期"
          allowClear={false}
          value={day}
          disabledDate={(d) => d.isAfter(dayjs(), "day")}
          onChange={(d) => {
            if (d) setDay(d);
            setPicked(null);
          }}
        />
      </Space>
      {picked ? (
        <div className="tv-playback-player">
          <h2>
            {picked.name}（{clock(picked.startAt)} 播出）
          </h2>
          {video.isLoading ? (
            <Skeleton active />
          ) : file ? (
            <video
              className="tv-screen"
              src={file.httpPath}
              controls
              autoPlay
              playsInline
              data-testid="tv-playback-video"
            >
              <track kind="captions" src={file.captionUrl ?? undefined} />
            </video>
          ) : (
            <div className="tv-screen tv-screen-note">该节目暂不可回看</div>
          )}
        </div>
      ) : (
        <p className="tv-hint">选择已播出的节目即可回看。</p>
      )}
      {guide.isLoading ? (
        <Skeleton active />
      ) : (
        <GuideList programmes={guide.data ?? []} nowMs={Date.now()} onPick={setPicked} />
      )}
    </div>
  );
}
