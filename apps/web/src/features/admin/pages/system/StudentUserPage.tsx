import { useRouteTitle } from "../../../../app/useRouteTitle";
import { UserTable } from "../../components/UserTable";

export default function StudentUserPage() {
  const title = useRouteTitle();
  return <UserTable title={title} userType="student" />;
}
