import {
  type EvaluationForm,
  evaluationFormSchema,
  indicatorSchema,
  itemSchema,
  questionSchema,
  type SuperviseTemplateDetail,
} from "@otp/contract";
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space, Steps, Switch, Typography } from "antd";
import { useNavigate, useParams } from "react-router";
import { feedback } from "../../../app/feedback";
import { zodRule } from "../../../components/formRules";
import { QueryState } from "../../../components/QueryState";
import { useTemplateBase } from "../components/templateBase";
import { useSaveTemplateForm, useTemplate } from "../templateApi";
import "../supervise.css";

let seq = 0;
const nextKey = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** Step 2: the indicator tree (weights, maxima, descriptions), levels and questions. */
export default function TemplateIndicatorsPage() {
  const { handle } = useParams();
  const query = useTemplate(Number(handle));
  return <QueryState query={query}>{(data) => <IndicatorsEditor data={data} />}</QueryState>;
}

function IndicatorsEditor({ data }: { data: SuperviseTemplateDetail }) {
  const BASE = useTemplateBase();
  const { id } = data;
  const navigate = useNavigate();
  const [form] = Form.useForm<EvaluationForm>();
  const saveForm = useSaveTemplateForm(() => navigate(`${BASE}/preview/${id}`));
  const weights = Form.useWatch("indicators", form) as EvaluationForm["indicators"] | undefined;
  const weightSum = (weights ?? []).reduce((s, i) => s + (Number(i?.weight) || 0), 0);
  const save = async (values: EvaluationForm) => {
    const candidate = { ...data.form, ...values, mode: data.mode };
    const parsed = evaluationFormSchema.safeParse(candidate);
    if (!parsed.success) {
      feedback.error(parsed.error.issues[0]?.message ?? "评价指标不完整");
      return;
    }
    await saveForm.run({ id, form: parsed.data });
  };
  return (
    <Card title={`评价指标：${data.name}`}>
      <Steps className="sup-steps" current={1} items={[{ title: "基本信息" }, { title: "评价指标" }]} />
      {data.used > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="该模板已有评价在使用，评价内容不能再修改；请回到列表复制为新版本后修改。"
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={data.form} onFinish={save} disabled={data.used > 0}>
        <Typography.Title level={5}>
          一级指标（权重合计 <span style={{ color: weightSum === 100 ? "#389e0d" : "#cf1322" }}>{weightSum}</span>/100）
        </Typography.Title>
        <Form.List name="indicators">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Card
                  key={field.key}
                  size="small"
                  className="sup-indicator"
                  style={{ marginBottom: 12 }}
                  title={`一级指标 ${i + 1}`}
                  extra={
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  }
                >
                  <Form.Item hidden name={[field.name, "key"]}>
                    <Input />
                  </Form.Item>
                  <Row gutter={12}>
                    <Col span={12}>
                      <Form.Item label="名称" name={[field.name, "name"]} rules={[zodRule(indicatorSchema.shape.name)]}>
                        <Input maxLength={100} aria-label={`一级指标${i + 1}名称`} />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item
                        label="权重(%)"
                        name={[field.name, "weight"]}
                        rules={[zodRule(indicatorSchema.shape.weight)]}
                      >
                        <InputNumber min={1} max={100} precision={0} aria-label={`一级指标${i + 1}权重`} />
                      </Form.Item>
                    </Col>
                    <Col span={8}>
                      <Form.Item label="说明" name={[field.name, "description"]}>
                        <Input maxLength={500} />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Form.List name={[field.name, "items"]}>
                    {(items, ops) => (
                      <>
                        {items.map((it, j) => (
                          <div key={it.key} className="sup-tree-item">
                            <Form.Item hidden name={[it.name, "key"]}>
                              <Input />
                            </Form.Item>
                            <Row gutter={8} align="middle">
                              <Col span={9}>
                                <Form.Item
                                  label={`二级指标 ${i + 1}.${j + 1}`}
                                  name={[it.name, "name"]}
                                  rules={[zodRule(itemSchema.shape.name)]}
                                >
                                  <Input maxLength={100} aria-label={`二级指标${i + 1}.${j + 1}名称`} />
                                </Form.Item>
                              </Col>
                              <Col span={4}>
                                <Form.Item
                                  label="满分"
                                  name={[it.name, "maxScore"]}
                                  rules={[zodRule(itemSchema.shape.maxScore)]}
                                >
                                  <InputNumber
                                    min={1}
                                    max={100}
                                    precision={0}
                                    aria-label={`二级指标${i + 1}.${j + 1}满分`}
                                  />
                                </Form.Item>
                              </Col>
                              <Col span={9}>
                                <Form.Item label="评价要点" name={[it.name, "description"]}>
                                  <Input maxLength={500} />
                                </Form.Item>
                              </Col>
                              <Col span={2}>
                                <Button type="link" danger onClick={() => ops.remove(it.name)}>
                                  删除
                                </Button>
                              </Col>
                            </Row>
                          </div>
                        ))}
                        <Button
                          type="dashed"
                          onClick={() =>
                            ops.add({ key: nextKey("i"), name: "", maxScore: 10, description: "", anchors: {} })
                          }
                        >
                          添加二级指标
                        </Button>
                      </>
                    )}
                  </Form.List>
                </Card>
              ))}
              <Button
                type="dashed"
                block
                onClick={() => add({ key: nextKey("g"), name: "", weight: 0, description: "", items: [] })}
              >
                添加一级指标
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          文字评价问题
        </Typography.Title>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" style={{ display: "flex" }}>
                  <Form.Item hidden name={[field.name, "key"]}>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, "title"]} rules={[zodRule(questionSchema.shape.title)]}>
                    <Input style={{ width: 360 }} maxLength={100} aria-label={`问题${i + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, "required"]} valuePropName="checked" label="必填">
                    <Switch />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    删除
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({ key: nextKey("q"), title: "", required: false })}>
                添加问题
              </Button>
            </>
          )}
        </Form.List>
        <div style={{ marginTop: 24 }}>
          <Button onClick={() => navigate(`${BASE}/${id}/step/1`)} style={{ marginRight: 8 }} disabled={false}>
            上一步
          </Button>
          <Button type="primary" htmlType="submit" loading={saveForm.busy}>
            保存并预览
          </Button>
        </div>
      </Form>
    </Card>
  );
}
