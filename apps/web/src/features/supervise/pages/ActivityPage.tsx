import { type ActionType, ProTable } from "@ant-design/pro-components";
import { type SupActivityDetail, type SupActivityResults, type SupActivityRow, screenTitle } from "@otp/contract";
import { Button, Modal, Popconfirm, Space } from "antd";
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { activityApi } from "../activityApi";
import { ActivityDialog } from "../components/ActivityForm";
import { ActivityResultsView } from "../components/ActivityResultsView";
import { ActivityStateTag, activityWindow } from "../components/activityState";

/**
 * 督导活动 (业务管理) and 评教活动 (督导管理): the term's student-evaluation campaigns, with their
 * offerings, progress and results per teacher.
 */
export default function ActivityPage() {
  const inSupervisor = useLocation().pathname.startsWith("/admin/supervisor/");
  const action = useRef<ActionType>(null);
  const [keyword, setKeyword] = useState("");
  const [editing, setEditing] = useState<SupActivityDetail | null | undefined>(undefined);
  const [results, setResults] = useState<SupActivityResults | null>(null);
  const run = async (fn: () => Promise<void>) => {
    try {
      await fn();
    } catch {
      // shown by the HTTP client
    }
  };
  return (
    <>
      <ProTable<SupActivityRow>
        headerTitle={screenTitle(inSupervisor ? "/admin/supervisor/activity" : "/admin/business/supervise-activity")}
        rowKey="id"
        actionRef={action}
        search={false}
        params={{ keyword }}
        request={async ({ current = 1, pageSize = 20 }) => {
          const r = await activityApi.list({ pageNo: current, pageSize, ...(keyword ? { keyword } : {}) });
          return { data: r.list, total: r.count, success: true };
        }}
        options={{
          density: false,
          setting: false,
          search: {
            placeholder: "搜索活动名称",
            onSearch: (v: string) => {
              setKeyword(v.trim());
              return true;
            },
          },
        }}
        toolBarRender={() => [
          <Button key="add" type="primary" onClick={() => setEditing(null)}>
            新建活动
          </Button>,
        ]}
        columns={[
          { title: "活动名称", dataIndex: "name", width: 220 },
          { title: "学期", dataIndex: "termName", width: 170 },
          { title: "评价模板", dataIndex: "templateName", width: 140 },
          { title: "评价时间", dataIndex: "startAt", width: 180, render: (_, r) => activityWindow(r) },
          { title: "状态", dataIndex: "state", width: 90, render: (_, r) => <ActivityStateTag state={r.state} /> },
          { title: "参评课程", dataIndex: "targets", width: 90 },
          { title: "学生评价数", dataIndex: "submissions", width: 100 },
          {
            title: "操作",
            valueType: "option",
            width: 160,
            render: (_, r) => (
              <Space>
                <ActionLink onClick={() => run(async () => setResults(await activityApi.results(r.id)))}>
                  结果
                </ActionLink>
                <ActionLink onClick={() => run(async () => setEditing(await activityApi.detail(r.id)))}>
                  编辑
                </ActionLink>
                <Popconfirm
                  title="确定删除该活动？"
                  onConfirm={() =>
                    run(async () => {
                      await activityApi.remove(r.id);
                      feedback.success("已删除");
                      action.current?.reload();
                    })
                  }
                >
                  <ActionLink>删除</ActionLink>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ActivityDialog
        activity={editing ?? null}
        open={editing !== undefined}
        onClose={(saved) => {
          setEditing(undefined);
          if (saved) action.current?.reload();
        }}
      />
      <Modal
        title={results ? `评价结果 · ${results.name}` : ""}
        open={!!results}
        width={980}
        footer={null}
        destroyOnHidden
        onCancel={() => setResults(null)}
      >
        {results ? <ActivityResultsView results={results} /> : null}
      </Modal>
    </>
  );
}
