import { PlusOutlined } from "@ant-design/icons";
import { PUBLISH_STATUS, type PublishStatus } from "@otp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Empty, Input, Popconfirm, Segmented, Select, Space, Table, type TableColumnsType } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { type CourseRow, canSubmit, DateTimeCell, NameCell, STATUS_FILTERS } from "../../../components/audit/shared";
import { centreApi, courseEditorPath } from "../api";
import { CreateCourseDialog } from "../components/CreateCourseDialog";
import { LoadError } from "../components/LoadError";
import { PageHeader } from "../components/PageHeader";
import { StatusWithReason } from "../components/RejectReason";

type Kind = "open" | "academic";

/** 我的课程: courses the caller teaches or assists, by status; create, edit, submit, delete. */
export default function MyCoursesPage() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<PublishStatus | "all">("all");
  const [kind, setKind] = useState<Kind | "all">("all");
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [creating, setCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ["user", "myCourses", status, kind, keyword, page.pageNo, page.pageSize],
    queryFn: () =>
      centreApi.myCourses({
        ...page,
        ...(status === "all" ? {} : { status }),
        ...(kind === "all" ? {} : { kind }),
        ...(keyword ? { keyword } : {}),
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const reload = () => qc.invalidateQueries({ queryKey: ["user", "myCourses"] });
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
  const edit = (r: CourseRow) =>
    run(r.id, async () => {
      // Lists that do not carry the kind: ask the editor detail which editor this course uses.
      const k = r.kind ?? (await centreApi.courseEditDetail(r.id)).kind;
      navigate(courseEditorPath(r.id, k));
    });
  const submit = (r: CourseRow) =>
    run(r.id, async () => {
      const res = await centreApi.submitCourse(r.id);
      feedback.success(res.status === PUBLISH_STATUS.PUBLISHED ? "课程已发布" : "已提交审核，请等待审核结果");
      await reload();
    });
  const remove = (r: CourseRow) =>
    run(r.id, async () => {
      await centreApi.deleteCourse(r.id);
      feedback.success("课程已删除");
      await reload();
    });

  const columns: TableColumnsType<CourseRow> = [
    {
      title: "课程",
      key: "name",
      render: (_, r) => (
        <NameCell
          coverUrl={r.coverUrl}
          type="COURSE"
          title={
            r.status === PUBLISH_STATUS.PUBLISHED ? (
              <a href={`/course/${r.id}`} target="_blank" rel="noopener">
                {r.name}
              </a>
            ) : (
              r.name
            )
          }
          sub={[
            r.kind === "academic" ? "教务课程" : r.kind === "open" ? "开放课程" : null,
            r.role === "assistant" ? "助教" : null,
            r.termName,
            r.subjectName,
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
          load={async () => (await centreApi.courseEditDetail(r.id)).rejectReason}
        />
      ),
    },
    {
      title: "章节 / 资源",
      key: "counts",
      width: 90,
      render: (_, r) => `${r.sectionCount ?? 0} / ${r.resourceCount ?? 0}`,
    },
    { title: "更新时间", dataIndex: "updatedAt", width: 110, render: (v: string) => <DateTimeCell value={v} /> },
    {
      title: "操作",
      key: "op",
      width: 180,
      render: (_, r) => (
        <Space size="small" wrap>
          <ActionLink onClick={() => void edit(r)}>编辑</ActionLink>
          <ActionLink onClick={() => window.open(`/course/${r.id}`, "_blank", "noopener")}>预览</ActionLink>
          {canSubmit(r.status) ? (
            <Popconfirm
              title="确定提交该课程？"
              description="开启课程审核时需审核通过后才会发布"
              onConfirm={() => submit(r)}
            >
              <ActionLink>{r.status === PUBLISH_STATUS.REJECTED ? "重新提交" : "提交审核"}</ActionLink>
            </Popconfirm>
          ) : null}
          {r.isOwner === false ? null : (
            <Popconfirm
              title={`确定删除课程“${r.name}”？`}
              description="课程的章节和资源关联将一并删除，且无法恢复"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(r)}
            >
              <ActionLink danger>删除</ActionLink>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="我的课程"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建课程
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
          <Select<Kind | "all">
            value={kind}
            style={{ width: 120 }}
            onChange={(v) => {
              setKind(v);
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
            options={[
              { value: "all", label: "全部类别" },
              { value: "open", label: "开放课程" },
              { value: "academic", label: "教务课程" },
            ]}
          />
          <Input.Search
            allowClear
            placeholder="搜索课程名称"
            style={{ width: 220 }}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPage((p) => ({ ...p, pageNo: 1 }));
            }}
          />
        </Space>
      </div>
      {list.isError && !list.data ? (
        <LoadError what="我的课程" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<CourseRow>
          rowKey="id"
          size="middle"
          tableLayout="fixed"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching || busyId !== null}
          locale={{
            emptyText: list.isLoading ? (
              <span className="user-table-loading">加载中…</span>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={status === "all" && !keyword ? "还没有课程，点击“新建课程”开始建课" : "没有符合条件的课程"}
              />
            ),
          }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: list.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            showTotal: (t) => `共 ${t} 门课程`,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      )}
      <CreateCourseDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
