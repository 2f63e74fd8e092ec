import type { PreviewMaterial } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { Card, Col, Empty, Progress, Row, Space, Spin, Typography } from "antd";
import { Link } from "react-router";
import { prepareApi } from "../api";

/** Personal centre 预习材料: the courses of the student's class with published preview materials. */
export default function PreviewListPage() {
  const { data, isLoading } = useQuery({ queryKey: ["prepare", "previews"], queryFn: () => prepareApi.previews() });
  const courses = new Map<number, PreviewMaterial[]>();
  for (const m of data ?? []) courses.set(m.courseId, [...(courses.get(m.courseId) ?? []), m]);
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        预习材料
      </Typography.Title>
      {isLoading ? (
        <Spin />
      ) : courses.size === 0 ? (
        <Empty description="老师还没有发布预习材料" />
      ) : (
        <Row gutter={[16, 16]}>
          {[...courses.entries()].map(([courseId, items]) => {
            const done = items.filter((i) => i.done).length;
            return (
              <Col key={courseId} xs={24} md={12} xl={8}>
                <Card
                  title={items[0]?.courseName}
                  extra={<Link to={`/user/prepare-course-student/${courseId}`}>去预习</Link>}
                >
                  <Progress percent={Math.round((done / items.length) * 100)} aria-label="完成进度" />
                  <Typography.Paragraph type="secondary">
                    已完成 {done} / {items.length} 份
                  </Typography.Paragraph>
                  <ul className="preview-titles">
                    {items.map((i) => (
                      <li key={i.planId}>
                        {i.title}
                        {i.done ? "（已完成）" : ""}
                      </li>
                    ))}
                  </ul>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Space>
  );
}
