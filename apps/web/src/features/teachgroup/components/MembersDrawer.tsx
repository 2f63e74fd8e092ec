import { TEACH_GROUP_KINDS, type TeachGroupMember } from "@otp/contract";
import { Button, Descriptions, Drawer, Popconfirm, Select, Space, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useKv } from "../../../api/kv";
import { ActionLink } from "../../../components/ActionLink";
import { useAddMembers, useRemoveMember, useTeachGroup } from "../api";

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
  const { data: group, isLoading } = useTeachGroup(groupId);
  const teachers = useKv("teacher").data ?? [];
  const [picked, setPicked] = useState<number[]>([]);
  const adder = useAddMembers(() => {
    setPicked([]);
    onChanged();
  });
  const remover = useRemoveMember(onChanged);
  const add = () => {
    if (groupId && picked.length) void adder.run({ id: groupId, userIds: picked });
  };
  const remove = (m: TeachGroupMember) => {
    if (groupId) void remover.run({ id: groupId, userIds: [m.userId] });
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
          <Button type="primary" disabled={!picked.length} loading={adder.busy} onClick={add}>
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
