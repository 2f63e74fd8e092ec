import { type TvSection, tvSectionSaveSchema } from "@otp/contract";
import { Button, Form, Input, InputNumber, List, Modal, Popconfirm, Space, Table } from "antd";
import { useState } from "react";
import { zodRule } from "../../../components/formRules";
import { useDeleteTvSection, useOpenTvSection, useSaveTvSection, useTvSections } from "../api";
import { VideoPicker } from "../components/VideoPicker";

interface Picked {
  id: number;
  name: string;
}

/** /campus-tv-station/config (栏目配置): the station's columns and the resources each groups. */
export default function TvSectionsPage() {
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Partial<TvSection> | null>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const sections = useTvSections();
  const load = useOpenTvSection(setPicked);
  const save = useSaveTvSection(() => setEditing(null));
  const remove = useDeleteTvSection();

  const open = (s: Partial<TvSection>) => {
    form.setFieldsValue({ name: s.name ?? "", sort: s.sort ?? 0 });
    setPicked([]);
    setEditing(s);
    if (s.id) void load.run(s.id);
  };
  const submit = async () => {
    const v = await form.validateFields();
    await save.run({ ...v, id: editing?.id, resourceIds: picked.map((p) => p.id) });
  };

  return (
    <div className="tv-manage">
      <Space className="tv-toolbar">
        <Button type="primary" onClick={() => open({})}>
          新增栏目
        </Button>
      </Space>
      <Table<TvSection>
        rowKey="id"
        loading={sections.isLoading}
        dataSource={sections.data ?? []}
        pagination={false}
        columns={[
          { title: "排序", dataIndex: "sort", width: 70 },
          { title: "栏目名称", dataIndex: "name" },
          { title: "资源数", dataIndex: "resourceCount", width: 90 },
          {
            title: "操作",
            key: "op",
            width: 140,
            render: (_, s) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(s)}>
                  编辑
                </Button>
                <Popconfirm title="确定删除该栏目吗？" onConfirm={() => remove.run(s.id)}>
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
        title={editing?.id ? "编辑栏目" : "新增栏目"}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={submit}
        confirmLoading={save.busy}
        width={760}
        destroyOnHidden
      >
        <Form form={form} layout="inline" className="tv-section-form">
          <Form.Item name="name" label="栏目名称" rules={[zodRule(tvSectionSaveSchema.shape.name)]}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
        </Form>
        <div className="tv-manage-grid">
          <List
            size="small"
            header={`栏目资源（${picked.length}）`}
            dataSource={picked}
            locale={{ emptyText: "从右侧添加资源" }}
            renderItem={(p) => (
              <List.Item
                actions={[
                  <Button
                    key="rm"
                    type="link"
                    size="small"
                    danger
                    onClick={() => setPicked((x) => x.filter((y) => y.id !== p.id))}
                  >
                    移除
                  </Button>,
                ]}
              >
                {p.name}
              </List.Item>
            )}
          />
          <VideoPicker
            added={new Set(picked.map((p) => p.id))}
            onAdd={(r) => setPicked((x) => (x.some((y) => y.id === r.id) ? x : [...x, { id: r.id, name: r.name }]))}
          />
        </div>
      </Modal>
    </div>
  );
}
