import { courseBriefSaveSchema, type KvItem } from "@otp/contract";
import { Button, Form, Input, Select } from "antd";
import { useNavigate } from "react-router";
import { useAction } from "../../../api/action";
import { useElements, useKv } from "../../../api/kv";
import { zodRule } from "../../../components/formRules";
import { courseApi } from "../api";
import { CoverUpload, type CoverValue } from "./CoverUpload";
import { useEditor, useEditorRefresh } from "./context";

interface Values {
  name: string;
  cover: CoverValue;
  termId?: number;
  orgId?: number;
  subjectId?: number;
  courseTypeId?: number;
  categoryId?: number;
  brief: string;
}

const opts = (items: KvItem[] | undefined) => (items ?? []).map((i) => ({ value: i.id, label: i.name }));

/** brief/:handle: the course's name, cover, classification and brief text. */
export default function BriefEditPage() {
  const { course, base } = useEditor();
  const navigate = useNavigate();
  const refresh = useEditorRefresh();
  const [form] = Form.useForm<Values>();
  const terms = useKv("term").data;
  const orgs = useKv("org").data;
  const subjects = useElements("SUBJECT").data;
  const types = useElements("COURSE_TYPE").data;
  const categories = useElements("COURSE_CATEGORY").data;
  const save = useAction(
    (v: Values) =>
      courseApi.saveBrief({
        courseId: course.id,
        name: v.name.trim(),
        brief: (v.brief ?? "").trim(),
        coverFileId: v.cover?.fileId ?? null,
        termId: v.termId ?? null,
        orgId: v.orgId ?? null,
        subjectId: v.subjectId ?? null,
        courseTypeId: v.courseTypeId ?? null,
        categoryId: v.categoryId ?? null,
      }),
    {
      success: "课程信息已保存",
      onSuccess: async () => {
        await refresh(course.id);
        navigate(`${base}/brief`);
      },
    },
  );
  const select = (name: keyof Values, label: string, items: KvItem[] | undefined) => (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={`请选择${label}`}
        options={opts(items)}
        notFoundContent="暂无数据"
      />
    </Form.Item>
  );
  return (
    <div>
      <div className="editor-head">
        <h2>编辑课程信息</h2>
      </div>
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{
          name: course.name,
          cover: { fileId: course.coverFileId, url: course.coverUrl },
          termId: course.termId ?? undefined,
          orgId: course.orgId ?? undefined,
          subjectId: course.subjectId ?? undefined,
          courseTypeId: course.courseTypeId ?? undefined,
          categoryId: course.categoryId ?? undefined,
          brief: course.brief,
        }}
        onFinish={(v) => save.run(v)}
      >
        <Form.Item name="name" label="课程名称" rules={[zodRule(courseBriefSaveSchema.shape.name)]}>
          <Input placeholder="请输入课程名称" maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="cover" label="课程封面" extra="建议尺寸 800×450（16:9），JPG/PNG，不超过5MB">
          <CoverUpload />
        </Form.Item>
        <div
          className="editor-grid-2"
          style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))", columnGap: 16 }}
        >
          {select("termId", "学期", terms)}
          {select("orgId", "院系", orgs)}
          {select("subjectId", "学科", subjects)}
          {select("courseTypeId", "课程类型", types)}
          {select("categoryId", "课程分类", categories)}
        </div>
        <Form.Item name="brief" label="课程简介" rules={[zodRule(courseBriefSaveSchema.shape.brief)]}>
          <Input.TextArea
            autoSize={{ minRows: 6, maxRows: 20 }}
            maxLength={20_000}
            showCount
            placeholder="介绍课程的内容、目标和适合的学生"
          />
        </Form.Item>
        <div className="editor-footer">
          <Button type="primary" htmlType="submit" loading={save.busy}>
            保存
          </Button>
          <Button onClick={() => navigate(`${base}/brief`)}>取消</Button>
        </div>
      </Form>
    </div>
  );
}
