import {
  type HistoryPeriod,
  RESEARCH_UNIT_NAMES,
  RESEARCH_UNITS,
  type ResearchScope,
  type ResearchUnit,
} from "@otp/contract";
import { Alert, Segmented, Select, Typography } from "antd";
import { useAnalysisOptions } from "../api";
import { useResearchUnits } from "../researchApi";

export interface HistoryChoice {
  unit: ResearchUnit;
  unitId: number | undefined;
  by: HistoryPeriod;
  termId: number | undefined;
}

type Option = { value: number; label: string };
type Group = { label: string; options: Option[] };

/**
 * What a history page shows: the kind of unit (全校, a college … a class), the unit, weeks of a
 * term or every term, and the term. A teacher ("self" view) chooses between their own lessons
 * and the school's anonymised averages.
 */
export function HistoryScopeBar({
  scope,
  choice,
  onChange,
  unitName,
}: {
  scope: ResearchScope;
  choice: HistoryChoice;
  onChange(next: Partial<HistoryChoice>): void;
  /** The chosen unit's name as the history answered it (shown if the list lacks it). */
  unitName: string | undefined;
}) {
  const self = scope.view === "self";
  const kinds = self
    ? [
        { value: "teacher", label: "我的课堂" },
        { value: "school", label: "全校平均" },
      ]
    : RESEARCH_UNITS.map((u) => ({ value: u, label: RESEARCH_UNIT_NAMES[u] }));
  const termId = choice.by === "week" ? choice.termId : undefined;
  return (
    <div className="ch-controls">
      <div className="ch-controls-row">
        <div className="ch-field">
          <span>范围</span>
          <Select
            aria-label="范围类型"
            style={{ width: 130 }}
            value={choice.unit}
            options={kinds}
            onChange={(unit: ResearchUnit) => onChange({ unit, unitId: undefined })}
          />
        </div>
        {self ? null : (
          <UnitSelect
            scope={scope}
            unit={choice.unit}
            termId={termId}
            value={choice.unitId}
            name={unitName}
            onChange={onChange}
          />
        )}
        <div className="ch-field">
          <span id="ch-period">周期</span>
          <Segmented
            aria-labelledby="ch-period"
            value={choice.by}
            options={[
              { value: "week", label: "按周" },
              { value: "term", label: "按学期" },
            ]}
            onChange={(by) => onChange({ by: by as HistoryPeriod })}
          />
        </div>
        {choice.by === "week" ? (
          <div className="ch-field">
            <span>学期</span>
            <Select
              aria-label="学期"
              style={{ width: 260 }}
              placeholder="选择学期"
              value={choice.termId}
              options={scope.terms.map((t) => ({
                value: t.id,
                label: `${t.name}${t.isCurrent ? "（本学期）" : ""}${t.lessons ? ` · ${t.lessons}节` : " · 暂无数据"}`,
              }))}
              onChange={(v: number) => onChange({ termId: v })}
            />
          </div>
        ) : (
          <Typography.Text type="secondary">按学期：显示全部学期</Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary">{scope.viewText}</Typography.Text>
      {scope.pending > 0 ? (
        <Alert type="info" showIcon message={`还有 ${scope.pending} 节课正在排队或分析中，完成后自动计入统计。`} />
      ) : null}
    </div>
  );
}

export interface UnitSelectProps {
  scope: ResearchScope;
  unit: ResearchUnit;
  termId: number | undefined;
  value: number | undefined;
  name: string | undefined;
  onChange(next: Partial<HistoryChoice>): void;
}

/** The unit of the chosen kind: organizations from the scope, courses and teachers from the roll-ups, classes from the analysis options. */
export function UnitSelect(props: UnitSelectProps) {
  const { scope, unit } = props;
  if (unit === "school") return null;
  if (unit === "college")
    return (
      <UnitPicker
        {...props}
        options={scope.colleges.filter((c) => c.selectable).map((c) => ({ value: c.id, label: c.name }))}
      />
    );
  if (unit === "department")
    return (
      <UnitPicker
        {...props}
        options={scope.colleges
          .filter((c) => c.departments.length > 0)
          .map((c) => ({ label: c.name, options: c.departments.map((d) => ({ value: d.id, label: d.name })) }))}
      />
    );
  if (unit === "class") return <ClassPicker {...props} />;
  return <RankedPicker {...props} level={unit} />;
}

function RankedPicker(props: UnitSelectProps & { level: "course" | "teacher" }) {
  const q = useResearchUnits({ level: props.level, ...(props.termId ? { termId: props.termId } : {}) });
  const options = (q.data?.rows ?? []).map((r) => ({
    value: r.id,
    label: r.orgName ? `${r.name}（${r.orgName}）` : r.name,
  }));
  return <UnitPicker {...props} options={options} loading={q.isFetching} />;
}

function ClassPicker(props: UnitSelectProps) {
  const q = useAnalysisOptions(props.termId ? { termId: props.termId } : {});
  const options = (q.data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }));
  return <UnitPicker {...props} options={options} loading={q.isFetching} />;
}

function UnitPicker({
  unit,
  value,
  name,
  options,
  loading,
  onChange,
}: UnitSelectProps & { options: Array<Option | Group>; loading?: boolean }) {
  const flat = options.flatMap((o) => ("options" in o ? o.options : [o]));
  // A unit chosen in another term may be missing from this term's list: keep its name readable.
  const all =
    value !== undefined && !loading && !flat.some((o) => o.value === value)
      ? [...options, { value, label: name ?? `#${value}` }]
      : options;
  const kind = RESEARCH_UNIT_NAMES[unit];
  return (
    <div className="ch-field">
      <span>{kind}</span>
      <Select
        aria-label={kind}
        style={{ width: 260 }}
        showSearch
        optionFilterProp="label"
        placeholder={`选择${kind}`}
        loading={loading}
        value={value}
        options={all}
        notFoundContent={loading ? "加载中…" : `没有可选的${kind}`}
        onChange={(v: number) => onChange({ unitId: v })}
      />
    </div>
  );
}
