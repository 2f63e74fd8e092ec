import { MemberEditor } from "./MemberEditor";

export default function TeacherPage() {
  return <MemberEditor memberRole="teacher" />;
}
