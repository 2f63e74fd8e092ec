import { ProFormDigit, ProFormSelect, ProFormText } from "@ant-design/pro-components";
import { baseEndpoints, type OrgItem, orgSaveSchema } from "@otp/contract";
import { useKvOptions } from "../../../../api/kv";
import { zodRule } from "../../../../components/formRules";
import { CrudPage } from "../../components/CrudPage";

export default function CollegePage() {
  const orgs = useKvOptions("org");
  return (
    <CrudPage<OrgItem>
      title="院系"
      endpoints={baseEndpoints.org}
      defaults={{ sort: 0 }}
      columns={[
        { title: "院系名称", dataIndex: "name" },
        { title: "编码", dataIndex: "code" },
        {
          title: "上级院系",
          dataIndex: "parentId",
          render: (_, r) => orgs.find((o) => o.value === r.parentId)?.label ?? "—",
        },
        { title: "排序", dataIndex: "sort", width: 80 },
      ]}
      form={(row) => (
        <>
          <ProFormText
            name="name"
            label="院系名称"
            rules={[zodRule(orgSaveSchema.shape.name)]}
            fieldProps={{ maxLength: 50 }}
          />
          <ProFormText name="code" label="编码" fieldProps={{ maxLength: 30 }} />
          <ProFormSelect
            name="parentId"
            label="上级院系"
            options={orgs.filter((o) => o.value !== row.id)}
            allowClear
            showSearch
          />
          <ProFormDigit name="sort" label="排序" min={0} max={9999} fieldProps={{ precision: 0 }} />
        </>
      )}
    />
  );
}
