import type { CollectItem, CollectTarget } from "@otp/contract";
import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import { confirm } from "../../../app/toast";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { thumbUrl } from "../../../components/thumb";
import { fetchCollects, meKeys, useUncollect } from "../api";
import { MePage } from "../components/MePage";
import { formatDateTime } from "../format";

const NOUN: Record<CollectTarget, string> = { course: "课程", resource: "资源" };

function CollectRow({ item, onRemove, busy }: { item: CollectItem; onRemove(): void; busy: boolean }) {
  const noun = NOUN[item.targetType];
  const to = item.targetType === "course" ? `/course/${item.targetId}` : `/resource/${item.targetId}`;
  return (
    <div className="me-row">
      {item.available ? (
        <Card
          to={to}
          thumb={thumbUrl(item.coverUrl, 120)}
          title={item.name}
          meta={`收藏于 ${formatDateTime(item.createdAt).slice(0, 10)}`}
        />
      ) : (
        <div className="me-static me-gone">
          <div className="m-card-body">
            <div className="m-card-title">{item.name}</div>
            <div className="me-reason">该{noun}已下架或被删除，无法查看</div>
          </div>
        </div>
      )}
      <div className="me-row-action">
        <button type="button" className="m-link-button" disabled={busy} onClick={onRemove}>
          取消收藏
        </button>
      </div>
    </div>
  );
}

/** 我的收藏: collected courses and resources (the desktop's two tabs); removing asks first. */
export default function CollectPage() {
  const [params, setParams] = useSearchParams();
  const tab: CollectTarget = params.get("tab") === "resource" ? "resource" : "course";
  const uncollect = useUncollect();
  const remove = async (item: CollectItem) => {
    if (await confirm("取消收藏", `确定取消收藏“${item.name}”吗？`)) await uncollect.run(item);
  };
  return (
    <MePage title="我的收藏">
      <Tabs
        className="me-tabs"
        activeKey={tab}
        onChange={(k) => setParams(k === "resource" ? { tab: "resource" } : {}, { replace: true })}
      >
        <Tabs.Tab key="course" title="课程" />
        <Tabs.Tab key="resource" title="资源" />
      </Tabs>
      <ListPage<CollectItem>
        key={tab}
        queryKey={meKeys.collects(tab)}
        fetchPage={fetchCollects(tab)}
        itemKey={(i) => `${i.targetType}-${i.targetId}`}
        renderItem={(i) => <CollectRow item={i} busy={uncollect.busy} onRemove={() => void remove(i)} />}
        emptyText={`还没有收藏的${NOUN[tab]}，在${NOUN[tab]}详情页点击“收藏”即可加入`}
      />
    </MePage>
  );
}
