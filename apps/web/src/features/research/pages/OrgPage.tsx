import { ProFormDigit, ProFormText } from "@ant-design/pro-components";
import { type ResearchOrgItem, researchEndpoints, researchOrgSaveSchema } from "@otp/contract";
import { CrudPage } from "../../../components/CrudPage";
import { zodRule } from "../../../components/formRules";

/** 业务管理 → 参与机构: the schools taking part in joint teaching research. */
export default function OrgPage() {
  const s = researchOrgSaveSchema.shape;
  return (
    <CrudPage<ResearchOrgItem>
      title="参与机构"
      endpoints={researchEndpoints.org}
      detailPath="/admin/business/interaction/organization"
      defaults={{ sort: 0 }}
      searchPlaceholder="搜索机构名称或编码"
      columns={[
        { title: "机构名称", dataIndex: "name" },
        { title: "编码", dataIndex: "code", render: (_, r) => r.code || "—" },
        { title: "联系人", dataIndex: "contact", render: (_, r) => r.contact || "—" },
        { title: "联系电话", dataIndex: "phone", render: (_, r) => r.phone || "—" },
        { title: "场所数", dataIndex: "placeCount", width: 90 },
        { title: "排序", dataIndex: "sort", width: 80 },
      ]}
      form={() => (
        <>
          <ProFormText name="name" label="机构名称" rules={[zodRule(s.name)]} fieldProps={{ maxLength: 50 }} />
          <ProFormText name="code" label="机构编码" rules={[zodRule(s.code)]} fieldProps={{ maxLength: 30 }} />
          <ProFormText name="contact" label="联系人" rules={[zodRule(s.contact)]} fieldProps={{ maxLength: 30 }} />
          <ProFormText name="phone" label="联系电话" rules={[zodRule(s.phone)]} fieldProps={{ maxLength: 11 }} />
          <ProFormText name="address" label="地址" rules={[zodRule(s.address)]} fieldProps={{ maxLength: 100 }} />
          <ProFormDigit name="sort" label="排序" min={0} max={9999} fieldProps={{ precision: 0 }} />
        </>
      )}
    />
  );
}
