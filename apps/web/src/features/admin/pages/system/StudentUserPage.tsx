import { UserTable } from "../../components/UserTable";

export default function StudentUserPage() {
  return <UserTable title="学生用户" userType="student" />;
}
