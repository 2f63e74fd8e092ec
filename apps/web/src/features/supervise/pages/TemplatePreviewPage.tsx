import type { Marks } from "@otp/contract";
import { Button, Card, Skeleton } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useTemplate } from "../api";
import { EvaluationFormView } from "../components/EvaluationFormView";
import { useTemplateBase } from "../components/templateBase";
import "../supervise.css";

/** The form exactly as an evaluator fills it in; marks here are only tried out, never saved. */
export default function TemplatePreviewPage() {
  const base = useTemplateBase();
  const { tplId } = useParams();
  const navigate = useNavigate();
  const { data } = useTemplate(Number(tplId));
  const [marks, setMarks] = useState<Marks>({});
  const [answers, setAnswers] = useState<Record<string, string>>({});
  if (!data) return <Skeleton active />;
  return (
    <Card
      title={`预览：${data.name}（v${data.version}）`}
      extra={<Button onClick={() => navigate(base)}>返回列表</Button>}
    >
      <EvaluationFormView
        form={data.form}
        marks={marks}
        answers={answers}
        onMark={(k, v) => setMarks((m) => ({ ...m, [k]: v as number | string }))}
        onAnswer={(k, v) => setAnswers((a) => ({ ...a, [k]: v }))}
      />
    </Card>
  );
}
