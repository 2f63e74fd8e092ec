import { LIVE_ACCESS_NAMES, LIVE_SOURCE_NAMES, LIVE_STREAM_NAMES } from "@otp/contract";
import { Button, Card, Descriptions, Result, Skeleton, Space } from "antd";
import { useNavigate, useParams } from "react-router";
import { formatTime, STATUS_TEXT, useLiveEdit } from "../api";

/** Admin business live/{handle}: a live's settings as stored. */
export default function AdminLiveDetailPage() {
  const id = Number(useParams().handle);
  const navigate = useNavigate();
  const q = useLiveEdit(id, id > 0);
  if (!(id > 0)) return <Result status="404" title="直播不存在" />;
  if (q.isLoading) return <Skeleton active />;
  if (!q.data) return <Result status="404" title="直播不存在" />;
  const l = q.data;
  return (
    <Card
      title={l.name}
      extra={
        <Space>
          <Button onClick={() => navigate(`/admin/business/live/${id}/course`)}>绑定课程</Button>
          <Button onClick={() => navigate("/admin/business/live")}>返回列表</Button>
        </Space>
      }
    >
      <Descriptions column={2} bordered size="small">
        <Descriptions.Item label="开始时间">{formatTime(l.startTime)}</Descriptions.Item>
        <Descriptions.Item label="结束时间">{formatTime(l.endTime)}</Descriptions.Item>
        <Descriptions.Item label="状态">
          {l.cancelled ? "已取消" : l.status === -1 ? "直播中断" : STATUS_TEXT[l.status]}
        </Descriptions.Item>
        <Descriptions.Item label="来源">{LIVE_SOURCE_NAMES[l.source]}</Descriptions.Item>
        <Descriptions.Item label="观看权限">{LIVE_ACCESS_NAMES[l.access]}</Descriptions.Item>
        <Descriptions.Item label="直播画面">{l.streams.map((s) => LIVE_STREAM_NAMES[s]).join("、")}</Descriptions.Item>
        <Descriptions.Item label="绑定课程">
          {l.courseId ? `课程 ${l.courseId} / 小节 ${l.sectionId}` : "未绑定"}
        </Descriptions.Item>
        <Descriptions.Item label="显示观看人数">{l.showVisitCount ? "是" : "否"}</Descriptions.Item>
        <Descriptions.Item label="直播公告" span={2}>
          {l.openRemark || "无"}
        </Descriptions.Item>
        <Descriptions.Item label="直播简介" span={2}>
          {l.intro || "无"}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
