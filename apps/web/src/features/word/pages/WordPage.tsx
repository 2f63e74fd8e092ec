import { type ActionType, ModalForm, ProFormRadio, ProFormText, ProTable } from "@ant-design/pro-components";
import {
  WORD_LEVEL,
  WORD_LEVELS,
  type WordImportResult,
  type WordItem,
  type WordListInput,
  wordEndpoints,
  wordSaveSchema,
} from "@otp/contract";
import { Button, Popconfirm, Space, Tag } from "antd";
import dayjs from "dayjs";
import { useRef, useState } from "react";
import { useAction } from "../../../api/action";
import { call, urlOf } from "../../../api/call";
import { tableRequest } from "../../../api/table";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { ActionLink } from "../../../components/ActionLink";
import { triggerDownload } from "../../../components/download";
import { zodRule } from "../../../components/formRules";
import { XlsxImportButton } from "../../../components/XlsxImportButton";
import { WordCheckBox } from "../components/WordCheckBox";

const api = wordEndpoints;
const listWords = tableRequest((input: WordListInput) => call(api.list, input));
const LEVEL_NAME = new Map<number, string>(WORD_LEVELS.map((l) => [l.id, l.name]));

/** 敏感词库: add, edit, delete, import from and export to xlsx, and try a text. */
export default function WordPage() {
  const title = useRouteTitle();
  const action = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Partial<WordItem> | null>(null);
  const [keyword, setKeyword] = useState("");
  const save = useAction(
    (values: { word: string; level: number }) =>
      call(api.save, { ...values, ...(editing?.id ? { id: editing.id } : {}) }),
    {
      success: "保存成功",
      onSuccess: () => {
        setEditing(null);
        action.current?.reload();
      },
    },
  );
  const remove = useAction((ids: number[]) => call(api.delete, { ids }), {
    success: "已删除",
    onSuccess: () => action.current?.reload(),
  });
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <ProTable<WordItem>
        headerTitle={title}
        rowKey="id"
        actionRef={action}
        search={false}
        params={{ keyword }}
        request={listWords}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        options={{
          density: false,
          setting: false,
          search: {
            placeholder: "搜索敏感词",
            onSearch: (v: string) => {
              setKeyword(v.trim());
              return true;
            },
          },
        }}
        columns={[
          { title: "敏感词", dataIndex: "word" },
          {
            title: "等级",
            dataIndex: "level",
            width: 140,
            render: (_, r) => (
              <Tag color={r.level === WORD_LEVEL.BLOCK ? "red" : "orange"}>{LEVEL_NAME.get(r.level)}</Tag>
            ),
          },
          {
            title: "添加时间",
            dataIndex: "createdAt",
            width: 180,
            render: (_, r) => dayjs(r.createdAt).format("YYYY-MM-DD HH:mm"),
          },
          {
            title: "操作",
            valueType: "option",
            width: 120,
            render: (_, row) => (
              <Space>
                <ActionLink onClick={() => setEditing(row)}>编辑</ActionLink>
                <Popconfirm title="确定删除？" onConfirm={() => remove.run([row.id])}>
                  <ActionLink>删除</ActionLink>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        toolBarRender={() => [
          <Button key="add" type="primary" onClick={() => setEditing({ level: WORD_LEVEL.BLOCK })}>
            新增
          </Button>,
          <XlsxImportButton<WordImportResult>
            key="import"
            endpoint={api.import}
            onDone={() => action.current?.reload()}
            summary={(r) =>
              r.errors.length
                ? `${r.errors.length} 行有错误，整个文件未导入，请修改后重新上传：`
                : `新增 ${r.created} 个敏感词，更新 ${r.updated} 个已有敏感词的等级。`
            }
          />,
          <Button key="template" onClick={() => triggerDownload(urlOf(api.template))}>
            下载模板
          </Button>,
          <Button key="export" onClick={() => triggerDownload(urlOf(api.export), "敏感词库.xlsx")}>
            导出
          </Button>,
        ]}
      />
      <WordCheckBox />
      <ModalForm<{ word: string; level: number }>
        title={editing?.id ? "编辑敏感词" : "新增敏感词"}
        open={editing !== null}
        initialValues={editing ?? {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (values) => (await save.run(values)) !== undefined}
      >
        <ProFormText name="word" label="敏感词" rules={[zodRule(wordSaveSchema.shape.word)]} />
        <ProFormRadio.Group
          name="level"
          label="等级"
          options={WORD_LEVELS.map((l) => ({ label: l.name, value: l.id }))}
          rules={[zodRule(wordSaveSchema.shape.level)]}
        />
      </ModalForm>
    </Space>
  );
}
