import {
  type ManageCourseItem,
  type ManageResourceItem,
  PUBLISH_STATUS,
  type PublishStatus,
  RESOURCE_KINDS,
  RESOURCE_TYPE_NAMES,
  type ResourceKind,
} from "@otp/contract";
import {
  Button,
  Empty,
  Input,
  Popconfirm,
  Result,
  Segmented,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from "antd";
import { useState } from "react";
import { useAction } from "../../api/action";
import { ActionLink } from "../ActionLink";
import { ResourcePreviewDialog } from "../preview";
import { type AuditTarget, auditApi, auditKeys, useAuditList } from "./api";
import { DateTimeCell } from "./DateTimeCell";
import { NameCell } from "./NameCell";
import { PublishStatusTag } from "./PublishStatusTag";
import { RejectDialog } from "./RejectDialog";
import { kindName } from "./status";
import "./audit.css";

type Row = ManageCourseItem | ManageResourceItem;

const TABS: { value: PublishStatus; label: string }[] = [
  { value: PUBLISH_STATUS.PENDING, label: "待审核" },
  { value: PUBLISH_STATUS.PUBLISHED, label: "已通过" },
  { value: PUBLISH_STATUS.REJECTED, label: "已驳回" },
];

const NOUN: Record<AuditTarget, string> = { course: "课程", resource: "资源" };

function teachersOf(r: ManageCourseItem): string {
  return r.teachers.map((t) => t.name).join("、") || "—";
}

/**
 * The audit queue of courses or resources (admin audit/course|resource and the auditor's
 * personal-centre pages): pending by default, preview, pass, reject with a required reason,
 * and both in batch.
 */
export function AuditList({ target }: { target: AuditTarget }) {
  const [status, setStatus] = useState<PublishStatus>(PUBLISH_STATUS.PENDING);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState("");
  const [kind, setKind] = useState<ResourceKind | "all">("all");
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const noun = NOUN[target];
  const list = useAuditList(target, {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    status,
    ...(keyword ? { keyword } : {}),
    ...(target === "resource" && kind !== "all" ? { kind } : {}),
  });
  const pending = status === PUBLISH_STATUS.PENDING;

  const decide = useAction(
    (input: { ids: number[]; pass: boolean; reason: string }) => auditApi.decide(target, input),
    {
      success: (_r, { ids, pass }) => (pass ? `已通过 ${ids.length} 项` : `已驳回 ${ids.length} 项`),
      invalidate: [auditKeys.target(target), auditKeys.pendingAll()],
      onSuccess: (_r, { ids }) => setSelected((s) => s.filter((id) => !ids.includes(id))),
    },
  );
  const pass = (ids: number[]) => decide.run({ ids, pass: true, reason: "" });
  const preview = (r: Row) => {
    if (target === "course") window.open(`/course/${r.id}`, "_blank", "noopener");
    else setPreviewId(r.id);
  };

  const first: TableColumnsType<Row>[number] =
    target === "course"
      ? {
          title: "课程",
          key: "name",
          render: (_, r) => {
            const c = r as ManageCourseItem;
            return (
              <NameCell
                coverUrl={c.coverUrl}
                type="COURSE"
                title={c.name}
                sub={[c.kind === "academic" ? "教务课程" : null, c.termName, c.subjectName].filter(Boolean).join(" · ")}
              />
            );
          },
        }
      : {
          title: "资源",
          key: "name",
          render: (_, r) => {
            const x = r as ManageResourceItem;
            return (
              <NameCell
                coverUrl={x.coverUrl}
                type={x.type}
                duration={x.duration}
                title={x.name}
                sub={`${kindName(x.kind)} · ${RESOURCE_TYPE_NAMES[x.type] ?? x.type}`}
              />
            );
          },
        };
  const columns: TableColumnsType<Row> = [
    first,
    target === "course"
      ? { title: "授课教师", key: "teachers", width: 160, render: (_, r) => teachersOf(r as ManageCourseItem) }
      : {
          title: "上传者",
          key: "owner",
          width: 130,
          render: (_, r) => {
            const x = r as ManageResourceItem;
            return (
              <span>
                {x.ownerName || "—"}
                {x.ownerType === "student" ? <Tag style={{ marginInlineStart: 6 }}>学生</Tag> : null}
              </span>
            );
          },
        },
    { title: "院系", dataIndex: "orgName", width: 110, render: (v: string | null) => v || "—" },
    {
      title: target === "course" ? "更新时间" : "上传时间",
      key: "time",
      width: 110,
      render: (_, r) => (
        <DateTimeCell
          value={target === "course" ? (r as ManageCourseItem).updatedAt : (r as ManageResourceItem).createdAt}
        />
      ),
    },
    ...(pending
      ? []
      : [
          {
            title: "状态",
            key: "status",
            width: 110,
            render: (_: unknown, r: Row) => <PublishStatusTag status={r.status} rejectReason={r.rejectReason} />,
          },
        ]),
    {
      title: "操作",
      key: "op",
      width: pending ? 150 : 80,
      render: (_, r) => (
        <Space size="small">
          <ActionLink onClick={() => preview(r)}>预览</ActionLink>
          {pending && r.status === PUBLISH_STATUS.PENDING ? (
            <>
              <Popconfirm title={`确定通过该${noun}？`} description="通过后将公开发布" onConfirm={() => pass([r.id])}>
                <ActionLink>通过</ActionLink>
              </Popconfirm>
              <ActionLink danger onClick={() => setRejecting([r.id])}>
                驳回
              </ActionLink>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <Result
        status="error"
        title={`${noun}审核列表加载失败`}
        subTitle={list.error instanceof Error ? list.error.message : undefined}
        extra={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  }

  return (
    <>
      <div className="audit-toolbar">
        <Space wrap>
          <Segmented<PublishStatus>
            options={TABS}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage((p) => ({ ...p, pageNo: 1 }));
              setSelected([]);
            }}
          />
          {target === "resource" ? (
            <Select<ResourceKind | "all">
              value={kind}
              style={{ width: 130 }}
              aria-label="资源类别"
              onChange={(v) => {
                setKind(v);
                setPage((p) => ({ ...p, pageNo: 1 }));
                setSelected([]);
              }}
              options={[
                { value: "all", label: "全部类别" },
                ...RESOURCE_KINDS.map((k) => ({ value: k.id, label: k.name })),
              ]}
            />
          ) : null}
          <Input.Search
            allowClear
            placeholder={`搜索${noun}名称`}
            style={{ width: 220 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage((p) => ({ ...p, pageNo: 1 }));
              setSelected([]);
            }}
          />
        </Space>
        {pending ? (
          <Space>
            <span className="otp-name-cell-sub">已选 {selected.length} 项</span>
            <Popconfirm
              title={`确定通过选中的 ${selected.length} 项？`}
              disabled={!selected.length}
              onConfirm={() => pass(selected)}
            >
              <Button type="primary" disabled={!selected.length} loading={decide.busy}>
                批量通过
              </Button>
            </Popconfirm>
            <Button danger disabled={!selected.length} onClick={() => setRejecting(selected)}>
              批量驳回
            </Button>
          </Space>
        ) : null}
      </div>
      <Table<Row>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        rowSelection={
          pending
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (r) => ({ disabled: r.status !== PUBLISH_STATUS.PENDING }),
              }
            : undefined
        }
        locale={{
          emptyText: list.isLoading ? (
            <span style={{ display: "inline-block", padding: 32 }}>加载中…</span>
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                pending ? `暂无待审核的${noun}` : `暂无${TABS.find((t) => t.value === status)?.label}的${noun}`
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
          showTotal: (t) => `共 ${t} 条`,
          hideOnSinglePage: false,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
      <RejectDialog
        open={rejecting !== null}
        count={rejecting?.length ?? 0}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return;
          if (await decide.run({ ids: rejecting, pass: false, reason })) setRejecting(null);
        }}
      />
      {target === "resource" ? (
        <ResourcePreviewDialog
          open={previewId !== null}
          resourceId={previewId ?? undefined}
          onClose={() => setPreviewId(null)}
        />
      ) : null}
    </>
  );
}
