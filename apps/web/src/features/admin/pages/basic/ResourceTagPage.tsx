import { screenTitle } from "@otp/contract";
import { ElementCrud } from "../../components/ElementCrud";

export default function ResourceTagPage() {
  return <ElementCrud type="RESOURCE_TAG" title={screenTitle("/admin/basic/resource-tag")} />;
}
