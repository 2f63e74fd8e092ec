import type { Marks } from "@otp/contract";
import { scoreEvaluation } from "@otp/contract";
import { Button, Card, Dropdown, Popconfirm, Result, Skeleton, Space, Tag } from "antd";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { ChooseFirst, idOf } from "../components/ChooseFirst";
import { EvaluationFormView } from "../components/EvaluationFormView";
import { Workspace } from "../components/Workspace";
import { useSaveEvaluationDraft, useSubmitEvaluation, useSuperviseEvaluation } from "../evaluationApi";
import { useSupervisePhrasesForWriting } from "../phraseApi";
import "../supervise.css";

/** /supervisor-editor/{id} and /supervise-task/detail?id=: listen and fill in the form. */
export default function EvaluationEditorPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = idOf(params.id, search.get("id")) ?? 0;
  const navigate = useNavigate();
  const { data, error } = useSuperviseEvaluation(id);
  const phraseList = useSupervisePhrasesForWriting();
  const [marks, setMarks] = useState<Marks>({});
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState<{ second: number; text: string }[]>([]);
  const [rev, setRev] = useState(0);
  const draft = useSaveEvaluationDraft(setRev);
  const submission = useSubmitEvaluation(async () => {
    await navigate(`/supervisor-detail/${id}`, { replace: true });
  });
  const busy = draft.busy || submission.busy;
  useEffect(() => {
    if (!data) return;
    setMarks(data.marks);
    setAnswers(data.answers);
    setNotes(data.notes);
    setRev(data.rev);
  }, [data]);
  if (!id)
    return <ChooseFirst title="请先选择要评价的听课任务" hint="在我的听课任务中选择一位授课教师，即可开始听课评价。" />;
  if (error) return <Result status="404" title="评价不存在或无权查看" />;
  if (!data) return <Skeleton active className="sup-page" />;
  // A submitted evaluation (or another tab's submit) is read on its detail page.
  if (!data.canEdit) return <Navigate to={`/supervisor-detail/${id}`} replace />;
  const body = () => ({ id, rev, marks, answers, notes });
  const saveDraft = () => void draft.run(body());
  const submit = () => void submission.run(body());
  const score = scoreEvaluation(data.form, marks);
  const phrases = (phraseList.data?.list ?? []).map((w) => ({ key: String(w.id), label: w.content }));
  return (
    <div className="sup-page">
      <Workspace detail={data} notes={notes} onNotes={setNotes}>
        <Card
          title={
            <Space>
              听课评价
              <Tag>{`${data.templateName} v${data.templateVersion}`}</Tag>
            </Space>
          }
          extra={
            <Space>
              <Button onClick={saveDraft} loading={busy}>
                保存草稿
              </Button>
              <Popconfirm
                title={`提交后不能修改，确定提交？总分 ${score.total}`}
                onConfirm={submit}
                disabled={score.missing.length > 0}
              >
                <Button type="primary" loading={busy} disabled={score.missing.length > 0}>
                  提交评价
                </Button>
              </Popconfirm>
            </Space>
          }
        >
          <EvaluationFormView
            form={data.form}
            marks={marks}
            answers={answers}
            onMark={(k, v) =>
              setMarks((m) => {
                const next = { ...m };
                if (v === undefined) delete next[k];
                else next[k] = v;
                return next;
              })
            }
            onAnswer={(k, v) => setAnswers((a) => ({ ...a, [k]: v }))}
            extraForAnswer={(k) =>
              phrases.length ? (
                <Dropdown
                  menu={{
                    items: phrases,
                    onClick: ({ key }) => {
                      const phrase = phrases.find((p) => p.key === key)?.label ?? "";
                      setAnswers((a) => ({ ...a, [k]: `${a[k] ?? ""}${phrase}` }));
                    },
                  }}
                >
                  <Button size="small">插入常用评语</Button>
                </Dropdown>
              ) : null
            }
          />
        </Card>
      </Workspace>
    </div>
  );
}
