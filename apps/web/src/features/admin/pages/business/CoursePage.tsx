import type { ProColumns } from "@ant-design/pro-components";
import type { ManageCourseItem, PublishStatus } from "@otp/contract";
import { useKvOptions } from "../../../../api/kv";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { ActionLink } from "../../../../components/ActionLink";
import { NameCell } from "../../../../components/audit";
import { businessApi, optionalNumber, optionalText } from "../../business/api";
import { BusinessTable } from "../../business/BusinessTable";
import { dateColumn, keywordColumn, kvSelectColumn, statusColumn, visitColumn } from "../../business/columns";

/** 课程管理: every course in any state, filtered by keyword, status, college and term; open, delete. */
export default function CoursePage() {
  const title = useRouteTitle();
  const orgs = useKvOptions("org");
  const terms = useKvOptions("term");
  const columns: ProColumns<ManageCourseItem>[] = [
    keywordColumn("课程名称或教师"),
    {
      title: "课程",
      dataIndex: "name",
      search: false,
      render: (_, r) => (
        <NameCell
          coverUrl={r.coverUrl}
          type="COURSE"
          title={r.name}
          sub={[r.kind === "academic" ? "教务课程" : "开放课程", r.subjectName, r.courseTypeName]
            .filter(Boolean)
            .join(" · ")}
        />
      ),
    },
    {
      title: "授课教师",
      dataIndex: "teachers",
      search: false,
      width: 140,
      render: (_, r) => r.teachers.map((t) => t.name).join("、") || "—",
    },
    kvSelectColumn("院系", "orgId", 110, orgs, (r) => r.orgName),
    kvSelectColumn("学期", "termId", 170, terms, (r) => r.termName),
    {
      title: "类别",
      dataIndex: "kind",
      hideInTable: true,
      valueType: "select",
      valueEnum: { open: { text: "开放课程" }, academic: { text: "教务课程" } },
    },
    statusColumn(90),
    visitColumn(),
    dateColumn("更新时间", "updatedAt"),
  ];
  return (
    <BusinessTable<ManageCourseItem>
      headerTitle={title}
      noun="课程"
      unit="门"
      columns={columns}
      opWidth={110}
      rowActions={(r) => (
        <ActionLink onClick={() => window.open(`/course/${r.id}`, "_blank", "noopener")}>查看</ActionLink>
      )}
      deleteConfirm={(r) => ({
        title: `确定删除课程“${r.name}”？`,
        description: "课程的章节、评论和资源关联将一并删除，且无法恢复",
      })}
      load={(params, page) =>
        businessApi.courses({
          ...page,
          keyword: optionalText(params.keyword),
          status: optionalNumber<PublishStatus>(params.status),
          orgId: optionalNumber(params.orgId),
          termId: optionalNumber(params.termId),
          kind: optionalText<ManageCourseItem["kind"]>(params.kind),
        })
      }
      deleteMany={businessApi.deleteCourses}
    />
  );
}
