import { type ActionType, ProTable } from "@ant-design/pro-components";
import { TEACH_GROUP_KINDS, type TeachGroupItem, type TeachGroupListInput } from "@otp/contract";
import { Button, Popconfirm, Space, Tag } from "antd";
import { useRef, useState } from "react";
import { tableRequest } from "../../../api/table";
import { ActionLink } from "../../../components/ActionLink";
import { listTeachGroups, useRemoveTeachGroup } from "../api";
import { GroupForm } from "../components/GroupForm";
import { MembersDrawer } from "../components/MembersDrawer";

const kindLabel = (kind: string) => TEACH_GROUP_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** Personal centre 教研组: the groups one leads or belongs to (administrators: every group). */
export default function TeachGroupPage() {
  const action = useRef<ActionType>(null);
  const [canCreate, setCanCreate] = useState(false);
  const [editing, setEditing] = useState<Partial<TeachGroupItem> | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const reload = () => action.current?.reload();
  const remover = useRemoveTeachGroup(reload);
  const remove = (g: TeachGroupItem) => remover.run(g.id);
  return (
    <>
      <ProTable<TeachGroupItem, { keyword?: string; kind?: string }>
        headerTitle="教研组"
        rowKey="id"
        actionRef={action}
        options={false}
        search={{ labelWidth: "auto" }}
        request={tableRequest(async (input: TeachGroupListInput) => {
          const r = await listTeachGroups(input);
          setCanCreate(r.canCreate);
          return r;
        })}
        toolBarRender={() =>
          canCreate
            ? [
                <Button key="add" type="primary" onClick={() => setEditing({})}>
                  新建教研组
                </Button>,
              ]
            : []
        }
        locale={{ emptyText: "您还没有加入任何教研组" }}
        columns={[
          { title: "组名", dataIndex: "keyword", hideInTable: true, fieldProps: { placeholder: "组名关键字" } },
          { title: "组名", dataIndex: "name", search: false },
          {
            title: "类型",
            dataIndex: "kind",
            width: 100,
            valueType: "select",
            valueEnum: Object.fromEntries(TEACH_GROUP_KINDS.map((k) => [k.value, { text: k.label }])),
            render: (_, g) => <Tag color={g.kind === "subject" ? "geekblue" : "green"}>{kindLabel(g.kind)}</Tag>,
          },
          { title: "组长", dataIndex: "leaderName", search: false, width: 120 },
          { title: "成员数", dataIndex: "memberCount", search: false, width: 90 },
          { title: "简介", dataIndex: "intro", search: false, ellipsis: true },
          {
            title: "操作",
            valueType: "option",
            width: 180,
            render: (_, g) => (
              <Space>
                <ActionLink onClick={() => setViewing(g.id)}>{g.canManage ? "管理成员" : "查看成员"}</ActionLink>
                {g.canManage && <ActionLink onClick={() => setEditing(g)}>编辑</ActionLink>}
                {canCreate && (
                  <Popconfirm title={`确定删除“${g.name}”？`} onConfirm={() => remove(g)}>
                    <ActionLink>删除</ActionLink>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <GroupForm
        editing={editing}
        canChangeLeader={canCreate}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <MembersDrawer groupId={viewing} onClose={() => setViewing(null)} onChanged={reload} />
    </>
  );
}
