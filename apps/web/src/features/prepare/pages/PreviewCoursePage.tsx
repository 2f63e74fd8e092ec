import { CheckCircleFilled } from "@ant-design/icons";
import { Button, Card, Result, Space, Typography } from "antd";
import dayjs from "dayjs";
import { Link, useParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useCoursePreviews, useMarkPreviewDone } from "../api";
import { PlanView } from "../components/PlanView";
import { ResourceList } from "../components/ResourcesPanel";
import "../prepare.css";

/** One course's preview materials, rendered read-only, each marked done by the student. */
export default function PreviewCoursePage() {
  const courseId = Number(useParams().courseId);
  const q = useCoursePreviews(courseId);
  const markDone = useMarkPreviewDone();
  const forbidden = <Result status="403" title="只能查看本班课程的预习材料" />;
  if (!(courseId > 0)) return forbidden;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Link to="/user/prepare-course-student">← 预习材料</Link>
      <QueryState query={q} failed={forbidden} empty="这门课还没有预习材料">
        {(data) => (
          <Space direction="vertical" size={16} style={{ width: "100%" }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {data[0]?.courseName ?? "课程预习"}
            </Typography.Title>
            {data.map((m) => (
              <Card
                key={m.planId}
                title={m.title}
                extra={
                  m.done ? (
                    <Typography.Text type="success">
                      <CheckCircleFilled /> 已完成
                    </Typography.Text>
                  ) : (
                    <Button type="primary" loading={markDone.busy} onClick={() => void markDone.run(m.planId)}>
                      标记已完成
                    </Button>
                  )
                }
              >
                <Typography.Paragraph type="secondary">
                  {m.authorName} · 发布于 {dayjs(m.publishedAt).format("YYYY-MM-DD HH:mm")}
                </Typography.Paragraph>
                {m.content && <PlanView content={m.content} label={m.title} />}
                {!!m.resources?.length && (
                  <>
                    <Typography.Title level={5}>附件资源</Typography.Title>
                    <ResourceList items={m.resources} />
                  </>
                )}
              </Card>
            ))}
          </Space>
        )}
      </QueryState>
    </Space>
  );
}
