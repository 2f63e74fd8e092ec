import { type ActionType, type ProColumns, ProTable } from "@ant-design/pro-components";
import type { ListResult } from "@otp/contract";
import { Popconfirm, Space } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { useAction } from "../../../api/action";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import { BatchDelete } from "./BatchDelete";

interface Props<T extends { id: number }> {
  headerTitle: string;
  /** 课程 / 资源 / 评论, and its measure word (门 / 个 / 条), for the selection and delete texts. */
  noun: string;
  unit: string;
  /** The data and filter columns; the 操作 column with 删除 is added last. */
  columns: ProColumns<T>[];
  opWidth: number;
  /** Links shown before 删除 in the 操作 column. */
  rowActions?: (row: T) => ReactNode;
  deleteConfirm: (row: T) => { title: string; description: string };
  /** One page of rows for the search form's values. */
  load: (params: Record<string, unknown>, page: { pageNo: number; pageSize: number }) => Promise<ListResult<T>>;
  deleteMany: (ids: number[]) => Promise<unknown>;
}

/**
 * The back-office business list: a search form, server paging, and delete of one row or of the
 * selected rows (which reloads the page and clears the selection).
 */
export function BusinessTable<T extends { id: number }>({
  headerTitle,
  noun,
  unit,
  columns,
  opWidth,
  rowActions,
  deleteConfirm,
  load,
  deleteMany,
}: Props<T>) {
  const action = useRef<ActionType>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const removal = useAction(deleteMany, {
    success: (_r, ids) => `已删除 ${ids.length} ${unit}${noun}`,
    onSuccess: () => {
      setSelected([]);
      action.current?.reload();
    },
  });
  const remove = async (ids: number[]) => {
    await removal.run(ids);
  };
  const opColumn: ProColumns<T> = {
    title: "操作",
    valueType: "option",
    width: opWidth,
    render: (_, r) => {
      const del = (
        <Popconfirm {...deleteConfirm(r)} okButtonProps={{ danger: true }} onConfirm={() => remove([r.id])}>
          <ActionLink danger>删除</ActionLink>
        </Popconfirm>
      );
      return rowActions ? (
        <Space size="small">
          {rowActions(r)}
          {del}
        </Space>
      ) : (
        del
      );
    },
  };
  return (
    <ProTable<T>
      tableLayout="fixed"
      headerTitle={headerTitle}
      rowKey="id"
      actionRef={action}
      columns={[...columns, opColumn]}
      search={{ labelWidth: "auto", defaultCollapsed: false }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      options={{ density: false, setting: false }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
      tableAlertRender={({ selectedRowKeys }) => `已选 ${selectedRowKeys.length} ${unit}${noun}`}
      tableAlertOptionRender={() => (
        <Space>
          <BatchDelete count={selected.length} noun={noun} unit={unit} onConfirm={() => remove(selected)} />
          <ActionLink onClick={() => setSelected([])}>取消选择</ActionLink>
        </Space>
      )}
      request={tableRequest((input: Record<string, unknown> & { pageNo: number; pageSize: number }) =>
        load(input, { pageNo: input.pageNo, pageSize: input.pageSize }),
      )}
    />
  );
}
