import { useRouteTitle } from "../../../../app/useRouteTitle";
import { UserTable } from "../../components/UserTable";

export default function TeacherUserPage() {
  const title = useRouteTitle();
  return <UserTable title={title} userType="teacher" />;
}
