import { Input, List, Modal } from "antd";
import { useState } from "react";
import { ActionLink } from "../../../components/ActionLink";
import { useLibraryResources } from "../api";

interface Props {
  open: boolean;
  onClose(): void;
  onPick(r: { id: number; name: string }): void;
  /** Attaching (own and published resources) rather than linking (published ones, which students can open). */
  attach?: boolean;
}

/** Picks a library resource to link from the text or to attach to the plan. */
export function ResourceLinkModal(props: Props) {
  const [keyword, setKeyword] = useState("");
  const { data, isFetching } = useLibraryResources(keyword, !!props.attach, props.open);
  return (
    <Modal
      title={props.attach ? "添加附件资源" : "链接资源库资源"}
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
    >
      <Input.Search placeholder="资源名称关键字" allowClear onSearch={setKeyword} aria-label="资源名称关键字" />
      <List
        loading={isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: "没有找到资源" }}
        renderItem={(r) => (
          <List.Item
            actions={[
              <ActionLink key="pick" onClick={() => props.onPick(r)}>
                {props.attach ? "添加" : "插入链接"}
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
