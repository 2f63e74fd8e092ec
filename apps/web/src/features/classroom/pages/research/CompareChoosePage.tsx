import { COMPARE_KIND_NAMES, COMPARE_KINDS, type CompareKind } from "@otp/contract";
import { Button, Segmented, Space, Tag } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { QueryState } from "../../../../components/QueryState";
import { useAnalysisOptions } from "../../api";
import {
  type Choice,
  COMPARE_FOCUS_NAMES,
  COMPARE_FOCUSES,
  type CompareQuery,
  compareRoute,
  focusRoute,
  ITEM_COLORS,
  MAX_CHOICES,
  toggleChoice,
} from "../../compareModel";
import { ClassPicker, LessonPicker, TeacherPicker } from "../../components/ComparePickers";
import { Failed } from "../../components/Failed";
import { ResearchScopeBar } from "../../components/ResearchScopeBar";
import { useCourseAnalysis } from "../../courseAnalysisStore";
import { useResearchScope } from "../../researchApi";
import "../../classroom.css";
import "../../classroom-compare.css";

const KIND_HINTS: Record<CompareKind, string> = {
  lesson: "选择两到三节已分析的课堂，对比它们的曲线、S-T 分析与各项指标。",
  teacher: "选择两到三位教师，对比他们在所选学期所有已分析课堂的平均表现与按周变化。",
  class: "选择两到三个班级，对比各班在所选学期所有已分析课堂的平均表现与按周变化。",
};

const isKind = (v: string | null): v is CompareKind => (COMPARE_KINDS as readonly string[]).includes(v ?? "");

/**
 * /ai-research/compare/index: what to compare. The kind (课堂 / 教师 / 班级) is in the address;
 * the term, the organization and the course, teacher and class filters are the §3 "Course
 * analysis" choice (kept in its store while the user moves between the analysis pages).
 */
export default function CompareChoosePage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const scope = useResearchScope();
  // A teacher compares their own lessons only (the server refuses teachers and classes to them).
  const self = scope.data?.view === "self";
  const asked = search.get("kind");
  const kind: CompareKind = !self && isKind(asked) ? asked : "lesson";
  const store = useCourseAnalysis();
  const { setScope, setLists } = store;
  const [chosen, setChosen] = useState<Choice[]>([]);

  // The term: the one in the address (coming back from a comparison), else the scope's default, once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !scope.data) return;
    started.current = true;
    const fromUrl = Number(search.get("termId"));
    const termId = Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : (store.termId ?? scope.data.defaultTermId);
    setScope({ termId: termId ?? undefined });
  }, [scope.data, search, store.termId, setScope]);

  // The §3 lists (courses, teachers, classes) of the chosen organization and term.
  const options = useAnalysisOptions({ orgId: store.organizationId, termId: store.termId });
  useEffect(() => {
    if (options.data) setLists(options.data);
  }, [options.data, setLists]);

  const setKind = (k: CompareKind) => {
    setChosen([]);
    const next = new URLSearchParams(search);
    next.set("kind", k);
    setSearch(next, { replace: true });
  };
  const ready = chosen.length >= 2 && chosen.length <= MAX_CHOICES;
  const query: CompareQuery = { kind, ids: chosen.map((c) => c.id), termId: store.termId };
  const picker = { termId: store.termId, orgId: store.organizationId, chosen };
  const onToggle = (c: Choice, on: boolean) => setChosen((list) => toggleChoice(list, c, on));

  return (
    <div className="ca-page ca-compare">
      <header className="ca-compare-head">
        <div>
          <h1 className="ca-title">对比分析</h1>
          <p className="ca-muted">{KIND_HINTS[kind]}</p>
        </div>
      </header>
      <QueryState query={scope} failed={<Failed error={scope.error} onRetry={() => void scope.refetch()} />}>
        {(s) => (
          <>
            <Space wrap align="center">
              <span id="ca-compare-kind">对比对象</span>
              <Segmented<CompareKind>
                aria-labelledby="ca-compare-kind"
                value={kind}
                onChange={setKind}
                options={(self ? (["lesson"] as const) : COMPARE_KINDS).map((k) => ({
                  value: k,
                  label: COMPARE_KIND_NAMES[k],
                }))}
              />
              {self ? <span className="ca-muted">教师可对比本人的课堂</span> : null}
            </Space>
            <ResearchScopeBar
              scope={s}
              termId={store.termId}
              orgId={store.organizationId}
              onTerm={(termId) => setScope({ termId })}
              onOrg={(organizationId) => setScope({ organizationId })}
              allTerms
            />
            <section className="ca-compare-chosen" aria-label="已选对象">
              <div className="ca-compare-chosen-list">
                <strong>
                  已选 {chosen.length}/{MAX_CHOICES}
                </strong>
                {chosen.length === 0 ? (
                  <span className="ca-muted">
                    在下方列表勾选两到三{kind === "lesson" ? "节课堂" : kind === "teacher" ? "位教师" : "个班级"}
                  </span>
                ) : (
                  chosen.map((c, i) => (
                    // Dark text on the default tag, the item's colour as its border and dot (readable contrast).
                    <Tag key={c.id} closable style={{ borderColor: ITEM_COLORS[i] }} onClose={() => onToggle(c, false)}>
                      <span className="ca-compare-dot" style={{ background: ITEM_COLORS[i] }} aria-hidden />
                      {String.fromCharCode(65 + i)} {c.name}
                      <span className="ca-compare-tag-detail">{c.detail}</span>
                    </Tag>
                  ))
                )}
              </div>
              <Space wrap>
                <Button type="primary" disabled={!ready} onClick={() => navigate(compareRoute(query))}>
                  开始对比
                </Button>
                {COMPARE_FOCUSES.map((f) => (
                  <Button key={f} disabled={!ready} onClick={() => navigate(focusRoute(f, query))}>
                    {COMPARE_FOCUS_NAMES[f]}
                  </Button>
                ))}
                {chosen.length ? <Button onClick={() => setChosen([])}>清空</Button> : null}
              </Space>
            </section>
            {kind === "lesson" ? (
              <LessonPicker {...picker} onToggle={onToggle} teachers={!self} />
            ) : kind === "teacher" ? (
              <TeacherPicker {...picker} onToggle={onToggle} />
            ) : (
              <ClassPicker {...picker} onToggle={onToggle} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
