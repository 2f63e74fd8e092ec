import type { PreviewMaterial } from "@otp/contract";
import { Card, Col, Progress, Row, Space, Typography } from "antd";
import { Link } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { usePreviews } from "../api";

/** Personal centre 预习材料: the courses of the student's class with published preview materials. */
export default function PreviewListPage() {
  const previews = usePreviews();
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        预习材料
      </Typography.Title>
      <QueryState query={previews} empty="老师还没有发布预习材料">
        {(data) => <CourseCards materials={data} />}
      </QueryState>
    </Space>
  );
}

/** One card per course: its materials and how many the student finished. */
function CourseCards({ materials }: { materials: PreviewMaterial[] }) {
  const courses = new Map<number, PreviewMaterial[]>();
  for (const m of materials) courses.set(m.courseId, [...(courses.get(m.courseId) ?? []), m]);
  return (
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
  );
}
