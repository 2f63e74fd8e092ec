import { useParams } from "react-router";
import { SeminarDetailView } from "../components/SeminarDetailView";

/** /teaching/detail/{seminarId} and /seminar/detail/{seminarId}. */
export default function SeminarDetailPage() {
  const { seminarId } = useParams();
  return (
    <div className="otp-page rs-page">
      <SeminarDetailView id={Number(seminarId)} />
    </div>
  );
}
