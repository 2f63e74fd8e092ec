import type { ResearchScope } from "@otp/contract";
import { Alert, Select, Space, Typography } from "antd";

/**
 * The term and organization choice every AI research page starts from, with the caller's view
 * ("全校" / their organization / their own lessons) and the lessons still being analysed.
 * Pages keep the choice in the address (?termId=&orgId=) so a link shows the same thing.
 */
export function ResearchScopeBar({
  scope,
  termId,
  orgId,
  onTerm,
  onOrg,
  allTerms = false,
  org = true,
}: {
  scope: ResearchScope;
  termId: number | undefined;
  orgId?: number | undefined;
  onTerm(termId: number | undefined): void;
  onOrg?(orgId: number | undefined): void;
  /** Offer "全部学期" (every term together). */
  allTerms?: boolean;
  /** Offer the organization select (not in the teacher's own view). */
  org?: boolean;
}) {
  const orgOptions = scope.colleges.map((c) => ({
    label: c.name,
    options: [
      { value: c.id, label: `${c.name}（全院）` },
      ...c.departments.map((d) => ({ value: d.id, label: d.name })),
    ],
  }));
  return (
    <div className="ca-research-scope">
      <Space wrap aria-label="范围">
        <Select
          aria-label="学期"
          style={{ width: 310 }}
          placeholder={allTerms ? "全部学期" : "选择学期"}
          allowClear={allTerms}
          value={termId}
          options={scope.terms.map((t) => ({
            value: t.id,
            label: `${t.name}${t.isCurrent ? "（本学期）" : ""}${t.lessons ? ` · ${t.lessons}节` : " · 暂无数据"}`,
          }))}
          onChange={(v?: number) => onTerm(v)}
        />
        {org && scope.view !== "self" && onOrg ? (
          <Select
            aria-label="机构"
            style={{ width: 220 }}
            allowClear
            placeholder={scope.view === "all" ? "全校" : "本机构"}
            value={orgId}
            options={orgOptions}
            onChange={(v?: number) => onOrg(v)}
          />
        ) : null}
        <Typography.Text type="secondary">{scope.viewText}</Typography.Text>
      </Space>
      {scope.pending > 0 ? (
        <Alert
          className="ca-research-pending"
          type="info"
          showIcon
          message={`还有 ${scope.pending} 节课正在排队或分析中，完成后自动计入统计。`}
        />
      ) : null}
    </div>
  );
}
