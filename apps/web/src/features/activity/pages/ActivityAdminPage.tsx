import { type ActionType, type ProColumns, ProTable } from "@ant-design/pro-components";
import { ACTIVITY_STAGES, type ActivityCard, activityStageLabel } from "@otp/contract";
import { Button, Popconfirm, Space } from "antd";
import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import { tableRequest } from "../../../api/table";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { ActionLink } from "../../../components/ActionLink";
import { adminList, useAdvanceActivity, useCopyActivity, useDeleteActivity } from "../api";
import { StageTag } from "../components/StageTag";
import { day, nextStep } from "../format";

const EDIT_PATH = "/admin/business/activity";
const stageEnum = Object.fromEntries(ACTIVITY_STAGES.map((s) => [s.value, { text: s.label }]));

/** 业务管理 → 活动管理: every activity, drafts too; open, move on, copy, delete. */
export default function ActivityAdminPage() {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const action = useRef<ActionType>(null);
  const reload = () => action.current?.reload();
  const advance = useAdvanceActivity(reload);
  const remove = useDeleteActivity(reload);
  const copy = useCopyActivity((copyId) => navigate(`${EDIT_PATH}/${copyId}`));
  const columns: ProColumns<ActivityCard>[] = [
    { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "活动名称" } },
    {
      title: "活动名称",
      dataIndex: "name",
      search: false,
      ellipsis: true,
      render: (_, r) => <Link to={`/activity/${r.id}/introduction`}>{r.name}</Link>,
    },
    {
      title: "阶段",
      dataIndex: "stage",
      width: 100,
      valueType: "select",
      valueEnum: stageEnum,
      render: (_, r) => <StageTag stage={r.stage} />,
    },
    { title: "主办单位", dataIndex: "organizerName", width: 130, search: false },
    { title: "学科", dataIndex: "subjectName", width: 90, search: false },
    {
      title: "起止日期",
      dataIndex: "registrationStart",
      width: 200,
      search: false,
      render: (_, r) => `${day(r.registrationStart)} 至 ${day(r.judgingEnd)}`,
    },
    { title: "报名", dataIndex: "registrationCount", width: 70, search: false },
    { title: "作品", dataIndex: "workCount", width: 70, search: false },
    {
      title: "操作",
      valueType: "option",
      width: 250,
      render: (_, r) => {
        const next = nextStep(r.stage);
        return (
          <Space size={12} className="nowrap-actions">
            <ActionLink onClick={() => navigate(`${EDIT_PATH}/${r.id}`)}>编辑</ActionLink>
            {next ? (
              <Popconfirm
                title={`确定${next.label}？进入「${activityStageLabel(next.to)}」阶段后不能退回。`}
                // 公布结果 claims the awards' version, like 奖项设置's own button.
                onConfirm={() => advance.run({ id: r.id, to: next.to, label: next.label })}
              >
                <ActionLink>{next.label}</ActionLink>
              </Popconfirm>
            ) : null}
            <ActionLink onClick={() => copy.run(r.id)}>复制</ActionLink>
            {r.stage === "draft" ? (
              <Popconfirm title={`确定删除“${r.name}”？`} onConfirm={() => remove.run(r.id)}>
                <ActionLink danger>删除</ActionLink>
              </Popconfirm>
            ) : null}
          </Space>
        );
      },
    },
  ];
  return (
    <ProTable<ActivityCard>
      headerTitle={title}
      rowKey="id"
      actionRef={action}
      columns={columns}
      search={{ labelWidth: "auto" }}
      options={{ density: false, setting: false }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={tableRequest(adminList)}
      toolBarRender={() => [
        <Button key="add" type="primary" onClick={() => navigate(`${EDIT_PATH}/new`)}>
          新建活动
        </Button>,
      ]}
    />
  );
}
