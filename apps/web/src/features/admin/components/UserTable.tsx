import { DownloadOutlined, DownOutlined, PlusOutlined } from "@ant-design/icons";
import { type ActionType, type ProColumns, ProTable } from "@ant-design/pro-components";
import {
  type ListResult,
  type ManagedUserRow,
  type ResetCodeIssued,
  type UserImportResult,
  type UserListInput,
  urlOf,
  userEndpoints,
} from "@otp/contract";
import { Button, Dropdown, Modal, Popconfirm, Space, Switch, Tag, Typography } from "antd";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAction } from "../../../api/action";
import { call } from "../../../api/call";
import { useKvOptions } from "../../../api/kv";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import { XlsxImportButton } from "../../../components/XlsxImportButton";
import { ResetCodeModal } from "./ResetCodeModal";
import { USER_STATUS_LABEL, USER_TYPE_LABEL } from "./userLabels";

interface Props {
  title: string;
  userType?: "teacher" | "student";
}

const users = userEndpoints;

function exportUrl(params: Record<string, unknown>): string {
  const query = Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== "" && v !== null),
  ) as Record<string, string | number | boolean>;
  return urlOf(users.export, undefined, query);
}

/**
 * User management table: search, edit, roles, password reset, one-time reset code (for the
 * user's own /resetPwd), unlocking logins held back by failed attempts, delete, import and export.
 */
