import type { SubmissionState } from "@otp/contract";
import { SUBMISSION_STATES } from "@otp/contract";
import { Tag } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { isLoggedIn, useSession } from "../app/session";
import { useSectionAssignments } from "./assignmentsApi";

/**
 * 本节作业 on a course section page: the assignments set for the section, to the students of
 * the course's classes (link to hand in) and to the course's teachers (link to the submissions).
 * Anyone else is refused by the server and sees nothing.
 */
export function SectionAssignments({ sectionId, asks = true }: { sectionId: number; asks?: boolean }) {
  const user = useSession((s) => s.user);
  const logged = isLoggedIn(user);
  // `asks` false: the page knows the server would refuse this viewer, so it does not ask.
  const q = useSectionAssignments(sectionId, logged && asks);
  const list = q.data ?? [];
  if (!logged || list.length === 0) return null;
  const student = user.userType === "student";
  return (
    <section className="course-section-assignments" aria-label="本节作业">
      <h3>本节作业（{list.length}）</h3>
      <ul>
        {list.map((a) => {
          const overdue = dayjs(a.dueAt).isBefore(dayjs());
          return (
            <li key={a.id}>
              <span className="course-section-assignment-title">{a.title}</span>
              <span className="course-section-assignment-due">
                截止 {dayjs(a.dueAt).format("MM-DD HH:mm")}
                {overdue ? "（已截止）" : ""}
              </span>
              {student ? <StudentState state={a.myState} /> : <Tag>已交 {a.submittedCount}</Tag>}
              <Link to={student ? `/user/my-assignment?open=${a.id}` : `/task/res/${a.id}`}>
                {student ? (a.myState === null || a.myState === "returned" ? "去提交" : "查看") : "查看提交"}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function StudentState({ state }: { state: SubmissionState | null }) {
  if (!state) return <Tag color="orange">未提交</Tag>;
  const label = SUBMISSION_STATES.find((s) => s.value === state)?.label ?? state;
  return <Tag color={state === "returned" ? "red" : state === "scored" ? "green" : "blue"}>{label}</Tag>;
}
