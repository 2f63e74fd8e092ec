import { ArrowLeftOutlined } from "@ant-design/icons";
import { type CourseMenuBinding, type CourseMenuSaveInput, type CourseMenuSetting, screenTitle } from "@otp/contract";
import {
  Button,
  Card,
  Form,
  Input,
  Modal,
  Radio,
  Result,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useElements, useKvOptions } from "../../../../api/kv";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { ActionLink } from "../../../../components/ActionLink";
import { useMenuSettings, useSaveMenuSetting } from "../../api";
import { allMenus, BINDING_LABEL, type MenuSettingValues, menuSettingErrors } from "../../navigationSetting";

function useTargetOptions(binding: CourseMenuBinding | undefined) {
  const orgs = useKvOptions("org");
  const categories = useElements("COURSE_CATEGORY");
  const types = useElements("COURSE_TYPE");
  const asOptions = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((i) => ({ value: i.id, label: i.name }));
  if (binding === "category") return { options: asOptions(categories.data), loading: categories.isLoading };
  if (binding === "courseType") return { options: asOptions(types.data), loading: types.isLoading };
  if (binding === "college") return { options: orgs, loading: false };
  return { options: [], loading: false };
}

function EditDialog({ row, onClose, onSaved }: { row: CourseMenuSetting | null; onClose(): void; onSaved(): void }) {
  const [values, setValues] = useState<MenuSettingValues>({});
  const [errors, setErrors] = useState<ReturnType<typeof menuSettingErrors>>({});
  const saveSetting = useSaveMenuSetting(onSaved);
  const targets = useTargetOptions(values.binding);
  useEffect(() => {
    if (row) {
      setValues({ title: row.title, binding: row.binding ?? "category", targetId: row.targetId ?? undefined });
      setErrors({});
    }
  }, [row]);
  if (!row) return null;
  const set = (patch: MenuSettingValues) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k as keyof MenuSettingValues];
      return next;
    });
  };
  const save = async () => {
    const e = menuSettingErrors(row.menu, values);
    setErrors(e);
    if (Object.keys(e).length) return;
    await saveSetting.run({ menu: row.menu, ...values, title: values.title?.trim() } as CourseMenuSaveInput);
  };
  return (
    <Modal
      title={`栏目设置 · /menu${row.menu}`}
      open
      onOk={save}
      confirmLoading={saveSetting.busy}
      onCancel={onClose}
      okText="保存"
    >
      <Form layout="vertical">
        <Form.Item
          label="栏目名称"
          required
          validateStatus={errors.title ? "error" : undefined}
          help={errors.title ?? "显示在课程栏目页的标题，最多20个字"}
        >
          <Input value={values.title} maxLength={20} onChange={(e) => set({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label="绑定类型" required>
          <Radio.Group
            optionType="button"
            value={values.binding}
            onChange={(e) => set({ binding: e.target.value, targetId: undefined })}
            options={Object.entries(BINDING_LABEL).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item
          label={values.binding ? `绑定的${BINDING_LABEL[values.binding]}` : "绑定对象"}
          required
          validateStatus={errors.targetId ? "error" : undefined}
          help={errors.targetId}
        >
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="请选择"
            loading={targets.loading}
            value={values.targetId}
            options={targets.options}
            notFoundContent="暂无可选项，请先在基础数据中维护"
            onChange={(v: number) => set({ targetId: v })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 栏目设置: binds the cloned course menus /menu1../menu20 to a category, course type or college. */
export default function NavigationSettingPage() {
  const title = useRouteTitle();
  const list = useMenuSettings();
  const [editing, setEditing] = useState<CourseMenuSetting | null>(null);
  const columns: TableColumnsType<CourseMenuSetting> = [
    { title: "菜单", dataIndex: "menu", width: 100, render: (m: number) => <code>/menu{m}</code> },
    {
      title: "栏目名称",
      dataIndex: "title",
      render: (t: string) => t || <span style={{ color: "#a9aeb8" }}>未命名</span>,
    },
    {
      title: "绑定类型",
      dataIndex: "binding",
      width: 120,
      render: (b: CourseMenuBinding | null) => (b ? <Tag color="blue">{BINDING_LABEL[b]}</Tag> : <Tag>未设置</Tag>),
    },
    { title: "绑定对象", dataIndex: "targetName", render: (n: string | null) => n || "—" },
    {
      title: "操作",
      key: "op",
      width: 130,
      render: (_, r) => (
        <Space size="small">
          <ActionLink onClick={() => setEditing(r)}>设置</ActionLink>
          {r.binding ? (
            <ActionLink onClick={() => window.open(`/menu${r.menu}`, "_blank", "noopener")}>查看</ActionLink>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={title}
      extra={
        <Link to="/admin/site/navigation">
          <ArrowLeftOutlined /> 返回{screenTitle("/admin/site/navigation")}
        </Link>
      }
    >
      <p style={{ color: "#5c6670", marginTop: 0 }}>
        课程栏目 /menu1 至 /menu20
        各自展示一个课程分类、课程类型或院系下的课程；在导航管理中把栏目链接加入导航即可在前台显示。
      </p>
      {list.isError ? (
        <Result
          status="error"
          title={`${title}加载失败`}
          subTitle={list.error instanceof Error ? list.error.message : undefined}
          extra={<Button onClick={() => void list.refetch()}>重试</Button>}
        />
      ) : (
        <Table<CourseMenuSetting>
          rowKey="menu"
          size="middle"
          loading={list.isFetching}
          columns={columns}
          dataSource={list.isSuccess ? allMenus(list.data) : []}
          pagination={false}
          locale={{ emptyText: list.isLoading ? "加载中…" : "暂无栏目" }}
        />
      )}
      <EditDialog
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.refetch();
        }}
      />
    </Card>
  );
}
