import { Card } from "antd";
import { useNavigate } from "react-router";
import { PatrolForm } from "../components/PatrolForm";
import "../supervise.css";

/** /supervise/supervise_patrol_in_class: a patrol record of a room visited in person. */
export default function PatrolInClassPage() {
  const navigate = useNavigate();
  return (
    <div className="sup-page" style={{ maxWidth: 720 }}>
      <Card title="进班巡课记录">
        <PatrolForm onSaved={() => navigate("/supervise/supervise_patrol_class_detail")} />
      </Card>
    </div>
  );
}
