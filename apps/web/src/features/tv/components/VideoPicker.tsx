import type { ResourceCard } from "@otp/contract";
import { Button, Input, List, Pagination } from "antd";
import { useState } from "react";
import { span, useTvVideoPick } from "../api";

/** Searches the library's published videos; each row has an 添加 button. */
export function VideoPicker({ onAdd, added }: { onAdd(r: ResourceCard): void; added: Set<number> }) {
  const [keyword, setKeyword] = useState("");
  const [pageNo, setPageNo] = useState(1);
  const q = useTvVideoPick(keyword, pageNo);
  return (
    <div className="tv-picker">
      <Input.Search
        aria-label="搜索视频资源"
        placeholder="搜索资源库中的视频"
        allowClear
        onSearch={(v) => {
          setKeyword(v.trim());
          setPageNo(1);
        }}
      />
      <List
        size="small"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        locale={{ emptyText: "没有找到视频" }}
        renderItem={(r) => (
          <List.Item
            actions={[
              <Button key="add" size="small" onClick={() => onAdd(r)} disabled={!r.duration}>
                {added.has(r.id) ? "再添加" : "添加"}
              </Button>,
            ]}
          >
            <span className="tv-pick-name">{r.name}</span>
            <span className="tv-pick-len">{r.duration ? span(r.duration) : "处理中"}</span>
          </List.Item>
        )}
      />
      <Pagination
        size="small"
        current={pageNo}
        pageSize={10}
        total={q.data?.count ?? 0}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={setPageNo}
      />
    </div>
  );
}
