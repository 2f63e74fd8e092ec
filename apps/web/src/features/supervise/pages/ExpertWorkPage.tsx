import { EvaluationTable } from "../components/EvaluationTable";
import { evaluationLists } from "../evaluationApi";

/** Personal centre 专家管理: the expert leader sees every expert's submitted evaluations. */
export default function ExpertWorkPage() {
  return <EvaluationTable title="专家评价工作" load={evaluationLists.all} />;
}
