import { TaskTable } from "../components/TaskTable";
import { listAssistedTasks } from "../taskApi";

/** Personal centre 任务协助: tasks the caller helps arrange. */
export default function TaskAssistantPage() {
  return <TaskTable title="我协助的督导任务" load={listAssistedTasks} canCreate={false} />;
}
