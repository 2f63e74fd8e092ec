import { DeleteOutlined, VideoCameraOutlined } from "@ant-design/icons";
import { type IntroOutro, type IntroOutroClip, teacherEndpoints } from "@otp/contract";
import { Alert, Button, Card, Col, Row, Space, Switch, Typography } from "antd";
import { useAction } from "../../../api/action";
import { call } from "../../../api/call";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { formatBytes } from "../../../components/format";
import { QueryState } from "../../../components/QueryState";
import { ChunkUploader } from "../../../components/upload";
import { useMyIntroOutro, useSetIntroOutro } from "../api";

type Slot = "intro" | "outro";
const SLOT_NAME: Record<Slot, string> = { intro: "片头", outro: "片尾" };

/** 片头片尾: the clips media processing joins before and after the teacher's recordings. */
export default function OpeningEndingPage() {
  const title = useRouteTitle();
  const q = useMyIntroOutro();
  return (
    <>
      <div className="user-page-header">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </div>
      <QueryState query={q} isEmpty={() => false}>
        {(data) => <Clips data={data} />}
      </QueryState>
    </>
  );
}

/** The switch and the two slots, saved as a whole on every change. */
function Clips({ data }: { data: IntroOutro }) {
  const setSaved = useSetIntroOutro();
  const saveClips = useAction(
    (next: IntroOutro) =>
      call(teacherEndpoints.introOutro.save, {
        introFileId: next.intro?.id ?? null,
        outroFileId: next.outro?.id ?? null,
        enabled: next.enabled,
      }),
    { success: "已保存", onSuccess: setSaved },
  );
  const save = (next: IntroOutro) => void saveClips.run(next);
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
