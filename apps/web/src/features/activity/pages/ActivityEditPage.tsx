import { ACTIVITY_STAGE_VALUES, type ActivityStage } from "@otp/contract";
import { Button, Card, Result, Skeleton, Space } from "antd";
import { useNavigate, useParams } from "react-router";
import { useActivityEdit } from "../api";
import { ActivityForm } from "../components/ActivityForm";
import { AnnouncementEditor } from "../components/AnnouncementEditor";
import { ParticipantsCard } from "../components/ParticipantsCard";
import { PropertiesEditor } from "../components/PropertiesEditor";

const LIST_PATH = "/admin/business/activity";
const stageAt = (s: ActivityStage) => ACTIVITY_STAGE_VALUES.indexOf(s);

/** 活动详情 (`{handle}` = "new" or an id): what the activity is, its phase dates, its announcements. */
export default function ActivityEditPage() {
  const { handle = "new" } = useParams();
  const isNew = handle === "new";
  const id = Number(handle);
  const q = useActivityEdit(id, !isNew && Number.isInteger(id) && id > 0, false);
  const navigate = useNavigate();
  const back = () => navigate(LIST_PATH);
  if (!isNew && (!(Number.isInteger(id) && id > 0) || q.isError)) {
    return <Result status="404" title="活动不存在" extra={<Button onClick={back}>返回列表</Button>} />;
  }
  if (!isNew && !q.data) {
    return (
      <Card title="活动详情">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <ActivityForm
        key={handle}
        row={q.data ?? null}
        onDone={back}
        onCreated={(newId) => navigate(`${LIST_PATH}/${newId}`)}
      />
      {q.data ? (
        <>
          <PropertiesEditor activityId={q.data.id} locked={stageAt(q.data.stage) > stageAt("registration")} />
          <ParticipantsCard activityId={q.data.id} auditOpen={stageAt(q.data.stage) <= stageAt("audit")} />
          <AnnouncementEditor activityId={q.data.id} />
        </>
      ) : null}
    </Space>
  );
}
