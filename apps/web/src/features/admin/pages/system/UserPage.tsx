import { useRouteTitle } from "../../../../app/useRouteTitle";
import { UserTable } from "../../components/UserTable";

export default function UserPage() {
  const title = useRouteTitle();
  return <UserTable title={title} />;
}
