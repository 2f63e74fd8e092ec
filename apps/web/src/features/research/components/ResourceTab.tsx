import { RESOURCE_TYPE_NAMES, type SeminarDetail, type SeminarMaterial } from "@otp/contract";
import { Button, Empty, List, Popconfirm, Select, Space, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useAddResources, usePickResources, useRemoveResource } from "../api";

const typeName = (t: string) => (RESOURCE_TYPE_NAMES as Record<string, string>)[t] ?? t;

/** 研讨资料 as everyone reads them: each opens its resource page. */
export function MaterialList({
  materials,
  onRemove,
}: {
  materials: SeminarMaterial[];
  onRemove?: (m: SeminarMaterial) => void;
}) {
  if (!materials.length) return <Empty description="暂无研讨资料" />;
  return (
    <List
      dataSource={materials}
      renderItem={(m) => (
        <List.Item
          actions={
            onRemove
              ? [
                  <Popconfirm key="remove" title="从研讨资料中移除？" onConfirm={() => onRemove(m)}>
                    <Button type="link" danger size="small">
                      移除
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <Space>
            <Tag>{typeName(m.type)}</Tag>
            <Link to={`/resource/${m.id}`}>{m.name}</Link>
            <span className="rs-muted">{m.ownerName}</span>
          </Space>
        </List.Item>
      )}
    />
  );
}

/** Editor tab 研讨资料: pick own or published resources of the library; remove attached ones. */
export function ResourceTab({ s }: { s: SeminarDetail }) {
  const [keyword, setKeyword] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const options = usePickResources(keyword);
  const adder = useAddResources(s.id, () => setPicked([]));
  const remover = useRemoveResource(s.id);
  const attached = new Set(s.materials.map((m) => m.id));
  const add = () => void adder.run(picked);
  const remove = (m: SeminarMaterial) => void remover.run(m.id);
  return (
    <Space direction="vertical" size="middle" style={{ width: "100%" }}>
      <Space wrap>
        <Select
          mode="multiple"
          aria-label="从资源库选择"
          placeholder="搜索资源库中的教学设计、课件、视频"
          style={{ width: 480 }}
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          loading={options.isFetching}
          value={picked}
          onChange={setPicked}
          options={(options.data?.list ?? [])
            .filter((r) => !attached.has(r.id))
            .map((r) => ({ value: r.id, label: `${r.name}（${typeName(r.type)} · ${r.ownerName}）` }))}
          notFoundContent="没有可添加的资源"
        />
        <Button type="primary" disabled={!picked.length} loading={adder.busy} onClick={add}>
          添加到研讨资料
        </Button>
      </Space>
      <MaterialList materials={s.materials} onRemove={remove} />
    </Space>
  );
}
