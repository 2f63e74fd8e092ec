import { useRouteTitle } from "../../../app/useRouteTitle";
import { JudgeWorksCard } from "../components/JudgeWorksCard";

/**
 * 个人中心 → 活动评审: the judge's works (an evaluation expert, a supervisor or a teacher on a
 * contest's judge panel), each opening its score sheet.
 */
export default function JudgeWorksPage() {
  const title = useRouteTitle();
  return <JudgeWorksCard title={title} />;
}
