import type { LiveItem } from "@otp/contract";
import { confirm } from "../../../app/toast";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { thumbUrl } from "../../../components/thumb";
import { fetchReservations, meKeys, useCancelReservation } from "../api";
import { MePage } from "../components/MePage";
import { formatDateTime } from "../format";

function stateOf(l: LiveItem): { text: string; tone: string } {
  if (l.cancelled) return { text: "已取消", tone: "" };
  if (l.status === 2) return { text: "直播中", tone: "me-tag-red" };
  if (l.status === 3) return { text: "已结束", tone: "" };
  return { text: "未开始", tone: "me-tag-blue" };
}

/** 直播预约: the lives the user reserved, opening the phone live page; a reservation can be dropped. */
export default function ReservationPage() {
  const cancel = useCancelReservation();
  const drop = async (l: LiveItem) => {
    if (await confirm("取消预约", `确定取消预约“${l.name}”吗？开播时将不再提醒。`)) await cancel.run(l.id);
  };
  return (
    <MePage title="直播预约">
      <ListPage<LiveItem>
        queryKey={meKeys.reservations()}
        fetchPage={fetchReservations}
        itemKey={(l) => l.id}
        renderItem={(l) => {
          const state = stateOf(l);
          return (
            <div className="me-row">
              <Card
                to={`/live/wap/${l.id}`}
                thumb={thumbUrl(l.coverUrl, 120)}
                badge={state.text}
                title={l.name}
                meta={
                  <>
                    <div className="m-card-meta">{l.teacherName}</div>
                    <div className="m-card-meta">{formatDateTime(l.startTime)}</div>
                  </>
                }
              />
              {l.cancelled ? null : (
                <div className="me-row-action">
                  <button type="button" className="m-link-button" disabled={cancel.busy} onClick={() => void drop(l)}>
                    取消预约
                  </button>
                </div>
              )}
            </div>
          );
        }}
        emptyText="还没有预约直播，在直播页点击“预约”即可开播提醒"
      />
    </MePage>
  );
}
