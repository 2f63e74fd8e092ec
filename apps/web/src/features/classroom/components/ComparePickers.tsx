import {
  dominantType,
  formatMetric,
  type NamedId,
  type ResearchLesson,
  type ResearchUnitRow,
  TEACHING_TYPE_NAMES,
} from "@otp/contract";
import { Empty, Input, Select, Space, Table } from "antd";
import type { TableRowSelection } from "antd/es/table/interface";
import { useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../../components/format";
import { useAnalysisOptions } from "../api";
import { type Choice, MAX_CHOICES } from "../compareModel";
import { useCourseAnalysis } from "../courseAnalysisStore";
import { useResearchLessons, useResearchUnits } from "../researchApi";
import { Failed } from "./Failed";

interface PickerProps {
  termId: number | undefined;
  orgId: number | undefined;
  chosen: Choice[];
  onToggle(choice: Choice, on: boolean): void;
}

const toOptions = (items: NamedId[]) => items.map((i) => ({ value: i.id, label: i.name }));
const common = { allowClear: true, showSearch: true, optionFilterProp: "label", style: { width: 170 } };

/** Checkboxes that never hold the same item twice nor more than three. */
function selection<T extends { id: number }>(
  chosen: Choice[],
  toChoice: (row: T) => Choice,
  onToggle: PickerProps["onToggle"],
): TableRowSelection<T> {
  const full = chosen.length >= MAX_CHOICES;
  return {
    selectedRowKeys: chosen.map((c) => c.id),
    preserveSelectedRowKeys: true,
    hideSelectAll: true,
    onSelect: (row, on) => onToggle(toChoice(row), on),
    getCheckboxProps: (row) => ({
      disabled: full && !chosen.some((c) => c.id === row.id),
      "aria-label": `选择 ${toChoice(row).name}`,
    }),
  };
}

/** The empty list of a term without analysed lessons says so and where lessons are analysed. */
function NoLessons({ filtered }: { filtered: boolean }) {
  return (
    <Empty
      description={
        filtered ? (
          "没有符合条件的对象，请放宽筛选条件"
        ) : (
          <span>
            所选学期还没有分析完成的课堂，课堂分析完成后会出现在这里。
            <Link to="/class-ai-analysis/class-analysis-all">去 AI 课堂分析</Link>
          </span>
        )
      }
    />
  );
}

/** Analysed lessons of the scope, narrowed by the §3 selectors (course, teacher, class) and a keyword. */
export function LessonPicker({
  termId,
  orgId,
  chosen,
  onToggle,
  teachers = true,
}: PickerProps & { teachers?: boolean }) {
  const s = useCourseAnalysis();
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const filters = { termId, orgId, courseId: s.courseId, teacherId: s.teacherId, classId: s.classId };
  const q = useResearchLessons({ ...page, ...filters, keyword: keyword || undefined });
  const filtered = !!(s.courseId || s.teacherId || s.classId || keyword);
  const toChoice = (l: ResearchLesson): Choice => ({
    id: l.id,
    name: l.title,
    detail: `${l.teacherName} · ${formatDateTime(l.lessonAt)}`,
  });
  return (
    <>
      <Space wrap className="ca-filters" aria-label="筛选课堂">
        <Select
          {...common}
          aria-label="课程"
          placeholder="全部课程"
          value={s.courseId}
          options={toOptions(s.courses)}
          onChange={(v?: number) => s.select({ courseId: v })}
        />
        {teachers ? (
          <Select
            {...common}
            aria-label="教师"
            placeholder="全部教师"
            value={s.teacherId}
            options={toOptions(s.teachers)}
            onChange={(v?: number) => s.select({ teacherId: v })}
          />
        ) : null}
        <Select
          {...common}
          aria-label="班级"
          placeholder="全部班级"
          value={s.classId}
          options={toOptions(s.classes)}
          onChange={(v?: number) => s.select({ classId: v })}
        />
        <Input.Search
          aria-label="关键词"
          placeholder="课堂名称"
          allowClear
          style={{ width: 200 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
      </Space>
      {q.isError ? (
        <Failed error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<ResearchLesson>
          rowKey="id"
          size="small"
          loading={q.isFetching}
          dataSource={q.data?.list ?? []}
          rowSelection={selection(chosen, toChoice, onToggle)}
          locale={{ emptyText: q.isPending ? " " : <NoLessons filtered={filtered} /> }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: q.data?.count ?? 0,
            showTotal: (n) => `共 ${n} 节`,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
          columns={[
            {
              title: "课堂",
              dataIndex: "title",
              render: (_: string, r) => (
                <>
                  <div>{r.title}</div>
                  <div className="ca-muted">{[r.courseName, r.classNames.join("、")].filter(Boolean).join(" · ")}</div>
                </>
              ),
            },
            { title: "教师", dataIndex: "teacherName", width: 110 },
            { title: "上课时间", dataIndex: "lessonAt", width: 160, render: (v: string) => formatDateTime(v) },
            {
              title: "抬头率",
              dataIndex: "headUpRate",
              width: 90,
              render: (v: number | null) => formatMetric("headUpRate", v),
            },
            {
              title: "教学类型",
              dataIndex: "teachingType",
              width: 90,
              render: (v: ResearchLesson["teachingType"]) => (v ? TEACHING_TYPE_NAMES[v] : "—"),
            },
          ]}
        />
      )}
    </>
  );
}

/** Teachers with analysed lessons in the scope (the research roll-up's teacher level). */
export function TeacherPicker({ termId, orgId, chosen, onToggle }: PickerProps) {
  const s = useCourseAnalysis();
  const [keyword, setKeyword] = useState("");
  const q = useResearchUnits({ level: "teacher", termId, orgId, courseId: s.courseId });
  const rows = (q.data?.rows ?? []).filter((r) => !keyword || r.name.includes(keyword) || r.orgName.includes(keyword));
  const toChoice = (r: ResearchUnitRow): Choice => ({ id: r.id, name: r.name, detail: r.orgName });
  return (
    <>
      <Space wrap className="ca-filters" aria-label="筛选教师">
        <Select
          {...common}
          aria-label="课程"
          placeholder="全部课程"
          value={s.courseId}
          options={toOptions(s.courses)}
          onChange={(v?: number) => s.select({ courseId: v })}
        />
        <Input.Search
          aria-label="关键词"
          placeholder="教师姓名或机构"
          allowClear
          style={{ width: 200 }}
          onSearch={(v) => setKeyword(v.trim())}
        />
      </Space>
      {q.isError ? (
        <Failed error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<ResearchUnitRow>
          rowKey="id"
          size="small"
          loading={q.isFetching}
          dataSource={rows}
          rowSelection={selection(chosen, toChoice, onToggle)}
          locale={{ emptyText: q.isPending ? " " : <NoLessons filtered={!!(keyword || s.courseId)} /> }}
          pagination={{ pageSize: 10, showTotal: (n) => `共 ${n} 位教师`, hideOnSinglePage: true }}
          columns={[
            { title: "教师", dataIndex: "name" },
            { title: "所属机构", dataIndex: "orgName", render: (v: string) => v || "—" },
            { title: "已分析课堂", width: 100, render: (_, r) => `${r.measures.lessons} 节` },
            { title: "抬头率", width: 90, render: (_, r) => formatMetric("headUpRate", r.measures.headUpRate) },
            { title: "专注度", width: 90, render: (_, r) => formatMetric("concentration", r.measures.concentration) },
            {
              title: "主要教学类型",
              width: 110,
              render: (_, r) => {
                const t = dominantType(r.measures.types);
                return t ? TEACHING_TYPE_NAMES[t] : "—";
              },
            },
          ]}
        />
      )}
    </>
  );
}

/** Classes that have analysed lessons in the scope (the analysis filters' class list). */
export function ClassPicker({ termId, orgId, chosen, onToggle }: PickerProps) {
  const [keyword, setKeyword] = useState("");
  const q = useAnalysisOptions({ termId, orgId });
  const rows = (q.data?.classes ?? []).filter((c) => !keyword || c.name.includes(keyword));
  const toChoice = (c: NamedId): Choice => ({ id: c.id, name: c.name, detail: "班级" });
  return (
    <>
      <Space wrap className="ca-filters" aria-label="筛选班级">
        <Input.Search
          aria-label="关键词"
          placeholder="班级名称"
          allowClear
          style={{ width: 200 }}
          onSearch={(v) => setKeyword(v.trim())}
        />
      </Space>
      {q.isError ? (
        <Failed error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <Table<NamedId>
          rowKey="id"
          size="small"
          loading={q.isFetching}
          dataSource={rows}
          rowSelection={selection(chosen, toChoice, onToggle)}
          locale={{ emptyText: q.isPending ? " " : <NoLessons filtered={!!keyword} /> }}
          pagination={{ pageSize: 10, showTotal: (n) => `共 ${n} 个班级`, hideOnSinglePage: true }}
          columns={[{ title: "班级", dataIndex: "name" }]}
        />
      )}
    </>
  );
}