export function UserTable({ title, userType }: Props) {
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const action = useRef<ActionType>(null);
  const filters = useRef<Record<string, unknown>>({});
  const orgs = useKvOptions("org");
  const [issued, setIssued] = useState<(ResetCodeIssued & { realName?: string }) | null>(null);
  const issueResetCode = useAction((row: ManagedUserRow) => call(users.resetCode, { id: row.id }), {
    onSuccess: (r, row) => setIssued({ ...r, realName: row.realName }),
  }).run;
  const resetPassword = useAction((row: ManagedUserRow) => call(users.resetPassword, { id: row.id }), {
    onSuccess: (r, row) => {
      Modal.success({
        title: "密码已重置",
        content: (
          <span>
            {row.realName}（{row.account}）的新密码：
            <Typography.Text copyable code>
              {r.password}
            </Typography.Text>
          </span>
        ),
      });
    },
  }).run;
  /** Ends the login delays that failed attempts put on the account (logged on the server). */
  const unlock = useAction((row: ManagedUserRow) => call(users.unlock, { id: row.id }), {
    success: (r, row) =>
      r.failures > 0
        ? `已解除 ${row.realName} 的登录限制（清除 ${r.failures} 次失败记录）`
        : `${row.realName} 当前没有登录失败记录`,
  }).run;
  const remove = useAction((row: ManagedUserRow) => call(users.delete, { ids: [row.id] }), {
    success: "已删除",
    onSuccess: () => action.current?.reload(),
  }).run;
  const setRecommend = useAction((input: { id: number; recommend: boolean }) => call(users.recommend, input)).run;
  const columns: ProColumns<ManagedUserRow>[] = [
    { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "账号或姓名" } },
    { title: "账号", dataIndex: "account", search: false },
    { title: "姓名", dataIndex: "realName", search: false },
    ...(userType
      ? []
      : [
          {
            title: "类型",
            dataIndex: "userType",
            valueType: "select" as const,
            valueEnum: Object.fromEntries(Object.entries(USER_TYPE_LABEL).map(([k, v]) => [k, { text: v }])),
          },
        ]),
    {
      title: "院系",
      dataIndex: "orgId",
      valueType: "select",
      fieldProps: { options: orgs, showSearch: true },
      render: (_, r) => r.orgName ?? "—",
    },
    ...(userType === "student" ? [{ title: "班级", dataIndex: "className", search: false as const }] : []),
    { title: "手机号", dataIndex: "phone", search: false, render: (_, r) => r.phone || "—" },
    {
      title: "状态",
      dataIndex: "status",
      valueType: "select",
      valueEnum: { 0: { text: "已停用" }, 1: { text: "正常" }, 2: { text: "待审核" } },
      render: (_, r) => {
        const s = USER_STATUS_LABEL[r.status] ?? USER_STATUS_LABEL[1];
        return <Tag color={s.color}>{s.text}</Tag>;
      },
    },
    {
      title: "角色",
      dataIndex: "roles",
      search: false,
      render: (_, r) => (r.roles?.length ? r.roles.map((x) => <Tag key={x.id}>{x.name}</Tag>) : "—"),
    },
    ...(userType === "teacher"
      ? [
          {
            title: "推荐名师",
            dataIndex: "recommend",
            search: false as const,
            render: (_: unknown, r: ManagedUserRow) => (
              <Switch
                size="small"
                checked={r.recommend === true}
                onChange={async (recommend) => {
                  await setRecommend({ id: r.id, recommend });
                  action.current?.reload();
                }}
              />
            ),
          },
        ]
      : []),
    {
      title: "操作",
      valueType: "option",
      width: 220,
      // Three actions and a "更多" menu keep every row on one line (删除 never wraps).
      render: (_, r) => (
        <Space size="small">
          <ActionLink onClick={() => navigate(`/admin/system/user/${r.id}`)}>编辑</ActionLink>
          <ActionLink onClick={() => navigate(`/admin/system/user/role/${r.id}`, { state: { user: r } })}>
            分配角色
          </ActionLink>
          <Popconfirm title={`确定删除用户 ${r.realName}？`} onConfirm={() => remove(r)}>
            <ActionLink danger>删除</ActionLink>
          </Popconfirm>
          <Dropdown
            trigger={["click"]}
            menu={{
              items: [
                { key: "reset", label: "重置密码" },
                { key: "code", label: "生成重置码" },
                { key: "unlock", label: "解除锁定" },
              ],
              onClick: ({ key }) => {
                if (key === "reset")
                  modal.confirm({ title: `确定重置 ${r.realName} 的密码？`, onOk: () => resetPassword(r) });
                else if (key === "code")
                  modal.confirm({
                    title: `确定为 ${r.realName} 生成重置码？`,
                    content: "之前生成的重置码将失效",
                    onOk: () => issueResetCode(r),
                  });
                else
                  modal.confirm({
                    title: `确定解除 ${r.realName} 的登录限制？`,
                    content: "清除该账号的登录失败记录和等待时间",
                    onOk: () => unlock(r),
                  });
              },
            }}
          >
            <ActionLink>
              更多 <DownOutlined aria-hidden />
            </ActionLink>
          </Dropdown>
        </Space>
      ),
    },
  ];
  return (
    <>
      {modalHolder}
      <ProTable<ManagedUserRow>
        headerTitle={title}
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={{ labelWidth: "auto", defaultCollapsed: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        options={{ density: false, setting: false }}
        request={tableRequest(
          (input: UserListInput) => {
            const body = { ...input, status: input.status === undefined ? undefined : Number(input.status) };
            filters.current = body;
            // Every row of a type the caller manages carries the manager's fields.
            return call(users.list, body) as Promise<ListResult<ManagedUserRow>>;
          },
          userType ? { userType } : undefined,
        )}
        toolBarRender={() => [
          <Button
            key="add"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate("/admin/system/user/add", { state: { userType } })}
          >
            新增用户
          </Button>,
          <XlsxImportButton<UserImportResult>
            key="import"
            endpoint={users.import}
            onDone={() => action.current?.reload()}
            summary={(r) => `成功导入 ${r.created} 个用户${r.errors.length ? `，${r.errors.length} 行有错误：` : "。"}`}
          />,
          <Button
            key="export"
            icon={<DownloadOutlined />}
            onClick={() => {
              const { pageNo: _p, pageSize: _s, ...rest } = filters.current;
              window.location.assign(exportUrl(rest));
            }}
          >
            导出
          </Button>,
          <Button key="template" type="link" href={urlOf(users.template)}>
            下载导入模板
          </Button>,
        ]}
      />
      <ResetCodeModal result={issued} onClose={() => setIssued(null)} />
    </>
  );
}
