import { ModalForm, ProFormSelect } from "@ant-design/pro-components";
import { prepareCreateSchema } from "@otp/contract";
import { Button } from "antd";
import { zodRule } from "../../../components/formRules";
import { searchCourses, useCreatePrepare } from "../api";

/** The leader starts a preparation: one of their groups, one course. */
/** The preparations refetch after one is started. */
export function CreateForm({ groups }: { groups: { id: number; name: string }[] }) {
  const create = useCreatePrepare();
  return (
    <ModalForm<{ groupId: number; courseId: number }>
      title="发起集体备课"
      trigger={<Button type="primary">发起集体备课</Button>}
      modalProps={{ destroyOnHidden: true }}
      width={480}
      onFinish={async (v) => (await create.run({ groupId: v.groupId, courseId: v.courseId })) !== undefined}
    >
      <ProFormSelect
        name="groupId"
        label="备课组"
        rules={[zodRule(prepareCreateSchema.shape.groupId)]}
        options={groups.map((g) => ({ value: g.id, label: g.name }))}
      />
      <ProFormSelect
        name="courseId"
        label="课程"
        showSearch
        rules={[zodRule(prepareCreateSchema.shape.courseId)]}
        fieldProps={{ filterOption: false }}
        debounceTime={300}
        request={({ keyWords }) => searchCourses(keyWords ?? "")}
      />
    </ModalForm>
  );
}
