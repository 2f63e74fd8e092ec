import { CloudUploadOutlined } from "@ant-design/icons";
import { RESOURCE_KINDS, RESOURCE_TYPE_NAMES, RESOURCE_TYPES } from "@otp/contract";
import { Button, Drawer, Input, Pagination, Radio, Select, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useElementOptions, useKvOptions } from "../../../api/kv";
import { useLoggedIn } from "../../../components/preview/hooks";
import { ResourcePreviewDialog } from "../../../components/preview/ResourcePreviewDialog";
import { QueryState } from "../../../components/QueryState";
import { ResourceForm } from "../../../components/resource-form/ResourceForm";
import { useResourceList } from "../api";
import { ResourceCardItem } from "../components/ResourceCardItem";
import { detailUrl, kindFromPath, type ListFilters, listBase, listFiltersToParams, parseListFilters } from "../paths";
import "../resource.css";

const PAGE_SIZE = 20;

/**
 * Resource lists: /resource (kind tabs incl. 全部), /bres1../bres5, /resource6, /resource7 (one
 * kind each). Filters live in the URL so a list can be shared and the back button works.
 */
export default function ResourceListPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const routeKind = kindFromPath(pathname);
  const f = parseListFilters(params);
  const kind = routeKind ?? f.kind;
  const base = listBase(routeKind);
  const title = RESOURCE_KINDS.find((k) => k.id === routeKind)?.name ?? "资源中心";

  const orgOptions = useKvOptions("org");
  const subjectOptions = useElementOptions("SUBJECT");

  const body = {
    pageNo: f.pageNo,
    pageSize: PAGE_SIZE,
    kind: kind ?? null,
    type: f.type ?? null,
    subjectId: f.subjectId ?? null,
    orgId: f.orgId ?? null,
    keyword: f.keyword || undefined,
    sort: f.sort,
  };
  const q = useResourceList(body);

  const [preview, setPreview] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();

  const update = (patch: Partial<ListFilters>) => {
    const next = { ...f, pageNo: 1, ...patch };
    if (routeKind) next.kind = undefined;
    setParams(listFiltersToParams(next));
  };

  const placeholders = (
    <div className="res-grid">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="res-card res-card-skeleton">
          <div className="res-card-cover" />
          <div className="res-card-body">
            <Skeleton active paragraph={{ rows: 1 }} />
          </div>
        </div>
      ))}
    </div>
  );
  const content = (
    <QueryState query={q} loading={placeholders} empty={f.keyword ? `没有找到与“${f.keyword}”相关的资源` : "暂无资源"}>
      {(data) => (
        <>
          <div className="res-grid" style={{ opacity: q.isPlaceholderData ? 0.6 : 1 }}>
            {data.list.map((r) => (
              <ResourceCardItem key={r.id} r={r} to={detailUrl(base, r.id)} onPreview={() => setPreview(r.id)} />
            ))}
          </div>
          <Pagination
            className="res-pagination"
            current={f.pageNo}
            pageSize={PAGE_SIZE}
            total={data.count}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 个资源`}
            onChange={(p) => {
              update({ pageNo: p });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <div className="otp-page res-page">
      <div className="res-head">
        <h1>{title}</h1>
        <span style={{ flex: 1 }} />
        {loggedIn ? (
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setCreating(true)}>
            上传资源
          </Button>
        ) : null}
        <Input.Search
          key={f.keyword}
          defaultValue={f.keyword}
          placeholder="搜索资源名称，支持拼音首字母"
          allowClear
          enterButton="搜索"
          maxLength={100}
          style={{ width: 360 }}
          onSearch={(v) => update({ keyword: v.trim() })}
        />
      </div>
      <div className="res-filters">
        {routeKind ? null : (
          <Tabs
            activeKey={String(f.kind ?? 0)}
            onChange={(k) => update({ kind: k === "0" ? undefined : (Number(k) as ListFilters["kind"]) })}
            items={[{ key: "0", label: "全部" }, ...RESOURCE_KINDS.map((k) => ({ key: String(k.id), label: k.name }))]}
          />
        )}
        <div className="res-filter-row">
          <span className="res-filter-label">类型</span>
          <Radio.Group
            value={f.type ?? ""}
            optionType="button"
            buttonStyle="solid"
            size="small"
            onChange={(e) => update({ type: e.target.value || undefined })}
            options={[
              { value: "", label: "全部" },
              ...RESOURCE_TYPES.map((t) => ({ value: t, label: RESOURCE_TYPE_NAMES[t] })),
            ]}
          />
        </div>
        <div className="res-filter-row">
          <span className="res-filter-label">筛选</span>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部学科"
            aria-label="学科"
            value={f.subjectId}
            onChange={(v) => update({ subjectId: v ?? undefined })}
            options={subjectOptions}
            style={{ width: 180 }}
            size="small"
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部院系"
            aria-label="院系"
            value={f.orgId}
            onChange={(v) => update({ orgId: v ?? undefined })}
            options={orgOptions}
            style={{ width: 200 }}
            size="small"
          />
          <span className="res-filter-label" style={{ marginLeft: "auto" }}>
            排序
          </span>
          <Radio.Group
            value={f.sort}
            size="small"
            onChange={(e) => update({ sort: e.target.value })}
            options={[
              { value: "new", label: "最新" },
              { value: "hot", label: "最热" },
            ]}
          />
        </div>
      </div>
      {content}
      <ResourcePreviewDialog
        open={preview !== null}
        resourceId={preview ?? undefined}
        onClose={() => setPreview(null)}
      />
      <Drawer title="上传资源" open={creating} width={960} destroyOnHidden onClose={() => setCreating(false)}>
        <ResourceForm
          defaultKind={kind}
          onCancel={() => setCreating(false)}
          onSaved={(id) => {
            setCreating(false);
            navigate(detailUrl(base, id));
          }}
        />
      </Drawer>
    </div>
  );
}
