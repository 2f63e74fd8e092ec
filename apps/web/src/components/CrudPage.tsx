import { type ActionType, ModalForm, type ProColumns, ProForm, ProTable } from "@ant-design/pro-components";
import type { ListResult } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Form, Popconfirm, Result, Skeleton, Space } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { http } from "../api/http";
import { feedback } from "../app/feedback";
import { ActionLink } from "./ActionLink";

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
  /**
   * List path of a screen whose create/edit form is its own route (`{detailPath}/new`,
   * `{detailPath}/{id}`, the route param `handle`); without it the form is a dialog.
   */
  detailPath?: string;
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
  const { title, base, fixed = {}, columns, form, defaults = {}, toForm, toBody, detailPath } = props;
  const navigate = useNavigate();
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

/** Finds one record by id through the list call (base data has no detail call; lists are small). */
async function findRecord<T extends { id: number }>(
  base: string,
  fixed: Record<string, unknown>,
  id: number,
): Promise<T | null> {
  const pageSize = 500;
  for (let pageNo = 1; pageNo <= 20; pageNo++) {
    const r = await http.post<ListResult<T>>(`${base}/list`, { ...fixed, pageNo, pageSize });
    const hit = r.list.find((x) => x.id === id);
    if (hit) return hit;
    if (pageNo * pageSize >= r.count || r.list.length === 0) return null;
  }
  return null;
}

/** The `{handle}` route of a base-data screen: "new" or a record id, as a form page. */
function CrudDetail<T extends { id: number }>(props: CrudPageProps<T> & { handle: string }) {
  const { title, base, fixed = {}, form, defaults = {}, toForm, toBody, handle } = props;
  const detailPath = props.detailPath ?? "";
  const navigate = useNavigate();
  const location = useLocation();
  const isNew = handle === "new";
  const id = Number(handle);
  const validId = Number.isInteger(id) && id > 0;
  const passed = (location.state as { row?: T } | null)?.row;
  const record = useQuery({
    queryKey: ["admin", "crud", base, fixed, id],
    queryFn: () => findRecord<T>(base, fixed, id),
    enabled: !isNew && validId && passed?.id !== id,
    staleTime: 0,
    gcTime: 0,
  });
  const row: Partial<T> | null | undefined = isNew ? defaults : passed?.id === id ? passed : record.data;
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
    try {
      const body = toBody ? toBody(values) : values;
      await http.post(`${base}/save`, { ...fixed, ...body, ...(isNew ? {} : { id }) });
      feedback.success("保存成功");
      back();
      return true;
    } catch {
      return false;
    }
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
