import { ModalForm, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { type RoleItem, roleSaveSchema } from "@otp/contract";
import { Button, List, Popconfirm, Space, Tag } from "antd";
import { useState } from "react";
import { http } from "../../../api/http";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { zodRule } from "../../../components/formRules";

interface Props {
  roles: RoleItem[];
  loading: boolean;
  selected: number | null;
  onSelect(id: number): void;
  onChanged(): void;
}

/** Roles of the permission screen, with create, rename and delete. */
export function RoleList({ roles, loading, selected, onSelect, onChanged }: Props) {
  const [editing, setEditing] = useState<Partial<RoleItem> | null>(null);
  return (
    <>
      <List
        loading={loading}
        header={
          <Space style={{ width: "100%", justifyContent: "space-between" }}>
            <strong>角色</strong>
            <Button size="small" type="primary" onClick={() => setEditing({})}>
              新增角色
            </Button>
          </Space>
        }
        bordered
        dataSource={roles}
        renderItem={(r) => (
          <List.Item
            style={{ background: r.id === selected ? "#e6f4ff" : undefined }}
            actions={[
              <ActionLink key="edit" onClick={() => setEditing(r)}>
                编辑
              </ActionLink>,
              ...(r.builtin
                ? []
                : [
                    <Popconfirm
                      key="del"
                      title={`确定删除角色“${r.name}”？`}
                      onConfirm={async () => {
                        await http.post("/api/m/base/role/delete", { id: r.id }).catch(() => null);
                        onChanged();
                      }}
                    >
                      <ActionLink danger>删除</ActionLink>
                    </Popconfirm>,
                  ]),
            ]}
          >
            <Space>
              <Button type="text" size="small" onClick={() => onSelect(r.id)} aria-pressed={r.id === selected}>
                {r.name}
              </Button>
              {r.builtin ? <Tag>内置</Tag> : null}
              {r.userCount !== undefined ? <span style={{ color: "#5c6670" }}>{r.userCount}人</span> : null}
            </Space>
          </List.Item>
        )}
      />
      <ModalForm<Partial<RoleItem>>
        title={editing?.id ? "编辑角色" : "新增角色"}
        open={editing !== null}
        initialValues={editing ?? {}}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (v) => {
          try {
            await http.post("/api/m/base/role/save", { id: editing?.id, name: v.name, remark: v.remark ?? "" });
            feedback.success("保存成功");
            setEditing(null);
            onChanged();
            return true;
          } catch {
            return false;
          }
        }}
      >
        <ProFormText
          name="name"
          label="角色名称"
          rules={[zodRule(roleSaveSchema.shape.name)]}
          fieldProps={{ maxLength: 30 }}
        />
        <ProFormTextArea name="remark" label="说明" fieldProps={{ maxLength: 200 }} />
      </ModalForm>
    </>
  );
}
