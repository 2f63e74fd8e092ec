import {
  HONOUR_LEVELS,
  type HonourSaveInput,
  honourSaveSchema,
  type TeacherHonour,
  teacherEndpoints,
} from "@otp/contract";
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useAction } from "../../../api/action";
import { call } from "../../../api/call";
import { useLoginInfo } from "../../../app/useLoginInfo";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { ActionLink } from "../../../components/ActionLink";
import { zodRule } from "../../../components/formRules";
import { teacherKeys, useMyHonours } from "../api";

const api = teacherEndpoints.honour;
type Editing = Partial<TeacherHonour> | null;
const shape = honourSaveSchema.shape;

/** 荣誉称号: a teacher keeps the honours their famous-teacher page shows. */
export default function MyHonoursPage() {
  const title = useRouteTitle();
  const me = useLoginInfo().data?.userInfo;
  const list = useMyHonours();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<TeacherHonour>();
  // The famous-teacher page shows the honours too: every teacher query is refetched.
  const saveHonour = useAction((input: HonourSaveInput) => call(api.save, input), {
    success: "保存成功",
    invalidate: [teacherKeys.all],
    onSuccess: () => setEditing(null),
  });
  const remove = useAction((h: TeacherHonour) => call(api.delete, { ids: [h.id] }), {
    success: "已删除",
    invalidate: [teacherKeys.all],
  });
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v) await saveHonour.run({ ...(editing?.id ? { id: editing.id } : {}), ...v });
  };
  return (
    <>
      <div className="user-page-header">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space>
          {me?.id ? <Link to={`/teacher/${me.id}`}>查看我的名师主页</Link> : null}
          <Button type="primary" onClick={() => setEditing({ year: new Date().getFullYear(), level: "校级" })}>
            添加荣誉
          </Button>
        </Space>
      </div>
      <Table<TeacherHonour>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: "还没有荣誉称号，点击“添加荣誉”填写" }}
        columns={[
          { title: "荣誉名称", dataIndex: "title" },
          { title: "级别", dataIndex: "level", width: 100 },
          { title: "获得年份", dataIndex: "year", width: 100 },
          {
            title: "操作",
            width: 120,
            render: (_, h) => (
              <Space size={12}>
                <ActionLink onClick={() => setEditing(h)}>编辑</ActionLink>
                <Popconfirm title={`确定删除“${h.title}”？`} onConfirm={() => remove.run(h)}>
                  <ActionLink danger>删除</ActionLink>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.id ? "编辑荣誉" : "添加荣誉"}
        open={editing !== null}
        onOk={save}
        confirmLoading={saveHonour.busy}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        okText="保存"
      >
        <Form form={form} layout="vertical" initialValues={editing ?? {}} preserve={false}>
          <Form.Item name="title" label="荣誉名称" rules={[zodRule(shape.title)]}>
            <Input maxLength={100} placeholder="如：市级骨干教师" />
          </Form.Item>
          <Form.Item name="level" label="级别" rules={[zodRule(shape.level)]}>
            <Select options={HONOUR_LEVELS.map((l) => ({ value: l, label: l }))} />
          </Form.Item>
          <Form.Item name="year" label="获得年份" rules={[zodRule(shape.year)]}>
            <InputNumber min={1950} max={2100} style={{ width: "100%" }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
