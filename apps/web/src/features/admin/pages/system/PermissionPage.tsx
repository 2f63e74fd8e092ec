import { Button, Card, Col, Empty, Row, Skeleton, Tree } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useMenuTree, useRoleMenus, useRoles, useSaveRoleMenus } from "../../api";
import { leafKeys, menuIdsToSave, toTree } from "../../components/menuTree";
import { RoleList } from "../../components/RoleList";

/** Role ↔ menu editor: which menu items each role holds. */
export default function PermissionPage() {
  const roles = useRoles();
  const tree = useMenuTree();
  const [roleId, setRoleId] = useState<number | null>(null);
  const held = useRoleMenus(roleId);
  const saveMenus = useSaveRoleMenus();
  const [checked, setChecked] = useState<string[]>([]);
  const [half, setHalf] = useState<string[]>([]);
  const [dirty, setDirty] = useState(false);
  const nodes = useMemo(() => toTree(tree.data ?? []), [tree.data]);
  const list = roles.data ?? [];
  useEffect(() => {
    if (roleId === null && list.length) setRoleId(list[0].id);
  }, [roleId, list]);
  useEffect(() => {
    if (held.data && tree.data) {
      setChecked(leafKeys(tree.data, held.data));
      setHalf([]);
      setDirty(false);
    }
  }, [held.data, tree.data]);
  const save = () => {
    if (roleId === null) return;
    // Half-checked parents are known only after a change; an untouched tree saves the held ids.
    const ids = dirty ? menuIdsToSave(checked, half) : (held.data ?? []);
    void saveMenus.run({ roleId, menuIds: ids });
  };
  const role = list.find((r) => r.id === roleId);
  return (
    <Row gutter={16}>
      <Col flex="360px">
        <RoleList
          roles={list}
          loading={roles.isLoading}
          selected={roleId}
          onSelect={setRoleId}
          onChanged={() => void roles.refetch()}
        />
      </Col>
      <Col flex="auto">
        <Card
          title={role ? `“${role.name}”的菜单权限` : "菜单权限"}
          extra={
            <Button type="primary" disabled={roleId === null} loading={saveMenus.busy} onClick={save}>
              保存
            </Button>
          }
        >
          {tree.isLoading || held.isLoading ? (
            <Skeleton active />
          ) : roleId === null ? (
            <Empty description="请选择角色" />
          ) : (
            <Tree
              checkable
              defaultExpandAll
              key={`${roleId}-${nodes.length}`}
              treeData={nodes}
              checkedKeys={checked}
              onCheck={(keys, info) => {
                setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
                setHalf((info.halfCheckedKeys ?? []).map(String));
                setDirty(true);
              }}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
