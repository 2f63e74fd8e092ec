import { ElementCrud } from "../../components/ElementCrud";

export default function ResourceTagPage() {
  return <ElementCrud type="RESOURCE_TAG" title="资源标签" />;
}
