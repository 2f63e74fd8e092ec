import { type ActionType, ProTable } from "@ant-design/pro-components";
import { type ManagedUserRow, userEndpoints } from "@otp/contract";
import { Button, Popconfirm, Space } from "antd";
import { useRef, useState } from "react";
import { call } from "../../../../api/call";
import { tableRequest } from "../../../../api/table";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { ActionLink } from "../../../../components/ActionLink";
import { formatDateTime } from "../../../../components/format";
import { useAuditUsers } from "../../api";
import { USER_TYPE_LABEL } from "../../components/userLabels";

/** Registration audit (系统管理 and 审核管理 → 注册审核): accounts waiting for approval (status 2). */
export default function UserVerifyPage() {
  const title = useRouteTitle();
  const action = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const decide = useAuditUsers(() => {
    setSelected([]);
    action.current?.reload();
  });
  const audit = (ids: number[], pass: boolean) => decide.run({ ids, pass });
  return (
    <ProTable<ManagedUserRow>
      headerTitle={title}
      rowKey="id"
      actionRef={action}
      search={false}
      options={{ density: false, setting: false }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
      tableAlertRender={false}
      // The pending registrations with contact details, for 注册审核 here and in the audit centre.
      request={tableRequest((input) => call(userEndpoints.pending, input))}
      toolBarRender={() => [
        <Button key="pass" type="primary" disabled={!selected.length} onClick={() => audit(selected, true)}>
          批量通过
        </Button>,
        <Button key="reject" danger disabled={!selected.length} onClick={() => audit(selected, false)}>
          批量驳回
        </Button>,
      ]}
      columns={[
        { title: "账号", dataIndex: "account" },
        { title: "姓名", dataIndex: "realName" },
        { title: "身份", dataIndex: "userType", render: (_, r) => USER_TYPE_LABEL[r.userType] ?? r.userType },
        { title: "院系", dataIndex: "orgName" },
        { title: "手机号", dataIndex: "phone" },
        { title: "注册时间", dataIndex: "createdAt", render: (_, r) => formatDateTime(r.createdAt) || "—" },
        {
          title: "操作",
          valueType: "option",
          render: (_, r) => (
            <Space>
              <ActionLink onClick={() => audit([r.id], true)}>通过</ActionLink>
              <Popconfirm title="确定驳回该注册？" onConfirm={() => audit([r.id], false)}>
                <ActionLink>驳回</ActionLink>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
