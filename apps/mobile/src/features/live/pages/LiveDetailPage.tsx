import { ApiError } from "@otp/client/http";
import { Tag } from "antd-mobile";
import { EyeOutline } from "antd-mobile-icons";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { isLoggedIn, useSession } from "../../../app/session";
import { toast } from "../../../app/toast";
import { Page } from "../../../components/Page";
import { ErrorView, PageSkeleton } from "../../../components/QueryState";
import { formatTime, statusText, useLiveDetail, useLiveEvents, useReserveLive } from "../api";
import { Discussion } from "../components/Discussion";
import { LiveScreen } from "../components/LiveScreen";
import "../../../components/media/media.css";
import "../live.css";

const passwordKey = (id: number) => `live-pw-${id}`;

function storedPassword(id: number): string | undefined {
  try {
    return sessionStorage.getItem(passwordKey(id)) ?? undefined;
  } catch {
    return undefined; // Storage disabled (private mode): the password is asked again.
  }
}

/** Keeps (or forgets) the password for this tab; false where storage is disabled (it then lasts for the page). */
function keepPassword(id: number, value: string | null): boolean {
  try {
    if (value === null) sessionStorage.removeItem(passwordKey(id));
    else sessionStorage.setItem(passwordKey(id), value);
    return true;
  } catch {
    return false;
  }
}

/**
 * /live/wap/:liveId: the live on the phone. It follows the live while the page is open (begins,
 * drops, comes back, ends → the recording), with its discussion; upcoming lives can be reserved.
 */
export default function LiveDetailPage() {
  const params = useParams();
  const raw = params.liveId ?? "";
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const [password, setPassword] = useState<string | undefined>(() => storedPassword(id));
  const loggedIn = isLoggedIn(useSession((s) => s.user));
  const q = useLiveDetail(id, password);
  const reserve = useReserveLive(id);
  const live = q.data;
  const watching = !!live?.canWatch && !live.cancelled;
  // Until it has ended the page follows the live; the discussion stays readable afterwards.
  useLiveEvents(id, watching && live?.status !== 3);

  // A wrong password: say so, forget it and ask again.
  const wrongPassword = password !== undefined && q.error instanceof ApiError && q.error.status === 400;
  useEffect(() => {
    if (!wrongPassword) return;
    toast(q.error?.message || "直播密码不正确", "fail");
    keepPassword(id, null);
    setPassword(undefined);
  }, [wrongPassword, q.error, id]);

  let body: JSX.Element;
  if (id <= 0) body = <ErrorView error={new ApiError("直播不存在", 404, 404)} />;
  else if (live) {
    body = (
      <>
        <LiveScreen
          live={live}
          checking={q.isFetching}
          onPassword={(p) => {
            keepPassword(id, p);
            setPassword(p);
          }}
        />
        <section className="m-section">
          <div className="m-live-head">
            <h2 className="m-section-title">{live.name}</h2>
            <Tag
              color={
                live.status === 2 ? (live.error ? "warning" : "danger") : live.status === 1 ? "primary" : "default"
              }
            >
              {statusText(live)}
            </Tag>
          </div>
          <div className="m-muted">
            {live.teacherName}
            {live.organizationName ? ` · ${live.organizationName}` : ""}
          </div>
          <div className="m-muted">
            {formatTime(live.startTime)} - {formatTime(live.endTime).slice(11)}
            {live.showVisitCount ? (
              <>
                {" · "}
                <EyeOutline aria-hidden /> {live.visitCount} 人观看
              </>
            ) : null}
          </div>
          {live.status === 1 && !live.cancelled && loggedIn ? (
            <div className="m-actions">
              <button
                type="button"
                className={live.reserved ? "m-button m-button-ghost" : "m-button"}
                disabled={reserve.busy}
                onClick={() => void reserve.run(!live.reserved)}
              >
                {live.reserved ? "取消预约" : "预约直播"}
              </button>
            </div>
          ) : null}
        </section>
        {watching ? (
          <Discussion
            liveId={live.id}
            canSend={loggedIn && live.status !== 3}
            closedHint={live.status === 3 ? "直播已结束，讨论已关闭" : "登录后可参与讨论"}
          />
        ) : null}
        {live.intro ? (
          <section className="m-section" aria-label="直播简介">
            <div className="m-section-head">
              <h2>直播简介</h2>
            </div>
            <p className="m-live-intro">{live.intro}</p>
          </section>
        ) : null}
      </>
    );
  } else if ((q.isPending && !q.error) || wrongPassword) body = <PageSkeleton rows={6} />;
  else body = <ErrorView error={q.error} retry={() => void q.refetch()} />;

  return (
    <Page title={live?.name ?? "直播"} fallback="/live">
      <div className="m-media">{body}</div>
    </Page>
  );
}
