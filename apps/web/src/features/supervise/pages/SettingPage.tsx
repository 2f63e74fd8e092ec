import { superviseSettingSchema } from "@otp/contract";
import { Button, Card, Form, InputNumber, Switch } from "antd";
import { zodRule } from "../../../components/formRules";
import { QueryState } from "../../../components/QueryState";
import { useSaveSuperviseSetting, useSuperviseSetting } from "../settingApi";

const f = superviseSettingSchema.shape;

/** 督导设置: quota per term, what teachers see, free listening, grace days. */
export default function SettingPage() {
  const query = useSuperviseSetting();
  const save = useSaveSuperviseSetting();
  return (
    <QueryState query={query}>
      {(data) => (
        <Card title="督导设置">
          <Form layout="vertical" style={{ maxWidth: 560 }} initialValues={data} onFinish={save.run}>
            <Form.Item label="每位评价人每学期听课次数" name="perTermQuota" rules={[zodRule(f.perTermQuota)]}>
              <InputNumber min={0} max={100} precision={0} />
            </Form.Item>
            <Form.Item label="任务截止后可补交天数" name="graceDays" rules={[zodRule(f.graceDays)]}>
              <InputNumber min={0} max={30} precision={0} />
            </Form.Item>
            <Form.Item label="教师可查看对自己的评价并回复" name="teacherCanView" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item label="教师可见评价人姓名" name="showEvaluatorName" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item label="允许自由听课（评价任务外的课程）" name="allowFreeListening" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.busy}>
              保存
            </Button>
          </Form>
        </Card>
      )}
    </QueryState>
  );
}
