import { type ClassroomSettingsInput, classroomSettingsSchema } from "@otp/contract";
import { Alert, Button, Card, Form, InputNumber, Select, Space, Switch } from "antd";
import { zodRule } from "../../../components/formRules";
import { QueryState } from "../../../components/QueryState";
import { useClassroomSettings, useSaveClassroomSettings } from "../api";
import { Failed } from "../components/Failed";
import "../classroom.css";

const s = classroomSettingsSchema.shape;
const st = s.st.shape;
const rules = s.rules.shape;

/** Admin 督导 › 课堂分析设置: the school's switch, sampling, retention, S-T thresholds and warning rules. */
export default function SettingsPage() {
  const q = useClassroomSettings();
  const save = useSaveClassroomSettings();
  const [form] = Form.useForm<ClassroomSettingsInput>();
  return (
    <div className="ca-page ca-settings">
      <QueryState query={q} failed={<Failed error={q.error} onRetry={() => void q.refetch()} />}>
        {(data) => {
          const { screens, ...initial } = data;
          return (
            <Form<ClassroomSettingsInput>
              form={form}
              layout="horizontal"
              labelCol={{ flex: "180px" }}
              initialValues={initial}
              onFinish={(v) => void save.run(v)}
            >
              <Card size="small" title="总开关">
                <Form.Item name="enabled" label="启用AI课堂分析" valuePropName="checked" rules={[zodRule(s.enabled)]}>
                  <Switch />
                </Form.Item>
                <Alert
                  type="info"
                  showIcon
                  message="隐私说明"
                  description="分析只统计人数、抬头、举手、起立与师生语言时长，不做人脸识别、不保存身份信息、不分析情绪；抽样画面只在保留期内、仅对能查看该课堂的人可见，到期自动删除，指标保留。关闭后不再分析任何课堂，已有报告也不再提供。"
                />
              </Card>
              <Card size="small" title="抽帧与保留">
                <Form.Item name="retentionDays" label="抽帧保留天数" rules={[zodRule(s.retentionDays)]}>
                  <InputNumber addonAfter="天" />
                </Form.Item>
                <Form.Item name="studentEverySec" label="学生画面抽帧间隔" rules={[zodRule(s.studentEverySec)]}>
                  <InputNumber addonAfter="秒" />
                </Form.Item>
                <Form.Item name="teacherEverySec" label="教师画面抽帧间隔" rules={[zodRule(s.teacherEverySec)]}>
                  <InputNumber addonAfter="秒" />
                </Form.Item>
                <Form.Item
                  name="bodyEverySec"
                  label="举手与起立检测间隔"
                  rules={[zodRule(s.bodyEverySec)]}
                  extra="人体姿态模型最耗时：默认每20秒检测一次（每两帧学生画面），设为与学生画面抽帧间隔相同则每帧都检测，分析时间约增加三成"
                >
                  <InputNumber addonAfter="秒" />
                </Form.Item>
                <Form.Item
                  name="liveEverySec"
                  label="直播课堂抽帧间隔"
                  rules={[zodRule(s.liveEverySec)]}
                  extra="巡课墙显示的抬头率；0 表示不分析直播"
                >
                  <InputNumber addonAfter="秒" />
                </Form.Item>
              </Card>
              <Card size="small" title="S-T 教学模式阈值">
                <Form.Item name={["st", "practiceRt"]} label="练习型：Rt ≤" rules={[zodRule(st.practiceRt)]}>
                  <InputNumber step={0.05} />
                </Form.Item>
                <Form.Item name={["st", "lectureRt"]} label="讲授型：Rt ≥" rules={[zodRule(st.lectureRt)]}>
                  <InputNumber step={0.05} />
                </Form.Item>
                <Form.Item name={["st", "dialogueCh"]} label="对话型：Ch ≥" rules={[zodRule(st.dialogueCh)]}>
                  <InputNumber step={0.05} />
                </Form.Item>
              </Card>
              <Card size="small" title="预警规则">
                <Space align="baseline" wrap>
                  <Form.Item name={["rules", "attendance", "enabled"]} label="出勤率偏低" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Form.Item
                    name={["rules", "attendance", "belowPct"]}
                    label="低于"
                    rules={[zodRule(rules.attendance.shape.belowPct)]}
                  >
                    <InputNumber addonAfter="%" />
                  </Form.Item>
                </Space>
                <Space align="baseline" wrap>
                  <Form.Item name={["rules", "headUp", "enabled"]} label="抬头率持续偏低" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Form.Item
                    name={["rules", "headUp", "belowPct"]}
                    label="低于"
                    rules={[zodRule(rules.headUp.shape.belowPct)]}
                  >
                    <InputNumber addonAfter="%" />
                  </Form.Item>
                  <Form.Item
                    name={["rules", "headUp", "minutes"]}
                    label="持续"
                    rules={[zodRule(rules.headUp.shape.minutes)]}
                  >
                    <InputNumber addonAfter="分钟" />
                  </Form.Item>
                </Space>
                <Space align="baseline" wrap>
                  <Form.Item name={["rules", "lecture", "enabled"]} label="讲授占比过高" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Form.Item
                    name={["rules", "lecture", "abovePct"]}
                    label="高于"
                    rules={[zodRule(rules.lecture.shape.abovePct)]}
                  >
                    <InputNumber addonAfter="%" />
                  </Form.Item>
                </Space>
                <Form.Item
                  name="notifyScreen"
                  label="同时通知"
                  rules={[zodRule(s.notifyScreen)]}
                  // "" = the teacher only; the select shows its placeholder for it.
                  normalize={(v?: string) => v ?? ""}
                  getValueProps={(v?: string) => ({ value: v || undefined })}
                  extra="预警以站内消息通知授课教师，以及持有所选后台权限的人"
                >
                  <Select
                    allowClear
                    style={{ width: 260 }}
                    placeholder="仅通知授课教师"
                    options={screens.map((x) => ({ value: x.code, label: x.title }))}
                  />
                </Form.Item>
              </Card>
              <Button type="primary" htmlType="submit" loading={save.busy}>
                保存设置
              </Button>
            </Form>
          );
        }}
      </QueryState>
    </div>
  );
}
