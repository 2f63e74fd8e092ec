import { UploadOutlined } from "@ant-design/icons";
import {
  PUBLISH_STATUS,
  type PublishStatus,
  RESOURCE_KINDS,
  RESOURCE_TYPE_NAMES,
  type ResourceDetail,
  type ResourceKind,
} from "@otp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Drawer, Empty, Input, Popconfirm, Segmented, Select, Space, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useLocation } from "react-router";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import {
  canSubmit,
  DateTimeCell,
  kindName,
  mediaSummary,
  NameCell,
  type ResourceRow,
  STATUS_FILTERS,
} from "../../../components/audit/shared";
import { ResourcePreviewDialog } from "../../../components/preview";
import { ResourceForm } from "../../../components/resource-form";
import { centreApi } from "../api";
import { LoadError } from "../components/LoadError";
import { MediaProgress } from "../components/MediaProgress";
import { PageHeader } from "../components/PageHeader";
import { StatusWithReason } from "../components/RejectReason";
import { kindFromPath } from "../paths";

/** While any listed file is being processed the list refreshes itself. */
const POLL_MS = 3000;

type Editing = { mode: "new" } | { mode: "edit"; resource: ResourceDetail };

/** 我的资源 (all kinds) and resource1..7 (one kind): upload, edit, preview, submit, delete. */
export default function MyResourcePage() {
  const fixedKind = kindFromPath(useLocation().pathname);
  return <ResourceList key={fixedKind ?? "all"} fixedKind={fixedKind} />;
}

