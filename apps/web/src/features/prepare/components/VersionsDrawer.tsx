import { Button, Drawer, Input, List, Modal, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { ActionLink } from "../../../components/ActionLink";
import { usePlanVersions, useRestorePlanVersion, useSavePlanVersion } from "../api";

/** Version history of a plan: save the current content, restore an earlier one (after confirming). */
export function VersionsDrawer({ planId, open, onClose }: { planId: number; open: boolean; onClose(): void }) {
  const [modal, holder] = Modal.useModal();
  const [label, setLabel] = useState("");
  const { data = [], isFetching } = usePlanVersions(planId, open);
  const save = useSavePlanVersion(planId, () => setLabel(""));
  const restoreVersion = useRestorePlanVersion(planId);
  const restore = (id: number, name: string) =>
    modal.confirm({
      title: `恢复到“${name}”？`,
      content: "当前内容会先自动保存为一个版本，正在编辑的老师会同时看到恢复后的内容。",
      okText: "恢复",
      onOk: async () => {
        // A failed restore keeps the dialog open (its message was shown).
        if ((await restoreVersion.run(id)) === undefined) throw new Error("restore failed");
      },
    });
  return (
    <Drawer title="版本历史" open={open} onClose={onClose} width={400}>
      {holder}
      <Space.Compact style={{ width: "100%", marginBottom: 16 }}>
        <Input
          placeholder="版本说明（选填）"
          maxLength={50}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          aria-label="版本说明"
        />
        <Button type="primary" loading={save.busy} onClick={() => void save.run(label.trim())}>
          保存版本
        </Button>
      </Space.Compact>
      <List
        loading={isFetching}
        dataSource={data}
        locale={{ emptyText: "还没有保存过版本" }}
        renderItem={(v) => (
          <List.Item
            actions={[
              <ActionLink
                key="restore"
                onClick={() => restore(v.id, v.label || dayjs(v.createdAt).format("MM-DD HH:mm"))}
              >
                恢复
              </ActionLink>,
            ]}
          >
            <List.Item.Meta
              title={v.label || "未命名版本"}
              description={
                <Typography.Text type="secondary">
                  {v.authorName} · {dayjs(v.createdAt).format("YYYY-MM-DD HH:mm")}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
