import { UploadOutlined } from "@ant-design/icons";
import {
  type ManageResourceItem,
  PUBLISH_STATUS,
  RESOURCE_KINDS,
  RESOURCE_TYPE_NAMES,
  type ResourceDetail,
  type ResourceKind,
} from "@otp/contract";
import { Button, Drawer, type TableColumnsType } from "antd";
import { useState } from "react";
import { useLocation } from "react-router";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { ActionLink } from "../../../components/ActionLink";
import { canSubmit, kindName, mediaSummary, NameCell } from "../../../components/audit/shared";
import { ResourcePreviewDialog } from "../../../components/preview";
import { ResourceForm } from "../../../components/resource-form";
import { centreApi, useInvalidate, useMyResources, userKeys } from "../api";
import { MediaProgress } from "../components/MediaProgress";
import { actionsColumn, dateTimeColumn, ownStatusColumn } from "../components/ownedColumns";
import { PagedTable } from "../components/PagedTable";
import { PageHeader } from "../components/PageHeader";
import { DeleteLink, SubmitLink, usePublishActions } from "../components/PublishActions";
import { StatusFilterBar } from "../components/StatusFilterBar";
import { useListFilters } from "../components/useListFilters";
import { kindFromPath } from "../paths";

/** While any listed file is being processed the list refreshes itself. */
const POLL_MS = 3000;

type Editing = { mode: "new" } | { mode: "edit"; resource: ResourceDetail };

const KIND_OPTIONS: { value: ResourceKind | "all"; label: string }[] = [
  { value: "all", label: "全部类别" },
  ...RESOURCE_KINDS.map((k) => ({ value: k.id, label: k.name })),
];

/** 我的资源 (all kinds) and resource1..7 (one kind): upload, edit, preview, submit, delete. */
export default function MyResourcePage() {
  const fixedKind = kindFromPath(useLocation().pathname);
  return <ResourceList key={fixedKind ?? "all"} fixedKind={fixedKind} />;
}

function ResourceList({ fixedKind }: { fixedKind: ResourceKind | undefined }) {
  const invalidate = useInvalidate();
  const f = useListFilters<ResourceKind>();
  const { kind, page } = f;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const effectiveKind = fixedKind ?? (kind === "all" ? undefined : kind);
  const title = useRouteTitle();
  const noun = fixedKind ? kindName(fixedKind) : "资源";
  const list = useMyResources(
    { ...page, ...(effectiveKind ? { kind: effectiveKind } : {}), ...f.filters },
    [effectiveKind ?? "all", f.status, f.keyword, page.pageNo, page.pageSize],
    (r) => mediaSummary(r.fileList).state === "processing",
    POLL_MS,
  );
  const reload = () => invalidate(userKeys.myResources());
  const { busyId, run, submit, remove } = usePublishActions({
    noun: "资源",
    submit: centreApi.submitResource,
    remove: centreApi.deleteResource,
    reload,
  });
  const edit = (r: ManageResourceItem) =>
    run(r.id, async () => {
      setEditing({ mode: "edit", resource: await centreApi.resourceDetail(r.id) });
    });

  const columns: TableColumnsType<ManageResourceItem> = [
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
    ownStatusColumn(),
    { title: "处理进度", key: "media", width: 130, render: (_, r) => <MediaProgress row={r} /> },
    dateTimeColumn("上传时间", "createdAt"),
    actionsColumn(200, (r) => (
      <>
        <ActionLink onClick={() => setPreviewId(r.id)}>预览</ActionLink>
        <ActionLink onClick={() => void edit(r)}>编辑</ActionLink>
        {canSubmit(r.status) ? <SubmitLink noun="资源" status={r.status} onConfirm={() => submit(r.id)} /> : null}
        <DeleteLink
          title={`确定删除资源“${r.name}”？`}
          description="资源文件将一并删除，已引用它的课程小节中也会移除，且无法恢复"
          onConfirm={() => remove(r.id)}
        />
      </>
    )),
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
      <StatusFilterBar<ResourceKind>
        filters={f}
        kindOptions={fixedKind ? undefined : KIND_OPTIONS}
        kindWidth={130}
        searchPlaceholder="搜索资源名称"
      />
      <PagedTable<ManageResourceItem>
        what={title}
        query={list}
        tableLayout="fixed"
        columns={columns}
        // Polling refetches quietly: only first loads, filter changes and row actions spin.
        loading={(list.isFetching && !list.isRefetching) || busyId !== null || list.isLoading}
        emptyText={f.unfiltered ? `还没有${noun}，点击“上传${fixedKind ? noun : "资源"}”添加` : `没有符合条件的${noun}`}
        page={page}
        onPage={f.setPage}
        showTotal={(t) => `共 ${t} 个资源`}
      />
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
            defaultKind={effectiveKind}
            onSaved={(id) => {
              setEditing(null);
              // New files start processing: the row's file states are loaded afresh.
              void invalidate(userKeys.resourceFiles(id));
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
