import { type ActionType, ProTable } from "@ant-design/pro-components";
import type { ListResult, OnlineSession } from "@otp/contract";
import { Popconfirm } from "antd";
import { useRef, useState } from "react";
import { http } from "../../../../api/http";
import { feedback } from "../../../../app/feedback";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { ActionLink } from "../../../../components/ActionLink";

/** Online users with force logout. */
export default function OnlinePage() {
  const title = useRouteTitle();
  const action = useRef<ActionType>(null);
  const [keyword, setKeyword] = useState("");
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
      request={async ({ current = 1, pageSize = 20 }) => {
        try {
          const r = await http.post<ListResult<OnlineSession>>("/api/m/base/user/online/list", {
            pageNo: current,
            pageSize,
            keyword: keyword || undefined,
          });
          return { data: r.list, total: r.count, success: true };
        } catch {
          return { data: [], total: 0, success: false };
        }
      }}
      columns={[
        { title: "账号", dataIndex: "account" },
        { title: "姓名", dataIndex: "realName" },
        { title: "IP地址", dataIndex: "ip" },
        { title: "终端", dataIndex: "userAgent", ellipsis: true },
        { title: "登录时间", dataIndex: "loginAt", valueType: "dateTime" },
        { title: "最近活动", dataIndex: "lastSeenAt", valueType: "dateTime" },
        {
          title: "操作",
          valueType: "option",
          render: (_, r) => (
            <Popconfirm
              title={`确定强制 ${r.realName} 下线？`}
              onConfirm={async () => {
                try {
                  await http.post("/api/m/base/user/online/kick", { userId: r.userId });
                  feedback.success("已强制下线");
                  action.current?.reload();
                } catch {
                  // message shown by the HTTP client
                }
              }}
            >
              <ActionLink>强制下线</ActionLink>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
