import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Drawer, Input, List, Modal, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { prepareApi } from "../api";

/** Version history of a plan: save the current content, restore an earlier one (after confirming). */
export function VersionsDrawer({ planId, open, onClose }: { planId: number; open: boolean; onClose(): void }) {
  const qc = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const [label, setLabel] = useState("");
  const [saving, setSaving] = useState(false);
  const key = ["prepare", "versions", planId];
  const { data = [], isFetching } = useQuery({
    queryKey: key,
    queryFn: () => prepareApi.versions(planId),
    enabled: open,
  });
  const save = async () => {
    setSaving(true);
    try {
      await prepareApi.saveVersion(planId, label.trim());
      setLabel("");
      feedback.success("已保存版本");
      qc.invalidateQueries({ queryKey: key });
    } catch {
      // the http layer showed the message
    } finally {
      setSaving(false);
    }
  };
  const restore = (id: number, name: string) =>
    modal.confirm({
      title: `恢复到“${name}”？`,
      content: "当前内容会先自动保存为一个版本，正在编辑的老师会同时看到恢复后的内容。",
      okText: "恢复",
      onOk: async () => {
        await prepareApi.restore(id);
        feedback.success("已恢复");
        qc.invalidateQueries({ queryKey: key });
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
        <Button type="primary" loading={saving} onClick={save}>
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
