import { screenTitle } from "@otp/contract";
import { ElementCrud } from "../../components/ElementCrud";

export default function CategoryPage() {
  return <ElementCrud type="SUBJECT" title={screenTitle("/admin/basic/category")} detailPath="/admin/basic/category" />;
}
