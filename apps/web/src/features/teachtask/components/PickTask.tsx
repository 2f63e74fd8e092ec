import { Button, Result } from "antd";
import { useNavigate } from "react-router";

/**
 * A task page opened without saying which task (no `?id=` in the address): says what to choose
 * and links to 我的任务, where every task links here with its id.
 */
export function PickTask({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={title}
      subTitle="在我的任务列表中点击任务名称或操作链接即可打开。"
      extra={
        <Button type="primary" onClick={() => void navigate("/user/task")}>
          去我的任务中选择
        </Button>
      }
    />
  );
}

/** The task id of `?id=`; null when missing or not an id. */
export function taskIdOf(raw: string | null): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}
