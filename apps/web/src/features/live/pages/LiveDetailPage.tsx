import { EyeOutlined } from "@ant-design/icons";
import { Button, Descriptions, Result, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { useLoggedIn } from "../../../components/preview/hooks";
import { formatTime, statusText, useLiveDetail, useLiveStateEvents, useReserveLive } from "../api";
import { DiscussionPanel } from "../components/DiscussionPanel";
import { LivePlayerArea } from "../components/LivePlayerArea";
import "../live.css";

/** /live/{liveId} and, for phones, /live/wap/{liveId}: player, visit count, intro, notice before the start. */
export default function LiveDetailPage() {
  const { liveId } = useParams();
  const id = Number(liveId);
  const wap = useLocation().pathname.startsWith("/live/wap/");
  const [password, setPassword] = useState<string | undefined>(
    () => sessionStorage.getItem(`live-pw-${id}`) ?? undefined,
  );
  const loggedIn = useLoggedIn();
  const q = useLiveDetail(id, password);
  const reserve = useReserveLive(id);
  // Until it has ended, the page follows the live: it begins, drops, comes back and ends on screen.
  const following = !!q.data?.canWatch && !q.data.cancelled && q.data.status !== 3;
  useLiveStateEvents(id, following);

  if (!Number.isInteger(id) || id <= 0) return <Result status="404" title="直播不存在" />;
  if (q.isLoading) return <Skeleton active className="live-page" paragraph={{ rows: 8 }} />;
  if (q.isError || !q.data) return <Result status="404" title="直播不存在或已取消" />;
  const live = q.data;

  return (
    <div className={wap ? "live-page live-wap" : "live-page"}>
      <div className="live-detail-head">
        <h1>{live.name}</h1>
        <Tag color={live.status === 2 ? (live.error ? "orange" : "red") : live.status === 1 ? "blue" : "default"}>
          {statusText(live)}
        </Tag>
        {live.showVisitCount ? (
          <span className="live-visits" title="观看人数">
            <EyeOutlined aria-hidden /> {live.visitCount}
          </span>
        ) : null}
      </div>
      <div className="live-detail">
        <div className="live-detail-main">
          <LivePlayerArea
            live={live}
            checking={q.isFetching}
            onPassword={(p) => {
              sessionStorage.setItem(`live-pw-${id}`, p);
              setPassword(p);
            }}
          />
        </div>
        <aside className="live-detail-side">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="主讲教师">{live.teacherName}</Descriptions.Item>
            {live.organizationName ? (
              <Descriptions.Item label="所属机构">{live.organizationName}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="直播时间">
              {formatTime(live.startTime)} - {formatTime(live.endTime).slice(11)}
            </Descriptions.Item>
            <Descriptions.Item label="直播画面">{live.itemList.map((s) => s.name).join("、")}</Descriptions.Item>
          </Descriptions>
          {live.status === 1 && loggedIn && !live.cancelled ? (
            <Button
              type={live.reserved ? "default" : "primary"}
              block
              loading={reserve.busy}
              onClick={() => void reserve.run(!live.reserved)}
            >
              {live.reserved ? "取消预约" : "预约直播"}
            </Button>
          ) : null}
          {live.canWatch && !live.cancelled ? (
            <DiscussionPanel
              liveId={live.id}
              canSend={loggedIn && live.status !== 3}
              canModerate={live.canEdit}
              closedHint={live.status === 3 ? "直播已结束，讨论已关闭" : "登录后可参与讨论"}
            />
          ) : null}
        </aside>
      </div>
      {live.intro ? (
        <section className="live-intro" aria-label="直播简介">
          <h2>直播简介</h2>
          <p>{live.intro}</p>
        </section>
      ) : null}
    </div>
  );
}
