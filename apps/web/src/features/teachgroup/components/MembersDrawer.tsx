import { TEACH_GROUP_KINDS, type TeachGroupMember } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Descriptions, Drawer, Popconfirm, Select, Space, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { teachGroupApi } from "../api";

/** A group's members; its leader and administrators add and remove teachers here. */
export function MembersDrawer({
  groupId,
  onClose,
  onChanged,
}: {
  groupId: number | null;
  onClose(): void;
  onChanged(): void;
}) {
  const client = useQueryClient();
  const key = ["teach-group", groupId];
  const { data: group, isLoading } = useQuery({
    queryKey: key,
    queryFn: () => teachGroupApi.detail(groupId as number),
    enabled: !!groupId,
  });
  const { data: teachers = [] } = useQuery({
    queryKey: ["teach-group", "teachers"],
    queryFn: teachGroupApi.teachers,
    enabled: !!group?.canManage,
  });
  const [picked, setPicked] = useState<number[]>([]);
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: key });
    onChanged();
  };
  const add = async () => {
    if (!groupId || !picked.length) return;
    try {
      await teachGroupApi.addMembers({ id: groupId, userIds: picked });
    } catch {
      return;
    }
    feedback.success("已添加");
    setPicked([]);
    await refresh();
  };
  const remove = async (m: TeachGroupMember) => {
    if (!groupId) return;
    try {
      await teachGroupApi.removeMembers({ id: groupId, userIds: [m.userId] });
    } catch {
      return;
    }
    feedback.success("已移除");
    await refresh();
  };
  const inGroup = new Set(group?.members.map((m) => m.userId));
  return (
    <Drawer
      title={group ? `${group.name} · 成员` : "成员"}
      width={640}
      open={!!groupId}
      onClose={onClose}
      destroyOnHidden
    >
      {group && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="类型">
            {TEACH_GROUP_KINDS.find((k) => k.value === group.kind)?.label}
          </Descriptions.Item>
          <Descriptions.Item label="组长">{group.leaderName}</Descriptions.Item>
          <Descriptions.Item label="简介" span={2}>
            {group.intro || "暂无简介"}
          </Descriptions.Item>
        </Descriptions>
      )}
      {group?.canManage && (
        <Space.Compact style={{ width: "100%", marginBottom: 16 }}>
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            aria-label="选择要添加的教师"
            placeholder="选择要添加的教师"
            style={{ width: "100%" }}
            value={picked}
            onChange={setPicked}
            options={teachers.filter((t) => !inGroup.has(t.id)).map((t) => ({ label: t.name, value: t.id }))}
          />
          <Button type="primary" disabled={!picked.length} onClick={add}>
            添加成员
          </Button>
        </Space.Compact>
      )}
      <Table<TeachGroupMember>
        rowKey="userId"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={group?.members ?? []}
        columns={[
          {
            title: "姓名",
            dataIndex: "realName",
            render: (name: string, m) => (
              <Space>
                {name}
                {m.isLeader && <Tag color="blue">组长</Tag>}
              </Space>
            ),
          },
          { title: "账号", dataIndex: "account" },
          { title: "加入时间", dataIndex: "joinedAt", render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm") },
          ...(group?.canManage
            ? [
                {
                  title: "操作",
                  key: "op",
                  width: 80,
                  render: (_: unknown, m: TeachGroupMember) =>
                    m.isLeader ? null : (
                      <Popconfirm title={`确定将${m.realName}移出本组？`} onConfirm={() => remove(m)}>
                        <ActionLink>移除</ActionLink>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
      />
    </Drawer>
  );
}
