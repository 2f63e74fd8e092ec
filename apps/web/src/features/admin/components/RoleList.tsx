import { ModalForm, ProFormDigit, ProFormText, ProFormTextArea } from "@ant-design/pro-components";
import { DEFAULT_STORAGE_QUOTA_MB, type RoleItem, roleSaveSchema } from "@otp/contract";
import { Button, List, Popconfirm, Space, Tag } from "antd";
import { useState } from "react";
import { ActionLink } from "../../../components/ActionLink";
import { formatBytes } from "../../../components/format";
import { zodRule } from "../../../components/formRules";
import { useDeleteRole, useSaveRole } from "../api";

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
  const remove = useDeleteRole();
  const save = useSaveRole(() => {
    setEditing(null);
    onChanged();
  });
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
                        await remove.run(r.id);
                        onChanged();
                      }}
                    >
                      <ActionLink danger>删除</ActionLink>
                    </Popconfirm>,
                  ]),
            ]}
          >
            <div>
              <Space>
                <Button type="text" size="small" onClick={() => onSelect(r.id)} aria-pressed={r.id === selected}>
                  {r.name}
                </Button>
                {r.builtin ? <Tag>内置</Tag> : null}
              </Space>
              <div style={{ color: "#5c6670", fontSize: 12, paddingLeft: 7, whiteSpace: "nowrap" }}>
                {r.userCount !== undefined ? `${r.userCount}人 · ` : ""}
                <span title="每位用户可用的存储空间">
                  {r.storageQuotaMb === null ? "存储不限" : `存储 ${formatBytes(r.storageQuotaMb * 1024 * 1024)}`}
                </span>
              </div>
            </div>
          </List.Item>
        )}
      />
      <ModalForm<Partial<RoleItem>>
        title={editing?.id ? "编辑角色" : "新增角色"}
        open={editing !== null}
        initialValues={editing?.id ? editing : { storageQuotaMb: DEFAULT_STORAGE_QUOTA_MB }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        onFinish={async (v) => {
          const saved = await save.run({
            id: editing?.id,
            name: v.name ?? "",
            remark: v.remark ?? "",
            // An emptied field means no limit.
            storageQuotaMb: v.storageQuotaMb ?? null,
          });
          return saved !== undefined;
        }}
      >
        <ProFormText
          name="name"
          label="角色名称"
          rules={[zodRule(roleSaveSchema.shape.name)]}
          fieldProps={{ maxLength: 30 }}
        />
        <ProFormTextArea name="remark" label="说明" fieldProps={{ maxLength: 200 }} />
        <ProFormDigit
          name="storageQuotaMb"
          label="存储配额（MB）"
          tooltip="该角色每位用户可用的存储空间（含上传的文件及转码生成的文件）；用户有多个角色时取最大值；留空为不限"
          placeholder="不限"
          min={0}
          fieldProps={{ precision: 0 }}
          rules={[zodRule(roleSaveSchema.shape.storageQuotaMb, { optional: true })]}
        />
      </ModalForm>
    </>
  );
}
