import { type ActionType, ModalForm, ProFormDigit, ProFormTextArea, ProTable } from "@ant-design/pro-components";
import { phraseSaveSchema, type WordRow } from "@otp/contract";
import { Button, Popconfirm, Space } from "antd";
import { useRef, useState } from "react";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { zodRule } from "../../../components/formRules";
import { settingApi } from "../api";

/** 常用评语: phrases evaluators insert into their comments with one click. */
export default function WordListPage() {
  const action = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Partial<WordRow> | null>(null);
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      feedback.success(done);
      action.current?.reload();
      return true;
    } catch {
      return false;
    }
  };
  return (
    <>
      <ProTable<WordRow>
        headerTitle="常用评语"
        rowKey="id"
        actionRef={action}
        search={false}
        options={false}
        request={async ({ current = 1, pageSize = 50 }) => {
          const r = await settingApi.words({ pageNo: current, pageSize });
          return { data: r.list, total: r.count, success: true };
        }}
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
                <Popconfirm title="确定删除？" onConfirm={() => run(() => settingApi.removeWords([r.id]), "已删除")}>
                  <ActionLink>删除</ActionLink>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ModalForm
        title={editing?.id ? "编辑评语" : "新增评语"}
        open={editing !== null}
        initialValues={editing ?? {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (v) => {
          const done = await run(
            () => settingApi.saveWord({ ...v, ...(editing?.id ? { id: editing.id } : {}) }),
            "保存成功",
          );
          if (done) setEditing(null);
          return done;
        }}
      >
        <ProFormTextArea name="content" label="评语" rules={[zodRule(phraseSaveSchema.shape.content)]} />
        <ProFormDigit name="sort" label="排序" min={0} max={9999} fieldProps={{ precision: 0 }} />
      </ModalForm>
    </>
  );
}
