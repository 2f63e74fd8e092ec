import { EvaluationTable } from "../components/EvaluationTable";
import { evaluationLists } from "../evaluationApi";
import "../supervise.css";

/** /supervise/supervise_evalution: every submitted evaluation (managers). */
export default function EvaluationListPage() {
  return (
    <div className="sup-page">
      <EvaluationTable title="听课评价记录" load={evaluationLists.manage} />
    </div>
  );
}
