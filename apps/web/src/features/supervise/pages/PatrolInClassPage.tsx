import { Card } from "antd";
import { useNavigate } from "react-router";
import { PatrolForm } from "../components/PatrolForm";
import { useSuperviseRights } from "../useSuperviseRights";
import "../supervise.css";

/** /supervise/supervise_patrol_in_class: a patrol record of a room visited in person. */
export default function PatrolInClassPage() {
  const navigate = useNavigate();
  // Experts patrol but only managers read the records.
  const { manages } = useSuperviseRights();
  return (
    <div className="sup-page" style={{ maxWidth: 720 }}>
      <Card title="进班巡课记录">
        <PatrolForm
          onSaved={() => navigate(manages ? "/supervise/supervise_patrol_class_detail" : "/patrol_class/index")}
        />
      </Card>
    </div>
  );
}
