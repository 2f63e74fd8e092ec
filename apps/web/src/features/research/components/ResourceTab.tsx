import { RESOURCE_TYPE_NAMES, type SeminarDetail, type SeminarMaterial } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";
import { Button, Empty, List, Popconfirm, Select, Space, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { feedback } from "../../../app/feedback";
import { seminarEditorApi } from "../api";

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
export function ResourceTab({ s, reload }: { s: SeminarDetail; reload: () => Promise<unknown> }) {
  const [keyword, setKeyword] = useState("");
  const [picked, setPicked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const options = useQuery({
    queryKey: ["research", "pick-resources", keyword],
    queryFn: () => seminarEditorApi.pickResources(keyword),
  });
  const attached = new Set(s.materials.map((m) => m.id));
  const add = async () => {
    setSaving(true);
    try {
      await seminarEditorApi.addResources(s.id, picked);
      feedback.success("研讨资料已添加");
      setPicked([]);
      await reload();
    } catch {
      // The request layer already showed why.
    } finally {
      setSaving(false);
    }
  };
  const remove = async (m: SeminarMaterial) => {
    try {
      await seminarEditorApi.removeResource(s.id, m.id);
      feedback.success("已移除");
      await reload();
    } catch {
      // The request layer already showed why.
    }
  };
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
        <Button type="primary" disabled={!picked.length} loading={saving} onClick={add}>
          添加到研讨资料
        </Button>
      </Space>
      <MaterialList materials={s.materials} onRemove={remove} />
    </Space>
  );
}
