import { ClassCrud } from "../../components/ClassCrud";

export default function TeachingClassPage() {
  return <ClassCrud kind="teaching" />;
}
