import { screenTitle } from "@otp/contract";
import { TaskTable } from "../components/TaskTable";
import { listSuperviseTasks } from "../taskApi";

/** 督导任务 (back office): every task with progress; create, edit, delete. */
export default function TaskPage() {
  return <TaskTable title={screenTitle("/admin/business/supervise-task")} load={listSuperviseTasks} canCreate />;
}
