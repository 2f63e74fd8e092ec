import { DeleteOutlined, VideoCameraOutlined } from "@ant-design/icons";
import type { IntroOutro, IntroOutroClip } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Result, Row, Skeleton, Space, Switch, Typography } from "antd";
import { feedback } from "../../../app/feedback";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { formatBytes } from "../../../components/format";
import { ChunkUploader } from "../../../components/upload";
import { teacherApi } from "../api";

type Slot = "intro" | "outro";
const SLOT_NAME: Record<Slot, string> = { intro: "片头", outro: "片尾" };

/** 片头片尾: the clips media processing joins before and after the teacher's recordings. */
export default function OpeningEndingPage() {
  const title = useRouteTitle();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: ["teacher", "introOutro"], queryFn: teacherApi.introOutro, staleTime: 0 });
  const save = async (next: IntroOutro) => {
    try {
      const saved = await teacherApi.saveIntroOutro({
        introFileId: next.intro?.id ?? null,
        outroFileId: next.outro?.id ?? null,
        enabled: next.enabled,
      });
      qc.setQueryData(["teacher", "introOutro"], saved);
      feedback.success("已保存");
    } catch {
      // the HTTP client shows the message
    }
  };
  const header = (
    <div className="user-page-header">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </div>
  );
  if (q.isError)
    return (
      <>
        {header}
        <Result status="error" title="片头片尾加载失败" />
      </>
    );
  if (!q.data)
    return (
      <>
        {header}
        <Skeleton active />
      </>
    );
  const data = q.data;
  const slot = (s: Slot, clip: IntroOutroClip | null) => (
    <Card title={SLOT_NAME[s]} style={{ height: "100%" }}>
      <Space direction="vertical" style={{ width: "100%" }}>
        {clip ? (
          <Space>
            <VideoCameraOutlined aria-hidden />
            <span>{clip.name}</span>
            <span style={{ color: "#5c6670" }}>{formatBytes(clip.size)}</span>
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`移除${SLOT_NAME[s]}`}
              onClick={() => save({ ...data, [s]: null })}
            />
          </Space>
        ) : (
          <span style={{ color: "#5c6670" }}>未设置{SLOT_NAME[s]}</span>
        )}
        <ChunkUploader
          kind="video"
          buttonText={clip ? `更换${SLOT_NAME[s]}` : `上传${SLOT_NAME[s]}`}
          onUploaded={(f) => save({ ...data, [s]: { id: f.id, name: f.name, size: f.size } })}
        />
      </Space>
    </Card>
  );
  return (
    <>
      {header}
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="启用后，直播回放等录制视频在处理时会自动在开头加上片头、在结尾加上片尾。建议时长不超过10秒。"
      />
      <Space style={{ marginBottom: 16 }}>
        <Switch aria-label="启用片头片尾" checked={data.enabled} onChange={(enabled) => save({ ...data, enabled })} />
        <span>{data.enabled ? "已启用" : "未启用"}</span>
      </Space>
      <Row gutter={16}>
        <Col span={12}>{slot("intro", data.intro)}</Col>
        <Col span={12}>{slot("outro", data.outro)}</Col>
      </Row>
    </>
  );
}
