import { useQuery } from "@tanstack/react-query";
import { Input, List, Modal } from "antd";
import { useState } from "react";
import { ActionLink } from "../../../components/ActionLink";
import { prepareApi } from "../api";

/** Picks a library resource; the editor links the selected text (or the resource's name) to it. */
export function ResourceLinkModal(props: {
  open: boolean;
  onClose(): void;
  onPick(r: { id: number; name: string }): void;
}) {
  const [keyword, setKeyword] = useState("");
  const { data, isFetching } = useQuery({
    queryKey: ["prepare", "resources", keyword],
    queryFn: () => prepareApi.resources(keyword),
    enabled: props.open,
  });
  return (
    <Modal title="链接资源库资源" open={props.open} onCancel={props.onClose} footer={null} destroyOnHidden>
      <Input.Search placeholder="资源名称关键字" allowClear onSearch={setKeyword} aria-label="资源名称关键字" />
      <List
        loading={isFetching}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: "没有找到资源" }}
        renderItem={(r) => (
          <List.Item
            actions={[
              <ActionLink key="pick" onClick={() => props.onPick(r)}>
                插入链接
              </ActionLink>,
            ]}
          >
            <List.Item.Meta
              title={r.name}
              description={`${r.ownerName}${r.subjectName ? ` · ${r.subjectName}` : ""}`}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
