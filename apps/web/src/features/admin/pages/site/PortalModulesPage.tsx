import {
  ModalForm,
  type ProColumns,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  ProTable,
} from "@ant-design/pro-components";
import { type AreaPic, areaPicSaveSchema } from "@otp/contract";
import { Button, Form, Image, Popconfirm, Space, Switch, Tag } from "antd";
import { useState } from "react";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { ActionLink } from "../../../../components/ActionLink";
import { zodRule } from "../../../../components/formRules";
import { usePortalModuleChange, usePortalModules, useSavePortalModule } from "../../api";
import { ImageField } from "../../components/ImageField";

const KINDS = [
  { value: "banner", label: "轮播图" },
  { value: "course", label: "课程" },
  { value: "resource", label: "资源" },
  { value: "live", label: "正在直播" },
  { value: "announcement", label: "通知公告" },
  { value: "teacher", label: "名师风采" },
  { value: "", label: "图片链接" },
];
const kindLabel = (v: string) => KINDS.find((k) => k.value === v)?.label ?? "图片链接";

/** Portal modules (INDEX area): which sections the home page shows, in which order. */
export default function PortalModulesPage() {
  const title = useRouteTitle();
  const { data, isLoading } = usePortalModules();
  const [editing, setEditing] = useState<Partial<AreaPic> | null>(null);
  const saveModule = useSavePortalModule(() => setEditing(null));
  const change = usePortalModuleChange();
  const save = async (v: Partial<AreaPic>) => {
    const saved = await saveModule.run({
      id: editing?.id,
      areaCode: "INDEX",
      name: v.name,
      content: v.content ?? "",
      isUsing: v.isUsing ?? true,
      displayIndex: v.displayIndex ?? 0,
      imgId: v.imgId ?? null,
      linkUrl: v.linkUrl ?? "",
      remark: v.remark ?? "",
      alt: v.alt ?? "",
    });
    return saved !== undefined;
  };
  const columns: ProColumns<AreaPic>[] = [
    { title: "排序", dataIndex: "displayIndex", width: 80 },
    { title: "名称", dataIndex: "name" },
    { title: "类型", dataIndex: "content", render: (_, r) => <Tag>{kindLabel(r.content)}</Tag> },
    {
      title: "图片",
      dataIndex: "imgUrl",
      render: (_, r) => (r.imgUrl ? <Image src={r.imgUrl} alt={r.name} width={80} /> : "—"),
    },
    { title: "链接", dataIndex: "linkUrl", ellipsis: true },
    {
      title: "启用",
      dataIndex: "isUsing",
      render: (_, r) => (
        <Switch
          aria-label={`启用${r.name}`}
          checked={r.isUsing}
          onChange={(isUsing) => change.toggle({ id: r.id, areaCode: "INDEX", isUsing })}
        />
      ),
    },
    {
      title: "操作",
      valueType: "option",
      render: (_, r) => (
        <Space>
          <ActionLink onClick={() => setEditing(r)}>编辑</ActionLink>
          <Popconfirm title="确定删除该模块？" onConfirm={() => change.remove(r.id)}>
            <ActionLink>删除</ActionLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ProTable<AreaPic>
        headerTitle={title}
        rowKey="id"
        loading={isLoading}
        dataSource={data ?? []}
        columns={columns}
        search={false}
        pagination={false}
        options={{ reload: () => void change.reload(), density: false, setting: false }}
        toolBarRender={() => [
          <Button
            key="add"
            type="primary"
            onClick={() => setEditing({ isUsing: true, displayIndex: (data?.length ?? 0) + 1 })}
          >
            新增模块
          </Button>,
        ]}
      />
      <ModalForm<Partial<AreaPic>>
        title={editing?.id ? "编辑模块" : "新增模块"}
        open={editing !== null}
        initialValues={editing ?? {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={save}
      >
        <ProFormText
          name="name"
          label="名称"
          rules={[{ required: true, message: "请输入名称" }]}
          fieldProps={{ maxLength: 50 }}
        />
        <ProFormSelect name="content" label="类型" options={KINDS} placeholder="请选择模块类型" />
        <ProFormDigit name="displayIndex" label="排序" min={0} max={9999} fieldProps={{ precision: 0 }} />
        <ProFormSwitch name="isUsing" label="启用" />
        <Form.Item name="imgId" label="图片">
          <ImageField url={editing?.imgUrl} />
        </Form.Item>
        <ProFormText name="linkUrl" label="链接地址" rules={[zodRule(areaPicSaveSchema.shape.linkUrl)]} />
        <ProFormText name="alt" label="替代文字" fieldProps={{ maxLength: 200 }} />
        <ProFormTextArea name="remark" label="说明" fieldProps={{ maxLength: 500 }} />
      </ModalForm>
    </>
  );
}
