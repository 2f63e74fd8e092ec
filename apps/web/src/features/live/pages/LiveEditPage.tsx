import {
  fileEndpoints,
  LIVE_STREAM_KINDS,
  LIVE_STREAM_NAMES,
  type LiveSaveInput,
  liveSaveSchema,
  urlOf,
} from "@otp/contract";
import { Button, Card, Checkbox, DatePicker, Form, Input, Radio, Result, Select, Skeleton, Space, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useNavigate, useParams } from "react-router";
import { useClasses, useKvOptions } from "../../../api/kv";
import { CoverUpload, type CoverValue } from "../../../components/CoverUpload";
import { asInstant, zodFieldRule, zodRule } from "../../../components/formRules";
import { useLiveEdit, useSaveLive } from "../api";
import "../live.css";

const shape = liveSaveSchema.shape;

type FormValues = Omit<LiveSaveInput, "startTime" | "endTime"> & {
  startTime: Dayjs;
  endTime: Dayjs;
  cover?: CoverValue;
};

/** live-course/{handle}: schedule a new live ("new") or edit one that has not started. */
export default function LiveEditPage() {
  const { handle } = useParams();
  const id = handle === "new" ? null : Number(handle);
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const orgs = useKvOptions("org");
  const classes = useClasses();
  const existing = useLiveEdit(id);
  const save = useSaveLive(() => navigate("/user/live-course"));
  const access = Form.useWatch("access", form);

  if (id !== null && !Number.isInteger(id)) return <Result status="404" title="直播不存在" />;
  if (existing.isLoading) return <Skeleton active />;
  if (existing.isError) return <Result status="404" title="直播不存在或无权修改" />;
  const e = existing.data;
  const readOnly = !!e && (e.status !== 1 || e.cancelled);
  const start = dayjs().add(1, "hour").startOf("hour");
  const { hasPassword, ...stored } = e ?? { hasPassword: false };
  const initial: Partial<FormValues> = e
    ? {
        ...stored,
        startTime: dayjs(e.startTime),
        endTime: dayjs(e.endTime),
        access: e.access as 0 | 1 | 2,
        cover: {
          fileId: e.coverFileId,
          url: e.coverFileId ? urlOf(fileEndpoints.picture, { id: e.coverFileId }) : null,
        },
      }
    : { access: 0, showVisitCount: true, streams: ["teacher"], startTime: start, endTime: start.add(45, "minute") };

  const submit = ({ cover, ...v }: FormValues) => {
    const body: LiveSaveInput = {
      ...v,
      coverFileId: cover?.fileId ?? null,
      ...(id ? { id } : {}),
      startTime: v.startTime.toISOString(),
      endTime: v.endTime.toISOString(),
      classIds: v.classIds ?? [],
      userIds: e?.userIds ?? [],
    };
    void save.run(body);
  };

  return (
    <Card title={id ? "直播设置" : "新建直播"} className="live-edit">
      {readOnly ? <p className="live-edit-note">直播已开始、结束或取消，设置不能再修改。</p> : null}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={readOnly}
        onFinish={submit}
        // Enter in a date field confirms the typed date; it must not save the whole form.
        onKeyDown={(ev) => {
          if (ev.key === "Enter" && (ev.target as HTMLElement).closest(".ant-picker")) ev.preventDefault();
        }}
      >
        <Form.Item name="name" label="直播名称" rules={[zodRule(shape.name)]}>
          <Input maxLength={100} placeholder="例如：高一物理 牛顿第二定律" />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item name="startTime" label="开始时间" rules={[zodRule(shape.startTime, { as: asInstant })]}>
            <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item
            name="endTime"
            label="结束时间"
            dependencies={["startTime"]}
            rules={[
              zodRule(shape.endTime, { as: asInstant }),
              ({ getFieldValue }) => ({
                validator: async (_r, v: Dayjs | undefined) => {
                  const s = getFieldValue("startTime") as Dayjs | undefined;
                  if (v && s && !v.isAfter(s)) throw new Error("结束时间须晚于开始时间");
                },
              }),
            ]}
          >
            <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
          <Form.Item name="organizationId" label="所属机构">
            <Select allowClear options={orgs} style={{ width: 220 }} placeholder="默认为本人所在机构" />
          </Form.Item>
        </Space>
        <Form.Item name="cover" label="直播封面" extra="显示在直播列表和详情页，建议 16:9 图片">
          <CoverUpload />
        </Form.Item>
        <Form.Item name="streams" label="直播画面" rules={[zodRule(shape.streams)]}>
          <Checkbox.Group options={LIVE_STREAM_KINDS.map((k) => ({ value: k, label: LIVE_STREAM_NAMES[k] }))} />
        </Form.Item>
        <Form.Item name="access" label="观看权限" rules={[zodFieldRule(liveSaveSchema, "access")]}>
          <Radio.Group
            options={[
              { value: 0, label: "所有人（含游客）" },
              { value: 1, label: "登录用户" },
              { value: 2, label: "指定班级或密码" },
            ]}
          />
        </Form.Item>
        {access === 2 ? (
          <Space size="large" wrap align="start">
            <Form.Item name="classIds" label="可观看的班级">
              <Select
                mode="multiple"
                style={{ width: 320 }}
                options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                placeholder="选择班级"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label="观看密码"
              rules={[zodRule(shape.password, { optional: true })]}
              extra={hasPassword ? "已设置密码（不再显示），留空则保持不变" : undefined}
            >
              <Input.Password
                maxLength={30}
                placeholder={hasPassword ? "输入新密码以更换" : "班级外的人凭密码观看，至少4个字符"}
                style={{ width: 220 }}
                autoComplete="new-password"
              />
            </Form.Item>
            {hasPassword ? (
              <Form.Item name="removePassword" label="清除密码" valuePropName="checked">
                <Switch />
              </Form.Item>
            ) : null}
          </Space>
        ) : null}
        <Form.Item
          name="openRemark"
          label="直播公告（开播前显示）"
          rules={[zodRule(shape.openRemark, { optional: true })]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="intro" label="直播简介" rules={[zodRule(shape.intro, { optional: true })]}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="showVisitCount" label="显示观看人数" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.busy}>
            保存
          </Button>
          <Button disabled={false} onClick={() => navigate("/user/live-course")}>
            返回
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
