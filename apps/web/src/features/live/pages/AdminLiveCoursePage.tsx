import { Button, Card, Form, Result, Select, Skeleton, Space } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useBindLive, useCourseChapters, useLiveDetail, useTeacherCourses } from "../api";

/**
 * Admin business live/{handle}/course: bind a live (and its recording, once there is one) to a
 * section of one of its teacher's courses.
 */
export default function AdminLiveCoursePage() {
  const id = Number(useParams().handle);
  const navigate = useNavigate();
  const live = useLiveDetail(id);
  const [courseId, setCourseId] = useState<number | null | undefined>(undefined);
  const [sectionId, setSectionId] = useState<number | null | undefined>(undefined);
  const chosenCourse = courseId === undefined ? (live.data?.courseId ?? null) : courseId;
  const chosenSection = sectionId === undefined ? (live.data?.sectionId ?? null) : sectionId;
  const courses = useTeacherCourses(live.data?.teacherId);
  const chapters = useCourseChapters(chosenCourse);
  const bind = useBindLive(() => navigate("/admin/business/live"));
  if (!(id > 0)) return <Result status="404" title="直播不存在" />;
  if (live.isLoading) return <Skeleton active />;
  if (!live.data) return <Result status="404" title="直播不存在" />;

  return (
    <Card title={`绑定课程：${live.data.name}`}>
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item label="课程（主讲教师的课程）">
          <Select
            allowClear
            value={chosenCourse ?? undefined}
            loading={courses.isLoading}
            options={(courses.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(v) => {
              setCourseId(v ?? null);
              setSectionId(null);
            }}
            placeholder="选择课程"
          />
        </Form.Item>
        <Form.Item label="小节">
          <Select
            allowClear
            disabled={!chosenCourse}
            value={chosenSection ?? undefined}
            loading={chapters.isFetching}
            options={(chapters.data?.chapters ?? []).map((c) => ({
              label: c.title,
              options: c.sections.map((s) => ({ value: s.id, label: s.title })),
            }))}
            onChange={(v) => setSectionId(v ?? null)}
            placeholder="选择小节"
          />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            disabled={!!chosenCourse !== !!chosenSection}
            loading={bind.busy}
            onClick={() => void bind.run({ id, courseId: chosenCourse, sectionId: chosenSection })}
          >
            保存
          </Button>
          <Button onClick={() => navigate("/admin/business/live")}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
}
