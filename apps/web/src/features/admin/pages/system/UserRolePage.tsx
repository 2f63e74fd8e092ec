import type { ManagedUserRow } from "@otp/contract";
import { Button, Card, Checkbox, Skeleton, Space } from "antd";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useKv } from "../../../../api/kv";
import { useRouteTitle } from "../../../../app/useRouteTitle";
import { useSaveUserRoles, useUserRoles } from "../../api";

/** Grant roles to one user. */
export default function UserRolePage() {
  const title = useRouteTitle();
  const userId = Number(useParams().userId);
  const navigate = useNavigate();
  const user = (useLocation().state as { user?: ManagedUserRow } | null)?.user;
  const roles = useKv("role");
  const current = useUserRoles(userId);
  const saveRoles = useSaveUserRoles(userId);
  const [checked, setChecked] = useState<number[]>([]);
  useEffect(() => {
    if (current.data) setChecked(current.data.map((r) => r.id));
  }, [current.data]);
  const save = () => void saveRoles.run({ userId, roleIds: checked });
  return (
    <Card title={`${title}${user ? `：${user.realName}（${user.account}）` : ""}`}>
      {roles.isLoading || current.isLoading ? (
        <Skeleton active />
      ) : (
        <Checkbox.Group
          value={checked}
          onChange={(v) => setChecked(v as number[])}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      )}
      <Space style={{ marginTop: 24, display: "flex" }}>
        <Button type="primary" loading={saveRoles.busy} onClick={save}>
          保存
        </Button>
        <Button onClick={() => navigate(-1)}>返回</Button>
      </Space>
    </Card>
  );
}
