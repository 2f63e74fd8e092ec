import { ModalForm, type ProColumns, ProFormSwitch, ProFormText, ProTable } from "@ant-design/pro-components";
import { type MenuItem, navSaveSchema } from "@otp/contract";
import { Button, Tag } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { ActionLink } from "../../../../components/ActionLink";
import { zodRule } from "../../../../components/formRules";
import { useMenuTree, useSaveNav } from "../../api";

interface Row extends MenuItem {
  group: string;
}

const GROUPS: Record<string, string> = { nav: "前台导航", userCenter: "个人中心" };

/** Navigation: the front navigation and personal-centre menu items (name, link, login need). */
export default function NavigationPage() {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { data, isLoading, refetch } = useMenuTree();
  const [editing, setEditing] = useState<Row | null>(null);
  const saveNav = useSaveNav(() => setEditing(null));
  const rows: Row[] = (data ?? [])
    .filter((g) => g.code in GROUPS)
    .flatMap((g) => g.subList.map((m) => ({ ...m, group: g.code })));
  const columns: ProColumns<Row>[] = [
    { title: "分组", dataIndex: "group", width: 110, render: (_, r) => <Tag>{GROUPS[r.group]}</Tag> },
    { title: "名称", dataIndex: "name" },
    { title: "链接", dataIndex: "url" },
    { title: "提示文字", dataIndex: "alt", ellipsis: true },
    {
      title: "访问",
      dataIndex: "loginVisit",
      width: 110,
      render: (_, r) =>
        r.hidden ? (
          <Tag>已隐藏</Tag>
        ) : r.loginVisit ? (
          <Tag color="orange">需登录</Tag>
        ) : (
          <Tag color="green">游客可见</Tag>
        ),
    },
    {
      title: "操作",
      valueType: "option",
      width: 80,
      render: (_, r) => <ActionLink onClick={() => setEditing(r)}>编辑</ActionLink>,
    },
  ];
  return (
    <>
      <ProTable<Row>
        headerTitle={title}
        rowKey="id"
        loading={isLoading}
        dataSource={rows}
        columns={columns}
        search={false}
        pagination={false}
        options={{ reload: () => void refetch(), density: false, setting: false }}
        toolBarRender={() => [
          <Button key="edit" type="primary" onClick={() => navigate("/admin/site/navigation/edit")}>
            编辑导航
          </Button>,
          <Button key="setting" onClick={() => navigate("/admin/site/navigation/setting")}>
            课程栏目设置
          </Button>,
        ]}
      />
      <ModalForm<Partial<MenuItem>>
        title="编辑导航"
        open={editing !== null}
        initialValues={editing ?? {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (v) => {
          if (!editing) return false;
          const saved = await saveNav.run({
            id: editing.id,
            name: v.name ?? "",
            url: v.url ?? "",
            alt: v.alt ?? "",
            css: v.css ?? "",
            loginVisit: v.loginVisit ?? false,
          });
          return saved !== undefined;
        }}
      >
        <ProFormText
          name="name"
          label="名称"
          rules={[zodRule(navSaveSchema.shape.name)]}
          fieldProps={{ maxLength: 50 }}
        />
        <ProFormText name="url" label="链接" rules={[zodRule(navSaveSchema.shape.url)]} />
        <ProFormText name="alt" label="提示文字" fieldProps={{ maxLength: 100 }} />
        <ProFormText name="css" label="图标样式" fieldProps={{ maxLength: 100 }} />
        <ProFormSwitch name="loginVisit" label="需要登录" />
      </ModalForm>
    </>
  );
}
