import { EvaluationTable } from "../components/EvaluationTable";
import { evaluationLists } from "../evaluationApi";

/** Personal centre 评价记录: the evaluations the caller wrote (drafts and submitted). */
export default function WrittenPage() {
  return <EvaluationTable title="我的评价记录" load={evaluationLists.written} showEvaluator={false} />;
}
