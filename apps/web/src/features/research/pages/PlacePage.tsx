import { ProFormDependency, ProFormDigit, ProFormSelect, ProFormText } from "@ant-design/pro-components";
import { type PlaceItem, placeSaveSchema, researchEndpoints } from "@otp/contract";
import { CrudPage } from "../../../components/CrudPage";
import { zodRule } from "../../../components/formRules";
import { useResearchOrgOptions, useTerminalOptions } from "../api";

function TerminalSelect({ orgId, placeId }: { orgId: number | undefined; placeId: number | undefined }) {
  const terminals = useTerminalOptions(orgId, placeId);
  return (
    <ProFormSelect
      name="terminalId"
      label="终端"
      options={terminals}
      allowClear
      placeholder={orgId ? "选择该机构未安装的终端" : "请先选择所属机构"}
      extra="会议分会场的画面来自场所的终端推流"
    />
  );
}

/** 业务管理 → 场所管理: classrooms of the participating organizations, each with its terminal. */
export default function PlacePage() {
  const orgs = useResearchOrgOptions();
  const s = placeSaveSchema.shape;
  return (
    <CrudPage<PlaceItem>
      title="场所"
      endpoints={researchEndpoints.place}
      detailPath="/admin/business/interaction/place"
      defaults={{ capacity: 0 }}
      searchPlaceholder="搜索场所名称或位置"
      columns={[
        { title: "场所名称", dataIndex: "name" },
        { title: "所属机构", dataIndex: "orgName" },
        { title: "终端", dataIndex: "terminalName", render: (_, r) => r.terminalName || "未配置" },
        { title: "位置", dataIndex: "location", render: (_, r) => r.location || "—" },
        { title: "容纳人数", dataIndex: "capacity", width: 100 },
      ]}
      form={(row) => (
        <>
          <ProFormText name="name" label="场所名称" rules={[zodRule(s.name)]} fieldProps={{ maxLength: 50 }} />
          <ProFormSelect name="orgId" label="所属机构" options={orgs} showSearch rules={[zodRule(s.orgId)]} />
          <ProFormDependency name={["orgId"]}>
            {({ orgId }) => <TerminalSelect orgId={orgId as number | undefined} placeId={row.id} />}
          </ProFormDependency>
          <ProFormText name="location" label="位置" rules={[zodRule(s.location)]} fieldProps={{ maxLength: 100 }} />
          <ProFormDigit name="capacity" label="容纳人数" min={0} max={10000} fieldProps={{ precision: 0 }} />
        </>
      )}
    />
  );
}
