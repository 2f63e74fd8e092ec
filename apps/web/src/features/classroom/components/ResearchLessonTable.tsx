import { formatMetric, type ResearchLesson, TEACHING_TYPE_NAMES } from "@otp/contract";
import { Button, Space, Table, Typography } from "antd";
import type { ColumnsType, TablePaginationConfig } from "antd/es/table";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatDateTime } from "../../../components/format";

/** The comparison page of two or three lessons. */
export function compareLessonsHref(ids: readonly number[]): string {
  return `/ai-research/compare/${ids.length >= 3 ? "three" : "two"}?kind=lesson&ids=${ids.join(",")}`;
}

const MAX_COMPARED = 3;

const columns: ColumnsType<ResearchLesson> = [
  {
    title: "课堂",
    key: "title",
    fixed: "left",
    render: (_, l) => <Link to={`/class-ai-analysis/class-analysis?id=${l.id}`}>{l.title}</Link>,
  },
  { title: "教师", dataIndex: "teacherName" },
  { title: "课程", key: "course", render: (_, l) => l.courseName || "—" },
  { title: "班级", key: "classes", render: (_, l) => l.classNames.join("、") || "—" },
  { title: "上课时间", key: "lessonAt", render: (_, l) => formatDateTime(l.lessonAt) || "—" },
  { title: "出勤率", key: "att", align: "right", render: (_, l) => formatMetric("attendanceRate", l.attendanceRate) },
  { title: "抬头率", key: "head", align: "right", render: (_, l) => formatMetric("headUpRate", l.headUpRate) },
  { title: "专注度", key: "conc", align: "right", render: (_, l) => formatMetric("concentration", l.concentration) },
  { title: "讲授占比", key: "lect", align: "right", render: (_, l) => formatMetric("lectureShare", l.lectureShare) },
  {
    title: "学生语言占比",
    key: "stud",
    align: "right",
    render: (_, l) => formatMetric("studentShare", l.studentShare),
  },
  { title: "教学类型", key: "type", render: (_, l) => (l.teachingType ? TEACHING_TYPE_NAMES[l.teachingType] : "—") },
  { title: "预警", dataIndex: "warnings", align: "right" },
];

/**
 * Analysed lessons with links to each lesson's report; with `compare`, up to three may be ticked
 * and compared side by side ("对比所选课堂").
 */
export function ResearchLessonTable({
  lessons,
  title,
  pagination = false,
  loading,
  compare = true,
  emptyText = "没有已分析的课堂",
  extra,
}: {
  lessons: ResearchLesson[];
  title?: ReactNode;
  pagination?: TablePaginationConfig | false;
  loading?: boolean;
  compare?: boolean;
  emptyText?: string;
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<number[]>([]);
  const full = picked.length >= MAX_COMPARED;
  return (
    <div>
      <div className="ca-research-crumbs" style={{ marginBottom: 8 }}>
        {typeof title === "string" ? (
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        ) : (
          (title ?? <span />)
        )}
        <Space wrap>
          {compare ? (
            <>
              <Typography.Text type="secondary">
                {picked.length ? `已选 ${picked.length} 节（最多 ${MAX_COMPARED} 节）` : "勾选 2–3 节课可对比"}
              </Typography.Text>
              <Button type="primary" disabled={picked.length < 2} onClick={() => navigate(compareLessonsHref(picked))}>
                对比所选课堂
              </Button>
            </>
          ) : null}
          {extra}
        </Space>
      </div>
      <Table<ResearchLesson>
        className="ca-research-table"
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={lessons}
        pagination={pagination}
        scroll={{ x: "max-content" }}
        locale={{ emptyText }}
        rowSelection={
          compare
            ? {
                selectedRowKeys: picked,
                preserveSelectedRowKeys: true,
                hideSelectAll: true,
                onChange: (keys) => setPicked((keys as number[]).slice(0, MAX_COMPARED)),
                getCheckboxProps: (l) => ({
                  disabled: full && !picked.includes(l.id),
                  "aria-label": `选择对比：${l.title}`,
                }),
              }
            : undefined
        }
      />
    </div>
  );
}
