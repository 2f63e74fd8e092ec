import { Button, Result } from "antd";
import { useLocation, useNavigate } from "react-router";

/** Where a page opened without its id sends the user to choose one. */
const LISTS = {
  evaluations: { to: "/supervise/supervise_evalution", action: "去评价记录中选择" },
  tasks: { to: "/supervise-task", action: "去我的听课任务中选择" },
} as const;

/**
 * A page that shows one evaluation, opened without saying which (no id in the address): says what
 * to choose and links to the list to choose it from, instead of waiting for nothing.
 */
export function ChooseFirst({ title, hint }: { title: string; hint: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const list = pathname.startsWith("/supervise/") ? LISTS.evaluations : LISTS.tasks;
  return (
    <Result
      className="sup-page"
      status="info"
      title={title}
      subTitle={hint}
      extra={
        <Button type="primary" onClick={() => void navigate(list.to)}>
          {list.action}
        </Button>
      }
    />
  );
}

/** The id in the path (`/supervisor-detail/3`) or the query (`?id=3`); null when missing or not an id. */
export function idOf(fromPath: string | undefined, fromQuery: string | null): number | null {
  const id = Number(fromPath ?? fromQuery);
  return Number.isInteger(id) && id > 0 ? id : null;
}
