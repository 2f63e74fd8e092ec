import type { TvSection } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, InputNumber, List, Modal, Popconfirm, Space, Table } from "antd";
import { useState } from "react";
import { feedback } from "../../../app/feedback";
import { tvApi } from "../api";
import { VideoPicker } from "../components/VideoPicker";

interface Picked {
  id: number;
  name: string;
}

/** /campus-tv-station/config (栏目配置): the station's columns and the resources each groups. */
export default function TvSectionsPage() {
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Partial<TvSection> | null>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [saving, setSaving] = useState(false);
  const sections = useQuery({ queryKey: ["tv", "sections"], queryFn: () => tvApi.sections() });

  const open = async (s: Partial<TvSection>) => {
    form.setFieldsValue({ name: s.name ?? "", sort: s.sort ?? 0 });
    setPicked([]);
    setEditing(s);
    if (s.id) {
      const [detail, page] = await Promise.all([
        tvApi.sectionDetail(s.id),
        tvApi.sectionResources({ sectionId: s.id, pageNo: 1, pageSize: 100 }),
      ]);
      const names = new Map(page.list.map((r) => [r.id, r.name]));
      setPicked(detail.resourceIds.map((id) => ({ id, name: names.get(id) ?? `资源 ${id}` })));
    }
  };
  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await tvApi.saveSection({ ...v, id: editing?.id, resourceIds: picked.map((p) => p.id) });
      feedback.success("栏目已保存");
      setEditing(null);
      await qc.invalidateQueries({ queryKey: ["tv"] });
    } finally {
      setSaving(false);
    }
  };
  const remove = async (id: number) => {
    await tvApi.deleteSection(id);
    feedback.success("栏目已删除");
    await qc.invalidateQueries({ queryKey: ["tv"] });
  };

  return (
    <div className="tv-manage">
      <Space className="tv-toolbar">
        <Button type="primary" onClick={() => void open({})}>
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
                <Button type="link" size="small" onClick={() => void open(s)}>
                  编辑
                </Button>
                <Popconfirm title="确定删除该栏目吗？" onConfirm={() => remove(s.id)}>
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
        confirmLoading={saving}
        width={760}
        destroyOnHidden
      >
        <Form form={form} layout="inline" className="tv-section-form">
          <Form.Item name="name" label="栏目名称" rules={[{ required: true, message: "请输入栏目名称" }, { max: 30 }]}>
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
