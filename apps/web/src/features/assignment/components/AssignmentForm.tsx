import {
  ModalForm,
  ProForm,
  ProFormCheckbox,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from "@ant-design/pro-components";
import {
  ASSIGNMENT_FILE_KINDS,
  type AssignmentDetail,
  type AssignmentSaveInput,
  assignmentSaveSchema,
  LATE_POLICIES,
} from "@otp/contract";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useClasses } from "../../../api/kv";
import { asInstant, zodRule } from "../../../components/formRules";
import { type ChosenFile, FileListUploader } from "../../../components/upload";
import { sectionOptions, useSaveAssignment } from "../api";

interface Props {
  /** The assignment being edited, `{}` for a new one, null when closed. */
  editing: Partial<AssignmentDetail> | null;
  onClose(): void;
  onSaved(): void;
}

/** Sets or edits an assignment: instructions, classes, due date, file kinds, late policy, attachments. */
export function AssignmentForm({ editing, onClose, onSaved }: Props) {
  const shape = assignmentSaveSchema.shape;
  // Attachments live outside the form values: the uploader owns them until saving.
  const [files, setFiles] = useState<ChosenFile[]>([]);
  useEffect(() => setFiles(editing?.attachments ?? []), [editing]);
  const classes = useClasses();
  const save = useSaveAssignment(onSaved);
  return (
    <ModalForm<AssignmentSaveInput & { due: dayjs.Dayjs; target: "classes" | "section" }>
      title={editing?.id ? "编辑作业" : "布置作业"}
      open={editing !== null}
      width={640}
      initialValues={{
        fileKinds: ["document", "image"],
        latePolicy: "refuse",
        ...editing,
        target: editing?.sectionId ? "section" : "classes",
        due: editing?.dueAt ? dayjs(editing.dueAt) : dayjs().add(7, "day").hour(22).minute(0).second(0),
      }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async ({ due, target, ...v }) =>
        (await save.run({
          ...v,
          // One target: a course section (its course's classes) or chosen classes.
          classIds: target === "section" ? [] : (v.classIds ?? []),
          sectionId: target === "section" ? v.sectionId : null,
          dueAt: dayjs(due).toISOString(),
          attachmentIds: files.map((f) => f.id),
          ...(editing?.id ? { id: editing.id } : {}),
        })) !== undefined
      }
    >
      <ProFormText name="title" label="作业标题" rules={[zodRule(shape.title)]} />
      <ProFormTextArea
        name="instructions"
        label="作业要求"
        fieldProps={{ rows: 5, showCount: true, maxLength: 5000 }}
        rules={[zodRule(shape.instructions)]}
      />
      <ProFormRadio.Group
        name="target"
        label="布置对象"
        options={[
          { label: "班级", value: "classes" },
          { label: "课程章节（课程关联的班级可见）", value: "section" },
        ]}
      />
      <ProFormDependency name={["target"]}>
        {({ target }) =>
          target === "section" ? (
            <ProFormSelect
              name="sectionId"
              label="课程章节"
              showSearch
              request={sectionOptions}
              placeholder="选择你任教课程的章节"
              rules={[zodRule(shape.sectionId)]}
            />
          ) : (
            <ProFormSelect
              name="classIds"
              label="布置班级"
              mode="multiple"
              showSearch
              options={(classes.data ?? []).map((c) => ({ label: c.name, value: c.id }))}
              rules={[zodRule(shape.classIds, { nonEmpty: true })]}
            />
          )
        }
      </ProFormDependency>
      <ProFormDateTimePicker name="due" label="截止时间" rules={[zodRule(shape.dueAt, { as: asInstant })]} />
      <ProFormCheckbox.Group
        name="fileKinds"
        label="允许提交的文件类型"
        options={ASSIGNMENT_FILE_KINDS.map((k) => ({ label: k.label, value: k.value }))}
      />
      <ProFormRadio.Group
        name="latePolicy"
        label="迟交规则"
        options={LATE_POLICIES.map((p) => ({ label: p.label, value: p.value }))}
      />
      <ProForm.Item label="附件" extra="可上传参考资料、模板等，学生在作业详情中查看">
        <FileListUploader kinds={[...ASSIGNMENT_FILE_KINDS]} value={files} onChange={setFiles} />
      </ProForm.Item>
    </ModalForm>
  );
}
