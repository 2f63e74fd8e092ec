import type { AssignmentItem } from "@otp/contract";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { fetchAssignments, meKeys } from "../api";
import { MePage } from "../components/MePage";
import { StateTag } from "../components/StateTag";
import { formatDateTime } from "../format";

/** 我的作业: the assignments set for the student, newest first; each opens its page to hand in. */
export default function AssignmentListPage() {
  return (
    <MePage title="我的作业">
      <ListPage<AssignmentItem>
        queryKey={[...meKeys.assignments(), "list"]}
        fetchPage={fetchAssignments}
        itemKey={(a) => a.id}
        renderItem={(a) => {
          const overdue = new Date(a.dueAt).getTime() < Date.now();
          return (
            <Card
              to={`/user/my-assignment/${a.id}`}
              title={a.title}
              meta={
                <>
                  <div className="m-card-meta">
                    <StateTag state={a.myState} />
                    {a.teacherName}
                  </div>
                  <div className="m-card-meta">
                    截止 {formatDateTime(a.dueAt)}
                    {overdue ? "（已截止）" : ""}
                  </div>
                </>
              }
            />
          );
        }}
        emptyText="暂无布置给你的作业"
      />
    </MePage>
  );
}
