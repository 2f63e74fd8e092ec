import { ProFormSelect, ProFormText } from "@ant-design/pro-components";
import { baseEndpoints, type ClassItem, type ClassKind, classSaveSchema, screenTitle } from "@otp/contract";
import { useKvOptions } from "../../../api/kv";
import { zodRule } from "../../../components/formRules";
import { CrudPage } from "./CrudPage";

/** Classes: administrative (grade) or teaching classes. */
export function ClassCrud({ kind }: { kind: ClassKind }) {
  const orgs = useKvOptions("org");
  const teachers = useKvOptions("teacher");
  const title = screenTitle(kind === "admin" ? "/admin/basic/grade" : "/admin/basic/class");
  return (
    <CrudPage<ClassItem>
      title={title}
      endpoints={baseEndpoints.class}
      fixed={{ kind }}
      columns={[
        { title: "班级名称", dataIndex: "name" },
        { title: "年级", dataIndex: "grade" },
        {
          title: "院系",
          dataIndex: "orgId",
          render: (_, r) => r.orgName ?? orgs.find((o) => o.value === r.orgId)?.label ?? "—",
        },
        {
          title: kind === "admin" ? "班主任" : "任课教师",
          dataIndex: "teacherId",
          render: (_, r) => teachers.find((o) => o.value === r.teacherId)?.label ?? "—",
        },
      ]}
      form={() => (
        <>
          <ProFormText
            name="name"
            label="班级名称"
            rules={[zodRule(classSaveSchema.shape.name)]}
            fieldProps={{ maxLength: 50 }}
          />
          <ProFormText
            name="grade"
            label="年级"
            rules={[zodRule(classSaveSchema.shape.grade)]}
            fieldProps={{ maxLength: 20 }}
          />
          <ProFormSelect name="orgId" label="院系" options={orgs} allowClear showSearch />
          <ProFormSelect
            name="teacherId"
            label={kind === "admin" ? "班主任" : "任课教师"}
            options={teachers}
            allowClear
            showSearch
          />
        </>
      )}
    />
  );
}
