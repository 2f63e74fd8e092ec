import type { SeminarKind, SeminarTask } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, List, Select, Space, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { feedback } from "../../../app/feedback";
import { seminarEditorApi, taskApi } from "../api";

/** 我的教研 › a seminar: the member's tasks with their done state, and contributing a material. */
export function SeminarTasks({ seminarId, kind }: { seminarId: number; kind: SeminarKind }) {
  const client = useQueryClient();
  const [keyword, setKeyword] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const tasks = useQuery({
    queryKey: ["research", "tasks", seminarId],
    queryFn: () => taskApi.tasks(seminarId),
    retry: false,
  });
  const mine = useQuery({
    queryKey: ["research", "pick", keyword],
    queryFn: () => seminarEditorApi.pickResources(keyword),
  });
  if (tasks.isError || !tasks.data) return null;
  const contribute = async () => {
    try {
      await taskApi.contribute(seminarId, picked);
      feedback.success("资料已提交到研讨资料");
      setPicked([]);
      await client.invalidateQueries({ queryKey: ["research"] });
    } catch {
      // The http client showed why.
    }
  };
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
                  <Button disabled={!picked.length} onClick={contribute}>
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
