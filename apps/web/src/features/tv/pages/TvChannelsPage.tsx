import { TV_CHANNEL_KIND_NAMES, TV_CHANNEL_KINDS, type TvChannel, tvChannelSaveSchema } from "@otp/contract";
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { zodRule } from "../../../components/formRules";
import { span, useDeleteTvChannel, useManageTvChannels, useSaveTvChannel, useTvLiveOptions } from "../api";

/** /campus-tv-station/setting (频道设置): the station's channels — add, edit, enable, delete. */
export default function TvChannelsPage() {
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Partial<TvChannel> | null>(null);
  const channels = useManageTvChannels();
  const lives = useTvLiveOptions(editing !== null);
  const save = useSaveTvChannel(() => setEditing(null));
  const remove = useDeleteTvChannel();
  const kind = Form.useWatch("kind", form);

  const open = (c: Partial<TvChannel>) => {
    setEditing(c);
    form.setFieldsValue({ name: "", brief: "", sort: 0, enabled: true, kind: "schedule", liveId: null, ...c });
  };
  const submit = async () => {
    const v = await form.validateFields();
    await save.run({ ...v, id: editing?.id });
  };

  return (
    <div className="tv-manage">
      <Space className="tv-toolbar">
        <Button type="primary" onClick={() => open({})}>
          新增频道
        </Button>
      </Space>
      <Table<TvChannel>
        rowKey="id"
        loading={channels.isLoading}
        dataSource={channels.data ?? []}
        pagination={false}
        columns={[
          { title: "排序", dataIndex: "sort", width: 70 },
          { title: "频道名称", dataIndex: "name" },
          {
            title: "类型",
            key: "kind",
            width: 100,
            render: (_, c) => <Tag color={c.kind === "live" ? "red" : "blue"}>{TV_CHANNEL_KIND_NAMES[c.kind]}</Tag>,
          },
          {
            title: "内容",
            key: "content",
            render: (_, c) =>
              c.kind === "live"
                ? (c.liveName ?? "直播不可观看")
                : `${c.programmeCount} 个节目，一轮 ${span(c.loopSeconds)}`,
          },
          { title: "状态", key: "enabled", width: 80, render: (_, c) => (c.enabled ? "启用" : "停用") },
          {
            title: "操作",
            key: "op",
            width: 140,
            render: (_, c) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(c)}>
                  编辑
                </Button>
                <Popconfirm title="确定删除该频道吗？" onConfirm={() => remove.run(c.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.id ? "编辑频道" : "新增频道"}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={submit}
        confirmLoading={save.busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label="频道名称" rules={[zodRule(tvChannelSaveSchema.shape.name)]}>
            <Input />
          </Form.Item>
          <Form.Item name="kind" label="频道类型">
            <Select
              disabled={!!editing?.id}
              options={TV_CHANNEL_KINDS.map((k) => ({ value: k, label: TV_CHANNEL_KIND_NAMES[k] }))}
            />
          </Form.Item>
          {kind === "live" ? (
            <Form.Item name="liveId" label="转播的直播" rules={[zodRule(tvChannelSaveSchema.shape.liveId)]}>
              <Select
                showSearch
                optionFilterProp="label"
                loading={lives.isLoading}
                options={(lives.data?.list ?? []).map((l) => ({ value: l.id, label: l.name }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item
            name="brief"
            label="频道简介"
            rules={[zodRule(tvChannelSaveSchema.shape.brief, { optional: true })]}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
          <Space size="large">
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} />
            </Form.Item>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </div>
  );
}
