import { LeftOutlined, RightOutlined } from "@ant-design/icons";
import type { TimetableWeek } from "@otp/contract";
import { Alert, Button, Card, Empty, Select, Space, Typography } from "antd";
import { useState } from "react";
import { QueryState } from "../../../components/QueryState";
import { useTimetableWeek } from "../api";
import { WeekGrid } from "../components/WeekGrid";
import "../timetable.css";

/** 我的课表: the caller's week of the current semester, lessons and lives. */
export default function TimetablePage() {
  const [week, setWeek] = useState<number | undefined>(undefined);
  const q = useTimetableWeek(week);
  return (
    <QueryState query={q} isEmpty={() => false} rows={8}>
      {(d) => <WeekCard d={d} setWeek={setWeek} />}
    </QueryState>
  );
}

function WeekCard({ d, setWeek }: { d: TimetableWeek; setWeek: (week: number | undefined) => void }) {
  const title = d.viewer === "student" ? `我的课表 · ${d.className}` : "我的课表";
  return (
    <Card
      title={title}
      extra={
        d.term && (
          <Space>
            <Typography.Text type="secondary">{d.term.name}</Typography.Text>
            <Button
              icon={<LeftOutlined />}
              aria-label="上一周"
              disabled={d.week <= 1}
              onClick={() => setWeek(d.week - 1)}
            />
            <Select
              aria-label="周次"
              value={d.week}
              style={{ width: 110 }}
              onChange={(w) => setWeek(w)}
              options={Array.from({ length: d.weeks }, (_, i) => ({ value: i + 1, label: `第${i + 1}周` }))}
            />
            <Button
              icon={<RightOutlined />}
              aria-label="下一周"
              disabled={d.week >= d.weeks}
              onClick={() => setWeek(d.week + 1)}
            />
            <Button onClick={() => setWeek(undefined)}>本周</Button>
          </Space>
        )
      }
    >
      {!d.term ? (
        <Empty description="尚未设置当前学期" />
      ) : d.viewer === "none" ? (
        <Alert type="info" message="您还没有分配班级，暂无课表" />
      ) : (
        <>
          {d.entries.length === 0 && d.lives.length === 0 && (
            <Alert type="info" showIcon message="本周没有课程安排" style={{ marginBottom: 12 }} />
          )}
          <WeekGrid entries={d.entries} lives={d.lives} monday={d.monday} viewer={d.viewer} />
        </>
      )}
    </Card>
  );
}
