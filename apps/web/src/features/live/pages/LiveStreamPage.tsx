import { CopyOutlined, ReloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Tag, Typography } from "antd";
import { useNavigate, useParams } from "react-router";
import { copyWithFeedback } from "../../../app/clipboard";
import { formatTime, statusText, useEndLive, useLiveStream, useRotateStreamKey } from "../api";
import "../live.css";

function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <Space.Compact style={{ width: "100%" }}>
      <Typography.Text code className="live-key" aria-label={label}>
        {text}
      </Typography.Text>
      <Button icon={<CopyOutlined />} onClick={() => void copyWithFeedback(text)}>
        复制
      </Button>
    </Space.Compact>
  );
}

/** live-course/{handle}/stream: the push address and key for OBS, key rotation, the incoming streams. */
export default function LiveStreamPage() {
  const id = Number(useParams().handle);
  const navigate = useNavigate();
  const q = useLiveStream(id);
  const rotate = useRotateStreamKey(id);
  const end = useEndLive(id);
  if (!(id > 0)) return <Result status="404" title="直播不存在" />;
  if (q.isLoading) return <Skeleton active />;
  if (!q.data) return <Result status="404" title="直播不存在或无权查看" />;
  const s = q.data;
  return (
    <Card
      title={`推流设置：${s.name}`}
      extra={
        <Space>
          <Tag color={s.status === 2 ? (s.error ? "orange" : "red") : "blue"}>
            {statusText({ ...s, cancelled: false })}
          </Tag>
          <Button onClick={() => navigate("/user/live-course")}>返回</Button>
        </Space>
      }
    >
      {s.recordIncomplete ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`录像不完整：${s.recordIncomplete}`}
          description="直播仍在进行，已录制的部分会在直播结束后合成为回放；请联系管理员清理存储空间。"
        />
      ) : null}
      <Alert
        type="info"
        showIcon
        className="live-toolbar"
        message={`在 OBS 的“设置 → 推流”中，服务选“自定义”，填入下方服务器和推流码。可推流时间：${formatTime(s.publishFrom)} 至 ${formatTime(s.publishUntil)}。`}
      />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="服务器">
          <Copyable text={s.server} label="推流服务器" />
        </Descriptions.Item>
        {s.streams.map((st) => (
          <Descriptions.Item key={st.kind} label={`${st.name} 推流码`}>
            <Copyable text={st.streamKey} label={`${st.name}推流码`} />
            <div className="live-stream-state">
              {st.publisher ? (
                <>
                  <Tag color="green">推流中</Tag>
                  <span>
                    来自 {st.publisher.ip || "未知地址"}，开始于 {formatTime(st.publisher.since)}
                  </span>
                  {st.publisher.stats?.kbps ? <span>码率 {st.publisher.stats.kbps} kbps</span> : null}
                  {st.publisher.stats?.width ? (
                    <span>
                      分辨率 {st.publisher.stats.width}×{st.publisher.stats.height}
                    </span>
                  ) : null}
                  {st.publisher.stats?.fps ? <span>帧率 {st.publisher.stats.fps} fps</span> : null}
                </>
              ) : (
                <Tag>未推流</Tag>
              )}
            </div>
          </Descriptions.Item>
        ))}
        <Descriptions.Item label="推流码有效期至">{formatTime(s.keyExpiresAt)}</Descriptions.Item>
      </Descriptions>
      <Space className="live-stream-actions">
        <Popconfirm
          title="确定更换推流码？"
          description="旧推流码立即失效，正在推流的软件需要填入新推流码"
          onConfirm={() => rotate.run(undefined)}
        >
          <Button icon={<ReloadOutlined />} disabled={s.status === 3}>
            更换推流码
          </Button>
        </Popconfirm>
        {s.status === 2 ? (
          <Popconfirm
            title="确定结束直播？"
            description="推流将被断开，已推送的内容保存为回放"
            onConfirm={() => end.run(undefined)}
          >
            <Button danger>结束直播</Button>
          </Popconfirm>
        ) : null}
        <Button type="link" href={`/live/${s.id}`} target="_blank">
          打开观看页
        </Button>
      </Space>
    </Card>
  );
}
