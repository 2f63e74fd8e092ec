import { DownOutlined, FilterOutlined, UpOutlined } from "@ant-design/icons";
import type { KvItem } from "@otp/contract";
import { Select } from "antd";
import { useState } from "react";
import { useElements, useKv } from "../../../api/kv";
import { type CourseFilters, ID_FILTERS, type IdFilter } from "../filters";

interface Props {
  filters: CourseFilters;
  onChange(patch: Partial<CourseFilters>): void;
  /** A cloned menu's fixed filter: that row is not offered. */
  fixedKey?: IdFilter | null;
}

/** Rows longer than this fold behind 更多 so the bar stays short. */
const FOLD_AT = 12;

function ChipRow({
  label,
  items,
  value,
  onPick,
}: {
  label: string;
  items: KvItem[];
  value: number | null;
  onPick(id: number | null): void;
}) {
  const [open, setOpen] = useState(false);
  const foldable = items.length > FOLD_AT;
  // Keep the chosen item visible even when the row is folded.
  const shown = foldable && !open ? items.filter((it, i) => i < FOLD_AT || it.id === value) : items;
  return (
    <div className="course-filter-row">
      <span className="course-filter-label">{label}：</span>
      <div className="course-filter-chips">
        <button
          type="button"
          className={`course-chip${value === null ? " course-chip-on" : ""}`}
          aria-pressed={value === null}
          onClick={() => onPick(null)}
        >
          全部
        </button>
        {shown.map((it) => (
          <button
            type="button"
            key={it.id}
            className={`course-chip${value === it.id ? " course-chip-on" : ""}`}
            aria-pressed={value === it.id}
            onClick={() => onPick(it.id)}
          >
            {it.name}
          </button>
        ))}
      </div>
      {foldable ? (
        <button type="button" className="course-filter-more" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? "收起" : "更多"}
        </button>
      ) : null}
    </div>
  );
}

/** 学期 / 院系 / 学科 / 课程类型 / 课程分类 as chip rows, 教师 as a searchable select. */
export function FilterBar({ filters, onChange, fixedKey }: Props) {
  // Narrow screens fold the rows behind a toggle (wide screens always show them).
  const [open, setOpen] = useState(false);
  const terms = useKv("term").data ?? [];
  const orgs = useKv("org").data ?? [];
  const teachers = useKv("teacher").data ?? [];
  const subjects = useElements("SUBJECT").data ?? [];
  const types = useElements("COURSE_TYPE").data ?? [];
  const categories = useElements("COURSE_CATEGORY").data ?? [];
  const rows: { key: IdFilter; label: string; items: KvItem[] }[] = [
    { key: "termId", label: "学期", items: terms },
    { key: "orgId", label: "院系", items: orgs },
    { key: "subjectId", label: "学科", items: subjects },
    { key: "courseTypeId", label: "课程类型", items: types },
    { key: "categoryId", label: "课程分类", items: categories },
  ];
  const chosen = ID_FILTERS.filter((k) => k !== fixedKey && filters[k] !== null).length;
  return (
    <section className={`course-filter${open ? " course-filter-open" : ""}`} aria-label="课程筛选">
      <button type="button" className="course-filter-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <FilterOutlined aria-hidden /> 筛选条件{chosen ? `（已选${chosen}项）` : ""}
        {open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
      </button>
      {rows
        .filter((r) => r.key !== fixedKey && r.items.length > 0)
        .map((r) => (
          <ChipRow
            key={r.key}
            label={r.label}
            items={r.items}
            value={filters[r.key]}
            onPick={(id) => onChange({ [r.key]: id })}
          />
        ))}
      {fixedKey === "teacherId" ? null : (
        <div className="course-filter-row">
          <span className="course-filter-label">教师：</span>
          <Select
            className="course-filter-teacher"
            aria-label="教师"
            allowClear
            showSearch
            placeholder="全部教师（可输入姓名搜索）"
            optionFilterProp="label"
            value={filters.teacherId ?? undefined}
            options={teachers.map((t) => ({ value: t.id, label: t.name }))}
            onChange={(v: number | undefined) => onChange({ teacherId: v ?? null })}
          />
        </div>
      )}
    </section>
  );
}
