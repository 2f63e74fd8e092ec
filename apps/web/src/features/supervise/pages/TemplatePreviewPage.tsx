import type { Marks } from "@otp/contract";
import { Button, Card } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { EvaluationFormView } from "../components/EvaluationFormView";
import { useTemplateBase } from "../components/templateBase";
import { useTemplate } from "../templateApi";
import "../supervise.css";

/** The form exactly as an evaluator fills it in; marks here are only tried out, never saved. */
export default function TemplatePreviewPage() {
  const base = useTemplateBase();
  const { tplId } = useParams();
  const navigate = useNavigate();
  const query = useTemplate(Number(tplId));
  const [marks, setMarks] = useState<Marks>({});
  const [answers, setAnswers] = useState<Record<string, string>>({});
  return (
    <QueryState query={query}>
      {(data) => (
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
      )}
    </QueryState>
  );
}
