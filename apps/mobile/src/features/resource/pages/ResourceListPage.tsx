import { RESOURCE_KINDS, RESOURCE_TYPE_NAMES, type ResourceKind } from "@otp/contract";
import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { Page } from "../../../components/Page";
import { thumbUrl } from "../../../components/thumb";
import { fetchResourcePage, resourceKeys } from "../api";
import "../../../components/media/media.css";
import "../resource.css";

/** `?kind=` as the desktop guard writes it (1..7, see mobile-routes.ts); anything else is 全部. */
function kindOf(value: string | null): ResourceKind | null {
  return RESOURCE_KINDS.find((k) => String(k.id) === value)?.id ?? null;
}

/** /resource: the published resources, newest first, one tab per kind. */
export default function ResourceListPage() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get("kind"));
  const title = RESOURCE_KINDS.find((k) => k.id === kind)?.name ?? "资源中心";
  return (
    <Page title={title}>
      <div className="m-media">
        <div className="m-resource-tabs">
          <Tabs
            activeKey={String(kind ?? 0)}
            onChange={(key) => setParams(key === "0" ? {} : { kind: key }, { replace: true })}
          >
            <Tabs.Tab key="0" title="全部" />
            {RESOURCE_KINDS.map((k) => (
              <Tabs.Tab key={String(k.id)} title={k.name} />
            ))}
          </Tabs>
        </div>
        <ListPage
          key={kind ?? 0}
          queryKey={resourceKeys.list(kind)}
          fetchPage={(pageNo, pageSize) => fetchResourcePage(kind, pageNo, pageSize)}
          itemKey={(r) => r.id}
          persist
          emptyText="暂无资源"
          renderItem={(r) => (
            <Card
              to={`/resource/${r.id}`}
              thumb={thumbUrl(r.coverUrl, 120)}
              badge={RESOURCE_TYPE_NAMES[r.type]}
              title={r.name}
              meta={`${r.ownerName}${r.subjectName ? ` · ${r.subjectName}` : ""} · ${r.visitCount} 次浏览`}
            />
          )}
        />
      </div>
    </Page>
  );
}
