import { type ActionType, type ProColumns, ProTable } from "@ant-design/pro-components";
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_STATES,
  type AnnouncementAdminItem,
  type AnnouncementAdminListInput,
  type AnnouncementState,
  announcementEndpoints,
} from "@otp/contract";
import { Button, Popconfirm, Space, Tag } from "antd";
import dayjs from "dayjs";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { useAction } from "../../../api/action";
import { call } from "../../../api/call";
import { tableRequest } from "../../../api/table";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { ActionLink } from "../../../components/ActionLink";

const api = announcementEndpoints.admin;

const listAnnouncements = tableRequest((input: AnnouncementAdminListInput) => call(api.list, input));
const EDIT_PATH = "/admin/business/announcement";
const STATE_COLOR: Record<AnnouncementState, string> = {
  draft: "default",
  scheduled: "orange",
  published: "green",
  expired: "red",
};
const stateEnum = Object.fromEntries(ANNOUNCEMENT_STATES.map((s) => [s.value, { text: s.label }]));
const audienceName = (v: string) => ANNOUNCEMENT_AUDIENCES.find((a) => a.value === v)?.label ?? v;
const when = (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "—");

/** 业务管理 → 通知公告: every announcement by state; publish, withdraw, pin, edit, delete. */
export default function AnnouncementAdminPage() {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const action = useRef<ActionType>(null);
  const reload = () => action.current?.reload();
  const publish = useAction((id: number) => call(api.publish, { ids: [id] }), { success: "已发布", onSuccess: reload });
  const withdraw = useAction((id: number) => call(api.withdraw, { ids: [id] }), {
    success: "已撤回",
    onSuccess: reload,
  });
  const pin = useAction((r: AnnouncementAdminItem) => call(api.pin, { id: r.id, pinned: !r.pinned }), {
    success: (_out, r) => (r.pinned ? "已取消置顶" : "已置顶"),
    onSuccess: reload,
  });
  const remove = useAction((id: number) => call(api.delete, { ids: [id] }), { success: "已删除", onSuccess: reload });
  const columns: ProColumns<AnnouncementAdminItem>[] = [
    { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "公告标题" } },
    {
      title: "标题",
      dataIndex: "title",
      search: false,
      ellipsis: true,
      render: (_, r) => (
        <Space size={4}>
          {r.pinned ? <Tag color="red">置顶</Tag> : null}
          <span>{r.title}</span>
        </Space>
      ),
    },
    {
      title: "状态",
      dataIndex: "state",
      width: 90,
      valueType: "select",
      valueEnum: stateEnum,
      render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{stateEnum[r.state]?.text}</Tag>,
    },
    { title: "公告对象", dataIndex: "audience", width: 100, search: false, render: (_, r) => audienceName(r.audience) },
    { title: "阅读人数", dataIndex: "readCount", width: 90, search: false },
    { title: "发布时间", dataIndex: "publishAt", width: 150, search: false, render: (_, r) => when(r.publishAt) },
    { title: "过期时间", dataIndex: "expireAt", width: 150, search: false, render: (_, r) => when(r.expireAt) },
    { title: "发布人", dataIndex: "authorName", width: 100, search: false },
    {
      title: "操作",
      valueType: "option",
      width: 220,
      render: (_, r) => (
        <Space size={12} className="nowrap-actions">
          <ActionLink onClick={() => navigate(`${EDIT_PATH}/${r.id}`)}>编辑</ActionLink>
          {r.state === "draft" ? (
            <ActionLink onClick={() => publish.run(r.id)}>发布</ActionLink>
          ) : (
            <Popconfirm title="撤回后读者将看不到此公告，确定撤回？" onConfirm={() => withdraw.run(r.id)}>
              <ActionLink>撤回</ActionLink>
            </Popconfirm>
          )}
          <ActionLink onClick={() => pin.run(r)}>{r.pinned ? "取消置顶" : "置顶"}</ActionLink>
          <Popconfirm title={`确定删除公告“${r.title}”？`} onConfirm={() => remove.run(r.id)}>
            <ActionLink danger>删除</ActionLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<AnnouncementAdminItem>
      headerTitle={title}
      rowKey="id"
      actionRef={action}
      columns={columns}
      search={{ labelWidth: "auto" }}
      options={{ density: false, setting: false }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={listAnnouncements}
      toolBarRender={() => [
        <Button key="add" type="primary" onClick={() => navigate(`${EDIT_PATH}/new`)}>
          发布公告
        </Button>,
      ]}
    />
  );
}
