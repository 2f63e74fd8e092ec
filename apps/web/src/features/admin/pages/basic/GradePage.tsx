import { ClassCrud } from "../../components/ClassCrud";

export default function GradePage() {
  return <ClassCrud kind="admin" />;
}
