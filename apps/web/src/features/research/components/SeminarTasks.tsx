import type { SeminarKind, SeminarTask } from "@otp/contract";
import { Button, Card, List, Select, Space, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useContributeMaterials, usePickResources, useSeminarTasks } from "../api";

/** 我的教研 › a seminar: the member's tasks with their done state, and contributing a material. */
export function SeminarTasks({ seminarId, kind }: { seminarId: number; kind: SeminarKind }) {
  const [keyword, setKeyword] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const tasks = useSeminarTasks(seminarId);
  const mine = usePickResources(keyword);
  const contributor = useContributeMaterials(seminarId, () => setPicked([]));
  if (tasks.isError || !tasks.data) return null;
  const contribute = () => void contributor.run(picked);
  return (
    <Card title="我的任务" size="small" style={{ marginBottom: 16 }}>
      <List<SeminarTask>
        dataSource={tasks.data}
        renderItem={(t) => (
          <List.Item
            extra={
              t.key === "material" ? (
                <Space>
                  <Select
                    mode="multiple"
                    aria-label="选择要提交的资源"
                    style={{ minWidth: 240 }}
                    value={picked}
                    onChange={setPicked}
                    showSearch
                    filterOption={false}
                    onSearch={setKeyword}
                    options={(mine.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))}
                  />
                  <Button disabled={!picked.length} loading={contributor.busy} onClick={contribute}>
                    提交资料
                  </Button>
                </Space>
              ) : t.meetingId ? (
                <Link to={`/${kind}/meeting/${t.meetingId}`}>{t.key === "watch" ? "去观看" : "去评价"}</Link>
              ) : null
            }
          >
            <Space>
              <Tag color={t.done ? "success" : "default"}>{t.done ? "已完成" : "未完成"}</Tag>
              <span>{t.title}</span>
              <span className="rs-muted">{t.progress}</span>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
