import { type ActionType, ProTable } from "@ant-design/pro-components";
import {
  type SuperviseActivityDetail,
  type SuperviseActivityResults,
  type SuperviseActivityRow,
  screenTitle,
} from "@otp/contract";
import { Button, Modal, Popconfirm, Space } from "antd";
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import {
  superviseActivityApi,
  useOpenSuperviseActivity,
  useRemoveSuperviseActivity,
  useSuperviseActivityResults,
} from "../activityApi";
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
  const [editing, setEditing] = useState<SuperviseActivityDetail | null | undefined>(undefined);
  const [results, setResults] = useState<SuperviseActivityResults | null>(null);
  const showResults = useSuperviseActivityResults(setResults);
  const open = useOpenSuperviseActivity(setEditing);
  const remove = useRemoveSuperviseActivity(() => action.current?.reload());
  return (
    <>
      <ProTable<SuperviseActivityRow>
        headerTitle={screenTitle(inSupervisor ? "/admin/supervisor/activity" : "/admin/business/supervise-activity")}
        rowKey="id"
        actionRef={action}
        search={false}
        params={{ keyword }}
        request={tableRequest(superviseActivityApi.list)}
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
                <ActionLink onClick={() => showResults.run(r.id)}>结果</ActionLink>
                <ActionLink onClick={() => open.run(r.id)}>编辑</ActionLink>
                <Popconfirm title="确定删除该活动？" onConfirm={() => remove.run(r.id)}>
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
