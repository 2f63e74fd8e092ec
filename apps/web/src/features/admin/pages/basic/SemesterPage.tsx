import { ProFormDatePicker, ProFormSwitch, ProFormText } from "@ant-design/pro-components";
import { baseEndpoints, type TermItem, termSaveSchema } from "@otp/contract";
import { Tag } from "antd";
import { asDay, zodRule } from "../../../../components/formRules";
import { CrudPage } from "../../components/CrudPage";

const shape = termSaveSchema.shape;

export default function SemesterPage() {
  return (
    <CrudPage<TermItem>
      title="学期"
      endpoints={baseEndpoints.term}
      detailPath="/admin/basic/semester"
      defaults={{ isCurrent: false }}
      columns={[
        { title: "学期名称", dataIndex: "name" },
        { title: "开始日期", dataIndex: "startDate" },
        { title: "结束日期", dataIndex: "endDate" },
        {
          title: "当前学期",
          dataIndex: "isCurrent",
          render: (_, r) => (r.isCurrent ? <Tag color="blue">当前</Tag> : "—"),
        },
      ]}
      form={() => (
        <>
          <ProFormText name="name" label="学期名称" rules={[zodRule(shape.name)]} fieldProps={{ maxLength: 50 }} />
          <ProFormDatePicker name="startDate" label="开始日期" rules={[zodRule(shape.startDate, { as: asDay })]} />
          <ProFormDatePicker name="endDate" label="结束日期" rules={[zodRule(shape.endDate, { as: asDay })]} />
          <ProFormSwitch name="isCurrent" label="设为当前学期" />
        </>
      )}
    />
  );
}
