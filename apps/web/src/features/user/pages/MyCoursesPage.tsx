import { PlusOutlined } from "@ant-design/icons";
import { type MyCourseCard, PUBLISH_STATUS } from "@otp/contract";
import { Button, type TableColumnsType } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { ActionLink } from "../../../components/ActionLink";
import { canSubmit, NameCell } from "../../../components/audit/shared";
import { centreApi, courseEditorPath, useInvalidate, useMyCourses, userKeys } from "../api";
import { CreateCourseDialog } from "../components/CreateCourseDialog";
import { actionsColumn, dateTimeColumn, ownStatusColumn } from "../components/ownedColumns";
import { PagedTable } from "../components/PagedTable";
import { PageHeader } from "../components/PageHeader";
import { DeleteLink, SubmitLink, usePublishActions } from "../components/PublishActions";
import { StatusFilterBar } from "../components/StatusFilterBar";
import { useListFilters } from "../components/useListFilters";

type Kind = "open" | "academic";

const KIND_OPTIONS: { value: Kind | "all"; label: string }[] = [
  { value: "all", label: "全部类别" },
  { value: "open", label: "开放课程" },
  { value: "academic", label: "教务课程" },
];

/** 我的课程: courses the caller teaches or assists, by status; create, edit, submit, delete. */
export default function MyCoursesPage() {
  const title = useRouteTitle();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const f = useListFilters<Kind>();
  const { kind, page } = f;
  const [creating, setCreating] = useState(false);
  const list = useMyCourses({ ...page, ...f.filters, ...(kind === "all" ? {} : { kind }) }, [
    f.status,
    kind,
    f.keyword,
    page.pageNo,
    page.pageSize,
  ]);
  const { busyId, submit, remove } = usePublishActions({
    noun: "课程",
    submit: centreApi.submitCourse,
    remove: centreApi.deleteCourse,
    reload: () => invalidate(userKeys.myCourses()),
  });
  const edit = (r: MyCourseCard) => navigate(courseEditorPath(r.id, r.kind));

  const columns: TableColumnsType<MyCourseCard> = [
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
    ownStatusColumn(),
    {
      title: "章节 / 资源",
      key: "counts",
      width: 90,
      render: (_, r) => `${r.sectionCount ?? 0} / ${r.resourceCount ?? 0}`,
    },
    dateTimeColumn("更新时间", "updatedAt"),
    actionsColumn(180, (r) => (
      <>
        <ActionLink onClick={() => void edit(r)}>编辑</ActionLink>
        <ActionLink onClick={() => window.open(`/course/${r.id}`, "_blank", "noopener")}>预览</ActionLink>
        {canSubmit(r.status) ? <SubmitLink noun="课程" status={r.status} onConfirm={() => submit(r.id)} /> : null}
        {r.isOwner === false ? null : (
          <DeleteLink
            title={`确定删除课程“${r.name}”？`}
            description="课程的章节和资源关联将一并删除，且无法恢复"
            onConfirm={() => remove(r.id)}
          />
        )}
      </>
    )),
  ];

  return (
    <>
      <PageHeader
        title={title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建课程
          </Button>
        }
      />
      <StatusFilterBar<Kind> filters={f} kindOptions={KIND_OPTIONS} kindWidth={120} searchPlaceholder="搜索课程名称" />
      <PagedTable<MyCourseCard>
        what={title}
        query={list}
        tableLayout="fixed"
        columns={columns}
        loading={list.isFetching || busyId !== null}
        emptyText={f.unfiltered ? "还没有课程，点击“新建课程”开始建课" : "没有符合条件的课程"}
        page={page}
        onPage={f.setPage}
        showTotal={(t) => `共 ${t} 门课程`}
      />
      <CreateCourseDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