function ResourceList({ fixedKind }: { fixedKind: ResourceKind | undefined }) {
  const qc = useQueryClient();
  const [status, setStatus] = useState<PublishStatus | "all">("all");
  const [kind, setKind] = useState<ResourceKind | "all">("all");
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const effectiveKind = fixedKind ?? (kind === "all" ? undefined : kind);
  const title = fixedKind ? kindName(fixedKind) : "我的资源";
  const noun = fixedKind ? kindName(fixedKind) : "资源";
  const list = useQuery({
    queryKey: ["user", "myResources", effectiveKind ?? "all", status, keyword, page.pageNo, page.pageSize],
    queryFn: () =>
      centreApi.myResources({
        ...page,
        ...(effectiveKind ? { kind: effectiveKind } : {}),
        ...(status === "all" ? {} : { status }),
        ...(keyword ? { keyword } : {}),
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.list.some((r) => mediaSummary(r.fileList).state === "processing") ? POLL_MS : false,
  });
  const reload = () => qc.invalidateQueries({ queryKey: ["user", "myResources"] });
  const run = async (id: number, fn: () => Promise<void>) => {
    setBusyId(id);
    try {
      await fn();
    } catch {
      // message shown by the HTTP client
    } finally {
      setBusyId(null);
    }
  };
  const edit = (r: ResourceRow) =>
    run(r.id, async () => {
      setEditing({ mode: "edit", resource: await centreApi.resourceDetail(r.id) });
    });
  const submit = (r: ResourceRow) =>
    run(r.id, async () => {
      const res = await centreApi.submitResource(r.id);
      feedback.success(res.status === PUBLISH_STATUS.PUBLISHED ? "资源已发布" : "已提交审核，请等待审核结果");
      await reload();
    });
  const remove = (r: ResourceRow) =>
    run(r.id, async () => {
      await centreApi.deleteResource(r.id);
      feedback.success("资源已删除");
      await reload();
    });

  const columns: TableColumnsType<ResourceRow> = [
    {
      title: "资源",
      key: "name",
      render: (_, r) => (
        <NameCell
          coverUrl={r.coverUrl}
          type={r.type}
          duration={r.duration}
          title={r.name}
          sub={[
            fixedKind ? null : kindName(r.kind),
            RESOURCE_TYPE_NAMES[r.type] ?? r.type,
            r.status === PUBLISH_STATUS.PUBLISHED ? `访问 ${r.visitCount}` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        />
      ),
    },
    {
      title: "状态",
      key: "status",
      width: 170,
      render: (_, r) => (
        <StatusWithReason
          status={r.status}
          rejectReason={r.rejectReason}
          load={async () => (await centreApi.resourceDetail(r.id)).rejectReason}
        />
      ),
    },
    { title: "处理进度", key: "media", width: 130, render: (_, r) => <MediaProgress row={r} /> },
    { title: "上传时间", dataIndex: "createdAt", width: 110, render: (v: string) => <DateTimeCell value={v} /> },
    {
      title: "操作",
      key: "op",
      width: 200,
      render: (_, r) => (
        <Space size="small" wrap>
          <ActionLink onClick={() => setPreviewId(r.id)}>预览</ActionLink>
          <ActionLink onClick={() => void edit(r)}>编辑</ActionLink>
          {canSubmit(r.status) ? (
            <Popconfirm
              title="确定提交该资源？"
              description="开启资源审核时需审核通过后才会发布"
              onConfirm={() => submit(r)}
            >
              <ActionLink>{r.status === PUBLISH_STATUS.REJECTED ? "重新提交" : "提交审核"}</ActionLink>
            </Popconfirm>
          ) : null}
          <Popconfirm
            title={`确定删除资源“${r.name}”？`}
            description="资源文件将一并删除，已引用它的课程小节中也会移除，且无法恢复"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(r)}
          >
            <ActionLink danger>删除</ActionLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setEditing({ mode: "new" })}>
            上传{fixedKind ? noun : "资源"}
          </Button>
        }
      />
      <div className="user-filters">
        <Segmented<PublishStatus | "all">
          options={STATUS_FILTERS}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <Space>
          {fixedKind ? null : (
            <Select<ResourceKind | "all">
              value={kind}
              style={{ width: 130 }}
              onChange={(v) => {
                setKind(v);
                setPage((p) => ({ ...p, pageNo: 1 }));
              }}
              options={[
                { value: "all", label: "全部类别" },
                ...RESOURCE_KINDS.map((k) => ({ value: k.id, label: k.name })),
              ]}
            />
          )}
          <Input.Search
            allowClear
            placeholder="搜索资源名称"
            style={{ width: 220 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
          />
        </Space>
      </div>
      {list.isError && !list.data ? (
        <LoadError what={title} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<ResourceRow>
          rowKey="id"
          size="middle"
          tableLayout="fixed"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={(list.isFetching && !list.isRefetching) || busyId !== null || list.isLoading}
          locale={{
            emptyText: list.isLoading ? (
              <span className="user-table-loading">加载中…</span>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  status === "all" && !keyword
                    ? `还没有${noun}，点击“上传${fixedKind ? noun : "资源"}”添加`
                    : `没有符合条件的${noun}`
                }
              />
            ),
          }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: list.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (t) => `共 ${t} 个资源`,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      )}
      <Drawer
        title={editing?.mode === "edit" ? `编辑资源：${editing.resource.name}` : `上传${fixedKind ? noun : "资源"}`}
        open={editing !== null}
        width={720}
        destroyOnHidden
        onClose={() => {
          // Closed after saving but before choosing whether to submit: the list still changed.
          setEditing(null);
          void reload();
        }}
      >
        {editing ? (
          <ResourceForm
            key={editing.mode === "edit" ? editing.resource.id : "new"}
            initial={editing.mode === "edit" ? editing.resource : undefined}
            defaultKind={fixedKind ?? (kind === "all" ? undefined : kind)}
            onSaved={(id) => {
              setEditing(null);
              // New files start processing: the row's file states are loaded afresh.
              void qc.invalidateQueries({ queryKey: ["user", "resourceFiles", id] });
              void reload();
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Drawer>
      <ResourcePreviewDialog
        open={previewId !== null}
        resourceId={previewId ?? undefined}
        onClose={() => setPreviewId(null)}
      />
    </>
  );
}
