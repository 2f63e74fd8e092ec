import { EVALUATOR_KINDS, templateBasicSchema } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Checkbox, Form, Input, Radio, Select, Skeleton, Steps } from "antd";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { kvApi } from "../../../api/kv";
import { feedback } from "../../../app/feedback";
import { zodRule } from "../../../components/formRules";
import { templateApi, useTemplate } from "../api";
import { useTemplateBase } from "../components/templateBase";
import "../supervise.css";

const f = templateBasicSchema.shape;

/** Step 1 of a template: name, course types, evaluator kinds, scoring mode. */
export default function TemplateBasicPage() {
  const BASE = useTemplateBase();
  const { handle } = useParams();
  const id = handle && handle !== "new" ? Number(handle) : null;
  const navigate = useNavigate();
  const { data, isLoading } = useTemplate(id);
  const types = useQuery({ queryKey: ["kv", "COURSE_TYPE"], queryFn: () => kvApi.elements("COURSE_TYPE") });
  const [saving, setSaving] = useState(false);
  if (id && isLoading) return <Skeleton active />;
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const r = await templateApi.save({ ...values, ...(id ? { id } : {}) });
      feedback.success("已保存，请设置评价指标");
      navigate(`${BASE}/${r.id}/step/2`);
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title={id ? "编辑评价模板" : "新建评价模板"}>
      <Steps className="sup-steps" current={0} items={[{ title: "基本信息" }, { title: "评价指标" }]} />
      <Form
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={data ?? { mode: "points", evaluatorKinds: ["expert"], courseTypeIds: [], description: "" }}
        onFinish={save}
      >
        <Form.Item label="模板名称" name="name" rules={[zodRule(f.name)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label="适用课程类型（不选为全部）" name="courseTypeIds">
          <Select
            mode="multiple"
            allowClear
            options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item label="评价人" name="evaluatorKinds" rules={[zodRule(f.evaluatorKinds)]}>
          <Checkbox.Group options={EVALUATOR_KINDS.map((k) => ({ value: k.value, label: k.label }))} />
        </Form.Item>
        <Form.Item label="计分方式" name="mode" rules={[zodRule(f.mode)]}>
          <Radio.Group
            options={[
              { value: "points", label: "分数制（逐项打分）" },
              { value: "levels", label: "等级制（优秀/良好/合格/待改进）" },
            ]}
          />
        </Form.Item>
        <Form.Item label="模板说明" name="description" rules={[zodRule(f.description)]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Button onClick={() => navigate(BASE)} style={{ marginRight: 8 }}>
          返回
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存并下一步
        </Button>
      </Form>
    </Card>
  );
}
