import { evaluationApi } from "../api";
import { EvaluationTable } from "../components/EvaluationTable";
import "../supervise.css";

/** /supervise/supervise_evalution: every submitted evaluation (managers). */
export default function EvaluationListPage() {
  return (
    <div className="sup-page">
      <EvaluationTable title="听课评价记录" load={evaluationApi.manage} />
    </div>
  );
}
