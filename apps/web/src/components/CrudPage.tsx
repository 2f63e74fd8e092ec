import { type ActionType, ModalForm, type ProColumns, ProForm, ProTable } from "@ant-design/pro-components";
import type { ListResult } from "@otp/contract";
import { Button, Card, Form, Popconfirm, Result, Skeleton, Space } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useAction } from "../api/action";
import { type CrudEndpoints, callWith, useCrudRecord } from "../api/queries";
import { tableRequest } from "../api/table";
import { ActionLink } from "./ActionLink";

export type { CrudEndpoints };

export interface CrudPageProps<T extends { id: number }> {
  title: string;
  /** The list, save and delete endpoints, e.g. `endpoints.base.term`. */
  endpoints: CrudEndpoints<T>;
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
  /**
   * List path of a screen whose create/edit form is its own route (`{detailPath}/new`,
   * `{detailPath}/{id}`, the route param `handle`); without it the form is a dialog.
   */
  detailPath?: string;
  /**
   * Loads the record the `{handle}` route edits, always fresh (a screen whose list pages are
   * bounded or whose rows lack form fields); without it the list is searched, or the clicked row used.
   */
  find?: (id: number) => Promise<T | null>;
}

/**
 * A base-data screen: paged ProTable with keyword search, create/edit and delete. With
 * `detailPath` the same component also serves the `{handle}` route (id or "new") as a form page.
 */
export function CrudPage<T extends { id: number }>(props: CrudPageProps<T>) {
  const { handle } = useParams();
  if (props.detailPath && handle) return <CrudDetail key={handle} {...props} handle={handle} />;
  return <CrudList {...props} />;
}

function CrudList<T extends { id: number }>(props: CrudPageProps<T>) {
  const { title, endpoints: eps, fixed = {}, columns, form, defaults = {}, toForm, toBody, detailPath } = props;
  const navigate = useNavigate();
  const action = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Partial<T> | null>(null);
  const [keyword, setKeyword] = useState("");
  const saveAction = useAction((body: Record<string, unknown>) => callWith(eps.save, body), {
    success: "保存成功",
    onSuccess: () => {
      setEditing(null);
      action.current?.reload();
    },
  });
  const removeAction = useAction((row: T) => callWith(eps.delete, { ids: [row.id] }), {
    success: "已删除",
    onSuccess: () => action.current?.reload(),
  });
  const save = async (values: Record<string, unknown>) => {
    const body = toBody ? toBody(values) : values;
    const saved = await saveAction.run({ ...fixed, ...body, ...(editing?.id ? { id: editing.id } : {}) });
    return saved !== undefined;
  };
  const remove = (row: T) => removeAction.run(row);
  const allColumns: ProColumns<T>[] = [
    ...columns,
    {
      title: "操作",
      valueType: "option",
      width: 120,
      render: (_, row) => (
        <Space>
          <ActionLink
            onClick={() => (detailPath ? navigate(`${detailPath}/${row.id}`, { state: { row } }) : setEditing(row))}
          >
            编辑
          </ActionLink>
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
        request={tableRequest((input) => callWith(eps.list, input) as Promise<ListResult<T>>, fixed)}
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
          <Button
            key="add"
            type="primary"
            onClick={() => (detailPath ? navigate(`${detailPath}/new`) : setEditing({ ...defaults }))}
          >
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

/** The `{handle}` route of a base-data screen: "new" or a record id, as a form page. */
function CrudDetail<T extends { id: number }>(props: CrudPageProps<T> & { handle: string }) {
  const { title, endpoints: eps, fixed = {}, form, defaults = {}, toForm, toBody, handle } = props;
  const detailPath = props.detailPath ?? "";
  const navigate = useNavigate();
  const location = useLocation();
  const isNew = handle === "new";
  const id = Number(handle);
  const validId = Number.isInteger(id) && id > 0;
  const passed = (location.state as { row?: T } | null)?.row;
  const { find } = props;
  const record = useCrudRecord<T>(eps.list, fixed, id, !isNew && validId && (!!find || passed?.id !== id), find);
  const saveAction = useAction((body: Record<string, unknown>) => callWith(eps.save, body), {
    success: "保存成功",
    onSuccess: () => navigate(detailPath),
  });
  const row: Partial<T> | null | undefined = isNew ? defaults : !find && passed?.id === id ? passed : record.data;
  const back = () => navigate(detailPath);
  if (!isNew && (!validId || record.isError || (record.isSuccess && !record.data))) {
    const missing = !validId || record.data === null;
    return (
      <Result
        status={missing ? "404" : "error"}
        title={missing ? `${title}不存在` : `${title}加载失败`}
        extra={<Button onClick={back}>返回列表</Button>}
      />
    );
  }
  if (!row) {
    return (
      <Card title={`编辑${title}`}>
        <Skeleton active />
      </Card>
    );
  }
  const save = async (values: Record<string, unknown>) => {
    const body = toBody ? toBody(values) : values;
    const saved = await saveAction.run({ ...fixed, ...body, ...(isNew ? {} : { id }) });
    return saved !== undefined;
  };
  return (
    <Card title={isNew ? `新增${title}` : `编辑${title}`}>
      <ProForm
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 12 }}
        initialValues={toForm ? toForm(row) : row}
        onFinish={save}
        submitter={{
          searchConfig: { submitText: "保存", resetText: "返回" },
          onReset: back,
          render: (_, dom) => (
            <Form.Item wrapperCol={{ offset: 4 }}>
              <Space>{dom}</Space>
            </Form.Item>
          ),
        }}
      >
        {form(row)}
      </ProForm>
    </Card>
  );
}
