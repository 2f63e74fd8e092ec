import { MemberEditor } from "./MemberEditor";

export default function AssistantPage() {
  return <MemberEditor memberRole="assistant" />;
}
