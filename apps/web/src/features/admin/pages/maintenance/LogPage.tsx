import { ProTable } from "@ant-design/pro-components";
import { type LogItem, type LogListInput, oplogEndpoints } from "@otp/contract";
import { Tag } from "antd";
import { call } from "../../../../api/call";
import { tableRequest } from "../../../../api/table";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { formatDateTime } from "../../../../components/format";

const list = tableRequest((input: LogListInput) => call(oplogEndpoints.list, input));
const CATEGORY = { login: { text: "登录日志" }, operation: { text: "操作日志" } };

/** The fields of an operation as one line: 标签：值；标签：值 (never JSON). */
const fieldsText = (r: LogItem) => r.fields.map((f) => `${f.label}：${f.value}`).join("；");

/** System log: logins and operations, filterable by type, keyword and date. */
export default function LogPage() {
  const title = useRouteTitle();
  return (
    <ProTable<LogItem>
      headerTitle={title}
      rowKey="id"
      // Empty cells show the same dash as the detail column (ProTable's default is "-").
      columnEmptyText="—"
      search={{ labelWidth: "auto" }}
      options={{ density: false, setting: false }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={({ createdAt, ...p }) => {
        const [from, to] = (createdAt as [string, string] | undefined) ?? [];
        return list({ ...p, from, to });
      }}
      columns={[
        { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "账号、操作或IP" } },
        {
          title: "类型",
          dataIndex: "category",
          valueType: "select",
          valueEnum: CATEGORY,
          width: 100,
          render: (_, r) => (
            <Tag color={r.category === "login" ? "blue" : "purple"}>
              {CATEGORY[r.category as keyof typeof CATEGORY]?.text ?? r.category}
            </Tag>
          ),
        },
        { title: "账号", dataIndex: "account", search: false },
        {
          title: "操作",
          dataIndex: "action",
          search: false,
          // What was called, in Chinese, on hover (the path itself is never shown).
          render: (_, r) => <span title={r.targetName || undefined}>{r.action}</span>,
        },
        {
          title: "结果",
          dataIndex: "success",
          search: false,
          width: 80,
          render: (_, r) => (r.success === false ? <Tag color="red">失败</Tag> : <Tag color="green">成功</Tag>),
        },
        {
          title: "详情",
          dataIndex: "fields",
          search: false,
          ellipsis: true,
          render: (_, r) => (r.fields.length ? <span title={fieldsText(r)}>{fieldsText(r)}</span> : "—"),
        },
        { title: "IP地址", dataIndex: "ip", search: false },
        {
          title: "时间",
          dataIndex: "createdAt",
          valueType: "dateRange",
          width: 150,
          render: (_, r) => formatDateTime(r.createdAt) || "—",
          search: { transform: (v: [string, string]) => ({ createdAt: v }) },
        },
      ]}
    />
  );
}
