import { taskApi } from "../api";
import { TaskTable } from "../components/TaskTable";

/** Personal centre 任务协助: tasks the caller helps arrange. */
export default function TaskAssistantPage() {
  return <TaskTable title="我协助的督导任务" load={taskApi.assisted} canCreate={false} />;
}
