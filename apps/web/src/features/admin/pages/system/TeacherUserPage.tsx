import { UserTable } from "../../components/UserTable";

export default function TeacherUserPage() {
  return <UserTable title="教师用户" userType="teacher" />;
}
