import { Button, Card, Select, Space } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useFreeOptions, useStartFreeEvaluation } from "../evaluationApi";
import { useLessonCourses } from "../taskApi";

/**
 * 自由听课: when the supervision setting allows it, an evaluator picks any course section and a
 * template and starts an evaluation outside their tasks. Hidden when not allowed.
 */
export function FreeListening() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState("");
  const [courseId, setCourseId] = useState<number | null>(null);
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const options = useFreeOptions(courseId);
  const allowed = options.data?.allowed ?? false;
  const courses = useLessonCourses(keyword, allowed);
  const startFree = useStartFreeEvaluation((id) => navigate(`/supervisor-editor/${id}`));
  if (!allowed) return null;
  const start = () => {
    if (courseId && sectionId && templateId) void startFree.run({ courseId, sectionId, templateId });
  };
  return (
    <Card title="自由听课" size="small" style={{ marginBottom: 16 }}>
      <Space wrap>
        <Select
          showSearch
          style={{ width: 280 }}
          placeholder="搜索课程"
          filterOption={false}
          onSearch={setKeyword}
          value={courseId}
          onChange={(v: number) => {
            setCourseId(v);
            setSectionId(null);
          }}
          options={(courses.data?.list ?? []).map((c) => ({
            value: c.id,
            label: `${c.name}（${c.teachers.map((x) => x.name).join("、")}）`,
          }))}
          aria-label="选择课程"
        />
        <Select
          style={{ width: 280 }}
          placeholder="选择小节"
          disabled={!courseId}
          value={sectionId}
          onChange={(v: number) => setSectionId(v)}
          options={(options.data?.sections ?? []).map((s) => ({ value: s.id, label: s.title }))}
          aria-label="选择小节"
        />
        <Select
          style={{ width: 240 }}
          placeholder="评价模板"
          value={templateId}
          onChange={(v: number) => setTemplateId(v)}
          options={(options.data?.templates ?? []).map((t) => ({ value: t.id, label: `${t.name}（v${t.version}）` }))}
          aria-label="评价模板"
        />
        <Button type="primary" disabled={!courseId || !sectionId || !templateId} onClick={start}>
          开始听课
        </Button>
      </Space>
    </Card>
  );
}
