import type { SuperviseEvaluationDetail } from "@otp/contract";
import { Alert, Button, Card, Empty, Input, List, Select, Space, Typography } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { FlvPlayer } from "../../../components/FlvPlayer";
import { formatSecond, type PlayerHandle, ResourcePlayer } from "../../../components/preview";

type Note = { second: number; text: string };

/**
 * The listening side of an evaluation: the lesson's recording or resource (or the live's
 * streams), and notes stamped with the player's time that jump back to it.
 */
export function Workspace(props: {
  detail: SuperviseEvaluationDetail;
  notes: Note[];
  onNotes?: (notes: Note[]) => void;
  children: ReactNode;
}) {
  const { detail, notes, onNotes } = props;
  const player = useRef<PlayerHandle>(null);
  const [current, setCurrent] = useState(0);
  const [text, setText] = useState("");
  const media = detail.media[current];
  const addNote = () => {
    const t = text.trim();
    if (!t || !onNotes) return;
    const second = Math.floor(player.current?.currentTime() ?? 0);
    onNotes([...notes, { second, text: t }].sort((a, b) => a.second - b.second));
    setText("");
  };
  return (
    <div className="sup-workspace">
      <div className="sup-player-col">
        <Card size="small" title={detail.title} extra={`授课教师：${detail.teacherName}`}>
          {detail.media.length > 1 ? (
            <Select
              style={{ width: "100%", marginBottom: 8 }}
              value={current}
              onChange={setCurrent}
              options={detail.media.map((m, i) => ({ value: i, label: m.name }))}
            />
          ) : null}
          {media ? (
            <ResourcePlayer key={media.id} ref={player} resource={media} width={760} height={428} />
          ) : detail.streams.length ? (
            detail.streams.map((s) => <FlvPlayer key={s.kind} flv={s.url} hls={s.hls} label={s.name} />)
          ) : (
            <Empty description="该课堂没有可播放的录像，请按进班听课记录评价" />
          )}
        </Card>
        <Card size="small" title="听课笔记（点击时间跳回录像）">
          {onNotes ? (
            <Space.Compact style={{ width: "100%", marginBottom: 8 }}>
              <Input
                aria-label="笔记内容"
                placeholder="记录此刻的观察，自动标记录像时间"
                value={text}
                maxLength={500}
                onChange={(e) => setText(e.target.value)}
                onPressEnter={addNote}
              />
              <Button type="primary" onClick={addNote}>
                记录
              </Button>
            </Space.Compact>
          ) : null}
          <List
            size="small"
            dataSource={notes}
            locale={{ emptyText: "暂无笔记" }}
            renderItem={(n, i) => (
              <List.Item
                actions={
                  onNotes
                    ? [
                        <Button
                          key="del"
                          type="link"
                          danger
                          size="small"
                          onClick={() => onNotes(notes.filter((_, j) => j !== i))}
                        >
                          删除
                        </Button>,
                      ]
                    : []
                }
              >
                <div className="sup-note">
                  <Button
                    type="link"
                    size="small"
                    className="sup-note-time"
                    onClick={() => player.current?.seek(n.second)}
                  >
                    {formatSecond(n.second)}
                  </Button>
                  <Typography.Text>{n.text}</Typography.Text>
                </div>
              </List.Item>
            )}
          />
        </Card>
        {detail.deadline && detail.canEdit ? (
          <Alert type="info" showIcon message={`请在 ${new Date(detail.deadline).toLocaleString("zh-CN")} 前提交`} />
        ) : null}
      </div>
      <div>{props.children}</div>
    </div>
  );
}
