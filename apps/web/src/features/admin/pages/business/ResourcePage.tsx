import type { ProColumns } from "@ant-design/pro-components";
import {
  type ManageResourceItem,
  type PublishStatus,
  RESOURCE_KINDS,
  RESOURCE_TYPE_NAMES,
  type ResourceKind,
} from "@otp/contract";
import { useState } from "react";
import { useLocation } from "react-router";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { ActionLink } from "../../../../components/ActionLink";
import { kindName, NameCell } from "../../../../components/audit";
import { ResourcePreviewDialog } from "../../../../components/preview";
import { businessApi, optionalNumber, optionalText } from "../../business/api";
import { BusinessTable } from "../../business/BusinessTable";
import { dateColumn, keywordColumn, statusColumn, visitColumn } from "../../business/columns";
import { type ResourceScope, resourceScope } from "../../business/resourceScope";

const KIND_ENUM = Object.fromEntries(RESOURCE_KINDS.map((k) => [k.id, { text: k.name }]));

/** Business resources: all kinds, one kind (resource1..7), or students' resources (resource-student). */
export default function ResourcePage() {
  const { pathname } = useLocation();
  return <ResourceTable key={pathname} title={useRouteTitle()} scope={resourceScope(pathname)} />;
}

function ResourceTable({ title, scope }: { title: string; scope: ResourceScope }) {
  const [previewId, setPreviewId] = useState<number | null>(null);
  const columns: ProColumns<ManageResourceItem>[] = [
    keywordColumn("资源名称或上传者"),
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
    statusColumn(100),
    visitColumn(),
    dateColumn("上传时间", "createdAt"),
  ];
  return (
    <>
      <BusinessTable<ManageResourceItem>
        headerTitle={title}
        noun="资源"
        unit="个"
        columns={columns}
        opWidth={110}
        rowActions={(r) => <ActionLink onClick={() => setPreviewId(r.id)}>预览</ActionLink>}
        deleteConfirm={(r) => ({
          title: `确定删除资源“${r.name}”？`,
          description: "资源文件将一并删除，课程小节中的引用也会移除，且无法恢复",
        })}
        load={(params, page) =>
          businessApi.resources({
            ...page,
            keyword: optionalText(params.keyword),
            status: optionalNumber<PublishStatus>(params.status),
            kind: scope.kind ?? optionalNumber<ResourceKind>(params.kind),
            ownerType: scope.ownerType,
          })
        }
        deleteMany={businessApi.deleteResources}
      />
      <ResourcePreviewDialog
        open={previewId !== null}
        resourceId={previewId ?? undefined}
        onClose={() => setPreviewId(null)}
      />
    </>
  );
}
