import type { CourseCard, CourseChapter, ListResult } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Form, Result, Select, Skeleton, Space } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { http } from "../../../api/http";
import { feedback } from "../../../app/feedback";
import { liveApi } from "../api";

/**
 * Admin business live/{handle}/course: bind a live (and its recording, once there is one) to a
 * section of one of its teacher's courses.
 */
export default function AdminLiveCoursePage() {
  const id = Number(useParams().handle);
  const navigate = useNavigate();
  const live = useQuery({ queryKey: ["live", "detail", id, ""], queryFn: () => liveApi.detail(id), enabled: id > 0 });
  const [courseId, setCourseId] = useState<number | null | undefined>(undefined);
  const [sectionId, setSectionId] = useState<number | null | undefined>(undefined);
  const chosenCourse = courseId === undefined ? (live.data?.courseId ?? null) : courseId;
  const chosenSection = sectionId === undefined ? (live.data?.sectionId ?? null) : sectionId;
  const courses = useQuery({
    queryKey: ["live", "bind-courses", live.data?.teacherId],
    queryFn: () =>
      http.post<ListResult<CourseCard>>("/api/c/course/list", {
        pageNo: 1,
        pageSize: 100,
        teacherId: live.data?.teacherId,
      }),
    enabled: !!live.data,
  });
  const chapters = useQuery({
    queryKey: ["live", "bind-chapters", chosenCourse],
    queryFn: () => http.post<{ chapters: CourseChapter[] }>("/api/l/course/edit/detail", { courseId: chosenCourse }),
    enabled: !!chosenCourse,
  });
  if (!(id > 0)) return <Result status="404" title="直播不存在" />;
  if (live.isLoading) return <Skeleton active />;
  if (!live.data) return <Result status="404" title="直播不存在" />;

  const save = async () => {
    await liveApi.bind({ id, courseId: chosenCourse, sectionId: chosenSection });
    feedback.success(chosenCourse ? "已绑定课程小节" : "已解除绑定");
    navigate("/admin/business/live");
  };
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
            onClick={() => void save().catch(() => {})}
          >
            保存
          </Button>
          <Button onClick={() => navigate("/admin/business/live")}>返回</Button>
        </Space>
      </Form>
    </Card>
  );
}
