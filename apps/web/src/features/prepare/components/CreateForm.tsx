import { ModalForm, ProFormSelect } from "@ant-design/pro-components";
import { Button } from "antd";
import { feedback } from "../../../app/feedback";
import { prepareApi } from "../api";

/** The leader starts a preparation: one of their groups, one course. */
export function CreateForm({ groups, onDone }: { groups: { id: number; name: string }[]; onDone(): void }) {
  return (
    <ModalForm<{ groupId: number; courseId: number }>
      title="发起集体备课"
      trigger={<Button type="primary">发起集体备课</Button>}
      modalProps={{ destroyOnHidden: true }}
      width={480}
      onFinish={async (v) => {
        try {
          await prepareApi.create(v.groupId, v.courseId);
        } catch {
          return false;
        }
        feedback.success("已发起");
        onDone();
        return true;
      }}
    >
      <ProFormSelect
        name="groupId"
        label="备课组"
        rules={[{ required: true, message: "请选择备课组" }]}
        options={groups.map((g) => ({ value: g.id, label: g.name }))}
      />
      <ProFormSelect
        name="courseId"
        label="课程"
        showSearch
        rules={[{ required: true, message: "请选择课程" }]}
        fieldProps={{ filterOption: false }}
        debounceTime={300}
        request={async ({ keyWords }) =>
          (await prepareApi.courses(keyWords ?? "")).list.map((c) => ({ value: c.id, label: c.name }))
        }
      />
    </ModalForm>
  );
}
