import { UserTable } from "../../components/UserTable";

export default function UserPage() {
  return <UserTable title="用户管理" />;
}
