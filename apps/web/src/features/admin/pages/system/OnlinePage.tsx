import { type ActionType, ProTable } from "@ant-design/pro-components";
import { type OnlineSession, userEndpoints } from "@otp/contract";
import { Popconfirm } from "antd";
import { useRef, useState } from "react";
import { call } from "../../../../api/call";
import { tableRequest } from "../../../../api/table";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { ActionLink } from "../../../../components/ActionLink";
import { formatDateTime } from "../../../../components/format";
import { useKickUser } from "../../api";

/** Online users with force logout. */
export default function OnlinePage() {
  const title = useRouteTitle();
  const action = useRef<ActionType>(null);
  const [keyword, setKeyword] = useState("");
  const kick = useKickUser(() => action.current?.reload());
  return (
    <ProTable<OnlineSession>
      headerTitle={title}
      rowKey="sessionId"
      actionRef={action}
      search={false}
      params={{ keyword }}
      options={{
        density: false,
        setting: false,
        search: {
          placeholder: "账号或姓名",
          onSearch: (v: string) => {
            setKeyword(v.trim());
            return true;
          },
        },
      }}
      pagination={{ defaultPageSize: 20 }}
      request={tableRequest((input) => call(userEndpoints.online.list, input))}
      columns={[
        { title: "账号", dataIndex: "account" },
        { title: "姓名", dataIndex: "realName" },
        { title: "IP地址", dataIndex: "ip" },
        { title: "终端", dataIndex: "userAgent", ellipsis: true },
        { title: "登录时间", dataIndex: "loginAt", render: (_, r) => formatDateTime(r.loginAt) || "—" },
        { title: "最近活动", dataIndex: "lastSeenAt", render: (_, r) => formatDateTime(r.lastSeenAt) || "—" },
        {
          title: "操作",
          valueType: "option",
          render: (_, r) => (
            <Popconfirm title={`确定强制 ${r.realName} 下线？`} onConfirm={() => kick.run(r.userId)}>
              <ActionLink>强制下线</ActionLink>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
