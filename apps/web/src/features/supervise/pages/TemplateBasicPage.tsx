import {
  SUPERVISE_EVALUATOR_KINDS,
  type SuperviseTemplateBasicInput,
  superviseTemplateBasicSchema,
} from "@otp/contract";
import { Button, Card, Checkbox, Form, Input, Radio, Select, Skeleton, Steps } from "antd";
import { useNavigate, useParams } from "react-router";
import { useElementOptions } from "../../../api/kv";
import { zodRule } from "../../../components/formRules";
import { useTemplateBase } from "../components/templateBase";
import { useSaveTemplate, useTemplate } from "../templateApi";
import "../supervise.css";

const f = superviseTemplateBasicSchema.shape;

/** Step 1 of a template: name, course types, evaluator kinds, scoring mode. */
export default function TemplateBasicPage() {
  const BASE = useTemplateBase();
  const { handle } = useParams();
  const id = handle && handle !== "new" ? Number(handle) : null;
  const navigate = useNavigate();
  const { data, isLoading } = useTemplate(id);
  const types = useElementOptions("COURSE_TYPE");
  const saveBasic = useSaveTemplate((saved) => navigate(`${BASE}/${saved}/step/2`));
  if (id && isLoading) return <Skeleton active />;
  const save = (values: SuperviseTemplateBasicInput) => saveBasic.run({ ...values, ...(id ? { id } : {}) });
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
          <Select mode="multiple" allowClear options={types} />
        </Form.Item>
        <Form.Item label="评价人" name="evaluatorKinds" rules={[zodRule(f.evaluatorKinds)]}>
          <Checkbox.Group options={SUPERVISE_EVALUATOR_KINDS.map((k) => ({ value: k.value, label: k.label }))} />
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
        <Button type="primary" htmlType="submit" loading={saveBasic.busy}>
          保存并下一步
        </Button>
      </Form>
    </Card>
  );
}
