import { RESOURCE_KINDS, RESOURCE_TYPE_NAMES, type ResourceCard, type ResourceKind } from "@otp/contract";
import { Input, Modal, Select, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { usePickResources } from "../api";
import { StatusTag } from "../components/StatusTag";

interface Props {
  open: boolean;
  /** Already attached: shown checked and disabled. */
  attached: number[];
  onClose(): void;
  onPick(resources: ResourceCard[]): void;
}

const PAGE_SIZE = 10;

/** 从资源库添加: the caller's own and published resources, filtered by keyword and kind. */
export function ResourcePicker({ open, attached, onClose, onPick }: Props) {
  const [keyword, setKeyword] = useState("");
  const [kind, setKind] = useState<ResourceKind | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [picked, setPicked] = useState<ResourceCard[]>([]);
  const list = usePickResources({ pageNo, pageSize: PAGE_SIZE, keyword: keyword || undefined, kind }, open);
  const close = () => {
    setPicked([]);
    onClose();
  };
  return (
    <Modal
      open={open}
      title="从资源库添加"
      width={880}
      okText={picked.length ? `添加 ${picked.length} 个资源` : "添加"}
      cancelText="取消"
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => {
        onPick(picked);
        close();
      }}
      onCancel={close}
      destroyOnHidden
    >
      <div className="member-add">
        <Input.Search
          placeholder="搜索资源名称"
          allowClear
          style={{ width: 280 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
          aria-label="搜索资源"
        />
        <Select
          allowClear
          placeholder="全部类别"
          style={{ width: 160 }}
          value={kind ?? undefined}
          options={RESOURCE_KINDS.map((k) => ({ value: k.id, label: k.name }))}
          onChange={(v: ResourceKind | undefined) => {
            setKind(v ?? null);
            setPageNo(1);
          }}
          aria-label="资源类别"
        />
      </div>
      <Table<ResourceCard>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: list.isError ? "资源加载失败" : "没有可添加的资源" }}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: [...attached, ...picked.map((p) => p.id)],
          getCheckboxProps: (r) => ({ disabled: attached.includes(r.id) }),
          onChange: (_keys, rows) => setPicked(rows.filter((r) => r && !attached.includes(r.id))),
        }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPageNo,
          showTotal: (t) => `共 ${t} 个`,
        }}
        columns={[
          { title: "资源名称", dataIndex: "name", ellipsis: true },
          {
            title: "类别",
            dataIndex: "kind",
            width: 110,
            render: (k: ResourceKind) => RESOURCE_KINDS.find((x) => x.id === k)?.name,
          },
          {
            title: "类型",
            dataIndex: "type",
            width: 90,
            render: (t: ResourceCard["type"]) => <Tag>{RESOURCE_TYPE_NAMES[t]}</Tag>,
          },
          { title: "上传者", dataIndex: "ownerName", width: 100, ellipsis: true },
          {
            title: "状态",
            dataIndex: "status",
            width: 90,
            render: (s: ResourceCard["status"]) => <StatusTag status={s} />,
          },
          {
            title: "上传时间",
            dataIndex: "createdAt",
            width: 110,
            render: (d: string) => dayjs(d).format("YYYY-MM-DD"),
          },
        ]}
      />
    </Modal>
  );
}
