import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { TEACH_GROUP_KINDS, type TeachGroupItem, type TeachGroupSaveInput, teachGroupSaveSchema } from "@otp/contract";
import { useKvOptions } from "../../../api/kv";
import { zodRule } from "../../../components/formRules";
import { useSaveTeachGroup } from "../api";

interface Props {
  /** The group being edited, `{}` for a new one, null when closed. */
  editing: Partial<TeachGroupItem> | null;
  /** Only administrators may change the leader. */
  canChangeLeader: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a group: name, kind, leader, introduction. */
export function GroupForm({ editing, canChangeLeader, onClose, onSaved }: Props) {
  const shape = teachGroupSaveSchema.shape;
  const teachers = useKvOptions("teacher");
  const save = useSaveTeachGroup(onSaved);
  return (
    <ModalForm<TeachGroupSaveInput>
      title={editing?.id ? "编辑教研组" : "新建教研组"}
      open={editing !== null}
      initialValues={{ kind: "subject", ...editing }}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={async (v) => {
        const r = await save.run({ ...v, ...(editing?.id ? { id: editing.id } : {}) });
        return r !== undefined;
      }}
    >
      <ProFormText name="name" label="组名" placeholder="如：高一数学备课组" rules={[zodRule(shape.name)]} />
      <ProFormSelect
        name="kind"
        label="类型"
        options={TEACH_GROUP_KINDS.map((k) => ({ label: k.label, value: k.value }))}
        rules={[zodRule(shape.kind)]}
      />
      <ProFormSelect
        name="leaderId"
        label="组长"
        showSearch
        disabled={!canChangeLeader}
        options={teachers}
        rules={[zodRule(shape.leaderId)]}
      />
      <ProFormTextArea name="intro" label="简介" rules={[zodRule(shape.intro, { optional: true })]} />
    </ModalForm>
  );
}
