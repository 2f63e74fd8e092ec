import { screenTitle } from "@otp/contract";
import { taskApi } from "../api";
import { TaskTable } from "../components/TaskTable";

/** 督导任务 (back office): every task with progress; create, edit, delete. */
export default function TaskPage() {
  return <TaskTable title={screenTitle("/admin/business/supervise-task")} load={taskApi.list} canCreate />;
}
