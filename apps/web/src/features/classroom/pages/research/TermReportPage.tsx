import {
  REPORT_UNITS,
  type ReportUnit,
  type ResearchReport,
  type ResearchReportInput,
  type ResearchScope,
} from "@otp/contract";
import { Button, Empty, Segmented, Select, Skeleton, Space, Typography } from "antd";
import { Link, useSearchParams } from "react-router";
import { useSession } from "../../../../app/session";
import { triggerDownload } from "../../../../components/download";
import { QueryState } from "../../../../components/QueryState";
import { Failed } from "../../components/Failed";
import { UnitSelect } from "../../components/HistoryScopeBar";
import { HistoryTitleBar } from "../../components/HistoryTitleBar";
import { ReportBody } from "../../components/ReportBody";
import { termReportPdfUrl, termReportXlsxUrl, useResearchReport, useResearchScope } from "../../researchApi";
import "../../classroom.css";
import "../../classroom-history.css";

const UNIT_OPTIONS: Array<{ value: ReportUnit; label: string }> = [
  { value: "teacher", label: "教师" },
  { value: "class", label: "班级" },
  { value: "college", label: "学院" },
];

/**
 * /historical-data/report: the term report of a teacher, a class or a college, printable (the
 * controls do not print), exported as PDF (charts drawn by the server) and its tables as xlsx.
 * The choice lives in the address (?unit=&unitId=&termId=).
 */
export default function TermReportPage() {
  const [search] = useSearchParams();
  const scope = useResearchScope();
  return (
    <div className="ch-page">
      <HistoryTitleBar active="report" search={search} />
      <main className="ch-body">
        <QueryState query={scope} failed={<Failed error={scope.error} onRetry={() => void scope.refetch()} />}>
          {(s) => <TermReport scope={s} />}
        </QueryState>
      </main>
    </div>
  );
}

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function TermReport({ scope }: { scope: ResearchScope }) {
  const [search, setSearch] = useSearchParams();
  const selfId = useSession((s) => s.user?.id);
  const self = scope.view === "self";
  const asked = search.get("unit") as ReportUnit | null;
  const unit: ReportUnit = self ? "teacher" : asked && REPORT_UNITS.includes(asked) ? asked : "teacher";
  const unitId = self ? selfId : positive(search.get("unitId"));
  const termId = positive(search.get("termId")) ?? scope.defaultTermId ?? undefined;
  const input: ResearchReportInput | null = unitId && termId ? { unit, unitId, termId } : null;
  const q = useResearchReport(input ?? { unit, unitId: 0, termId: 0 }, input !== null);
  const change = (next: { unit?: ReportUnit; unitId?: number | undefined; termId?: number }) => {
    const p = new URLSearchParams();
    const u = next.unit ?? unit;
    p.set("unit", u);
    const id = "unitId" in next ? next.unitId : next.unit && next.unit !== unit ? undefined : unitId;
    if (id && !self) p.set("unitId", String(id));
    const t = next.termId ?? termId;
    if (t) p.set("termId", String(t));
    setSearch(p, { replace: true });
  };
  return (
    <>
      <div className="ch-controls">
        <div className="ch-controls-row">
          <div className="ch-field">
            <span id="ch-report-unit">报告对象</span>
            {self ? (
              <Typography.Text>我的课堂（教师）</Typography.Text>
            ) : (
              <Segmented
                aria-labelledby="ch-report-unit"
                value={unit}
                options={UNIT_OPTIONS}
                onChange={(u) => change({ unit: u as ReportUnit })}
              />
            )}
          </div>
          {self ? null : (
            <UnitSelect
              scope={scope}
              unit={unit}
              termId={termId}
              value={unitId}
              name={q.data?.unitId === unitId ? q.data?.unitName : undefined}
              onChange={(n) => change({ unitId: n.unitId })}
            />
          )}
          <div className="ch-field">
            <span>学期</span>
            <Select
              aria-label="学期"
              style={{ width: 260 }}
              placeholder="选择学期"
              value={termId}
              options={scope.terms.map((t) => ({
                value: t.id,
                label: `${t.name}${t.isCurrent ? "（本学期）" : ""}${t.lessons ? ` · ${t.lessons}节` : " · 暂无数据"}`,
              }))}
              onChange={(v: number) => change({ termId: v })}
            />
          </div>
        </div>
        <Typography.Text type="secondary">{scope.viewText}</Typography.Text>
      </div>
      {input === null ? (
        <div className="ch-empty">
          <Empty
            description={
              scope.terms.length === 0
                ? "还没有学期数据：课堂分析完成后即可生成学期报告。"
                : `请选择要生成报告的${UNIT_OPTIONS.find((o) => o.value === unit)?.label ?? ""}${termId ? "" : "和学期"}`
            }
          />
        </div>
      ) : q.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : q.isError ? (
        <div className="ch-empty">
          <Failed error={q.error} onRetry={() => void q.refetch()} />
          {(q.error as { status?: number } | null)?.status === 404 ? (
            <p className="ca-muted" style={{ textAlign: "center" }}>
              学期报告由已分析的课堂汇总而成：可换一个学期或对象，或
              <Link to="/class-ai-analysis/class-analysis-all">前往 AI课堂分析</Link>查看分析进度。
            </p>
          ) : null}
        </div>
      ) : (
        <Report report={q.data} input={input} />
      )}
    </>
  );
}

function Report({ report: r, input }: { report: ResearchReport; input: ResearchReportInput }) {
  if (r.measures.lessons === 0)
    return (
      <div className="ch-empty">
        <Empty description={`${r.unitName}在${r.termName}还没有已分析的课堂，课堂分析完成后即可生成学期报告。`}>
          <Link to="/class-ai-analysis/class-analysis-all">前往 AI课堂分析</Link>
        </Empty>
      </div>
    );
  const file = `${r.unitName}-${r.termName}-学期报告`;
  return (
    <>
      <Space className="ch-no-print" style={{ justifyContent: "flex-end", width: "100%" }} wrap>
        <Button type="primary" onClick={() => triggerDownload(termReportPdfUrl(input), `${file}.pdf`)}>
          导出PDF
        </Button>
        <Button onClick={() => triggerDownload(termReportXlsxUrl(input), `${file}.xlsx`)}>导出Excel</Button>
        <Button onClick={() => window.print()}>打印</Button>
      </Space>
      <ReportBody report={r} />
    </>
  );
}
