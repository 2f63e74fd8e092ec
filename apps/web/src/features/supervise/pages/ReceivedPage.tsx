import { EvaluationTable } from "../components/EvaluationTable";
import { evaluationLists } from "../evaluationApi";

/** Personal centre 听课评价: evaluations of the teacher's own lessons. */
export default function ReceivedPage() {
  return <EvaluationTable title="我收到的听课评价" load={evaluationLists.received} />;
}
