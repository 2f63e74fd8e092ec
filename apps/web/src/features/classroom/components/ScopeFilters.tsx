import { ANALYSIS_STATUS_NAMES, ANALYSIS_STATUSES, type AnalysisStatus } from "@otp/contract";
import { Select, Space } from "antd";
import { useEffect } from "react";
import { useAnalysisOptions } from "../api";
import { useCourseAnalysis } from "../courseAnalysisStore";

const toOptions = (items: Array<{ id: number; name: string }>) => items.map((i) => ({ value: i.id, label: i.name }));
const statusOptions = ANALYSIS_STATUSES.map((s) => ({ value: s, label: ANALYSIS_STATUS_NAMES[s] }));

/**
 * The §3 "Course analysis" filters: organization and term narrow the server's lists of courses,
 * teachers, sections and classes, which the store keeps with the selected items.
 */
export function ScopeFilters({
  show = ["course", "section", "teacher", "class", "status"],
}: {
  show?: Array<"course" | "section" | "teacher" | "class" | "status">;
}) {
  const s = useCourseAnalysis();
  const options = useAnalysisOptions({ orgId: s.organizationId, termId: s.termId });
  const { setLists } = s;
  useEffect(() => {
    if (options.data) setLists(options.data);
  }, [options.data, setLists]);
  const o = options.data;
  const common = { allowClear: true, showSearch: true, optionFilterProp: "label", style: { width: 170 } };
  return (
    <Space wrap className="ca-filters" aria-label="筛选">
      <Select
        {...common}
        aria-label="机构"
        placeholder="全部机构"
        value={s.organizationId}
        options={toOptions(o?.orgs ?? [])}
        onChange={(v?: number) => s.setScope({ organizationId: v })}
      />
      <Select
        {...common}
        aria-label="学期"
        placeholder="全部学期"
        value={s.termId}
        options={toOptions(o?.terms ?? [])}
        onChange={(v?: number) => s.setScope({ termId: v })}
      />
      {show.includes("course") ? (
        <Select
          {...common}
          aria-label="课程"
          placeholder="全部课程"
          value={s.courseId}
          options={toOptions(s.courses)}
          onChange={(v?: number) => s.select({ courseId: v })}
        />
      ) : null}
      {show.includes("section") && s.courseId ? (
        // A course's sections only: a section list of every course would be thousands long.
        <Select
          {...common}
          aria-label="课节"
          placeholder="全部课节"
          value={s.sectionId}
          options={toOptions(s.sections.filter((x) => x.courseId === s.courseId))}
          onChange={(v?: number) => s.select({ sectionId: v })}
        />
      ) : null}
      {show.includes("teacher") ? (
        <Select
          {...common}
          aria-label="教师"
          placeholder="全部教师"
          value={s.teacherId}
          options={toOptions(s.teachers)}
          onChange={(v?: number) => s.select({ teacherId: v })}
        />
      ) : null}
      {show.includes("class") ? (
        <Select
          {...common}
          aria-label="班级"
          placeholder="全部班级"
          value={s.classId}
          options={toOptions(s.classes)}
          onChange={(v?: number) => s.select({ classId: v })}
        />
      ) : null}
      {show.includes("status") ? (
        <Select
          {...common}
          style={{ width: 130 }}
          aria-label="状态"
          placeholder="全部状态"
          value={s.status}
          options={statusOptions}
          onChange={(v?: AnalysisStatus) => s.select({ status: v })}
        />
      ) : null}
    </Space>
  );
}
