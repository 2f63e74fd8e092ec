import { type ActionType, ModalForm, type ProColumns, ProTable } from "@ant-design/pro-components";
import type { ListResult } from "@otp/contract";
import { Button, Popconfirm, Space } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { http } from "../../../api/http";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";

export interface CrudPageProps<T extends { id: number }> {
  title: string;
  /** Base of /list, /save and /delete, e.g. "/api/m/base/term". */
  base: string;
  /** Fixed list filters and save fields (e.g. {type: "SUBJECT"}). */
  fixed?: Record<string, unknown>;
  columns: ProColumns<T>[];
  /** Form fields of the create/edit dialog. */
  form: (editing: Partial<T>) => ReactNode;
  /** Values for a new record. */
  defaults?: Partial<T>;
  /** Converts a record to form values (e.g. date strings to dayjs). */
  toForm?: (row: Partial<T>) => Record<string, unknown>;
  /** Converts form values to the save body. */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  searchPlaceholder?: string;
}

/** A base-data screen: paged ProTable with keyword search, create/edit dialog and delete. */
export function CrudPage<T extends { id: number }>(props: CrudPageProps<T>) {
  const { title, base, fixed = {}, columns, form, defaults = {}, toForm, toBody } = props;
  const action = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Partial<T> | null>(null);
  const [keyword, setKeyword] = useState("");
  const save = async (values: Record<string, unknown>) => {
    try {
      const body = toBody ? toBody(values) : values;
      await http.post(`${base}/save`, { ...fixed, ...body, ...(editing?.id ? { id: editing.id } : {}) });
      feedback.success("保存成功");
      setEditing(null);
      action.current?.reload();
      return true;
    } catch {
      return false;
    }
  };
  const remove = async (row: T) => {
    try {
      await http.post(`${base}/delete`, { ids: [row.id] });
      feedback.success("已删除");
      action.current?.reload();
    } catch {
      // message shown by the HTTP client
    }
  };
  const allColumns: ProColumns<T>[] = [
    ...columns,
    {
      title: "操作",
      valueType: "option",
      width: 120,
      render: (_, row) => (
        <Space>
          <ActionLink onClick={() => setEditing(row)}>编辑</ActionLink>
          <Popconfirm title="确定删除？" onConfirm={() => remove(row)}>
            <ActionLink>删除</ActionLink>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ProTable<T>
        headerTitle={title}
        rowKey="id"
        actionRef={action}
        columns={allColumns}
        search={false}
        params={{ keyword }}
        request={async ({ current = 1, pageSize = 20 }) => {
          try {
            const r = await http.post<ListResult<T>>(`${base}/list`, {
              ...fixed,
              pageNo: current,
              pageSize,
              ...(keyword ? { keyword } : {}),
            });
            return { data: r.list, total: r.count, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        options={{
          density: false,
          setting: false,
          search: {
            placeholder: props.searchPlaceholder ?? "搜索名称",
            onSearch: (v: string) => {
              setKeyword(v.trim());
              return true;
            },
          },
        }}
        toolBarRender={() => [
          <Button key="add" type="primary" onClick={() => setEditing({ ...defaults })}>
            新增
          </Button>,
        ]}
      />
      <ModalForm
        title={editing?.id ? `编辑${title}` : `新增${title}`}
        open={editing !== null}
        initialValues={editing ? (toForm ? toForm(editing) : editing) : {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={save}
      >
        {editing ? form(editing) : null}
      </ModalForm>
    </>
  );
}
