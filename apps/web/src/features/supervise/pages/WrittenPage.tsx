import { evaluationApi } from "../api";
import { EvaluationTable } from "../components/EvaluationTable";

/** Personal centre 评价记录: the evaluations the caller wrote (drafts and submitted). */
export default function WrittenPage() {
  return <EvaluationTable title="我的评价记录" load={evaluationApi.written} showEvaluator={false} />;
}
