import { ProFormDigit, ProFormText } from "@ant-design/pro-components";
import { type ResearchSubjectItem, researchEndpoints, researchSubjectSaveSchema } from "@otp/contract";
import { CrudPage } from "../../../components/CrudPage";
import { zodRule } from "../../../components/formRules";

/** 业务管理 → 教研学科: the subjects seminars and lectures are grouped by. */
export default function SubjectPage() {
  const s = researchSubjectSaveSchema.shape;
  return (
    <CrudPage<ResearchSubjectItem>
      title="教研学科"
      endpoints={researchEndpoints.subject}
      detailPath="/admin/business/interaction/subject"
      defaults={{ sort: 0 }}
      searchPlaceholder="搜索学科名称或编码"
      columns={[
        { title: "学科名称", dataIndex: "name" },
        { title: "编码", dataIndex: "code", render: (_, r) => r.code || "—" },
        { title: "排序", dataIndex: "sort", width: 80 },
      ]}
      form={() => (
        <>
          <ProFormText name="name" label="学科名称" rules={[zodRule(s.name)]} fieldProps={{ maxLength: 30 }} />
          <ProFormText name="code" label="学科编码" rules={[zodRule(s.code)]} fieldProps={{ maxLength: 30 }} />
          <ProFormDigit name="sort" label="排序" min={0} max={9999} fieldProps={{ precision: 0 }} />
        </>
      )}
    />
  );
}
