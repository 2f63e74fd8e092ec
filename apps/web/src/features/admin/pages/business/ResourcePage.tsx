import { type ActionType, type ProColumns, ProTable } from "@ant-design/pro-components";
import { RESOURCE_KINDS, RESOURCE_TYPE_NAMES } from "@otp/contract";
import { Popconfirm, Space } from "antd";
import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { feedback } from "../../../../app/feedback";
import { ActionLink } from "../../../../components/ActionLink";
import {
  DateTimeCell,
  kindName,
  NameCell,
  PUBLISH_STATUS_LABEL,
  PublishStatusTag,
  type ResourceRow,
} from "../../../../components/audit";
import { ResourcePreviewDialog } from "../../../../components/preview";
import { businessApi, optionalNumber, optionalText } from "../../business/api";
import { BatchDelete } from "../../business/BatchDelete";
import { type ResourceScope, resourceScope } from "../../business/resourceScope";

const STATUS_ENUM = Object.fromEntries(Object.entries(PUBLISH_STATUS_LABEL).map(([k, v]) => [k, { text: v.text }]));
const KIND_ENUM = Object.fromEntries(RESOURCE_KINDS.map((k) => [k.id, { text: k.name }]));

/** Business resources: all kinds, one kind (resource1..7), or students' resources (resource-student). */
export default function ResourcePage() {
  const scope = resourceScope(useLocation().pathname);
  return <ResourceTable key={scope.title} scope={scope} />;
}

function ResourceTable({ scope }: { scope: ResourceScope }) {
  const action = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const remove = async (ids: number[]) => {
    try {
      await businessApi.deleteResources(ids);
      feedback.success(`已删除 ${ids.length} 个资源`);
      setSelected([]);
      action.current?.reload();
    } catch {
      // message shown by the HTTP client
    }
  };
  const columns: ProColumns<ResourceRow>[] = [
    { title: "关键字", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "资源名称或上传者" } },
    {
      title: "资源",
      dataIndex: "name",
      search: false,
      render: (_, r) => (
        <NameCell
          coverUrl={r.coverUrl}
          type={r.type}
          duration={r.duration}
          title={r.name}
          sub={RESOURCE_TYPE_NAMES[r.type] ?? r.type}
        />
      ),
    },
    {
      title: "类别",
      dataIndex: "kind",
      width: 110,
      valueType: "select",
      valueEnum: KIND_ENUM,
      hideInSearch: scope.kind !== undefined,
      hideInTable: scope.kind !== undefined,
      render: (_, r) => kindName(r.kind),
    },
    { title: "上传者", dataIndex: "ownerName", width: 110, search: false },
    { title: "院系", dataIndex: "orgName", width: 130, search: false, render: (_, r) => r.orgName ?? "—" },
    {
      title: "状态",
      dataIndex: "status",
      width: 100,
      valueType: "select",
      valueEnum: STATUS_ENUM,
      render: (_, r) => <PublishStatusTag status={r.status} rejectReason={r.rejectReason} />,
    },
    { title: "访问", dataIndex: "visitCount", width: 70, search: false },
    {
      title: "上传时间",
      dataIndex: "createdAt",
      width: 110,
      search: false,
      render: (_, r) => <DateTimeCell value={r.createdAt} />,
    },
    {
      title: "操作",
      valueType: "option",
      width: 110,
      render: (_, r) => (
        <Space size="small">
          <ActionLink onClick={() => setPreviewId(r.id)}>预览</ActionLink>
          <Popconfirm
            title={`确定删除资源“${r.name}”？`}
            description="资源文件将一并删除，课程小节中的引用也会移除，且无法恢复"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove([r.id])}
          >
            <ActionLink danger>删除</ActionLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ProTable<ResourceRow>
        tableLayout="fixed"
        headerTitle={scope.title}
        rowKey="id"
        actionRef={action}
        columns={columns}
        search={{ labelWidth: "auto", defaultCollapsed: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        options={{ density: false, setting: false }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
        tableAlertRender={({ selectedRowKeys }) => `已选 ${selectedRowKeys.length} 个资源`}
        tableAlertOptionRender={() => (
          <Space>
            <BatchDelete count={selected.length} noun="资源" onConfirm={() => remove(selected)} />
            <ActionLink onClick={() => setSelected([])}>取消选择</ActionLink>
          </Space>
        )}
        request={async (params) => {
          const { current = 1, pageSize = 20 } = params;
          try {
            const r = await businessApi.resources({
              pageNo: current,
              pageSize,
              keyword: optionalText(params.keyword),
              status: optionalNumber(params.status),
              kind: scope.kind ?? optionalNumber(params.kind),
              ownerType: scope.ownerType,
            });
            return { data: r.list, total: r.count, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
      />
      <ResourcePreviewDialog
        open={previewId !== null}
        resourceId={previewId ?? undefined}
        onClose={() => setPreviewId(null)}
      />
    </>
  );
}
