import { type ActionType, ModalForm, ProFormDigit, ProFormTextArea, ProTable } from "@ant-design/pro-components";
import { type SupervisePhraseRow, supervisePhraseSaveSchema } from "@otp/contract";
import { Button, Popconfirm, Space } from "antd";
import { useRef, useState } from "react";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import { zodRule } from "../../../components/formRules";
import { listSupervisePhrases, useRemoveSupervisePhrase, useSaveSupervisePhrase } from "../phraseApi";

/** 常用评语: phrases evaluators insert into their comments with one click. */
export default function PhraseListPage() {
  const action = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Partial<SupervisePhraseRow> | null>(null);
  const reload = () => action.current?.reload();
  const save = useSaveSupervisePhrase(reload);
  const remove = useRemoveSupervisePhrase(reload);
  return (
    <>
      <ProTable<SupervisePhraseRow>
        headerTitle="常用评语"
        rowKey="id"
        actionRef={action}
        search={false}
        options={false}
        request={tableRequest(listSupervisePhrases)}
        toolBarRender={() => [
          <Button key="add" type="primary" onClick={() => setEditing({ content: "", sort: 0 })}>
            新增评语
          </Button>,
        ]}
        columns={[
          { title: "评语", dataIndex: "content" },
          { title: "排序", dataIndex: "sort", width: 80 },
          {
            title: "操作",
            valueType: "option",
            width: 120,
            render: (_, r) => (
              <Space>
                <ActionLink onClick={() => setEditing(r)}>编辑</ActionLink>
                <Popconfirm title="确定删除？" onConfirm={() => remove.run(r.id)}>
                  <ActionLink>删除</ActionLink>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ModalForm<{ content: string; sort?: number }>
        title={editing?.id ? "编辑评语" : "新增评语"}
        open={editing !== null}
        initialValues={editing ?? {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (v) => {
          const saved = await save.run({ ...v, ...(editing?.id ? { id: editing.id } : {}) });
          if (saved) setEditing(null);
          return !!saved;
        }}
      >
        <ProFormTextArea name="content" label="评语" rules={[zodRule(supervisePhraseSaveSchema.shape.content)]} />
        <ProFormDigit name="sort" label="排序" min={0} max={9999} fieldProps={{ precision: 0 }} />
      </ModalForm>
    </>
  );
}
