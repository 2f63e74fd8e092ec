import type { CourseMember } from "@otp/contract";
import { UserAvatar } from "../../../components/UserAvatar";

/** Teachers or assistants as cards with avatar, title and college. */
export function MemberList({ members }: { members: CourseMember[] }) {
  return (
    <div className="course-members">
      {members.map((m) => (
        <article key={m.id} className="course-member">
          <UserAvatar size={56} src={m.avatarUrl} alt={m.name} />
          <div className="course-member-text">
            <div className="course-member-name">{m.name}</div>
            <div className="course-member-meta">{[m.title, m.orgName].filter(Boolean).join(" · ") || "\u00a0"}</div>
          </div>
        </article>
      ))}
    </div>
  );
}
